/**
 * The registry of public pages: for each one, its route, its component, the queries it renders, its title and
 * description, and what only the build needs (which URLs to prerender, the share image, JSON-LD, breadcrumbs).
 *
 * Read by the router (src/app/router.tsx), by the page's <title> and meta description in the browser
 * (`PublicPageMeta`, src/app/layouts/public-page-meta.tsx), and by the prerender and sitemap.xml (src/entry-server.tsx,
 * scripts/lib/prerender-meta.ts). Adding a public page: its path in src/config/paths.ts, its entry here, its row in
 * docs/product.md (Routes), plus the page component and its test (docs/architecture.md, "A new public page").
 */
import type { ComponentType } from "react";
import type { DataTag, QueryClient, QueryKey } from "@tanstack/react-query";

import { paths } from "@/config/paths";
import NotFoundPage from "@/app/routes/not-found";
import { DEFAULT_DESCRIPTION, SITE_NAME } from "@/lib/page-meta";
import { excerpt } from "@/lib/plain-text";
import { contactInfoQuery, type ContactInfo } from "@/features/contact/api/contact";
import { faqsQuery } from "@/features/faqs/api/faqs";
import { programQuery, programsQuery } from "@/features/programs/api/programs";
import { scheduleQuery, schedulesQuery } from "@/features/schedules/api/schedules";
import { announcementQuery, LATEST_ANNOUNCEMENTS, publishedAnnouncementsQuery } from "@/features/announcements/api/announcements";
import { activeHeroBannersQuery } from "@/features/banners/api/banners";
import { facilitiesQuery } from "@/features/facilities/api/facilities";
import { galleryMoreQuery } from "@/features/gallery/api/gallery";
import { categoryText, compareCategories, MISSING_CATEGORY_DESCRIPTION } from "@/features/programs/lib/category-info";
import { decodeCategoryName, parseProgramId } from "@/features/programs/lib/program-routing";
import { parseScheduleId } from "@/lib/schedule-routing";
import { parseAnnouncementId } from "@/features/announcements/lib/announcement-routing";
import { registrationSettingsQuery } from "@/features/registrations/api/registration-settings";
import { selectionResultsQuery } from "@/features/registrations/api/selection-results";

/** A route's parameters, as React Router gives them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** Query options as the features' api modules make them (`queryOptions` / `infiniteQueryOptions`). */
type PageQuery = { queryKey: QueryKey; enabled?: unknown; getNextPageParam?: unknown };
type PageQueries = Record<string, PageQuery>;

/** What each query holds once loaded (undefined while it loads or when it failed). */
type QueryData<Q extends PageQueries> = {
  [K in keyof Q]?: Q[K]["queryKey"] extends DataTag<unknown, infer TData, unknown> ? TData : unknown;
};

/** The page's <title> (before the site name) and meta description, in the browser and in the prerendered HTML. */
export type PageHead = { title: string; description: string };

/** What the build adds to a prerendered page's <head> (never in the browser's bundle: see `buildOnly`). */
export type PageSeo = {
  /** og:type; "website" when absent. */
  type?: "website" | "article";
  /** The photo the page's 1200×630 share image is made from, and the name of that image (shared by pages that show the same photo). */
  shareImage?: { name: string; source: string };
  jsonLd?: object[];
};

/** Loads a query through the build's query client (cached across pages). */
export type LoadQuery = <T>(query: { queryKey: DataTag<QueryKey, T, unknown> } & PageQuery) => Promise<T>;

export type SeoContext<Q extends PageQueries> = {
  params: PageParams;
  data: QueryData<Q>;
  load: LoadQuery;
  /** The site's public origin (SITE_URL), for absolute URLs in JSON-LD; undefined when the build has none. */
  siteUrl: string | undefined;
  /** This page's path. */
  path: string;
};

