/**
 * What each public page says about itself (its queries, head, breadcrumb and, for the build, its URLs, share image
 * and JSON-LD): written in the page's own module under src/app/public-pages/ and loaded with the page, never in the
 * app's first chunk. The registry (./index.ts) keeps only what the router needs: each page's route id, path pattern
 * and lazy import.
 */
import type { ComponentType } from "react";
import type { DataTag, QueryKey } from "@tanstack/react-query";

import { contactInfoQuery } from "@/features/contact/api/contact";

/** A route's parameters, as React Router gives them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** Query options as the features' api modules make them (`queryOptions` / `infiniteQueryOptions`). */
type PageQuery = { queryKey: QueryKey; enabled?: unknown; getNextPageParam?: unknown };
export type PageQueries = Record<string, PageQuery>;

/** What each query holds once loaded (undefined while it loads or when it failed). */
export type QueryData<Q extends PageQueries> = {
  [K in keyof Q]?: Q[K]["queryKey"] extends DataTag<unknown, infer TData, unknown> ? TData : unknown;
};

/** The page's <title> (before the site name) and meta description, in the browser and in the prerendered HTML. */
export type PageHead = { title: string; description: string };

/** What the build adds to a prerendered page's <head> (never in the browser's bundle: see `PublicPage.seo`). */
export type PageSeo = {
  /** og:type; "website" when absent. */
  type?: "website" | "article";
  /** The photo the page's 1200×630 share image is made from, and the name of that image (shared by pages that show the same photo). */
  shareImage?: { name: string; source: string };
  jsonLd?: object[];
};

/** Loads a query through the build's query client (cached across pages). */
export type LoadQuery = <T>(query: { queryKey: DataTag<QueryKey, T, unknown> } & PageQuery) => Promise<T>;

export type SeoContext<Q extends PageQueries> = {
  params: PageParams;
  data: QueryData<Q>;
  load: LoadQuery;
  /** The site's public origin (SITE_URL), for absolute URLs in JSON-LD; undefined when the build has none. */
  siteUrl: string | undefined;
  /** This page's path. */
  path: string;
  /**
   * The organisation's JSON-LD (EducationalOrganization, with the contact details when they load). Given by the
   * build (src/app/public-pages/structured-data.ts) rather than imported, so a page module names no build-only module.
   */
  organization: () => Promise<object>;
};

/** A public page's description, exported as `page` by its module in src/app/public-pages/ (next to its component). */
export interface PublicPage<Q extends PageQueries = PageQueries> {
  /**
   * Every query the page renders besides the layout's (`LAYOUT_QUERIES`): the prerender loads them before rendering
   * and embeds them for hydration, and the browser derives the page's head from them. The prerender fails a page
   * that renders a query not listed here.
   */
  queries?: (params: PageParams) => Q;
  head: (params: PageParams, data: QueryData<Q>) => PageHead;
  /** The route id of the page above this one in the breadcrumbs (JSON-LD), and this page's own name there. */
  parent?: string;
  crumb: (params: PageParams, data: QueryData<Q>) => string;
  /**
   * The parameters of every URL the build prerenders. Absent: the path itself, once (a page without parameters);
   * `() => []`: never prerendered.
   */
  instances?: (load: LoadQuery) => Promise<PageParams[]>;
  /**
   * Kept out of search engines: the prerendered head says `<meta name="robots" content="noindex">` and sitemap.xml
   * leaves the page out (a page that is only useful with what a visitor brings, e.g. a certificate's QR code). The
   * page itself puts the same tag into the head when the browser renders it (`useNoIndex`).
   */
  noindex?: boolean;
  /**
   * Build only: written `import.meta.env.SSR ? … : undefined`, which is false in the browser's bundle, so the function
   * and what only it uses (the JSON-LD builders) are left out of it.
   */
  seo?: (context: SeoContext<Q>) => Promise<PageSeo>;
}

/** A page module of the registry: the page's component and its description. */
export type PublicPageModule = { default: ComponentType; page: PublicPage };

/** Keeps the types of one page's queries for its functions; the registry holds pages of any shape. */
export const definePage = <Q extends PageQueries>(page: PublicPage<Q>): PublicPage => page as unknown as PublicPage;

/** Queries of the public layout (the footer's contact details and social link), rendered on every public page. */
export const LAYOUT_QUERIES = (): PageQueries => ({ contact: contactInfoQuery() });

/** Every query a page renders: the layout's and its own. */
export function pageQueries(page: PublicPage, params: PageParams): PageQueries {
  return { ...LAYOUT_QUERIES(), ...page.queries?.(params) };
}

/** Whether a query is an infinite one (`infiniteQueryOptions`: loaded with prefetchInfiniteQuery, pages of data). */
export const isInfiniteQuery = (query: PageQuery) => typeof query.getNextPageParam === "function";

/** The ids of a list, as route parameters. */
export const ids = (rows: { id: number }[]): PageParams[] => rows.map((row) => ({ id: String(row.id) }));
