import { screen, within } from "@testing-library/react";
import { matchRoutes, type RouteObject } from "react-router-dom";

import { adminPages, adminRoute } from "@/app/admin-routes";
import { pages, routes } from "@/app/router";
import { renderRoute, waitForLocation } from "../setup/render";
import { paths } from "@/config/paths";

vi.mock("@/features/auth/api/session", () => ({
  useSession: () => ({ session: null, user: null, isLoading: false }),
  useKeepAlive: () => ({}),
  useAuthSync: () => {},
  useSignOut: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useAuthEvents: () => {},
  usePasswordRecovery: () => false,
}));
vi.mock("@/features/contact/api/contact", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/features/contact/api/contact")>()),
  useContactInfo: () => ({ data: null, isPending: false, isError: false }),
}));

/** The table once the panel's routes are patched in under the root (what the router does on the first /dashboard visit). */
const patched: RouteObject[] = [{ ...routes[0], children: [...routes[0].children!, adminRoute] } as RouteObject];
const leafId = (path: string) => matchRoutes(patched, path)?.at(-1)?.route.id;

describe("Route table (docs/product.md, Routes)", () => {
  it.each([
    [paths.home.getHref(), "home"],
    [paths.schedules.getHref(), "schedules"],
    [paths.programs.getHref(), "programs"],
    [paths.categories.getHref(), "categories"],
    [paths.categoryPrograms.getHref("PBK Reguler"), "categoryPrograms"],
    [paths.programDetail.getHref(42), "programDetail"],
    [paths.facilities.getHref(), "facilities"],
    [paths.gallery.getHref(), "gallery"],
    [paths.contact.getHref(), "contact"],
    [paths.login.getHref(), "login"],
    [paths.admin.dashboard.getHref(), "dashboard"],
    [paths.admin.programs.getHref(), "adminPrograms"],
    [paths.admin.instructors.getHref(), "adminInstructors"],
    [paths.admin.schedules.getHref(), "adminSchedules"],
    [paths.admin.gallery.getHref(), "adminGallery"],
    [paths.admin.facilities.getHref(), "adminFacilities"],
    [paths.admin.banners.getHref(), "adminBanners"],
    [paths.admin.contact.getHref(), "adminContact"],
    [paths.admin.profile.getHref(), "adminProfile"],
    ["/tidak-ada", "notFound"],
    [`${paths.admin.dashboard.getHref()}/tidak-ada`, "notFound"],
    [`${paths.programDetail.getHref(1)}/extra`, "notFound"],
  ])("%s → %s", (path, id) => {
    expect(leafId(path)).toBe(id);
  });

  it("puts public pages under the public layout and admin pages under the guarded admin layout", () => {
    const ids = (path: string) => matchRoutes(patched, path)?.map((match) => match.route.id);
    expect(ids(paths.schedules.getHref())).toEqual(["root", "public", "schedules"]);
    expect(ids(paths.admin.schedules.getHref())).toEqual(["root", "admin", "adminSchedules"]);
    expect(ids(paths.login.getHref())).toEqual(["root", "login"]);
  });

  it("keeps the panel out of the entry's table: an admin path matches only the 404 splat until the router patches it in", async () => {
    expect(matchRoutes(routes, paths.admin.schedules.getHref())?.map((match) => match.route.id)).toEqual(["root", "public", "notFound"]);
    expect(JSON.stringify(routes)).not.toContain("admin");
    const { router } = renderRoute(paths.admin.certificates.getHref());
    await waitForLocation(router, paths.login.getHref());
    // the guard sent the visitor without a session to the login page, after the panel's routes were found
    expect(router.routes[0].children!.map((route) => route.id)).toContain("admin");
  });

  it("lazy-loads every page module, each with a default-exported component", async () => {
    for (const [name, load] of Object.entries({ ...pages, ...adminPages })) {
      const mod = await load().catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}`);
      });
      expect(typeof mod.default, name).toBe("function");
    }
  }, 60_000);
});

describe("404 page", () => {
  it("shows 'Oops! Page not found' with a link home inside the public layout, and sets the title", async () => {
    const { user, router } = renderRoute("/halaman/yang/tidak-ada");

    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Halaman Tidak Ditemukan \| /);
    expect(screen.getByRole("navigation", { name: "Navigasi utama" })).toBeInTheDocument();

    const home = within(screen.getByRole("main")).getByRole("link", { name: "Kembali ke Beranda" });
    expect(home).toHaveAttribute("href", paths.home.getHref());
    await user.click(home);
    expect(router.state.location.pathname).toBe(paths.home.getHref());
  });
});
