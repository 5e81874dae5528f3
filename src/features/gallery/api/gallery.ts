import { queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { removeFile, writeWithImage } from "@/lib/storage";
import type { Tables } from "@/types/database.types";

export type GalleryItem = Tables<"gallery">;
export type GalleryItemInput = { caption: string; alt: string; file: File };

export const galleryKeys = { all: ["gallery"] as const };

export async function fetchGallery(): Promise<GalleryItem[]> {
  const { data } = await supabase
    .from("gallery")
    .select("*")
    .order("created_at", { ascending: false })
    .throwOnError();
  return data;
}

export async function createGalleryItem({ file, caption, alt }: GalleryItemInput): Promise<GalleryItem> {
  if (!file) throw new Error("image required");
  return writeWithImage({
    bucket: "gallery",
    file,
    write: async (upload) => {
      const { data } = await supabase
        .from("gallery")
        .insert({ src: upload!.publicUrl, filePath: upload!.path, caption, alt })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

export async function deleteGalleryItem(item: Pick<GalleryItem, "id" | "filePath">): Promise<void> {
  const { data } = await supabase.from("gallery").delete().eq("id", item.id).select("id").throwOnError();
  expectRows(data);
  await removeFile("gallery", item.filePath);
}

export const galleryQuery = () => queryOptions({ queryKey: galleryKeys.all, queryFn: fetchGallery });

export const useGallery = () => useQuery(galleryQuery());
export const useCreateGalleryItem = () => useInvalidatingMutation(createGalleryItem, galleryKeys.all);
export const useDeleteGalleryItem = () => useInvalidatingMutation(deleteGalleryItem, galleryKeys.all);
