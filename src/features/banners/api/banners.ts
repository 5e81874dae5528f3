import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import {
  fetchAllRows,
  fetchPeriodListPage,
  type ListParams,
  type ListSpec,
  type Page,
  type PeriodStatusList,
} from "@/lib/list-params";
import { imageColumns, writeWithImage, type UploadControl } from "@/lib/storage";
import { toISODate } from "@/lib/dates";
import type { ImagePosition } from "@/features/banners/lib/banners";
import type { Tables, TablesInsert } from "@/types/database.types";

export type HeroBanner = Tables<"hero_banners">;
export type { ImagePosition };
/** What a save sends: the columns (dates yyyy-MM-dd, inclusive) and, optionally, a new image. */
export type HeroBannerInput = Pick<
  TablesInsert<"hero_banners">,
  "title" | "subtitle" | "link_to" | "start_date" | "end_date" | "autoplay_delay_ms"
> & {
  image_position: ImagePosition;
  image?: File | null;
  /** Progress and cancellation of the image upload. */
  upload?: UploadControl;
};

export type BannerSortKey = "created_at" | "title" | "start_date" | "autoplay_delay_ms" | "status";

export const bannerKeys = {
  all: ["hero_banners"] as const,
  active: ["hero_banners", "active"] as const,
  page: (params: ListParams<BannerSortKey>) => ["hero_banners", "page", params] as const,
};

/**
 * Admin list: newest first (the stored order); sortable by title, active period (start date), slide
 * duration and status (Aktif, Dijadwalkan, Kadaluarsa); searched in the title.
 */
export const BANNER_LIST: ListSpec<BannerSortKey> = {
  sortKeys: ["created_at", "title", "start_date", "autoplay_delay_ms", "status"],
  defaultSort: "created_at",
  defaultDir: "desc",
};
export const BANNER_SEARCH_COLUMNS = ["title"] as const;
const BANNER_PERIOD: PeriodStatusList = { start: "start_date", end: "end_date", statusKey: "status", within: "created_at", searchColumns: BANNER_SEARCH_COLUMNS };

/**
 * One page of banners matching the search, in the chosen order, with the total that match. The
 * status comes from today's date: its order is read as three date ranges, each newest first.
 */
export function fetchHeroBannersPage(params: ListParams<BannerSortKey>, now: Date = new Date()): Promise<Page<HeroBanner>> {
  const base = (head: boolean) => supabase.from("hero_banners").select("*", { count: "exact", head }).throwOnError();
  return fetchPeriodListPage<HeroBanner, ReturnType<typeof base>>(base, BANNER_PERIOD, params, toISODate(now));
}

/**
 * Every banner. The admin list pages; tests/integration/api-calls.test.ts reads the full list through this.
 * @public
 */
export async function fetchHeroBanners(): Promise<HeroBanner[]> {
  // In ranges of 1000 rows: never cut at PostgREST's limit (id keeps the order stable across ranges).
  return fetchAllRows((from, to) =>
    supabase
      .from("hero_banners")
      .select("*")
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, to)
      .throwOnError(),
  );
}

/** Banners with start_date <= today <= end_date (whole days, inclusive), in ranges of 1000 rows. */
export async function fetchActiveHeroBanners(now: Date = new Date()): Promise<HeroBanner[]> {
  const today = toISODate(now); // the visitor's own calendar date
  return fetchAllRows((from, to) =>
    supabase
      .from("hero_banners")
      .select("*")
      .lte("start_date", today)
      .gte("end_date", today)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, to)
      .throwOnError(),
  );
}

export async function createHeroBanner({ image, upload: control, ...values }: HeroBannerInput): Promise<HeroBanner> {
  if (!image) throw new Error("image required");
  return writeWithImage({
    bucket: "hero_banners",
    file: image,
    control,
    write: async (upload) => {
      const { data } = await supabase
        .from("hero_banners")
        .insert({ ...values, ...imageColumns(upload!) })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

export async function updateHeroBanner({
  id,
  current,
  image,
  upload: control,
  ...values
}: HeroBannerInput & { id: number; current: HeroBanner }): Promise<HeroBanner> {
  return writeWithImage({
    bucket: "hero_banners",
    file: image,
    control,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("hero_banners")
        .update({ ...values, ...(upload ? imageColumns(upload) : {}) })
        .eq("id", id)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
}

/** Deletes the row only: its image is kept for restoring (see docs/change-history.md). */
export async function deleteHeroBanner(banner: Pick<HeroBanner, "id">): Promise<void> {
  const { data } = await supabase.from("hero_banners").delete().eq("id", banner.id).select("id").throwOnError();
  expectRows(data);
}

export const activeHeroBannersQuery = () =>
  queryOptions({ queryKey: bannerKeys.active, queryFn: () => fetchActiveHeroBanners() });

export const useHeroBannersPage = (params: ListParams<BannerSortKey>) =>
  useQuery({ queryKey: bannerKeys.page(params), queryFn: () => fetchHeroBannersPage(params), placeholderData: keepPreviousData });
export const useActiveHeroBanners = () => useQuery(activeHeroBannersQuery());
export const useCreateHeroBanner = () => useInvalidatingMutation(createHeroBanner, bannerKeys.all);
export const useUpdateHeroBanner = () => useInvalidatingMutation(updateHeroBanner, bannerKeys.all);
export const useDeleteHeroBanner = () => useInvalidatingMutation(deleteHeroBanner, bannerKeys.all);
