import { useCallback, useSyncExternalStore } from "react";

/** Mobile breakpoint (SPEC §9): views switch at 768 px width. */
export const DESKTOP_QUERY = "(min-width: 768px)";

function getMediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  return window.matchMedia(query);
}

/** True while the media query matches; follows changes (resize, rotation). */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = getMediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () => getMediaQueryList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}

/** True at 768 px and wider. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
