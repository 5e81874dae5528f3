/** Small HTTP helpers shared by the gateway's routes. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { jwtVerify, SignJWT, decodeJwt } from "jose";
import { JWT_SECRET, isAllowedRole, type ApiRole } from "./keys.ts";

export const secretKey = new TextEncoder().encode(JWT_SECRET);

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "object" && body && "message" in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
  }
}

export const EXPOSED_HEADERS = [
  "Content-Range",
  "Content-Location",
  "Content-Type",
  "Content-Length",
  "Content-Disposition",
  "Cache-Control",
  "ETag",
  "Last-Modified",
  "Location",
  "Preference-Applied",
  "Range",
  "Range-Unit",
  "X-Supabase-Api-Version",
  "X-Total-Count",
  "Link",
].join(", ");

const DEFAULT_ALLOWED_HEADERS =
  "authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, " +
  "x-upsert, x-supabase-api-version, cache-control, x-metadata, accept, accept-encoding, x-retry-count";

/** CORS for any origin (the app runs on http://localhost:5173; tools may run elsewhere). */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  if (origin) res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
}

/**
 * True when a browser sent the request from another origin than the gateway itself
 * (any page open in the developer's browser). Requests without Origin (curl, Node, tests)
 * and same-origin requests are not cross-origin.
 */
export function isCrossOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  const host = req.headers.host ?? "";
  return origin !== `http://${host}`;
}

/** This machine's own names: localhost, a 127.x address or [::1], with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * True when the request names the gateway by a loopback name. A DNS-rebinding page (rebind.evil.example, its name
 * now resolving to 127.0.0.1) is the gateway's own origin to the browser, so isCrossOrigin lets it through; its
 * Host header still carries its own name. Without a Host (HTTP/1.0 tools) it is no browser.
 */
export function isLoopbackHost(req: IncomingMessage): boolean {
  const host = req.headers.host;
  return host === undefined || LOOPBACK_HOST.test(host);
}

export function handlePreflight(req: IncomingMessage, res: ServerResponse): void {
  setCors(req, res);
  res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  const requested = req.headers["access-control-request-headers"];
  res.setHeader("Access-Control-Allow-Headers", requested ? String(requested) : DEFAULT_ALLOWED_HEADERS);
  res.setHeader("Access-Control-Max-Age", "86400");
  res.setHeader("Content-Length", "0");
  res.statusCode = 204;
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = body === undefined ? "" : JSON.stringify(body);
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (payload) res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(payload));
  res.end(payload);
}

/** After a refusal, at most this much of the rest of a request body is read (and dropped) to keep the connection usable. */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
/** A refused body that stops arriving for this long ends its connection. */
const DRAIN_IDLE_MS = 30_000;
/** A connection closed after a refused body over MAX_DRAIN_BYTES goes on reading (and dropping) for this long. */
const LINGER_MS = 3_000;

/** The answer of each request being handled (discardBody closes a connection only once its answer is out). */
const responses = new WeakMap<IncomingMessage, ServerResponse>();

/** Called by the server for each request, so a refusal deep in a route can close the connection gracefully. */
export function trackResponse(req: IncomingMessage, res: ServerResponse): void {
  responses.set(req, res);
}

/**
 * Reads the rest of a refused request body without keeping it, so the client reads the answer (a 413, say) and the
 * keep-alive connection can carry the next request. Two things used to cut such a connection while the client was still
 * sending, so that it saw EPIPE or ECONNRESET instead of the answer (issue 32: 10 of 30 uploads of 5 MiB + 1):
 * - Node's keep-alive timer, armed as soon as the answer is sent, ends a connection whose body pauses for
 *   keepAliveTimeout (+1 s): a client on a slow network, or a backend busy in a database statement. A `timeout` listener
 *   on the request keeps the connection; it ends only when the body stops arriving for DRAIN_IDLE_MS.
 * - Closing a connection with unread data sends a TCP reset, which can make the client lose the answer. A body over
 *   MAX_DRAIN_BYTES (declared, or counted while it streams) is not read to its end: once the answer is out, the
 *   connection is half-closed (FIN) and the body still read and dropped for LINGER_MS, then closed.
 */
