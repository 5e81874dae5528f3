/**
 * Concurrency isolation of the embedded local Supabase. PGlite is ONE database session;
 * the backend must run database conversations strictly one at a time.
 *
 * Fires well over 50 mixed requests at once (REST reads/writes/RPC, auth sign-in/getUser,
 * storage uploads, plus multi-statement transactions over the Postgres wire port) from
 * different identities, and checks that every single one sees its OWN identity and that
 * the writes add up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminClient,
  anonClient,
  createNonAdminUser,
  pngFile,
  reloadSchema,
  serviceClient,
  signedInClient,
  sql,
  testEnv,
  userId,
  type TestClient,
  type TestUser,
} from "../helpers/supabase";
import { PgWire } from "../helpers/pgwire";

interface Identity {
  name: string;
  client: TestClient;
  /** auth.uid() expected (null for anon / service role). */
  uid: string | null;
  /** current_user expected inside the database. */
  role: "anon" | "authenticated" | "service_role";
  isAdmin: boolean;
  user?: TestUser;
}

const tag = `c${Date.now().toString(36)}`;
let identities: Identity[] = [];
let adminId: string;

type RpcClient = { rpc(fn: string): PromiseLike<{ data: unknown; error: { message: string } | null }> };

beforeAll(async () => {
  // Helper for this test only (not part of the migrations): who does the database think I am?
  await sql(`
    create or replace function public.test_whoami() returns json
    language sql stable
    as $$ select json_build_object('uid', auth.uid(), 'role', current_user, 'email', auth.email(), 'txid', txid_current()) $$;
    grant execute on function public.test_whoami() to anon, authenticated, service_role;
  `);
  await reloadSchema();

  const admin = await adminClient();
  adminId = await userId(admin);
  const users = await Promise.all([0, 1, 2, 3].map(() => createNonAdminUser()));
  identities = [
    { name: "anon", client: anonClient(), uid: null, role: "anon", isAdmin: false },
    { name: "service", client: serviceClient(), uid: null, role: "service_role", isAdmin: false },
    { name: "admin", client: admin, uid: adminId, role: "authenticated", isAdmin: true },
    ...users.map((u, i) => ({ name: `user${i}`, client: u.client, uid: u.id, role: "authenticated" as const, isAdmin: false, user: u })),
  ];
});
// The helper is not part of the schema: other files (tests/integration/api-methods.test.ts) read every function the
// API roles may execute from the catalogue.
afterAll(async () => {
  await sql("drop function if exists public.test_whoami()");
  await reloadSchema();
});

