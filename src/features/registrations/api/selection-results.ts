import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/*
 * "Hasil Seleksi" (docs/selection.md): a batch's published results. Visitors read them through
 * published_selection_results(), which masks the names inside the database. (The registry of public pages imports
 * this module, so it holds only the visitors' read; the administrators' side is results-publication.ts.)
 */

/**
 * One listed applicant: the first 3 characters of the registration code with its prefix (`TIK-7K3`; the code with a
 * birth date opens the application, so it is never published whole) and the masked name (Mu***d Ri***i).
 */
export interface ResultEntry {
  code_prefix: string;
  name: string;
}

export interface SelectionResults {
  schedule: { id: number; program: string; batch: string; start_date: string; end_date: string };
  published_at: string;
  note: string | null;
  /** Lulus Seleksi (and those already Peserta or Selesai). */
  accepted: ResultEntry[];
  reserve: ResultEntry[];
}

export const selectionResultKeys = {
  all: ["selection-results"] as const,
  page: (scheduleId: number) => ["selection-results", "page", scheduleId] as const,
};

/** The public page's content; null when the batch's results are not (yet) published. */
export async function fetchSelectionResults(scheduleId: number): Promise<SelectionResults | null> {
  // GET: a read the browser and the CDN may cache; the URL holds only the batch's id.
  const { data, error } = await supabase.rpc("published_selection_results", { p_schedule_id: scheduleId }, { get: true });
  if (error?.code === "PT404") return null;
  if (error) throw new Error(error.message);
  return data as unknown as SelectionResults;
}

export const selectionResultsQuery = (scheduleId: number | undefined) =>
  queryOptions({
    queryKey: selectionResultKeys.page(scheduleId ?? 0),
    queryFn: () => fetchSelectionResults(scheduleId!),
    enabled: scheduleId !== undefined,
  });

export const useSelectionResults = (scheduleId: number | undefined) => useQuery(selectionResultsQuery(scheduleId));
