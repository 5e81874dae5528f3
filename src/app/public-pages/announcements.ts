/** The published announcements, /pengumuman. */
import { definePage } from "@/app/public-pages/page";
import { publishedAnnouncementsQuery } from "@/features/announcements/api/announcements";

export { default } from "@/features/announcements/pages/announcements-page";

export const page = definePage({
  queries: () => ({ announcements: publishedAnnouncementsQuery() }),
  head: () => ({ title: "Pengumuman", description: "Pengumuman pendaftaran, hasil seleksi, dan kegiatan pelatihan Kejuruan TIK BLK Banda Aceh." }),
  parent: "home",
  crumb: () => "Pengumuman",
});
