import { useCallback, useSyncExternalStore } from "react";
import { useHydrated } from "@/lib/hydration";

/** Mobile breakpoint (docs/product.md, Constants): views switch at 768 px width. */
export const DESKTOP_QUERY = "(min-width: 768px)";

function getMediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  return window.matchMedia(query);
}

/** Subscribes to the query's changes (resize, rotation), for useSyncExternalStore. */
function useMediaQuerySubscription(query: string) {
  return useCallback(
    (onChange: () => void) => {
      const list = getMediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
}

/**
 * Whether the media query matches (following resize and rotation), or null while the answer is unknown: on the server and while a prerendered page
 * hydrates (the HTML then carries both layouts, switched by CSS at the same breakpoint), the real answer right after.
 */
export function useMediaQueryOrUnknown(query: string): boolean | null {
  const subscribe = useMediaQuerySubscription(query);
  // Unknown until `useHydrated` turns true (a transition): the store's answer then equals its server snapshot
  // while hydrating, so React has no reason to re-render the whole page synchronously right after.
  const hydrated = useHydrated();
  const getSnapshot = () => (hydrated ? (getMediaQueryList(query)?.matches ?? false) : null);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
