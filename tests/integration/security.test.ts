/**
 * Security of the embedded local Supabase: JWT roles other than anon/authenticated/
 * service_role are refused (at the gateway AND by PostgREST's db-pre-request check,
 * because every socket connection is the superuser), bad signatures and expired tokens
 * are refused, API keys are checked, the SQL endpoint needs the service role, and only
 * loopback is bound.
 */
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { anonClient, pngFile, testEnv } from "../helpers/supabase";

const SECRET = new TextEncoder().encode("super-secret-jwt-token-with-at-least-32-characters-long");

async function token(claims: Record<string, unknown>, opts: { secret?: Uint8Array; expiresIn?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + (opts.expiresIn ?? 3600), ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(opts.secret ?? SECRET);
}

async function rest(base: string, path: string, bearer: string, init: RequestInit = {}) {
  const { anonKey } = testEnv();
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { apikey: anonKey, authorization: `Bearer ${bearer}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe("forged JWT roles", () => {
  for (const role of ["postgres", "supabase_admin", "authenticator", "pg_read_all_data"]) {
    it(`refuses a validly signed token with role "${role}" at the gateway`, async () => {
      const forged = await token({ role, sub: "00000000-0000-0000-0000-000000000001" });
      const r = await rest(testEnv().url, "/rest/v1/programs?select=id", forged);
      expect(r.status).toBe(401);
      expect(r.text).toContain("role not allowed");
      const w = await rest(testEnv().url, "/rest/v1/instructors", forged, { method: "POST", body: JSON.stringify({ name: "x", title: "y" }) });
      expect(w.status).toBe(401);
    });
  }

  it('PostgREST itself refuses role "postgres" (db-pre-request), even without the gateway', async () => {
    const { restUrl } = testEnv();
    expect(restUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const forged = await token({ role: "postgres" });
    const read = await rest(restUrl, "/programs?select=id", forged);
    expect(read.status).toBe(401);
    expect(read.text).toContain("JWT role not allowed");
    const write = await rest(restUrl, "/instructors", forged, { method: "POST", body: JSON.stringify({ name: "Forged", title: "x" }) });
    expect(write.status).toBe(401);
    // ...while the allowed roles still work directly.
    const ok = await rest(restUrl, "/programs?select=id&limit=1", testEnv().anonKey);
    expect(ok.status).toBe(200);
    // The forged insert did not happen.
    const check = await rest(restUrl, "/instructors?select=name&name=eq.Forged", testEnv().serviceRoleKey);
    expect(JSON.parse(check.text)).toEqual([]);
  });

  it("storage and auth refuse a forged role too", async () => {
    const forged = await token({ role: "postgres", sub: "00000000-0000-0000-0000-000000000001" });
    const { url, anonKey } = testEnv();
    const up = await fetch(`${url}/storage/v1/object/gallery/forged.png`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${forged}`, "content-type": "image/png" },
      body: await pngFile().arrayBuffer(),
    });
    expect(up.status).toBe(400);
    expect(await up.json()).toMatchObject({ statusCode: "403" });
    const user = await fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${forged}` } });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe("bad_jwt");
  });
});

describe("signatures, expiry and API keys", () => {
  it("refuses a token signed with another secret (gateway and PostgREST)", async () => {
    const bad = await token({ role: "service_role" }, { secret: new TextEncoder().encode("another-secret-that-is-at-least-32-characters") });
    const g = await rest(testEnv().url, "/rest/v1/programs?select=id", bad);
    expect(g.status).toBe(401);
    const p = await rest(testEnv().restUrl, "/programs?select=id", bad);
    expect(p.status).toBe(401);
    const s = await fetch(`${testEnv().url}/storage/v1/bucket`, { headers: { authorization: `Bearer ${bad}` } });
    expect(s.status).toBe(400);
    expect(await s.json()).toMatchObject({ statusCode: "403", message: "invalid signature" });
  });

  it("refuses an expired token", async () => {
    const expired = await token({ role: "authenticated", sub: "00000000-0000-0000-0000-000000000001" }, { expiresIn: -60 });
    const r = await rest(testEnv().url, "/rest/v1/programs?select=id", expired);
    expect(r.status).toBe(401);
    expect(r.text).toContain("JWT expired");
  });

  it("refuses a token with alg none", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ role: "service_role" })).toString("base64url");
    const r = await rest(testEnv().url, "/rest/v1/programs?select=id", `${header}.${payload}.`);
    expect(r.status).toBe(401);
  });

  it("needs a known API key on /rest/v1 and /auth/v1", async () => {
    const { url } = testEnv();
    const none = await fetch(`${url}/rest/v1/programs`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toBe("No API key found in request");
    const wrong = await fetch(`${url}/rest/v1/programs`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
    await wrong.arrayBuffer();
    const auth = await fetch(`${url}/auth/v1/settings`);
    expect(auth.status).toBe(401);
    await auth.arrayBuffer();
  });

  it("keeps the SQL endpoint for the service role only", async () => {
    const { url, anonKey } = testEnv();
    const res = await fetch(`${url}/pg/query`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "select 1" }),
    });
    expect(res.status).toBe(401);
    await res.arrayBuffer();
  });

  it("anon cannot read auth or storage internals through REST", async () => {
    const anon = anonClient();
    // Only `public` is exposed.
    const r = await fetch(`${testEnv().url}/rest/v1/users`, {
      headers: { apikey: testEnv().anonKey, "accept-profile": "auth" },
    });
    expect(r.status).toBe(406);
    await r.arrayBuffer();
    const { error } = await anon.schema("storage" as "public").from("objects" as "programs").select("*");
    expect(error).not.toBeNull();
  });
});

describe("network exposure", () => {
  it("binds the gateway, PostgREST and the wire protocol to loopback", () => {
    const { url, restUrl, dbUrl } = testEnv();
    expect(new URL(url).hostname).toBe("127.0.0.1");
    expect(new URL(restUrl).hostname).toBe("127.0.0.1");
    expect(new URL(dbUrl).hostname).toBe("127.0.0.1");
  });
});
