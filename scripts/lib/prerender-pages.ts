/**
 * Page content in the prerendered HTML (docs/performance.md, "Prerendered pages"). After the client
 * build, a Vite SSR build of src/entry-server.tsx lists the public URLs (src/app/public-pages/) and renders each
 * with React Router's static handler and `react-dom/static`; this module builds that entry, and puts the rendered
 * markup and the state the browser hydrates from into a page's HTML.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { FIRST_SCREEN_END_ID } from "../../src/config/first-screen.ts";

export type RenderedPage = { html: string; state: unknown };

/** One URL the build writes, with its head (src/entry-server.tsx, from src/app/public-pages/). */
export type SitePage = {
  id: string;
  path: string;
  params: Record<string, string | undefined>;
  title: string;
  description: string;
  type?: "website" | "article";
  shareImage?: { name: string; source: string };
  jsonLd?: object[];
  /** Kept out of search engines: a robots noindex tag, and not in sitemap.xml. */
  noindex?: boolean;
};

/** The public site as the server entry sees it: its pages, and each page's content. */
export type SiteRenderer = {
  /**
   * Every URL to write with its head; `problems` says what could not be loaded. `withData` false (no backend
   * configured): the pages without parameters, with the heads they have without content, and no request at all
   * (a dead address costs every query its retries: the listing outlasted its time limit).
   */
  list: (siteUrl: string | undefined, withData?: boolean) => Promise<{ pages: SitePage[]; problems: string[] }>;
  /** Renders one page; a string says why it stays a client-rendered shell. */
  render: (page: SitePage) => Promise<RenderedPage | string>;
  close: () => Promise<void>;
};

type ServerEntry = {
  listSite: SiteRenderer["list"];
  render: (page: SitePage, day: string, timeZone: string) => Promise<{ ok: true; html: string; state: unknown } | { ok: false; reason: string }>;
};

/**
 * The time zone of the prerendered dates (the site's visitors are in Banda Aceh): "today" and the day of a
 * timestamp are taken there. The browser hydrates with the same values, then shows its own.
 */
export const PRERENDER_TIME_ZONE = "Asia/Jakarta";
/** One page must render within this time, else it stays a shell. */
const PAGE_TIMEOUT_MS = 20_000;

const STATE_ID = "prerender-state";
/** JSON inside <script>: "</" and "<!--" must not end or comment out the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Hosts answer an address the build did not know with index.html, the prerendered home page. This inline
 * script (first thing in <head>) hides that foreign content at once when the address is not the page's
 * own, until src/main.tsx renders the right page on the client (it removes the mark).
 */
export function otherPageGuard(path: string): string {
  const own = JSON.stringify(path).replace(/</g, "\\u003c");
  return `<script>(function(){try{var n=function(p){p=decodeURIComponent(p);return p.length>1?p.replace(/\\/+$/,""):p};if(n(location.pathname)!==n(${own}))document.documentElement.setAttribute("data-other-page","")}catch(e){}})()</script><style>[data-other-page] #root{visibility:hidden}</style>`;
}

/** A page that marks the end of its first screen is not painted before that mark has been read (src/config/first-screen.ts). */
export function firstScreenBlock(bodyHtml: string): string {
  return bodyHtml.includes(`id="${FIRST_SCREEN_END_ID}"`) ? `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">` : "";
}

/**
 * Puts the rendered markup into #root and the state after it; drops the "needs JavaScript" notice (the page has
 * content); holds the first paint until the first screen has been read when the page marks its end.
 */
export function injectBody(pageHtml: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!pageHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const path = (page.state as { path?: unknown } | null)?.path;
  const headStart = [typeof path === "string" ? otherPageGuard(path) : "", firstScreenBlock(page.html)].filter(Boolean);
  return pageHtml
    .replace(/<head>/i, (head) => (headStart.length > 0 ? `${head}\n    ${headStart.join("\n    ")}` : head))
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, "")
    .replace(root, () => `<div id="root">${page.html}</div>\n    <script id="${STATE_ID}" type="application/json">${jsonForScript(page.state)}</script>`);
}

/** The whole list must load within this time (a backend that accepts connections and never answers). */
const LIST_TIMEOUT_MS = 120_000;

