/** One published announcement, /pengumuman/:id. */
import { definePage, ids } from "@/app/public-pages/page";
import { announcementQuery, publishedAnnouncementsQuery } from "@/features/announcements/api/announcements";
import { parseAnnouncementId } from "@/features/announcements/lib/announcement-routing";
import { excerpt } from "@/lib/plain-text";

export { default } from "@/features/announcements/pages/announcement-detail-page";

export const page = definePage({
  queries: (params) => ({ announcement: announcementQuery(parseAnnouncementId(params.id) ?? undefined) }),
  head: (params, { announcement }) => ({
    title: announcement
      ? announcement.title
      : parseAnnouncementId(params.id) === null || announcement === null
        ? "Pengumuman Tidak Ditemukan"
        : "Pengumuman",
    description: announcement ? excerpt(announcement.body, 155) || announcement.title : "Pengumuman Kejuruan TIK BLK Banda Aceh.",
  }),
  parent: "announcements",
  crumb: (_params, { announcement }) => announcement?.title ?? "Pengumuman",
  instances: async (load) => ids(await load(publishedAnnouncementsQuery())),
  seo: import.meta.env.SSR
    ? async ({ data: { announcement } }) => ({
        type: "article",
        shareImage: announcement?.image_url ? { name: `announcement-${announcement.id}`, source: announcement.image_url } : undefined,
      })
    : undefined,
});
