/**
 * /auth/v1 of the embedded local Supabase through real supabase-js: password sign-in,
 * refresh-token rotation and reuse refusal, getUser, updateUser metadata merge,
 * sign-out, sign-up refused, admin API, settings, CORS.
 */
import { describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminClient,
  anonClient,
  createNonAdminUser,
  jwtPayload,
  serviceClient,
  testEnv,
  uniqueEmail,
} from "../helpers/supabase";

async function rawRefresh(refreshToken: string) {
  const { url, anonKey } = testEnv();
  const res = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, apiVersion: res.headers.get("x-supabase-api-version"), body: (await res.json()) as Record<string, unknown> };
}

describe("password sign-in", () => {
  it("signs in the demo administrator and returns a GoTrue-shaped session", async () => {
    const c = anonClient();
    const { data, error } = await c.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s.token_type).toBe("bearer");
    expect(s.expires_in).toBe(3600);
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(typeof s.refresh_token).toBe("string");
    expect(data.user?.email).toBe(ADMIN_EMAIL);
    expect(data.user?.app_metadata.role).toBeUndefined();

    const claims = jwtPayload(s.access_token);
    // the Custom Access Token hook's claim (supabase/config.toml)
    expect(claims.user_role).toBe("super_admin");
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: "authenticated",
      role: "authenticated",
      email: ADMIN_EMAIL,
      aal: "aal1",
      is_anonymous: false,
    });
    expect((claims.app_metadata as Record<string, unknown>).role).toBeUndefined();
    expect(typeof claims.session_id).toBe("string");
    expect(Array.isArray(claims.amr)).toBe(true);
    expect(claims.exp as number).toBe((claims.iat as number) + 3600);
    expect(claims.user_metadata).toEqual(data.user!.user_metadata);
  });

  it("refuses a wrong password with invalid_credentials / 'Invalid login credentials'", async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: ADMIN_EMAIL, password: "wrong-password" });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.message).toBe("Invalid login credentials");
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: "nobody@example.com", password: "whatever1" });
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.message).toBe("Invalid login credentials");
  });

  it("accepts the e-mail case-insensitively", async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: "Admin@Example.com", password: ADMIN_PASSWORD });
    expect(error).toBeNull();
  });
});

describe("refresh tokens", () => {
  it("rotates the refresh token and refuses reuse of the old one", async () => {
    const c = await adminClient();
    const first = (await c.auth.getSession()).data.session!;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(jwtPayload(second.access_token).session_id).toBe(jwtPayload(first.access_token).session_id);

    const reused = await rawRefresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.apiVersion).toBe("2024-01-01");
    expect(reused.body).toEqual({ code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });

    // Reuse is treated as theft: the whole session is gone (as GoTrue does).
    const after = await rawRefresh(second.refresh_token);
    expect(after.status).toBe(400);
    expect(after.body.code).toBe("refresh_token_not_found");
  });

  it("a rotated token works once", async () => {
    const c = await adminClient();
    const s = (await c.auth.getSession()).data.session!;
    const ok = await rawRefresh(s.refresh_token);
    expect(ok.status).toBe(200);
    expect(ok.body.token_type).toBe("bearer");
    expect(typeof ok.body.access_token).toBe("string");
    expect((ok.body.user as { email: string }).email).toBe(ADMIN_EMAIL);
  });

  it("refuses an unknown refresh token", async () => {
    const r = await rawRefresh("not-a-real-token");
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" });
  });
});

describe("user endpoints", () => {
  it("getUser returns the signed-in user", async () => {
    const c = await adminClient();
    const { data, error } = await c.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(ADMIN_EMAIL);
    expect(data.user?.aud).toBe("authenticated");
  });

  it("updateUser merges user_metadata (null deletes a key) and keeps app_metadata", async () => {
    const u = await createNonAdminUser({ metadata: { first_name: "Awal", last_name: "Nama", avatar_url: "http://x.test/a.png" } });
    const r1 = await u.client.auth.updateUser({ data: { first_name: "Baru" } });
    expect(r1.error).toBeNull();
    expect(r1.data.user?.user_metadata).toEqual({ first_name: "Baru", last_name: "Nama", avatar_url: "http://x.test/a.png" });
    const r2 = await u.client.auth.updateUser({ data: { avatar_url: null } });
    expect(r2.data.user?.user_metadata).toEqual({ first_name: "Baru", last_name: "Nama" });
    expect(r2.data.user?.app_metadata.role).toBeUndefined();

    const fetched = await u.client.auth.getUser();
    expect(fetched.data.user?.user_metadata).toEqual({ first_name: "Baru", last_name: "Nama" });
    // The next access token carries the new metadata.
    const refreshed = await u.client.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).user_metadata).toEqual({ first_name: "Baru", last_name: "Nama" });
  });

  it("updateUser changes the password", async () => {
    const u = await createNonAdminUser();
    const { error } = await u.client.auth.updateUser({ password: "another-pass-1" });
    expect(error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: u.email, password: u.password })).error?.code).toBe("invalid_credentials");
    expect((await anonClient().auth.signInWithPassword({ email: u.email, password: "another-pass-1" })).error).toBeNull();
  });

  it("signOut ends the session: the old access token and refresh token stop working", async () => {
    const u = await createNonAdminUser();
    const s = (await u.client.auth.getSession()).data.session!;
    const { error } = await u.client.auth.signOut();
    expect(error).toBeNull();
    expect((await u.client.auth.getSession()).data.session).toBeNull();

    const again = await anonClient().auth.getUser(s.access_token);
    expect(again.data.user).toBeNull();
    expect(again.error?.name).toBe("AuthSessionMissingError");
    expect((await rawRefresh(s.refresh_token)).body.code).toBe("refresh_token_not_found");
  });

  it("getUser refuses the anon key (no user)", async () => {
    const { url, anonKey } = testEnv();
    const res = await fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("bad_jwt");
  });
});

