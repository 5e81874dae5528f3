import { screen, within } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";

import { AdminLayout } from "@/app/layouts/admin-layout";
import { renderRoutes } from "../setup/render";
import { paths } from "@/config/paths";

const auth = vi.hoisted(() => ({
  state: { session: null as unknown, user: null as unknown, isLoading: false },
  signOut: vi.fn(),
}));

vi.mock("@/features/auth/api/session", () => ({
  useSession: () => auth.state,
  useKeepAlive: () => ({}),
  useAuthSync: () => {},
  useSignOut: () => ({ mutateAsync: auth.signOut, isPending: false }),
}));

const admin = {
  id: "u1",
  email: "admin@example.com",
  user_metadata: { first_name: "Rahmat", last_name: "Hidayat" },
} as unknown as User;

function renderAdmin(path = paths.admin.dashboard.getHref()) {
  return renderRoutes(
    [
      {
        path: paths.admin.dashboard.getHref(),
        element: <AdminLayout />,
        children: [
          { index: true, element: <h1>Overview Page</h1> },
          { path: "*", element: <h1>Admin Subpage</h1> },
        ],
      },
      { path: paths.login.getHref(), element: <h1>Halaman Login</h1> },
      { path: paths.home.path, element: <h1>Halaman Beranda</h1> },
    ],
    { initialEntries: [path], bootstrapSession: false },
  );
}

const ADMIN_LINKS = [
  ["Overview", paths.admin.dashboard.getHref()],
  ["Program Pelatihan", paths.admin.programs.getHref()],
  ["Instruktur", paths.admin.instructors.getHref()],
  ["Jadwal", paths.admin.schedules.getHref()],
  ["Galeri", paths.admin.gallery.getHref()],
  ["Fasilitas", paths.admin.facilities.getHref()],
  ["Hero Banner", paths.admin.banners.getHref()],
  ["Pengumuman", paths.admin.announcements.getHref()],
  ["FAQ", paths.admin.faqs.getHref()],
  ["Informasi Kontak", paths.admin.contact.getHref()],
  ["Riwayat Perubahan", paths.admin.history.getHref()],
  ["Profil", paths.admin.profile.getHref()],
] as const;

describe("Admin layout", () => {
  beforeEach(() => {
    auth.state = { session: {}, user: admin, isLoading: false };
    auth.signOut.mockReset();
  });

  it("has the 'Admin Panel' top bar with every section link and 'Beranda'", () => {
    renderAdmin(paths.admin.dashboard.getHref());
    expect(screen.getByText("Admin Panel")).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(ADMIN_LINKS);
    expect(screen.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", paths.home.getHref());
  });

  it("keeps --header-height (the scroll padding that keeps focus out from under the sticky bar) at the bar's height", () => {
    const view = renderAdmin(paths.admin.dashboard.getHref());
    const header = screen.getByRole("banner");
    expect(document.documentElement.style.getPropertyValue("--header-height")).toBe(`${header.getBoundingClientRect().height}px`);
    view.unmount();
    expect(document.documentElement.style.getPropertyValue("--header-height")).toBe("");
  });

  it(`marks Overview active only on ${paths.admin.dashboard.path} and a section on its own page`, () => {
    const first = renderAdmin(paths.admin.dashboard.getHref());
    let nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    expect(within(nav).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { name: "Overview Page" })).toBeInTheDocument();
    first.unmount();

    renderAdmin(paths.admin.schedules.getHref());
    nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    expect(within(nav).getByRole("link", { name: "Jadwal" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
  });

  it(`renders nothing while the session loads and redirects to ${paths.login.path} when signed out`, async () => {
    auth.state = { session: null, user: null, isLoading: true };
    const loading = renderAdmin(paths.admin.dashboard.getHref());
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    loading.unmount();

    auth.state = { session: null, user: null, isLoading: false };
    const { router } = renderAdmin(paths.admin.gallery.getHref());
    expect(await screen.findByRole("heading", { name: "Halaman Login" })).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the user menu: initial of first_name, first name, e-mail, Profil, Log out", async () => {
    const { user, router } = renderAdmin(paths.admin.dashboard.getHref());
    const trigger = screen.getByRole("button", { name: "Menu pengguna" });
    expect(within(trigger).getByText("R")).toBeInTheDocument();
    expect(within(trigger).getByText("Rahmat")).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Rahmat")).toBeInTheDocument();
    expect(within(menu).getByText("admin@example.com")).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();

    await user.click(within(menu).getByRole("menuitem", { name: "Profil" }));
    expect(router.state.location.pathname).toBe(paths.admin.profile.getHref());
  });

  it("falls back to the e-mail (name and initial) without first_name", () => {
    auth.state = {
      session: {},
      user: { id: "u2", email: "operator@example.com", user_metadata: {} } as unknown as User,
      isLoading: false,
    };
    renderAdmin(paths.admin.dashboard.getHref());
    const trigger = screen.getByRole("button", { name: "Menu pengguna" });
    expect(within(trigger).getByText("O")).toBeInTheDocument();
    expect(within(trigger).getByText("operator@example.com")).toBeInTheDocument();
  });

  it(`logs out: toast 'Logout berhasil.' and returns to ${paths.login.path}`, async () => {
    auth.signOut.mockResolvedValue(undefined);
    const { user, router } = renderAdmin(paths.admin.instructors.getHref());
    await user.click(screen.getByRole("button", { name: "Menu pengguna" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByText("Logout berhasil.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login.getHref());
  });

  it("keeps the user on the page with 'Gagal untuk logout.' when sign-out fails", async () => {
    auth.signOut.mockRejectedValue(new Error("network down"));
    const { user, router } = renderAdmin(paths.admin.instructors.getHref());
    await user.click(screen.getByRole("button", { name: "Menu pengguna" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));

    const toastTitle = await screen.findByText("Gagal untuk logout.");
    expect(toastTitle.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive");
    expect(screen.queryByText("Logout berhasil.")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.instructors.getHref());
  });

  it("collapses into a mobile menu with the sections, Profil and Logout", async () => {
    auth.signOut.mockResolvedValue(undefined);
    const { user, router } = renderAdmin(paths.admin.facilities.getHref());
    await user.click(screen.getByRole("button", { name: "Buka menu" }));

    const menu = await screen.findByRole("dialog");
    expect(within(menu).getByText("Admin Panel")).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Profil" })).toHaveAttribute("href", paths.admin.profile.getHref());
    expect(within(menu).getByRole("link", { name: "Fasilitas" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Beranda" })).toHaveAttribute("href", paths.home.getHref());

    await user.click(within(menu).getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logout berhasil.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login.getHref());
  });
});
