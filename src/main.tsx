import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { matchRoutes } from "react-router-dom";

import "@/index.css";
import { App } from "@/app/app";
import { createQueryClient, refreshWhenIdle } from "@/app/query-client";
import { createAppRouter, routes } from "@/app/router";
import { setPrerenderedPage } from "@/lib/hydration";
import { envResult } from "@/lib/env";
import { readPrerenderState } from "@/lib/prerender-state";
import { nextTask } from "@/lib/tasks";
import { cn } from "@/lib/utils";
import { setRenderedDay } from "@/lib/today";

const container = document.getElementById("root");
if (!container) throw new Error("Elemen #root tidak ditemukan di index.html");

/**
 * A page the build prerendered for this very address (docs/performance.md, "Prerendered pages") is hydrated: React
 * Query's cache is filled from the embedded state, the matched lazy route modules are loaded first (else React
 * Router would render its fallback instead of the page), and "today" is the render's day until hydration is done.
 * Any other page (a URL the build did not know, admin, login) is rendered by the client.
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
    return;
  }
  setRenderedDay(state.day, state.timeZone, state.timestampDays);
  setPrerenderedPage(true);
  // Each step before hydrating ends its task (`nextTask`): run together they were one long task on a phone.
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  refreshWhenIdle(queryClient);
  await nextTask();
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy as () => Promise<object>;
      Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  await nextTask();
  const router = createAppRouter();
  // Pages reached by a client-side navigation are rendered by the browser, not hydrated (src/lib/hydration.ts).
  const hydratedPath = window.location.pathname;
  const stopWatching = router.subscribe((next) => {
    if (next.navigation.state === "idle" && next.location.pathname === hydratedPath) return;
    setPrerenderedPage(false);
    stopWatching();
  });
  await nextTask();
  // tailwind-merge builds its class map on first use (~35 ms at 4× CPU): in a task of its own, not in a hydration slice.
  cn("p-0");
  await nextTask();
  // A transition: React hydrates in short slices, yielding to the browser between them, and hydrates first the
  // Suspense boundary a visitor interacts with.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: reportHydrationError },
    );
  });
}

/** A hydration mismatch is a bug (the page re-renders on the client): logged so the browser tests catch it. */
function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  console.error("Hydration error:", error, info.componentStack ?? "");
}

void start(container);
