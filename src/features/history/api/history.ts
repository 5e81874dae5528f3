import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { Tables } from "@/types/database.types";

export type HistoryEntry = Tables<"change_history">;

/** The screen's filters (all optional); dates are local calendar days 'yyyy-MM-dd', inclusive. */
export type HistoryFilters = {
  table?: string;
  actorId?: string;
  from?: string;
  to?: string;
  page: number;
};

export const HISTORY_PAGE_SIZE = 20;

export type HistoryPage = {
  entries: HistoryEntry[];
  total: number;
  /** ids of DELETE entries on this page that have been restored already */
  restored: Set<number>;
};

export type HistoryActor = { actor_id: string; actor_email: string | null };

export const historyKeys = {
  all: ["change_history"] as const,
  list: (filters: HistoryFilters) => ["change_history", "list", filters] as const,
  actors: ["change_history", "actors"] as const,
};

/** Start of a local calendar day 'yyyy-MM-dd' as an ISO instant (the database compares timestamptz). */
function dayStart(day: string, offsetDays = 0): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d + offsetDays).toISOString();
}

export async function fetchHistory(filters: HistoryFilters): Promise<HistoryPage> {
  const from = (filters.page - 1) * HISTORY_PAGE_SIZE;
  let query = supabase.from("change_history").select("*", { count: "exact" });
  if (filters.table) query = query.eq("table_name", filters.table);
  if (filters.actorId) query = query.eq("actor_id", filters.actorId);
  if (filters.from) query = query.gte("changed_at", dayStart(filters.from));
  if (filters.to) query = query.lt("changed_at", dayStart(filters.to, 1));
  const { data, count } = await query
    .order("changed_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, from + HISTORY_PAGE_SIZE - 1)
    .throwOnError();
  const deletes = data.filter((e) => e.action === "DELETE").map((e) => e.id);
  const restored = new Set<number>();
  if (deletes.length > 0) {
    const { data: marks } = await supabase
      .from("change_history")
      .select("restored_from")
      .in("restored_from", deletes)
      .throwOnError();
    for (const m of marks) if (m.restored_from !== null) restored.add(m.restored_from);
  }
  return { entries: data, total: count ?? data.length, restored };
}

export async function fetchHistoryActors(): Promise<HistoryActor[]> {
  const { data } = await supabase.rpc("change_history_actors").throwOnError();
  return (data ?? [])
    .map((a): HistoryActor => ({ actor_id: a.actor_id, actor_email: a.actor_email ?? null }))
    .filter((a) => typeof a.actor_id === "string")
    .sort((a, b) => (a.actor_email ?? "").localeCompare(b.actor_email ?? ""));
}

export type RestoreResult = { table: string; id: number | string; syllabus_items: number };

/** Restores a deleted row (and a program's syllabus) from its DELETE entry, atomically (server function). */
export async function restoreDeleted(historyId: number): Promise<RestoreResult> {
  const { data } = await supabase.rpc("restore_deleted", { p_history_id: historyId }).throwOnError();
  return data as RestoreResult;
}

export const historyQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: historyKeys.list(filters),
    queryFn: () => fetchHistory(filters),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useHistory = (filters: HistoryFilters) => useQuery(historyQuery(filters));

export const useHistoryActors = () =>
  useQuery({ queryKey: historyKeys.actors, queryFn: fetchHistoryActors, staleTime: 0 });

/** After a restore every cached list may have changed (the row is back, with its syllabus): refetch all. */
export function useRestoreDeleted() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreDeleted, onSuccess: () => queryClient.invalidateQueries() });
}
