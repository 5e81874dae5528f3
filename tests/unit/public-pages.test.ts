/**
 * The registry of public pages (src/app/public-pages/): one line per public route, and the heads, breadcrumbs,
 * prerendered URLs and structured data each page's module gives. That the browser shows the same <title> and description as the
 * prerendered HTML is checked on the built site (tests/e2e/visitor-prerender.spec.ts).
 */
import { generatePath } from "react-router-dom";
import { PUBLIC_PAGES, publicRoute, type PublicRoute } from "@/app/public-pages";
import { LAYOUT_QUERIES, type LoadQuery, type PageParams, type PublicPage } from "@/app/public-pages/page";
import { breadcrumbs, organization } from "@/app/public-pages/structured-data";
import { routes } from "@/app/router";
import { paths } from "@/config/paths";
import { programsQuery } from "@/features/programs/api/programs";
import { schedulesQuery } from "@/features/schedules/api/schedules";
import { publishedAnnouncementsQuery } from "@/features/announcements/api/announcements";
import { contactInfoQuery } from "@/features/contact/api/contact";
import { hashKey as queryKeyHash } from "@tanstack/react-query";

const route = (id: string) => publicRoute(id)!;
/** The description a page's module gives (loaded with the page). */
const pages = new Map<string, PublicPage>();
beforeAll(async () => {
  for (const { id, load } of PUBLIC_PAGES) pages.set(id, (await load()).page);
}, 60_000);
const entry = (id: string) => pages.get(id)!;
const hrefOf = (page: PublicRoute, params: PageParams) => generatePath(page.path, params as Record<string, string>);
const trail = (id: string, params: PageParams, data: Record<string, unknown>) => breadcrumbs(route(id), entry(id), params, data, hrefOf);

const program = {
  id: 7,
  name: "Junior Web Developer",
  description: "Belajar membuat situs web dari awal sampai terbit.",
  category: "PBK Reguler",
  duration: "240 JP (30 hari)",
  image_url: "https://cdn.example/p7.jpg",
};
const schedule = { id: 3, program: "Junior Web Developer", batch: "Batch 1", startDate: "2026-12-01", endDate: "2026-12-30", instructorName: ["Budi"] };
const contact = { id: 1, address: "Jl. Contoh 1", phone: "0651-123", email: "tik@example.id", instagram_url: null, map_embed_url: null };

/** A load that answers from fixed data by query key (what the build's query client would fetch). */
const fakeLoad =
  (data: Record<string, unknown>): LoadQuery =>
  async (query) => {
    const hash = queryKeyHash(query.queryKey);
    if (!(hash in data)) throw new Error(`unexpected query ${hash}`);
    return data[hash] as never;
  };

