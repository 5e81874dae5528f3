/**
 * Watchdog of the embedded backend. PGlite runs PostgreSQL synchronously on the Node thread:
 * while a statement runs, nothing else (gateway, auth, storage, REST, signals) is served.
 * A statement that never ends, such as PGlite's regex error path spinning forever (see
 * scripts/pglite-regex-wedge.ts), would freeze the backend for good and make it ignore
 * SIGTERM. A worker thread (which keeps running while the main thread is stuck) watches a
 * heartbeat the main thread writes every 250 ms; after `stallMs` without one it prints why
 * and SIGKILLs the process, so a supervisor (`npm run dev`, `npm run backend -- --supervise`)
 * restarts it. A persisted data folder keeps every acknowledged write across a SIGKILL
 * (scripts/backend-fault.ts measures it); an in-memory backend starts fresh.
 */
import { Worker } from "node:worker_threads";

export const WATCHDOG_EXIT_MESSAGE = "[local-supabase] watchdog:";

const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const beat = new Float64Array(workerData.buffer);
const stallMs = workerData.stallMs;
setInterval(() => {
  const quiet = Date.now() - beat[0];
  if (beat[1] === 1 || quiet < stallMs) return;
  fs.writeSync(2, ${JSON.stringify(WATCHDOG_EXIT_MESSAGE)} + " the database engine has not let the backend answer for " +
    (quiet / 1000).toFixed(1) + " s (a statement that never ends); killing the process so it can be restarted" +
    " (persisted data keeps every acknowledged write)\\n");
  process.kill(process.pid, "SIGKILL");
}, Math.min(1000, Math.max(50, stallMs / 4)));
`;

export interface Watchdog {
  stop(): Promise<void>;
}

/** Starts the watchdog; `stallMs` 0 disables it. */
export function startWatchdog(stallMs: number): Watchdog {
  if (!stallMs || stallMs <= 0) return { stop: async () => {} };
  const buffer = new SharedArrayBuffer(16);
  const beat = new Float64Array(buffer);
  beat[0] = Date.now();
  const timer = setInterval(() => (beat[0] = Date.now()), 250);
  timer.unref();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { buffer, stallMs } });
  worker.unref();
  return {
    stop: async () => {
      beat[1] = 1;
      clearInterval(timer);
      await worker.terminate();
    },
  };
}

/** The stall limit: LOCAL_SUPABASE_WATCHDOG_MS (0 disables), else 30 s. */
export function watchdogMsFromEnv(): number {
  const v = process.env.LOCAL_SUPABASE_WATCHDOG_MS;
  if (v === undefined || v === "") return 30_000;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : 30_000;
}
