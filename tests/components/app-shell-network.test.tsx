/**
 * The shell against the MSW emulation of Supabase (no mocked hooks): the real session hooks read the
 * stored session, the guard and layouts react to it, logout goes through /auth/v1/logout, the footer
 * reads contact_info, and the keep-alive query runs at start.
 */
import { screen, waitFor, within } from "@testing-library/react";

import { signInAs, storedSession } from "../msw/auth";
import { db } from "../msw/db";
import { failNext, getRequests } from "../msw/handlers";
import { renderRoute, waitForLocation } from "../setup/render";
import { paths } from "@/config/paths";
import { ADMIN } from "../../supabase/seed/data";

describe("App shell over the network edge", () => {
  // The router loads every lazy chunk a URL matches before it navigates: for /dashboard/jadwal the admin
  // layout and the schedules admin page (forms, calendar, zod), then /login with the auth client and Auth UI.
  // Transforming those cold on a busy machine outlasts a waitFor, so load them up front as a browser cache would.
  beforeAll(async () => {
    await Promise.all([
      import("@/app/layouts/admin-layout"),
      import("@/features/schedules/pages/admin-schedules-page"),
      import("@/features/auth/pages/login-page"),
    ]);
  }, 60_000);

  it(`redirects a signed-out visitor from an admin page to ${paths.login.path} (history replaced)`, async () => {
    signInAs(null);
    const { router } = renderRoute(paths.admin.schedules.getHref());

    await waitForLocation(router, paths.login.getHref());
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
  });

  it(`shows the admin layout with the signed-in user's first name, and logs out to ${paths.login.path}`, async () => {
    signInAs("admin");
    const { user, router } = renderRoute(paths.admin.dashboard.getHref());

    const trigger = await screen.findByRole("button", { name: "Menu pengguna" });
    expect(screen.getByText("Admin Panel")).toBeInTheDocument();
    expect(within(trigger).getByText(ADMIN.first_name)).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("admin@example.com")).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByText("Logout berhasil.")).toBeInTheDocument();
    await waitForLocation(router, paths.login.getHref());
    expect(storedSession()).toBeNull();
  });

  it("toasts 'Gagal untuk logout.' and stays when the backend refuses the sign-out", async () => {
    signInAs("admin");
    failNext("auth", "signOut", { status: 500 });
    const { user, router } = renderRoute(paths.admin.instructors.getHref());

    await user.click(await screen.findByRole("button", { name: "Menu pengguna" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByText("Gagal untuk logout.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.instructors.getHref());
  });

  it("shows the public avatar menu when signed in and the Instagram link from contact_info", async () => {
    signInAs("admin");
    const { user } = renderRoute("/halaman-tidak-ada");

    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    const footer = screen.getByRole("contentinfo");
    const instagram = await within(footer).findByRole("link", { name: /Instagram/ });
    expect(instagram).toHaveAttribute("href", db.contact_info[0].instagram_url);

    await user.click(await screen.findByRole("button", { name: "Menu pengguna" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(`${ADMIN.first_name} ${ADMIN.last_name}`)).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("has no Instagram link in the footer when instagram_url is empty", async () => {
    db.contact_info = db.contact_info.map((row) => ({ ...row, instagram_url: null }));
    renderRoute("/halaman-tidak-ada");
    const footer = await screen.findByRole("contentinfo");
    expect(await within(footer).findByText(db.contact_info[0].address)).toBeInTheDocument();
    expect(within(footer).queryByRole("link", { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it("runs the keep-alive query (one profile id) at start", async () => {
    renderRoute("/halaman-tidak-ada");
    await waitFor(() => {
      const keepAlive = getRequests().find(
        (request) => request.target === "profiles" && request.op === "select",
      );
      expect(keepAlive?.url.searchParams.get("select")).toBe("id");
      expect(keepAlive?.url.searchParams.get("limit")).toBe("1");
    });
  });
});
