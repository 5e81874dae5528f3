import { queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { getRegistrationStatus } from "@/lib/status";
import type { Tables } from "@/types/database.types";

export type Schedule = Tables<"schedules">;
export type ScheduleInput = {
  program: string;
  programCategory: string;
  instructorName: string[];
  batch: string;
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd */
  endDate: string;
};

export const scheduleKeys = { all: ["schedules"] as const };

/** Stored order: startDate descending. Public lists then sort by status (see src/lib/status.ts). */
export async function fetchSchedules(): Promise<Schedule[]> {
  const { data } = await supabase
    .from("schedules")
    .select("*")
    .order("startDate", { ascending: false })
    .throwOnError();
  return data;
}

/** The status is recalculated from the dates and sent on every save. */
function withStatus(values: ScheduleInput) {
  return { ...values, status: getRegistrationStatus(values.startDate, values.endDate) };
}

export async function createSchedule(values: ScheduleInput): Promise<Schedule> {
  const { data } = await supabase.from("schedules").insert(withStatus(values)).select().single().throwOnError();
  return data;
}

export async function updateSchedule({ id, ...values }: ScheduleInput & { id: number }): Promise<Schedule> {
  const { data } = await supabase.from("schedules").update(withStatus(values)).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

export async function deleteSchedule(id: number): Promise<void> {
  const { data } = await supabase.from("schedules").delete().eq("id", id).select("id").throwOnError();
  expectRows(data);
}

export const schedulesQuery = () => queryOptions({ queryKey: scheduleKeys.all, queryFn: fetchSchedules });

export const useSchedules = () => useQuery(schedulesQuery());
export const useCreateSchedule = () => useInvalidatingMutation(createSchedule, scheduleKeys.all);
export const useUpdateSchedule = () => useInvalidatingMutation(updateSchedule, scheduleKeys.all);
export const useDeleteSchedule = () => useInvalidatingMutation(deleteSchedule, scheduleKeys.all);
