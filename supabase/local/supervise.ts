/**
 * Runs `supabase/local/cli.ts` in a child process and restarts it when it dies unexpectedly
 * (the watchdog's SIGKILL after a wedged statement, a crash), at most MAX_RESTARTS times in
 * RESTART_WINDOW_MS. Used by `npm run dev` and `npm run backend -- --supervise`.
 * The child shuts down by itself when this process goes away (its stdin closes).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.ts");
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 10 * 60_000;

export interface Supervisor {
  /** Stops the backend (SIGTERM, SIGKILL after 10 s) and does not restart it. */
  stop(): Promise<void>;
  /** Resolves when the supervisor gives up (too many restarts) or the child exits after stop(). */
  done: Promise<number>;
}

/** `args` for the first start, `restartArgs` (e.g. without --reset) for the restarts. */
export function superviseBackend(
  args: string[],
  restartArgs: string[] = args,
  log: (m: string) => void = (m) => console.error(m),
): Supervisor {
  let child: ChildProcess | null = null;
  let stopping = false;
  const restarts: number[] = [];
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((r) => (finish = r));

  let first = true;
  const start = () => {
    const c = spawn(process.execPath, ["--import", "tsx", CLI, ...(first ? args : restartArgs)], {
      stdio: ["pipe", "inherit", "inherit"],
      env: { ...process.env, LOCAL_SUPABASE_SUPERVISED: "1" },
    });
    child = c;
    first = false;
    c.stdin?.on("error", () => {});
    c.once("exit", (code, signal) => {
      child = null;
      if (stopping) return finish(code ?? 0);
      const now = Date.now();
      while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
      // 0: stopped normally; 1: failed to start (port in use, data folder locked ...): nothing a restart fixes.
      if (!signal && (code === 0 || code === 1)) return finish(code);
      if (restarts.length >= MAX_RESTARTS) {
        log(`[local-supabase] the backend stopped ${MAX_RESTARTS + 1} times in ${RESTART_WINDOW_MS / 60_000} minutes; giving up`);
        return finish(1);
      }
      restarts.push(now);
      log(`[local-supabase] the backend stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it`);
      setTimeout(start, 500);
    });
  };
  start();

  return {
    done,
    stop: async () => {
      stopping = true;
      const c = child;
      if (!c) return;
      const exited = new Promise<void>((r) => c.once("exit", () => r()));
      c.kill("SIGTERM");
      const t = setTimeout(() => c.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(t);
    },
  };
}
