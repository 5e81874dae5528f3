import { startTransition, useCallback } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { whenIdle } from "@/lib/tasks";

type Options = Parameters<typeof useEmblaCarousel>[0];
type Plugins = Parameters<typeof useEmblaCarousel>[1];

/** How far below the screen a carousel starts when `whenNear` (about one swipe of scrolling ahead). */
const NEAR_MARGIN = "0px 0px 300px 0px";

/**
 * Calls `near` once `node` is within NEAR_MARGIN of the viewport (at once where IntersectionObserver is missing);
 * returns what stops waiting.
 */
function whenNearViewport(node: HTMLElement, near: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

/**
 * embla's `useEmblaCarousel`, started once the browser is idle after the carousel mounts: embla measures every slide
 * when it starts (a forced layout, 50–80 ms at a phone's speed), which would otherwise lengthen the commit that
 * hydrates the page (docs/performance.md, "Carousels on demand"). Until then the slides sit as the prerendered HTML
 * shows them. `whenNear`: and not before the carousel comes near the viewport (the home page's featured programs,
 * below a full-screen hero on a phone: embla starts as the visitor scrolls towards them, not while the page loads).
 */
export function useIdleEmblaCarousel(options?: Options, plugins?: Plugins, { whenNear = false }: { whenNear?: boolean } = {}) {
  const [setViewport, api] = useEmblaCarousel(options, plugins);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      // React 19 calls the returned cleanup instead of the ref with null
      if (!node) return;
      let mounted = true;
      const start = () =>
        whenIdle(() => {
          if (mounted) startTransition(() => setViewport(node));
        }, 1000);
      let stopWaiting = () => {};
      if (whenNear) stopWaiting = whenNearViewport(node, start);
      else start();
      return () => {
        mounted = false;
        stopWaiting();
        setViewport(null);
      };
    },
    [setViewport, whenNear],
  );
  return [ref, api] as const;
}
