import { createPortal } from "react-dom";
import { formatDate, formatDateRange, formatJakartaDateTime } from "@/lib/dates";
import { formatPhoneNumber } from "@/lib/whatsapp";
import type { RegistrationReceipt } from "@/features/registrations/api/registrations";

/**
 * What 'Cetak Bukti Pendaftaran' prints: one A4 page, black on white, with the code, the facts, what happens next and
 * a QR code to /cek-pendaftaran. Rendered into <body> only while printing; the print stylesheet then hides everything
 * else (`.print-alone`). The QR holds the status page's address only: the code is typed there with the birth date,
 * so neither ever appears in a URL.
 */
export function RegistrationPrintSheet({ receipt, statusUrl, qr }: { receipt: RegistrationReceipt; statusUrl: string; qr: string | null }) {
  const rows: [string, string][] = [
    ["Nama", receipt.full_name],
    ["Program", receipt.program],
    ["Jadwal", receipt.batch],
    ["Periode pelatihan", formatDateRange(receipt.start_date, receipt.end_date)],
    ...(receipt.registration_end ? [["Pendaftaran ditutup", formatDate(receipt.registration_end)] as [string, string]] : []),
    ["Dikirim", formatJakartaDateTime(receipt.submitted_at)],
    ...(receipt.contact_whatsapp
      ? [["Narahubung", `${receipt.contact_name ?? "Admin"} (WA ${formatPhoneNumber(receipt.contact_whatsapp)})`] as [string, string]]
      : []),
  ];
  return createPortal(
    <section className="print-sheet print-alone hidden text-[11pt] leading-snug text-black print:block" data-testid="registration-print-sheet" aria-hidden="true">
      <p className="text-[9pt] uppercase tracking-wider">Bukti Pendaftaran Pelatihan · Kejuruan TIK UPTD BLK Banda Aceh</p>
      <h1 className="mt-1 text-[18pt] font-bold">Pendaftaran Terkirim</h1>
      <p className="mt-4 text-[10pt]">Kode pendaftaran</p>
      <p className="font-mono text-[26pt] font-bold tracking-widest">{receipt.code}</p>
      <table className="mt-4">
        <tbody>
          {rows.map(([term, value]) => (
            <tr key={term}>
              <th className="w-44">{term}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-6 text-[12pt] font-semibold">Langkah selanjutnya</h2>
      <p className="mt-1">
        Panitia memeriksa data dan dokumen Anda. Status dan pesan panitia dapat dilihat di halaman Cek Pendaftaran dengan kode
        pendaftaran dan tanggal lahir Anda; panitia juga menghubungi Anda melalui WhatsApp. Simpan bukti ini sampai pelatihan selesai.
      </p>
      <div className="mt-6 flex items-center gap-5 border-t border-black pt-4">
        {qr ? <img src={qr} alt="" className="size-[32mm] shrink-0" /> : null}
        <p className="text-[10pt]">
          Cek status pendaftaran: pindai kode QR ini atau buka
          <br />
          <span className="font-mono">{statusUrl}</span>
        </p>
      </div>
    </section>,
    document.body,
  );
}
