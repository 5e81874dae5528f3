/**
 * The gateway on http://127.0.0.1:54321 (Kong's place in a real Supabase stack):
 *   /rest/v1/*     → PostgREST (internal port), after checking the API key and the JWT role
 *   /auth/v1/*     → AuthService (auth.ts)
 *   /storage/v1/upload/resumable → TusService (tus.ts: resumable uploads, the TUS protocol)
 *   /storage/v1/*  → StorageService (storage.ts)
 *   /functions/v1/<name> → FunctionsService (functions.ts: supabase/functions/<name> run with Deno)
 *   /mailbox       → the local mailbox (mailbox.ts: the e-mails the auth server sent)
 *   /pg/query      → SQL as superuser, service-role key only (local tooling/tests, like Studio's pg-meta)
 * CORS for any origin on /rest/v1, /auth/v1 and /storage/v1 (as hosted Supabase), with the
 * headers supabase-js needs exposed; the local-only routes (/pg/*, /mailbox, /) refuse cross-origin
 * requests and any Host but a loopback name (DNS rebinding), so a web page open in the developer's browser cannot
 * use the well-known service key or read the mailbox.
 * Every response carries X-Content-Type-Options: nosniff.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "./db.ts";
import type { Postgrest } from "./postgrest.ts";
import type { AuthService } from "./auth.ts";
import type { StorageService } from "./storage.ts";
import { TUS_PATH, type TusService } from "./tus.ts";
import type { FunctionsService } from "./functions.ts";
import type { Mailbox } from "./mailbox.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "./keys.ts";
import {
  HttpError,
  apiKey,
  bearerToken,
  discardBody,
  handlePreflight,
  isCrossOrigin,
  isLoopbackHost,
  readJson,
  sendJson,
  setCors,
  trackResponse,
  verifyJwt,
} from "./http.ts";
import { checkRestQuery } from "./guards.ts";
import { AFTER_WRITE_HEADER, signalsOf } from "./after-write.ts";

/** Longest request target accepted (PostgREST's own header limit answers 503 "Header overflow" a little above 8 KB of headers). */
export const MAX_URL_LENGTH = 8 * 1024;
/** Largest REST request body (PostgREST would buffer and parse it whole inside the single database session). */
export const MAX_REST_BODY = 2 * 1024 * 1024;

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
]);

/** How long a write's answer waits at most for the work it causes (GatewayDeps.afterRestWrite). */
const AFTER_WRITE_WAIT_MS = 3000;

export interface GatewayDeps {
  db: Database;
  postgrest: Postgrest;
  auth: AuthService;
  storage: StorageService;
  tus: TusService;
  functions: FunctionsService;
  mailbox: Mailbox;
  log: (m: string) => void;
  /**
   * Called after a write through /rest/v1 that raised write signals (after-write.ts) succeeded (not the service
   * role's own), with the signals' names; the answer waits for it. Other requests never wait.
   */
  afterRestWrite?: (signals: ReadonlySet<string>) => Promise<void> | void;
}

export class Gateway {
  private server: http.Server;
  private agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private restReady: Promise<void> = Promise.resolve();
  port = 0;

  constructor(private deps: GatewayDeps) {
    this.server = http.createServer((req, res) => {
      trackResponse(req, res);
      this.dispatch(req, res).catch((err) => {
        deps.log(`[gateway] ${(err as Error).stack ?? err}`);
        if (!res.headersSent) sendJson(res, 500, { message: "Internal gateway error" });
        else res.destroy();
      });
    });
    this.server.keepAliveTimeout = 5000;
  }

