import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { expectRows, singleOrNull, supabase } from "@/lib/supabase";
import { imageColumns, writeWithImage, type UploadControl } from "@/lib/storage";
import { fetchAllRows, pagedQuery, where, type Condition, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables, TablesInsert } from "@/types/database.types";
import { programKeys } from "./keys";

export type Program = Tables<"programs">;
export type SyllabusItem = Tables<"syllabus_items">;
export type ProgramWithSyllabus = Program & { syllabus_items: SyllabusItem[] };
export type ProgramCategory = "PBL" | "PBK Reguler" | "PBK Durasi Pendek";

/** requirements (Persyaratan) and benefits (Yang Anda Dapatkan) are ordered lists, left unchanged when absent. */
export type ProgramInput = Pick<TablesInsert<"programs">, "name" | "description" | "duration" | "requirements" | "benefits"> & {
  category: ProgramCategory;
  image?: File | null;
  /** Progress and cancellation of the image upload. */
  upload?: UploadControl;
};
export type ProgramUpdateInput = ProgramInput & { id: number; current: Program };
export type SyllabusItemInput = Pick<TablesInsert<"syllabus_items">, "title" | "duration_jp"> & { kode_unit: string };

export async function fetchPrograms(): Promise<Program[]> {
  // In ranges of 1000 rows: never cut at PostgREST's limit (id keeps the order stable across ranges).
  return fetchAllRows((from, to) =>
    supabase
      .from("programs")
      .select("*")
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, to)
      .throwOnError(),
  );
}

export type ProgramSortKey = "created_at" | "name" | "category" | "is_featured";
/** The admin tabs as a URL filter (?jenis=): featured or regular programs; absent = all. */
export type ProgramKind = "unggulan" | "biasa";

/** Admin list: newest first (the stored order); sortable by name, category and status; searched in the name. */
export const PROGRAM_LIST: ListSpec<ProgramSortKey> = {
  sortKeys: ["created_at", "name", "category", "is_featured"],
  defaultSort: "created_at",
  defaultDir: "desc",
  filters: { kind: { key: "jenis", values: ["unggulan", "biasa"] satisfies ProgramKind[] } },
};
export const PROGRAM_SEARCH_COLUMNS = ["name"] as const;

/** One page of programs of the chosen kind matching the search, in the chosen order, with the total that match. */
export async function fetchProgramsPage(params: ListParams<ProgramSortKey>): Promise<Page<Program>> {
  const chosen = params.filters.kind;
  const kind: Condition[] = chosen ? [["is_featured", "eq", chosen === "unggulan"]] : [];
  const query = where(supabase.from("programs").select("*", { count: "exact" }), kind);
  const { data, count } = await pagedQuery(query, params, PROGRAM_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

export async function fetchProgram(id: number): Promise<ProgramWithSyllabus | null> {
  return singleOrNull(
    supabase
      .from("programs")
      .select("*, syllabus_items(*)")
      .eq("id", id)
      .order("item_order", { referencedTable: "syllabus_items", ascending: true })
      .single(),
  );
}

export const programsQuery = () => queryOptions({ queryKey: programKeys.all, queryFn: fetchPrograms });

export const programQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: programKeys.detail(id ?? NaN),
    queryFn: () => fetchProgram(id as number),
    enabled: id !== undefined && Number.isFinite(id),
  });

export function usePrograms() {
  return useQuery(programsQuery());
}

/** A page of the admin list (cached under `programs`, so every program mutation refreshes it). */
export function useProgramsPage(params: ListParams<ProgramSortKey>) {
  return useQuery({
    queryKey: programKeys.page(params),
    queryFn: () => fetchProgramsPage(params),
    placeholderData: keepPreviousData,
  });
}

/** Fetched only when an id is present; `null` when no such program exists. */
export function useProgram(id: number | undefined) {
  return useQuery(programQuery(id));
}

export async function createProgram({ image, upload: control, ...values }: ProgramInput): Promise<Program> {
  return writeWithImage({
    bucket: "programs",
    file: image,
    control,
    write: async (upload) => {
      const { data } = await supabase
        .from("programs")
        .insert({ ...values, ...imageColumns(upload) })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

export async function updateProgram({ id, current, image, upload: control, ...values }: ProgramUpdateInput): Promise<Program> {
  return writeWithImage({
    bucket: "programs",
    file: image,
    control,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("programs")
        .update({ ...values, ...(upload ? imageColumns(upload) : {}) })
        .eq("id", id)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
}

export async function setProgramFeatured({ id, is_featured }: { id: number; is_featured: boolean }) {
  const { data } = await supabase.from("programs").update({ is_featured }).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

/**
 * Looks the program up (PGRST116 = nothing to delete) and deletes the row (its syllabus goes with it).
 * The stored image is kept, so the program can be restored from the change history; the clean-up
 * removes it after the retention period (see docs/change-history.md).
 */
export async function deleteProgram(id: number): Promise<void> {
  const program = await singleOrNull<Pick<Program, "id">>(supabase.from("programs").select("id").eq("id", id).single());
  if (!program) return;
  const { data } = await supabase.from("programs").delete().eq("id", id).select("id").throwOnError();
  expectRows(data);
}

/** Replaces the whole syllabus atomically (server function), item_order = 1..n. */
export async function saveSyllabus({ programId, items }: { programId: number; items: SyllabusItemInput[] }) {
  const { data } = await supabase
    .rpc("replace_syllabus_items", {
      p_program_id: programId,
      p_items: items.map((item) => ({
        title: item.title.trim(),
        duration_jp: item.duration_jp,
        kode_unit: item.kode_unit.trim(),
      })),
    })
    .throwOnError();
  return data ?? [];
}

function useInvalidatePrograms() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programKeys.all }),
      id === undefined
        ? queryClient.invalidateQueries({ queryKey: programKeys.details })
        : queryClient.invalidateQueries({ queryKey: programKeys.detail(id) }),
    ]);
}

export function useCreateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: createProgram, onSuccess: () => invalidate() });
}

export function useUpdateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: updateProgram, onSuccess: (program) => invalidate(program.id) });
}

export function useToggleProgramFeatured() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: setProgramFeatured, onSuccess: (program) => invalidate(program.id) });
}

export function useDeleteProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: deleteProgram, onSuccess: (_data, id) => invalidate(id) });
}

export function useSaveSyllabus() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: saveSyllabus, onSuccess: (_data, { programId }) => invalidate(programId) });
}
