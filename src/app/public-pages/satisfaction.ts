/** Survei Kepuasan, /survei-kepuasan: the satisfaction index per period (docs/satisfaction-survey.md). */
import { definePage } from "@/app/public-pages/page";
import { publicSkmQuery } from "@/features/satisfaction-survey/api/skm";

export { default } from "@/features/satisfaction-survey/pages/satisfaction-page";

export const page = definePage({
  queries: () => ({ skm: publicSkmQuery() }),
  head: () => ({
    title: "Survei Kepuasan Masyarakat",
    description:
      "Indeks Kepuasan Masyarakat Kejuruan TIK UPTD BLK Banda Aceh per periode: nilai tiap unsur pelayanan, jumlah responden, dan tindak lanjutnya.",
  }),
  parent: "home",
  crumb: () => "Survei Kepuasan",
});
