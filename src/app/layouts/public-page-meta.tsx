import { useMemo } from "react";
import { useQueries, type UseQueryOptions } from "@tanstack/react-query";
import { useMatches } from "react-router-dom";

import { publicRoute } from "@/app/public-pages";
import { isInfiniteQuery, pageQueries, type PageParams, type PublicPage } from "@/app/public-pages/page";
import { usePageMeta } from "@/lib/page-meta";

/**
 * The current public page's <title> and meta description, from its description (its module in
 * src/app/public-pages/, which the router gives the route as `handle` when it loads the page): the same function gives
 * the prerendered <head>. Reads the page's own queries (shared with the page, so no extra request); the title follows
 * the data as it loads.
 */
export function PublicPageMeta() {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => publicRoute(m.id));
  // The router renders a route once its module (and so its handle) has loaded.
  const page = match?.handle as PublicPage | undefined;
  const queries = useMemo(() => (page && match ? headQueries(page, match.params) : []), [page, match]);
  const data = useQueries({
    queries: queries.map(([, query]) => query),
    combine: (results) => Object.fromEntries(results.map((result, i) => [queries[i][0], result.data])),
  });
  const head = page?.head(match?.params ?? {}, data);
  usePageMeta(head?.title, head?.description);
  return null;
}

/** The page's queries a head can read (an infinite list is not one: no page's head needs it). */
function headQueries(page: PublicPage, params: PageParams): [string, UseQueryOptions][] {
  return Object.entries(pageQueries(page, params))
    .filter(([, query]) => !isInfiniteQuery(query))
    .map(([name, query]) => [name, query as UseQueryOptions]);
}
