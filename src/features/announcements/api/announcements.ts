import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, singleOrNull, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { imageColumns, removeFile, writeWithImage, type UploadControl } from "@/lib/storage";
import { fetchAllRows, pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables } from "@/types/database.types";

export type Announcement = Tables<"announcements">;
export type AnnouncementInput = {
  title: string;
  body: string;
  /** ISO timestamp of the publication moment. */
  published_at: string;
  schedule_id: number | null;
  image?: File | null;
  /** Progress and cancellation of the image upload. */
  upload?: UploadControl;
};

export type AnnouncementSortKey = "published_at" | "title";

/** Admin list: newest publication first; sortable by title and publication date; searched in the title. */
export const ANNOUNCEMENT_LIST: ListSpec<AnnouncementSortKey> = {
  sortKeys: ["published_at", "title"],
  defaultSort: "published_at",
  defaultDir: "desc",
};
export const ANNOUNCEMENT_SEARCH_COLUMNS = ["title"] as const;

export const announcementKeys = {
  /** Everything about announcements (invalidated after every change). */
  root: ["announcements"] as const,
  /** What visitors see: published ones, newest first (`limit` for the home page). */
  published: (limit?: number) => ["announcements", "published", limit ?? "all"] as const,
  /** A page of the admin list. */
  page: (params: ListParams<AnnouncementSortKey>) => ["announcements", "admin", params] as const,
  detail: (id: number) => ["announcements", "detail", id] as const,
};

/**
 * Published announcements, newest first. Row-level security already hides unpublished ones from visitors;
 * the filter also keeps an administrator's view of the public pages truthful.
 */
export async function fetchPublishedAnnouncements(limit?: number): Promise<Announcement[]> {
  const now = new Date().toISOString();
  const published = () =>
    supabase
      .from("announcements")
      .select("*")
      .lte("published_at", now)
      .order("published_at", { ascending: false })
      .order("id", { ascending: false });
  if (limit !== undefined) return (await published().limit(limit).throwOnError()).data;
  // The whole list in ranges of 1000 rows: never cut at PostgREST's limit.
  return fetchAllRows((from, to) => published().range(from, to).throwOnError());
}

/** One page of announcements (administrators: scheduled ones too) matching the search, with the total that match. */
export async function fetchAnnouncementsPage(params: ListParams<AnnouncementSortKey>): Promise<Page<Announcement>> {
  const query = supabase.from("announcements").select("*", { count: "exact" });
  const { data, count } = await pagedQuery(query, params, ANNOUNCEMENT_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

/** One published announcement; null when it does not exist or is not published yet. */
export async function fetchAnnouncement(id: number): Promise<Announcement | null> {
  return singleOrNull(
    supabase.from("announcements").select("*").eq("id", id).lte("published_at", new Date().toISOString()).single(),
  );
}

export async function createAnnouncement({ image, upload: control, ...values }: AnnouncementInput): Promise<Announcement> {
  return writeWithImage({
    bucket: "announcements",
    file: image,
    control,
    write: async (upload) => {
      const { data } = await supabase
        .from("announcements")
        .insert({ ...values, ...imageColumns(upload) })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

export async function updateAnnouncement({
  id,
  current,
  image,
  upload: control,
  removeImage = false,
  ...values
}: AnnouncementInput & { id: number; current: Announcement; removeImage?: boolean }): Promise<Announcement> {
  const saved = await writeWithImage({
    bucket: "announcements",
    file: image,
    control,
    previousPath: current.file_path,
    write: async (upload) => {
      const image = upload || removeImage ? imageColumns(upload) : {};
      const { data } = await supabase.from("announcements").update({ ...values, ...image }).eq("id", id).select().throwOnError();
      return expectRows(data)[0];
    },
  });
  // The image was taken away without a replacement: its file goes once the row no longer points at it
  // (like a replaced image, see writeWithImage).
  if (!image && removeImage) await removeFile("announcements", current.file_path);
  return saved;
}

/** Deletes the row only: its image is kept for restoring from Riwayat Perubahan (see docs/change-history.md). */
export async function deleteAnnouncement(announcement: Pick<Announcement, "id">): Promise<void> {
  const { data } = await supabase.from("announcements").delete().eq("id", announcement.id).select("id").throwOnError();
  expectRows(data);
}

/** How many of the latest announcements the home page shows. */
export const LATEST_ANNOUNCEMENTS = 3;

export const publishedAnnouncementsQuery = (limit?: number) =>
  queryOptions({ queryKey: announcementKeys.published(limit), queryFn: () => fetchPublishedAnnouncements(limit) });

export const usePublishedAnnouncements = (limit?: number) => useQuery(publishedAnnouncementsQuery(limit));
export const useAnnouncementsPage = (params: ListParams<AnnouncementSortKey>) =>
  useQuery({ queryKey: announcementKeys.page(params), queryFn: () => fetchAnnouncementsPage(params), placeholderData: keepPreviousData });
export const announcementQuery = (id: number | undefined) =>
  queryOptions({ queryKey: announcementKeys.detail(id ?? 0), queryFn: () => fetchAnnouncement(id!), enabled: id !== undefined });
export const useAnnouncement = (id: number | undefined) => useQuery(announcementQuery(id));
export const useCreateAnnouncement = () => useInvalidatingMutation(createAnnouncement, announcementKeys.root);
export const useUpdateAnnouncement = () => useInvalidatingMutation(updateAnnouncement, announcementKeys.root);
export const useDeleteAnnouncement = () => useInvalidatingMutation(deleteAnnouncement, announcementKeys.root);
