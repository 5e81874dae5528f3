/**
 * /functions/v1/<name>: Supabase Edge Functions, run from supabase/functions/<name>/index.ts with Deno (the `deno`
 * npm package), the same file `supabase functions deploy` ships. Each function starts on its first request (a
 * first start fetches its `npm:` imports through the npm registry into the function's node_modules, with the
 * machine's certificate and proxy settings: deno-env.ts) and keeps
 * running on a loopback port; `Deno.serve()` is pointed there by DENO_SERVE_ADDRESS. As on hosted Supabase the
 * function gets SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, and the gateway first checks that
 * the request carries a valid JWT of this project (`verify_jwt`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { parse } from "smol-toml";
import { denoEnvironment } from "./deno-env.ts";
import { bearerToken, discardBody, sendJson, verifyJwt } from "./http.ts";

/** Largest request body passed to a function (hosted Edge Functions accept a few MB; the invitation needs a few bytes). */
export const MAX_FUNCTION_BODY = 1024 * 1024;
/** A first start may download the function's npm dependencies. */
const START_TIMEOUT_MS = 180_000;
const NAME_RE = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "te", "trailer"]);

/** The Deno binary the `deno` npm package installed for this platform. */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const own = path.join(path.dirname(require.resolve("deno/package.json")), process.platform === "win32" ? "deno.exe" : "deno");
  if (fs.existsSync(own)) return own;
  const platform = `@deno/${process.platform}-${process.arch}${process.platform === "linux" ? "-glibc" : ""}`;
  return path.join(path.dirname(require.resolve(`${platform}/package.json`)), process.platform === "win32" ? "deno.exe" : "deno");
}

/** What Deno said before it gave up, and what to do about it when the cause is the machine's network set-up. */
function startFailureHint(output: string): string {
  const at = output.lastIndexOf("error:");
  const said = at >= 0 ? `: ${output.slice(at).replace(/\s+/g, " ").trim().slice(0, 600)}` : "";
  if (/UnknownIssuer|certificate/i.test(said)) {
    return `${said} (behind a private certificate authority? Point NODE_EXTRA_CA_CERTS or DENO_CERT at its PEM file; docs/local-backend.md)`;
  }
  if (/error sending request|dns error|Connect|timed out/i.test(said)) {
    return `${said} (the npm registry is out of reach: behind a proxy, set HTTPS_PROXY; docs/local-backend.md)`;
  }
  return said;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  port: number;
  proc: ChildProcess;
}

export interface FunctionsOptions {
  /** supabase/functions */
  dir: string;
  /** The environment every function gets (SUPABASE_URL and the keys). */
  env: () => Record<string, string>;
  log: (m: string) => void;
  /** A function that failed to start: said even by a quiet backend, since the request only gets 503 BOOT_ERROR. */
  warn: (m: string) => void;
}

export class FunctionsService {
  private running = new Map<string, Promise<Running>>();
  private closed = false;

  constructor(private opts: FunctionsOptions) {}

