/**
 * The id of an empty element a page renders right after a first screen that would move if painted half-read (the
 * home page's hero); the prerender makes the first paint wait for it with `<link rel="expect" blocking="render">`
 * (docs/performance.md, "The first screen is read before the first paint").
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";
