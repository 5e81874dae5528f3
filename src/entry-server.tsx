/**
 * Server entry of the prerender (built by `vite build --ssr` from scripts/lib/prerender-pages.ts, never
 * shipped to browsers). Renders one public URL to HTML with React Router's static handler and
 * `preact-render-to-string`'s async renderer (which waits for lazy components), after fetching the data the page's
 * queries ask for, and returns React Query's dehydrated cache so the browser hydrates the same tree without a
 * loading state (src/main.tsx). The production build renders with Preact's React compatibility layer (vite.config.ts),
 * so the page is rendered by the renderer that hydrates it: same markup, same `useId` values.
 */
import { StrictMode, type ReactNode } from "react";
import { renderToStringAsync } from "preact-render-to-string";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { dehydrate, type QueryClient } from "@tanstack/react-query";

import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/app/query-client";
import { routes } from "@/app/router";
import { renderedTimestampDaysSoFar, setRenderedDay } from "@/lib/today";
import type { PrerenderState } from "@/lib/prerender-state";

/** Per-visitor queries: never fetched at build time nor embedded (the browser resolves them itself). */
const PER_VISITOR = new Set([JSON.stringify(["session"]), JSON.stringify(["keep-alive"])]);
/** The HTML of a tree once every Suspense boundary resolved (lazy components such as the home carousels included). */
async function renderHtml(tree: ReactNode): Promise<string> {
  // In the build, `react` is preact/compat, so the element is a Preact VNode.
  return renderToStringAsync(tree as unknown as Parameters<typeof renderToStringAsync>[0]);
}
/** Render passes: each may reveal queries that wait for an earlier one (e.g. the detail, then its program). */
const MAX_PASSES = 6;

export type RenderResult =
  | { ok: true; html: string; state: PrerenderState }
  | { ok: false; reason: string };

type Wanted = Parameters<QueryClient["prefetchQuery"]>[0] & { queryHash: string };

/** A query client that records every enabled query the rendered components ask for. */
function recordingClient() {
  const client = createQueryClient({ retry: false });
  const wanted = new Map<string, Wanted>();
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const result = defaulted(options);
    const hash = result.queryHash;
    if (hash && !PER_VISITOR.has(hash) && !wanted.has(hash)) {
      const enabled =
        typeof result.enabled === "function"
          ? result.enabled(client.getQueryCache().build(client, result))
          : result.enabled !== false;
      if (enabled) wanted.set(hash, result as unknown as Wanted);
    }
    return result;
  }) as QueryClient["defaultQueryOptions"];
  return { client, wanted };
}

/**
 * Renders `url` (a path such as /program/3). `day` is the calendar day ('yyyy-MM-dd') that date-based
 * labels use and `timeZone` the one timestamps are shown in; the page embeds both (and the days it showed for
 * timestamps) so hydration renders the same labels.
 */
export async function render(url: string, day: string, timeZone: string): Promise<RenderResult> {
  setRenderedDay(day, timeZone);
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, "http://prerender.invalid")));
    if (context instanceof Response) return { ok: false, reason: `redirect ${context.status}` };
    if (context.statusCode !== 200) return { ok: false, reason: `status ${context.statusCode}` };
    const router = createStaticRouter(handler.dataRoutes, context);
    const { client, wanted } = recordingClient();
    const tree = (): ReactNode => (
      <StrictMode>
        <AppProvider queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>
    );

    const attempted = new Set<string>();
    let html = await renderHtml(tree());
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const pending = [...wanted.values()].filter((options) => !attempted.has(options.queryHash));
      if (pending.length === 0) break;
      for (const options of pending) attempted.add(options.queryHash);
      await Promise.all(pending.map((options) => client.prefetchQuery(options)));
      html = await renderHtml(tree());
    }
    const failed = client
      .getQueryCache()
      .getAll()
      .filter((query) => wanted.has(query.queryHash) && query.state.status !== "success");
    if (failed.length > 0) {
      return { ok: false, reason: `queries not loaded: ${failed.map((q) => `${q.queryHash} (${String(q.state.error ?? q.state.status)})`).join(", ")}` };
    }
    const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" && wanted.has(query.queryHash) });
    client.clear();
    return { ok: true, html, state: { path: url, day, timeZone, timestampDays: renderedTimestampDaysSoFar(), queries } };
  } finally {
    setRenderedDay(null);
  }
}
