import { screen, within } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";

import { PublicLayout } from "@/app/layouts/public-layout";
import { renderRoutes } from "../setup/render";
import { paths } from "@/config/paths";

const auth = vi.hoisted(() => ({
  state: { session: null as unknown, user: null as unknown, isLoading: false },
  signOut: vi.fn(),
}));
const contact = vi.hoisted(() => ({ data: null as unknown }));

vi.mock("@/features/auth/api/session", () => ({
  useSession: () => auth.state,
  useKeepAlive: () => ({}),
  useAuthSync: () => {},
  useSignOut: () => ({ mutateAsync: auth.signOut, isPending: false }),
}));
vi.mock("@/features/contact/api/contact", () => ({
  useContactInfo: () => ({ data: contact.data, isPending: false, isError: false }),
}));

const user = {
  id: "u1",
  email: "admin@example.com",
  user_metadata: { first_name: "Rahmat", last_name: "Hidayat" },
} as unknown as User;

const contactInfo = {
  id: 1,
  address: "Jl. Teuku Nyak Arief, Banda Aceh",
  phone: "(0651) 123456",
  email: "tik@blk-bandaaceh.go.id",
  instagram_url: "https://instagram.com/blk.bandaaceh",
  map_embed_url: null,
};

function renderLayout(path = paths.home.getHref()) {
  return renderRoutes(
    [
      {
        path: paths.home.path,
        element: <PublicLayout />,
        children: [
          { index: true, element: <h1>Halaman Beranda</h1> },
          { path: "*", element: <h1>Halaman Lain</h1> },
        ],
      },
      { path: paths.login.getHref(), element: <h1>Halaman Login</h1> },
      { path: `${paths.admin.dashboard.path}/*`, element: <h1>Halaman Dashboard</h1> },
    ],
    { initialEntries: [path], bootstrapSession: false },
  );
}

const NAV = [
  ["Beranda", paths.home.getHref()],
  ["Jadwal", paths.schedules.getHref()],
  ["Program Pelatihan", paths.programs.getHref()],
  ["Fasilitas", paths.facilities.getHref()],
  ["Galeri", paths.gallery.getHref()],
  ["Pengumuman", paths.announcements.getHref()],
  ["Kontak", paths.contact.getHref()],
] as const;

