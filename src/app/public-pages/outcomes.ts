/** Hasil Pelatihan, /hasil-pelatihan: where graduates go, per program and year (docs/outcomes.md). */
import { definePage } from "@/app/public-pages/page";
import { publicOutcomesQuery } from "@/features/outcomes/api/outcomes";

export { default } from "@/features/outcomes/pages/outcomes-page";

export const page = definePage({
  queries: () => ({ outcomes: publicOutcomesQuery() }),
  head: () => ({
    title: "Hasil Pelatihan",
    description:
      "Berapa lulusan pelatihan Kejuruan TIK BLK Banda Aceh yang bekerja atau berwirausaha dalam 6 bulan, per program dan tahun, dari survei alumni.",
  }),
  parent: "home",
  crumb: () => "Hasil Pelatihan",
});
