import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { MessageCircle, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { usePrinting } from "@/hooks/use-printing";
import { useOrigin } from "@/lib/today";
import { whatsAppChatUrl } from "@/lib/whatsapp";
import type { RegistrationReceipt } from "@/features/registrations/api/registrations";
import { RegistrationFacts } from "@/features/registrations/components/registration-facts";
import { RegistrationPrintSheet } from "@/features/registrations/components/registration-print-sheet";

/** After submitting: the code, the batch, the name and time, what happens next, print (an A4 page with a QR code) and WhatsApp. */
export function RegistrationReceiptView({ receipt }: { receipt: RegistrationReceipt }) {
  const whatsapp = whatsAppChatUrl(
    receipt.contact_whatsapp,
    `Halo ${receipt.contact_name ?? "Admin"}, saya sudah mendaftar ${receipt.program} ${receipt.batch} dengan kode pendaftaran ${receipt.code}.`,
  );
  const printing = usePrinting();
  const statusUrl = `${useOrigin()}${paths.checkRegistration.getHref()}`;
  const qr = useQrCode(statusUrl);
  return (
    <section aria-labelledby="receipt-title" className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm">
      {printing ? <RegistrationPrintSheet receipt={receipt} statusUrl={statusUrl} qr={qr} /> : null}
      <h2 id="receipt-title" className="text-xl font-semibold">
        Pendaftaran Terkirim
      </h2>
      <div>
        <p className="text-sm text-muted-foreground">Kode pendaftaran</p>
        <p className="font-mono text-3xl font-bold tracking-widest">{receipt.code}</p>
        <p className="mt-1 text-sm text-muted-foreground">Simpan kode ini. Anda memerlukannya bersama tanggal lahir untuk mengecek status.</p>
      </div>
      <RegistrationFacts registration={receipt} name={receipt.full_name} />
      <div className="rounded-lg bg-muted/50 p-4 text-sm">
        <h3 className="font-semibold">Langkah selanjutnya</h3>
        <p className="mt-1">
          Panitia memeriksa data dan dokumen Anda{receipt.registration_end ? ` setelah pendaftaran ditutup pada ${formatDate(receipt.registration_end)}` : ""}.
          Status dan pesan panitia dapat Anda lihat di halaman Cek Pendaftaran; panitia juga menghubungi Anda melalui WhatsApp.
        </p>
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button type="button" className="rounded-full" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Cetak Bukti Pendaftaran
        </Button>
        {whatsapp && (
          <Button asChild variant="outline" className="rounded-full">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Kabari Narahubung
              <span className="sr-only">(WhatsApp, membuka tab baru)</span>
            </a>
          </Button>
        )}
        <Button asChild variant="ghost" className="rounded-full">
          <Link to={paths.checkRegistration.getHref()}>Cek Pendaftaran</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * The QR code of `url` as an SVG data URL, made on the visitor's device once the receipt shows (the library is loaded
 * then, in its own chunk); null until it is ready or if it cannot be made (the printed page then shows the address).
 */
function useQrCode(url: string): string | null {
  const [qr, setQr] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(url, { type: "svg", margin: 0, errorCorrectionLevel: "M" }))
      .then((svg) => current && setQr({ url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  return qr?.url === url ? qr.image : null;
}
