import { useMemo } from "react";
import { useQueries, type UseQueryOptions } from "@tanstack/react-query";
import { useMatches } from "react-router-dom";

import { isInfiniteQuery, pageQueries, publicPage, type PublicPage } from "@/app/public-pages";
import { usePageMeta } from "@/lib/page-meta";

/**
 * The current public page's <title> and meta description, from its registry entry (src/app/public-pages.ts): the
 * same function gives the prerendered <head>. Reads the page's own queries (shared with the page, so no extra
 * request); the title follows the data as it loads.
 */
export function PublicPageMeta() {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => publicPage(m.id));
  const entry = match ? publicPage(match.id) : undefined;
  const queries = useMemo(() => (entry && match ? headQueries(entry, match.params) : []), [entry, match]);
  const data = useQueries({
    queries: queries.map(([, query]) => query),
    combine: (results) => Object.fromEntries(results.map((result, i) => [queries[i][0], result.data])),
  });
  const head = entry?.head(match?.params ?? {}, data);
  usePageMeta(head?.title, head?.description);
  return null;
}

/** The page's queries a head can read (an infinite list is not one: no page's head needs it). */
function headQueries(entry: PublicPage, params: Record<string, string | undefined>): [string, UseQueryOptions][] {
  return Object.entries(pageQueries(entry, params))
    .filter(([, query]) => !isInfiniteQuery(query))
    .map(([name, query]) => [name, query as UseQueryOptions]);
}
