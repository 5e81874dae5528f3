import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { Database } from "@/types/database.types";

/*
 * The public outcome figures (docs/outcomes.md, "Figures"): computed in SQL by public_outcomes(), per program and year,
 * only where at least 5 graduates answered the tracer study. A stable function, asked over GET (no secret, cacheable).
 */

export type PublicOutcome = Database["public"]["Functions"]["public_outcomes"]["Returns"][number];

export const outcomeKeys = { public: ["outcomes", "public"] as const };

async function fetchPublicOutcomes(): Promise<PublicOutcome[]> {
  const { data, error } = await supabase.rpc("public_outcomes", undefined, { get: true });
  if (error) throw error;
  return data;
}

export const publicOutcomesQuery = () => queryOptions({ queryKey: outcomeKeys.public, queryFn: fetchPublicOutcomes });

export const usePublicOutcomes = () => useQuery(publicOutcomesQuery());

/** A percentage as Indonesian text with one decimal where it has one ("66,7 %", "100 %"). */
export const percentText = (value: number) => `${value.toLocaleString("id-ID", { maximumFractionDigits: 1 })} %`;

/**
 * A program's figure for the last completed year (the year before `thisYear`): this year's batches are still being
 * surveyed. Undefined when that year has fewer than 5 answers (the database leaves it out) or no graduates.
 */
export const lastCompletedOutcome = (outcomes: readonly PublicOutcome[] | undefined, program: string, thisYear: number) =>
  outcomes?.find((o) => o.program === program && o.year === thisYear - 1);

/** The plot's height in /hasil-pelatihan's chart of a year with `rows` programs (px). */
export const outcomesChartHeight = (rows: number) => rows * 64 + 40;
/**
 * The chart's frame around the plot with its legend on one line (px: border, padding, caption, gaps, legend); the
 * page keeps that much room for the chart while its chunk loads, so nothing below it moves when it appears.
 */
export const OUTCOMES_CHART_FRAME = 86;
