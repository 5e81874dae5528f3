/**
 * Build-time metadata for every public URL: per-page HTML files whose <head> carries the title,
 * description, canonical URL, Open Graph and Twitter card tags and JSON-LD, plus sitemap.xml,
 * robots.txt and Open Graph images (1200×630 JPEG under 300 KB). Run by the Vite plugin in
 * vite.config.ts after `vite build` wrote dist/ (see docs/performance.md for what is and is not
 * prerendered and how production stays fresh).
 *
 * Data comes from the Supabase the build points to (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY) with
 * the anon key, exactly what a visitor may read. When it does not answer (CI builds against nothing),
 * only the fixed routes are written and the build still succeeds, with a warning; PRERENDER_REQUIRE_CONTENT=1
 * makes that an error instead.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { paths } from "../../src/config/paths.ts";
import { CATEGORY_TEXT as CATEGORY_INFO, CATEGORY_ORDER } from "../../src/features/programs/lib/category-info.ts";
import { fetchAllRows } from "../../src/lib/list-params.ts";
import { DEFAULT_DESCRIPTION, SITE_NAME, formatPageTitle } from "../../src/lib/page-meta.ts";
import { createCriticalCss } from "./critical-css.ts";
import { deferAppScripts, injectBody, type PageRenderer } from "./prerender-pages.ts";

export type PrerenderOptions = {
  outDir: string;
  supabaseUrl?: string;
  anonKey?: string;
  /** Public address of the site, e.g. https://tik.blkbandaaceh.id (SITE_URL). Without it: no canonical, og:image, sitemap. */
  siteUrl?: string;
  log?: (message: string) => void;
  /** Problems that cost pages their content (shown even with `--logLevel warn`); defaults to `log`. */
  warn?: (message: string) => void;
  /**
   * Milliseconds one request to the backend may take before the build gives up on it (default 30 s). A backend
   * that is not there fails at once (connection refused); a slow one (a busy build machine) is waited for.
   */
  timeoutMs?: number;
  /**
   * Fail instead of falling back when the backend does not answer or a page cannot be rendered
   * (PRERENDER_REQUIRE_CONTENT=1: the browser tests and `npm run lighthouse` measure prerendered pages).
   */
  requireContent?: boolean;
  /**
   * Renders page content (scripts/lib/prerender-pages.ts). Called only when the backend answered; without
   * it, or for a page it cannot render, the page's body stays the client-rendered shell.
   */
  createRenderer?: () => Promise<PageRenderer>;
};

type Program = { id: number; name: string; description: string; category: string; duration: string; image_url: string | null };
type Schedule = { id: number; program: string; startDate: string; endDate: string; batch: string; instructorName: string[] };
type Contact = { address: string; phone: string; email: string; instagram_url: string | null } | null;
type Announcement = { id: number; title: string; body: string; published_at: string; image_url?: string | null };
type SiteData = { programs: Program[]; schedules: Schedule[]; contact: Contact; announcements?: Announcement[] };

export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** Absolute or site-relative image; relative ones are made absolute with siteUrl. */
  image?: string;
  type?: "website" | "article";
  jsonLd: object[];
};

const DEFAULT_TIMEOUT_MS = 30_000;
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const OG_MAX_BYTES = 300 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside <script>: "</" must not close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const clip = (text: string, max = 155) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

async function fetchJson<T>(url: string, anonKey: string, timeoutMs: number): Promise<T> {
  const res = await fetch(url, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText} for ${url}`);
  return (await res.json()) as T;
}

/** Rows of a list read in ranges of 1000 (PostgREST's maximum per response), so a long list is never cut short. */
function fetchAllJson<T>(url: string, anonKey: string, timeoutMs: number): Promise<T[]> {
  return fetchAllRows(async (from, to) => ({ data: await fetchJson<T[]>(`${url}&offset=${from}&limit=${to - from + 1}`, anonKey, timeoutMs) }));
}

function breadcrumb(siteUrl: string | undefined, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(siteUrl ? { item: `${siteUrl}${item.path}` } : {}),
    })),
  };
}

function organization(siteUrl: string | undefined, contact: Contact) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: "Kejuruan Teknologi Informasi dan Komunikasi — UPTD BLK Banda Aceh",
    alternateName: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    ...(siteUrl ? { url: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` } : {}),
    ...(contact
      ? {
          address: { "@type": "PostalAddress", streetAddress: contact.address, addressLocality: "Banda Aceh", addressCountry: "ID" },
          telephone: contact.phone,
          email: contact.email,
          ...(contact.instagram_url ? { sameAs: [contact.instagram_url] } : {}),
        }
      : {}),
  };
}

