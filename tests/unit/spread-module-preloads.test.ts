// @vitest-environment jsdom
/**
 * scripts/lib/spread-module-preloads.ts: the module preloads Vite's helper adds for a lazily loaded chunk are added a
 * few per task; stylesheets still at once.
 */
import { MODULE_PRELOADS_PER_TASK, spreadPreloadAppends } from "../../scripts/lib/spread-module-preloads";

/** The part of Vite's helper the plugin changes: one link per dependency, appended to <head>. */
const HELPER = `globalThis.__preload = function (hrefs, rel) {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    document.head.appendChild(link);
  }
};`;

const links = (rel: string) => document.head.querySelectorAll(`link[rel="${rel}"]`).length;

describe("module preloads, a few per task", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    new Function(spreadPreloadAppends(HELPER))();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`adds a chunk's module preloads ${MODULE_PRELOADS_PER_TASK} per task, none in the task that imports it`, () => {
    const preload = (globalThis as unknown as { __preload: (hrefs: string[], rel: string) => void }).__preload;
    const n = MODULE_PRELOADS_PER_TASK;
    preload(Array.from({ length: 3 * n - 1 }, (_, i) => `/assets/chunk-${i}.js`), "modulepreload");
    expect(links("modulepreload")).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(links("modulepreload")).toBe(n);
    // A second import meanwhile joins the same queue, in order.
    preload(["/assets/late.js"], "modulepreload");
    vi.advanceTimersToNextTimer();
    expect(links("modulepreload")).toBe(2 * n);
    vi.advanceTimersToNextTimer();
    expect(links("modulepreload")).toBe(3 * n);
    expect(vi.getTimerCount()).toBe(0);
    const hrefs = [...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([...Array.from({ length: 3 * n - 1 }, (_, i) => `/assets/chunk-${i}.js`), "/assets/late.js"]);
  });

  it("adds a stylesheet at once (the helper waits for it to load)", () => {
    const preload = (globalThis as unknown as { __preload: (hrefs: string[], rel: string) => void }).__preload;
    preload(["/assets/page.css"], "stylesheet");
    expect(links("stylesheet")).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("refuses a helper without the line it replaces (a Vite update changed it)", () => {
    expect(() => spreadPreloadAppends("document.body.append(link);")).toThrow(/no longer contains/);
  });
});
