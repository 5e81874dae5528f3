/**
 * Helpers for integration tests: real supabase-js clients against the embedded local
 * Supabase started by tests/integration/global-setup.ts.
 *
 *   anonClient()          the anon key, no session (a visitor)
 *   await adminClient()   signed in as the demo administrator admin@example.com (a super admin of the team)
 *   serviceClient()       the service_role key (bypasses RLS)
 *   await createNonAdminUser()  a fresh, confirmed, signed-in user who is not a member of the team
 *   await createMember(role)    a fresh user, member of the team with `role`, signed in
 *   await createInstructor()    a fresh row of Instruktur and an account with role `instruktur` tied to it, signed in
 *   await sql(query, params?)   SQL as superuser through the gateway's /pg/query (service role)
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import type { Database } from "@/types/database.types";

export type TestClient = SupabaseClient<Database>;

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin12345";

export interface TestEnv {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  restUrl: string;
  dbUrl: string;
}

function fromInject<K extends "supabaseUrl" | "supabaseAnonKey" | "supabaseServiceRoleKey" | "supabaseRestUrl" | "supabaseDbUrl">(
  key: K,
): string | undefined {
  try {
    return inject(key) as string | undefined;
  } catch {
    return undefined;
  }
}

export function testEnv(): TestEnv {
  const env: TestEnv = {
    url: fromInject("supabaseUrl") ?? process.env.SUPABASE_TEST_URL ?? "",
    anonKey: fromInject("supabaseAnonKey") ?? process.env.SUPABASE_TEST_ANON_KEY ?? "",
    serviceRoleKey: fromInject("supabaseServiceRoleKey") ?? process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? "",
    restUrl: fromInject("supabaseRestUrl") ?? process.env.SUPABASE_TEST_REST_URL ?? "",
    dbUrl: fromInject("supabaseDbUrl") ?? process.env.SUPABASE_TEST_DB_URL ?? "",
  };
  if (!env.url || !env.anonKey || !env.serviceRoleKey) {
    throw new Error("The embedded local Supabase is not running: run these tests with `npx vitest run --project integration`.");
  }
  return env;
}

/** supabase-js builds a realtime client eagerly; Node 20 has no global WebSocket without a flag. */
function ensureWebSocket(): void {
  const g = globalThis as { WebSocket?: unknown };
  if (typeof g.WebSocket !== "undefined") return;
  g.WebSocket = class NoRealtimeWebSocket {
    constructor() {
      throw new Error("Realtime is not available on the embedded local Supabase");
    }
  };
}

function client(key: string): TestClient {
  ensureWebSocket();
  return createClient<Database>(testEnv().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function anonClient(): TestClient {
  return client(testEnv().anonKey);
}

export function serviceClient(): TestClient {
  return client(testEnv().serviceRoleKey);
}

export async function signedInClient(email: string, password: string): Promise<TestClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return c;
}

export async function adminClient(): Promise<TestClient> {
  return signedInClient(ADMIN_EMAIL, ADMIN_PASSWORD);
}

export async function userId(c: TestClient): Promise<string> {
  const { data } = await c.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error("client has no session");
  return id;
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.test`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Signed in as this user. */
  client: TestClient;
}

/**
 * Creates an ordinary (non-admin) confirmed user through the auth admin API with the
 * service role, as an operator would on a hosted project, then signs it in.
 */
export async function createNonAdminUser(opts: { email?: string; password?: string; metadata?: Record<string, unknown> } = {}): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail("staff");
  const password = opts.password ?? "password-123";
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: opts.metadata ?? { first_name: "Staf", last_name: "Biasa" },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password, client: await signedInClient(email, password) };
}

/** The administrator team's roles (public.admin_members, docs/admin-team.md). */
export type MemberRole = "super_admin" | "admin" | "operator";

/**
 * A fresh user made a member of the administrator team with `role`, signed in after joining (so the
 * access-token hook put the role in the token).
 */
export async function createMember(role: MemberRole): Promise<TestUser> {
  const user = await createNonAdminUser({ email: uniqueEmail(role.replace("_", "-")) });
  await sql("insert into public.admin_members (user_id, role) values ($1, $2)", [user.id, role]);
  return { ...user, client: await signedInClient(user.email, user.password) };
}

/**
 * A fresh row of Instruktur (a unique name) and an account of the team with role `instruktur` tied to it, signed in
 * (docs/attendance.md). The batches it teaches are the schedules whose "instructorName" holds `name`.
 */
export async function createInstructor(prefix = "Instruktur Uji"): Promise<TestUser & { instructorId: number; name: string }> {
  const name = `${prefix} ${Date.now().toString(36)}${++counter}`;
  const [row] = await sql<{ id: number }>("insert into public.instructors (name, title) values ($1, 'Instruktur') returning id", [name]);
  const user = await createNonAdminUser({ email: uniqueEmail("instruktur") });
  await sql("insert into public.admin_members (user_id, role, instructor_id) values ($1, 'instruktur', $2)", [user.id, row.id]);
  return { ...user, client: await signedInClient(user.email, user.password), instructorId: row.id, name };
}

/** SQL as superuser via the gateway's service-role-only /pg/query endpoint. */
export async function sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]> {
  const { url, serviceRoleKey } = testEnv();
  const res = await fetch(`${url}/pg/query`, {
    method: "POST",
    headers: { "content-type": "application/json", apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    body: JSON.stringify({ query, params }),
  });
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`sql failed: ${JSON.stringify(body)}`);
  return body as T[];
}

/** Restarts PostgREST so it sees functions/tables created by a test. */
export async function reloadSchema(): Promise<void> {
  const { url, serviceRoleKey } = testEnv();
  const res = await fetch(`${url}/pg/reload-schema`, {
    method: "POST",
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`reload-schema failed: ${res.status}`);
}

/** A valid 1×1 PNG. */
export const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export function pngFile(name = "test.png"): File {
  return new File([PNG_1x1], name, { type: "image/png" });
}

/** Decodes a JWT's payload (no verification). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
}
