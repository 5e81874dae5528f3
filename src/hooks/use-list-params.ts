import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { LIST_SEARCH_KEYS, parseListParams, type ListParams, type ListSpec, type SortDir } from "@/lib/list-params";

/**
 * The search, sort and page of an admin list, kept in the URL so a reload or a shared link shows
 * the same view. Changing the search, the sort or a filter goes back to page 1. Updates replace the history
 * entry (typing a search does not fill the back button).
 */
/** A change of the list's state; `filters` names only the filters it sets (undefined: none chosen). */
export type ListChange<K extends string> = Partial<Omit<ListParams<K>, "filters">> & { filters?: Record<string, string | undefined> };

export function useListParams<K extends string>(spec: ListSpec<K>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search, spec), [search, spec]);

  const update = useCallback(
    (change: ListChange<K>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ("q" in change) set(LIST_SEARCH_KEYS.q, change.q?.trim() || undefined);
          if ("sort" in change) set(LIST_SEARCH_KEYS.sort, change.sort);
          if ("dir" in change) set(LIST_SEARCH_KEYS.dir, change.dir);
          for (const [name, value] of Object.entries(change.filters ?? {})) {
            const filter = spec.filters?.[name];
            if (filter) set(filter.key, value);
          }
          const page = "page" in change ? change.page : 1;
          set(LIST_SEARCH_KEYS.page, page && page > 1 ? String(page) : undefined);
          return next;
        },
        { replace: true },
      ),
    [setSearch, spec.filters],
  );

  /** Sort by a column: a new column starts ascending, the same column flips direction. */
  const toggleSort = useCallback(
    (key: K) => {
      const dir: SortDir = params.sort === key && params.dir === "asc" ? "desc" : "asc";
      update({ sort: key, dir });
    },
    [params.sort, params.dir, update],
  );

  /** The `sort` prop of an AdminTable showing this list. */
  const tableSort = useMemo(
    () => ({ key: params.sort, dir: params.dir, onSort: (key: string) => toggleSort(key as K) }),
    [params.sort, params.dir, toggleSort],
  );

  return { params, update, toggleSort, tableSort };
}