/** The metadata of every public page the build knows. */
export function buildPages(data: SiteData, siteUrl?: string): PageMeta[] {
  const home = { name: "Beranda", path: paths.home.getHref() };
  const programsCrumb = { name: "Program Pelatihan", path: paths.programs.getHref() };
  const categoriesCrumb = { name: "Kategori", path: paths.categories.getHref() };
  const org = organization(siteUrl, data.contact);
  const page = (path: string, title: string, description: string, crumbs: { name: string; path: string }[], extra: object[] = []): PageMeta => ({
    path,
    title,
    description,
    jsonLd: [...extra, ...(crumbs.length > 1 ? [breadcrumb(siteUrl, crumbs)] : [])],
  });

  const pages: PageMeta[] = [
    page(
      paths.home.getHref(),
      "Beranda",
      "Kejuruan Teknologi Informasi dan Komunikasi BLK Banda Aceh: program pelatihan unggulan, jadwal pelatihan, dan fasilitas modern untuk pelatihan vokasi berkualitas.",
      [home],
      [org],
    ),
    page(
      paths.schedules.getHref(),
      "Jadwal Pelatihan",
      "Jadwal pelatihan Kejuruan TIK BLK Banda Aceh: program kejuruan, instruktur, periode pelaksanaan, batch, dan status pendaftaran.",
      [home, { name: "Jadwal Pelatihan", path: paths.schedules.getHref() }],
    ),
    page(
      paths.programs.getHref(),
      "Program Pelatihan",
      "Program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.",
      [home, programsCrumb],
    ),
    page(
      paths.categories.getHref(),
      "Kategori Program Pelatihan",
      "Kategori program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.",
      [home, programsCrumb, categoriesCrumb],
    ),
    ...CATEGORY_ORDER.map((category) =>
      page(
        paths.categoryPrograms.getHref(category),
        `Program Pelatihan: ${category}`,
        `${CATEGORY_INFO[category].title}: ${CATEGORY_INFO[category].description}`,
        [home, programsCrumb, categoriesCrumb, { name: category, path: paths.categoryPrograms.getHref(category) }],
      ),
    ),
    page(
      paths.facilities.getHref(),
      "Fasilitas Kami",
      "Fasilitas pelatihan Kejuruan TIK BLK Banda Aceh: laboratorium komputer, jaringan, dan ruang praktik modern untuk peserta pelatihan.",
      [home, { name: "Fasilitas", path: paths.facilities.getHref() }],
    ),
    page(paths.gallery.getHref(), "Galeri", "Galeri foto kegiatan pelatihan Kejuruan TIK BLK Banda Aceh.", [
      home,
      { name: "Galeri", path: paths.gallery.getHref() },
    ]),
    page(
      paths.announcements.getHref(),
      "Pengumuman",
      "Pengumuman pendaftaran, hasil seleksi, dan kegiatan pelatihan Kejuruan TIK BLK Banda Aceh.",
      [home, { name: "Pengumuman", path: paths.announcements.getHref() }],
    ),
    page(
      paths.contact.getHref(),
      "Kontak",
      "Alamat, telepon, email, dan peta lokasi Kejuruan TIK BLK Banda Aceh.",
      [home, { name: "Kontak", path: paths.contact.getHref() }],
      [org],
    ),
  ];

  for (const s of data.schedules) {
    const path = paths.scheduleDetail.getHref(s.id);
    // A batch is shared with its program's photo (the same share image as the program page).
    const program = data.programs.find((p) => p.name === s.program && p.image_url);
    pages.push({
      ...page(
        path,
        `${s.program} ${s.batch}`,
        `Jadwal, persyaratan, dan cara mendaftar pelatihan ${s.program} ${s.batch} di Kejuruan TIK BLK Banda Aceh.`,
        [home, { name: "Jadwal Pelatihan", path: paths.schedules.getHref() }, { name: `${s.program} ${s.batch}`, path }],
      ),
      image: program ? `/og/program-${program.id}.jpg` : undefined,
    });
  }

  for (const a of data.announcements ?? []) {
    const path = paths.announcementDetail.getHref(a.id);
    pages.push({
      ...page(path, a.title, clip(a.body.replace(/\s+/g, " ").trim()) || a.title, [
        home,
        { name: "Pengumuman", path: paths.announcements.getHref() },
        { name: a.title, path },
      ]),
      type: "article",
      image: a.image_url ? `/og/announcement-${a.id}.jpg` : undefined,
    });
  }

  for (const program of data.programs) {
    const path = paths.programDetail.getHref(program.id);
    const instances = data.schedules
      .filter((s) => s.program === program.name)
      .map((s) => ({
        "@type": "CourseInstance",
        name: `${program.name} — ${s.batch}`,
        courseMode: "onsite",
        startDate: s.startDate,
        endDate: s.endDate,
        location: { "@type": "Place", name: "UPTD BLK Banda Aceh", address: "Banda Aceh" },
        ...(s.instructorName.length ? { instructor: s.instructorName.map((name) => ({ "@type": "Person", name })) } : {}),
      }));
    const course = {
      "@context": "https://schema.org",
      "@type": "Course",
      name: program.name,
      description: clip(program.description, 500),
      timeRequired: program.duration,
      educationalCredentialAwarded: program.category,
      provider: { "@type": "EducationalOrganization", name: SITE_NAME, ...(siteUrl ? { sameAs: `${siteUrl}/` } : {}) },
      ...(siteUrl ? { url: `${siteUrl}${path}` } : {}),
      ...(instances.length ? { hasCourseInstance: instances } : {}),
    };
    pages.push({
      ...page(path, program.name, clip(program.description), [home, programsCrumb, { name: program.name, path }], [course]),
      type: "article",
      image: program.image_url ? `/og/program-${program.id}.jpg` : undefined,
    });
  }
  return pages;
}

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
    ...meta.jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ].filter(Boolean);
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, "")
    .replace(/<meta\s+property="og:[^"]+"[\s\S]*?\/>\s*/gi, "");
  return stripped.replace(/<\/head>/i, `    ${tags.join("\n    ")}\n  </head>`);
}

