import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router-dom";

import PublicLayout from "@/app/layouts/public-layout";
import { paths } from "@/config/paths";
import { PUBLIC_PAGES, type PublicRoute } from "@/app/public-pages";
import InitialFallback from "@/app/routes/initial-fallback";
import RouteErrorPage from "@/app/routes/route-error";
import { lazyPage, type PageModule } from "@/app/lazy-page";

/*
 * Every page is its own lazily loaded chunk. The login page is reached only through its dynamic import, and the
 * admin layout (with the guard) and every admin page through the panel's own route table (src/app/admin-routes.tsx),
 * patched in on the first navigation to /dashboard: public pages load no admin code, not even the admin pages'
 * import list (vite.config.ts fails the build if they ever would).
 */

/**
 * Route `lazy` of a public page: its component, and its description (queries, head: src/app/public-pages/page.ts) as
 * the route's `handle`, which `PublicPageMeta` reads from the matched route.
 */
const lazyPublicPage = (route: PublicRoute) => async () => {
  const { default: Component, page } = await route.load();
  return { Component, handle: page };
};

export const pages = {
  // public: the registry's pages (src/app/public-pages/index.ts)
  ...Object.fromEntries(PUBLIC_PAGES.map((route) => [route.id, route.load])),
  // anonymous
  login: () => import("@/features/auth/pages/login-page"),
  setPassword: () => import("@/features/auth/pages/set-password-page"),
} satisfies Record<string, () => Promise<PageModule>>;

/** The route table (paths from the registry, src/config/paths.ts), shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    id: "root",
    errorElement: <RouteErrorPage />,
    HydrateFallback: InitialFallback,
    children: [
      {
        id: "public",
        Component: PublicLayout,
        // The home page is the layout's index route; the 404 page ("*") stays last.
        children: PUBLIC_PAGES.map((route) => ({
          id: route.id,
          ...(route.path === paths.home.path ? { index: true } : { path: route.path }),
          lazy: lazyPublicPage(route),
        })),
      },
      { id: "login", path: paths.login.path, lazy: lazyPage(pages.login) },
      { id: "setPassword", path: paths.setPassword.path, lazy: lazyPage(pages.setPassword) },
    ],
  },
];

const isAdminPath = (path: string) => path === paths.admin.dashboard.path || path.startsWith(`${paths.admin.dashboard.path}/`);

/**
 * Lazy route discovery: a path under /dashboard first matches only the 404 page's splat, so React Router asks here
 * before it commits to it; the panel's routes are added under the root (once: the router drops a route it already
 * has) and the path is matched again. Any router of the app table is created with it (the tests' too).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoute } = await import("@/app/admin-routes");
  patch("root", [adminRoute]);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
