import { screen, within } from "@testing-library/react";
import { matchRoutes } from "react-router-dom";

import { pages, routes } from "@/app/router";
import { renderRoute } from "../setup/render";

vi.mock("@/features/auth/api/session", () => ({
  useSession: () => ({ session: null, user: null, isLoading: false }),
  useKeepAlive: () => ({}),
  useAuthSync: () => {},
  useSignOut: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useAuthEvents: () => {},
}));
vi.mock("@/features/contact/api/contact", () => ({
  useContactInfo: () => ({ data: null, isPending: false, isError: false }),
}));

const leafId = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

describe("Route table (SPEC §2.1)", () => {
  it.each([
    ["/", "home"],
    ["/jadwal", "schedules"],
    ["/program-pelatihan", "programs"],
    ["/program-pelatihan/kategori", "categories"],
    ["/program-pelatihan/kategori/PBK%20Reguler", "categoryPrograms"],
    ["/program-pelatihan/42", "programDetail"],
    ["/fasilitas", "facilities"],
    ["/galeri", "gallery"],
    ["/kontak", "contact"],
    ["/login", "login"],
    ["/dashboard", "dashboard"],
    ["/dashboard/program-pelatihan", "adminPrograms"],
    ["/dashboard/instruktur", "adminInstructors"],
    ["/dashboard/jadwal", "adminSchedules"],
    ["/dashboard/galeri", "adminGallery"],
    ["/dashboard/fasilitas", "adminFacilities"],
    ["/dashboard/hero-banner", "adminBanners"],
    ["/dashboard/informasi-kontak", "adminContact"],
    ["/dashboard/profile", "adminProfile"],
    ["/tidak-ada", "notFound"],
    ["/dashboard/tidak-ada", "notFound"],
    ["/program-pelatihan/1/extra", "notFound"],
  ])("%s → %s", (path, id) => {
    expect(leafId(path)).toBe(id);
  });

  it("puts public pages under the public layout and admin pages under the guarded admin layout", () => {
    const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id);
    expect(ids("/jadwal")).toEqual(["root", "public", "schedules"]);
    expect(ids("/dashboard/jadwal")).toEqual(["root", "admin", "adminSchedules"]);
    expect(ids("/login")).toEqual(["root", "login"]);
  });

  it("lazy-loads every page module, each with a default-exported component", async () => {
    for (const [name, load] of Object.entries(pages)) {
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
    expect(home).toHaveAttribute("href", "/");
    await user.click(home);
    expect(router.state.location.pathname).toBe("/");
  });
});
