import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { HistoryFilters } from "@/features/history/api/history";
import { TABLE_LABELS } from "@/features/history/lib/history-model";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validDay(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : undefined;
}

/** Reads the filters from the URL (?tabel=&admin=&dari=&sampai=&halaman=); invalid values are ignored. */
export function parseHistorySearch(params: URLSearchParams): HistoryFilters {
  const table = params.get("tabel") ?? undefined;
  const actor = params.get("admin") ?? undefined;
  const page = Number(params.get("halaman"));
  let from = validDay(params.get("dari"));
  let to = validDay(params.get("sampai"));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    table: table && table in TABLE_LABELS ? table : undefined,
    actorId: actor && UUID.test(actor) ? actor : undefined,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export type HistorySearchChange = Partial<Record<"tabel" | "admin" | "dari" | "sampai" | "halaman", string | undefined>>;

/** The filters in the URL, and a setter that keeps the others (a filter change goes back to page 1). */
export function useHistorySearch() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHistorySearch(params), [params]);
  const update = useCallback(
    (change: HistorySearchChange) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("halaman" in change)) next.delete("halaman");
        return next;
      }),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const active = Boolean(filters.table || filters.actorId || filters.from || filters.to);
  return { filters, update, reset, active };
}
