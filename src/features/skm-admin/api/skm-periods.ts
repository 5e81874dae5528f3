import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { SkmPeriodResult } from "@/features/satisfaction-survey/api/skm";
import type { SkmExport } from "@/features/skm-admin/lib/skm-export-file";

/*
 * The panel's side of the satisfaction survey (docs/satisfaction-survey.md, "The panel"): the periods as stored
 * (skm_periods, admins only) with each one's figures from skm_period_result (admins at aal2, POST).
 */

export type SkmPeriod = {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  population: number;
  closed_at: string | null;
  follow_up: string | null;
};
export type SkmPeriodRow = SkmPeriod & { result: SkmPeriodResult };

export const skmAdminKeys = { all: ["skm-admin"] as const, periods: ["skm-admin", "periods"] as const };

const PERIOD_COLUMNS = "id, name, starts_on, ends_on, population, closed_at, follow_up";

/**
 * Decision: one skm_period_result call per period, in parallel, rather than a new overview function: a period is a
 * semester or a year, so the list is a handful of rows and the calls a handful of small requests.
 */
async function fetchSkmPeriods(): Promise<SkmPeriodRow[]> {
  const { data, error } = await supabase.from("skm_periods").select(PERIOD_COLUMNS).order("starts_on", { ascending: false });
  if (error) throw error;
  const periods = (data ?? []) as SkmPeriod[];
  return Promise.all(
    periods.map(async (period) => {
      const result = await supabase.rpc("skm_period_result", { p_period_id: period.id });
      if (result.error) throw result.error;
      return { ...period, result: result.data as unknown as SkmPeriodResult };
    }),
  );
}

export const useSkmPeriods = (enabled = true) => useQuery({ queryKey: skmAdminKeys.periods, queryFn: fetchSkmPeriods, enabled });

export type SkmPeriodInput = { name: string; starts_on: string; ends_on: string; population: number };

/** Adds, edits, closes or reopens a period; the database's refusal (overlap, dates past a response) comes back as it is. */
function useWritePeriod<T>(write: (value: T) => PromiseLike<{ error: { message: string } | null }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => {
      const { error } = await write(value);
      if (error) throw new Error(error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: skmAdminKeys.all }),
  });
}

export const useAddSkmPeriod = () => useWritePeriod((input: SkmPeriodInput) => supabase.from("skm_periods").insert(input));
export const useEditSkmPeriod = () =>
  useWritePeriod(({ id, ...input }: SkmPeriodInput & { id: number }) => supabase.from("skm_periods").update(input).eq("id", id));
/** Closing stops the period's answers; reopening sets closed_at back to null (both in the change history). */
export const useCloseSkmPeriod = () =>
  useWritePeriod(({ id, close }: { id: number; close: boolean }) =>
    supabase.from("skm_periods").update({ closed_at: close ? new Date().toISOString() : null }).eq("id", id),
  );
/** The period's follow-up (what the centre did about the lowest element), public on /survei-kepuasan; in the history. */
export const useSaveSkmFollowUp = () =>
  useWritePeriod(({ id, follow_up }: { id: number; follow_up: string | null }) => supabase.from("skm_periods").update({ follow_up }).eq("id", id));

/** The period's responses and result for the report (export_skm: admins at aal2, POST; recorded in Aktivitas Keamanan). */
async function exportSkm(periodId: number): Promise<SkmExport> {
  const { data, error } = await supabase.rpc("export_skm", { p_period_id: periodId });
  if (error) throw new Error(error.message);
  return data as unknown as SkmExport;
}
export const useExportSkm = () => useMutation({ mutationFn: exportSkm });