  async listen(port: number, host = "127.0.0.1"): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => {
        this.server.off("error", reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections?.();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.agent.destroy();
  }

  /** Restart PostgREST so it reloads its schema cache; REST requests wait meanwhile. */
  async reloadSchema(): Promise<void> {
    const p = this.restReady.then(() => this.deps.postgrest.restart());
    this.restReady = p.catch(() => {});
    await p;
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader("X-Content-Type-Options", "nosniff");
    const raw = req.url ?? "/";
    const publicApi = /^\/(rest|auth|storage|functions)\/v1(\/|$|\?)/.test(raw);
    if (!publicApi && isCrossOrigin(req)) {
      discardBody(req, res);
      return sendJson(res, 403, { message: "Cross-origin requests to the local-only routes of the embedded backend are refused" });
    }
    if (!publicApi && !isLoopbackHost(req)) {
      discardBody(req, res);
      return sendJson(res, 403, {
        message: "The local-only routes of the embedded backend answer a loopback host name only (localhost, 127.0.0.1, [::1]): open them as http://127.0.0.1:<port>",
      });
    }
    if (req.method === "OPTIONS") return publicApi ? handlePreflight(req, res) : sendJson(res, 204, undefined);
    if (publicApi) setCors(req, res);
    if (raw.length > MAX_URL_LENGTH) {
      discardBody(req, res);
      return sendJson(res, 414, { code: "PGRST414", details: null, hint: null, message: `URI Too Long (limit ${MAX_URL_LENGTH} bytes)` });
    }
    let url: URL;
    try {
      url = new URL(raw, "http://127.0.0.1");
    } catch {
      discardBody(req, res);
      return sendJson(res, 400, { message: "Malformed request target" });
    }
    const p = url.pathname;

    if (p.startsWith("/rest/v1/") || p === "/rest/v1") {
      if (!this.checkApiKey(req, res, url)) return;
      return this.proxyRest(req, res, url);
    }
    if (p.startsWith("/auth/v1/")) {
      const sub = p.slice("/auth/v1".length);
      // /verify is the e-mail link itself (opened from a mail, without a key), as on hosted Supabase
      const open = sub === "/health" || (sub === "/verify" && req.method === "GET");
      if (!open && !this.checkApiKey(req, res, url)) return;
      return this.deps.auth.handle(req, res, sub, url);
    }
    if (p === TUS_PATH || p.startsWith(`${TUS_PATH}/`)) return this.deps.tus.handle(req, res);
    if (p.startsWith("/storage/v1/")) {
      return this.deps.storage.handle(req, res, p.slice("/storage/v1".length), url);
    }
    if (p.startsWith("/functions/v1/")) return this.deps.functions.handle(req, res, p.slice("/functions/v1".length), url);
    if (p === "/mailbox" || p.startsWith("/mailbox/")) return this.deps.mailbox.handle(req, res, p.slice("/mailbox".length));
    if (p === "/pg/query" || p === "/pg/reload-schema") return this.pg(req, res, p);
    if (p === "/" || p === "/health") {
      return sendJson(res, 200, {
        name: "embedded local Supabase",
        rest: "/rest/v1",
        auth: "/auth/v1",
        storage: "/storage/v1",
        functions: "/functions/v1",
        mailbox: "/mailbox",
      });
    }
    return sendJson(res, 404, { message: "no Route matched with those values" });
  }

  /** Like Kong's key-auth: an API key (header or ?apikey=) must be one of the project's keys. */
  private checkApiKey(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const key = apiKey(req, url);
    if (!key) {
      sendJson(res, 401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
      return false;
    }
    if (key !== ANON_KEY && key !== SERVICE_ROLE_KEY) {
      sendJson(res, 401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
      return false;
    }
    return true;
  }

  private async proxyRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const declared = Number(req.headers["content-length"] ?? NaN);
    const tooLarge = () =>
      sendJson(res, 413, { code: "PGRST413", details: null, hint: null, message: `Payload Too Large (REST bodies are limited to ${MAX_REST_BODY} bytes)` });
    if (Number.isFinite(declared) && declared > MAX_REST_BODY) {
      discardBody(req, res);
      return tooLarge();
    }
    const refusal = checkRestQuery(url.searchParams);
    if (refusal) {
      discardBody(req, res);
      return sendJson(res, refusal.status, refusal.body);
    }
    const token = bearerToken(req) ?? apiKey(req, url)!;
    const v = await verifyJwt(token);
    if (!v.ok) {
      return sendJson(
        res,
        401,
        { code: v.reason === "JWT expired" ? "PGRST303" : "PGRST301", details: null, hint: null, message: v.reason },
        { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${v.reason.replace(/"/g, "'")}"` },
      );
    }
    await this.restReady;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, val] of Object.entries(req.headers)) {
      if (val === undefined || HOP_BY_HOP.has(k) || k === "apikey") continue;
      headers[k] = val;
    }
    headers.authorization = `Bearer ${token}`;
    // The caller's address, as hosted Supabase's gateway forwards it (the registration functions' rate limits
    // read it); a copy the client sent is never trusted.
    delete headers["x-real-ip"];
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
    const search = new URLSearchParams(url.search);
    search.delete("apikey");
    const qs = search.toString();
    const target = `${url.pathname.slice("/rest/v1".length) || "/"}${qs ? `?${qs}` : ""}`;
    await new Promise<void>((resolve) => {
      const upstream = http.request(
        { host: "127.0.0.1", port: this.deps.postgrest.port, method: req.method, path: target, headers, agent: this.agent },
        (up) => {
          res.statusCode = up.statusCode ?? 502;
          for (const [k, val] of Object.entries(up.headers)) {
            if (val === undefined || HOP_BY_HOP.has(k) || k.startsWith("access-control-") || k === AFTER_WRITE_HEADER) continue;
            res.setHeader(k, val);
          }
          up.on("error", () => {
            res.destroy();
            resolve();
          });
          const afterWrite = this.deps.afterRestWrite;
          const signals = signalsOf(up.headers[AFTER_WRITE_HEADER]);
          const ok = res.statusCode >= 200 && res.statusCode < 300;
          if (!afterWrite || signals.size === 0 || !ok || v.claims.role === "service_role") {
            up.pipe(res);
            up.on("end", resolve);
            return;
          }
          // A successful write that signalled work (a member's, not the service role's): the answer waits for it
          // (e.g. the image moves, docs/change-history.md), at most AFTER_WRITE_WAIT_MS, so the client that sees
          // the delete done also finds the image withheld.
          const chunks: Buffer[] = [];
          up.on("data", (chunk: Buffer) => chunks.push(chunk));
          up.on("end", () => {
            let timer: NodeJS.Timeout | undefined;
            const waited = new Promise<void>((done) => (timer = setTimeout(done, AFTER_WRITE_WAIT_MS)));
            void Promise.race([Promise.resolve(afterWrite(signals)).catch(() => {}), waited]).then(() => {
              clearTimeout(timer);
              res.end(Buffer.concat(chunks));
              resolve();
            });
          });
        },
      );
      let overflow = false;
      upstream.on("error", (err) => {
        if (overflow) {
          if (!res.headersSent) tooLarge();
        } else if (!res.headersSent) sendJson(res, 503, { code: "PGRST000", details: err.message, hint: null, message: "REST service unavailable" });
        else res.destroy();
        resolve();
      });
      // Count the body while it streams (chunked bodies have no Content-Length): over the
      // limit, PostgREST's request is aborted and the rest of the body is dropped.
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        if (overflow) return;
        size += chunk.length;
        if (size > MAX_REST_BODY) {
          overflow = true;
          req.unpipe(upstream);
          discardBody(req, res);
          upstream.destroy(new Error("request body too large"));
        }
      });
      req.pipe(upstream);
    });
  }

  private async pg(req: IncomingMessage, res: ServerResponse, p: string): Promise<void> {
    const token = bearerToken(req) ?? (typeof req.headers.apikey === "string" ? req.headers.apikey : null);
    const v = token ? await verifyJwt(token) : null;
    if (!v?.ok || v.claims.role !== "service_role") return sendJson(res, 401, { message: "service_role key required" });
    if (req.method !== "POST") return sendJson(res, 405, { message: "POST only" });
    if (p === "/pg/reload-schema") {
      await this.reloadSchema();
      return sendJson(res, 200, { ok: true });
    }
    try {
      const body = await readJson<{ query?: string; params?: unknown[] }>(req, 10 * 1024 * 1024);
      if (typeof body.query !== "string") throw new HttpError(400, { message: "body.query (string) required" });
      return sendJson(res, 200, await this.deps.db.adminSql(body.query, body.params));
    } catch (err) {
      if (err instanceof HttpError) return sendJson(res, err.status, err.body);
      const e = err as { code?: string; message?: string };
      return sendJson(res, 400, { code: e.code ?? null, message: e.message ?? String(err) });
    }
  }
}
