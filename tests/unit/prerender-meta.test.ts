import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPages, prerenderMetadata, renderHead, robotsTxt, sitemapXml } from "../../scripts/lib/prerender-meta";
import { paths } from "@/config/paths";

const SITE = "https://tik.example.id";
const TEMPLATE = `<!doctype html><html lang="id"><head><title>X</title>
<meta name="description" content="old" />
<meta property="og:title" content="old" />
<script type="module" crossorigin src="/assets/index-A.js"></script>
</head><body><div id="root"></div></body></html>`;
const program = { id: 7, name: "Junior Web Developer", description: "Belajar membuat situs web.", category: "PBK Reguler", duration: "240 JP (30 hari)", image_url: null };
const schedule = { id: 3, program: "Junior Web Developer", startDate: "2026-12-01", endDate: "2026-12-30", batch: "Batch 1", instructorName: ["Budi"] };

describe("prerendered metadata", () => {
  it("knows every fixed public route and every program, with Course + hasCourseInstance and breadcrumbs", () => {
    const pages = buildPages({ programs: [program], schedules: [schedule], contact: null }, SITE);
    expect(pages.map((p) => p.path)).toEqual([
      paths.home.getHref(),
      paths.schedules.getHref(),
      paths.programs.getHref(),
      paths.categories.getHref(),
      paths.categoryPrograms.getHref("PBL"),
      paths.categoryPrograms.getHref("PBK Reguler"),
      paths.categoryPrograms.getHref("PBK Durasi Pendek"),
      paths.facilities.getHref(),
      paths.gallery.getHref(),
      paths.announcements.getHref(),
      paths.contact.getHref(),
      paths.scheduleDetail.getHref(3),
      paths.programDetail.getHref(7),
    ]);
    const scheduleDetail = pages.find((p) => p.path === paths.scheduleDetail.getHref(3))!;
    expect(scheduleDetail.title).toBe("Junior Web Developer Batch 1");
    expect(scheduleDetail.jsonLd.some((j) => (j as { "@type": string })["@type"] === "BreadcrumbList")).toBe(true);
    const detail = pages.at(-1)!;
    const course = detail.jsonLd.find((j) => (j as { "@type": string })["@type"] === "Course") as Record<string, unknown>;
    expect(course).toMatchObject({ name: "Junior Web Developer", url: `${SITE}${paths.programDetail.getHref(7)}` });
    expect(course.hasCourseInstance).toEqual([expect.objectContaining({ "@type": "CourseInstance", startDate: "2026-12-01", endDate: "2026-12-30" })]);
    expect(detail.jsonLd.some((j) => (j as { "@type": string })["@type"] === "BreadcrumbList")).toBe(true);
    expect(pages[0].jsonLd.map((j) => (j as { "@type": string })["@type"])).toEqual(["EducationalOrganization"]);
  });

  it("gives a schedule its program's share image and an announcement its own", () => {
    const withPhoto = { ...program, image_url: "https://cdn.example/p7.jpg" };
    const announcement = { id: 2, title: "Pendaftaran dibuka", body: "Isi", published_at: "2026-11-20T01:00:00Z", image_url: "https://cdn.example/a2.jpg" };
    const plain = { ...announcement, id: 3, image_url: null };
    const pages = buildPages({ programs: [withPhoto], schedules: [schedule], contact: null, announcements: [announcement, plain] }, SITE);
    const image = (path: string) => pages.find((p) => p.path === path)?.image;
    expect(image(paths.scheduleDetail.getHref(3))).toBe("/og/program-7.jpg");
    expect(image(paths.programDetail.getHref(7))).toBe("/og/program-7.jpg");
    expect(image(paths.announcementDetail.getHref(2))).toBe("/og/announcement-2.jpg");
    expect(image(paths.announcementDetail.getHref(3))).toBeUndefined();
    const html = renderHead(TEMPLATE, pages.find((p) => p.path === paths.announcementDetail.getHref(2))!, SITE);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og/announcement-2.jpg" />`);
  });

  it("writes title, description, canonical, Open Graph, Twitter card and JSON-LD into the head", () => {
    const [, jadwal] = buildPages({ programs: [], schedules: [], contact: null }, SITE);
    const html = renderHead(TEMPLATE, jadwal, SITE);
    expect(html).toContain("<title>Jadwal Pelatihan | Kejuruan TIK — BLK Banda Aceh</title>");
    expect(html).not.toContain('content="old"');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${paths.schedules.getHref()}" />`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og/site.jpg" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/);
  });

  it("never lets data close the JSON-LD script or break an attribute", () => {
    const evil = { ...program, name: 'A "quoted" </script><b>', description: "x" };
    const pages = buildPages({ programs: [evil], schedules: [], contact: null }, SITE);
    const html = renderHead(TEMPLATE, pages.at(-1)!, SITE);
    expect(html).not.toContain("</script><b>");
    expect(html).toContain("&quot;quoted&quot;");
  });

  it("sitemap lists every page; robots points at it and keeps crawlers out of the admin area", () => {
    const pages = buildPages({ programs: [program], schedules: [], contact: null }, SITE);
    const xml = sitemapXml(SITE, pages, "2026-11-23");
    expect(xml.match(/<loc>/g)).toHaveLength(pages.length);
    expect(xml).toContain(`<loc>${SITE}${paths.programDetail.getHref(7)}</loc>`);
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robotsTxt(SITE)).toContain(`Disallow: ${paths.admin.dashboard.path}`);
  });

  it("puts each page's content into its HTML when the backend answers, keeping the shell for a page that fails", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    const server = createServer((req, res) => {
      res.setHeader("Content-Type", "application/json");
      if (req.url?.startsWith("/rest/v1/programs")) res.end(JSON.stringify([program]));
      else if (req.url?.startsWith("/rest/v1/schedules")) res.end(JSON.stringify([schedule]));
      else res.end("[]");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const close = vi.fn(async () => {});
      const render = vi.fn(async (path: string) => (path === paths.scheduleDetail.getHref(3) ? "queries not loaded: x" : { html: `<main>${path}</main>`, state: { path } }));
      const logs: string[] = [];
      await prerenderMetadata({ outDir: out, supabaseUrl: `http://127.0.0.1:${port}`, anonKey: "k", createRenderer: async () => ({ render, close }), log: (m) => logs.push(m) });
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).toContain(`<div id="root"><main>${paths.schedules.getHref()}</main></div>`);
      expect(readFileSync(join(out, "program-pelatihan", "7", "index.html"), "utf8")).toContain(`<script id="prerender-state" type="application/json">{"path":"${paths.programDetail.getHref(7)}"}</script>`);
      expect(readFileSync(join(out, "jadwal", "3", "index.html"), "utf8")).toContain('<div id="root"></div>');
      // A page with content loads its code after the first paint; a shell keeps Vite's script tag.
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).not.toContain('<script type="module"');
      expect(readFileSync(join(out, "jadwal", "3", "index.html"), "utf8")).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
      expect(logs.join("\n")).toContain(`${paths.scheduleDetail.getHref(3)} keeps the client-rendered shell (queries not loaded: x)`);
      expect(close).toHaveBeenCalledOnce();
    } finally {
      server.close();
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("builds without a reachable backend: fixed routes only, share image under 300 KB, no sitemap without SITE_URL", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const createRenderer = vi.fn();
      const logs: string[] = [];
      const pages = await prerenderMetadata({
        outDir: out,
        supabaseUrl: "http://127.0.0.1:9",
        anonKey: "k",
        timeoutMs: 500,
        createRenderer,
        log: (message) => logs.push(message),
      });
      expect(pages).toHaveLength(11);
      // No backend: no server build, every page keeps the client-rendered shell, and the build says so.
      expect(createRenderer).not.toHaveBeenCalled();
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).toContain('<div id="root"></div>');
      expect(logs.join("\n")).toMatch(/no page content in the HTML/);
      expect(readFileSync(join(out, "pengumuman", "index.html"), "utf8")).toContain("<title>Pengumuman");
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).toContain("<title>Jadwal Pelatihan");
      expect(readFileSync(join(out, "spa-fallback.html"), "utf8")).toBe(TEMPLATE);
      expect(readFileSync(join(out, "og", "site.jpg")).length).toBeLessThan(300 * 1024);
      expect(existsSync(join(out, "sitemap.xml"))).toBe(false);
      expect(readFileSync(join(out, "robots.txt"), "utf8")).not.toContain("Sitemap:");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("warns when pages lose their content, and with requireContent the build fails instead of shipping shells", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const warnings: string[] = [];
      const options = { outDir: out, supabaseUrl: "http://127.0.0.1:9", anonKey: "k", timeoutMs: 500, log: () => {}, warn: (m: string) => warnings.push(m) };
      await prerenderMetadata(options);
      // Shown even with `vite build --logLevel warn` (the browser tests and npm run lighthouse build that way).
      expect(warnings.join("\n")).toMatch(/did not answer \(fetch failed\); writing the fixed routes only/);
      await expect(prerenderMetadata({ ...options, requireContent: true })).rejects.toThrow(/PRERENDER_REQUIRE_CONTENT is set and 1 page\(s\) or data sources fell back/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("reads programs and schedules in ranges of 1000 rows, so more than 1000 are never cut off", async () => {
    const programs = Array.from({ length: 1500 }, (_, i) => ({ ...program, id: i + 1, name: `Program ${i + 1}` }));
    const requests: string[] = [];
    const server = createServer((req, res) => {
      const url = new URL(req.url!, "http://x");
      requests.push(`${url.pathname}?offset=${url.searchParams.get("offset")}&limit=${url.searchParams.get("limit")}`);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Math.min(1000, Number(url.searchParams.get("limit") ?? 1000)); // PostgREST's max-rows
      const table = url.pathname.endsWith("/programs") ? programs : [];
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(table.slice(offset, offset + limit)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const { port } = server.address() as AddressInfo;
      const pages = await prerenderMetadata({ outDir: out, supabaseUrl: `http://127.0.0.1:${port}`, anonKey: "k", timeoutMs: 4000 });
      const programPage = new RegExp(`^${paths.programDetail.path.replace(":id", String.raw`\d+`)}$`);
      expect(pages.filter((p) => programPage.test(p.path))).toHaveLength(1500);
      expect(requests).toContain("/rest/v1/programs?offset=1000&limit=1000");
      expect(requests).toContain("/rest/v1/schedules?offset=0&limit=1000");
    } finally {
      server.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
