/** The category grid, /program-pelatihan/kategori. */
import { definePage } from "@/app/public-pages/page";
import { programsQuery } from "@/features/programs/api/programs";

export { default } from "@/features/programs/pages/categories-page";

export const page = definePage({
  queries: () => ({ programs: programsQuery() }),
  head: () => ({
    title: "Kategori Program Pelatihan",
    description: "Kategori program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.",
  }),
  parent: "programs",
  crumb: () => "Kategori",
});
