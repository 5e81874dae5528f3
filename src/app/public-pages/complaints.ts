/** Pengaduan dan Saran, /pengaduan: the public complaint form (docs/complaints.md). */
import { definePage } from "@/app/public-pages/page";
import { complaintSettingsQuery } from "@/features/complaints/api/complaint-settings";

export { default } from "@/features/complaints/pages/complaint-page";

export const page = definePage({
  queries: () => ({ settings: complaintSettingsQuery() }),
  head: () => ({
    title: "Pengaduan dan Saran",
    description:
      "Sampaikan pengaduan atau saran tentang pelayanan Kejuruan TIK UPTD BLK Banda Aceh, boleh tanpa nama, lalu ikuti tanggapannya dengan kode lacak.",
  }),
  parent: "home",
  crumb: () => "Pengaduan",
});
