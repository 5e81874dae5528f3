import { Link } from "react-router-dom";
import { MessageCircle, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate, formatDateRange } from "@/lib/dates";
import { whatsAppChatUrl } from "@/lib/whatsapp";
import type { RegistrationReceipt } from "@/features/registrations/api/registrations";

/** After submitting: the code, the batch, the name and time, what happens next, print and WhatsApp. (WIP: the QR code for the printed page.) */
export function RegistrationReceiptView({ receipt }: { receipt: RegistrationReceipt }) {
  const whatsapp = whatsAppChatUrl(
    receipt.contact_whatsapp,
    `Halo ${receipt.contact_name ?? "Admin"}, saya sudah mendaftar ${receipt.program} ${receipt.batch} dengan kode pendaftaran ${receipt.code}.`,
  );
  const submitted = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Jakarta" }).format(new Date(receipt.submitted_at));
  return (
    <section aria-labelledby="receipt-title" className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm print:border-0 print:shadow-none">
      <h2 id="receipt-title" className="text-xl font-semibold">
        Pendaftaran Terkirim
      </h2>
      <div>
        <p className="text-sm text-muted-foreground">Kode pendaftaran</p>
        <p className="font-mono text-3xl font-bold tracking-widest">{receipt.code}</p>
        <p className="mt-1 text-sm text-muted-foreground">Simpan kode ini. Anda memerlukannya bersama tanggal lahir untuk mengecek status.</p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Nama</dt>
          <dd className="font-medium">{receipt.full_name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Program</dt>
          <dd className="font-medium">
            {receipt.program} · {receipt.batch}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Dikirim</dt>
          <dd className="font-medium">{submitted} WIB</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Periode pelatihan</dt>
          <dd className="font-medium">{formatDateRange(receipt.start_date, receipt.end_date)}</dd>
        </div>
      </dl>
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
