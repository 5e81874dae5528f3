/**
 * The auth client (supabase-js) is loaded only when something needs it: anonymous visitors read through
 * the PostgREST client alone; a stored session makes requests carry the user's token.
 * The file's module state starts empty (Vitest isolates files) and the tests run in order: the anonymous
 * visitor first, before anything has loaded the auth client.
 */
import { signInAs } from "../msw/auth";
import { getRequests } from "../msw/handlers";

async function freshModules() {
  const authSession = await import("@/lib/auth-session");
  const session = await import("@/features/auth/api/session");
  const { supabase } = await import("@/lib/supabase");
  return { authSession, session, supabase };
}

describe("auth client on demand", () => {
  it("an anonymous visitor reads as anon without the auth client ever being loaded", async () => {
    signInAs(null);
    const { authSession, session, supabase } = await freshModules();
    const loaded = vi.fn();
    authSession.onAuthClientReady(loaded);

    expect(await session.fetchSession()).toBeNull();
    const { data } = await supabase.from("programs").select("id").limit(1).throwOnError();

    expect(data).toHaveLength(1);
    expect(getRequests("programs").at(-1)?.role).toBe("anon");
    expect(authSession.authClientNeeded()).toBe(false);
    expect(loaded).not.toHaveBeenCalled();
  });

  it("a stored session loads the auth client and requests carry the signed-in user's token", async () => {
    const stored = signInAs("admin")!;
    const { authSession, session, supabase } = await freshModules();
    expect(authSession.authClientNeeded()).toBe(true);

    const current = await session.fetchSession();
    expect(current?.user.id).toBe(stored.user.id);
    await supabase.from("profiles").select("id").limit(1).throwOnError();

    const request = getRequests("profiles").at(-1);
    expect(request?.role).toBe("authenticated");
    expect(request?.userId).toBe(stored.user.id);
    // this test's fresh auth client must not keep refreshing after the file ends
    await (await authSession.loadAuthClient()).auth.stopAutoRefresh();
  });

  it("an email link's tokens in the address count as needing the auth client", async () => {
    const { authSession } = await freshModules();
    expect(authSession.hasAuthRedirect({ hash: "#access_token=abc&type=recovery", search: "" })).toBe(true);
    expect(authSession.hasAuthRedirect({ hash: "", search: "?code=123" })).toBe(true);
    expect(authSession.hasAuthRedirect({ hash: "#main-content", search: "?q=web" })).toBe(false);
  });

  it("a request starts in a task of its own, never in the task that asked for it (no long task of requests)", async () => {
    signInAs(null);
    const { supabase } = await freshModules();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const requests = [supabase.from("programs").select("id").limit(1), supabase.from("facilities").select("id").limit(1)].map((q) =>
        Promise.resolve(q),
      );
      // Every microtask of this task has run: no request has started yet.
      for (let i = 0; i < 50; i++) await Promise.resolve();
      expect(fetchSpy).not.toHaveBeenCalled();
      const results = await Promise.all(requests);
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(results.map((r) => r.error)).toEqual([null, null]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
