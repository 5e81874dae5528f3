import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";

import PublicLayout from "@/app/layouts/public-layout";
import InitialFallback from "@/app/routes/initial-fallback";
import NotFoundPage from "@/app/routes/not-found";
import RouteErrorPage from "@/app/routes/route-error";

type PageModule = { default: ComponentType };

/*
 * Every page is its own lazily loaded chunk. The admin layout (with the guard), the login page and
 * every admin page are reached only through these dynamic imports, so public pages load no admin
 * code (vite.config.ts fails the build if they ever would).
 */

/** Route `lazy` for a module whose default export is the route component. */
const lazyPage = (importer: () => Promise<PageModule>) => async () => ({ Component: (await importer()).default });

export const pages = {
  // public
  home: () => import("@/app/routes/home"),
  schedules: () => import("@/features/schedules/pages/schedules-page"),
  programs: () => import("@/features/programs/pages/programs-page"),
  categories: () => import("@/features/programs/pages/categories-page"),
  categoryPrograms: () => import("@/features/programs/pages/category-programs-page"),
  programDetail: () => import("@/features/programs/pages/program-detail-page"),
  facilities: () => import("@/features/facilities/pages/facilities-page"),
  gallery: () => import("@/features/gallery/pages/gallery-page"),
  contact: () => import("@/features/contact/pages/contact-page"),
  // anonymous
  login: () => import("@/features/auth/pages/login-page"),
  // admin
  adminLayout: () => import("@/app/layouts/admin-layout"),
  dashboard: () => import("@/app/routes/dashboard"),
  adminPrograms: () => import("@/features/programs/pages/admin-programs-page"),
  adminInstructors: () => import("@/features/instructors/pages/admin-instructors-page"),
  adminSchedules: () => import("@/features/schedules/pages/admin-schedules-page"),
  adminGallery: () => import("@/features/gallery/pages/admin-gallery-page"),
  adminFacilities: () => import("@/features/facilities/pages/admin-facilities-page"),
  adminBanners: () => import("@/features/banners/pages/admin-banners-page"),
  adminContact: () => import("@/features/contact/pages/admin-contact-page"),
  adminProfile: () => import("@/features/profile/pages/admin-profile-page"),
} satisfies Record<string, () => Promise<PageModule>>;

/** The route table of SPEC §2.1, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    id: "root",
    errorElement: <RouteErrorPage />,
    HydrateFallback: InitialFallback,
    children: [
      {
        id: "public",
        Component: PublicLayout,
        children: [
          { id: "home", index: true, lazy: lazyPage(pages.home) },
          { id: "schedules", path: "jadwal", lazy: lazyPage(pages.schedules) },
          { id: "programs", path: "program-pelatihan", lazy: lazyPage(pages.programs) },
          { id: "categories", path: "program-pelatihan/kategori", lazy: lazyPage(pages.categories) },
          {
            id: "categoryPrograms",
            path: "program-pelatihan/kategori/:categoryName",
            lazy: lazyPage(pages.categoryPrograms),
          },
          { id: "programDetail", path: "program-pelatihan/:id", lazy: lazyPage(pages.programDetail) },
          { id: "facilities", path: "fasilitas", lazy: lazyPage(pages.facilities) },
          { id: "gallery", path: "galeri", lazy: lazyPage(pages.gallery) },
          { id: "contact", path: "kontak", lazy: lazyPage(pages.contact) },
          { id: "notFound", path: "*", Component: NotFoundPage },
        ],
      },
      { id: "login", path: "login", lazy: lazyPage(pages.login) },
      {
        id: "admin",
        path: "dashboard",
        lazy: lazyPage(pages.adminLayout),
        children: [
          { id: "dashboard", index: true, lazy: lazyPage(pages.dashboard) },
          { id: "adminPrograms", path: "program-pelatihan", lazy: lazyPage(pages.adminPrograms) },
          { id: "adminInstructors", path: "instruktur", lazy: lazyPage(pages.adminInstructors) },
          { id: "adminSchedules", path: "jadwal", lazy: lazyPage(pages.adminSchedules) },
          { id: "adminGallery", path: "galeri", lazy: lazyPage(pages.adminGallery) },
          { id: "adminFacilities", path: "fasilitas", lazy: lazyPage(pages.adminFacilities) },
          { id: "adminBanners", path: "hero-banner", lazy: lazyPage(pages.adminBanners) },
          { id: "adminContact", path: "informasi-kontak", lazy: lazyPage(pages.adminContact) },
          { id: "adminProfile", path: "profile", lazy: lazyPage(pages.adminProfile) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
