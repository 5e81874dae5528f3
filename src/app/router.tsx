import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";

import PublicLayout from "@/app/layouts/public-layout";
import { paths } from "@/config/paths";
import { PUBLIC_PAGES, type PublicRoute } from "@/app/public-pages";
import InitialFallback from "@/app/routes/initial-fallback";
import RouteErrorPage from "@/app/routes/route-error";

type PageModule = { default: ComponentType };

/*
 * Every page is its own lazily loaded chunk. The admin layout (with the guard), the login page and
 * every admin page are reached only through these dynamic imports, so public pages load no admin
 * code (vite.config.ts fails the build if they ever would).
 */

/** Route `lazy` for a module whose default export is the route component. */
const lazyPage = (importer: () => Promise<PageModule>) => async () => ({ Component: (await importer()).default });

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
  // admin
  adminLayout: () => import("@/app/layouts/admin-layout"),
  dashboard: () => import("@/app/routes/dashboard"),
  adminPrograms: () => import("@/features/programs/pages/admin-programs-page"),
  adminInstructors: () => import("@/features/instructors/pages/admin-instructors-page"),
  adminSchedules: () => import("@/features/schedules/pages/admin-schedules-page"),
  adminGallery: () => import("@/features/gallery/pages/admin-gallery-page"),
  adminFacilities: () => import("@/features/facilities/pages/admin-facilities-page"),
  adminPartners: () => import("@/features/partners/pages/admin-partners-page"),
  adminVacancies: () => import("@/features/vacancies/pages/admin-vacancies-page"),
  adminBanners: () => import("@/features/banners/pages/admin-banners-page"),
  adminContact: () => import("@/features/contact/pages/admin-contact-page"),
  adminProfile: () => import("@/features/profile/pages/admin-profile-page"),
  adminHistory: () => import("@/features/history/pages/admin-history-page"),
  adminAnnouncements: () => import("@/features/announcements/pages/admin-announcements-page"),
  adminFaqs: () => import("@/features/faqs/pages/admin-faqs-page"),
  adminApplications: () => import("@/features/registrations/pages/admin-applications-page"),
  adminApplication: () => import("@/features/registrations/pages/admin-application-page"),
  adminMessageTemplates: () => import("@/features/registrations/pages/admin-message-templates-page"),
  adminTracerQuestions: () => import("@/features/tracer-study/pages/admin-tracer-questions-page"),
  adminAttendance: () => import("@/features/attendance/pages/admin-attendance-page"),
  adminAttendanceClass: () => import("@/features/attendance/pages/admin-attendance-class-page"),
  adminCertificates: () => import("@/features/certificates/pages/admin-certificates-page"),
  adminTeam: () => import("@/features/team/pages/admin-team-page"),
  adminSecurity: () => import("@/features/team/pages/admin-security-page"),
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
          { id: "adminPartners", path: paths.admin.partners.path, lazy: lazyPage(pages.adminPartners) },
          { id: "adminVacancies", path: paths.admin.vacancies.path, lazy: lazyPage(pages.adminVacancies) },
          { id: "adminBanners", path: paths.admin.banners.path, lazy: lazyPage(pages.adminBanners) },
          { id: "adminAnnouncements", path: paths.admin.announcements.path, lazy: lazyPage(pages.adminAnnouncements) },
          { id: "adminFaqs", path: paths.admin.faqs.path, lazy: lazyPage(pages.adminFaqs) },
          { id: "adminContact", path: paths.admin.contact.path, lazy: lazyPage(pages.adminContact) },
          { id: "adminProfile", path: paths.admin.profile.path, lazy: lazyPage(pages.adminProfile) },
          { id: "adminHistory", path: paths.admin.history.path, lazy: lazyPage(pages.adminHistory) },
          { id: "adminApplications", path: paths.admin.applications.path, lazy: lazyPage(pages.adminApplications) },
          { id: "adminApplication", path: paths.admin.application.path, lazy: lazyPage(pages.adminApplication) },
          { id: "adminMessageTemplates", path: paths.admin.messageTemplates.path, lazy: lazyPage(pages.adminMessageTemplates) },
          { id: "adminAttendance", path: paths.admin.attendance.path, lazy: lazyPage(pages.adminAttendance) },
          { id: "adminAttendanceClass", path: paths.admin.attendanceClass.path, lazy: lazyPage(pages.adminAttendanceClass) },
          { id: "adminCertificates", path: paths.admin.certificates.path, lazy: lazyPage(pages.adminCertificates) },
          { id: "adminTracerQuestions", path: paths.admin.tracerQuestions.path, lazy: lazyPage(pages.adminTracerQuestions) },
          { id: "adminTeam", path: paths.admin.team.path, lazy: lazyPage(pages.adminTeam) },
          { id: "adminSecurity", path: paths.admin.security.path, lazy: lazyPage(pages.adminSecurity) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
