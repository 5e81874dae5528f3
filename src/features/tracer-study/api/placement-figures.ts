import { useMutation, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/*
 * The placement figures (docs/outcomes.md, "Figures" and "The figures page"): computed in SQL by placement_figures()
 * per program, batch and year of the batch's end, for admins and super admins at aal2 (the database refuses everyone
 * else with an Indonesian message, shown as it is). export_tracer() hands the answered rounds for the ministry's .xlsx
 * and records the export in the security activity.
 */

/** Months from the end of training to the first job or business, counted among the placed. */
export const MONTH_BANDS = ["0-1", "2-3", "4-6", ">6"] as const;
export type MonthBand = (typeof MONTH_BANDS)[number];

export const MONTH_BAND_LABEL: Record<MonthBand, string> = {
  "0-1": "0–1 bulan",
  "2-3": "2–3 bulan",
  "4-6": "4–6 bulan",
  ">6": "> 6 bulan",
};

/** The counts and rates of a group of graduates (a batch, or a program's batches of one year). */
export interface PlacementCounts {
  graduates: number;
  reached: number;
  placed: number;
  /** Percentages with one decimal, half up (SQL); null without a denominator. */
  response_rate: number | null;
  /** placed / reached */
  placement_rate: number | null;
  /** placed / graduates: never better than the data */
  placed_of_graduates: number | null;
  months_to_first: Record<MonthBand, number>;
}

/** One batch's figures (placement_figures). */
export interface PlacementFigure extends PlacementCounts {
  program: string;
  batch: string;
  schedule_id: number;
  year: number;
}

/** One program's figures of one year, its batches added up in SQL (placement_by_program). */
export interface ProgramPlacement extends PlacementCounts {
  program: string;
  year: number;
  batches: number;
}

/** A row of a placement chart: the label beside its bar (program over batch) and the figures. */
export interface PlacementChartRow {
  name: string;
  program: string;
  batch: string;
  figure: PlacementCounts;
}

export const figureRow = (figure: PlacementFigure): PlacementChartRow => ({
  name: `${figure.program} (${figure.batch})`,
  program: figure.program,
  batch: figure.batch,
  figure,
});

export interface TracerExportRow {
  registration_code: string;
  full_name: string;
  program: string;
  batch: string;
  end_date: string;
  round_month: number;
  answered_at: string;
  corrected_at: string | null;
  /** By question key; a value as the graduate gave it (text, number, true/false). */
  answers: Record<string, string | number | boolean | null>;
}

export interface TracerExport {
  year: number | null;
  exported_at: string;
  figures: PlacementFigure[];
  rows: TracerExportRow[];
}

export const placementKeys = {
  figures: ["placement_figures"] as const,
  byProgram: (year: number) => ["placement_by_program", year] as const,
};

async function rpc<T>(call: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  // The database's refusal ('Masukkan kode verifikasi dua langkah terlebih dahulu.', …) is shown as it is.
  if (error) throw new Error(error.message);
  return data as T;
}

/** Every year's figures (the year filter picks among them; export_tracer takes the chosen year). */
export const fetchPlacementFigures = () => rpc<PlacementFigure[]>(supabase.rpc("placement_figures", {}));

export const fetchPlacementByProgram = (year: number) => rpc<ProgramPlacement[]>(supabase.rpc("placement_by_program", { p_year: year }));

export const exportTracer = (year: number | null) => rpc<TracerExport>(supabase.rpc("export_tracer", year === null ? {} : { p_year: year }));

// Never retried on its own: a refusal (no aal2) stays a refusal.
export const usePlacementFigures = () => useQuery({ queryKey: placementKeys.figures, queryFn: fetchPlacementFigures, retry: false });

export const usePlacementByProgram = (year: number) =>
  useQuery({ queryKey: placementKeys.byProgram(year), queryFn: () => fetchPlacementByProgram(year), retry: false });

export const useExportTracer = () => useMutation({ mutationFn: exportTracer });