/** Resolves with `work`, or with the `timeout()` message after `ms`. */
async function within<T>(work: Promise<T>, ms: number, timeout: () => string): Promise<T | string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<string>((resolve) => (timer = setTimeout(() => resolve(timeout()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Builds the server entry with the project's Vite config (SSR mode) into a cache folder and loads it.
 * "Today" is the build's day in PRERENDER_TIME_ZONE.
 */
export async function createSiteRenderer(options: { root: string; configFile: string | false | undefined; mode: string }): Promise<SiteRenderer> {
  // One folder per build: builds may run side by side (tests, a preview build).
  const outDir = join(options.root, "node_modules", ".cache", `prerender-ssr-${process.pid}-${Date.now()}`);
  const { build } = await import("vite");
  await build({
    root: options.root,
    configFile: options.configFile,
    mode: options.mode,
    logLevel: "warn",
    // Every package bundled, as in the browser build: packages that import CSS or ship browser-only entry points load
    // as they do there, and the output is one file with no run-time resolution.
    ssr: { noExternal: true },
    build: {
      ssr: "src/entry-server.tsx",
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: "entry-server.mjs" } },
    },
  });
  // No cache-busting query: the folder is new for every build already, and the route chunks import the shared
  // modules from "./entry-server.mjs" itself. A query would load that file a second time as another module, with
  // its own copy of every module-level variable (the rendered day and time zone of src/lib/today.ts among them),
  // and the lazily loaded pages would render with none set.
  const entry = (await import(pathToFileURL(join(outDir, "entry-server.mjs")).href)) as ServerEntry;
  const day = new Date().toLocaleDateString("en-CA", { timeZone: PRERENDER_TIME_ZONE }); // yyyy-MM-dd
  return {
    async list(siteUrl, withData = true) {
      const listed = await within(entry.listSite(siteUrl, withData), LIST_TIMEOUT_MS, () => `no answer within ${LIST_TIMEOUT_MS / 1000} s`);
      if (typeof listed === "string") throw new Error(`the list of pages did not load: ${listed}`);
      return listed;
    },
    async render(page) {
      try {
        const result = await within(entry.render(page, day, PRERENDER_TIME_ZONE), PAGE_TIMEOUT_MS, () => `no answer within ${PAGE_TIMEOUT_MS / 1000} s`);
        if (typeof result === "string") return result;
        return result.ok ? { html: result.html, state: result.state } : result.reason;
      } catch (error) {
        return (error as Error).stack ?? String(error);
      }
    },
    async close() {
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Module preloads the prerendered page's loader adds per task (deferAppScripts). Adding a `modulepreload` link can
 * compile the module in the same task (when its bytes are already there): a phone spent 40–75 ms (4× CPU throttle) on
 * one link, so one per task.
 */
export const MODULE_PRELOADS_PER_TASK = 1;

/** The longest the code waits for the first screen's images after the first frame (ms). */
export const LOAD_WAIT_MS = 3000;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/i;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/gi;

/** The part of Vite's build manifest (`.vite/manifest.json`) read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The chunks of a public page's module (src/app/public-pages/, by its route id) that the entry does not load already:
 * the module's own chunk and those it imports, as URLs. Vite's preload helper would add a link for each of them in
 * one task when the app loads the page (36 on the home page: a 380 ms task at 4×); the page's loader adds them one per
 * task before the entry runs, and the helper then finds them all there. Throws when the manifest has no chunk for the
 * page's module (the module is named after the route id, in kebab-case).
 */
export function pageModulePreloads(manifest: BuildManifest, pageId: string, base = "/"): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const closure = (key: string, seen: Set<string>) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      closure(imported, seen);
    }
    return seen;
  };
  const loaded = entryKey ? closure(entryKey, new Set([entryKey])) : new Set<string>();
  const module = `src/app/public-pages/${pageId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
  if (!entryKey) return []; // no build manifest: nothing to preload
  // A module named otherwise than its route id would silently lose its preloads (a long task on every load)
  if (!manifest[module]) throw new Error(`the build has no chunk ${module} for the public page "${pageId}": name a page's module after its route id, in kebab-case`);
  return [...closure(module, new Set([module]))].filter((key) => !loaded.has(key)).map((key) => `${base}${manifest[key].file}`);
}

/**
 * Content first, then code (docs/performance.md, "Scripts after the first screen"): Vite's entry script and module
 * preloads leave <head> and are added by a small inline script at the end of <body> once the content has been
 * painted and the page's images have loaded and been decoded (at most LOAD_WAIT_MS after the first frame), so a phone
 * on mobile data spends its connection and main thread on the first screen first. The loader preloads the entry, its
 * imports and the page's own chunks (`pageModules`, pageModulePreloads) MODULE_PRELOADS_PER_TASK per task, then adds
 * the entry script. A page without content keeps Vite's tags: it has nothing to show before its code runs.
 */
export function deferAppScripts(pageHtml: string, pageModules: readonly string[] = []): string {
  const entry = pageHtml.match(ENTRY_SCRIPT);
  if (!entry) throw new Error('the page has no <script type="module" crossorigin src="…"> (Vite\'s entry)');
  const preloads = [...new Set([entry[1], ...[...pageHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]), ...pageModules])];
  const loader =
    `<script>(function(){var d=document,done=false,waiting=false,p=${jsonForScript(preloads)};` +
    // The preloads MODULE_PRELOADS_PER_TASK per task, the entry script after the last (once): the app's first
    // import() then finds its chunks preloaded instead of adding them all in one task.
    `function go(){if(done)return;done=true;var i=0;(function some(){` +
    `p.slice(i,i+${MODULE_PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});` +
    `i+=${MODULE_PRELOADS_PER_TASK};if(i<p.length)return setTimeout(some,0);` +
    `var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${jsonForScript(entry[1])};d.head.appendChild(s)})()}` +
    // The page's eager images decoded, then one more frame (so they are on screen), then a task.
    `function shown(){var i=[].filter.call(d.images,function(m){return m.loading!=="lazy"&&m.decode});` +
    `Promise.all(i.map(function(m){return m.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    // After the first frame: wait for the window's load event (images, stylesheet, preloads), at most LOAD_WAIT_MS.
    `function loaded(){if(waiting)return;waiting=true;setTimeout(go,${LOAD_WAIT_MS});` +
    `if(d.readyState==="complete")shown();else addEventListener("load",shown)}` +
    `requestAnimationFrame(function(){setTimeout(loaded,0)});setTimeout(loaded,500)})()</script>`;
  const body = pageHtml.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  if (!/<\/body>/i.test(body)) throw new Error("the page has no </body>");
  return body.replace(/<\/body>/i, () => `  ${loader}\n  </body>`);
}
