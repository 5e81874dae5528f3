import { screen, waitFor, within } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";

import { AdminLayout } from "@/app/layouts/admin-layout";
import { adminNavFor, isNavGroup } from "@/app/layouts/admin-nav";
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

/** The menu as ADMIN_NAV defines it, for a member whose role is not read yet: Pendaftar and the super admin's pages hidden. */
const MENU = [
  ["Overview", paths.admin.dashboard.getHref()],
  ["Pelatihan", [
    ["Program Pelatihan", paths.admin.programs.getHref()],
    ["Instruktur", paths.admin.instructors.getHref()],
    ["Jadwal", paths.admin.schedules.getHref()],
    ["Mitra Industri", paths.admin.partners.getHref()],
    ["Lowongan Kerja", paths.admin.vacancies.getHref()],
  ]],
  ["Konten Situs", [
    ["Galeri", paths.admin.gallery.getHref()],
    ["Fasilitas", paths.admin.facilities.getHref()],
    ["Hero Banner", paths.admin.banners.getHref()],
    ["Pengumuman", paths.admin.announcements.getHref()],
    ["FAQ", paths.admin.faqs.getHref()],
    ["Informasi Kontak", paths.admin.contact.getHref()],
    ["Standar Pelayanan", paths.admin.serviceStandard.getHref()],
  ]],
  ["Tim & Keamanan", [["Riwayat Perubahan", paths.admin.history.getHref()]]],
  ["Profil", paths.admin.profile.getHref()],
] as const;

const bar = () => screen.getByRole("navigation", { name: "Navigasi admin" });

