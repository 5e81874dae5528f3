/**
 * Critical CSS for prerendered pages (docs/performance.md, "Critical CSS"). A prerendered page's content is in
 * its HTML, but the browser paints nothing until the whole stylesheet (~13 KiB gzip) has arrived. Beasties (the
 * maintained successor of Google's critters) inlines the rules the page's markup uses and loads the stylesheet
 * without blocking the first paint; the rest of the rules (menus, dialogs, toasts) arrive before anyone opens them.
 *
 * Both colour themes: the theme is chosen in the browser (an inline script sets `class="dark"` on <html>), so the
 * page is analysed as if dark were on; the `.dark …` rules then count as used, and the light ones match anyway.
 */
import Beasties from "beasties";

export type CriticalCss = { process: (html: string) => Promise<string> };

const HTML_TAG = /<html(\s[^>]*)?>/i;

export function createCriticalCss(outDir: string): CriticalCss {
  const beasties = new Beasties({
    path: outDir,
    publicPath: "/",
    // The stylesheet is shared by every page: it stays whole.
    pruneSource: false,
    // <link rel="preload" as="style" onload="this.rel='stylesheet'"> with a <noscript> fallback.
    preload: "swap",
    noscriptFallback: true,
    // Inline <style> elements of the page (e.g. the other-page guard of prerender-pages.ts) are kept as written.
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: "critical",
    // Tailwind's arbitrary variants (`[&>svg]:size-3`, escaped as `.\[\&\>svg\]\:size-3>svg`) are selectors
    // Beasties cannot match against the page, so it would drop them (badge icons drawn at 24 px until the
    // stylesheet arrives, a layout shift): they are all kept (a few hundred bytes).
    allowRules: [/\\\[\\&/],
    fonts: false,
    compress: true,
    logLevel: "warn",
  });
  return {
    async process(html) {
      const tag = html.match(HTML_TAG);
      if (!tag) throw new Error("critical CSS: the page has no <html> element");
      if (/\bclass=/.test(tag[0])) throw new Error("critical CSS: <html> already has a class attribute; expected none");
      const asDark = html.replace(HTML_TAG, (whole) => whole.replace(/>$/, ' class="dark">'));
      const processed = await beasties.process(asDark);
      // Beasties marks <html> with data-beasties-container; the page does not need it.
      return processed.replace(/<html([^>]*?) class="dark"([^>]*)>/i, "<html$1$2>").replace(/<html([^>]*?) data-beasties-container(="")?/i, "<html$1");
    },
  };
}
