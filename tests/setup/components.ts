/**
 * Vitest setup for the "components" project (jsdom): jest-dom matchers, the
 * MSW server (every request must be handled: onUnhandledRequest "error"),
 * a clean slate after every test (handlers, data, switches, storage, DOM),
 * and the browser APIs jsdom lacks.
 *
 * Helpers for tests:
 *   import { setViewportWidth, setPrefersDark } from "../setup/components";
 *   setViewportWidth(390);   // mobile (< 768 px): matchMedia("(max-width: 767px)").matches === true, "resize" fired
 *   setViewportWidth(1440);  // desktop (the default is 1024)
 */
import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "../msw/server";
import { resetDb } from "../msw/db";
import { resetControls } from "../msw/controls";

// Menus, the mobile sheet and the toaster are separate chunks loaded on first use (src/components/on-demand.tsx,
// src/components/ui/lazy-toaster.tsx). Transform them once up front, as a browser's cache would hold them,
// so a test's first click does not wait for a cold module transform.
beforeAll(async () => {
  await Promise.all([
    import("@/components/theme-menu"),
    import("@/app/layouts/user-menu-content"),
    import("@/app/layouts/mobile-menu"),
    import("@/components/ui/toaster"),
  ]);
}, 30_000);

// ---------------------------------------------------------------------------
// Viewport + matchMedia (controllable)
// ---------------------------------------------------------------------------
const DEFAULT_WIDTH = 1024;
const DEFAULT_HEIGHT = 768;

type Listener = (event: MediaQueryListEvent) => void;

interface ViewportState {
  width: number;
  height: number;
  prefersDark: boolean;
  lists: Set<FakeMediaQueryList>;
}

const state: ViewportState = ((globalThis as Record<string, unknown>).__mswViewport as ViewportState | undefined) ?? {
  width: DEFAULT_WIDTH,
  height: DEFAULT_HEIGHT,
  prefersDark: false,
  lists: new Set(),
};
(globalThis as Record<string, unknown>).__mswViewport = state;

function toPx(value: string): number {
  const m = /^([\d.]+)(px|em|rem)?$/.exec(value.trim());
  if (!m) return NaN;
  return m[2] === "em" || m[2] === "rem" ? Number(m[1]) * 16 : Number(m[1]);
}

/** Evaluates the media queries the app uses: min/max-width/height, prefers-color-scheme, orientation, and/or/not. */
export function evaluateMediaQuery(query: string): boolean {
  return query.split(",").some((part) => {
    let q = part.trim().toLowerCase();
    let negate = false;
    if (q.startsWith("not ")) {
      negate = true;
      q = q.slice(4);
    }
    const result = q
      .split(/\s+and\s+/)
      .map((c) => c.trim())
      .every((cond) => {
        if (cond === "all" || cond === "screen") return true;
        if (cond === "print") return false;
        const m = /^\(\s*([a-z-]+)\s*(?::\s*([^)]+))?\)$/.exec(cond);
        if (!m) return false;
        const [, feature, value = ""] = m;
        switch (feature) {
          case "min-width":
            return state.width >= toPx(value);
          case "max-width":
            return state.width <= toPx(value);
          case "min-height":
            return state.height >= toPx(value);
          case "max-height":
            return state.height <= toPx(value);
          case "prefers-color-scheme":
            return value.trim() === (state.prefersDark ? "dark" : "light");
          case "prefers-reduced-motion":
            return value.trim() === "no-preference";
          case "orientation":
            return value.trim() === (state.width >= state.height ? "landscape" : "portrait");
          case "hover":
            return value.trim() === "hover";
          case "pointer":
            return value.trim() === "fine";
          default:
            return false;
        }
      });
    return negate ? !result : result;
  });
}

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  readonly media: string;
  matches: boolean;
  onchange: ((this: MediaQueryList, ev: MediaQueryListEvent) => unknown) | null = null;
  private legacy = new Set<Listener>();

  constructor(media: string) {
    super();
    this.media = media;
    this.matches = evaluateMediaQuery(media);
  }
  addListener(listener: Listener | null) {
    if (listener) this.legacy.add(listener);
  }
  removeListener(listener: Listener | null) {
    if (listener) this.legacy.delete(listener);
  }
  /** Re-evaluates and notifies when the result changed. */
  update() {
    const next = evaluateMediaQuery(this.media);
    if (next === this.matches) return;
    this.matches = next;
    const event = Object.assign(new Event("change"), { matches: next, media: this.media }) as MediaQueryListEvent;
    this.dispatchEvent(event);
    this.onchange?.call(this, event);
    for (const l of this.legacy) l.call(this, event);
  }
}