export interface PublicPage<Q extends PageQueries = PageQueries> {
  /** The route id (React Router) and the key of this entry. */
  id: string;
  /** The route pattern, from src/config/paths.ts. */
  path: string;
  /** The page component (a lazily loaded chunk). */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Every query the page renders besides the layout's (`LAYOUT_QUERIES`): the prerender loads them before rendering
   * and embeds them for hydration, and the browser derives the page's head from them. The prerender fails a page
   * that renders a query not listed here.
   */
  queries?: (params: PageParams) => Q;
  head: (params: PageParams, data: QueryData<Q>) => PageHead;
  /** The page above this one in the breadcrumbs (JSON-LD), and this page's own name there. */
  parent?: string;
  crumb: (params: PageParams, data: QueryData<Q>) => string;
  /**
   * The parameters of every URL the build prerenders. Absent: the path itself, once (a page without parameters);
   * `() => []`: never prerendered.
   */
  instances?: (load: LoadQuery) => Promise<PageParams[]>;
  /**
   * Build only: written `import.meta.env.SSR ? … : undefined`, which is false in the browser's bundle, so the function
   * and what only it uses (the JSON-LD builders) are left out of it.
   */
  seo?: (context: SeoContext<Q>) => Promise<PageSeo>;
}

/** Keeps the types of one entry's queries for its functions; the registry holds entries of any shape. */
const page = <Q extends PageQueries>(entry: PublicPage<Q>): PublicPage => entry as unknown as PublicPage;


/** Queries of the public layout (the footer's contact details and social link), rendered on every public page. */
export const LAYOUT_QUERIES = (): PageQueries => ({ contact: contactInfoQuery() });

function breadcrumbList(siteUrl: string | undefined, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(siteUrl ? { item: `${siteUrl}${item.path}` } : {}),
    })),
  };
}

