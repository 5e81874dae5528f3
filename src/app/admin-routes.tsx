import type { RouteObject } from "react-router-dom";

import { paths } from "@/config/paths";
import { lazyPage, type PageModule } from "@/app/lazy-page";

/*
 * The panel's routes, apart from the route table of the entry chunk (src/app/router.tsx): the router patches them in
 * when a navigation first reaches /dashboard (`patchRoutesOnNavigation`), so the ~25 admin pages' imports and their
 * dependency lists cost a visitor's first load nothing. A new admin page is one line in each list below.
 */

export const adminPages = {
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
  adminServiceStandard: () => import("@/features/service-standard/pages/admin-service-standard-page"),
  adminProfile: () => import("@/features/profile/pages/admin-profile-page"),
  adminHistory: () => import("@/features/history/pages/admin-history-page"),
  adminAnnouncements: () => import("@/features/announcements/pages/admin-announcements-page"),
  adminFaqs: () => import("@/features/faqs/pages/admin-faqs-page"),
  adminApplications: () => import("@/features/registrations/pages/admin-applications-page"),
  adminApplication: () => import("@/features/registrations/pages/admin-application-page"),
  adminMessageTemplates: () => import("@/features/registrations/pages/admin-message-templates-page"),
  adminTracer: () => import("@/features/tracer-study/pages/admin-tracer-page"),
  adminTracerQuestions: () => import("@/features/tracer-study/pages/admin-tracer-questions-page"),
  adminTracerFigures: () => import("@/features/tracer-study/pages/admin-tracer-figures-page"),
  adminAlumniStories: () => import("@/features/tracer-study/pages/admin-alumni-stories-page"),
  adminSkm: () => import("@/features/skm-admin/pages/admin-skm-page"),
  adminComplaints: () => import("@/features/complaints-admin/pages/admin-complaints-page"),
  adminAttendance: () => import("@/features/attendance/pages/admin-attendance-page"),
  adminAttendanceClass: () => import("@/features/attendance/pages/admin-attendance-class-page"),
  adminCertificates: () => import("@/features/certificates/pages/admin-certificates-page"),
  adminTeam: () => import("@/features/team/pages/admin-team-page"),
  adminSecurity: () => import("@/features/team/pages/admin-security-page"),
} satisfies Record<string, () => Promise<PageModule>>;

/** The guarded admin layout and its pages. */
export const adminRoute: RouteObject = {
  id: "admin",
  path: paths.admin.dashboard.path,
  lazy: lazyPage(adminPages.adminLayout),
  children: [
    { id: "dashboard", index: true, lazy: lazyPage(adminPages.dashboard) },
    { id: "adminPrograms", path: paths.admin.programs.path, lazy: lazyPage(adminPages.adminPrograms) },
    { id: "adminInstructors", path: paths.admin.instructors.path, lazy: lazyPage(adminPages.adminInstructors) },
    { id: "adminSchedules", path: paths.admin.schedules.path, lazy: lazyPage(adminPages.adminSchedules) },
    { id: "adminGallery", path: paths.admin.gallery.path, lazy: lazyPage(adminPages.adminGallery) },
    { id: "adminFacilities", path: paths.admin.facilities.path, lazy: lazyPage(adminPages.adminFacilities) },
    { id: "adminPartners", path: paths.admin.partners.path, lazy: lazyPage(adminPages.adminPartners) },
    { id: "adminVacancies", path: paths.admin.vacancies.path, lazy: lazyPage(adminPages.adminVacancies) },
    { id: "adminBanners", path: paths.admin.banners.path, lazy: lazyPage(adminPages.adminBanners) },
    { id: "adminAnnouncements", path: paths.admin.announcements.path, lazy: lazyPage(adminPages.adminAnnouncements) },
    { id: "adminFaqs", path: paths.admin.faqs.path, lazy: lazyPage(adminPages.adminFaqs) },
    { id: "adminContact", path: paths.admin.contact.path, lazy: lazyPage(adminPages.adminContact) },
    { id: "adminServiceStandard", path: paths.admin.serviceStandard.path, lazy: lazyPage(adminPages.adminServiceStandard) },
    { id: "adminProfile", path: paths.admin.profile.path, lazy: lazyPage(adminPages.adminProfile) },
    { id: "adminHistory", path: paths.admin.history.path, lazy: lazyPage(adminPages.adminHistory) },
    { id: "adminApplications", path: paths.admin.applications.path, lazy: lazyPage(adminPages.adminApplications) },
    { id: "adminApplication", path: paths.admin.application.path, lazy: lazyPage(adminPages.adminApplication) },
    { id: "adminMessageTemplates", path: paths.admin.messageTemplates.path, lazy: lazyPage(adminPages.adminMessageTemplates) },
    { id: "adminAttendance", path: paths.admin.attendance.path, lazy: lazyPage(adminPages.adminAttendance) },
    { id: "adminAttendanceClass", path: paths.admin.attendanceClass.path, lazy: lazyPage(adminPages.adminAttendanceClass) },
    { id: "adminCertificates", path: paths.admin.certificates.path, lazy: lazyPage(adminPages.adminCertificates) },
    { id: "adminTracer", path: paths.admin.tracer.path, lazy: lazyPage(adminPages.adminTracer) },
    { id: "adminTracerQuestions", path: paths.admin.tracerQuestions.path, lazy: lazyPage(adminPages.adminTracerQuestions) },
    { id: "adminTracerFigures", path: paths.admin.tracerFigures.path, lazy: lazyPage(adminPages.adminTracerFigures) },
    { id: "adminAlumniStories", path: paths.admin.alumniStories.path, lazy: lazyPage(adminPages.adminAlumniStories) },
    { id: "adminSkm", path: paths.admin.skm.path, lazy: lazyPage(adminPages.adminSkm) },
    { id: "adminComplaints", path: paths.admin.complaints.path, lazy: lazyPage(adminPages.adminComplaints) },
    { id: "adminTeam", path: paths.admin.team.path, lazy: lazyPage(adminPages.adminTeam) },
    { id: "adminSecurity", path: paths.admin.security.path, lazy: lazyPage(adminPages.adminSecurity) },
  ],
};