describe("the registry of public pages", () => {
  it("has exactly one entry for every route under the public layout, in the router's order", () => {
    const publicRoutes = routes[0].children!.find((route) => route.id === "public")!.children!;
    expect(publicRoutes.map((route) => route.id)).toEqual(PUBLIC_PAGES.map((page) => page.id));
    expect(new Set(PUBLIC_PAGES.map((page) => page.id)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(PUBLIC_PAGES.map((page) => page.path)).size).toBe(PUBLIC_PAGES.length);
    for (const child of publicRoutes) {
      expect(child.index ? paths.home.path : child.path).toBe(route(child.id!).path);
    }
    // Every public path of src/config/paths.ts has its page (login and the invited person's set-password page are
    // outside the public layout), and the 404 page comes last.
    const outside: unknown[] = [paths.login, paths.setPassword];
    const publicPaths = Object.values(paths).flatMap((value) => ("path" in value && !outside.includes(value) ? [value.path as string] : []));
    expect([...PUBLIC_PAGES.map((page) => page.path)].sort()).toEqual([...publicPaths, "*"].sort());
    expect(PUBLIC_PAGES.at(-1)!.path).toBe("*");
  });

  it("gives every page its head from its data: while loading, found, not found, and a malformed address", () => {
    const detail = entry("scheduleDetail");
    expect(detail.head({ id: "3" }, { schedule })).toEqual({
      title: "Junior Web Developer Batch 1",
      description: "Jadwal, persyaratan, dan cara mendaftar pelatihan Junior Web Developer Batch 1 di Kejuruan TIK BLK Banda Aceh.",
    });
    expect(detail.head({ id: "3" }, {}).title).toBe("Jadwal Pelatihan");
    expect(detail.head({ id: "3" }, { schedule: null }).title).toBe("Jadwal Tidak Ditemukan");
    expect(detail.head({ id: "abc" }, {}).title).toBe("Jadwal Tidak Ditemukan");

    const programPage = entry("programDetail");
    const long = { ...program, description: `${"kata ".repeat(60)}akhir` };
    const head = programPage.head({ id: "7" }, { program: long });
    expect(head.title).toBe("Junior Web Developer");
    expect(head.description.length).toBeLessThanOrEqual(155);
    expect(head.description.endsWith("…")).toBe(true);
    expect(programPage.head({ id: "0" }, {}).title).toBe("Program Tidak Ditemukan");

    expect(entry("categoryPrograms").head({ categoryName: "PBL" }, {})).toEqual({
      title: "Program Pelatihan: PBL",
      description: expect.stringMatching(/^PBL \(Project-Based Learning\): Pelatihan berbasis proyek/),
    });
    expect(entry("categoryPrograms").head({ categoryName: "Kategori%20Baru" }, {})).toEqual({
      title: "Program Pelatihan: Kategori Baru",
      description: "Daftar program pelatihan kategori Kategori Baru di Kejuruan TIK BLK Banda Aceh.",
    });
    expect(entry("notFound").head({}, {}).title).toBe("Halaman Tidak Ditemukan");
    for (const { id } of PUBLIC_PAGES) {
      const { title, description } = entry(id).head({}, {});
      expect(title, id).not.toBe("");
      expect(description, id).not.toBe("");
    }
  });

  it("lists the layout's queries for every page, and each page's own", () => {
    expect(Object.values(LAYOUT_QUERIES()).map((query) => query.queryKey)).toEqual([contactInfoQuery().queryKey]);
    expect(Object.keys(entry("scheduleDetail").queries!({ id: "3" }))).toEqual(["schedule", "programs"]);
    expect(entry("notFound").queries).toBeUndefined();
  });

  it("names each page's breadcrumbs from the home page down", async () => {
    expect(await trail("programDetail", { id: "7" }, { program })).toEqual([
      { name: "Beranda", path: paths.home.getHref() },
      { name: "Program Pelatihan", path: paths.programs.getHref() },
      { name: "Junior Web Developer", path: paths.programDetail.getHref(7) },
    ]);
    expect((await trail("categoryPrograms", { categoryName: "PBK Reguler" }, {})).map((crumb) => crumb.name)).toEqual([
      "Beranda",
      "Program Pelatihan",
      "Kategori",
      "PBK Reguler",
    ]);
    expect(await trail("home", {}, {})).toEqual([{ name: "Beranda", path: "/" }]);
    // A parent with the same route parameters gets them for its address (a batch above its registration form).
    expect(await trail("scheduleRegistration", { id: "3" }, {})).toEqual([
      { name: "Beranda", path: paths.home.getHref() },
      { name: "Jadwal Pelatihan", path: paths.schedules.getHref() },
      { name: "Jadwal", path: paths.scheduleDetail.getHref(3) },
      { name: "Daftar", path: paths.scheduleRegistration.getHref(3) },
    ]);
  });

  it("prerenders a URL for every program, schedule, published announcement and category (the fixed three and any other)", async () => {
    const load = fakeLoad({
      [queryKeyHash(programsQuery().queryKey)]: [program, { ...program, id: 8, category: "Lainnya" }],
      [queryKeyHash(schedulesQuery().queryKey)]: [schedule],
      [queryKeyHash(publishedAnnouncementsQuery().queryKey)]: [{ id: 2 }],
    });
    expect(await entry("programDetail").instances!(load)).toEqual([{ id: "7" }, { id: "8" }]);
    expect(await entry("scheduleDetail").instances!(load)).toEqual([{ id: "3" }]);
    expect(await entry("announcementDetail").instances!(load)).toEqual([{ id: "2" }]);
    expect(await entry("categoryPrograms").instances!(load)).toEqual(
      ["PBL", "PBK Reguler", "PBK Durasi Pendek", "Lainnya"].map((categoryName) => ({ categoryName })),
    );
    expect(await entry("notFound").instances!(load)).toEqual([]);
    expect(entry("schedules").instances).toBeUndefined();
  });

  it("gives the build a program's Course with its batches, the share image of a program and its batches, and the organisation", async () => {
    const load = fakeLoad({ [queryKeyHash(contactInfoQuery().queryKey)]: contact });
    const siteUrl = "https://tik.example.id";
    const context = { load, siteUrl, path: paths.programDetail.getHref(7), organization: () => organization(load, siteUrl) };
    const seo = await entry("programDetail").seo!({ ...context, params: { id: "7" }, data: { program, schedules: [schedule] } });
    expect(seo.type).toBe("article");
    expect(seo.shareImage).toEqual({ name: "program-7", source: program.image_url });
    expect(seo.jsonLd![0]).toMatchObject({
      "@type": "Course",
      name: program.name,
      url: `https://tik.example.id${paths.programDetail.getHref(7)}`,
      hasCourseInstance: [expect.objectContaining({ "@type": "CourseInstance", startDate: "2026-12-01", endDate: "2026-12-30" })],
    });
    const batch = await entry("scheduleDetail").seo!({ ...context, params: { id: "3" }, data: { schedule, programs: [program] } });
    expect(batch.shareImage).toEqual({ name: "program-7", source: program.image_url });
    const home = await entry("home").seo!({ ...context, params: {}, data: {} });
    expect(home.jsonLd).toEqual([
      expect.objectContaining({ "@type": "EducationalOrganization", url: "https://tik.example.id/", telephone: contact.phone }),
    ]);
    expect((await entry("contact").seo!({ ...context, params: {}, data: {} })).jsonLd).toEqual(home.jsonLd);
  });
});
