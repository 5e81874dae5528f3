import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { prerenderMetadata, renderHead, robotsTxt, sitemapXml } from "../../scripts/lib/prerender-meta";
import type { SitePage, SiteRenderer } from "../../scripts/lib/prerender-pages";
import { paths } from "@/config/paths";

const SITE = "https://tik.example.id";
const TEMPLATE = `<!doctype html><html lang="id"><head><title>X</title>
<meta name="description" content="old" />
<meta property="og:title" content="old" />
<script type="module" crossorigin src="/assets/index-A.js"></script>
</head><body><div id="root"></div></body></html>`;

/** A page as the server entry lists it (src/entry-server.tsx). */
const sitePage = (path: string, title: string, extra: Partial<SitePage> = {}): SitePage => ({
  id: "x",
  path,
  params: {},
  title,
  description: `Tentang ${title}`,
  jsonLd: [{ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] }],
  ...extra,
});
const jadwal = sitePage(paths.schedules.getHref(), "Jadwal Pelatihan");

/** A server entry that lists `pages` and renders each with `render`. */
function fakeRenderer(pages: SitePage[], render: SiteRenderer["render"] = async (page) => ({ html: `<main>${page.path}</main>`, state: { path: page.path } }), problems: string[] = []) {
  const close = vi.fn(async () => {});
  const renderer: SiteRenderer = { list: vi.fn(async () => ({ pages, problems })), render: vi.fn(render), close };
  return { renderer, close };
}

