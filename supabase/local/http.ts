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

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, { message: "Payload too large" });
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export async function readJson<T = Record<string, unknown>>(req: IncomingMessage, limit = 1024 * 1024): Promise<T> {
  const buf = await readBody(req, limit);
  if (buf.length === 0) return {} as T;
  try {
    return JSON.parse(buf.toString("utf8")) as T;
  } catch {
    throw new HttpError(400, { code: "bad_json", message: "Could not parse request body as JSON" });
  }
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
  return new SignJWT({ ...payload, iat: now, exp: now + expiresInSeconds })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(secretKey);
}
