/** Survei Alumni, /survei-alumni#<token>: a graduate's tracer-study survey (docs/outcomes.md). */
import { definePage } from "@/app/public-pages/page";

export { default } from "@/features/alumni-survey/pages/alumni-survey-page";

export const page = definePage({
  head: () => ({
    title: "Survei Alumni",
    description: "Survei lulusan pelatihan Kejuruan TIK BLK Banda Aceh: kegiatan Anda setelah pelatihan, diisi dari tautan pribadi Anda.",
  }),
  parent: "home",
  crumb: () => "Survei Alumni",
  // useful only with a graduate's own link
  noindex: true,
});
