/**
 * Session settings made on the Postgres wire port never outlive the wire conversation:
 * PGlite is ONE session shared by PostgREST, the gateway and every wire client, so a `SET`
 * from psql must not reach anybody else's request. One test per setting that used to leak.
 * Runs its own backend process. Loopback only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@supabase/supabase-js";
import { startBackendProcess, timedFetch, type BackendProcess } from "../helpers/backend-process";
import { PgWire } from "../helpers/pgwire";

let b: BackendProcess;
let adminId: string;
const userEmail = `leak-${Date.now().toString(36)}@example.com`;
const userPassword = "rahasia-12345";
let userToken: string;
let userId: string;

async function pgQuery(query: string): Promise<Record<string, unknown>[]> {
  const res = await timedFetch(`${b.url}/pg/query`, {
    method: "POST",
    headers: { apikey: b.serviceRoleKey, authorization: `Bearer ${b.serviceRoleKey}`, "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  if (!res || res.status !== 200) throw new Error(`pg/query failed: ${res?.status} ${res?.body}`);
  return JSON.parse(res.body) as Record<string, unknown>[];
}

async function signIn(email: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await timedFetch(`${b.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: b.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res) throw new Error("sign-in did not answer in time");
  return { status: res.status, body: JSON.parse(res.body || "{}") as Record<string, unknown> };
}

async function whoami(token: string): Promise<{ uid: string | null; role: string; tz: string; ro: string }> {
  const res = await timedFetch(`${b.url}/rest/v1/rpc/test_session_view`, {
    method: "POST",
    headers: { apikey: b.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  if (!res || res.status !== 200) throw new Error(`whoami failed: ${res?.status} ${res?.body}`);
  return JSON.parse(res.body) as { uid: string | null; role: string; tz: string; ro: string };
}

/** Runs `statements` on a fresh wire connection, optionally leaving it open. */
async function onWire(statements: string[], keepOpen = false): Promise<PgWire> {
  const c = await PgWire.connect(b.dbUrl);
  for (const s of statements) {
    const r = await c.query(s);
    expect(r.error, s).toBeUndefined();
  }
  if (!keepOpen) await c.close();
  return c;
}

beforeAll(async () => {
  b = await startBackendProcess();
  await pgQuery(`
    create or replace function public.test_session_view() returns json language sql stable as $$
      select json_build_object('uid', auth.uid(), 'role', current_user, 'tz', current_setting('TimeZone'),
                               'ro', current_setting('default_transaction_read_only')) $$;
    grant execute on function public.test_session_view() to anon, authenticated, service_role;`);
  await timedFetch(`${b.url}/pg/reload-schema`, { method: "POST", headers: { apikey: b.serviceRoleKey, authorization: `Bearer ${b.serviceRoleKey}` } }, 30000);
  adminId = String((await pgQuery("select id from auth.users where email = 'admin@example.com'"))[0].id);
  const g = globalThis as { WebSocket?: unknown };
  g.WebSocket ??= class {};
  const service = createClient(b.url, b.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await service.auth.admin.createUser({ email: userEmail, password: userPassword, email_confirm: true });
  if (error) throw error;
  userId = data.user.id;
  const s = await signIn(userEmail, userPassword);
  userToken = String(s.body.access_token);
});

afterAll(async () => {
  await b?.kill();
});

describe("a SET on the wire port does not leak into API requests", () => {
  it("set request.jwt.claim.sub = '<admin uuid>': other users still see their own auth.uid()", async () => {
    const c = await onWire([`set request.jwt.claim.sub = '${adminId}'`], true);
    expect((await whoami(userToken)).uid).toBe(userId);
    expect((await whoami(b.anonKey)).uid).toBeNull();
    await c.close();
    expect((await whoami(userToken)).uid).toBe(userId);
  });

  it("set request.jwt.claim = '{... admin ...}': a non-admin's insert is still refused", async () => {
    const claim = JSON.stringify({ sub: adminId, role: "authenticated", user_role: "super_admin" });
    const c = await onWire([`set request.jwt.claim = '${claim}'`, `set request.jwt.claims = '${claim}'`], true);
    const res = await timedFetch(`${b.url}/rest/v1/facilities`, {
      method: "POST",
      headers: { apikey: b.anonKey, authorization: `Bearer ${userToken}`, "content-type": "application/json", prefer: "return=minimal" },
      body: JSON.stringify({ name: "Bocor", description: "tidak boleh masuk" }),
    });
    expect(res?.status).not.toBe(201);
    expect([401, 403]).toContain(res?.status);
    await c.close();
    expect((await pgQuery("select count(*)::int as n from public.facilities where name = 'Bocor'"))[0].n).toBe(0);
  });

  it("set default_transaction_read_only = on: sign-in and writes still work", async () => {
    const c = await onWire(["set default_transaction_read_only = on"], true);
    const s = await signIn(userEmail, userPassword);
    expect(s.status).toBe(200);
    expect((await whoami(userToken)).ro).toBe("off");
    await c.close();
    expect((await signIn(userEmail, userPassword)).status).toBe(200);
  });

  it("set session authorization anon: auth and REST keep working (also after the client leaves)", async () => {
    const c = await onWire(["set session authorization anon"], true);
    expect((await signIn(userEmail, userPassword)).status).toBe(200);
    const me = await whoami(userToken);
    expect(me.role).toBe("authenticated");
    expect(me.uid).toBe(userId);
    await c.close();
    const c2 = await onWire(["set session authorization anon", "reset all"]);
    void c2;
    expect((await signIn(userEmail, userPassword)).status).toBe(200);
    expect((await whoami(userToken)).role).toBe("authenticated");
    const rows = await pgQuery("select current_user::text as u, session_user::text as s");
    expect(rows[0]).toEqual({ u: "postgres", s: "postgres" });
  });

  it("set timezone = 'Asia/Jakarta': API requests still run in UTC", async () => {
    const c = await onWire(["set timezone = 'Asia/Jakarta'"], true);
    expect((await whoami(userToken)).tz).toBe("UTC");
    await c.close();
    expect((await whoami(b.anonKey)).tz).toBe("UTC");
  });

  it("set role inside the wire client's own statements still applies to that client", async () => {
    const c = await PgWire.connect(b.dbUrl);
    const r = await c.query("set role anon; select current_user");
    expect(r.rows).toEqual([["anon"]]);
    await c.close();
    expect((await whoami(userToken)).role).toBe("authenticated");
  });
});
