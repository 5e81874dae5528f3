/**
 * Single bad REST requests must not stop the embedded backend for everyone.
 *  1. A regular expression PostgreSQL finds "too complex" swallowed its error inside PGlite and
 *     made the next SQL error spin forever (scripts/pglite-regex-wedge.ts reproduces it with
 *     PGlite alone): the gateway now answers such patterns 400 / 2201B like a hosted project,
 *     and the backend keeps answering errors and successes afterwards.
 *  3. Deeply nested embedding multiplies rows per level (6 levels took 41 s while every endpoint
 *     waited): it is refused up front, and an allowed depth answers quickly.
 * Whatever PGlite does next: a statement that never lets the backend answer is detected by the
 * watchdog, which kills the process; restarted on its data folder, no acknowledged write is lost.
 * Runs its own backend process (on a regression the process wedges; the test kills it). Loopback only.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackendProcess, timedFetch, type BackendProcess } from "../helpers/backend-process";

let b: BackendProcess;
const rest = (q: string, ms = 5000) => timedFetch(`${b.url}/rest/v1/${q}`, { headers: { apikey: b.anonKey } }, ms);

beforeAll(async () => {
  b = await startBackendProcess();
});

afterAll(async () => {
  await b?.kill();
});

describe("regular expressions PGlite cannot survive", () => {
  it("a too-complex match pattern answers 400 2201B and the next SQL error still comes back", async () => {
    const bad = await rest(`programs?select=id&description=match.${encodeURIComponent("(((a{1,50}){1,50}){1,50})")}`);
    expect(bad?.status).toBe(400);
    expect(JSON.parse(bad!.body)).toMatchObject({ code: "2201B" });
    // Requests that raise an SQL error (anon has no grant on instructors; an unknown column).
    for (const q of ["instructors", "programs?select=id,not_a_column"]) {
      const err = await rest(q);
      expect(err, `${q}: the next SQL error answers`).not.toBeNull();
      expect(err!.status).toBeGreaterThanOrEqual(400);
      expect(err!.status).toBeLessThan(500);
    }
    const health = await timedFetch(`${b.url}/auth/v1/health`, {}, 3000);
    expect(health?.status).toBe(200);
    expect((await rest("programs?select=id&limit=1"))?.status).toBe(200);
  });

  it("the same pattern hidden in or=(), not.imatch and match(any) is refused too", async () => {
    const p = encodeURIComponent("((a{1,50}){1,50}){1,10}");
    for (const q of [
      `programs?select=id&or=(name.eq.x,description.match.${p})`,
      `programs?select=id&description=not.imatch.${p}`,
      `programs?select=id&description=match(any).{${p},b}`,
    ]) {
      const r = await rest(q);
      expect(r?.status, q).toBe(400);
    }
    expect((await rest("programs?select=id&limit=1"))?.status).toBe(200);
  });

  it("ordinary regular expressions still work", async () => {
    const r = await rest(`programs?select=id&name=imatch.${encodeURIComponent("^[a-z ]+")}`);
    expect(r?.status).toBe(200);
    const r2 = await rest(`programs?select=id&name=match.${encodeURIComponent("(a|b){1,20}")}`);
    expect(r2?.status).toBe(200);
  });
});

describe("deep resource embedding", () => {
  const nested = (depth: number): string => {
    let inner = "id";
    for (let i = 0; i < depth; i++) inner = `id,${i % 2 === 0 ? "syllabus_items" : "programs"}(${inner})`;
    return inner;
  };

  it("6 levels answer 400 at once, and other endpoints are not held", async () => {
    const t0 = Date.now();
    const [deep, health] = await Promise.all([
      rest(`programs?select=${encodeURIComponent(nested(6))}`, 10_000),
      (async () => {
        await new Promise((r) => setTimeout(r, 50));
        return timedFetch(`${b.url}/auth/v1/health`, {}, 5000);
      })(),
    ]);
    expect(deep?.status).toBe(400);
    expect(JSON.parse(deep!.body)).toMatchObject({ code: "PGRST100" });
    expect(health?.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it("the deepest allowed embedding answers 200 within a second", async () => {
    const r = await rest(`programs?select=${encodeURIComponent("id," + "syllabus_items(id,programs(id,syllabus_items(id)))")}`, 5000);
    expect(r?.status).toBe(200);
    expect(r!.ms).toBeLessThan(1000);
  });

  it("the app's own embedding (programs with their syllabus) still works", async () => {
    const r = await rest(`programs?select=${encodeURIComponent("*, syllabus_items(*)")}`);
    expect(r?.status).toBe(200);
    expect(Array.isArray(JSON.parse(r!.body))).toBe(true);
  });
});

describe("watchdog: a wedged engine is killed and restarts without losing acknowledged writes", () => {
  it("a never-ending statement on the wire port: the process exits by itself; after a restart the data is there", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watchdog-"));
    let w: BackendProcess | null = null;
    try {
      w = await startBackendProcess({ dataDir, env: { LOCAL_SUPABASE_WATCHDOG_MS: "3000" } });
      const pg = (query: string, target: BackendProcess) =>
        timedFetch(`${target.url}/pg/query`, {
          method: "POST",
          headers: { authorization: `Bearer ${target.serviceRoleKey}`, "content-type": "application/json" },
          body: JSON.stringify({ query }),
        });
      expect((await pg("create table public.watchdog_ack (id int primary key); insert into public.watchdog_ack values (1), (2), (3)", w))?.status).toBe(200);
      // A statement that runs for minutes: PGlite blocks the Node thread while it runs.
      const s = net.connect(Number(new URL(w.dbUrl).port), "127.0.0.1");
      s.on("error", () => {});
      await new Promise<void>((r) => s.once("connect", () => r()));
      const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
      const head = Buffer.alloc(8);
      head.writeInt32BE(8 + params.length, 0);
      head.writeInt32BE(196608, 4);
      const text = Buffer.from("select count(*) from generate_series(1, 100000000000)\0");
      const q = Buffer.alloc(5);
      q.write("Q", 0, "ascii");
      q.writeInt32BE(4 + text.length, 1);
      s.write(Buffer.concat([head, params, q, text]));
      const exit = await w.waitExit(30_000);
      s.destroy();
      expect(exit, "the watchdog ended the wedged process").not.toBeNull();
      expect(exit!.signal).toBe("SIGKILL");
      expect(w.output()).toContain("watchdog");
      const again = await startBackendProcess({ dataDir });
      w = again;
      const rows = await pg("select count(*)::int as n from public.watchdog_ack", again);
      expect(rows?.status).toBe(200);
      expect(JSON.parse(rows!.body)).toEqual([{ n: 3 }]);
      expect((await timedFetch(`${again.url}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: again.anonKey } }))?.status).toBe(200);
    } finally {
      await w?.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
