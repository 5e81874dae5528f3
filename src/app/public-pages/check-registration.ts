/** The status check, /cek-pendaftaran (docs/registration.md). */
import { definePage } from "@/app/public-pages/page";

export { default } from "@/features/registrations/pages/check-registration-page";

export const page = definePage({
  head: () => ({
    title: "Cek Pendaftaran",
    description: "Lihat status pendaftaran pelatihan Kejuruan TIK BLK Banda Aceh dengan kode pendaftaran dan tanggal lahir Anda.",
  }),
  parent: "home",
  crumb: () => "Cek Pendaftaran",
});
