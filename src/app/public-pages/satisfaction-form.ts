/** Isi Survei Kepuasan, /survei-kepuasan/isi: the satisfaction survey's public form (docs/satisfaction-survey.md). */
import { definePage } from "@/app/public-pages/page";

export { default } from "@/features/satisfaction-survey/pages/satisfaction-form-page";

export const page = definePage({
  head: () => ({
    title: "Isi Survei Kepuasan",
    description: "Nilai pelayanan Kejuruan TIK UPTD BLK Banda Aceh: sembilan pertanyaan Survei Kepuasan Masyarakat, sekitar 2 menit, tanpa nama.",
  }),
  parent: "satisfaction",
  crumb: () => "Isi Survei",
});
