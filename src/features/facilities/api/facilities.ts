import { queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { removeFile, writeWithImage } from "@/lib/storage";
import type { Tables } from "@/types/database.types";

export type Facility = Tables<"facilities">;
export type FacilityInput = { name: string; description: string; image?: File | null };

export const facilityKeys = { all: ["facilities"] as const };

export async function fetchFacilities(): Promise<Facility[]> {
  const { data } = await supabase
    .from("facilities")
    .select("*")
    .order("created_at", { ascending: false })
    .throwOnError();
  return data;
}

async function currentUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error("user not authenticated");
  return id;
}

export async function createFacility({ image, ...values }: FacilityInput): Promise<Facility> {
  if (!image) throw new Error("image required");
  const userId = await currentUserId();
  return writeWithImage({
    bucket: "facilities",
    file: image,
    write: async (upload) => {
      const { data } = await supabase
        .from("facilities")
        .insert({ ...values, image_url: upload?.publicUrl ?? null, file_path: upload?.path ?? null, user_id: userId })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

export async function updateFacility({
  id,
  current,
  image,
  ...values
}: FacilityInput & { id: number; current: Facility }): Promise<Facility> {
  return writeWithImage({
    bucket: "facilities",
    file: image,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("facilities")
        .update({ ...values, ...(upload ? { image_url: upload.publicUrl, file_path: upload.path } : {}) })
        .eq("id", id)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
}

export async function deleteFacility(facility: Pick<Facility, "id" | "file_path">): Promise<void> {
  const { data } = await supabase.from("facilities").delete().eq("id", facility.id).select("id").throwOnError();
  expectRows(data);
  await removeFile("facilities", facility.file_path);
}

export const facilitiesQuery = () => queryOptions({ queryKey: facilityKeys.all, queryFn: fetchFacilities });

export const useFacilities = () => useQuery(facilitiesQuery());
export const useCreateFacility = () => useInvalidatingMutation(createFacility, facilityKeys.all);
export const useUpdateFacility = () => useInvalidatingMutation(updateFacility, facilityKeys.all);
export const useDeleteFacility = () => useInvalidatingMutation(deleteFacility, facilityKeys.all);
