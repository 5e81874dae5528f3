import { ExternalLink } from "lucide-react";

/** SP4N-LAPOR!'s address: the national complaint channel of public services (Perpres 76/2013, PermenPANRB 62/2018). */
export const LAPOR_URL = "https://www.lapor.go.id";

/**
 * "No wrong door": the national channel, named on both complaint pages. A complaint sent there about this unit reaches
 * it through the province's administrator and is handled the same way.
 */
export function LaporNotice() {
  return (
    <aside aria-labelledby="lapor-judul" className="grid gap-2 rounded-xl border border-dashed p-5 text-sm leading-relaxed sm:p-6">
      <h2 id="lapor-judul" className="text-base font-semibold">
        Kanal Pengaduan Nasional SP4N-LAPOR!
      </h2>
      <p className="text-muted-foreground">
        Anda juga dapat menyampaikan pengaduan melalui SP4N-LAPOR!, Sistem Pengelolaan Pengaduan Pelayanan Publik
        Nasional. Tidak ada pintu yang salah: pengaduan tentang layanan kami yang masuk lewat LAPOR! diteruskan kepada
        kami dan ditangani dengan cara yang sama.
      </p>
      <a
        href={LAPOR_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
      >
        Buka lapor.go.id
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(membuka tab baru)</span>
      </a>
    </aside>
  );
}
