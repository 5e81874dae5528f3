/**
 * The registry of public pages: for each one, its route id, its path pattern and its lazily loaded module, which
 * holds the component and the page's description (its queries, title and description, breadcrumb, and for the build
 * which URLs to prerender, the share image and JSON-LD: ./page.ts). Only this list is in the app's first chunk, so a
 * new public page costs the others a line (a few dozen bytes), not its head and queries.
 *
 * Read by the router (src/app/router.tsx, which gives each route its module's component and description as `handle`),
 * by the page's <title> and meta description in the browser (`PublicPageMeta`, src/app/layouts/public-page-meta.tsx),
 * and by the prerender and sitemap.xml (src/entry-server.tsx, scripts/lib/prerender-meta.ts). Adding a public page:
 * its path in src/config/paths.ts, its line here, its module in this folder, its row in docs/product.md (Routes),
 * plus the page component and its test (docs/architecture.md, "A new public page").
 */
import { paths } from "@/config/paths";
import type { PublicPageModule } from "@/app/public-pages/page";

export interface PublicRoute {
  /** The route id (React Router): the page's key in src/config/paths.ts, also how pages name their parent. */
  id: string;
  /** The route pattern, from src/config/paths.ts. */
  path: string;
  /** The page's module in src/app/public-pages/ (a lazily loaded chunk, with the page's component). */
  load: () => Promise<PublicPageModule>;
}

/** The keys of src/config/paths.ts that are pages (not the admin group). */
type PathKey = { [K in keyof typeof paths]: (typeof paths)[K] extends { path: string } ? K : never }[keyof typeof paths];

/**
 * Each public page's module, by its key in src/config/paths.ts, in the router's order. Keyed by the path's name rather
 * than a list of { id, path, load }: this list is in every page's first chunk, and each line is all a new page adds to
 * it (tests/integration/public-page-cost.test.ts).
 */
const MODULES = {
  home: () => import("@/app/public-pages/home"),
  schedules: () => import("@/app/public-pages/schedules"),
  scheduleDetail: () => import("@/app/public-pages/schedule-detail"),
  scheduleRegistration: () => import("@/app/public-pages/schedule-registration"),
  selectionResults: () => import("@/app/public-pages/selection-results"),
  announcements: () => import("@/app/public-pages/announcements"),
  announcementDetail: () => import("@/app/public-pages/announcement-detail"),
  programs: () => import("@/app/public-pages/programs"),
  categories: () => import("@/app/public-pages/categories"),
  categoryPrograms: () => import("@/app/public-pages/category-programs"),
  programDetail: () => import("@/app/public-pages/program-detail"),
  facilities: () => import("@/app/public-pages/facilities"),
  vacancies: () => import("@/app/public-pages/vacancies"),
  gallery: () => import("@/app/public-pages/gallery"),
  contact: () => import("@/app/public-pages/contact"),
  privacy: () => import("@/app/public-pages/privacy"),
  checkRegistration: () => import("@/app/public-pages/check-registration"),
  certificateVerification: () => import("@/app/public-pages/certificate-verification"),
  alumniSurvey: () => import("@/app/public-pages/alumni-survey"),
  outcomes: () => import("@/app/public-pages/outcomes"),
  satisfaction: () => import("@/app/public-pages/satisfaction"),
  satisfactionForm: () => import("@/app/public-pages/satisfaction-form"),
  serviceStandard: () => import("@/app/public-pages/service-standard"),
  servicePledge: () => import("@/app/public-pages/service-pledge"),
  complaints: () => import("@/app/public-pages/complaints"),
  complaintStatus: () => import("@/app/public-pages/complaint-status"),
  // Last: every other address.
  notFound: () => import("@/app/public-pages/not-found"),
} satisfies Partial<Record<PathKey | "notFound", () => Promise<PublicPageModule>>>;

export const PUBLIC_PAGES: readonly PublicRoute[] = Object.entries(MODULES).map(([id, load]) => ({
  id,
  path: id === "notFound" ? "*" : paths[id as PathKey].path,
  load,
}));

/** The registry's line with this route id. */
export function publicRoute(id: string): PublicRoute | undefined {
  return PUBLIC_PAGES.find((route) => route.id === id);
}
