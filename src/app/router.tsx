import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";

import PublicLayout from "@/app/layouts/public-layout";
import { paths } from "@/config/paths";
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
  scheduleDetail: () => import("@/features/schedules/pages/schedule-detail-page"),
  announcements: () => import("@/features/announcements/pages/announcements-page"),
  announcementDetail: () => import("@/features/announcements/pages/announcement-detail-page"),
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
  adminHistory: () => import("@/features/history/pages/admin-history-page"),
  adminAnnouncements: () => import("@/features/announcements/pages/admin-announcements-page"),
  adminFaqs: () => import("@/features/faqs/pages/admin-faqs-page"),
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
        children: [
          { id: "home", index: true, lazy: lazyPage(pages.home) },
          { id: "schedules", path: paths.schedules.path, lazy: lazyPage(pages.schedules) },
          { id: "scheduleDetail", path: paths.scheduleDetail.path, lazy: lazyPage(pages.scheduleDetail) },
          { id: "announcements", path: paths.announcements.path, lazy: lazyPage(pages.announcements) },
          { id: "announcementDetail", path: paths.announcementDetail.path, lazy: lazyPage(pages.announcementDetail) },
          { id: "programs", path: paths.programs.path, lazy: lazyPage(pages.programs) },
          { id: "categories", path: paths.categories.path, lazy: lazyPage(pages.categories) },
          {
            id: "categoryPrograms",
            path: paths.categoryPrograms.path,
            lazy: lazyPage(pages.categoryPrograms),
          },
          { id: "programDetail", path: paths.programDetail.path, lazy: lazyPage(pages.programDetail) },
          { id: "facilities", path: paths.facilities.path, lazy: lazyPage(pages.facilities) },
          { id: "gallery", path: paths.gallery.path, lazy: lazyPage(pages.gallery) },
          { id: "contact", path: paths.contact.path, lazy: lazyPage(pages.contact) },
          { id: "notFound", path: "*", Component: NotFoundPage },
        ],
      },
      { id: "login", path: paths.login.path, lazy: lazyPage(pages.login) },
      {
        id: "admin",
        path: paths.admin.dashboard.path,
        lazy: lazyPage(pages.adminLayout),
        children: [
          { id: "dashboard", index: true, lazy: lazyPage(pages.dashboard) },
          { id: "adminPrograms", path: paths.admin.programs.path, lazy: lazyPage(pages.adminPrograms) },
          { id: "adminInstructors", path: paths.admin.instructors.path, lazy: lazyPage(pages.adminInstructors) },
          { id: "adminSchedules", path: paths.admin.schedules.path, lazy: lazyPage(pages.adminSchedules) },
          { id: "adminGallery", path: paths.admin.gallery.path, lazy: lazyPage(pages.adminGallery) },
          { id: "adminFacilities", path: paths.admin.facilities.path, lazy: lazyPage(pages.adminFacilities) },
          { id: "adminBanners", path: paths.admin.banners.path, lazy: lazyPage(pages.adminBanners) },
          { id: "adminAnnouncements", path: paths.admin.announcements.path, lazy: lazyPage(pages.adminAnnouncements) },
          { id: "adminFaqs", path: paths.admin.faqs.path, lazy: lazyPage(pages.adminFaqs) },
          { id: "adminContact", path: paths.admin.contact.path, lazy: lazyPage(pages.adminContact) },
          { id: "adminProfile", path: paths.admin.profile.path, lazy: lazyPage(pages.adminProfile) },
          { id: "adminHistory", path: paths.admin.history.path, lazy: lazyPage(pages.adminHistory) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
