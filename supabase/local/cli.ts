/**
 * npm run backend [-- --memory] [-- --reset] [-- --port 54321] [-- --db-port 54322] [-- --no-seed] [-- --background-seed]
 *
 * Starts the embedded local Supabase on loopback and prints its URLs and keys.
 * Ctrl+C (SIGINT) / SIGTERM stop PostgREST, close the sockets and close PGlite cleanly.
 */
import fs from "node:fs";
import { connectionBanner } from "./banner.ts";
import { DEFAULT_DATA_DIR, startLocalSupabase, type LocalSupabase } from "./server.ts";
import { superviseBackend } from "./supervise.ts";

function usage(): never {
  console.log(`Usage: npm run backend -- [options]
  --memory         fresh database in memory, seeded; nothing written to disk
  --reset          wipe the persisted data folder (${DEFAULT_DATA_DIR}) and start fresh
  --port N         API gateway port (default 54321; 0 = any free port)
  --db-port N      Postgres wire-protocol port (default 54322; 0 = any free port)
  --data-dir DIR   persisted data folder (default .supabase-local)
  --no-seed        do not run supabase/seed.sql and the storage seed on a fresh database
  --background-seed  ready without waiting for the storage seed of a new database (the log says when it is done)
  --quiet          less output
  --supervise      run the backend in a child process and restart it if it dies (watchdog, crash)`);
  process.exit(0);
}

export function parseArgs(argv: string[]) {
  const opts = { memory: false, reset: false, port: 54321, dbPort: 54322, dataDir: DEFAULT_DATA_DIR, seed: true, quiet: false, supervise: false, backgroundSeed: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--memory":
        opts.memory = true;
        break;
      case "--reset":
        opts.reset = true;
        break;
      case "--port":
        opts.port = Number(value());
        break;
      case "--db-port":
        opts.dbPort = Number(value());
        break;
      case "--data-dir":
        opts.dataDir = String(value());
        break;
      case "--no-seed":
        opts.seed = false;
        break;
      case "--background-seed":
        opts.backgroundSeed = true;
        break;
      case "--quiet":
        opts.quiet = true;
        break;
      case "--supervise":
        opts.supervise = true;
        break;
      case "-h":
      case "--help":
        usage();
        break;
      default:
        console.error(`Unknown option: ${a}`);
        usage();
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0) throw new Error("--port must be a number");
  if (!Number.isInteger(opts.dbPort) || opts.dbPort < 0) throw new Error("--db-port must be a number");
  return opts;
}

async function main() {
  const argv = process.argv.slice(2);
  const opts = parseArgs(argv);
  if (opts.supervise) {
    // --reset applies once, to the first start only.
    const childArgs = argv.filter((a) => a !== "--supervise");
    const sup = superviseBackend(childArgs, childArgs.filter((a) => a !== "--reset"));
    for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => void sup.stop());
    process.exit(await sup.done);
  }
  if (opts.reset && !opts.memory) {
    const pidFile = `${opts.dataDir}/server.pid`;
    if (fs.existsSync(pidFile)) {
      const pid = Number(fs.readFileSync(pidFile, "utf8"));
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
      if (alive && pid !== process.pid) {
        console.error(`Refusing to reset: a local Supabase (pid ${pid}) is using ${opts.dataDir}. Stop it first.`);
        process.exit(1);
      }
    }
    fs.rmSync(opts.dataDir, { recursive: true, force: true });
    console.log(`[local-supabase] reset: removed ${opts.dataDir}`);
  }
  const started = Date.now();
  let sb: LocalSupabase;
  try {
    sb = await startLocalSupabase({
      memory: opts.memory,
      dataDir: opts.dataDir,
      port: opts.port,
      dbPort: opts.dbPort,
      seed: opts.seed,
      quiet: opts.quiet,
      storageSeedInBackground: opts.backgroundSeed,
    });
  } catch (err) {
    console.error(`[local-supabase] failed to start: ${(err as Error).message}`);
    process.exit(1);
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const steps = Object.entries(sb.timings)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}s`)
    .join(", ");
  console.log(`
Embedded local Supabase ready in ${secs}s (${opts.memory ? "in memory" : sb.fresh ? `new database in ${sb.dataDir}` : `persisted in ${sb.dataDir}`})
  (cumulative: ${steps})

${connectionBanner(sb)}
${sb.seedWarnings.length ? `\n  WARNING: ${sb.seedWarnings.length} seeding problem(s), see above\n` : ""}
Press Ctrl+C to stop.`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[local-supabase] ${signal}: stopping...`);
    const force = setTimeout(() => {
      console.error("[local-supabase] shutdown timed out");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await sb.stop();
      console.log("[local-supabase] stopped");
      process.exit(0);
    } catch (err) {
      console.error(`[local-supabase] shutdown error: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  if (process.env.LOCAL_SUPABASE_SUPERVISED === "1") {
    // Supervised: stop when the supervisor goes away (its end of our stdin closes).
    process.stdin.on("end", () => void shutdown("supervisor gone"));
    process.stdin.on("error", () => void shutdown("supervisor gone"));
    process.stdin.resume();
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGHUP", () => void shutdown("SIGHUP"));
}

void main();
