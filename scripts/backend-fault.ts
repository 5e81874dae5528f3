/**
 * Load and fault script of the embedded local Supabase (loopback only; every loop bounded in
 * count and time). Each phase runs a fresh backend in its own process:
 *
 *   load    N mixed requests at C concurrent (REST reads, RPC "who am I", REST writes, sign-ins,
 *           getUser, storage uploads and public GETs, psql-style wire clients SETting claims) from
 *           eight identities; every answer that names an identity is checked (identity leaks).
 *   stall   each known bad request alone, while a probe asks /auth/v1/health and a REST read every
 *           50 ms: the longest probe wait is the stall that request causes.
 *   kill    T trials on a persisted data folder: writers insert rows (REST, service role) and
 *           upload objects; the process is SIGKILLed mid-flight; after a restart every
 *           acknowledged row and object must be there.
 *
 *   npx tsx scripts/backend-fault.ts [--phase load|stall|kill|all] [--requests 1500] [--concurrency 300] [--trials 5]
 */
import fs from "node:fs";
import os from "node:os";
import net from "node:net";
import path from "node:path";
import { startBackendProcess, type BackendProcess } from "../tests/helpers/backend-process.ts";

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? String(process.argv[i + 1]) : def;
}
const PHASE = arg("phase", "all");
const REQUESTS = Math.min(Number(arg("requests", "1500")), 10_000);
const CONCURRENCY = Math.min(Number(arg("concurrency", "300")), 1000);
const TRIALS = Math.min(Number(arg("trials", "5")), 20);
const DEADLINE = Date.now() + Math.min(Number(arg("max-seconds", "900")), 1800) * 1000;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

async function req(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; body: string; ms: number } | { status: 0; body: string; ms: number }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - t0 };
  } catch (err) {
    return { status: 0, body: String((err as Error).message), ms: performance.now() - t0 };
  }
}

const json = (b: string): unknown => {
  try {
    return JSON.parse(b);
  } catch {
    return null;
  }
};

