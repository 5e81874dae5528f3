import { act, configure, screen, waitFor } from "@testing-library/react";
import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { authClient } from "@/lib/auth-client";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../msw/db";
import { failNext, setDelay } from "../msw/handlers";
import { AUTH_STORAGE_KEY, signInAs } from "../msw/auth";
import { renderRoute, waitForLocation } from "../setup/render";
import { paths } from "@/config/paths";

// The login page is a lazily loaded route chunk (with the Auth UI): reached by a navigation inside a test, its first
// render can take more than the library's default second on a busy machine (it took 2.4 s once).
configure({ asyncUtilTimeout: 4000 });

/** Emits an auth event the way supabase-js does after a recovery link or a password change. */
async function emitAuthEvent(event: AuthChangeEvent) {
  const { data } = await authClient.auth.getSession();
  const auth = authClient.auth as unknown as {
    _notifyAllSubscribers: (event: AuthChangeEvent, session: Session | null) => Promise<void>;
  };
  await act(() => auth._notifyAllSubscribers(event, data.session));
}

describe(`Login (${paths.login.path})`, () => {
  it("shows the 'Login Admin' card with e-mail + password only, in Indonesian", async () => {
    renderRoute(paths.login.getHref());
    expect(await screen.findByRole("heading", { name: "Login Admin" })).toBeInTheDocument();
    // the title is set by an effect of the same render: wait for it rather than reading it between the two
    await waitFor(() => expect(document.title).toMatch(/^Login Admin \| /));
    expect(await screen.findByLabelText("Alamat email")).toHaveAttribute("placeholder", "Alamat email Anda");
    expect(screen.getByLabelText("Kata sandi")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Masuk" })).toBeInTheDocument();
    // no providers, no sign-up / forgot-password / magic-link links: the only link leads home
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([paths.home.getHref()]);
    expect(screen.queryByText(/Lupa kata sandi|Sign up|Forgot|magic/i)).not.toBeInTheDocument();
  });

  it("shows the backend's error message in a red box under the form", async () => {
    const { user } = renderRoute(paths.login.getHref());
    await user.type(await screen.findByLabelText("Alamat email"), ADMIN_EMAIL);
    await user.type(screen.getByLabelText("Kata sandi"), "salah-sandi");
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    const message = await screen.findByText("Invalid login credentials");
    expect(message.className).toMatch(/supabase-auth-ui_ui-message/);
    expect(message.className).toMatch(/color-danger/); // the red (danger) box
    const form = message.closest("form")!;
    expect(form.lastElementChild).toBe(message); // under the form's fields and button
  });

  it("shows other backend messages too", async () => {
    failNext("auth", "signInWithPassword", { status: 429, code: "over_request_rate_limit", message: "Terlalu banyak percobaan" });
    const { user } = renderRoute(paths.login.getHref());
    await user.type(await screen.findByLabelText("Alamat email"), ADMIN_EMAIL);
    await user.type(screen.getByLabelText("Kata sandi"), ADMIN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    expect(await screen.findByText("Terlalu banyak percobaan")).toBeInTheDocument();
  });

  it(`signs in and goes to ${paths.admin.dashboard.path}`, async () => {
    const { user, router } = renderRoute(paths.login.getHref());
    await user.type(await screen.findByLabelText("Alamat email"), ADMIN_EMAIL);
    await user.type(screen.getByLabelText("Kata sandi"), ADMIN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    await waitForLocation(router, paths.admin.dashboard.getHref());
  });

  it(`redirects a signed-in visitor to ${paths.admin.dashboard.path}`, async () => {
    signInAs("admin");
    const { router } = renderRoute(paths.login.getHref());
    await waitForLocation(router, paths.admin.dashboard.getHref());
  });

  it("renders no form while the session is loading", async () => {
    // an expired stored session makes supabase-js refresh it first; the refresh never answers
    const session = signInAs("admin")!;
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    setDelay("auth", "refreshSession", "infinite");
    renderRoute(paths.login.getHref());
    expect(await screen.findByRole("heading", { name: "Login Admin" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Alamat email")).not.toBeInTheDocument();
  });

  it("switches to update-password on PASSWORD_RECOVERY and back on USER_UPDATED", async () => {
    const { router } = renderRoute(paths.login.getHref());
    await screen.findByLabelText("Alamat email");
    signInAs("admin"); // a recovery link signs the user in
    await emitAuthEvent("PASSWORD_RECOVERY");
    expect(await screen.findByLabelText("Kata sandi baru")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Perbarui kata sandi" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login.getHref());

    await emitAuthEvent("USER_UPDATED");
    // back to sign-in, and a signed-in user goes on to /dashboard
    await waitForLocation(router, paths.admin.dashboard.getHref());
  });

  // supabase-js announces the recovery when it reads the link, which can be before the login page is there (its
  // code is a lazy chunk), or between its first render and its effects: the page must not miss it.
  it("asks for a new password when the recovery was announced before the login page was shown", async () => {
    const { router } = renderRoute(paths.home.getHref());
    await screen.findByRole("heading", { level: 1 });
    signInAs("admin");
    await emitAuthEvent("PASSWORD_RECOVERY");
    await act(() => router.navigate(paths.login.getHref()));
    expect(await screen.findByLabelText("Kata sandi baru")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login.getHref());
  });
});