export function discardBody(req: IncomingMessage, res?: ServerResponse): void {
  if (req.readableEnded || req.complete) return;
  const socket = req.socket;
  let lastData = Date.now();
  req.on("timeout", () => {
    if (Date.now() - lastData >= DRAIN_IDLE_MS) socket.destroy();
    else socket.setTimeout(DRAIN_IDLE_MS);
  });
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    const answer = res ?? responses.get(req);
    const linger = () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
    if (!answer || answer.writableFinished) linger();
    else answer.once("finish", linger);
  };
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) close();
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    lastData = Date.now();
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) close();
  });
  req.on("error", () => {});
  req.resume();
}

/** Buffers a request body up to `limit` bytes; over it, throws 413 at once and drops the rest (see discardBody). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? NaN);
    const tooLarge = () => new HttpError(413, { code: "request_too_large", message: "Payload too large" });
    if (Number.isFinite(declared) && declared > limit) {
      discardBody(req);
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (buf: Buffer) => {
      size += buf.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        discardBody(req);
        reject(tooLarge());
        return;
      }
      chunks.push(buf);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

export async function readJson<T = Record<string, unknown>>(req: IncomingMessage, limit = 1024 * 1024): Promise<T> {
  const buf = await readBody(req, limit);
  if (buf.length === 0) return {} as T;
  let parsed: unknown;
  try {
    parsed = JSON.parse(buf.toString("utf8"));
  } catch {
    throw new HttpError(400, { code: "bad_json", message: "Could not parse request body as JSON" });
  }
  // null, arrays, strings, numbers: not a JSON object, which every route here expects.
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new HttpError(400, { code: "bad_json", message: "Request body must be a JSON object" });
  }
  return parsed as T;
}

export function bearerToken(req: IncomingMessage): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(String(h).trim());
  return m ? m[1].trim() : null;
}

export function apiKey(req: IncomingMessage, url: URL): string | null {
  const h = req.headers.apikey;
  if (typeof h === "string" && h) return h;
  return url.searchParams.get("apikey");
}

export interface Claims {
  role: ApiRole;
  sub?: string;
  email?: string;
  session_id?: string;
  [k: string]: unknown;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: string };

const verified = new Map<string, Claims>();

/** Verifies an HS256 JWT with the local secret; refuses roles other than anon/authenticated/service_role. */
export async function verifyJwt(token: string): Promise<VerifyResult> {
  const cached = verified.get(token);
  if (cached) {
    if (typeof cached.exp !== "number" || cached.exp * 1000 > Date.now()) return { ok: true, claims: cached };
    verified.delete(token);
  }
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, secretKey, { algorithms: ["HS256"] })).payload as Record<string, unknown>;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ERR_JWT_EXPIRED") return { ok: false, reason: "JWT expired" };
    if (code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED") return { ok: false, reason: "invalid signature" };
    return { ok: false, reason: "invalid JWT" };
  }
  if (!isAllowedRole(payload.role)) {
    return { ok: false, reason: `JWT role not allowed: ${String(payload.role)}` };
  }
  const claims = payload as Claims;
  if (verified.size > 5000) verified.clear();
  verified.set(token, claims);
  return { ok: true, claims };
}

/** The role claim of a token without verifying it (for cheap early refusal). */
export function peekRole(token: string): unknown {
  try {
    return decodeJwt(token).role;
  } catch {
    return undefined;
  }
}

export async function signJwt(payload: Record<string, unknown>, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signClaims({ ...payload, iat: now, exp: now + expiresInSeconds });
}

/** Signs claims exactly as given (their own iat and exp: an access token's claims after the auth hook). */
export async function signClaims(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secretKey);
}