describe("Public layout", () => {
  beforeEach(() => {
    auth.state = { session: null, user: null, isLoading: false };
    auth.signOut.mockReset();
    contact.data = null;
  });

  it("shows the header links in order and marks the active one", () => {
    renderLayout(paths.schedules.getHref());
    const nav = screen.getByRole("navigation", { name: "Navigasi utama" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(NAV);

    expect(within(nav).getByRole("link", { name: "Jadwal" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Beranda" })).not.toHaveAttribute("aria-current");
  });

  it("marks Beranda active only on the home page, and Program Pelatihan on its sub-pages", () => {
    const first = renderLayout(paths.home.getHref());
    let nav = screen.getByRole("navigation", { name: "Navigasi utama" });
    expect(within(nav).getByRole("link", { name: "Beranda" })).toHaveAttribute("aria-current", "page");
    first.unmount();

    renderLayout(paths.categoryPrograms.getHref("PBK Reguler"));
    nav = screen.getByRole("navigation", { name: "Navigasi utama" });
    expect(within(nav).getByRole("link", { name: "Program Pelatihan" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Beranda" })).not.toHaveAttribute("aria-current");
  });

  it("offers a skip link to the main content", () => {
    renderLayout(paths.contact.getHref());
    const skip = screen.getByRole("link", { name: "Lewati ke konten utama" });
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("shows a Login button when signed out", async () => {
    const { user: u, router } = renderLayout(paths.gallery.getHref());
    expect(screen.queryByRole("button", { name: "Menu pengguna" })).not.toBeInTheDocument();
    const login = screen.getByRole("link", { name: "Login" });
    expect(login).toHaveAttribute("href", paths.login.getHref());
    await u.click(login);
    expect(router.state.location.pathname).toBe(paths.login.getHref());
  });

  it("collapses into a mobile menu with every link and 'Admin Login' when signed out", async () => {
    const { user: u, router } = renderLayout(paths.facilities.getHref());
    await u.click(screen.getByRole("button", { name: "Buka menu" }));

    const menu = await screen.findByRole("dialog");
    const nav = within(menu).getByRole("navigation");
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(NAV.map(([label]) => label));
    expect(within(nav).getByRole("link", { name: "Fasilitas" })).toHaveAttribute("aria-current", "page");

    await u.click(within(menu).getByRole("link", { name: "Galeri" }));
    expect(router.state.location.pathname).toBe(paths.gallery.getHref());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Buka menu" }));
    const again = await screen.findByRole("dialog");
    expect(within(again).getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", paths.login.getHref());
  });

  it("shows the avatar menu with name, e-mail, Dashboard, Profil and Log out when signed in", async () => {
    auth.state = { session: {}, user, isLoading: false };
    const { user: u, router } = renderLayout(paths.home.getHref());

    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    // The avatar is a chunk of its own (only the team signs in): it replaces the reserved slot once loaded.
    await u.click(await screen.findByRole("button", { name: "Menu pengguna" }));
    expect(document.querySelector("[data-session-slot]")).toBeNull();

    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Rahmat Hidayat")).toBeInTheDocument();
    expect(within(menu).getByText("admin@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", paths.admin.dashboard.getHref());
    expect(within(menu).getByRole("menuitem", { name: "Profil" })).toHaveAttribute("href", paths.admin.profile.getHref());
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();

    await u.click(within(menu).getByRole("menuitem", { name: "Dashboard" }));
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
  });

  it("uses the e-mail as the name when the user has no name metadata", async () => {
    auth.state = {
      session: {},
      user: { id: "u2", email: "operator@example.com", user_metadata: {} } as unknown as User,
      isLoading: false,
    };
    const { user: u } = renderLayout(paths.home.getHref());
    const trigger = await screen.findByRole("button", { name: "Menu pengguna" });
    expect(within(trigger).getByText("O")).toBeInTheDocument();
    await u.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByText("operator@example.com")).toHaveLength(2);
  });

  it(`logs out from the avatar menu: toast 'Logout berhasil.' and ${paths.login.path}`, async () => {
    auth.state = { session: {}, user, isLoading: false };
    auth.signOut.mockResolvedValue(undefined);
    const { user: u, router } = renderLayout(paths.schedules.getHref());

    await u.click(await screen.findByRole("button", { name: "Menu pengguna" }));
    await u.click(await screen.findByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByText("Logout berhasil.")).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(paths.login.getHref());
  });

  it("shows Dashboard, Profil and Log out in the mobile menu when signed in", async () => {
    auth.state = { session: {}, user, isLoading: false };
    const { user: u } = renderLayout(paths.home.getHref());
    await u.click(screen.getByRole("button", { name: "Buka menu" }));
    const menu = await screen.findByRole("dialog");
    expect(within(menu).getByText("Rahmat Hidayat")).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", paths.admin.dashboard.getHref());
    expect(within(menu).getByRole("link", { name: "Profil" })).toHaveAttribute("href", paths.admin.profile.getHref());
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(within(menu).queryByRole("link", { name: "Admin Login" })).not.toBeInTheDocument();
  });

  it("shows the login slot empty while the session loads (no Login flash)", () => {
    auth.state = { session: null, user: null, isLoading: true };
    renderLayout(paths.home.getHref());
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Menu pengguna" })).not.toBeInTheDocument();
  });

  it("has a footer with the current year and no Instagram link when none is configured", () => {
    renderLayout(paths.home.getHref());
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(within(footer).queryByRole("link", { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it("links to Instagram in the footer when contact_info.instagram_url is configured", () => {
    contact.data = contactInfo;
    renderLayout(paths.home.getHref());
    const footer = screen.getByRole("contentinfo");
    const instagram = within(footer).getByRole("link", { name: /Instagram/ });
    expect(instagram).toHaveAttribute("href", "https://instagram.com/blk.bandaaceh");
    expect(instagram).toHaveAttribute("target", "_blank");
    expect(instagram).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(within(footer).getByText("Jl. Teuku Nyak Arief, Banda Aceh")).toBeInTheDocument();
  });

  it("switches the colour theme from the 'Ganti tema' menu", async () => {
    const { user: u } = renderLayout(paths.home.getHref());
    await u.click(screen.getByRole("button", { name: "Ganti tema" }));
    await u.click(await screen.findByRole("menuitemradio", { name: "Gelap" }));
    expect(document.documentElement).toHaveClass("dark");

    await u.click(screen.getByRole("button", { name: "Ganti tema" }));
    await u.click(await screen.findByRole("menuitemradio", { name: "Terang" }));
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("adds no stylesheet when the page loads, and turns transitions off only while the visitor's theme change is painted", async () => {
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLStyleElement) added.push(node.textContent ?? "");
    });
    observer.observe(document.head, { childList: true });
    const { user: u } = renderLayout(paths.home.getHref());
    await screen.findByRole("button", { name: "Ganti tema" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // next-themes' disableTransitionOnChange did this on every mount: a whole-page style recalculation, twice.
    expect(added.filter((css) => css.includes("transition:none"))).toEqual([]);

    await u.click(screen.getByRole("button", { name: "Ganti tema" }));
    await u.click(await screen.findByRole("menuitemradio", { name: "Gelap" }));
    expect(added.filter((css) => css.includes("transition:none"))).toHaveLength(1);
    await vi.waitFor(() => expect([...document.head.querySelectorAll("style")].some((s) => s.textContent?.includes("transition:none"))).toBe(false));
    observer.disconnect();
  });
});
