import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { fetchAllRows, pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import { imageColumns, writeWithImage, type UploadControl } from "@/lib/storage";
import { loadAuthClient } from "@/lib/auth-session";
import type { Tables, TablesInsert } from "@/types/database.types";

export type Facility = Tables<"facilities">;
export type FacilityInput = Pick<TablesInsert<"facilities">, "name" | "description"> & {
  image?: File | null;
  /** Progress and cancellation of the image upload. */
  upload?: UploadControl;
};

export type FacilitySortKey = "created_at" | "name";

export const facilityKeys = {
  all: ["facilities"] as const,
  page: (params: ListParams<FacilitySortKey>) => ["facilities", "page", params] as const,
};

/** Admin list: newest first (as the public page); sortable by name; searched in name and description. */
export const FACILITY_LIST: ListSpec<FacilitySortKey> = { sortKeys: ["created_at", "name"], defaultSort: "created_at", defaultDir: "desc" };
export const FACILITY_SEARCH_COLUMNS = ["name", "description"] as const;

/** One page of facilities matching the search, in the chosen order, with the total that match. */
export async function fetchFacilitiesPage(params: ListParams<FacilitySortKey>): Promise<Page<Facility>> {
  const { data, count } = await pagedQuery(supabase.from("facilities").select("*", { count: "exact" }), params, FACILITY_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

export async function fetchFacilities(): Promise<Facility[]> {
  // In ranges of 1000 rows: never cut at PostgREST's limit (id keeps the order stable across ranges).
  return fetchAllRows((from, to) =>
    supabase
      .from("facilities")
      .select("*")
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, to)
      .throwOnError(),
  );
}

async function currentUserId(): Promise<string> {
  const { data } = await (await loadAuthClient()).auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error("user not authenticated");
  return id;
}

export async function createFacility({ image, upload: control, ...values }: FacilityInput): Promise<Facility> {
  if (!image) throw new Error("image required");
  const userId = await currentUserId();
  return writeWithImage({
    bucket: "facilities",
    file: image,
    control,
    write: async (upload) => {
      const { data } = await supabase
        .from("facilities")
        .insert({ ...values, ...imageColumns(upload), user_id: userId })
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
  upload: control,
  ...values
}: FacilityInput & { id: number; current: Facility }): Promise<Facility> {
  return writeWithImage({
    bucket: "facilities",
    file: image,
    control,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("facilities")
        .update({ ...values, ...(upload ? imageColumns(upload) : {}) })
        .eq("id", id)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
}

/** Deletes the row only: its photo is kept for restoring (see docs/change-history.md). */
export async function deleteFacility(facility: Pick<Facility, "id">): Promise<void> {
  const { data } = await supabase.from("facilities").delete().eq("id", facility.id).select("id").throwOnError();
  expectRows(data);
}

export const facilitiesQuery = () => queryOptions({ queryKey: facilityKeys.all, queryFn: fetchFacilities });

export const useFacilities = () => useQuery(facilitiesQuery());
export const useFacilitiesPage = (params: ListParams<FacilitySortKey>) =>
  useQuery({ queryKey: facilityKeys.page(params), queryFn: () => fetchFacilitiesPage(params), placeholderData: keepPreviousData });
export const useCreateFacility = () => useInvalidatingMutation(createFacility, facilityKeys.all);
export const useUpdateFacility = () => useInvalidatingMutation(updateFacility, facilityKeys.all);
export const useDeleteFacility = () => useInvalidatingMutation(deleteFacility, facilityKeys.all);
