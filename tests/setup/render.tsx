/**
 * Render helpers for component tests: everything goes through the real providers (React Query with a
 * fresh client per render and retry off, next-themes, the toaster, the session bootstrap) and a memory
 * router. `renderRoute(path)` uses the SAME route table as the app (src/app/router.tsx), so layouts,
 * guards and lazily loaded pages behave as in the browser.
 *
 *   const { user } = renderRoute(paths.schedules.getHref());
 *   expect(await screen.findByRole("heading", { name: "Jadwal Pelatihan" })).toBeInTheDocument();
 *
 *   renderWithProviders(<SchedulesTable rows={[]} />, { initialEntries: [paths.admin.schedules.getHref()] });
 *   renderWithProviders({ route: paths.admin.dashboard.getHref() });   // same as renderRoute(paths.admin.dashboard.getHref())
 *   renderRoutes([{ path: "/x", element: <PublicLayout /> , children: [...] }], { initialEntries: ["/x"] });
 */
import type { ReactElement } from "react";
import { act, cleanup, configure, getConfig, render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";

import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/app/query-client";
import { routes as appRoutes, patchRoutesOnNavigation } from "@/app/router";
import { resetToasts } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";

installDomPolyfills();

// Toasts live in a module-level store: never let one test's toast leak into the next. Unmount first: this hook runs
// before the setup file's clean-up, and emptying the store under a mounted toaster updated it outside act().
afterEach(() => {
  cleanup();
  resetToasts();
  liveRouters.clear();
});

/*
 * Every `waitFor` / `findBy*` (and user-event action) first waits until the routers rendered by this
 * module have loaded their route code and finished navigating, then gets its usual one-second window.
 * Pages are lazily loaded chunks, and in the test runner the first import of a page transforms and
 * evaluates its whole module graph, which takes seconds on a busy machine: without this, the window
 * raced the import. The wait follows the router's own state and has no deadline of its own (a
 * navigation that never ends fails at the test's timeout). A navigation that starts AFTER the wait
 * (a guard's <Navigate>, a sign-in redirect) is awaited with `waitForLocation`.
 */
type AppRouter = ReturnType<typeof createMemoryRouter>;
const liveRouters = new Set<AppRouter>();
const routeCodeLoading = () =>
  [...liveRouters].some((router) => !router.state.initialized || router.state.navigation.state !== "idle");
const libraryAsyncWrapper = getConfig().asyncWrapper;
configure({
  asyncWrapper: (callback) =>
    libraryAsyncWrapper(async () => {
      while (routeCodeLoading()) await new Promise((resolve) => setTimeout(resolve, 20));
      return callback();
    }),
});

export type RenderOptions = {
  /** Memory-history entries; the last one is the current location. Default: the home page. */
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
  const { initialEntries = [paths.home.getHref()], initialIndex, queryClient = createTestQueryClient(), bootstrapSession } = options;
  // The app's table gets the app's lazy route discovery (the panel's routes, src/app/admin-routes.tsx).
  const router = createMemoryRouter(routes, { initialEntries, initialIndex, ...(routes === appRoutes ? { patchRoutesOnNavigation } : {}) });
  liveRouters.add(router);
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} bootstrapSession={bootstrapSession}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

/**
 * Resolves once the router has COMPLETED a navigation to `pathname`: the target route's lazy code is
 * loaded, its loaders ran and the location is committed (`navigation.state === "idle"`).
 *
 * Use this instead of `waitFor(() => expect(router.state.location.pathname).toBe(...))`: the router only
 * changes `location` after it has imported the target page's chunk, and in the test runner the first
 * import of a page means transforming its whole module graph, which on a busy machine takes longer than
 * `waitFor`'s one-second window (the redirect to /login failed that way). This waits for the router's state
 * instead of a clock; a navigation that never happens still fails, at the test's timeout.
 */
export async function waitForLocation(router: AppRouter, pathname: string): Promise<void> {
  const arrived = () =>
    router.state.initialized && router.state.navigation.state === "idle" && router.state.location.pathname === pathname;
  // Poll inside act() so React renders what the router and the session produce in between (the guard's
  // <Navigate> is what starts the redirect), like waitFor does, but without waitFor's deadline.
  while (!arrived()) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  }
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
