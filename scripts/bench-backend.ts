/**
 * Benchmark of the embedded local Supabase (loopback only, bounded):
 *   - cold start on a fresh temporary data folder (bootstrap + migrations + seed.sql + storage seed)
 *   - warm restart on that same folder
 *   - cold start in memory (what the integration tests use)
 *   - GET /rest/v1/programs?select=* with 50 concurrent clients: p50 / p95 / p99 latency, throughput
 *
 *   npx tsx scripts/bench-backend.ts [--clients 50] [--requests 2000]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { startLocalSupabase } from "../supabase/local/server.ts";

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
}
const CLIENTS = arg("clients", 50);
const REQUESTS = Math.min(arg("requests", 2000), 20_000);
const MAX_SECONDS = 60;

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await fn();
  return [r, (performance.now() - t) / 1000];
}

function get(agent: http.Agent, url: URL, apikey: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { apikey, authorization: `Bearer ${apikey}`, accept: "application/json" } }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "local-supabase-bench-"));
  const opts = { dataDir: tmp, port: 0, dbPort: 0, quiet: true };
  try {
    console.log(`machine: ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, Node ${process.version}`);

    // First start ever on this machine: no template cache (PGlite initdb + bootstrap + migrations + seed).
    process.env.LOCAL_SUPABASE_NO_TEMPLATE = "1";
    const first = fs.mkdtempSync(path.join(os.tmpdir(), "local-supabase-bench-"));
    try {
      const [nt, ntS] = await time(() => startLocalSupabase({ ...opts, dataDir: first }));
      console.log(`cold start, no template cache (first run after npm install / a migration change): ${ntS.toFixed(2)} s`);
      await nt.stop();
    } finally {
      delete process.env.LOCAL_SUPABASE_NO_TEMPLATE;
      fs.rmSync(first, { recursive: true, force: true });
    }

    const [cold, coldS] = await time(() => startLocalSupabase(opts));
    console.log(`cold start (fresh folder, bootstrap + migrations + seed): ${coldS.toFixed(2)} s  [${Object.entries(cold.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`).join(", ")}]`);
    if (cold.seedWarnings.length) console.log(`  seed warnings: ${cold.seedWarnings.length}`);
    await cold.stop();

    const [warm, warmS] = await time(() => startLocalSupabase(opts));
    console.log(`warm restart (persisted folder): ${warmS.toFixed(2)} s`);

    // Load: CLIENTS concurrent clients, each sending its requests one after another.
    const url = new URL(`${warm.url}/rest/v1/programs?select=*`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const probe = await get(agent, url, warm.anonKey);
    if (probe.status !== 200) throw new Error(`GET programs answered ${probe.status}`);
    const seq: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await get(agent, url, warm.anonKey);
      seq.push(performance.now() - t);
    }
    seq.sort((a, b) => a - b);
    console.log(`GET /rest/v1/programs?select=* one client, 200 sequential: p50 ${pct(seq, 50).toFixed(1)} ms, p95 ${pct(seq, 95).toFixed(1)} ms`);
    for (let i = 0; i < CLIENTS; i++) await get(agent, url, warm.anonKey); // warm-up
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS && Date.now() < deadline) {
          next++;
          const t = performance.now();
          try {
            const r = await get(agent, url, warm.anonKey);
            if (r.status !== 200) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - t);
        }
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    console.log(
      `GET /rest/v1/programs?select=* (${probe.bytes} bytes) x ${latencies.length} with ${CLIENTS} concurrent clients: ` +
        `p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, ` +
        `max ${latencies[latencies.length - 1].toFixed(1)} ms, ${(latencies.length / wall).toFixed(0)} req/s, errors ${errors}`,
    );
    await warm.stop();

    const [mem, memS] = await time(() => startLocalSupabase({ memory: true, port: 0, dbPort: 0, quiet: true }));
    console.log(`cold start in memory (--memory, as the integration tests): ${memS.toFixed(2)} s`);
    await mem.stop();
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
