/**
 * A fresh embedded local Supabase in its OWN process (`supabase/local/cli.ts`), for fault
 * tests: a request that wedges or crashes the backend must not take the test runner down
 * with it, and the test can always kill the process. Loopback only, free ports.
 *
 *   const b = await startBackendProcess();           // in memory, seeded
 *   const b = await startBackendProcess({ dataDir }); // persisted in dataDir
 *   b.url, b.dbUrl, b.alive(), await b.kill(), await b.stop()
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface BackendProcess {
  url: string;
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  child: ChildProcess;
  /** Everything the process printed (for failure messages). */
  output(): string;
  alive(): boolean;
  /** SIGKILL and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves true when it stopped by itself. */
  stop(graceMs?: number): Promise<boolean>;
  /** Resolves with the exit code/signal once the process ends by itself, or null after ms. */
  waitExit(ms: number): Promise<{ code: number | null; signal: string | null } | null>;
}

export async function startBackendProcess(
  opts: { dataDir?: string; seed?: boolean; startTimeoutMs?: number; env?: Record<string, string> } = {},
): Promise<BackendProcess> {
  const args = ["--import", "tsx", path.join(REPO, "supabase/local/cli.ts"), "--port", "0", "--db-port", "0"];
  if (opts.dataDir) args.push("--data-dir", opts.dataDir);
  else args.push("--memory");
  if (opts.seed === false) args.push("--no-seed");
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, NODE_OPTIONS: "", ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out = (out + d.toString("utf8")).slice(-20_000)));
  child.stderr!.on("data", (d: Buffer) => (out = (out + d.toString("utf8")).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (alive()) child.kill("SIGKILL");
    await exited;
  };
  const deadline = Date.now() + (opts.startTimeoutMs ?? 90_000);
  let url = "";
  let dbUrl = "";
  while (Date.now() < deadline) {
    const api = /API URL:\s+(\S+)/.exec(out);
    const db = /DB URL:\s+(\S+)/.exec(out);
    if (api && db && out.includes("Press Ctrl+C")) {
      url = api[1];
      dbUrl = db[1];
      break;
    }
    if (!alive()) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!url) {
    await kill();
    throw new Error(`backend process did not start:\n${out}`);
  }
  return {
    url,
    dbUrl,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    child,
    waitExit: (ms) =>
      alive()
        ? Promise.race([
            exited.then(() => ({ code: child.exitCode, signal: child.signalCode })),
            new Promise<null>((r) => setTimeout(() => r(null), ms).unref()),
          ])
        : Promise.resolve({ code: child.exitCode, signal: child.signalCode }),
    output: () => out,
    alive,
    kill,
    stop: async (graceMs = 10_000) => {
      if (!alive()) return true;
      child.kill("SIGTERM");
      const timer = new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref());
      const stopped = await Promise.race([exited.then(() => true), timer]);
      if (!stopped) await kill();
      return stopped;
    },
  };
}

/** fetch with a hard time limit; resolves to null when no answer came in time. */
export async function timedFetch(url: string, init: RequestInit = {}, ms = 5000): Promise<{ status: number; body: string; headers: Headers; ms: number } | null> {
  const t0 = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
    const body = await res.text();
    return { status: res.status, body, headers: res.headers, ms: Date.now() - t0 };
  } catch {
    return null;
  }
}
