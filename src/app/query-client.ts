import { QueryClient } from "@tanstack/react-query";
// relative: scripts/lighthouse.ts (tsx, no path aliases) imports this module
import { whenIdle } from "../lib/tasks";

export const THEME_STORAGE_KEY = "kejuruan-tik-theme";

/** How long fetched data counts as fresh; older data (e.g. a prerendered page's) is refetched on mount. */
export const STALE_TIME_MS = 30_000;

/**
 * Query defaults: one retry, 30 s freshness, no refetch on window focus (no refetch storms when
 * switching tabs); refetch on reconnect stays on. Mutations never retry.
 */
export function createQueryClient(overrides?: { retry?: number | false }) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: overrides?.retry ?? 1,
        staleTime: STALE_TIME_MS,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * For a prerendered page's query client, right after its data is hydrated: that data is as old as the build, so it is
 * refreshed, but once the page has hydrated and the browser is idle, not as the page mounts (a refetch started then
 * re-renders each query's components synchronously, a long task on a phone; docs/performance.md). Queries that are
 * not cached yet load at once as always.
 */
export function refreshWhenIdle(client: QueryClient): void {
  const defaults = client.getDefaultOptions().queries;
  const pageStarted = Date.now();
  client.setDefaultOptions({ queries: { ...defaults, refetchOnMount: false } });
  whenIdle(() => {
    client.setDefaultOptions({ queries: defaults });
    // Every query whose data came with the page, even when the build was less than STALE_TIME_MS ago (its data may
    // have changed since: a page built seconds before an edit showed the old values until the next mount).
    void client.refetchQueries({ type: "active", predicate: (query) => query.state.dataUpdatedAt < pageStarted });
  });
}
