/**
 * The id of an empty element a page renders right after its first screen, when that screen would move while the
 * browser is still reading the HTML: the home page's hero fills the screen and its text sits at the bottom, so a
 * first paint from part of the hero's HTML (a slow phone's parser pauses to paint) showed its first line at the
 * bottom, then moved it up as the rest arrived (a layout shift, CLS 0.19 in one Lighthouse run). The prerender puts
 * `<link rel="expect" href="#first-screen-end" blocking="render">` in such a page's <head>
 * (scripts/lib/prerender-pages.ts): the browser paints nothing before that element has been read.
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";
