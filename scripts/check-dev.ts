/**
 * CI's proof of the README's `npm run dev` (`.ci/run`): starts it exactly as a newcomer would, waits until the app
 * (Vite on http://localhost:5173, the page and its entry module), the API (the seeded programs through
 * /rest/v1 with the anon key of .env.development) and an Edge Function (invite-member started by its first request,
 * answering a visitor with its own 401 after asking the database) answer, the backend says it is ready (it does not wait for the
 * storage seed: `--background-seed`) and then that the storage seed is done, prints how long each took, then stops it with Ctrl+C (SIGINT to its process group) and checks
 * that it shut down cleanly: nothing left listening, the data folder's lock removed. Exit code 0 when all of it held. Refuses to start when something already answers on those addresses: `npm run dev` would reuse a running
 * backend, which proves nothing about this checkout.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dotenv = Object.fromEntries(
  fs
    .readFileSync(path.join(root, ".env.development"), "utf8")
    .split("\n")
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [m[1], m[2]]),
);
const API = dotenv.VITE_SUPABASE_URL;
const ANON_KEY = dotenv.VITE_SUPABASE_ANON_KEY;
const APP = "http://localhost:5173";
const DEADLINE_MS = 10 * 60_000;
const STOP_MS = 30_000;
const LOCK = path.join(root, ".supabase-local", "server.pid");
/** What supabase/local/cli.ts prints once the backend answers everything (npm run dev: before the storage seed). */
const BACKEND_READY = /Embedded local Supabase ready in/;
/** What supabase/local/server.ts prints once the demo images are in place. */
const SEED_DONE = /storage seed done in/;

async function answers(url: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch {
    return null;
  }
}

const checks: Record<string, () => Promise<boolean>> = {
  app: async () => {
    const page = await answers(`${APP}/`);
    if (!page?.ok || !(await page.text()).includes('<div id="root"')) return false;
    const entry = await answers(`${APP}/src/main.tsx`);
    return !!entry?.ok && /javascript/.test(entry.headers.get("content-type") ?? "");
  },
  api: async () => {
    const res = await answers(`${API}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } });
    return !!res?.ok && ((await res.json()) as unknown[]).length === 1;
  },
  "invite-member": async () => {
    const res = await answers(`${API}/functions/v1/invite-member`, {
      method: "POST",
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "dev-check@example.com", role: "operator" }),
    });
    if (!res) return false;
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    if (res.status === 503 && body.code === "BOOT_ERROR") throw new Error("invite-member did not start (503 BOOT_ERROR): see the backend's log above");
    return res.status === 401 && body.code === "not_signed_in";
  },
};

async function main(): Promise<number> {
  for (const url of [`${APP}/`, `${API}/health`]) {
    if (await answers(url)) {
      console.error(`[check-dev] ${url} already answers: stop what runs there first (npm run dev would reuse it)`);
      return 1;
    }
  }
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  console.log("[check-dev] npm run dev");
  const dev = spawn("npm", ["run", "dev"], { cwd: root, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let said = "";
  for (const [from, to] of [
    [dev.stdout!, process.stdout],
    [dev.stderr!, process.stderr],
  ] as const) {
    from.on("data", (chunk: Buffer) => {
      to.write(chunk);
      said = (said + chunk.toString("utf8")).slice(-65_536);
    });
  }
  checks["the backend's first start"] = async () => BACKEND_READY.test(said);
  checks["the storage seed"] = async () => SEED_DONE.test(said);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) =>
    dev.once("exit", (code, signal) => {
      exited = signal ?? `exit code ${code}`;
      resolve();
    }),
  );
  const stop = async (): Promise<boolean> => {
    if (exited !== null) return true;
    try {
      process.kill(-dev.pid!, "SIGINT");
    } catch {
      return true;
    }
    const stopped = await Promise.race([exit.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), STOP_MS))]);
    if (!stopped) process.kill(-dev.pid!, "SIGKILL");
    return stopped;
  };

  const pending = new Set(Object.keys(checks));
  try {
    while (pending.size) {
      if (exited !== null) throw new Error(`npm run dev ended (${exited}) before ${[...pending].join(", ")} answered`);
      if (Date.now() - started > DEADLINE_MS) throw new Error(`${[...pending].join(", ")} did not answer within ${DEADLINE_MS / 60_000} minutes`);
      for (const name of [...pending]) {
        if (await checks[name]()) {
          pending.delete(name);
          console.log(`[check-dev] ${name}: ready after ${seconds()} s`);
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (err) {
    console.error(`[check-dev] ${(err as Error).message}`);
    await stop();
    return 1;
  }

  console.log("[check-dev] all answered; Ctrl+C (SIGINT)");
  if (!(await stop())) {
    console.error(`[check-dev] npm run dev did not stop within ${STOP_MS / 1000} s of Ctrl+C`);
    return 1;
  }
  const left = [];
  for (const url of [`${APP}/`, `${API}/health`]) if (await answers(url)) left.push(url);
  if (left.length) {
    console.error(`[check-dev] still answering after npm run dev stopped: ${left.join(", ")}`);
    return 1;
  }
  // the backend removes its lock when it shuts down properly (a process killed outright leaves it)
  await new Promise((r) => setTimeout(r, 1000));
  if (fs.existsSync(LOCK)) {
    console.error(`[check-dev] ${path.relative(root, LOCK)} is still there: the backend did not shut down cleanly`);
    return 1;
  }
  console.log(`[check-dev] npm run dev came up and stopped cleanly (${exited}) in ${seconds()} s`);
  return 0;
}

process.exitCode = await main();
