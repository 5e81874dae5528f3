import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { writeWithImage, type UploadControl } from "@/lib/storage";
import { fetchAllRows, pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables, TablesInsert } from "@/types/database.types";

export type GalleryItem = Tables<"gallery">;
export type GalleryItemInput = Pick<TablesInsert<"gallery">, "caption" | "alt"> & { file: File; upload?: UploadControl };

export type GallerySortKey = "created_at" | "caption";

export const galleryKeys = {
  all: ["gallery"] as const,
  page: (params: ListParams<GallerySortKey>) => ["gallery", "page", params] as const,
  more: ["gallery", "more"] as const,
};

/** Admin gallery: newest first by default; sortable by date or caption; searched in caption and alt text. */
export const GALLERY_LIST: ListSpec<GallerySortKey> = { sortKeys: ["created_at", "caption"], defaultSort: "created_at", defaultDir: "desc" };
export const GALLERY_SEARCH_COLUMNS = ["caption", "alt"] as const;
/** Photos per "Muat lebih banyak" step on the public gallery. */
export const PUBLIC_GALLERY_PAGE_SIZE = 24;

/**
 * Every photo, newest first (fetched in ranges: never cut at PostgREST's 1000 rows). The app pages the gallery;
 * tests/integration/api-calls.test.ts reads the full list through this.
 * @public
 */
export async function fetchGallery(): Promise<GalleryItem[]> {
  return fetchAllRows((from, to) =>
    supabase.from("gallery").select("*").order("created_at", { ascending: false }).order("id", { ascending: false }).range(from, to).throwOnError(),
  );
}

/** One page of photos matching the search, in the chosen order, with the total that match. */
export async function fetchGalleryPage(params: ListParams<GallerySortKey>, size?: number): Promise<Page<GalleryItem>> {
  const { data, count } = await pagedQuery(supabase.from("gallery").select("*", { count: "exact" }), params, GALLERY_SEARCH_COLUMNS, size).throwOnError();
  return { rows: data, total: count ?? data.length };
}

export async function createGalleryItem({ file, caption, alt, upload: control }: GalleryItemInput): Promise<GalleryItem> {
  if (!file) throw new Error("image required");
  return writeWithImage({
    bucket: "gallery",
    file,
    control,
    write: async (upload) => {
      const { data } = await supabase
        .from("gallery")
        .insert({ src: upload!.publicUrl, filePath: upload!.path, image_variant_widths: upload!.variantWidths, caption, alt })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

/** Deletes the row only: the photo is kept for restoring (see docs/change-history.md). */
export async function deleteGalleryItem(item: Pick<GalleryItem, "id">): Promise<void> {
  const { data } = await supabase.from("gallery").delete().eq("id", item.id).select("id").throwOnError();
  expectRows(data);
}

export const useGalleryPage = (params: ListParams<GallerySortKey>) =>
  useQuery({ queryKey: galleryKeys.page(params), queryFn: () => fetchGalleryPage(params), placeholderData: keepPreviousData });

const newestFirst: ListParams<GallerySortKey> = { q: "", sort: "created_at", dir: "desc", page: 1, filters: {} };

/** The public gallery, newest first, PUBLIC_GALLERY_PAGE_SIZE photos at a time ("Muat lebih banyak"). */
export const galleryMoreQuery = () =>
  infiniteQueryOptions({
    queryKey: galleryKeys.more,
    queryFn: ({ pageParam }) => fetchGalleryPage({ ...newestFirst, page: pageParam }, PUBLIC_GALLERY_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PUBLIC_GALLERY_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
export const useGalleryMore = () => useInfiniteQuery(galleryMoreQuery());
export const useCreateGalleryItem = () => useInvalidatingMutation(createGalleryItem, galleryKeys.all);
export const useDeleteGalleryItem = () => useInvalidatingMutation(deleteGalleryItem, galleryKeys.all);
