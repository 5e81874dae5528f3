/**
 * The open vacancies, /lowongan. No prerender query on purpose: a prerendered list would keep a vacancy past its
 * deadline in the HTML until the next build; fetched in the browser, the database's rule applies on every visit.
 */
import { definePage } from "@/app/public-pages/page";

export { default } from "@/features/vacancies/pages/vacancies-page";

export const page = definePage({
  head: () => ({
    title: "Lowongan Kerja",
    description: "Lowongan kerja dari mitra industri Kejuruan TIK BLK Banda Aceh untuk lulusan pelatihan, dengan batas lamaran dan tautan melamar.",
  }),
  parent: "home",
  crumb: () => "Lowongan Kerja",
});