describe("Admin layout", () => {
  beforeEach(() => {
    auth.state = { session: {}, user: admin, isLoading: false };
    auth.signOut.mockReset();
  });

  it("has the 'Admin Panel' top bar: Overview, a button per group opening its links, Profil, and 'Beranda'", async () => {
    const { user } = renderAdmin(paths.admin.dashboard.getHref());
    expect(screen.getByText("Admin Panel")).toBeInTheDocument();
    // one row: the bar's own items, each group's links behind its button
    const row = within(bar()).getAllByRole("list")[0];
    const items = within(row).getAllByRole("listitem").filter((li) => li.parentElement === row);
    expect(items.map((li) => li.textContent)).toEqual(MENU.map(([label]) => label));
    for (const [label, target] of MENU) {
      if (typeof target === "string") {
        const link = within(bar()).getByRole("link", { name: label });
        expect(link).toHaveAttribute("href", target);
        // its own classes (a NavLink's className function under Radix's Slot became the function's text)
        expect(link).toHaveClass("inline-flex", "items-center");
        continue;
      }
      const trigger = within(bar()).getByRole("button", { name: label });
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      await user.click(trigger);
      expect(trigger).toHaveAttribute("aria-expanded", "true");
      const links = within(bar()).getAllByRole("link").filter((link) => !["Overview", "Profil"].includes(link.textContent ?? ""));
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(target);
      // aria-controls is a list of ids split on spaces: the panel's one id, without a space ("Konten Situs" made two)
      const controls = trigger.getAttribute("aria-controls") ?? "";
      expect(controls).toMatch(/^\S+$/);
      expect(document.getElementById(controls)).toContainElement(links[0]);
      for (const link of links) expect(link).toHaveClass("flex", "items-center");
      await user.keyboard("{Escape}");
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      expect(trigger).toHaveFocus();
    }
    expect(screen.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", paths.home.getHref());
  });

  it("shows each group to the roles that have something in it: Pendaftar and Sertifikat for admins, Tim Admin and Aktivitas Keamanan for super admins", () => {
    const labels = (role: Parameters<typeof adminNavFor>[0]) =>
      adminNavFor(role).map((entry) => (isNavGroup(entry) ? `${entry.label}: ${entry.items.map((item) => item.label).join(", ")}` : entry.label));
    expect(labels("operator")).toEqual([
      "Overview",
      "Pelatihan: Program Pelatihan, Instruktur, Jadwal, Mitra Industri, Lowongan Kerja",
      "Konten Situs: Galeri, Fasilitas, Hero Banner, Pengumuman, FAQ, Informasi Kontak, Standar Pelayanan",
      "Tim & Keamanan: Riwayat Perubahan",
      "Profil",
    ]);
    expect(labels("admin")[1]).toBe("Pelatihan: Program Pelatihan, Instruktur, Jadwal, Pendaftar, Kehadiran, Sertifikat, Survei Alumni, Survei Kepuasan, Pengaduan, Mitra Industri, Lowongan Kerja");
    expect(labels("admin")[3]).toBe("Tim & Keamanan: Riwayat Perubahan");
    expect(labels("super_admin")[3]).toBe("Tim & Keamanan: Riwayat Perubahan, Tim Admin, Aktivitas Keamanan");
  });

  it("keeps --header-height (the scroll padding that keeps focus out from under the sticky bar) at the bar's height", () => {
    const view = renderAdmin(paths.admin.dashboard.getHref());
    const header = screen.getByRole("banner");
    expect(document.documentElement.style.getPropertyValue("--header-height")).toBe(`${header.getBoundingClientRect().height}px`);
    view.unmount();
    expect(document.documentElement.style.getPropertyValue("--header-height")).toBe("");
  });

  it(`marks Overview current only on ${paths.admin.dashboard.path}, and a section and its group on its own page`, async () => {
    const first = renderAdmin(paths.admin.dashboard.getHref());
    expect(within(bar()).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    expect(within(bar()).getByRole("button", { name: "Pelatihan" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("heading", { name: "Overview Page" })).toBeInTheDocument();
    first.unmount();

    const { user } = renderAdmin(paths.admin.schedules.getHref());
    expect(within(bar()).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    const group = within(bar()).getByRole("button", { name: "Pelatihan" });
    expect(group).toHaveAttribute("aria-current", "true");
    expect(within(bar()).getByRole("button", { name: "Konten Situs" })).not.toHaveAttribute("aria-current");
    await user.click(group);
    expect(within(bar()).getByRole("link", { name: "Jadwal" })).toHaveAttribute("aria-current", "page");
    expect(within(bar()).getByRole("link", { name: "Instruktur" })).not.toHaveAttribute("aria-current");
  });

  it("is operated by keyboard: Tab to a group, Enter opens it, Tab to a link, Enter follows it and the panel closes", async () => {
    const { user, router } = renderAdmin(paths.admin.dashboard.getHref());
    const group = within(bar()).getByRole("button", { name: "Konten Situs" });
    group.focus();
    await user.keyboard("{Enter}");
    expect(group).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(within(bar()).getByRole("link", { name: "Galeri" })).toHaveFocus();
    await user.tab();
    expect(within(bar()).getByRole("link", { name: "Fasilitas" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe(paths.admin.facilities.getHref());
    await waitFor(() => expect(group).toHaveAttribute("aria-expanded", "false"));
    expect(within(bar()).queryByRole("link", { name: "Fasilitas" })).not.toBeInTheDocument();
    expect(group).toHaveAttribute("aria-current", "true");
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

  it("collapses into a mobile menu with the same groups under their headings, Profil and Logout", async () => {
    auth.signOut.mockResolvedValue(undefined);
    const { user, router } = renderAdmin(paths.admin.facilities.getHref());
    await user.click(screen.getByRole("button", { name: "Buka menu" }));

    const menu = await screen.findByRole("dialog");
    expect(within(menu).getByText("Admin Panel")).toBeInTheDocument();
    const nav = within(menu).getByRole("navigation", { name: "Navigasi admin (seluler)" });
    for (const [label, target] of MENU) {
      if (typeof target === "string") {
        expect(within(nav).getByRole("link", { name: label })).toHaveAttribute("href", target);
        continue;
      }
      const list = within(nav).getByRole("list", { name: label });
      expect(within(list).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(target);
    }
    expect(within(nav).getByRole("link", { name: "Fasilitas" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Beranda" })).toHaveAttribute("href", paths.home.getHref());

    await user.click(within(menu).getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logout berhasil.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login.getHref());
  });
});
