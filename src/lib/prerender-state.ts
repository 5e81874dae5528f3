import type { DehydratedState } from "@tanstack/react-query";

/** Id of the JSON script a prerendered page carries its state in (written by scripts/lib/prerender-pages.ts). */
export const PRERENDER_STATE_ID = "prerender-state";

/** What a prerendered page embeds for hydration. */
export type PrerenderState = {
  /** The path the HTML was rendered for (hosts may serve a page's HTML for another URL). */
  path: string;
  /** The calendar day ('yyyy-MM-dd') date-based labels were computed with. */
  day: string;
  /** The IANA time zone timestamps were shown in (e.g. Asia/Jakarta). */
  timeZone: string;
  /** The day ('yyyy-MM-dd') shown for each timestamp in that zone (pages built before it was added have none). */
  timestampDays?: Record<string, string>;
  /** React Query's cache after the render (dehydrate). */
  queries: DehydratedState;
};

/** Query parameters that only trackers read (shared links carry them); any other parameter means the page may differ. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|igshid|wa_[a-z]+)$/i;

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * The page's prerender state when the HTML was rendered for this very address (same path; no query
 * parameters besides trackers), else null: the app is then rendered by the client as before.
 */
export function readPrerenderState(doc: Document, location: Pick<Location, "pathname" | "search">): PrerenderState | null {
  const element = doc.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  let state: PrerenderState;
  try {
    state = JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return null;
  }
  if (typeof state?.path !== "string" || typeof state.day !== "string" || typeof state.timeZone !== "string" || !state.queries) return null;
  const days = state.timestampDays;
  if (days !== undefined && (typeof days !== "object" || days === null || Object.values(days).some((day) => typeof day !== "string"))) return null;
  try {
    if (normalize(decodeURIComponent(location.pathname)) !== normalize(decodeURIComponent(state.path))) return null;
  } catch {
    return null;
  }
  const params = [...new URLSearchParams(location.search).keys()];
  if (params.some((key) => !TRACKING.test(key))) return null;
  return state;
}
