/**
 * What the prerender does to a page's HTML after rendering it (docs/performance.md): the critical CSS inline and
 * the stylesheet loaded without blocking the first paint, and the app's scripts added after that paint.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createCriticalCss } from "../../scripts/lib/critical-css";
import { deferAppScripts } from "../../scripts/lib/prerender-pages";

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
    expect(loader).toContain('p=["/assets/react-B.js","/assets/data-C.js"]');
    expect(loader).toContain('s.src="/assets/index-A.js"');
    // After the first painted frame, or after 500 ms when no frame comes (a background tab); once only.
    expect(loader).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(go,0\)\}\);setTimeout\(go,500\)/);
    expect(loader).toContain("if(done)return;done=true");
    // Everything else stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf(loader));
  });

  it("refuses a page without Vite's entry or without </body>", () => {
    expect(() => deferAppScripts("<html><body></body></html>")).toThrow(/Vite's entry/);
    expect(() => deferAppScripts('<script type="module" crossorigin src="/a.js"></script>')).toThrow(/no <\/body>/);
  });

  it("runs the loader: the scripts are added once, after a frame", () => {
    const html = deferAppScripts(PAGE);
    const code = html.slice(html.lastIndexOf("<script>") + 8, html.lastIndexOf("</script>"));
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (el: Record<string, string>) => added.push(el) } };
    new Function("document", "requestAnimationFrame", "setTimeout", code)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn),
    );
    expect(added).toEqual([]);
    frames.forEach((fn) => fn());
    timers.forEach((fn) => fn());
    timers.forEach((fn) => fn());
    expect(added).toEqual([
      { rel: "modulepreload", crossOrigin: "", href: "/assets/react-B.js" },
      { rel: "modulepreload", crossOrigin: "", href: "/assets/data-C.js" },
      { type: "module", crossOrigin: "", src: "/assets/index-A.js" },
    ]);
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
