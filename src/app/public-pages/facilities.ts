/** The facilities, /fasilitas. */
import { definePage } from "@/app/public-pages/page";
import { facilitiesQuery } from "@/features/facilities/api/facilities";

export { default } from "@/features/facilities/pages/facilities-page";

export const page = definePage({
  queries: () => ({ facilities: facilitiesQuery() }),
  head: () => ({
    title: "Fasilitas Kami",
    description:
      "Fasilitas pelatihan Kejuruan TIK BLK Banda Aceh: laboratorium komputer, jaringan, dan ruang praktik modern untuk peserta pelatihan.",
  }),
  parent: "home",
  crumb: () => "Fasilitas",
});