  async handle(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    const [, name = "", ...rest] = subpath.split("/");
    if (!NAME_RE.test(name) || !fs.existsSync(path.join(this.opts.dir, name, "index.ts"))) {
      discardBody(req, res);
      return sendJson(res, 404, { code: "NOT_FOUND", message: "Requested function was not found" });
    }
    const verify = this.verifiesJwt(name);
    const token = bearerToken(req);
    if (!token && verify) {
      discardBody(req, res);
      return sendJson(res, 401, { code: "UNAUTHORIZED_NO_AUTH_HEADER", message: "Missing authorization header" });
    }
    const v = verify ? await verifyJwt(token!) : { ok: true };
    if (!v.ok) {
      discardBody(req, res);
      return sendJson(res, 401, { code: "UNAUTHORIZED_INVALID_JWT_FORMAT", message: "Invalid JWT" });
    }
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared > MAX_FUNCTION_BODY) {
      discardBody(req, res);
      return sendJson(res, 413, { code: "PAYLOAD_TOO_LARGE", message: `Request bodies are limited to ${MAX_FUNCTION_BODY} bytes` });
    }
    let fn: Running;
    try {
      fn = await this.start(name);
    } catch (err) {
      this.opts.warn(`[functions] ${name} did not start: ${(err as Error).message}`);
      discardBody(req, res);
      return sendJson(res, 503, { code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
    }
    await this.proxy(req, res, fn.port, `/${[name, ...rest].join("/")}${url.search}`);
  }

  /**
   * `verify_jwt` of `[functions.<name>]` in supabase/config.toml (default true), as hosted Supabase reads it: false lets
   * every request through unchecked (hosted Supabase's gateway then checks no token either).
   */
  private verifiesJwt(name: string): boolean {
    const file = path.join(this.opts.dir, "..", "config.toml");
    if (!fs.existsSync(file)) return true;
    const functions = (parse(fs.readFileSync(file, "utf8")) as { functions?: Record<string, { verify_jwt?: unknown }> }).functions;
    return functions?.[name]?.verify_jwt !== false;
  }

  private start(name: string): Promise<Running> {
    const existing = this.running.get(name);
    if (existing) return existing;
    const starting = this.spawn(name);
    this.running.set(name, starting);
    starting.catch(() => this.running.delete(name));
    return starting;
  }

  private async spawn(name: string): Promise<Running> {
    if (this.closed) throw new Error("the backend is stopping");
    const port = await freePort();
    const cwd = path.join(this.opts.dir, name);
    // the machine's certificate, proxy and cache settings, and nothing else of the host (deno-env.ts)
    const proc = spawn(denoBinary(), ["run", "--allow-net", "--allow-env", "--allow-read", "--no-prompt", "index.ts"], {
      cwd,
      env: { ...denoEnvironment(), DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, ...this.opts.env() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const began = Date.now();
    this.opts.log(`[functions] ${name}: starting (a first start downloads its npm: imports, which takes a while)`);
    // Deno prints a line per package it downloads; a start that stays silent says it is still waiting
    const heartbeat = setInterval(() => this.opts.log(`[functions] ${name}: still starting (${Math.round((Date.now() - began) / 1000)} s)`), 10_000);
    let seen = "";
    const listening = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        proc.kill("SIGKILL");
        reject(new Error(`did not start within ${START_TIMEOUT_MS / 1000} s`));
      }, START_TIMEOUT_MS);
      // Deno.serve announces "Listening on http://…" (on stderr); everything the function prints goes to the log
      const watch = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        for (const line of text.split("\n")) if (line.trim()) this.opts.log(`[functions] ${name}: ${line}`);
        seen = (seen + text).slice(-4096);
        if (/Listening on/.test(seen)) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout!.on("data", watch);
      proc.stderr!.on("data", watch);
      proc.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with code ${code} before listening`));
      });
    });
    await listening
      .catch((err: Error) => {
        throw new Error(`${err.message}${startFailureHint(seen)}`, { cause: err });
      })
      .finally(() => clearInterval(heartbeat));
    // a crash later: the next request starts it again
    proc.once("exit", (code) => {
      this.running.delete(name);
      if (!this.closed) this.opts.log(`[functions] ${name}: exited (code ${code})`);
    });
    this.opts.log(`[functions] ${name} ready on 127.0.0.1:${port} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
    return { port, proc };
  }

  private proxy(req: IncomingMessage, res: ServerResponse, port: number, target: string): Promise<void> {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, val] of Object.entries(req.headers)) if (val !== undefined && !HOP_BY_HOP.has(k)) headers[k] = val;
    // the caller's address, as hosted Supabase forwards it; a copy the client sent is never trusted
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
    return new Promise<void>((resolve) => {
      const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: target, headers, agent: false }, (up) => {
        res.statusCode = up.statusCode ?? 502;
        for (const [k, val] of Object.entries(up.headers)) {
          // the gateway answers CORS for every public route itself
          if (val === undefined || HOP_BY_HOP.has(k) || k.startsWith("access-control-")) continue;
          res.setHeader(k, val);
        }
        up.pipe(res);
        up.on("end", resolve);
        up.on("error", () => {
          res.destroy();
          resolve();
        });
      });
      upstream.on("error", () => {
        if (!res.headersSent) sendJson(res, 502, { code: "FUNCTION_ERROR", message: "The function did not answer" });
        else res.destroy();
        resolve();
      });
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_FUNCTION_BODY && !res.headersSent) {
          req.unpipe(upstream);
          upstream.destroy();
          discardBody(req, res);
          sendJson(res, 413, { code: "PAYLOAD_TOO_LARGE", message: `Request bodies are limited to ${MAX_FUNCTION_BODY} bytes` });
        }
      });
      req.pipe(upstream);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(
      all.map(async (p) => {
        const fn = await p.catch(() => null);
        if (!fn || fn.proc.exitCode !== null) return;
        await new Promise<void>((resolve) => {
          fn.proc.once("exit", () => resolve());
          fn.proc.kill("SIGTERM");
          setTimeout(() => fn.proc.kill("SIGKILL"), 3000).unref();
        });
      }),
    );
  }
}