describe("prerendered metadata", () => {
  it("writes title, description, canonical, Open Graph, Twitter card and JSON-LD into the head", () => {
    const html = renderHead(TEMPLATE, jadwal, SITE);
    expect(html).toContain("<title>Jadwal Pelatihan | Kejuruan TIK — BLK Banda Aceh</title>");
    expect(html).not.toContain('content="old"');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${paths.schedules.getHref()}" />`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og/site.jpg" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/);
  });

  it("never lets data close the JSON-LD script or break an attribute", () => {
    const evil = sitePage(paths.programDetail.getHref(7), 'A "quoted" </script><b>', { jsonLd: [{ name: 'A "quoted" </script><b>' }] });
    const html = renderHead(TEMPLATE, evil, SITE);
    expect(html).not.toContain("</script><b>");
    expect(html).toContain("&quot;quoted&quot;");
  });

  it("sitemap lists every page; robots points at it and keeps crawlers out of the admin area and the published results", () => {
    const pages = [sitePage(paths.home.getHref(), "Beranda"), jadwal, sitePage(paths.programDetail.getHref(7), "Junior Web Developer")];
    const xml = sitemapXml(SITE, pages, "2026-11-23");
    expect(xml.match(/<loc>/g)).toHaveLength(pages.length);
    expect(xml).toContain(`<loc>${SITE}${paths.programDetail.getHref(7)}</loc>`);
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robotsTxt(SITE)).toContain(`Disallow: ${paths.admin.dashboard.path}`);
    // codes and masked names are for the applicants, not for search engines
    expect(robotsTxt(SITE)).toContain("Disallow: /jadwal/*/hasil-seleksi");
  });

  it("a noindex page (Verifikasi Sertifikat) says so in its head, is left out of the sitemap, and crawlers may still read it", () => {
    const verification = sitePage(paths.certificateVerification.getHref(), "Verifikasi Sertifikat", { noindex: true });
    const html = renderHead(TEMPLATE, verification, SITE);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(renderHead(TEMPLATE, jadwal, SITE)).not.toContain('name="robots"');
    const xml = sitemapXml(SITE, [jadwal, verification], "2026-11-28");
    expect(xml).toContain(`<loc>${SITE}${paths.schedules.getHref()}</loc>`);
    expect(xml).not.toContain(paths.certificateVerification.getHref());
    // a Disallow would hide the noindex from the crawlers that must read it
    expect(robotsTxt(SITE)).not.toContain(paths.certificateVerification.getHref());
  });

  it("puts each page's content into its HTML, keeping the shell for a page that fails", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const failing = sitePage(paths.scheduleDetail.getHref(3), "Junior Web Developer Batch 1");
      const { renderer, close } = fakeRenderer(
        [jadwal, sitePage(paths.programDetail.getHref(7), "Junior Web Developer"), failing],
        async (page) => (page === failing ? "queries not loaded: x" : { html: `<main>${page.path}</main>`, state: { path: page.path } }),
      );
      const logs: string[] = [];
      await prerenderMetadata({ outDir: out, backendConfigured: true, createRenderer: async () => renderer, log: (m) => logs.push(m) });
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).toContain(`<div id="root"><main>${paths.schedules.getHref()}</main></div>`);
      expect(readFileSync(join(out, "program-pelatihan", "7", "index.html"), "utf8")).toContain(`<script id="prerender-state" type="application/json">{"path":"${paths.programDetail.getHref(7)}"}</script>`);
      expect(readFileSync(join(out, "jadwal", "3", "index.html"), "utf8")).toContain('<div id="root"></div>');
      expect(readFileSync(join(out, "jadwal", "3", "index.html"), "utf8")).toContain("<title>Junior Web Developer Batch 1 | ");
      // A page with content loads its code after the first paint; a shell keeps Vite's script tag.
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).not.toContain('<script type="module"');
      expect(readFileSync(join(out, "jadwal", "3", "index.html"), "utf8")).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
      expect(logs.join("\n")).toContain(`${paths.scheduleDetail.getHref(3)} keeps the client-rendered shell (queries not loaded: x)`);
      expect(close).toHaveBeenCalledOnce();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("makes each share image once from its source photo, and falls back to the site's when the photo fails", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(req.url!);
      if (req.url === "/p7.jpg") res.end(photo);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const source = (name: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`;
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const shared = { name: "program-7", source: source("p7.jpg") };
      const { renderer } = fakeRenderer([
        sitePage(paths.programDetail.getHref(7), "Junior Web Developer", { shareImage: shared, type: "article" }),
        sitePage(paths.scheduleDetail.getHref(3), "Junior Web Developer Batch 1", { shareImage: shared }),
        sitePage(paths.announcementDetail.getHref(2), "Pendaftaran dibuka", { shareImage: { name: "announcement-2", source: source("missing.jpg") } }),
      ]);
      const pages = await prerenderMetadata({ outDir: out, backendConfigured: true, siteUrl: SITE, createRenderer: async () => renderer });
      expect(requests.filter((url) => url === "/p7.jpg")).toHaveLength(1);
      expect(readFileSync(join(out, "og", "program-7.jpg")).length).toBeLessThan(300 * 1024);
      expect(pages.map((p) => p.image)).toEqual(["/og/program-7.jpg", "/og/program-7.jpg", undefined]);
      const announcement = readFileSync(join(out, "pengumuman", "2", "index.html"), "utf8");
      expect(announcement).toContain(`<meta property="og:image" content="${SITE}/og/site.jpg"`);
      expect(readFileSync(join(out, "program-pelatihan", "7", "index.html"), "utf8")).toContain('<meta property="og:type" content="article"');
    } finally {
      server.close();
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("builds without a backend: the pages without parameters, no content, share image under 300 KB, no sitemap without SITE_URL", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const { renderer } = fakeRenderer([jadwal, sitePage(paths.announcements.getHref(), "Pengumuman")]);
      const logs: string[] = [];
      const pages = await prerenderMetadata({ outDir: out, backendConfigured: false, createRenderer: async () => renderer, log: (message) => logs.push(message) });
      expect(pages).toHaveLength(2);
      // No backend: nothing is rendered, every page keeps the client-rendered shell, and the build says so.
      expect(renderer.render).not.toHaveBeenCalled();
      expect(readFileSync(join(out, "jadwal", "index.html"), "utf8")).toContain('<div id="root"></div>');
      expect(logs.join("\n")).toMatch(/no VITE_SUPABASE_URL\/VITE_SUPABASE_ANON_KEY: the pages without parameters only, with no content/);
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

  it("warns when data or pages fall back, and with requireContent the build fails instead of shipping shells", async () => {
    const out = mkdtempSync(join(tmpdir(), "prerender-"));
    try {
      writeFileSync(join(out, "index.html"), TEMPLATE);
      const warnings: string[] = [];
      const { renderer } = fakeRenderer([jadwal], undefined, ["scheduleDetail: its URLs could not be listed (fetch failed)"]);
      const options = { outDir: out, backendConfigured: true, createRenderer: async () => renderer, log: () => {}, warn: (m: string) => warnings.push(m) };
      await prerenderMetadata(options);
      // Shown even with `vite build --logLevel warn` (the browser tests and npm run lighthouse build that way).
      expect(warnings.join("\n")).toMatch(/scheduleDetail: its URLs could not be listed \(fetch failed\)/);
      await expect(prerenderMetadata({ ...options, requireContent: true })).rejects.toThrow(/PRERENDER_REQUIRE_CONTENT is set and 1 page\(s\) or data sources fell back/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
