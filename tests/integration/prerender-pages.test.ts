/**
 * The prerender (scripts/lib/prerender-pages.ts + src/entry-server.tsx) against the embedded backend: the Vite SSR
 * build of the server entry lists every public URL from the registry (src/app/public-pages/) with the seeded data,
 * renders real pages and returns the React Query state the browser hydrates from.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createSiteRenderer, injectBody, type RenderedPage, type SitePage, type SiteRenderer } from "../../scripts/lib/prerender-pages";
import { serviceClient, testEnv } from "../helpers/supabase";
import { paths } from "@/config/paths";

const root = fileURLToPath(new URL("../..", import.meta.url));
const execFileAsync = promisify(execFile);
type State = { path: string; day: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] } };

let renderer: SiteRenderer;
let site: { pages: SitePage[]; problems: string[] };
const SITE = "https://tik.example.id";
const saved = { url: process.env.VITE_SUPABASE_URL, key: process.env.VITE_SUPABASE_ANON_KEY };

beforeAll(async () => {
  const env = testEnv();
  // The server build reads the Supabase the build points to, exactly like `npm run build`.
  process.env.VITE_SUPABASE_URL = env.url;
  process.env.VITE_SUPABASE_ANON_KEY = env.anonKey;
  renderer = await createSiteRenderer({ root, configFile: `${root}/vite.config.ts`, mode: "production" });
  site = await renderer.list(SITE);
});

afterAll(async () => {
  await renderer?.close();
  for (const [name, value] of [["VITE_SUPABASE_URL", saved.url], ["VITE_SUPABASE_ANON_KEY", saved.key]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function rendered(path: string): Promise<RenderedPage & { state: State }> {
  const listed = site.pages.find((p) => p.path === path);
  if (!listed) throw new Error(`${path} is not in the list of pages`);
  const page = await renderer.render(listed);
  if (typeof page === "string") throw new Error(`${path} was not rendered: ${page}`);
  return page as RenderedPage & { state: State };
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the list of pages", () => {
  it("has every fixed page, every program, schedule and published announcement, with the registry's heads", async () => {
    expect(site.problems).toEqual([]);
    const db = serviceClient();
    const { data: programs } = await db.from("programs").select("id,name").throwOnError();
    const { data: schedules } = await db.from("schedules").select("id,program,batch").throwOnError();
    const { data: announcements } = await db.from("announcements").select("id,title").lte("published_at", new Date().toISOString()).throwOnError();
    const listed = new Map(site.pages.map((p) => [p.path, p]));
    expect(listed.size).toBe(site.pages.length);
    for (const path of [paths.home, paths.schedules, paths.programs, paths.categories, paths.facilities, paths.gallery, paths.announcements, paths.contact].map((p) => p.getHref())) {
      expect(listed.has(path), path).toBe(true);
    }
    for (const category of ["PBL", "PBK Reguler", "PBK Durasi Pendek"]) expect(listed.get(paths.categoryPrograms.getHref(category))?.title).toBe(`Program Pelatihan: ${category}`);
    for (const p of programs!) expect(listed.get(paths.programDetail.getHref(p.id))?.title).toBe(p.name);
    for (const s of schedules!) expect(listed.get(paths.scheduleDetail.getHref(s.id))?.title).toBe(`${s.program} ${s.batch}`);
    for (const a of announcements!) expect(listed.get(paths.announcementDetail.getHref(a.id))?.title).toBe(a.title);
    // The 404 page is never written; every page names its breadcrumbs, and a program its Course.
    expect([...listed.values()].some((p) => p.id === "notFound")).toBe(false);
    const program = listed.get(paths.programDetail.getHref(programs![0].id))!;
    expect(program.jsonLd!.map((item) => (item as { "@type": string })["@type"])).toEqual(["Course", "BreadcrumbList"]);
    expect(listed.get(paths.home.getHref())!.jsonLd!.map((item) => (item as { "@type": string })["@type"])).toEqual(["EducationalOrganization"]);
  });

  it("renders every listed page (the registry lists every query each page renders)", async () => {
    const failed: string[] = [];
    for (const page of site.pages) {
      const result = await renderer.render(page);
      if (typeof result === "string") failed.push(`${page.path}: ${result}`);
    }
    expect(failed).toEqual([]);
  });

  it("without a backend lists the pages without parameters and asks the backend nothing", async () => {
    // a renderer of its own: an empty cache, so every query the listing makes goes out
    const fresh = await createSiteRenderer({ root, configFile: `${root}/vite.config.ts`, mode: "production" });
    const real = globalThis.fetch;
    const requests: string[] = [];
    globalThis.fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return real(input, init);
    };
    try {
      const offline = await fresh.list(SITE, false);
      expect(requests).toEqual([]);
      expect(offline.problems).toEqual([]);
      const listed = offline.pages.map((p) => p.path);
      expect(listed).toEqual(site.pages.filter((p) => Object.keys(p.params).length === 0).map((p) => p.path));
      expect(listed).toContain(paths.schedules.getHref());
      // the same renderer with data asks the backend (the spy sees the server entry's requests)
      await fresh.list(SITE);
      expect(requests.length).toBeGreaterThan(0);
    } finally {
      globalThis.fetch = real;
      await fresh.close();
    }
  });
});

describe("prerendered page content", () => {
  it("renders /jadwal with its schedule rows and embeds the schedules query", async () => {
    const { data: schedules } = await serviceClient().from("schedules").select("program,batch").order("id").throwOnError();
    const page = await rendered(paths.schedules.getHref());
    expect(text(page.html)).toContain("Jadwal Pelatihan");
    for (const s of schedules!) {
      expect(text(page.html)).toContain(s.program);
      expect(text(page.html)).toContain(s.batch);
    }
    expect(page.html).not.toContain('data-slot="skeleton"');
    expect(page.state.path).toBe(paths.schedules.getHref());
    expect(page.state.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cached = page.state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["schedules"]');
    expect(cached?.state.status).toBe("success");
    expect(cached?.state.data).toHaveLength(schedules!.length);
    // Per-visitor queries are never embedded.
    expect(page.state.queries.queries.map((q) => q.queryKey[0])).not.toContain("session");
  });

  it("renders a program detail with its name, description and the queries its page needs", async () => {
    const { data: program } = await serviceClient().from("programs").select("id,name,description").eq("name", "Junior Web Developer").single().throwOnError();
    const page = await rendered(paths.programDetail.getHref(program!.id));
    expect(page.html).toMatch(/<h1[^>]*>Junior Web Developer<\/h1>/);
    expect(text(page.html)).toContain(program!.description.slice(0, 60));
    expect(page.state.queries.queries.map((q) => JSON.stringify(q.queryKey))).toContain(JSON.stringify(["program", program!.id]));
  });

  it("renders /standar-pelayanan with every component and /maklumat-pelayanan with the pledge, their data embedded", async () => {
    const db = serviceClient();
    const { data: sections } = await db.from("service_standard_sections").select("title").order("position").throwOnError();
    const standard = await rendered(paths.serviceStandard.getHref());
    const headings = [...standard.html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => text(m[1]).trim().replace(/^\d+\. /, ""));
    expect(headings).toEqual(sections!.map((s) => s.title.replace(/&/g, "&amp;")));
    expect(text(standard.html)).toContain("Tidak dipungut biaya (gratis)");
    const cached = standard.state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["service_standard","sections"]');
    expect(cached?.state.data).toHaveLength(14);
    const { data: pledge } = await db.from("service_pledge").select("statement, signer_name").single().throwOnError();
    const page = await rendered(paths.servicePledge.getHref());
    expect(text(page.html)).toContain(pledge!.statement.slice(0, 80));
    expect(text(page.html)).toContain(pledge!.signer_name);
    expect(page.state.queries.queries.map((q) => JSON.stringify(q.queryKey))).toContain('["service_standard","pledge"]');
  });

  it("renders /galeri with its first photo as an image and the rest as boxes filled once the app runs", async () => {
    const { count } = await serviceClient().from("gallery").select("id", { count: "exact", head: true }).throwOnError();
    const page = await rendered(paths.gallery.getHref());
    const withoutNoscript = page.html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    const images = withoutNoscript.match(/<img\b[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/i);
    expect(images[0]).toMatch(/loading="eager"/);
    // The others: an empty box of the same size now, the <img> for visitors without JavaScript.
    expect(withoutNoscript.match(/data-late-image(?:="")?[\s>]/g)).toHaveLength(count! - 1);
    expect(page.html.match(/<noscript><img\b[^>]*loading="lazy"/g)).toHaveLength(count! - 1);
  });

  it("a real `vite build` shows a timestamp's day in Asia/Jakarta on lazily loaded pages (what the browser hydrates)", async () => {
    // 20:00 UTC is 03:00 the next day in Banda Aceh. A page rendered without the build's time zone shows the UTC
    // day, and the browser then shows another day than the page did (a text mismatch on hydration). It happened when the
    // server entry was imported twice (once with a cache-busting query): the lazily loaded pages saw a second
    // copy of src/lib/today.ts with no time zone set. Vitest's own module loader hides that (it drops such
    // queries), so this runs the build in a separate Node process, exactly like `npm run build`.
    const title = `Uji zona waktu ${Date.now()}`;
    const { data: row } = await serviceClient()
      .from("announcements")
      .insert({ title, body: "Isi.", published_at: "2026-01-10T20:00:00Z" })
      .select("id")
      .single()
      .throwOnError();
    const outDir = await mkdtemp(join(tmpdir(), "prerender-tz-"));
    try {
      const env = testEnv();
      await execFileAsync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
        cwd: root,
        env: { ...process.env, VITE_SUPABASE_URL: env.url, VITE_SUPABASE_ANON_KEY: env.anonKey, SITE_URL: "https://kejuruan-tik.example", PRERENDER_REQUIRE_CONTENT: "1", TZ: "UTC" },
        timeout: 240_000,
      });
      const day = /<time datetime="2026-01-10T20:00:00\+00:00">11 Jan 2026<\/time>/i;
      const list = await readFile(join(outDir, "pengumuman", "index.html"), "utf8");
      expect(text(list)).toContain(title);
      expect(list).toMatch(day);
      const detail = await readFile(join(outDir, "pengumuman", String(row!.id), "index.html"), "utf8");
      expect(detail).toMatch(day);
      expect(detail).toContain('"timeZone":"Asia/Jakarta"');
    } finally {
      await rm(outDir, { recursive: true, force: true });
      await serviceClient().from("announcements").delete().eq("id", row!.id).throwOnError();
    }
  });

  it("puts the markup into #root and the state into a JSON script that data cannot close", () => {
    const shell = '<html><head></head><body><noscript><p>Situs ini membutuhkan JavaScript.</p></noscript><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
    const html = injectBody(shell, { html: "<main><h1>Jadwal</h1></main>", state: { path: paths.schedules.getHref(), note: "</script><b>" } });
    expect(html).toContain('<div id="root"><main><h1>Jadwal</h1></main></div>');
    expect(html).toContain(`<script id="prerender-state" type="application/json">{"path":"${paths.schedules.getHref()}","note":"\\u003c/script>\\u003cb>"}</script>`);
    expect(html).not.toContain("noscript");
    expect(() => injectBody("<body></body>", { html: "", state: {} })).toThrow(/root/);
    // Served for another address (a host's fallback), the page hides its content until the client renders.
    expect(html).toContain('<head>\n    <script>(function(){try{');
    expect(html).toContain("[data-other-page] #root{visibility:hidden}");
  });
});