describe("sign-up is disabled", () => {
  it("signUp answers 422 signup_disabled", async () => {
    const { data, error } = await anonClient().auth.signUp({ email: uniqueEmail("signup"), password: "password-123" });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("signup_disabled");
  });

  it("settings report sign-up disabled and e-mail provider on", async () => {
    const { url, anonKey } = testEnv();
    const res = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
    const body = (await res.json()) as { disable_signup: boolean; external: { email: boolean } };
    expect(body.disable_signup).toBe(true);
    expect(body.external.email).toBe(true);
    const health = await fetch(`${url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});

describe("password length (supabase/config.toml: minimum_password_length = 10)", () => {
  it("refuses a new password under 10 characters with GoTrue's weak_password, on the user and the admin API", async () => {
    const u = await createNonAdminUser();
    const short = await u.client.auth.updateUser({ password: "sembilan9" });
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe("weak_password");
    expect(short.error?.message).toBe("Password should be at least 10 characters.");
    expect((await u.client.auth.updateUser({ password: "sepuluh-10" })).error).toBeNull();
    const created = await serviceClient().auth.admin.createUser({ email: uniqueEmail("pendek"), password: "123456789", email_confirm: true });
    expect(created.error?.code).toBe("weak_password");
  });
});

describe("admin API (service role)", () => {
  it("creates, reads, updates and deletes users", async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail("adminapi");
    const created = await admin.createUser({ email, password: "password-123", email_confirm: true, app_metadata: { role: "admin" } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.app_metadata).toMatchObject({ provider: "email", role: "admin" });

    const dup = await admin.createUser({ email, password: "password-123" });
    expect(dup.error?.code).toBe("email_exists");

    const got = await admin.getUserById(id);
    expect(got.data.user?.email).toBe(email);

    const upd = await admin.updateUserById(id, { app_metadata: { role: null }, user_metadata: { first_name: "X" } });
    expect(upd.data.user?.app_metadata.role).toBeUndefined();
    expect(upd.data.user?.user_metadata).toEqual({ first_name: "X" });

    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.data.users.some((u) => u.id === id)).toBe(true);

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });

  it("refuses the admin API to the anon key and to a signed-in administrator", async () => {
    expect((await anonClient().auth.admin.listUsers()).error?.status).toBe(403);
    const { url, anonKey } = testEnv();
    const c = await adminClient();
    const token = (await c.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${url}/auth/v1/admin/users`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  });

  it("an unconfirmed user cannot sign in", async () => {
    const email = uniqueEmail("unconfirmed");
    await serviceClient().auth.admin.createUser({ email, password: "password-123" });
    const { error } = await anonClient().auth.signInWithPassword({ email, password: "password-123" });
    expect(error?.code).toBe("email_not_confirmed");
  });
});

describe("CORS for the browser app", () => {
  it("answers preflight for http://localhost:5173 with the requested headers", async () => {
    const { url } = testEnv();
    for (const path of ["/auth/v1/token?grant_type=password", "/rest/v1/programs", "/storage/v1/object/gallery/x.png"]) {
      const res = await fetch(`${url}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:5173",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization,apikey,content-type,x-client-info,x-supabase-api-version,x-upsert",
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(res.headers.get("access-control-allow-methods")).toContain("POST");
      expect(res.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
    }
  });

  it("exposes Content-Range and X-Supabase-Api-Version on responses", async () => {
    const { url, anonKey } = testEnv();
    const res = await fetch(`${url}/rest/v1/programs?select=id`, { headers: { apikey: anonKey, origin: "http://example.org", prefer: "count=exact" } });
    await res.arrayBuffer();
    expect(res.headers.get("access-control-allow-origin")).toBe("http://example.org");
    const exposed = res.headers.get("access-control-expose-headers") ?? "";
    expect(exposed).toContain("Content-Range");
    expect(exposed).toContain("X-Supabase-Api-Version");
    expect(res.headers.get("content-range")).toMatch(/^0-\d+\/\d+$/);
  });
});
