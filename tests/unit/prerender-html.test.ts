/**
 * What the prerender does to a page's HTML after rendering it (docs/performance.md): the critical CSS inline and
 * the stylesheet loaded without blocking the first paint, and the app's scripts added after that paint.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createCriticalCss } from "../../scripts/lib/critical-css";
import { deferAppScripts, injectBody, LOAD_WAIT_MS, MODULE_PRELOADS_PER_TASK, pageModulePreloads } from "../../scripts/lib/prerender-pages";
import { FIRST_SCREEN_END_ID } from "@/config/first-screen";
import { paths } from "@/config/paths";

const PAGE = `<!doctype html>
<html lang="id">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/data-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
    <style>[data-other-page] #root{visibility:hidden}</style>
  </head>
  <body>
    <div id="root"><header class="fixed"><span class="badge [&>svg]:size-3"><svg></svg>Ditutup</span></header><h1 class="text-3xl">Jadwal</h1></div>
  </body>
</html>`;

const CSS = [
  ".fixed{position:fixed}",
  ".text-3xl{font-size:1.875rem}",
  ".text-9xl{font-size:8rem}", // not on the page
  ".dark .text-3xl{color:white}", // dark theme, chosen in the browser
  ".\\[\\&\\>svg\\]\\:size-3>svg{width:.75rem}", // an arbitrary variant
  "@media (min-width:640px){.text-3xl{font-size:2.25rem}}",
].join("\n");

describe("deferAppScripts", () => {
  it("moves Vite's entry script and module preloads into a loader at the end of <body>, in order", () => {
    const html = deferAppScripts(PAGE);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = html.slice(html.lastIndexOf("<script>"), html.indexOf("</body>"));
    expect(loader).toContain('p=["/assets/index-A.js","/assets/react-B.js","/assets/data-C.js"]');
    expect(loader).toContain('s.src="/assets/index-A.js"');
    // After the first painted frame (or 500 ms when no frame comes: a background tab), then the window's load
    // event, at most LOAD_WAIT_MS later; once only.
    expect(loader).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(loaded,0\)\}\);setTimeout\(loaded,500\)/);
    expect(loader).toContain(`setTimeout(go,${LOAD_WAIT_MS})`);
    expect(loader).toContain("if(done)return;done=true");
    // Everything else stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf(loader));
  });

  it("refuses a page without Vite's entry or without </body>", () => {
    expect(() => deferAppScripts("<html><body></body></html>")).toThrow(/Vite's entry/);
    expect(() => deferAppScripts('<script type="module" crossorigin src="/a.js"></script>')).toThrow(/no <\/body>/);
  });

  type FakeImage = { loading: string; decode: () => Promise<void> };

  /** Runs the loader against a fake page: frames, timers and the load event run when a test says so. */
  function runLoader(readyState: "loading" | "interactive" | "complete", images: FakeImage[] = [], page = PAGE) {
    const html = deferAppScripts(page);
    const code = html.slice(html.lastIndexOf("<script>") + 8, html.lastIndexOf("</script>"));
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const onLoad: (() => void)[] = [];
    const document = { readyState, images, createElement: () => ({}), head: { appendChild: (el: Record<string, string>) => added.push(el) } };
    new Function("document", "requestAnimationFrame", "setTimeout", "addEventListener", code)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      (type: string, fn: () => void) => type === "load" && onLoad.push(fn),
    );
    /** Runs the timers due within `ms` (in order of delay), repeatedly, as the event loop would. */
    const runTimers = (ms: number) => {
      for (;;) {
        const due = timers.filter((t) => t.ms <= ms).sort((a, b) => a.ms - b.ms)[0];
        if (!due) return;
        timers.splice(timers.indexOf(due), 1);
        due.fn();
      }
    };
    /** Paints a frame: runs the animation-frame callbacks queued so far, then the promises they settled. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const frame = async () => {
      await settle();
      for (const fn of frames.splice(0)) fn();
      await settle();
    };
    return { added, onLoad, runTimers, frame, timers };
  }

  // The entry's module preload, its imports', then the entry script (once all preloads are in).
  const EXPECTED = [
    { rel: "modulepreload", crossOrigin: "", href: "/assets/index-A.js" },
    { rel: "modulepreload", crossOrigin: "", href: "/assets/react-B.js" },
    { rel: "modulepreload", crossOrigin: "", href: "/assets/data-C.js" },
    { type: "module", crossOrigin: "", src: "/assets/index-A.js" },
  ];

  it("runs the loader: the scripts are added once, after a frame, the window's load event and a frame with the images", async () => {
    let decoded!: () => void;
    const photo = { loading: "eager", decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const later = { loading: "lazy", decode: () => new Promise<void>(() => {}) }; // never waited for
    const page = runLoader("interactive", [photo, later]);
    await page.frame();
    page.runTimers(0);
    expect(page.added).toEqual([]); // the images are still loading
    page.onLoad.forEach((fn) => fn());
    await page.frame();
    page.runTimers(0);
    expect(page.added).toEqual([]); // the photo is not decoded yet
    decoded(); // settles, and asks for a frame
    await page.frame();
    page.runTimers(0);
    expect(page.added).toEqual(EXPECTED);
    page.runTimers(Infinity); // the fallbacks find it done
    expect(page.added).toEqual(EXPECTED);
  });

  it("a page already loaded: right after the next frame; a page that never loads: after LOAD_WAIT_MS", async () => {
    const loaded = runLoader("complete");
    await loaded.frame(); // the first frame
    loaded.runTimers(0);
    expect(loaded.added).toEqual([]);
    await loaded.frame(); // the frame after the (no) images were decoded
    loaded.runTimers(0);
    expect(loaded.added).toEqual(EXPECTED);

    const slow = runLoader("interactive");
    await slow.frame();
    slow.runTimers(LOAD_WAIT_MS - 1);
    expect(slow.added).toEqual([]);
    slow.runTimers(LOAD_WAIT_MS);
    expect(slow.added).toEqual(EXPECTED);
    expect(slow.onLoad.length).toBe(1); // waited once, although both the frame and the 500 ms fallback came
  });

  it(`adds the module preloads ${MODULE_PRELOADS_PER_TASK} per task, the page's own chunks after the entry's, then the entry script`, async () => {
    const hrefs = Array.from({ length: 2 * MODULE_PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/dep-${i}.js`);
    const many = PAGE.replace(/\s*<link rel="modulepreload"[^>]*>/g, "").replace(
      "</head>",
      `${hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("")}</head>`,
    );
    const pageModules = ["/assets/home-E.js", "/assets/dep-0.js", "/assets/card-F.js"]; // one the entry has already
    const html = deferAppScripts(many, pageModules);
    const code = html.slice(html.lastIndexOf("<script>") + 8, html.lastIndexOf("</script>"));
    const added: Record<string, string>[] = [];
    const tasks: (() => void)[] = [];
    const document = { readyState: "complete", images: [], createElement: () => ({}), head: { appendChild: (el: Record<string, string>) => added.push(el) } };
    new Function("document", "requestAnimationFrame", "setTimeout", "addEventListener", code)(document, (fn: () => void) => fn(), (fn: () => void) => tasks.push(fn), () => {});
    await new Promise((resolve) => setTimeout(resolve, 0)); // the images' (none) decoding
    // Run the queue task by task until the loader has started (`go`), then count what each later task adds.
    const preloads = ["/assets/index-A.js", ...hrefs, "/assets/home-E.js", "/assets/card-F.js"];
    const perTask: number[] = [];
    while (tasks.length > 0) {
      const before = added.length;
      tasks.shift()!();
      if (added.length > before) perTask.push(added.length - before);
    }
    expect(added.map((el) => el.href ?? el.src)).toEqual([...preloads, "/assets/index-A.js"]);
    expect(added.at(-1)).toEqual({ type: "module", crossOrigin: "", src: "/assets/index-A.js" });
    expect(Math.max(...perTask.slice(0, -1))).toBe(MODULE_PRELOADS_PER_TASK);
  });

  it("a page's own chunks: its module and what it imports, without what the entry loads", () => {
    const manifest = {
      "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_framework-B.js"] },
      "_framework-B.js": { file: "assets/framework-B.js" },
      "src/app/public-pages/schedule-detail.ts": { file: "assets/schedule-detail-C.js", imports: ["index.html", "_framework-B.js", "_card-D.js"] },
      "_card-D.js": { file: "assets/card-D.js", imports: ["_badge-E.js", "_framework-B.js"] },
      "_badge-E.js": { file: "assets/badge-E.js", imports: ["_card-D.js"] }, // a cycle
    };
    expect(pageModulePreloads(manifest, "scheduleDetail")).toEqual(["/assets/schedule-detail-C.js", "/assets/card-D.js", "/assets/badge-E.js"]);
    // a page whose module is not named after its route id would lose its preloads silently: the build stops instead
    expect(() => pageModulePreloads(manifest, "notFound")).toThrow(/src\/app\/public-pages\/not-found\.ts.*"notFound"/);
    expect(pageModulePreloads({}, "notFound")).toEqual([]); // no manifest at all
  });

  it("without frames (a background tab) it starts waiting after 500 ms and adds the scripts after LOAD_WAIT_MS", async () => {
    const hidden = runLoader("complete");
    hidden.runTimers(499);
    expect(hidden.added).toEqual([]);
    hidden.runTimers(500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden.added).toEqual([]); // waiting for a frame that a hidden tab does not paint
    hidden.runTimers(500 + LOAD_WAIT_MS);
    expect(hidden.added).toEqual(EXPECTED);
  });
});

describe("first screen", () => {
  const shell = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
  const block = `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`;

  it("a page that marks the end of its first screen is not painted before the browser has read that mark", () => {
    const html = injectBody(shell, { html: `<main><section>hero</section><div id="${FIRST_SCREEN_END_ID}" hidden></div></main>`, state: { path: paths.home.getHref() } });
    expect(html).toContain(block);
    // In <head>, before anything is painted: right after the other-page guard.
    expect(html.indexOf(block)).toBeLessThan(html.indexOf("<title>"));
    expect(html.indexOf(block)).toBeGreaterThan(html.indexOf("[data-other-page] #root{visibility:hidden}"));
  });

  it("any other page is painted as soon as the browser can", () => {
    expect(injectBody(shell, { html: "<main><h1>Jadwal</h1></main>", state: { path: paths.schedules.getHref() } })).not.toContain('rel="expect"');
  });
});

describe("createCriticalCss", () => {
  it("inlines the rules the page uses (both themes, arbitrary variants, media queries) and loads the rest without blocking", async () => {
    const out = mkdtempSync(join(tmpdir(), "critical-"));
    try {
      mkdirSync(join(out, "assets"));
      writeFileSync(join(out, "assets", "index-D.css"), CSS);
      const html = await createCriticalCss(out).process(PAGE);
      const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).filter((css) => !css.includes("data-other-page")).join("");
      expect(inline).toContain(".fixed{position:fixed}");
      expect(inline).toContain(".dark .text-3xl{color:");
      expect(inline).toContain(">svg{width:.75rem}");
      expect(inline).toMatch(/@media \(min-width:640px\)\{\.text-3xl\{font-size:2\.25rem\}\}/);
      expect(inline).not.toContain("text-9xl");
      // The page's own inline rule is kept as written; <html> is left as it was.
      expect(html).toContain("<style>[data-other-page] #root{visibility:hidden}</style>");
      expect(html).toMatch(/<html lang="id">/);
      // Not blocking, and still loaded without JavaScript.
      expect(html).toMatch(/<link rel="preload" crossorigin href="\/assets\/index-D\.css" onload="this\.rel='stylesheet'" as="style">/);
      expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-D.css"></noscript>');
      expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>\s*(?!<\/noscript>)<style>/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
