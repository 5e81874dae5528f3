/**
 * Build-time HTML for every public URL: per-page files whose <head> carries the title, description, canonical URL,
 * Open Graph and Twitter card tags and JSON-LD, with the page's content in the body, plus sitemap.xml, robots.txt
 * and Open Graph images (1200×630 JPEG under 300 KB). Run by the Vite plugin in vite.config.ts after `vite build`
 * wrote dist/ (see docs/performance.md for what is and is not prerendered and how production stays fresh).
 *
 * Which URLs exist and what each page's head says come from the registry of public pages (src/app/public-pages/),
 * read through the server entry (src/entry-server.tsx) with the anon key, exactly what a visitor may read. When the
 * backend does not answer (CI builds against nothing), the pages without parameters are written with their head and
 * no content and the build still succeeds, with a warning; PRERENDER_REQUIRE_CONTENT=1 makes that an error instead.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { SITE_NAME, formatPageTitle } from "../../src/lib/page-meta.ts";
import { paths } from "../../src/config/paths.ts";
import { createCriticalCss } from "./critical-css.ts";
import { deferAppScripts, injectBody, pageModulePreloads, type BuildManifest, type SitePage, type SiteRenderer } from "./prerender-pages.ts";

export type PrerenderOptions = {
  outDir: string;
  /** Whether the build points at a backend (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set). */
  backendConfigured: boolean;
  /** Public address of the site, e.g. https://tik.blkbandaaceh.id (SITE_URL). Without it: no canonical, og:image, sitemap. */
  siteUrl?: string;
  log?: (message: string) => void;
  /** Problems that cost pages their content (shown even with `--logLevel warn`); defaults to `log`. */
  warn?: (message: string) => void;
  /** Milliseconds a share image's source may take to download (default 30 s). */
  timeoutMs?: number;
  /**
   * Fail instead of falling back when the backend does not answer or a page cannot be rendered
   * (PRERENDER_REQUIRE_CONTENT=1: the browser tests and `npm run lighthouse` measure prerendered pages).
   */
  requireContent?: boolean;
  /** The server entry: the list of pages and their content (scripts/lib/prerender-pages.ts). */
  createRenderer: () => Promise<SiteRenderer>;
};

const DEFAULT_TIMEOUT_MS = 30_000;
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const OG_MAX_BYTES = 300 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside <script>: "</" must not close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The head fields of a page (what renderHead writes): its path, texts, share image and JSON-LD. */
export type PageMeta = Pick<SitePage, "path" | "title" | "description" | "type" | "jsonLd" | "noindex"> & {
  /** Site-relative share image (/og/….jpg); the site's own when absent. */
  image?: string;
};

