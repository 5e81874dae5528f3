/**
 * Server entry of the prerender (built by `vite build --ssr` from scripts/lib/prerender-pages.ts, never shipped to
 * browsers). From the registry of public pages (src/app/public-pages/) it lists every URL the build writes with its
 * head (title, description, share image, JSON-LD), and renders a URL's content with React Router's static handler
 * and React's `react-dom/static` (which waits for lazy components) after loading the queries the page's module lists, returning React Query's dehydrated cache so the browser hydrates the same tree (src/main.tsx).
 */
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, generatePath, StaticRouterProvider } from "react-router-dom";
import { dehydrate, hydrate, hashKey, type QueryClient } from "@tanstack/react-query";

import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/app/query-client";
import { routes } from "@/app/router";
import { PUBLIC_PAGES, publicRoute, type PublicRoute } from "@/app/public-pages";
import {
  isInfiniteQuery,
  pageQueries,
  type LoadQuery,
  type PageHead,
  type PageParams,
  type PageSeo,
  type PublicPage,
} from "@/app/public-pages/page";
import { breadcrumbList, breadcrumbs, organization } from "@/app/public-pages/structured-data";
import { renderedTimestampDaysSoFar, setRenderedDay } from "@/lib/today";
import type { PrerenderState } from "@/lib/prerender-state";

/** One URL the build writes: its head, and what it needs to be rendered. */
export type SitePage = PageHead & PageSeo & { path: string; id: string; params: PageParams; noindex?: boolean };

export type SiteList = {
  pages: SitePage[];
  /** What could not be loaded (the backend did not answer, a query failed): those pages have less, or are missing. */
  problems: string[];
};

export type RenderResult = { ok: true; html: string; state: PrerenderState } | { ok: false; reason: string };

/** Per-visitor queries: never fetched at build time nor embedded (the browser resolves them itself). */
const PER_VISITOR = new Set([JSON.stringify(["session"]), JSON.stringify(["keep-alive"])]);

/** The build's data: one query client for every page, so a list shared by many pages is read once per build. */
const site = createQueryClient({ retry: false });
// Never stale, never collected: no garbage-collection timer keeps the build's process alive after the last page.
site.setDefaultOptions({ queries: { ...site.getDefaultOptions().queries, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } });

const load: LoadQuery = (query) => site.fetchQuery(query as Parameters<QueryClient["fetchQuery"]>[0]) as never;

const hrefOf = (route: PublicRoute, params: PageParams) => generatePath(route.path, params as Record<string, string>);

type Loaded = { data: Record<string, unknown>; hashes: Set<string>; failed: string[] };

/** Loads every query the page renders into the build's client; a failed one is left out (the page keeps its shell). */
async function loadPage(page: PublicPage, params: PageParams): Promise<Loaded> {
  const queries = pageQueries(page, params);
  const data: Record<string, unknown> = {};
  const hashes = new Set<string>();
  const failed: string[] = [];
  await Promise.all(
    Object.entries(queries).map(async ([name, query]) => {
      if (query.enabled === false) return;
      hashes.add(hashKey(query.queryKey));
      try {
        data[name] = isInfiniteQuery(query)
          ? await site.fetchInfiniteQuery(query as Parameters<QueryClient["fetchInfiniteQuery"]>[0])
          : await site.fetchQuery(query as Parameters<QueryClient["fetchQuery"]>[0]);
      } catch (error) {
        failed.push(`${hashKey(query.queryKey)} (${(error as Error).message})`);
      }
    }),
  );
  return { data, hashes, failed };
}

/**
 * Every URL the build writes, with its head. `siteUrl` (SITE_URL) makes the JSON-LD's URLs absolute. A page whose
 * URLs come from data (a program, a schedule) is listed only when that data loads.
 */
