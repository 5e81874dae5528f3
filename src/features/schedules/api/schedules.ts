import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, singleOrNull, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import {
  fetchAllRows,
  fetchPeriodListPage,
  type ListParams,
  type ListSpec,
  type Page,
  type PeriodStatusList,
} from "@/lib/list-params";
import { toISODate } from "@/lib/dates";
import { getRegistrationStatus } from "@/lib/status";
import type { Tables, TablesInsert } from "@/types/database.types";

export type Schedule = Tables<"schedules">;
/** What a save sends (dates as yyyy-MM-dd, registration details optional); the status is computed here from the dates. */
export type ScheduleInput = Omit<TablesInsert<"schedules">, "id" | "created_at" | "status">;

export type ScheduleSortKey = "status" | "program" | "programCategory" | "startDate" | "batch";

export const scheduleKeys = {
  all: ["schedules"] as const,
  page: (params: ListParams<ScheduleSortKey>) => ["schedules", "page", params] as const,
  details: ["schedule"] as const,
  detail: (id: number) => ["schedule", id] as const,
};

/** Stored order: startDate descending. Public lists then sort by status (see src/lib/status.ts). */
export async function fetchSchedules(): Promise<Schedule[]> {
  // In ranges of 1000 rows: never cut at PostgREST's limit (id keeps the order stable across ranges).
  return fetchAllRows((from, to) =>
    supabase
      .from("schedules")
      .select("*")
      .order("startDate", { ascending: false })
      .order("id", { ascending: false })
      .range(from, to)
      .throwOnError(),
  );
}

/**
 * Admin list: by registration status (Berlangsung, Segera Dibuka, Ditutup), then start date descending,
 * like the public list; sortable by program, category, period (start date), batch and status; searched
 * in the program name and the batch.
 */
export const SCHEDULE_LIST: ListSpec<ScheduleSortKey> = {
  sortKeys: ["status", "program", "programCategory", "startDate", "batch"],
  defaultSort: "status",
  defaultDir: "asc",
};
export const SCHEDULE_SEARCH_COLUMNS = ["program", "batch"] as const;
const SCHEDULE_PERIOD: PeriodStatusList = { start: "startDate", end: "endDate", statusKey: "status", within: "startDate", searchColumns: SCHEDULE_SEARCH_COLUMNS };

/**
 * One page of schedules matching the search, in the chosen order, with the total that match. The
 * status is computed from today's date, so the status order is read as three date ranges (running,
 * upcoming, past; reversed when descending), each by start date descending.
 */
export function fetchSchedulesPage(params: ListParams<ScheduleSortKey>, now: Date = new Date()): Promise<Page<Schedule>> {
  const base = (head: boolean) => supabase.from("schedules").select("*", { count: "exact", head }).throwOnError();
  return fetchPeriodListPage<Schedule, ReturnType<typeof base>>(base, SCHEDULE_PERIOD, params, toISODate(now));
}

/** A batch's page: the schedule, and whether (from when) its selection results are public (docs/selection.md). */
export type ScheduleDetail = Schedule & { selection_results: { published_at: string } | null };

/** One schedule by id; null when there is none. Its published results come in the same request (a one-to-one embed). */
export async function fetchSchedule(id: number): Promise<ScheduleDetail | null> {
  return singleOrNull(supabase.from("schedules").select("*, selection_results(published_at)").eq("id", id).single());
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

export const scheduleQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: scheduleKeys.detail(id ?? 0),
    queryFn: () => fetchSchedule(id!),
    enabled: id !== undefined,
  });

export const useSchedules = () => useQuery(schedulesQuery());
export const useSchedulesPage = (params: ListParams<ScheduleSortKey>) =>
  useQuery({ queryKey: scheduleKeys.page(params), queryFn: () => fetchSchedulesPage(params), placeholderData: keepPreviousData });
/** One schedule (disabled without an id). */
export const useSchedule = (id: number | undefined) => useQuery(scheduleQuery(id));
export const useCreateSchedule = () => useInvalidatingMutation(createSchedule, scheduleKeys.all, scheduleKeys.details);
export const useUpdateSchedule = () => useInvalidatingMutation(updateSchedule, scheduleKeys.all, scheduleKeys.details);
export const useDeleteSchedule = () => useInvalidatingMutation(deleteSchedule, scheduleKeys.all, scheduleKeys.details);