function matchMedia(query: string): MediaQueryList {
  const list = new FakeMediaQueryList(query);
  state.lists.add(list);
  return list;
}

function notifyViewport() {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: state.width });
  Object.defineProperty(window, "innerHeight", { configurable: true, writable: true, value: state.height });
  Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: state.width });
  for (const list of state.lists) list.update();
  window.dispatchEvent(new Event("resize"));
}

/**
 * Sets the viewport width (and optionally height), updates every matchMedia list and fires "resize". Like Testing
 * Library's fireEvent, inside act(): the page re-renders for the new width before the test goes on.
 */
export function setViewportWidth(px: number, height: number = state.height): void {
  state.width = px;
  state.height = height;
  act(() => notifyViewport());
}

/** Sets what `(prefers-color-scheme: dark)` answers (the "system" theme), inside act() like setViewportWidth. */
export function setPrefersDark(dark: boolean): void {
  state.prefersDark = dark;
  act(() => {
    for (const list of state.lists) list.update();
  });
}

// ---------------------------------------------------------------------------
// Polyfills for what jsdom lacks
// ---------------------------------------------------------------------------
class ResizeObserverStub implements ResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    void callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root: Element | Document | null = null;
  readonly rootMargin = "0px";
  readonly thresholds: readonly number[] = [0];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    void callback;
    this.root = options?.root ?? null;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function installPolyfills() {
  window.matchMedia = matchMedia;
  window.ResizeObserver = ResizeObserverStub;
  globalThis.ResizeObserver = ResizeObserverStub;
  window.IntersectionObserver = IntersectionObserverStub;
  globalThis.IntersectionObserver = IntersectionObserverStub;

  const element = window.Element.prototype as Element & Record<string, unknown>;
  element.scrollIntoView = function scrollIntoView() {};
  if (!element.scrollTo) element.scrollTo = function scrollTo() {};
  if (!element.hasPointerCapture) element.hasPointerCapture = () => false;
  if (!element.setPointerCapture) element.setPointerCapture = () => {};
  if (!element.releasePointerCapture) element.releasePointerCapture = () => {};

  window.scrollTo = (() => {}) as typeof window.scrollTo;
  window.scroll = (() => {}) as typeof window.scroll;

  let objectUrls = 0;
  if (typeof URL.createObjectURL !== "function") URL.createObjectURL = () => `blob:http://localhost:3000/msw-${++objectUrls}`;
  if (typeof URL.revokeObjectURL !== "function") URL.revokeObjectURL = () => {};

  // Radix and embla measure elements; jsdom returns zeros, which is fine, but DOMRect must exist.
  if (typeof window.DOMRect === "undefined") {
    (window as unknown as { DOMRect: unknown }).DOMRect = class {
      constructor(
        public x = 0,
        public y = 0,
        public width = 0,
        public height = 0,
      ) {}
      static fromRect() {
        return new this();
      }
    };
  }
}

installPolyfills();
notifyViewport();

// ---------------------------------------------------------------------------
// Lifecycle
// ---------------------------------------------------------------------------
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetControls();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  state.prefersDark = false;
  setViewportWidth(DEFAULT_WIDTH, DEFAULT_HEIGHT);
});

afterAll(() => {
  server.close();
});
