/** Verifikasi Sertifikat, /verifikasi-sertifikat: where a certificate's QR code leads (docs/certificates.md). */
import { definePage } from "@/app/public-pages/page";

export { default } from "@/features/certificates/pages/certificate-verification-page";

export const page = definePage({
  head: () => ({
    title: "Verifikasi Sertifikat",
    description: "Periksa keaslian dan status sertifikat pelatihan Kejuruan TIK BLK Banda Aceh dengan kode QR atau nomor sertifikat.",
  }),
  parent: "home",
  crumb: () => "Verifikasi Sertifikat",
  // useful only with a certificate in hand; its addresses carry a certificate's signed content
  noindex: true,
});
