import { queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { removeFile, writeWithImage } from "@/lib/storage";
import { toISODate } from "@/lib/dates";
import type { ImagePosition } from "@/lib/banners";
import type { Tables } from "@/types/database.types";

export type HeroBanner = Tables<"hero_banners">;
export type { ImagePosition };
export type HeroBannerInput = {
  title: string;
  subtitle: string | null;
  link_to: string | null;
  /** yyyy-MM-dd, inclusive */
  start_date: string;
  /** yyyy-MM-dd, inclusive */
  end_date: string;
  autoplay_delay_ms: number | null;
  image_position: ImagePosition;
  image?: File | null;
};

export const bannerKeys = {
  all: ["hero_banners"] as const,
  active: ["hero_banners", "active"] as const,
};

export async function fetchHeroBanners(): Promise<HeroBanner[]> {
  const { data } = await supabase
    .from("hero_banners")
    .select("*")
    .order("created_at", { ascending: false })
    .throwOnError();
  return data;
}

/** Banners with start_date <= today <= end_date (whole days, inclusive). */
export async function fetchActiveHeroBanners(now: Date = new Date()): Promise<HeroBanner[]> {
  const today = toISODate(now); // the visitor's own calendar date
  const { data } = await supabase
    .from("hero_banners")
    .select("*")
    .lte("start_date", today)
    .gte("end_date", today)
    .order("created_at", { ascending: false })
    .throwOnError();
  return data;
}

export async function createHeroBanner({ image, ...values }: HeroBannerInput): Promise<HeroBanner> {
  if (!image) throw new Error("image required");
  return writeWithImage({
    bucket: "hero_banners",
    file: image,
    write: async (upload) => {
      const { data } = await supabase
        .from("hero_banners")
        .insert({ ...values, image_url: upload!.publicUrl, file_path: upload!.path })
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
  ...values
}: HeroBannerInput & { id: number; current: HeroBanner }): Promise<HeroBanner> {
  return writeWithImage({
    bucket: "hero_banners",
    file: image,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("hero_banners")
        .update({ ...values, ...(upload ? { image_url: upload.publicUrl, file_path: upload.path } : {}) })
        .eq("id", id)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
}

export async function deleteHeroBanner(banner: Pick<HeroBanner, "id" | "file_path">): Promise<void> {
  const { data } = await supabase.from("hero_banners").delete().eq("id", banner.id).select("id").throwOnError();
  expectRows(data);
  await removeFile("hero_banners", banner.file_path);
}

export const heroBannersQuery = () => queryOptions({ queryKey: bannerKeys.all, queryFn: fetchHeroBanners });
export const activeHeroBannersQuery = () =>
  queryOptions({ queryKey: bannerKeys.active, queryFn: () => fetchActiveHeroBanners() });

export const useHeroBanners = () => useQuery(heroBannersQuery());
export const useActiveHeroBanners = () => useQuery(activeHeroBannersQuery());
export const useCreateHeroBanner = () => useInvalidatingMutation(createHeroBanner, bannerKeys.all);
export const useUpdateHeroBanner = () => useInvalidatingMutation(updateHeroBanner, bannerKeys.all);
export const useDeleteHeroBanner = () => useInvalidatingMutation(deleteHeroBanner, bannerKeys.all);