export async function listSite(siteUrl: string | undefined, withData = true): Promise<SiteList> {
  const problems: string[] = [];
  const pages: SitePage[] = [];
  for (const route of PUBLIC_PAGES) {
    const { page } = await route.load();
    if (!withData) {
      // no backend: the pages without parameters, with the heads they have without content
      if (!page.instances) pages.push({ id: route.id, params: {}, path: hrefOf(route, {}), ...page.head({}, {}), jsonLd: [], noindex: page.noindex });
      continue;
    }
    let instances: PageParams[];
    try {
      instances = page.instances ? await page.instances(load) : [{}];
    } catch (error) {
      problems.push(`${route.id}: its URLs could not be listed (${(error as Error).message})`);
      continue;
    }
    for (const params of instances) {
      const path = hrefOf(route, params);
      const { data, failed } = await loadPage(page, params);
      if (failed.length > 0) problems.push(`${path}: ${failed.join(", ")}`);
      let seo: PageSeo = {};
      try {
        seo = (await page.seo?.({ params, data, load, siteUrl, path, organization: () => organization(load, siteUrl) })) ?? {};
      } catch (error) {
        problems.push(`${path}: structured data not loaded (${(error as Error).message})`);
      }
      const trail = await breadcrumbs(route, page, params, data, hrefOf);
      const jsonLd = [...(seo.jsonLd ?? []), ...(trail.length > 1 ? [breadcrumbList(siteUrl, trail)] : [])];
      pages.push({ id: route.id, params, path, ...page.head(params, data), ...seo, jsonLd, noindex: page.noindex });
    }
  }
  return { pages, problems };
}

/** The HTML of a tree once every Suspense boundary resolved (lazy components such as the home carousels included). */
async function renderHtml(tree: ReactNode): Promise<string> {
  // No byte limit: a large boundary would otherwise be "outlined" (fallback in place, content revealed by an inline script).
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** A query client holding the page's queries, which records every enabled query the rendered components ask for. */
function recordingClient(hashes: Set<string>) {
  const client = createQueryClient({ retry: false });
  hydrate(client, dehydrate(site, { shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && query.state.status === "success" }));
  const wanted = new Set<string>();
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const result = defaulted(options);
    const hash = result.queryHash;
    if (hash && !PER_VISITOR.has(hash)) {
      const enabled =
        typeof result.enabled === "function" ? result.enabled(client.getQueryCache().build(client, result)) : result.enabled !== false;
      if (enabled) wanted.add(hash);
    }
    return result;
  }) as QueryClient["defaultQueryOptions"];
  return { client, wanted };
}

/**
 * Renders `page` (an entry of `listSite`). `day` is the calendar day ('yyyy-MM-dd') that date-based labels use and
 * `timeZone` the one timestamps are shown in; the page embeds both (and the days it showed for timestamps) so
 * hydration renders the same labels. A page that renders a query its page module does not list fails: its data
 * would be missing from the HTML and from the state the browser hydrates.
 */
export async function render(page: Pick<SitePage, "id" | "params" | "path">, day: string, timeZone: string): Promise<RenderResult> {
  const route = publicRoute(page.id);
  if (!route) return { ok: false, reason: `no public page "${page.id}"` };
  const { page: description } = await route.load();
  setRenderedDay(day, timeZone);
  try {
    const { hashes, failed } = await loadPage(description, page.params);
    if (failed.length > 0) return { ok: false, reason: `queries not loaded: ${failed.join(", ")}` };
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(page.path, "http://prerender.invalid")));
    if (context instanceof Response) return { ok: false, reason: `redirect ${context.status}` };
    if (context.statusCode !== 200) return { ok: false, reason: `status ${context.statusCode}` };
    const router = createStaticRouter(handler.dataRoutes, context);
    const { client, wanted } = recordingClient(hashes);
    try {
      const html = await renderHtml(
        <StrictMode>
          <AppProvider queryClient={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const unlisted = [...wanted].filter((hash) => !hashes.has(hash));
      if (unlisted.length > 0) {
        return { ok: false, reason: `renders queries its module in src/app/public-pages/ does not list: ${unlisted.join(", ")}` };
      }
      const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" && wanted.has(query.queryHash) });
      return { ok: true, html, state: { path: page.path, day, timeZone, timestampDays: renderedTimestampDaysSoFar(), queries } };
    } finally {
      // Its queries' garbage-collection timers would keep the build's process alive.
      client.clear();
    }
  } finally {
    setRenderedDay(null);
  }
}