export function sitemapXml(siteUrl: string, pages: PageMeta[], lastmod: string): string {
  const urls = pages
    .map((p) => `  <url><loc>${escapeHtml(`${siteUrl}${p.path}`)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string | undefined): string {
  const lines = ["User-agent: *", "Disallow: /dashboard", "Disallow: /login", "Allow: /"];
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

  let data: SiteData = { programs: [], schedules: [], contact: null };
  let backendAnswered = false;
  const { supabaseUrl, anonKey } = options;
  if (supabaseUrl && anonKey) {
    const rest = `${supabaseUrl.replace(/\/+$/, "")}/rest/v1`;
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    try {
      const now = encodeURIComponent(new Date().toISOString());
      const [programs, schedules, contacts, announcements] = await Promise.all([
        fetchAllJson<Program>(`${rest}/programs?select=id,name,description,category,duration,image_url&order=id`, anonKey, timeout),
        fetchAllJson<Schedule>(`${rest}/schedules?select=id,program,startDate,endDate,batch,instructorName&order=startDate,id`, anonKey, timeout),
        fetchJson<NonNullable<Contact>[]>(`${rest}/contact_info?select=address,phone,email,instagram_url&id=eq.1`, anonKey, timeout),
        fetchAllJson<Announcement>(`${rest}/announcements?select=id,title,body,published_at,image_url&published_at=lte.${now}&order=published_at.desc,id`, anonKey, timeout),
      ]);
      data = { programs, schedules, contact: contacts[0] ?? null, announcements };
      backendAnswered = true;
      log(`prerender: ${programs.length} programs, ${schedules.length} schedules, ${announcements.length} announcements from ${supabaseUrl}`);
    } catch (error) {
      fallBack(`prerender: ${supabaseUrl} did not answer (${(error as Error).message}); writing the fixed routes only`);
    }
  } else {
    fallBack("prerender: no VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY; writing the fixed routes only");
  }
  if (!siteUrl) log("prerender: SITE_URL is not set: no canonical URLs, og:image or sitemap.xml (see .env.example)");

  const { default: sharp } = await import("sharp");
  await write(join(options.outDir, "og", "site.jpg"), await ogImage(await sharp(Buffer.from(siteOgSvg())).png().toBuffer()));
  const pages = buildPages(data, siteUrl);
  let renderer: PageRenderer | null = null;
  if (backendAnswered && options.createRenderer) {
    try {
      renderer = await options.createRenderer();
    } catch (error) {
      fallBack(`prerender: the server build failed (${(error as Error).message}); pages keep the client-rendered shell`);
    }
  } else if (options.createRenderer) {
    warn("prerender: no backend, so no page content in the HTML: every page is rendered by the browser");
  }
  let withContent = 0;
  // Only pages with content get it: a shell has nothing to paint before its script runs.
  const criticalCss = createCriticalCss(options.outDir);
  // Share images (1200×630) from a program's or an announcement's own photo, each made once.
  const imageSources = new Map<string, string>();
  for (const p of data.programs) if (p.image_url) imageSources.set(`/og/program-${p.id}.jpg`, p.image_url);
  for (const a of data.announcements ?? []) if (a.image_url) imageSources.set(`/og/announcement-${a.id}.jpg`, a.image_url);
  const made = new Set<string>();
  const failed = new Map<string, string>();
  for (const meta of pages) {
    if (meta.image && !made.has(meta.image)) {
      const previous = failed.get(meta.image);
      try {
        if (previous) throw new Error(previous);
        const source = imageSources.get(meta.image);
        if (!source) throw new Error("no source image");
        const res = await fetch(source, { signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
        if (!res.ok) throw new Error(`${res.status}`);
        await write(join(options.outDir, meta.image), await ogImage(Buffer.from(await res.arrayBuffer())));
        made.add(meta.image);
      } catch (error) {
        failed.set(meta.image, (error as Error).message);
        log(`prerender: share image for ${meta.path} not made (${(error as Error).message}); the site image is used`);
        meta.image = undefined;
      }
    }
    const file = meta.path === "/" ? join(options.outDir, "index.html") : join(options.outDir, decodeURIComponent(meta.path), "index.html");
    let html = renderHead(template, meta, siteUrl);
    if (renderer) {
      const rendered = await renderer.render(meta.path);
      if (typeof rendered === "string") fallBack(`prerender: ${meta.path} keeps the client-rendered shell (${rendered})`);
      else {
        html = deferAppScripts(await criticalCss.process(injectBody(html, rendered)));
        withContent++;
      }
    }
    await write(file, html);
  }
  await renderer?.close();
  if (options.requireContent && problems.length > 0) {
    throw new Error(`PRERENDER_REQUIRE_CONTENT is set and ${problems.length} page(s) or data sources fell back:\n  ${problems.join("\n  ")}`);
  }
  await write(join(options.outDir, "robots.txt"), robotsTxt(siteUrl));
  if (siteUrl) await write(join(options.outDir, "sitemap.xml"), sitemapXml(siteUrl, pages, new Date().toISOString().slice(0, 10)));
  log(`prerender: ${pages.length} pages with metadata (${withContent} with their content)${siteUrl ? ", sitemap.xml" : ""}, robots.txt`);
  return pages;
}