async function pgQuery(b: BackendProcess, query: string): Promise<Record<string, unknown>[]> {
  const r = await req(`${b.url}/pg/query`, {
    method: "POST",
    headers: { apikey: b.serviceRoleKey, authorization: `Bearer ${b.serviceRoleKey}`, "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  if (r.status !== 200) throw new Error(`pg/query ${r.status}: ${r.body}`);
  return json(r.body) as Record<string, unknown>[];
}

/** A psql-like client over the wire port: startup, then simple queries. */
async function wireSession(dbUrl: string, statements: string[], holdMs = 0): Promise<boolean> {
  const u = new URL(dbUrl);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port), "127.0.0.1");
    let buf = Buffer.alloc(0);
    let step = -1;
    const timer = setTimeout(() => {
      s.destroy();
      resolve(false);
    }, 20_000);
    const send = () => {
      step++;
      if (step >= statements.length) {
        setTimeout(() => {
          s.end(Buffer.from([0x58, 0, 0, 0, 4]));
          clearTimeout(timer);
          resolve(!s.destroyed);
        }, holdMs);
        return;
      }
      const text = Buffer.from(`${statements[step]}\0`);
      const head = Buffer.alloc(5);
      head.write("Q", 0, "ascii");
      head.writeInt32BE(4 + text.length, 1);
      s.write(Buffer.concat([head, text]));
    };
    s.on("connect", () => {
      const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
      const head = Buffer.alloc(8);
      head.writeInt32BE(8 + params.length, 0);
      head.writeInt32BE(196608, 4);
      s.write(Buffer.concat([head, params]));
    });
    s.on("data", (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      // ReadyForQuery = 'Z' 0 0 0 5 <status>
      let i: number;
      while ((i = buf.indexOf(Buffer.from([0x5a, 0, 0, 0, 5]))) >= 0) {
        buf = buf.subarray(i + 6);
        send();
      }
    });
    s.on("error", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

// ---------------------------------------------------------------------------------------------
async function phaseLoad() {
  console.log(`\n== load: ${REQUESTS} mixed requests, ${CONCURRENCY} concurrent ==`);
  const b = await startBackendProcess();
  try {
    await pgQuery(
      b,
      `create or replace function public.test_whoami() returns json language sql stable as
         $$ select json_build_object('uid', auth.uid(), 'role', current_user) $$;
       grant execute on function public.test_whoami() to anon, authenticated, service_role;`,
    );
    await req(`${b.url}/pg/reload-schema`, { method: "POST", headers: { authorization: `Bearer ${b.serviceRoleKey}` } });
    type Who = { name: string; token: string; uid: string | null; role: string; email?: string; password?: string };
    const who: Who[] = [
      { name: "anon", token: b.anonKey, uid: null, role: "anon" },
      { name: "service", token: b.serviceRoleKey, uid: null, role: "service_role" },
    ];
    const adminSignIn = await req(`${b.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: b.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "admin12345" }),
    });
    const a = json(adminSignIn.body) as { access_token: string; user: { id: string } };
    who.push({ name: "admin", token: a.access_token, uid: a.user.id, role: "authenticated", email: "admin@example.com", password: "admin12345" });
    for (let i = 0; i < 5; i++) {
      const email = `load-${i}-${Date.now().toString(36)}@example.com`;
      const password = `sandi-${i}-123456`;
      await req(`${b.url}/auth/v1/admin/users`, {
        method: "POST",
        headers: { apikey: b.serviceRoleKey, authorization: `Bearer ${b.serviceRoleKey}`, "content-type": "application/json" },
        body: JSON.stringify({ email, password, email_confirm: true }),
      });
      const s = json(
        (
          await req(`${b.url}/auth/v1/token?grant_type=password`, {
            method: "POST",
            headers: { apikey: b.anonKey, "content-type": "application/json" },
            body: JSON.stringify({ email, password }),
          })
        ).body,
      ) as { access_token: string; user: { id: string } };
      who.push({ name: `user${i}`, token: s.access_token, uid: s.user.id, role: "authenticated", email, password });
    }
    const adminUid = who[2].uid!;

    let leaks = 0;
    let errors = 0;
    const errorSamples: string[] = [];
    const lat: number[] = [];
    const byKind = new Map<string, number[]>();
    let done = 0;
    const kinds = ["rpc", "read", "getUser", "signIn", "upload", "publicGet", "write", "wire"] as const;
    const fail = (k: string, msg: string) => {
      errors++;
      if (errorSamples.length < 8) errorSamples.push(`${k}: ${msg.slice(0, 160)}`);
    };
    const one = async (n: number) => {
      const kind = kinds[n % kinds.length];
      const id = who[n % who.length];
      const h = { apikey: b.anonKey, authorization: `Bearer ${id.token}` };
      const t0 = performance.now();
      if (kind === "rpc") {
        const r = await req(`${b.url}/rest/v1/rpc/test_whoami`, { method: "POST", headers: { ...h, "content-type": "application/json" }, body: "{}" });
        if (r.status !== 200) fail(kind, `${r.status} ${r.body}`);
        else {
          const me = json(r.body) as { uid: string | null; role: string };
          if (me.uid !== id.uid || me.role !== id.role) leaks++;
        }
      } else if (kind === "read") {
        const r = await req(`${b.url}/rest/v1/programs?select=id,name,syllabus_items(id)`, { headers: h });
        if (r.status !== 200) fail(kind, `${r.status} ${r.body}`);
      } else if (kind === "getUser") {
        if (!id.uid) {
          const r = await req(`${b.url}/auth/v1/health`);
          if (r.status !== 200) fail(kind, `${r.status}`);
        } else {
          const r = await req(`${b.url}/auth/v1/user`, { headers: h });
          if (r.status !== 200) fail(kind, `${r.status} ${r.body}`);
          else if ((json(r.body) as { id: string }).id !== id.uid) leaks++;
        }
      } else if (kind === "signIn") {
        const u = who[2 + (n % 6)];
        const r = await req(`${b.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { apikey: b.anonKey, "content-type": "application/json" },
          body: JSON.stringify({ email: u.email, password: u.password }),
        });
        if (r.status !== 200) fail(kind, `${r.status} ${r.body}`);
        else if ((json(r.body) as { user: { id: string } }).user.id !== u.uid) leaks++;
      } else if (kind === "upload") {
        // the admin may upload to gallery; the owner recorded must be the admin
        const name = `load/${n}-${Date.now().toString(36)}.png`;
        const r = await req(`${b.url}/storage/v1/object/gallery/${name}`, {
          method: "POST",
          headers: { authorization: `Bearer ${who[2].token}`, "content-type": "image/png" },
          body: new Uint8Array(PNG),
        });
        if (r.status !== 200) fail(kind, `${r.status} ${r.body}`);
        else {
          const info = await req(`${b.url}/storage/v1/object/info/gallery/${name}`, { headers: { authorization: `Bearer ${b.serviceRoleKey}` } });
          const rows = await pgQuery(b, `select owner::text as owner from storage.objects where bucket_id = 'gallery' and name = '${name}'`);
          if (info.status !== 200 || rows[0]?.owner !== adminUid) leaks++;
        }
      } else if (kind === "publicGet") {
        const r = await req(`${b.url}/storage/v1/object/public/gallery/${encodeURIComponent("x")}`);
        if (r.status !== 400 && r.status !== 200) fail(kind, `${r.status} ${r.body}`);
      } else if (kind === "write") {
        // a non-admin write must be refused by RLS; an admin write must succeed
        const isAdmin = id.name === "admin";
        const r = await req(`${b.url}/rest/v1/facilities`, {
          method: "POST",
          headers: { ...h, "content-type": "application/json", prefer: "return=minimal" },
          body: JSON.stringify({ name: `Load ${n}`, description: "uji beban" }),
        });
        if (isAdmin && r.status !== 201) fail(kind, `${r.status} ${r.body}`);
        if (!isAdmin && r.status === 201) leaks++;
        if (!isAdmin && r.status >= 500) fail(kind, `${r.status} ${r.body}`);
      } else {
        const ok = await wireSession(b.dbUrl, [
          `set request.jwt.claim.sub = '${adminUid}'`,
          `set request.jwt.claims = '{"sub":"${adminUid}","role":"authenticated","user_role":"super_admin"}'`,
          "begin",
          "select count(*) from public.programs",
          "commit",
        ]);
        if (!ok) fail(kind, "wire session failed");
      }
      const ms = performance.now() - t0;
      lat.push(ms);
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind)!.push(ms);
      done++;
    };
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS && Date.now() < DEADLINE) await one(next++);
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    console.log(`requests ${done}, concurrency ${CONCURRENCY}, ${secs.toFixed(1)} s (${(done / secs).toFixed(0)} req/s)`);
    console.log(`latency p50 ${pct(lat, 50).toFixed(0)} ms, p95 ${pct(lat, 95).toFixed(0)} ms, max ${Math.max(...lat).toFixed(0)} ms`);
    for (const [k, xs] of byKind) console.log(`  ${k.padEnd(9)} n=${xs.length} p50 ${pct(xs, 50).toFixed(0)} ms p95 ${pct(xs, 95).toFixed(0)} ms`);
    console.log(`errors ${errors}, identity leaks ${leaks}`);
    for (const s of errorSamples) console.log(`  error sample: ${s}`);
    const left = await pgQuery(b, "select current_user::text as u, session_user::text as s, current_setting('request.jwt.claim.sub', true) as sub");
    console.log(`session after the run: ${JSON.stringify(left[0])}`);
    return { done, errors, leaks, p50: pct(lat, 50), p95: pct(lat, 95) };
  } finally {
    await b.kill();
  }
}

