import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { fetchAllRows, pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables, TablesInsert } from "@/types/database.types";

export type Instructor = Tables<"instructors">;
export type InstructorInput = Pick<TablesInsert<"instructors">, "name" | "title">;

export type InstructorSortKey = "name" | "title";

export const instructorKeys = {
  all: ["instructors"] as const,
  page: (params: ListParams<InstructorSortKey>) => ["instructors", "page", params] as const,
};

/** Admin list: by name; sortable by name or job title; searched in both. */
export const INSTRUCTOR_LIST: ListSpec<InstructorSortKey> = { sortKeys: ["name", "title"], defaultSort: "name", defaultDir: "asc" };
export const INSTRUCTOR_SEARCH_COLUMNS = ["name", "title"] as const;

/** Every instructor by name (the schedule form's pick list; fetched in ranges, never cut at 1000). */
export async function fetchInstructors(): Promise<Instructor[]> {
  return fetchAllRows((from, to) => supabase.from("instructors").select("*").order("name").order("id").range(from, to).throwOnError());
}

/** One page of instructors matching the search, in the chosen order, with the total that match. */
export async function fetchInstructorsPage(params: ListParams<InstructorSortKey>): Promise<Page<Instructor>> {
  const { data, count } = await pagedQuery(supabase.from("instructors").select("*", { count: "exact" }), params, INSTRUCTOR_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

export async function createInstructor(values: InstructorInput): Promise<Instructor> {
  const { data } = await supabase.from("instructors").insert(values).select().single().throwOnError();
  return data;
}

export async function updateInstructor({ id, ...values }: InstructorInput & { id: number }): Promise<Instructor> {
  const { data } = await supabase.from("instructors").update(values).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

export async function deleteInstructor(id: number): Promise<void> {
  const { data } = await supabase.from("instructors").delete().eq("id", id).select("id").throwOnError();
  expectRows(data);
}

export const instructorsQuery = () => queryOptions({ queryKey: instructorKeys.all, queryFn: fetchInstructors });

export const useInstructors = () => useQuery(instructorsQuery());
export const useInstructorsPage = (params: ListParams<InstructorSortKey>) =>
  useQuery({ queryKey: instructorKeys.page(params), queryFn: () => fetchInstructorsPage(params), placeholderData: keepPreviousData });
export const useCreateInstructor = () => useInvalidatingMutation(createInstructor, instructorKeys.all);
export const useUpdateInstructor = () => useInvalidatingMutation(updateInstructor, instructorKeys.all);
export const useDeleteInstructor = () => useInvalidatingMutation(deleteInstructor, instructorKeys.all);
