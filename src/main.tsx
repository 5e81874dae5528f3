import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { matchRoutes } from "react-router-dom";

import "@/index.css";
import { App } from "@/app/app";
import { createQueryClient } from "@/app/query-client";
import { createAppRouter, routes } from "@/app/router";
import { hydrateDeferredParts, hydrateWithDeferredParts } from "@/lib/deferred-hydration";
import { setPrerenderedPage } from "@/lib/hydration";
import { envResult } from "@/lib/env";
import { readPrerenderState } from "@/lib/prerender-state";
import { nextTask } from "@/lib/tasks";
import { setRenderedDay } from "@/lib/today";
import { warmUpClassMerging } from "@/lib/utils";

const container = document.getElementById("root");
if (!container) throw new Error("Elemen #root tidak ditemukan di index.html");

/**
 * From here the app owns the whole page: every part of a prerendered page is hydrated. Before this, while the
 * matched route's code loads, a prerendered button does nothing (later, a tap hydrates a waiting part before its
 * click), so the browser tests wait for this mark after each page load (tests/e2e/support.ts).
 */
function markStarted() {
  document.documentElement.setAttribute("data-app-started", "");
}

/**
 * A page the build prerendered (its HTML was rendered for this address, docs/performance.md) is
 * hydrated: React Query's cache is filled from the embedded state, the matched lazy route modules are
 * loaded first (else React Router would render its fallback instead of the page), and "today" is the
 * render's day until hydration is done. Any other page (a URL the build did not know, admin, login)
 * is rendered by the client.
 */
async function start(root: HTMLElement) {
  const state = envResult.success ? readPrerenderState(document, window.location) : null;
  if (!state) {
    root.replaceChildren();
    // Shown again once emptied (a prerendered page served for another address hides itself: scripts/lib/prerender-pages.ts).
    document.documentElement.removeAttribute("data-other-page");
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    markStarted();
    return;
  }
  setRenderedDay(state.day, state.timeZone, state.timestampDays);
  setPrerenderedPage(true);
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await nextTask();
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy as () => Promise<object>;
      Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  await nextTask();
  warmUpClassMerging();
  await nextTask();
  const router = createAppRouter();
  // Pages reached by a client-side navigation are rendered by the browser, not hydrated: from the first one on,
  // components start "hydrated" (useHydrated), with no placeholder render and no extra transition each.
  const hydratedPath = window.location.pathname;
  const stopWatching = router.subscribe((next) => {
    if (next.navigation.state === "idle" && next.location.pathname === hydratedPath) return;
    setPrerenderedPage(false);
    stopWatching();
  });
  await nextTask();
  // Under React (npm run dev) a transition hydrates in slices of a few milliseconds. The production build renders
  // with Preact, whose hydrateRoot runs at once: its first pass skips the page's parts (<DeferHydration>), which
  // then hydrate one per task, so no single long task blocks a slow phone's main thread (src/lib/deferred-hydration.ts).
  startTransition(() => {
    hydrateWithDeferredParts(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  });
  await hydrateDeferredParts(nextTask);
  markStarted();
}

void start(container);
