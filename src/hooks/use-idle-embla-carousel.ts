import { startTransition, useCallback } from "react";
import useEmblaCarousel from "embla-carousel-react";

type IdleCallback = (callback: () => void, options?: { timeout: number }) => number;

/** Runs `start` once the browser is idle (at most 1 s later), or after a short timeout where it has no idle callback. */
function whenIdle(start: () => void): void {
  const requestIdle = (globalThis as { requestIdleCallback?: IdleCallback }).requestIdleCallback;
  if (requestIdle) requestIdle(start, { timeout: 1000 });
  else setTimeout(start, 50);
}

/**
 * embla's `useEmblaCarousel`, started once the browser is idle after the carousel mounts: embla measures every slide
 * when it starts (a forced layout), which would otherwise lengthen the commit that hydrates the page
 * (docs/performance.md, "Carousels on demand"). Until then the slides sit as the prerendered HTML shows them.
 */
export function useIdleEmblaCarousel(...args: Parameters<typeof useEmblaCarousel>) {
  const [setViewport, api] = useEmblaCarousel(...args);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node) {
        setViewport(null);
        return;
      }
      whenIdle(() => {
        if (node.isConnected) startTransition(() => setViewport(node));
      });
    },
    [setViewport],
  );
  return [ref, api] as const;
}
