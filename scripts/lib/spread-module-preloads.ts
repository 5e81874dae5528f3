/**
 * Vite plugin (vite.config.ts): the module preloads of a lazily loaded chunk are added a few per task
 * (docs/performance.md, "Module preloads, a few per task").
 *
 * Vite's preload helper (`\0vite/preload-helper.js`, behind every `import()` in the build) adds a
 * `<link rel="modulepreload">` for each dependency of the chunk being imported, all in the task that calls `import()`.
 * Each link starts a request on the main thread: the home page's route (33 chunks) took ~25 ms in one task
 * unthrottled (Lighthouse's trace, which records a stack for each), ~100 ms at Lighthouse's 4x CPU slowdown, all of it Total Blocking Time. Here the helper's
 * `document.head.appendChild(link)` hands module preloads to a queue that adds MODULE_PRELOADS_PER_TASK of them per
 * task. Nothing waits for them: the helper waits only for stylesheets (still added at once), and the browser fetches
 * a module the chunk imports anyway, so a preload added later is never a missing one.
 *
 * The helper's code is Vite's own: when a Vite update changes the line this plugin replaces, the build fails with
 * the reason instead of shipping the helper unchanged.
 */
import type { Plugin } from "vite";

export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const APPEND = "document.head.appendChild(link);";
/** Module preloads added per task, here and by the prerendered pages' loader (prerender-pages.ts). */
export const MODULE_PRELOADS_PER_TASK = 3;

/** The queue, as source put before the helper's code: `appendSoon(link)` replaces its `document.head.appendChild(link)`. */
const QUEUE =
  `const pendingPreloads = [];` +
  `function appendSoon(link) {` +
  `if (link.rel === "stylesheet") { document.head.appendChild(link); return; }` +
  `if (pendingPreloads.push(link) > 1) return;` +
  `setTimeout(function addSome() {` +
  `for (const item of pendingPreloads.splice(0, ${MODULE_PRELOADS_PER_TASK})) document.head.appendChild(item);` +
  `if (pendingPreloads.length > 0) setTimeout(addSome, 0);` +
  `}, 0);` +
  `}`;

/** The helper's code with its link appends queued; throws when the helper no longer has the line to replace. */
export function spreadPreloadAppends(helperCode: string): string {
  if (!helperCode.includes(APPEND)) {
    throw new Error(`Vite's preload helper no longer contains "${APPEND}": update scripts/lib/spread-module-preloads.ts.`);
  }
  return QUEUE + helperCode.replace(APPEND, "appendSoon(link);");
}

export function spreadModulePreloads(): Plugin {
  let applied = false;
  return {
    name: "spread-module-preloads",
    // The browser's bundle only: the prerender's server build preloads nothing.
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    buildStart() {
      applied = false;
    },
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      try {
        const spread = spreadPreloadAppends(code);
        applied = true;
        return { code: spread, map: null };
      } catch (error) {
        this.error((error as Error).message);
      }
    },
    buildEnd(error) {
      // A helper under another module id would be shipped unchanged.
      if (!error && !applied && [...this.getModuleIds()].some((id) => id.includes("preload-helper"))) {
        this.error(`Vite's preload helper is no longer "${PRELOAD_HELPER_ID.slice(1)}": update scripts/lib/spread-module-preloads.ts.`);
      }
    },
  };
}