describe("concurrent mixed requests", () => {
  it("every request sees its own identity, with no errors, and the writes add up", async () => {
    type Check = () => Promise<string | null>; // null = ok, else a description of what went wrong
    const checks: { label: string; run: Check }[] = [];
    const add = (label: string, run: Check) => checks.push({ label, run });
    const rounds = 3;
    let expectedInstructorRows = 0;
    const galleryUploads: { path: string; owner: string | null }[] = [];

    for (let round = 0; round < rounds; round++) {
      for (const id of identities) {
        // REST RPC: the database's view of the caller.
        add(`${id.name} rpc whoami #${round}`, async () => {
          const { data, error } = await (id.client as unknown as RpcClient).rpc("test_whoami");
          if (error) return `error ${error.message}`;
          const me = data as { uid: string | null; role: string };
          if (me.uid !== id.uid || me.role !== id.role) return `saw ${JSON.stringify(me)}`;
          return null;
        });
        // REST select under RLS: profiles are private to their owner.
        add(`${id.name} select profiles #${round}`, async () => {
          const { data, error } = await id.client.from("profiles").select("id");
          if (id.role === "anon") return error || (data ?? []).length === 0 ? null : `anon saw ${data!.length} profiles`;
          if (error) return `error ${error.message}`;
          if (id.role === "service_role") return data!.length >= identities.length - 2 ? null : `service saw ${data!.length}`;
          return data!.length === 1 && data![0].id === id.uid ? null : `saw ${JSON.stringify(data)}`;
        });
        if (id.uid) {
          // Auth: getUser and a fresh password sign-in.
          add(`${id.name} getUser #${round}`, async () => {
            const { data, error } = await id.client.auth.getUser();
            if (error) return `error ${error.message}`;
            return data.user?.id === id.uid ? null : `got ${data.user?.id}`;
          });
          if (id.user) {
            const u = id.user;
            add(`${id.name} sign-in #${round}`, async () => {
              const c = await signedInClient(u.email, u.password);
              const { data } = await c.auth.getSession();
              return data.session?.user.id === id.uid ? null : `signed in as ${data.session?.user.id}`;
            });
          }
        }
        // Storage: uploads run under the caller's role and claims.
        const path = `${tag}/${id.name}-${round}.png`;
        add(`${id.name} upload #${round}`, async () => {
          const { error } = await id.client.storage.from("gallery").upload(path, pngFile());
          const mayWrite = id.isAdmin || id.role === "service_role";
          if (mayWrite) {
            if (error) return `error ${error.message}`;
            galleryUploads.push({ path, owner: id.uid });
            return null;
          }
          return error && (error as { statusCode?: string }).statusCode === "403" ? null : `upload not refused: ${error?.message}`;
        });
        // REST write: only the administrator may insert; everybody else is refused.
        add(`${id.name} insert instructor #${round}`, async () => {
          const { error } = await id.client.from("instructors").insert({ name: `${tag} ${id.name} ${round}`, title: "Uji" });
          const mayWrite = id.isAdmin || id.role === "service_role";
          if (mayWrite) {
            if (error) return `error ${error.message}`;
            return null;
          }
          return error?.code === "42501" ? null : `insert not refused (${error?.code})`;
        });
        if (id.isAdmin || id.role === "service_role") expectedInstructorRows++;
      }
      // Multi-statement transactions over the Postgres wire port (like psql), with their own claims.
      add(`wire transaction #${round}`, async () => {
        const c = await PgWire.connect(testEnv().dbUrl);
        try {
          const me = `wire-${tag}-${round}`;
          const steps = [
            await c.query("begin"),
            await c.query(`select set_config('request.jwt.claims', '{"role":"anon","email":"${me}"}', true)`),
            await c.query("select pg_sleep(0.02)"),
            await c.query("select auth.email(), txid_current()::text"),
            await c.query("commit"),
          ];
          const bad = steps.find((s) => s.error);
          if (bad) return `error ${bad.error}`;
          if (steps[0].status !== "T" || steps[3].status !== "T") return "transaction not kept open";
          return steps[3].rows[0][0] === me ? null : `saw ${steps[3].rows[0][0]}`;
        } finally {
          await c.close();
        }
      });
    }

    expect(checks.length).toBeGreaterThanOrEqual(50);
    const results = await Promise.all(
      checks.map(async (c) => {
        try {
          return { label: c.label, problem: await c.run() };
        } catch (err) {
          return { label: c.label, problem: `threw ${(err as Error).message}` };
        }
      }),
    );
    const problems = results.filter((r) => r.problem !== null).map((r) => `${r.label}: ${r.problem}`);
    expect(problems).toEqual([]);

    // The writes add up, with the right owners.
    const service = serviceClient();
    const { data: rows } = await service.from("instructors").select("name").like("name", `${tag} %`);
    expect(rows).toHaveLength(expectedInstructorRows);
    const owners = await sql<{ name: string; owner: string | null }>(
      "select name, owner::text as owner from storage.objects where bucket_id = 'gallery' and name like $1",
      [`${tag}/%`],
    );
    expect(owners.length).toBe(galleryUploads.length);
    for (const up of galleryUploads) expect(owners.find((o) => o.name === up.path)?.owner ?? null).toBe(up.owner);

    await service.from("instructors").delete().like("name", `${tag} %`);
    await service.storage.from("gallery").remove(galleryUploads.map((u) => u.path));
  });

  it("a burst of 100 concurrent REST reads returns consistent results", async () => {
    const anon = anonClient();
    const expected = (await anon.from("programs").select("id", { count: "exact", head: true })).count;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? anon.from("programs").select("id, syllabus_items(id)").order("created_at", { ascending: false })
          : anon.from("schedules").select("*").order("startDate", { ascending: false }),
      ),
    );
    for (const [i, r] of results.entries()) {
      expect(r.error).toBeNull();
      if (i % 2 === 0) expect(r.data).toHaveLength(expected!);
    }
  });
});
