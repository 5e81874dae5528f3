import { queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import type { Tables } from "@/types/database.types";

export type Instructor = Tables<"instructors">;
export type InstructorInput = { name: string; title: string };

export const instructorKeys = { all: ["instructors"] as const };

export async function fetchInstructors(): Promise<Instructor[]> {
  const { data } = await supabase.from("instructors").select("*").order("name").throwOnError();
  return data;
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
export const useCreateInstructor = () => useInvalidatingMutation(createInstructor, instructorKeys.all);
export const useUpdateInstructor = () => useInvalidatingMutation(updateInstructor, instructorKeys.all);
export const useDeleteInstructor = () => useInvalidatingMutation(deleteInstructor, instructorKeys.all);
