/**
 * npm run dev [-- <vite args>]
 *
 * Starts the embedded local Supabase (persisted in .supabase-local/, first start
 * bootstraps, migrates and seeds), waits until it is ready, then runs the Vite dev
 * server (http://localhost:5173). Ctrl+C stops both. If a local Supabase already answers
 * on http://127.0.0.1:54321 (e.g. `npm run backend` in another terminal), it is reused.
 * The backend runs in its own process, supervised: if it dies (its watchdog kills it when the
 * database engine stops answering, or it crashes), it is restarted on the same data folder.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { superviseBackend, type Supervisor } from "../supabase/local/supervise.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function existingBackend(): Promise<boolean> {
  try {
    const res = await fetch("http://127.0.0.1:54321/health", { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { name?: string };
    return res.ok && body.name === "embedded local Supabase";
  } catch {
    return false;
  }
}

async function main() {
  let backend: Supervisor | null = null;
  if (await existingBackend()) {
    console.log("[dev] reusing the local Supabase already running on http://127.0.0.1:54321");
  } else {
    // A new data folder is ready before its demo images are uploaded (the log says when they are).
    backend = superviseBackend(["--background-seed"]);
    void backend.done.then((code) => {
      if (stopping) return;
      console.error("[dev] local Supabase stopped and could not be restarted");
      process.exit(code || 1);
    });
    const deadline = Date.now() + 180_000;
    while (!(await existingBackend())) {
      if (Date.now() > deadline) {
        console.error("[dev] local Supabase did not become ready in 180 s");
        await backend.stop();
        process.exit(1);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log("[dev] local Supabase ready; starting the app on http://localhost:5173 ...");
  }

  // what `supabase start` prints as its mail catcher: invitations and password resets land here, never on the network
  console.log("[dev] e-mails (invitations, password resets): local mailbox at http://127.0.0.1:54321/mailbox");
  const viteBin = path.join(root, "node_modules", ".bin", process.platform === "win32" ? "vite.cmd" : "vite");
  const vite = spawn(viteBin, process.argv.slice(2), { cwd: root, stdio: "inherit", env: process.env });

  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(code || 1), 10_000);
    force.unref();
    if (vite.exitCode === null && vite.signalCode === null) {
      vite.kill("SIGTERM");
      await new Promise((r) => vite.once("exit", r));
    }
    if (backend) await backend.stop().catch((err: unknown) => console.error(`[dev] backend stop failed: ${String(err)}`));
    process.exit(code);
  };
  vite.on("exit", (code, signal) => void stopAll(code ?? (signal ? 0 : 1)));
  vite.on("error", (err) => {
    console.error(`[dev] could not start vite: ${err.message}`);
    void stopAll(1);
  });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => void stopAll(0));
}

void main();
