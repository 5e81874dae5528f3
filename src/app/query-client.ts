import { QueryClient } from "@tanstack/react-query";

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
