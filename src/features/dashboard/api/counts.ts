import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export type OverviewCounts = {
  instructors: number;
  schedules: number;
  gallery: number;
  programs: number;
  facilities: number;
};

/** The trainee-journey content counted on the overview next to the spec's five. */
export type JourneyCounts = {
  announcements: number;
  faq: number;
};

const TABLES = ["instructors", "schedules", "gallery", "programs", "facilities"] as const;
const JOURNEY_TABLES = ["announcements", "faq"] as const;

export const overviewKeys = { counts: ["overview-counts"] as const };

/** Head-only count queries (no rows transferred); 0 when a table is empty. */
async function countRows<T extends string>(tables: readonly T[]): Promise<Record<T, number>> {
  const counts = await Promise.all(
    tables.map(async (table) => {
      const { count } = await supabase
        .from(table as (typeof TABLES)[number] | (typeof JOURNEY_TABLES)[number])
        .select("*", { count: "exact", head: true })
        .throwOnError();
      return count ?? 0;
    }),
  );
  return Object.fromEntries(tables.map((table, i) => [table, counts[i]])) as Record<T, number>;
}

/** The spec's five counts. */
export const fetchOverviewCounts = (): Promise<OverviewCounts> => countRows(TABLES);
/** Announcements (all, published or scheduled) and FAQ. */
export const fetchJourneyCounts = (): Promise<JourneyCounts> => countRows(JOURNEY_TABLES);

export const useOverviewCounts = () =>
  useQuery({
    queryKey: overviewKeys.counts,
    queryFn: async (): Promise<OverviewCounts & JourneyCounts> => {
      const [overview, journey] = await Promise.all([fetchOverviewCounts(), fetchJourneyCounts()]);
      return { ...overview, ...journey };
    },
    staleTime: 0,
  });
