import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { expectRows, singleOrNull, supabase } from "@/lib/supabase";
import { removeFile, writeWithImage } from "@/lib/storage";
import type { Tables } from "@/types/database.types";
import { programKeys } from "./keys";

export type Program = Tables<"programs">;
export type SyllabusItem = Tables<"syllabus_items">;
export type ProgramWithSyllabus = Program & { syllabus_items: SyllabusItem[] };
export type ProgramCategory = "PBL" | "PBK Reguler" | "PBK Durasi Pendek";

export type ProgramInput = {
  name: string;
  description: string;
  duration: string;
  category: ProgramCategory;
  image?: File | null;
};
export type ProgramUpdateInput = ProgramInput & { id: number; current: Program };
export type SyllabusItemInput = { title: string; duration_jp: number; kode_unit: string };

export async function fetchPrograms(): Promise<Program[]> {
  const { data } = await supabase
    .from("programs")
    .select("*")
    .order("created_at", { ascending: false })
    .throwOnError();
  return data;
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

/** Fetched only when an id is present; `null` when no such program exists. */
export function useProgram(id: number | undefined) {
  return useQuery(programQuery(id));
}

export async function createProgram({ image, ...values }: ProgramInput): Promise<Program> {
  return writeWithImage({
    bucket: "programs",
    file: image,
    write: async (upload) => {
      const { data } = await supabase
        .from("programs")
        .insert({ ...values, image_url: upload?.publicUrl ?? null, file_path: upload?.path ?? null })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

export async function updateProgram({ id, current, image, ...values }: ProgramUpdateInput): Promise<Program> {
  return writeWithImage({
    bucket: "programs",
    file: image,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("programs")
        .update({ ...values, ...(upload ? { image_url: upload.publicUrl, file_path: upload.path } : {}) })
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

/** Looks the program up (PGRST116 = nothing to delete), deletes the row, then its stored image. */
export async function deleteProgram(id: number): Promise<void> {
  const program = await singleOrNull<Pick<Program, "id" | "file_path">>(
    supabase.from("programs").select("id, file_path").eq("id", id).single(),
  );
  if (!program) return;
  const { data } = await supabase.from("programs").delete().eq("id", id).select("id").throwOnError();
  expectRows(data);
  await removeFile("programs", program.file_path);
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
        ? queryClient.invalidateQueries({ queryKey: ["program"] })
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
