/**
 * Render helpers for component tests: everything goes through the real providers (React Query with a
 * fresh client per render and retry off, next-themes, the toaster, the session bootstrap) and a memory
 * router. `renderRoute(path)` uses the SAME route table as the app (src/app/router.tsx), so layouts,
 * guards and lazily loaded pages behave as in the browser.
 *
 *   const { user } = renderRoute("/jadwal");
 *   expect(await screen.findByRole("heading", { name: "Jadwal Pelatihan" })).toBeInTheDocument();
 *
 *   renderWithProviders(<SchedulesTable items={[]} />, { initialEntries: ["/dashboard/jadwal"] });
 *   renderWithProviders({ route: "/dashboard" });            // same as renderRoute("/dashboard")
 *   renderRoutes([{ path: "/x", element: <PublicLayout /> , children: [...] }], { initialEntries: ["/x"] });
 */
import type { ReactElement } from "react";
import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";

import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/app/query-client";
import { routes as appRoutes } from "@/app/router";
import { resetToasts } from "@/components/ui/use-toast";

installDomPolyfills();

// Toasts live in a module-level store: never let one test's toast leak into the next.
afterEach(() => {
  resetToasts();
});

export type RenderOptions = {
  /** Memory-history entries; the last one is the current location. Default ["/"]. */
  initialEntries?: string[];
  /** Index into initialEntries to start at (default: the last). */
  initialIndex?: number;
  /** Bring your own QueryClient (e.g. pre-seeded with data); default: a fresh one with retry off. */
  queryClient?: QueryClient;
  /** Mount the session bootstrap (useSession + useKeepAlive) as the app does. Default true. */
  bootstrapSession?: boolean;
};

export type RenderWithRouterResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/** A fresh QueryClient configured like the app's, but with retries off (failures show at once). */
export function createTestQueryClient() {
  return createQueryClient({ retry: false });
}

/** Render a route tree in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}): RenderWithRouterResult {
  const { initialEntries = ["/"], initialIndex, queryClient = createTestQueryClient(), bootstrapSession } = options;
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} bootstrapSession={bootstrapSession}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Render the real application routes (src/app/router.tsx) at `path`. */
export function renderRoute(path: string, options: Omit<RenderOptions, "initialEntries"> = {}) {
  return renderRoutes(appRoutes, { ...options, initialEntries: [path] });
}

/**
 * Render a single element through the providers and a memory router (the element is mounted at
 * every path, so links and navigation work), or `{ route: "/path" }` for the real route table.
 */
export function renderWithProviders(ui: ReactElement | { route: string }, options: RenderOptions = {}) {
  if (isRouteRequest(ui)) return renderRoute(ui.route, options);
  return renderRoutes([{ path: "*", element: ui }], options);
}

function isRouteRequest(value: ReactElement | { route: string }): value is { route: string } {
  return typeof value === "object" && value !== null && "route" in value && typeof value.route === "string";
}

/** jsdom lacks a few browser APIs that next-themes and Radix rely on. Installed once, only if missing. */
function installDomPolyfills() {
  if (typeof window === "undefined") return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!("ResizeObserver" in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  if (!("PointerEvent" in window)) {
    // jsdom has no PointerEvent: Radix reads clientX/button/pointerType from pointer events (toast swipe, menus).
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? "mouse";
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
  }
  const proto = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  if (!proto.hasPointerCapture) proto.hasPointerCapture = () => false;
  if (!proto.setPointerCapture) proto.setPointerCapture = () => {};
  if (!proto.releasePointerCapture) proto.releasePointerCapture = () => {};
  if (!proto.scrollIntoView) proto.scrollIntoView = () => {};
  // jsdom "implements" scrollTo by logging "Not implemented"; ScrollRestoration calls it on every navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
