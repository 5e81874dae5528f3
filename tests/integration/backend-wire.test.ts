/**
 * The Postgres wire port of the embedded backend against bad and greedy clients:
 *  - malformed frames (lengths 0, 3, -1, -100, an 8-byte zero startup packet) get a protocol
 *    error and a closed connection; the API keeps answering and the process stays up;
 *  - a client holding a transaction open (silent, or `select 1` now and then) is disconnected
 *    once other requests have waited a few seconds, so no REST request waits more than 5 s.
 * Runs its own backend process (a wedge must not take the test runner with it). Loopback only.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackendProcess, timedFetch, type BackendProcess } from "../helpers/backend-process";
import { PgWire } from "../helpers/pgwire";

let b: BackendProcess;

beforeAll(async () => {
  b = await startBackendProcess();
});

afterAll(async () => {
  await b?.kill();
});

function startupPacket(): Buffer {
  const params = Buffer.from("user\0postgres\0database\0postgres\0\0", "utf8");
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

function qWithLength(len: number): Buffer {
  const m = Buffer.alloc(5);
  m.write("Q", 0, "ascii");
  m.writeInt32BE(len, 1);
  return m;
}

/** Sends bytes on a fresh connection; resolves with what came back once the server closed it (or null after ms). */
function sendRaw(port: number, chunks: Buffer[], ms = 3000): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    let got = Buffer.alloc(0);
    const timer = setTimeout(() => {
      s.destroy();
      resolve(null);
    }, ms);
    s.on("connect", async () => {
      for (const c of chunks) {
        s.write(c);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    s.on("data", (d: Buffer) => (got = Buffer.concat([got, d])));
    s.on("error", () => {});
    s.on("close", () => {
      clearTimeout(timer);
      resolve(got);
    });
  });
}

async function apiAnswers(maxMs: number): Promise<void> {
  const health = await timedFetch(`${b.url}/auth/v1/health`, {}, maxMs);
  expect(health?.status, "auth health answers").toBe(200);
  const rest = await timedFetch(`${b.url}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: b.anonKey } }, maxMs);
  expect(rest?.status, "REST answers").toBe(200);
}

describe("malformed frames on the database port", () => {
  const port = () => Number(new URL(b.dbUrl).port);
  const cases: [string, () => Buffer[]][] = [
    ["Q with declared length 0", () => [startupPacket(), qWithLength(0)]],
    ["Q with declared length 3", () => [startupPacket(), qWithLength(3)]],
    ["Q with declared length -1", () => [startupPacket(), qWithLength(-1)]],
    ["Q with declared length -100", () => [startupPacket(), qWithLength(-100)]],
    ["a startup packet of 8 zero bytes", () => [Buffer.alloc(8)]],
    ["a startup packet declaring 2 GB", () => [Buffer.from([0x7f, 0xff, 0xff, 0xff, 0, 3, 0, 0])]],
    ["an unknown message type", () => [startupPacket(), Buffer.from([0x01, 0, 0, 0, 4])]],
  ];
  for (const [name, frames] of cases) {
    it(`${name}: protocol error, connection closed, API still answers`, async () => {
      const reply = await sendRaw(port(), frames());
      expect(reply, "the server closes the connection").not.toBeNull();
      expect(reply!.includes(Buffer.from("08P01")), "an ErrorResponse with SQLSTATE 08P01").toBe(true);
      await apiAnswers(3000);
      expect(b.alive()).toBe(true);
    });
  }

  it("a well-formed client still works afterwards", async () => {
    const c = await PgWire.connect(b.dbUrl);
    const r = await c.query("select 1 + 1");
    expect(r.rows).toEqual([["2"]]);
    await c.close();
  });
});

describe("a wire client holding a transaction cannot hold the API", () => {
  it("BEGIN and silence: a REST request waits less than 5 s and the client is disconnected", async () => {
    const c = await PgWire.connect(b.dbUrl);
    await c.query("begin");
    await c.query("select 1");
    const t0 = Date.now();
    const rest = await timedFetch(`${b.url}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: b.anonKey } }, 8000);
    expect(rest?.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(5000);
    const after = await c.query("select 1").catch((e: Error) => ({ error: e.message, rows: [], status: "" }));
    expect(after.error, "the blocking client was disconnected").toBeTruthy();
    await c.close();
  });

  it("BEGIN plus `select 1` every second: REST requests still answer within 5 s", async () => {
    const c = await PgWire.connect(b.dbUrl);
    await c.query("begin");
    let stop = false;
    const keepBusy = (async () => {
      for (let i = 0; i < 15 && !stop; i++) {
        const r = await c.query("select 1").catch(() => null);
        if (!r || r.error) return;
        await new Promise((res) => setTimeout(res, 1000));
      }
    })();
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      const rest = await timedFetch(`${b.url}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: b.anonKey } }, 8000);
      expect(rest?.status).toBe(200);
      waits.push(Date.now() - t0);
    }
    stop = true;
    await keepBusy;
    await c.close();
    expect(Math.max(...waits)).toBeLessThan(5000);
  });

  it("a psql-style transaction that commits quickly is not disturbed", async () => {
    const c = await PgWire.connect(b.dbUrl);
    await c.query("begin");
    const r = await c.query("select count(*) from public.programs");
    await c.query("commit");
    expect(r.error).toBeUndefined();
    await c.close();
  });
});
