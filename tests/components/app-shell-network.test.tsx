/**
 * The shell against the MSW emulation of Supabase (no mocked hooks): the real session hooks read the
 * stored session, the guard and layouts react to it, logout goes through /auth/v1/logout, the footer
 * reads contact_info, and the keep-alive query runs at start.
 */
import { screen, waitFor, within } from "@testing-library/react";

import { signInAs, storedSession } from "../msw/auth";
import { db } from "../msw/db";
import { failNext, getRequests } from "../msw/handlers";
import { renderRoute } from "../setup/render";

describe("App shell over the network edge", () => {
  it("redirects a signed-out visitor from an admin page to /login (history replaced)", async () => {
    signInAs(null);
    const { router } = renderRoute("/dashboard/jadwal");

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
  });

  it("shows the admin layout with the signed-in user's first name, and logs out to /login", async () => {
    signInAs("admin");
    const { user, router } = renderRoute("/dashboard");

    const trigger = await screen.findByRole("button", { name: "Menu pengguna" });
    expect(screen.getByText("Admin Panel")).toBeInTheDocument();
    expect(within(trigger).getByText("Rahmat")).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("admin@example.com")).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByText("Logout berhasil.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(storedSession()).toBeNull();
  });

  it("toasts 'Gagal untuk logout.' and stays when the backend refuses the sign-out", async () => {
    signInAs("admin");
    failNext("auth", "signOut", { status: 500 });
    const { user, router } = renderRoute("/dashboard/instruktur");

    await user.click(await screen.findByRole("button", { name: "Menu pengguna" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByText("Gagal untuk logout.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/instruktur");
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
    expect(within(menu).getByText("Rahmat Hidayat")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("has no Instagram link in the footer when instagram_url is empty", async () => {
    db.contact_info = db.contact_info.map((row) => ({ ...row, instagram_url: null }));
    renderRoute("/halaman-tidak-ada");
    const footer = screen.getByRole("contentinfo");
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
