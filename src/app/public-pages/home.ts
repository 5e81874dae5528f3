/** The home page (docs/product.md, Routes). */
import { definePage } from "@/app/public-pages/page";
import { LATEST_ANNOUNCEMENTS, publishedAnnouncementsQuery } from "@/features/announcements/api/announcements";
import { activeHeroBannersQuery } from "@/features/banners/api/banners";
import { facilitiesQuery } from "@/features/facilities/api/facilities";
import { programsQuery } from "@/features/programs/api/programs";
import { schedulesQuery } from "@/features/schedules/api/schedules";

export { default } from "@/app/routes/home";

export const page = definePage({
  queries: () => ({
    banners: activeHeroBannersQuery(),
    programs: programsQuery(),
    schedules: schedulesQuery(),
    announcements: publishedAnnouncementsQuery(LATEST_ANNOUNCEMENTS),
    facilities: facilitiesQuery(),
  }),
  head: () => ({
    title: "Beranda",
    description:
      "Kejuruan Teknologi Informasi dan Komunikasi BLK Banda Aceh: program pelatihan unggulan, jadwal pelatihan, dan fasilitas modern untuk pelatihan vokasi berkualitas.",
  }),
  crumb: () => "Beranda",
  seo: import.meta.env.SSR ? async ({ organization }) => ({ jsonLd: [await organization()] }) : undefined,
});