/** Replaces the template's title/description/og tags with the page's and adds canonical, Twitter card and JSON-LD. */
export function renderHead(template: string, meta: PageMeta, siteUrl?: string): string {
  const title = formatPageTitle(meta.title);
  const image = meta.image ?? "/og/site.jpg";
  const absolute = (p: string) => (siteUrl ? `${siteUrl}${p}` : null);
  // index.html is also what hosts serve for URLs the build did not know (a program added since), so the
  // home page names no canonical URL: such a page must not declare itself a copy of the home page.
  const url = meta.path === "/" ? null : absolute(meta.path);
  const imageUrl = absolute(image);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : "",
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : "",
    imageUrl ? `<meta property="og:image" content="${escapeHtml(imageUrl)}" />` : "",
    imageUrl ? `<meta property="og:image:type" content="image/jpeg" />` : "",
    imageUrl ? `<meta property="og:image:width" content="${OG_WIDTH}" />` : "",
    imageUrl ? `<meta property="og:image:height" content="${OG_HEIGHT}" />` : "",
    imageUrl ? `<meta property="og:image:alt" content="${escapeHtml(meta.title)}" />` : "",
    `<meta name="twitter:card" content="${imageUrl ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    imageUrl ? `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />` : "",
    ...(meta.jsonLd ?? []).map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ].filter(Boolean);
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, "")
    .replace(/<meta\s+property="og:[^"]+"[\s\S]*?\/>\s*/gi, "");
  return stripped.replace(/<\/head>/i, `    ${tags.join("\n    ")}\n  </head>`);
}

export function sitemapXml(siteUrl: string, pages: PageMeta[], lastmod: string): string {
  const urls = pages
    .filter((p) => !p.noindex)
    .map((p) => `  <url><loc>${escapeHtml(`${siteUrl}${p.path}`)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string | undefined): string {
  // Published selection results list applicants' codes and masked names: public for the applicants, not for search
  // engines (docs/selection.md, Hasil Seleksi). `*` is a wildcard for Google and Bing.
  const results = paths.selectionResults.path.replace(":id", "*");
  const lines = ["User-agent: *", "Disallow: /dashboard", "Disallow: /login", `Disallow: ${results}`, "Allow: /"];
  if (siteUrl) lines.push("", `Sitemap: ${siteUrl}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}

/** A 1200×630 JPEG under 300 KB from an image (cover crop), stepping the quality down if needed. */
async function ogImage(input: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  for (const quality of [80, 70, 60, 50, 40]) {
    const out = await sharp(input).resize(OG_WIDTH, OG_HEIGHT, { fit: "cover" }).flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (out.length < OG_MAX_BYTES) return out;
  }
  return sharp(input).resize(OG_WIDTH, OG_HEIGHT, { fit: "cover" }).blur(2).jpeg({ quality: 40 }).toBuffer();
}

/** The site's default share image: the brand gradient with the site name. */
function siteOgSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a6a9c"/><stop offset="1" stop-color="#0b1120"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="80" y="290" font-family="'Liberation Sans','DejaVu Sans',Arial,sans-serif" font-size="76" font-weight="bold" fill="#ffffff">Kejuruan TIK</text>
  <text x="80" y="370" font-family="'Liberation Sans','DejaVu Sans',Arial,sans-serif" font-size="40" fill="#dbeafe">UPTD BLK Banda Aceh</text>
  <text x="80" y="450" font-family="'Liberation Sans','DejaVu Sans',Arial,sans-serif" font-size="30" fill="#bfdbfe">Pelatihan vokasi Teknologi Informasi dan Komunikasi</text>
</svg>`;
}

async function write(file: string, body: string | Buffer) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** Writes per-page HTML, share images, sitemap.xml and robots.txt into outDir. Returns the pages written. */
export async function prerenderMetadata(options: PrerenderOptions): Promise<PageMeta[]> {
  const log = options.log ?? (() => {});
  const warn = options.warn ?? log;
  const problems: string[] = [];
  const fallBack = (message: string) => {
    problems.push(message);
    warn(message);
  };
  const siteUrl = options.siteUrl?.trim().replace(/\/+$/, "") || undefined;
  if (siteUrl && !/^https?:\/\/[^/\s]+$/i.test(siteUrl)) throw new Error(`SITE_URL must be an http(s) origin such as https://tik.example.id, got "${siteUrl}".`);
  const template = await readFile(join(options.outDir, "index.html"), "utf8");
  // The untouched shell stays available as the fallback for URLs the build did not know.
  await write(join(options.outDir, "spa-fallback.html"), template);
  if (!siteUrl) log("prerender: SITE_URL is not set: no canonical URLs, og:image or sitemap.xml (see .env.example)");

  const renderer = await options.createRenderer();
  let sitePages: SitePage[];
  try {
    const listed = await renderer.list(siteUrl, options.backendConfigured);
    sitePages = listed.pages;
    if (!options.backendConfigured) fallBack("prerender: no VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY: the pages without parameters only, with no content");
    else for (const problem of listed.problems) fallBack(`prerender: ${problem}`);
  } catch (error) {
    await renderer.close();
    throw error;
  }

  const { default: sharp } = await import("sharp");
  await write(join(options.outDir, "og", "site.jpg"), await ogImage(await sharp(Buffer.from(siteOgSvg())).png().toBuffer()));
  let withContent = 0;
  // Only pages with content get it: a shell has nothing to paint before its script runs.
  const criticalCss = createCriticalCss(options.outDir);
  // Each page's own chunks, preloaded by its loader before the app asks for them (deferAppScripts).
  const manifest = JSON.parse(await readFile(join(options.outDir, ".vite", "manifest.json"), "utf8").catch(() => "{}")) as BuildManifest;
  // Share images (1200×630), each made once from its source photo; a page whose image fails uses the site's.
  const made = new Set<string>();
  const failed = new Map<string, string>();
  const pages: PageMeta[] = [];
  for (const sitePage of sitePages) {
    const meta: PageMeta = { path: sitePage.path, title: sitePage.title, description: sitePage.description, type: sitePage.type, jsonLd: sitePage.jsonLd, noindex: sitePage.noindex };
    const share = sitePage.shareImage;
    if (share) {
      const file = `/og/${share.name}.jpg`;
      try {
        if (failed.has(file)) throw new Error(failed.get(file));
        if (!made.has(file)) {
          const res = await fetch(share.source, { signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
          if (!res.ok) throw new Error(`${res.status}`);
          await write(join(options.outDir, file), await ogImage(Buffer.from(await res.arrayBuffer())));
          made.add(file);
        }
        meta.image = file;
      } catch (error) {
        failed.set(file, (error as Error).message);
        log(`prerender: share image for ${sitePage.path} not made (${(error as Error).message}); the site image is used`);
      }
    }
    const file = sitePage.path === "/" ? join(options.outDir, "index.html") : join(options.outDir, decodeURIComponent(sitePage.path), "index.html");
    let html = renderHead(template, meta, siteUrl);
    if (options.backendConfigured) {
      const rendered = await renderer.render(sitePage);
      if (typeof rendered === "string") fallBack(`prerender: ${sitePage.path} keeps the client-rendered shell (${rendered})`);
      else {
        html = deferAppScripts(await criticalCss.process(injectBody(html, rendered)), pageModulePreloads(manifest, sitePage.id));
        withContent++;
      }
    }
    await write(file, html);
    pages.push(meta);
  }
  await renderer.close();
  if (options.requireContent && problems.length > 0) {
    throw new Error(`PRERENDER_REQUIRE_CONTENT is set and ${problems.length} page(s) or data sources fell back:\n  ${problems.join("\n  ")}`);
  }
  await write(join(options.outDir, "robots.txt"), robotsTxt(siteUrl));
  if (siteUrl) await write(join(options.outDir, "sitemap.xml"), sitemapXml(siteUrl, pages, new Date().toISOString().slice(0, 10)));
  log(`prerender: ${pages.length} pages with metadata (${withContent} with their content)${siteUrl ? ", sitemap.xml" : ""}, robots.txt`);
  return pages;
}