function organization(siteUrl: string | undefined, contact: ContactInfo | null) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: "Kejuruan Teknologi Informasi dan Komunikasi — UPTD BLK Banda Aceh",
    alternateName: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    ...(siteUrl ? { url: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` } : {}),
    ...(contact
      ? {
          address: { "@type": "PostalAddress", streetAddress: contact.address, addressLocality: "Banda Aceh", addressCountry: "ID" },
          telephone: contact.phone,
          email: contact.email,
          ...(contact.instagram_url ? { sameAs: [contact.instagram_url] } : {}),
        }
      : {}),
  };
}

/** The organisation, with the contact details when they load. */
const organizationSeo = import.meta.env.SSR
  ? async ({ load, siteUrl }: SeoContext<PageQueries>): Promise<PageSeo> => ({ jsonLd: [organization(siteUrl, await load(contactInfoQuery()))] })
  : undefined;

/** The ids of a list, as route parameters. */
const ids = (rows: { id: number }[]): PageParams[] => rows.map((row) => ({ id: String(row.id) }));

const HOME_DESCRIPTION =
  "Kejuruan Teknologi Informasi dan Komunikasi BLK Banda Aceh: program pelatihan unggulan, jadwal pelatihan, dan fasilitas modern untuk pelatihan vokasi berkualitas.";
const PROGRAMS_DESCRIPTION = "Program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.";

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page({
    id: "home",
    path: paths.home.path,
    load: () => import("@/app/routes/home"),
    queries: () => ({
      banners: activeHeroBannersQuery(),
      programs: programsQuery(),
      schedules: schedulesQuery(),
      announcements: publishedAnnouncementsQuery(LATEST_ANNOUNCEMENTS),
      facilities: facilitiesQuery(),
    }),
    head: () => ({ title: "Beranda", description: HOME_DESCRIPTION }),
    crumb: () => "Beranda",
    seo: organizationSeo,
  }),
  page({
    id: "schedules",
    path: paths.schedules.path,
    load: () => import("@/features/schedules/pages/schedules-page"),
    queries: () => ({ schedules: schedulesQuery() }),
    head: () => ({
      title: "Jadwal Pelatihan",
      description: "Jadwal pelatihan Kejuruan TIK BLK Banda Aceh: program kejuruan, instruktur, periode pelaksanaan, batch, dan status pendaftaran.",
    }),
    parent: "home",
    crumb: () => "Jadwal Pelatihan",
  }),
  page({
    id: "scheduleDetail",
    path: paths.scheduleDetail.path,
    load: () => import("@/features/schedules/pages/schedule-detail-page"),
    queries: (params) => ({
      schedule: scheduleQuery(parseScheduleId(params.id) ?? undefined),
      programs: programsQuery(),
    }),
    head: (params, data) => ({
      title: data.schedule
        ? `${data.schedule.program} ${data.schedule.batch}`
        : parseScheduleId(params.id) === null || data.schedule === null
          ? "Jadwal Tidak Ditemukan"
          : "Jadwal Pelatihan",
      description: data.schedule
        ? `Jadwal, persyaratan, dan cara mendaftar pelatihan ${data.schedule.program} ${data.schedule.batch} di Kejuruan TIK BLK Banda Aceh.`
        : "Jadwal pelatihan Kejuruan TIK BLK Banda Aceh.",
    }),
    parent: "schedules",
    crumb: (_params, data) => (data.schedule ? `${data.schedule.program} ${data.schedule.batch}` : "Jadwal"),
    instances: async (load) => ids(await load(schedulesQuery())),
    // A batch is shared with its program's photo (the same share image as the program's page).
    seo: import.meta.env.SSR
      ? async (context) => {
          const schedule = context.data.schedule;
          const program = context.data.programs?.find((p) => p.name === schedule?.program && p.image_url);
          return program?.image_url ? { shareImage: { name: `program-${program.id}`, source: program.image_url } } : {};
        }
      : undefined,
  }),
  page({
    id: "scheduleRegistration",
    path: paths.scheduleRegistration.path,
    load: () => import("@/features/registrations/pages/registration-page"),
    queries: (params) => ({ schedule: scheduleQuery(parseScheduleId(params.id) ?? undefined) }),
    head: (params, data) => ({
      title: data.schedule
        ? `Daftar ${data.schedule.program} ${data.schedule.batch}`
        : parseScheduleId(params.id) === null || data.schedule === null
          ? "Jadwal Tidak Ditemukan"
          : "Pendaftaran Pelatihan",
      description: data.schedule
        ? `Formulir pendaftaran online pelatihan ${data.schedule.program} ${data.schedule.batch} di Kejuruan TIK BLK Banda Aceh.`
        : "Pendaftaran online pelatihan Kejuruan TIK BLK Banda Aceh.",
    }),
    parent: "scheduleDetail",
    crumb: () => "Daftar",
    // only the batches that take registrations on this site
    instances: async (load) => ids((await load(schedulesQuery())).filter((s) => s.online_registration)),
  }),
  page({
    id: "selectionResults",
    path: paths.selectionResults.path,
    load: () => import("@/features/registrations/pages/selection-results-page"),
    queries: (params) => ({ results: selectionResultsQuery(parseScheduleId(params.id) ?? undefined) }),
    head: (_params, data) => ({
      title: data.results ? `Hasil Seleksi ${data.results.schedule.program} ${data.results.schedule.batch}` : "Hasil Seleksi",
      description: "Kode pendaftaran peserta lulus seleksi dan cadangan pelatihan Kejuruan TIK BLK Banda Aceh.",
    }),
    parent: "scheduleDetail",
    crumb: () => "Hasil Seleksi",
    // Not prerendered: the lists change as administrators decide, and a batch's page is public only from its day.
    instances: async () => [],
  }),
  page({
    id: "announcements",
    path: paths.announcements.path,
    load: () => import("@/features/announcements/pages/announcements-page"),
    queries: () => ({ announcements: publishedAnnouncementsQuery() }),
    head: () => ({ title: "Pengumuman", description: "Pengumuman pendaftaran, hasil seleksi, dan kegiatan pelatihan Kejuruan TIK BLK Banda Aceh." }),
    parent: "home",
    crumb: () => "Pengumuman",
  }),
  page({
    id: "announcementDetail",
    path: paths.announcementDetail.path,
    load: () => import("@/features/announcements/pages/announcement-detail-page"),
    queries: (params) => ({ announcement: announcementQuery(parseAnnouncementId(params.id) ?? undefined) }),
    head: (params, { announcement }) => ({
      title: announcement
        ? announcement.title
        : parseAnnouncementId(params.id) === null || announcement === null
          ? "Pengumuman Tidak Ditemukan"
          : "Pengumuman",
      description: announcement ? excerpt(announcement.body, 155) || announcement.title : "Pengumuman Kejuruan TIK BLK Banda Aceh.",
    }),
    parent: "announcements",
    crumb: (_params, { announcement }) => announcement?.title ?? "Pengumuman",
    instances: async (load) => ids(await load(publishedAnnouncementsQuery())),
    seo: import.meta.env.SSR
      ? async ({ data: { announcement } }) => ({
          type: "article",
          shareImage: announcement?.image_url ? { name: `announcement-${announcement.id}`, source: announcement.image_url } : undefined,
        })
      : undefined,
  }),
  page({
    id: "programs",
    path: paths.programs.path,
    load: () => import("@/features/programs/pages/programs-page"),
    queries: () => ({ programs: programsQuery() }),
    head: () => ({ title: "Program Pelatihan", description: PROGRAMS_DESCRIPTION }),
    parent: "home",
    crumb: () => "Program Pelatihan",
  }),
  page({
    id: "categories",
    path: paths.categories.path,
    load: () => import("@/features/programs/pages/categories-page"),
    queries: () => ({ programs: programsQuery() }),
    head: () => ({
      title: "Kategori Program Pelatihan",
      description: "Kategori program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.",
    }),
    parent: "programs",
    crumb: () => "Kategori",
  }),
  page({
    id: "categoryPrograms",
    path: paths.categoryPrograms.path,
    load: () => import("@/features/programs/pages/category-programs-page"),
    queries: () => ({ programs: programsQuery() }),
    head: (params) => {
      const name = decodeCategoryName(params.categoryName);
      const info = categoryText(name);
      return {
        title: `Program Pelatihan: ${name}`,
        description:
          info.description === MISSING_CATEGORY_DESCRIPTION
            ? `Daftar program pelatihan kategori ${name} di Kejuruan TIK BLK Banda Aceh.`
            : `${info.title}: ${info.description}`,
      };
    },
    parent: "categories",
    crumb: (params) => decodeCategoryName(params.categoryName),
    // The fixed categories, and any other a program has.
    instances: async (load) => {
      const categories = new Set(["PBL", "PBK Reguler", "PBK Durasi Pendek", ...(await load(programsQuery())).map((p) => p.category)]);
      return [...categories].sort(compareCategories).map((categoryName) => ({ categoryName }));
    },
  }),
  page({
    id: "programDetail",
    path: paths.programDetail.path,
    load: () => import("@/features/programs/pages/program-detail-page"),
    queries: (params) => ({ program: programQuery(parseProgramId(params.id) ?? undefined), schedules: schedulesQuery() }),
    head: (params, { program }) => ({
      title: program ? program.name : parseProgramId(params.id) === null || program === null ? "Program Tidak Ditemukan" : "Program Pelatihan",
      description: program ? excerpt(program.description, 155) : "Deskripsi dan silabus program pelatihan Kejuruan TIK BLK Banda Aceh.",
    }),
    parent: "programs",
    crumb: (_params, { program }) => program?.name ?? "Program",
    instances: async (load) => ids(await load(programsQuery())),
    seo: import.meta.env.SSR
      ? async ({ data: { program, schedules }, siteUrl, path }) => {
      if (!program) return {};
      const instances = (schedules ?? [])
        .filter((s) => s.program === program.name)
        .map((s) => ({
          "@type": "CourseInstance",
          name: `${program.name} — ${s.batch}`,
          courseMode: "onsite",
          startDate: s.startDate,
          endDate: s.endDate,
          location: { "@type": "Place", name: "UPTD BLK Banda Aceh", address: "Banda Aceh" },
          ...(s.instructorName.length ? { instructor: s.instructorName.map((name) => ({ "@type": "Person", name })) } : {}),
        }));
      const course = {
        "@context": "https://schema.org",
        "@type": "Course",
        name: program.name,
        description: excerpt(program.description, 500),
        timeRequired: program.duration,
        educationalCredentialAwarded: program.category,
        provider: { "@type": "EducationalOrganization", name: SITE_NAME, ...(siteUrl ? { sameAs: `${siteUrl}/` } : {}) },
        ...(siteUrl ? { url: `${siteUrl}${path}` } : {}),
        ...(instances.length ? { hasCourseInstance: instances } : {}),
      };
      return {
        type: "article",
        jsonLd: [course],
        shareImage: program.image_url ? { name: `program-${program.id}`, source: program.image_url } : undefined,
      };
    }
      : undefined,
  }),
  page({
    id: "facilities",
    path: paths.facilities.path,
    load: () => import("@/features/facilities/pages/facilities-page"),
    queries: () => ({ facilities: facilitiesQuery() }),
    head: () => ({
      title: "Fasilitas Kami",
      description:
        "Fasilitas pelatihan Kejuruan TIK BLK Banda Aceh: laboratorium komputer, jaringan, dan ruang praktik modern untuk peserta pelatihan.",
    }),
    parent: "home",
    crumb: () => "Fasilitas",
  }),
  page({
    id: "gallery",
    path: paths.gallery.path,
    load: () => import("@/features/gallery/pages/gallery-page"),
    queries: () => ({ gallery: galleryMoreQuery() }),
    head: () => ({ title: "Galeri", description: "Galeri foto kegiatan pelatihan Kejuruan TIK BLK Banda Aceh." }),
    parent: "home",
    crumb: () => "Galeri",
  }),
  page({
    id: "contact",
    path: paths.contact.path,
    load: () => import("@/features/contact/pages/contact-page"),
    queries: () => ({ faqs: faqsQuery() }),
    head: () => ({ title: "Kontak", description: "Alamat, telepon, email, dan peta lokasi Kejuruan TIK BLK Banda Aceh." }),
    parent: "home",
    crumb: () => "Kontak",
    seo: organizationSeo,
  }),
  page({
    id: "privacy",
    path: paths.privacy.path,
    load: () => import("@/features/registrations/pages/privacy-page"),
    queries: () => ({ settings: registrationSettingsQuery() }),
    head: () => ({
      title: "Kebijakan Privasi",
      description:
        "Bagaimana Kejuruan TIK BLK Banda Aceh mengumpulkan, memakai, menyimpan, dan menghapus data pribadi pendaftar pelatihan, serta hak Anda atas data tersebut.",
    }),
    parent: "home",
    crumb: () => "Kebijakan Privasi",
  }),
  page({
    id: "checkRegistration",
    path: paths.checkRegistration.path,
    load: () => import("@/features/registrations/pages/check-registration-page"),
    head: () => ({
      title: "Cek Pendaftaran",
      description: "Lihat status pendaftaran pelatihan Kejuruan TIK BLK Banda Aceh dengan kode pendaftaran dan tanggal lahir Anda.",
    }),
    parent: "home",
    crumb: () => "Cek Pendaftaran",
  }),
  page({
    id: "notFound",
    path: "*",
    // Part of the app's first chunk already (the route error page shows it for a 404).
    load: async () => ({ default: NotFoundPage }),
    head: () => ({ title: "Halaman Tidak Ditemukan", description: "Halaman yang Anda cari tidak ditemukan." }),
    crumb: () => "Halaman Tidak Ditemukan",
    instances: async () => [],
  }),
];

/** The entry with this route id. */
export function publicPage(id: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((entry) => entry.id === id);
}

/** Every query a page renders: the layout's and its own. */
export function pageQueries(entry: PublicPage, params: PageParams): PageQueries {
  return { ...LAYOUT_QUERIES(), ...entry.queries?.(params) };
}

/** Whether a query is an infinite one (`infiniteQueryOptions`: loaded with prefetchInfiniteQuery, pages of data). */
export const isInfiniteQuery = (query: PageQuery) => typeof query.getNextPageParam === "function";

/** The breadcrumbs of a page, from the home page down to it (names and paths). */
export function breadcrumbs(
  entry: PublicPage,
  params: PageParams,
  data: QueryData<PageQueries>,
  hrefOf: (entry: PublicPage, params: PageParams) => string,
): { name: string; path: string }[] {
  const trail: { name: string; path: string }[] = [];
  for (let at: PublicPage | undefined = entry, own = true; at; at = at.parent ? publicPage(at.parent) : undefined, own = false) {
    // Pages above this one are named without its data (their own data is not loaded here); a parent with the same
    // route parameters (a schedule above its registration form) gets them for its address.
    trail.unshift({ name: at.crumb(own ? params : {}, own ? data : {}), path: hrefOf(at, params) });
  }
  return trail;
}

export { breadcrumbList };
export type { QueryClient };