// ---------------------------------------------------------------------------------------------
async function phaseStall() {
  console.log("\n== stall: the longest wait any single bad request causes for others ==");
  const b = await startBackendProcess();
  const bad: { name: string; run: () => Promise<string> }[] = [];
  const rest = (q: string, init: RequestInit = {}) =>
    req(`${b.url}/rest/v1/${q}`, { ...init, headers: { apikey: b.anonKey, ...(init.headers as Record<string, string>) }, timeoutMs: 60_000 });
  const nested = (depth: number) => {
    let inner = "id";
    for (let i = 0; i < depth; i++) inner = `id,${i % 2 === 0 ? "syllabus_items" : "programs"}(${inner})`;
    return inner;
  };
  const frame = async (bytes: Buffer[]) => {
    const port = Number(new URL(b.dbUrl).port);
    return new Promise<string>((resolve) => {
      const s = net.connect(port, "127.0.0.1");
      const t = setTimeout(() => {
        s.destroy();
        resolve("no close in 10 s");
      }, 10_000);
      s.on("connect", () => bytes.forEach((x) => s.write(x)));
      s.on("data", () => {});
      s.on("error", () => {});
      s.on("close", () => {
        clearTimeout(t);
        resolve("closed");
      });
    });
  };
  const startup = () => {
    const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
    const head = Buffer.alloc(8);
    head.writeInt32BE(8 + params.length, 0);
    head.writeInt32BE(196608, 4);
    return Buffer.concat([head, params]);
  };
  const q = (len: number) => {
    const m = Buffer.alloc(5);
    m.write("Q", 0, "ascii");
    m.writeInt32BE(len, 1);
    return m;
  };
  bad.push({ name: "regex (((a{1,50}){1,50}){1,50}) then an SQL error", run: async () => {
    const r = await rest(`programs?select=id&description=match.${encodeURIComponent("(((a{1,50}){1,50}){1,50})")}`);
    const r2 = await rest("instructors");
    return `${r.status}, then ${r2.status}`;
  } });
  bad.push({ name: "regex ((a{1,100}){1,50}) (allowed, largest cost)", run: async () => `${(await rest(`programs?select=id&description=match.${encodeURIComponent("(a{1,100}){1,50}")}`)).status}` });
  bad.push({ name: "embedding 6 deep", run: async () => `${(await rest(`programs?select=${encodeURIComponent(nested(6))}`)).status}` });
  bad.push({ name: "embedding 3 deep (deepest allowed), select=*", run: async () => `${(await rest(`programs?select=${encodeURIComponent("*,syllabus_items(*,programs(*,syllabus_items(*)))")}`)).status}` });
  bad.push({ name: "20 embeddings at depth 1", run: async () => `${(await rest(`programs?select=${encodeURIComponent(["id", ...Array.from({ length: 20 }, (_, i) => `s${i}:syllabus_items(*)`)].join(","))}`)).status}` });
  bad.push({ name: "40 MiB anonymous REST POST", run: async () => `${(await rest("programs", { method: "POST", headers: { "content-type": "application/json" }, body: new Uint8Array(40 * 1024 * 1024).fill(0x20) })).status}` });
  bad.push({ name: "1.9 MiB REST POST of JSON (under the cap)", run: async () => `${(await rest("programs", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ name: `p${i}`, duration: "1", description: "x".repeat(50) }))) })).status}` });
  bad.push({ name: "15 KB URL", run: async () => `${(await rest(`programs?select=id&id=in.(${Array.from({ length: 2500 }, (_, i) => i).join(",")})`)).status}` });
  for (const len of [0, 3, -1, -100]) bad.push({ name: `wire: Q with length ${len}`, run: () => frame([startup(), q(len)]) });
  bad.push({ name: "wire: startup of 8 zero bytes", run: () => frame([Buffer.alloc(8)]) });
  bad.push({ name: "wire: BEGIN then silence", run: async () => {
    const ok = await wireSession(b.dbUrl, ["begin", "select 1"], 8000).catch(() => false);
    return ok ? "held 8 s" : "cut off";
  } });
  bad.push({ name: "wire: BEGIN, then select 1 every second for 8 s", run: async () => {
    const u = new URL(b.dbUrl);
    return new Promise<string>((resolve) => {
      const s = net.connect(Number(u.port), "127.0.0.1");
      let n = 0;
      const send = (sql: string) => {
        const text = Buffer.from(`${sql}\0`);
        const head = Buffer.alloc(5);
        head.write("Q", 0, "ascii");
        head.writeInt32BE(4 + text.length, 1);
        s.write(Buffer.concat([head, text]));
      };
      s.on("connect", () => {
        s.write(startup());
        send("begin");
        const iv = setInterval(() => {
          if (++n > 8 || s.destroyed) {
            clearInterval(iv);
            s.destroy();
            resolve(`sent ${n}`);
          } else send("select 1");
        }, 1000);
      });
      s.on("data", () => {});
      s.on("error", () => {});
    });
  } });
  bad.push({ name: "auth: 200 wrong passwords", run: async () => {
    let last = 0;
    for (let i = 0; i < 200; i++) {
      last = (await req(`${b.url}/auth/v1/token?grant_type=password`, { method: "POST", headers: { apikey: b.anonKey, "content-type": "application/json" }, body: JSON.stringify({ email: "admin@example.com", password: `x${i}xxxxxx` }) })).status;
    }
    return `last ${last}`;
  } });
  bad.push({ name: "storage: 6 MiB chunked upload over the limit", run: async () => `${(await req(`${b.url}/storage/v1/object/gallery/big.png`, { method: "POST", headers: { authorization: `Bearer ${b.serviceRoleKey}`, "content-type": "image/png" }, body: new Uint8Array(6 * 1024 * 1024) })).status}` });

  let worst = { name: "", ms: 0 };
  try {
    for (const item of bad) {
      if (Date.now() > DEADLINE) break;
      let running = true;
      const probes: number[] = [];
      let probeFail = 0;
      const probe = (async () => {
        while (running) {
          const [h, r] = await Promise.all([
            req(`${b.url}/auth/v1/health`, { timeoutMs: 60_000 }),
            req(`${b.url}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: b.anonKey }, timeoutMs: 60_000 }),
          ]);
          probes.push(Math.max(h.ms, r.ms));
          if (h.status !== 200 || r.status !== 200) probeFail++;
          await new Promise((res) => setTimeout(res, 50));
        }
      })();
      const t0 = performance.now();
      const outcome = await Promise.race([item.run(), new Promise<string>((res) => setTimeout(() => res("TIMEOUT 60 s"), 60_000))]);
      const took = performance.now() - t0;
      await new Promise((res) => setTimeout(res, 300));
      running = false;
      await probe;
      const maxWait = Math.max(0, ...probes);
      if (maxWait > worst.ms) worst = { name: item.name, ms: maxWait };
      console.log(`${item.name.padEnd(52)} → ${outcome.padEnd(12)} took ${took.toFixed(0).padStart(6)} ms; others waited at most ${maxWait.toFixed(0)} ms (${probes.length} probes, ${probeFail} failed); alive ${b.alive()}`);
      if (!b.alive()) break;
    }
    console.log(`longest stall: ${worst.ms.toFixed(0)} ms (${worst.name})`);
    return worst;
  } finally {
    await b.kill();
  }
}

// ---------------------------------------------------------------------------------------------
async function phaseKill() {
  console.log(`\n== kill -9: ${TRIALS} trials on a persisted data folder ==`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-fault-kill-"));
  const ackedRows = new Set<string>();
  const ackedObjects = new Set<string>();
  let restartFailures = 0;
  let lost = 0;
  let lostObjects = 0;
  try {
    let b = await startBackendProcess({ dataDir: dir });
    await pgQuery(b, "create table if not exists public.fault_writes (id text primary key, at timestamptz default now()); grant all on public.fault_writes to service_role;");
    await req(`${b.url}/pg/reload-schema`, { method: "POST", headers: { authorization: `Bearer ${b.serviceRoleKey}` } });
    for (let t = 1; t <= TRIALS && Date.now() < DEADLINE; t++) {
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop && i < 10_000; i++) {
          const id = `t${t}-w${w}-${i}`;
          if (w % 5 === 0) {
            const r = await req(`${b.url}/storage/v1/object/gallery/fault/${id}.png`, {
              method: "POST",
              headers: { authorization: `Bearer ${b.serviceRoleKey}`, "content-type": "image/png" },
              body: new Uint8Array(PNG),
              timeoutMs: 10_000,
            });
            if (r.status === 200) ackedObjects.add(id);
            else if (r.status === 0) return;
          } else {
            const r = await req(`${b.url}/rest/v1/fault_writes`, {
              method: "POST",
              headers: { apikey: b.serviceRoleKey, authorization: `Bearer ${b.serviceRoleKey}`, "content-type": "application/json", prefer: "return=minimal" },
              body: JSON.stringify({ id }),
              timeoutMs: 10_000,
            });
            if (r.status === 201) ackedRows.add(id);
            else if (r.status === 0) return;
          }
        }
      };
      const writers = Array.from({ length: 20 }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
      await b.kill();
      stop = true;
      await Promise.all(writers);
      try {
        b = await startBackendProcess({ dataDir: dir });
      } catch (err) {
        restartFailures++;
        console.log(`trial ${t}: restart FAILED: ${(err as Error).message.slice(0, 300)}`);
        b = await startBackendProcess({ dataDir: dir });
      }
      const present = new Set((await pgQuery(b, "select id from public.fault_writes")).map((r) => String(r.id)));
      const missing = [...ackedRows].filter((id) => !present.has(id));
      let missingObjects = 0;
      for (const id of ackedObjects) {
        const r = await req(`${b.url}/storage/v1/object/public/gallery/fault/${id}.png`);
        if (r.status !== 200) missingObjects++;
      }
      lost = missing.length;
      lostObjects = missingObjects;
      console.log(`trial ${t}: acknowledged rows ${ackedRows.size}, objects ${ackedObjects.size}; after restart missing rows ${missing.length}, objects ${missingObjects}`);
    }
    await b.kill();
    console.log(`kill -9 trials ${TRIALS}: acknowledged writes ${ackedRows.size + ackedObjects.size} (rows ${ackedRows.size}, objects ${ackedObjects.size}), lost ${lost + lostObjects}, restart failures ${restartFailures}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`machine: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, Node ${process.version}`);
  if (PHASE === "load" || PHASE === "all") await phaseLoad();
  if (PHASE === "stall" || PHASE === "all") await phaseStall();
  if (PHASE === "kill" || PHASE === "all") await phaseKill();
  process.exit(0);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
