/** Lacak Pengaduan, /pengaduan/lacak: a complaint's status and answer by its tracking code (docs/complaints.md). */
import { definePage } from "@/app/public-pages/page";

export { default } from "@/features/complaints/pages/complaint-status-page";

export const page = definePage({
  head: () => ({
    title: "Lacak Pengaduan",
    description: "Lihat status dan tanggapan pengaduan Anda kepada Kejuruan TIK UPTD BLK Banda Aceh dengan kode lacak.",
  }),
  parent: "complaints",
  crumb: () => "Lacak",
});
