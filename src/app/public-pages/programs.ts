/** The program list, /program-pelatihan. */
import { definePage } from "@/app/public-pages/page";
import { programsQuery } from "@/features/programs/api/programs";

export { default } from "@/features/programs/pages/programs-page";

export const page = definePage({
  queries: () => ({ programs: programsQuery() }),
  head: () => ({
    title: "Program Pelatihan",
    description: "Program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.",
  }),
  parent: "home",
  crumb: () => "Program Pelatihan",
});
