import { createContext, createElement, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { LIST_SEARCH_KEYS, MAX_SEARCH_LENGTH, parseListParams, type ListParams, type ListSpec, type SortDir } from "@/lib/list-params";

/** A change of the list's state; `filters` names only the filters it sets (undefined: none chosen). */
export type ListChange<K extends string> = Partial<Omit<ListParams<K>, "filters">> & { filters?: Record<string, string | undefined> };

/**
 * Where a list with `privateSearch` keeps its search text while the panel is open, so coming back from an
 * application finds the same search; gone on sign-out (the admin layout unmounts) and on reload.
 */
const SearchMemory = createContext<WeakMap<object, string> | null>(null);

export function ListSearchMemory({ children }: { children: ReactNode }) {
  const [memory] = useState(() => new WeakMap<object, string>());
  return createElement(SearchMemory.Provider, { value: memory }, children);
}

/**
 * The search, sort and page of an admin list, kept in the URL so a reload or a shared link shows
 * the same view. Changing the search, the sort or a filter goes back to page 1. Updates replace the history
 * entry (typing a search does not fill the back button). A list with `privateSearch` keeps its search in memory.
 */
export function useListParams<K extends string>(spec: ListSpec<K>) {
  const [search, setSearch] = useSearchParams();
  const memory = useContext(SearchMemory);
  const [privateQ, setPrivateQ] = useState(() => memory?.get(spec) ?? "");
  const params = useMemo(() => {
    const parsed = parseListParams(search, spec);
    return spec.privateSearch ? { ...parsed, q: privateQ } : parsed;
  }, [search, spec, privateQ]);

  const update = useCallback(
    (change: ListChange<K>) => {
      if ("q" in change && spec.privateSearch) {
        const q = (change.q ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
        memory?.set(spec, q);
        setPrivateQ(q);
      }
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ("q" in change && !spec.privateSearch) set(LIST_SEARCH_KEYS.q, change.q?.trim() || undefined);
          // A private search never enters the URL, not even one typed into it by hand.
          if (spec.privateSearch) next.delete(LIST_SEARCH_KEYS.q);
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
      );
    },
    [setSearch, spec, memory],
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
