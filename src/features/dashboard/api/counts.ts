import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export type OverviewCounts = {
  instructors: number;
  schedules: number;
  gallery: number;
  programs: number;
  facilities: number;
};

const TABLES = ["instructors", "schedules", "gallery", "programs", "facilities"] as const;

export const overviewKeys = { counts: ["overview-counts"] as const };

/** Head-only count queries (no rows transferred); 0 when a table is empty. */
export async function fetchOverviewCounts(): Promise<OverviewCounts> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const { count } = await supabase.from(table).select("*", { count: "exact", head: true }).throwOnError();
      return count ?? 0;
    }),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, counts[i]])) as OverviewCounts;
}

export const useOverviewCounts = () => useQuery({ queryKey: overviewKeys.counts, queryFn: fetchOverviewCounts, staleTime: 0 });
