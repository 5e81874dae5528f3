/**
 * MSW 2 request handlers emulating the Supabase backend at VITE_SUPABASE_URL
 * (http://localhost:54321 from .env.test) for component tests:
 *   /rest/v1/:table        PostgREST (./postgrest.ts) with RLS (./rls.ts)
 *   /rest/v1/rpc/replace_syllabus_items
 *   /auth/v1/...           token (password, refresh_token), user (GET/PUT), logout, factors (TOTP), signup (disabled), settings
 *   /storage/v1/object/... upload (POST/PUT), remove (DELETE with prefixes), public download
 * backed by the in-memory data of ./db.ts. Responses follow what
 * supabase-js 2.109 parses. Switches for error/loading states: ./controls.ts.
 *
 * One-off overrides with server.use (reset after each test):
 *   import { http, HttpResponse } from "msw";
 *   import { server } from "../msw/server";
 *   import { REST_URL } from "../msw/config";
 *   server.use(
 *     http.get(`${REST_URL}/programs`, () =>
 *       HttpResponse.json({ code: "XX000", message: "boom", details: null, hint: null }, { status: 500 }),
 *     ),
 *   );
 */
import { HttpResponse, http, type HttpHandler } from "msw";
import * as OTPAuth from "otpauth";
import { AUTH_URL, REST_URL, STORAGE_URL } from "./config";
import { applyDelay, pendingTusUploads, recordRequest, takeFailure, type FailOptions, type PendingTusUpload } from "./controls";
import { db, findUser, makeStoredObject } from "./db";
import { bearerToken, identify, type Identity } from "./identity";
import { decodeJwt } from "./jwt";
import { PgError, type RestResult } from "./pg-error";
import { handleRpc, handleTable, isTable, parsePrefer, restOp } from "./postgrest";
import { endSession, issueSession, refreshSession, userJson } from "./sessions";

// Re-exported so tests import every switch from one place.
export { failAlways, failNext, getRequests, lastRequest, setDelay } from "./controls";

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------
function pgErrorResponse(error: PgError, head = false): Response {
  const headers = { "Content-Type": "application/json; charset=utf-8" };
  if (head) return new HttpResponse(null, { status: error.status, headers });
  return HttpResponse.json(error.body(), { status: error.status, headers });
}

function restResponse(result: RestResult, head: boolean): Response {
  if (head || result.body === null) return new HttpResponse(null, { status: result.status, headers: result.headers });
  return new HttpResponse(JSON.stringify(result.body), { status: result.status, headers: result.headers });
}

function simulatedRestError(options: FailOptions, what: string): PgError {
  return new PgError(
    options.status ?? 500,
    options.code ?? "XX000",
    options.message ?? `MSW simulated failure: ${what}`,
    options.details ?? null,
    options.hint ?? null,
  );
}

async function peekJson(request: Request): Promise<unknown> {
  try {
    const text = await request.clone().text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------
// /rest/v1
// ---------------------------------------------------------------------------
const restHandlers: HttpHandler[] = [
  http.all(`${REST_URL}/rpc/:fn`, async ({ request, params }) => {
    const fn = String(params.fn);
    const who = identify(request);
    const head = request.method === "HEAD";
    const entry = recordRequest({
      method: request.method,
      url: new URL(request.url),
      target: "rpc",
      op: fn,
      body: await peekJson(request),
      role: who.ok ? who.identity.role : "invalid",
      userId: who.ok ? who.identity.userId : null,
    });
    await applyDelay("rpc", fn);
    try {
      if (!who.ok) throw new PgError(who.status, who.code, who.message);
      const failure = takeFailure("rpc", fn);
      if (failure) throw simulatedRestError(failure, `rpc ${fn}`);
      const result = await handleRpc(fn, request, who.identity);
      entry.status = result.status;
      return restResponse(result, head);
    } catch (error) {
      if (!(error instanceof PgError)) throw error;
      entry.status = error.status;
      return pgErrorResponse(error, head);
    }
  }),

  http.all(`${REST_URL}/:table`, async ({ request, params }) => {
    const table = String(params.table);
    const head = request.method === "HEAD";
    const op = restOp(request.method, parsePrefer(request.headers.get("prefer"))) ?? request.method.toLowerCase();
    const who = identify(request);
    const entry = recordRequest({
      method: request.method,
      url: new URL(request.url),
      target: table,
      op,
      body: await peekJson(request),
      role: who.ok ? who.identity.role : "invalid",
      userId: who.ok ? who.identity.userId : null,
    });
    await applyDelay(table, op);
    try {
      if (!who.ok) throw new PgError(who.status, who.code, who.message);
      const failure = isTable(table) ? takeFailure(table, op) : null;
      if (failure) throw simulatedRestError(failure, `${table} ${op}`);
      const result = await handleTable(table, request, who.identity);
      entry.status = result.status;
      return restResponse(result, head);
    } catch (error) {
      if (!(error instanceof PgError)) throw error;
      entry.status = error.status;
      return pgErrorResponse(error, head);
    }
  }),
];

// ---------------------------------------------------------------------------
// /auth/v1 (GoTrue)
// ---------------------------------------------------------------------------
const AUTH_HEADERS = { "X-Supabase-Api-Version": "2024-01-01" };

function authJson(body: unknown, status = 200): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { ...AUTH_HEADERS, "Content-Type": "application/json" } });
}

function authError(status: number, code: string, message: string): Response {
  return authJson({ code, message }, status);
}

async function authPreamble(request: Request, op: string): Promise<{ body: Record<string, unknown>; failure: Response | null }> {
  const body = ((await peekJson(request)) ?? {}) as Record<string, unknown>;
  const token = bearerToken(request);
  const claims = decodeJwt(token);
  const entry = recordRequest({
    method: request.method,
    url: new URL(request.url),
    target: "auth",
    op,
    body: op === "signInWithPassword" ? { ...body, password: "***" } : body,
    role: typeof claims?.role === "string" ? claims.role : "anon",
    userId: typeof claims?.sub === "string" ? claims.sub : null,
  });
  await applyDelay("auth", op);
  const failure = takeFailure("auth", op);
  if (failure) {
    entry.status = failure.status ?? 400;
    return {
      body,
      failure: authError(failure.status ?? 400, failure.code ?? "unexpected_failure", failure.message ?? `MSW simulated failure: auth ${op}`),
    };
  }
  return { body, failure: null };
}

/** The user (and session) behind a bearer token, or an auth error response. */
function authUserFromToken(request: Request): { userId: string; sessionId: string | null } | Response {
  const token = bearerToken(request);
  const claims = decodeJwt(token);
  if (!token || !claims) return authError(401, "no_authorization", "This endpoint requires a Bearer token");
  if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) {
    return authError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired");
  }
  if (typeof claims.sub !== "string" || claims.sub === "") {
    return authError(403, "bad_jwt", "invalid claim: missing sub claim");
  }
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
  if (sessionId && !db.sessions.has(sessionId)) {
    return authError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  }
  if (!findUser(claims.sub)) return authError(403, "user_not_found", "User from sub claim in JWT does not exist");
  return { userId: claims.sub, sessionId };
}

/** The caller and one of their factors (by the URL's id), or an auth error response. */
function callerFactor(request: Request, factorId: unknown) {
  const who = authUserFromToken(request);
  if (who instanceof Response) return who;
  const user = findUser(who.userId)!;
  const factor = user.factors?.find((f) => f.id === factorId);
  if (!factor) return authError(404, "mfa_factor_not_found", "Factor not found");
  return { who, user, factor };
}

const authHandlers: HttpHandler[] = [
  http.post(`${AUTH_URL}/token`, async ({ request }) => {
    const grant = new URL(request.url).searchParams.get("grant_type");
    const op = grant === "refresh_token" ? "refreshSession" : "signInWithPassword";
    const { body, failure } = await authPreamble(request, op);
    if (failure) return failure;
    if (grant === "password") {
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const user = db.users.find((u) => u.email.toLowerCase() === email);
      if (!email && !body.phone) return authError(400, "validation_failed", "missing email or phone");
      if (!user || user.password !== body.password) return authError(400, "invalid_credentials", "Invalid login credentials");
      user.last_sign_in_at = new Date().toISOString();
      return authJson(issueSession(user));
    }
    if (grant === "refresh_token") {
      const token = typeof body.refresh_token === "string" ? body.refresh_token : "";
      if (!token) return authError(400, "validation_failed", "refresh_token required");
      const session = refreshSession(token);
      if (!session) return authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      return authJson(session);
    }
    return authError(400, "unsupported_grant_type", "unsupported_grant_type");
  }),

  http.get(`${AUTH_URL}/user`, async ({ request }) => {
    const { failure } = await authPreamble(request, "getUser");
    if (failure) return failure;
    const who = authUserFromToken(request);
    if (who instanceof Response) return who;
    return authJson(userJson(findUser(who.userId)!));
  }),

  http.put(`${AUTH_URL}/user`, async ({ request }) => {
    const { body, failure } = await authPreamble(request, "updateUser");
    if (failure) return failure;
    const who = authUserFromToken(request);
    if (who instanceof Response) return who;
    const user = findUser(who.userId)!;
    if (body.data && typeof body.data === "object") {
      const merged = { ...user.user_metadata };
      for (const [k, v] of Object.entries(body.data as Record<string, unknown>)) {
        if (v === null) delete merged[k];
        else merged[k] = v as never;
      }
      user.user_metadata = merged;
    }
    if (typeof body.email === "string") user.email = body.email;
    if (typeof body.password === "string") {
      if (body.password.length < 6) return authError(422, "weak_password", "Password should be at least 6 characters.");
      user.password = body.password;
    }
    user.updated_at = new Date().toISOString();
    return authJson(userJson(user));
  }),

  http.post(`${AUTH_URL}/logout`, async ({ request }) => {
    const { failure } = await authPreamble(request, "signOut");
    if (failure) return failure;
    const who = authUserFromToken(request);
    if (who instanceof Response) return who;
    const scope = (new URL(request.url).searchParams.get("scope") ?? "global") as "global" | "local" | "others";
    if (who.sessionId) endSession(who.sessionId, scope);
    return new HttpResponse(null, { status: 204, headers: AUTH_HEADERS });
  }),

  // Two-factor (GoTrue's /factors, TOTP): the same shapes and error codes as supabase/local/auth.ts.
  http.post(`${AUTH_URL}/factors`, async ({ request }) => {
    const { body, failure } = await authPreamble(request, "mfaEnroll");
    if (failure) return failure;
    const who = authUserFromToken(request);
    if (who instanceof Response) return who;
    if (body.factor_type !== "totp") return authError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
    const user = findUser(who.userId)!;
    if ((user.factors ?? []).some((f) => f.status === "verified") && !(who.sessionId && db.aal2Sessions.has(who.sessionId))) {
      return authError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    }
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const now = new Date().toISOString();
    const factor = { id: crypto.randomUUID(), secret, status: "unverified" as const, created_at: now, updated_at: now };
    user.factors = [...(user.factors ?? []), factor];
    const issuer = typeof body.issuer === "string" && body.issuer ? body.issuer : "localhost";
    const uri = new OTPAuth.TOTP({ issuer, label: user.email, secret: OTPAuth.Secret.fromBase32(secret) }).toString();
    const qr = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>${uri}</title></svg>`;
    return authJson({ id: factor.id, type: "totp", friendly_name: "", totp: { qr_code: qr, secret, uri } });
  }),

  http.post(`${AUTH_URL}/factors/:factorId/challenge`, async ({ request, params }) => {
    const { failure } = await authPreamble(request, "mfaChallenge");
    if (failure) return failure;
    const found = callerFactor(request, params.factorId);
    if (found instanceof Response) return found;
    const { factor } = found;
    const id = crypto.randomUUID();
    db.mfaChallenges.set(id, factor.id);
    return authJson({ id, type: "totp", expires_at: Math.floor(Date.now() / 1000) + 300 });
  }),

  http.post(`${AUTH_URL}/factors/:factorId/verify`, async ({ request, params }) => {
    const { body, failure } = await authPreamble(request, "mfaVerify");
    if (failure) return failure;
    const found = callerFactor(request, params.factorId);
    if (found instanceof Response) return found;
    const { who, user, factor } = found;
    const code = typeof body.code === "string" ? body.code : "";
    if (!code) return authError(400, "validation_failed", "Code needs to be non-empty");
    if (db.mfaChallenges.get(String(body.challenge_id)) !== factor.id) {
      return authError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    }
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret) });
    if (totp.validate({ token: code, window: 1 }) === null) return authError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    db.mfaChallenges.delete(String(body.challenge_id));
    factor.status = "verified";
    user.factors = user.factors!.filter((f) => f.status === "verified");
    if (!who.sessionId) return authError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    db.aal2Sessions.add(who.sessionId);
    return authJson(issueSession(user, who.sessionId));
  }),

  http.delete(`${AUTH_URL}/factors/:factorId`, async ({ request, params }) => {
    const { failure } = await authPreamble(request, "mfaUnenroll");
    if (failure) return failure;
    const found = callerFactor(request, params.factorId);
    if (found instanceof Response) return found;
    const { who, user, factor } = found;
    if (factor.status === "verified" && !(who.sessionId && db.aal2Sessions.has(who.sessionId))) {
      return authError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    user.factors = user.factors!.filter((f) => f.id !== factor.id);
    if (factor.status === "verified") for (const [sid, uid] of db.sessions) if (uid === user.id) db.aal2Sessions.delete(sid);
    return authJson({ id: factor.id });
  }),

  http.post(`${AUTH_URL}/signup`, async ({ request }) => {
    const { failure } = await authPreamble(request, "signUp");
    if (failure) return failure;
    return authError(422, "signup_disabled", "Signups not allowed for this instance");
  }),

  http.get(`${AUTH_URL}/settings`, () =>
    authJson({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  ),

  // Reachable from the login kit's other views only; answered like GoTrue does for an unknown address.
  http.post(`${AUTH_URL}/recover`, () => authJson({})),
  http.post(`${AUTH_URL}/otp`, () => authError(422, "otp_disabled", "Signups not allowed for otp")),
  http.post(`${AUTH_URL}/verify`, () => authError(403, "otp_expired", "Token has expired or is invalid")),
];

// ---------------------------------------------------------------------------
// /storage/v1
// ---------------------------------------------------------------------------
function storageError(statusCode: string, error: string, message: string): Response {
  return HttpResponse.json({ statusCode, error, message }, { status: 400 });
}

const UNAUTHORIZED = () => storageError("403", "Unauthorized", "new row violates row-level security policy");

/** storage.objects policies of the migrations: admin writes; avatars only inside the own user folder. */
function mayWrite(identity: Identity, bucket: string, name: string): boolean {
  if (identity.role === "service_role") return true;
  if (identity.role !== "authenticated" || !identity.isAdmin) return false;
  if (bucket === "avatars") return name.split("/")[0] === identity.userId && name.includes("/");
  return true;
}

function mimeAllowed(allowed: string[], type: string): boolean {
  if (allowed.length === 0) return true;
  return allowed.some((a) => a === type || (a.endsWith("/*") && type.startsWith(a.slice(0, -1))));
}

function objectJson(o: (typeof db.storage)[number]) {
  return {
    name: o.name,
    bucket_id: o.bucket_id,
    owner: o.owner,
    owner_id: o.owner,
    id: o.id,
    updated_at: o.updated_at,
    created_at: o.created_at,
    last_accessed_at: o.updated_at,
    metadata: { size: o.size, mimetype: o.content_type, cacheControl: "max-age=3600", eTag: `"${o.id}"`, lastModified: o.updated_at, contentLength: o.size, httpStatusCode: 200 },
  };
}

async function readUpload(request: Request): Promise<{ body: Uint8Array; type: string } | Response> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const file = form.get("") ?? [...form.values()].find((v) => typeof v !== "string");
    if (!file || typeof file === "string") return storageError("400", "InvalidRequest", "No file was uploaded");
    return { body: new Uint8Array(await file.arrayBuffer()), type: file.type || "application/octet-stream" };
  }
  const buffer = new Uint8Array(await request.arrayBuffer());
  return { body: buffer, type: contentType.split(";")[0] || "application/octet-stream" };
}

const storageHandlers: HttpHandler[] = [
  http.get(`${STORAGE_URL}/object/public/*`, async ({ request }) => {
    const url = new URL(request.url);
    const rest = url.pathname.split("/object/public/")[1] ?? "";
    const [bucket, ...segments] = rest.split("/").map(decodeURIComponent);
    const name = segments.join("/");
    recordRequest({ method: "GET", url, target: "storage", op: "download", bucket, body: undefined, role: "anon", userId: null });
    await applyDelay("storage", "download", bucket);
    const failure = takeFailure("storage", "download", bucket);
    if (failure) return storageError(failure.code ?? "500", "internal", failure.message ?? "MSW simulated failure: storage download");
    const found = db.storage.find((o) => o.bucket_id === bucket && o.name === name);
    const isPublic = db.buckets.find((b) => b.id === bucket)?.public;
    if (!found || !isPublic) return storageError("404", "not_found", "Object not found");
    return new HttpResponse(found.body.slice().buffer, {
      status: 200,
      headers: { "Content-Type": found.content_type, "Content-Length": String(found.size), "Cache-Control": "max-age=3600", ETag: `"${found.id}"` },
    });
  }),

  http.delete(`${STORAGE_URL}/object/:bucket`, async ({ request, params }) => {
    const bucket = String(params.bucket);
    const body = ((await peekJson(request)) ?? {}) as { prefixes?: unknown };
    const who = identify(request);
    const entry = recordRequest({
      method: "DELETE",
      url: new URL(request.url),
      target: "storage",
      op: "remove",
      bucket,
      body,
      role: who.ok ? who.identity.role : "invalid",
      userId: who.ok ? who.identity.userId : null,
    });
    await applyDelay("storage", "remove", bucket);
    const failure = takeFailure("storage", "remove", bucket);
    if (failure) {
      entry.status = failure.status ?? 400;
      return storageError(failure.code ?? "500", "internal", failure.message ?? "MSW simulated failure: storage remove");
    }
    if (!who.ok) return storageError("400", "InvalidJWT", who.message);
    if (!db.buckets.some((b) => b.id === bucket)) return storageError("404", "Bucket not found", "Bucket not found");
    if (!Array.isArray(body.prefixes)) return storageError("400", "InvalidRequest", "body must have required property 'prefixes'");
    const names = new Set(body.prefixes.map(String));
    const removed = db.storage.filter((o) => o.bucket_id === bucket && names.has(o.name) && mayWrite(who.identity, bucket, o.name));
    db.storage = db.storage.filter((o) => !removed.includes(o));
    return HttpResponse.json(removed.map(objectJson));
  }),

  http.all(`${STORAGE_URL}/object/:bucket/*`, async ({ request, params }) => {
    const method = request.method.toUpperCase();
    if (method !== "POST" && method !== "PUT") return undefined; // not emulated: let onUnhandledRequest report it
    const bucket = String(params.bucket);
    if (["public", "sign", "list", "move", "copy", "info", "authenticated", "upload"].includes(bucket)) return undefined;
    const url = new URL(request.url);
    const name = url.pathname.split(`/object/${encodeURIComponent(bucket)}/`)[1]?.split("/").map(decodeURIComponent).join("/") ?? "";
    const who = identify(request);
    const entry = recordRequest({
      method,
      url,
      target: "storage",
      op: "upload",
      bucket,
      body: undefined,
      role: who.ok ? who.identity.role : "invalid",
      userId: who.ok ? who.identity.userId : null,
    });
    await applyDelay("storage", "upload", bucket);
    const failure = takeFailure("storage", "upload", bucket);
    if (failure) {
      entry.status = failure.status ?? 400;
      return storageError(failure.code ?? "500", "internal", failure.message ?? "MSW simulated failure: storage upload");
    }
    if (!who.ok) return storageError("400", "InvalidJWT", who.message);
    const spec = db.buckets.find((b) => b.id === bucket);
    if (!spec) return storageError("404", "Bucket not found", "Bucket not found");
    const upload = await readUpload(request);
    if (upload instanceof Response) return upload;
    entry.body = { name, size: upload.body.byteLength, type: upload.type };
    if (!mayWrite(who.identity, bucket, name)) return UNAUTHORIZED();
    if (!mimeAllowed(spec.allowed_mime_types, upload.type)) {
      return storageError("415", "invalid_mime_type", `mime type ${upload.type} is not supported`);
    }
    if (upload.body.byteLength > spec.file_size_limit) {
      return storageError("413", "Payload too large", "The object exceeded the maximum allowed size");
    }
    const existing = db.storage.find((o) => o.bucket_id === bucket && o.name === name);
    const upsert = request.headers.get("x-upsert") === "true";
    if (method === "POST" && existing && !upsert) return storageError("409", "Duplicate", "The resource already exists");
    if (method === "PUT" && !existing) return storageError("404", "not_found", "Object not found");
    const stored = makeStoredObject(bucket, name, upload.body, upload.type, who.identity.userId, existing?.id);
    db.storage = [...db.storage.filter((o) => o !== existing), stored];
    entry.status = 200;
    return HttpResponse.json({ Id: stored.id, Key: `${bucket}/${name}` });
  }),
];


// /storage/v1/upload/resumable: the TUS protocol as Supabase Storage speaks it (create, then PATCH
// the bytes; HEAD for the offset; DELETE to cancel). The creation is recorded as op "upload" (same
// failure and delay switches as a normal upload); the object is stored only once all bytes arrived.
const TUS_URL = `${STORAGE_URL}/upload/resumable`;
const TUS_HEADERS = { "Tus-Resumable": "1.0.0" };

function tusError(status: number, error: string, message: string): Response {
  return HttpResponse.json({ statusCode: String(status), error, message }, { status, headers: TUS_HEADERS });
}

function parseTusMetadata(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? "").split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (key) out[key] = value ? atob(value) : "";
  }
  return out;
}

function completeTus(upload: PendingTusUpload): Response | null {
  pendingTusUploads.delete(upload.id);
  const existing = db.storage.find((o) => o.bucket_id === upload.bucket && o.name === upload.name);
  if (existing && !upload.upsert) {
    upload.entry.status = 409;
    return tusError(409, "Duplicate", "The resource already exists");
  }
  const body = new Uint8Array(upload.size);
  let at = 0;
  for (const chunk of upload.chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const stored = makeStoredObject(upload.bucket, upload.name, body, upload.type, upload.userId, existing?.id);
  db.storage = [...db.storage.filter((o) => o !== existing), stored];
  upload.entry.status = 200;
  return null;
}

const tusHandlers: HttpHandler[] = [
  http.post(TUS_URL, async ({ request }) => {
    const meta = parseTusMetadata(request.headers.get("upload-metadata"));
    const bucket = meta.bucketName ?? "";
    const name = meta.objectName ?? "";
    const type = meta.contentType || "application/octet-stream";
    const size = Number(request.headers.get("upload-length"));
    const who = identify(request);
    const entry = recordRequest({
      method: "POST",
      url: new URL(request.url),
      target: "storage",
      op: "upload",
      bucket,
      body: { name, size, type },
      role: who.ok ? who.identity.role : "invalid",
      userId: who.ok ? who.identity.userId : null,
    });
    await applyDelay("storage", "upload", bucket);
    const failure = takeFailure("storage", "upload", bucket);
    if (failure) {
      // A 4xx, like the normal upload's failures: tus-js-client retries only 5xx and network errors.
      entry.status = failure.status ?? 400;
      return tusError(entry.status, "internal", failure.message ?? "MSW simulated failure: storage upload");
    }
    if (!who.ok) return tusError(403, "InvalidJWT", who.message);
    if (!Number.isInteger(size) || size < 0) return tusError(400, "InvalidRequest", "Upload-Length is required");
    const spec = db.buckets.find((b) => b.id === bucket);
    if (!spec) return tusError(404, "Bucket not found", "Bucket not found");
    if (!mayWrite(who.identity, bucket, name)) return tusError(403, "Unauthorized", "new row violates row-level security policy");
    if (!mimeAllowed(spec.allowed_mime_types, type)) return tusError(415, "invalid_mime_type", `mime type ${type} is not supported`);
    if (size > spec.file_size_limit) return tusError(413, "Payload too large", "The object exceeded the maximum allowed size");
    const upsert = request.headers.get("x-upsert") === "true";
    if (!upsert && db.storage.some((o) => o.bucket_id === bucket && o.name === name)) {
      return tusError(409, "Duplicate", "The resource already exists");
    }
    const id = crypto.randomUUID();
    const upload: PendingTusUpload = { id, bucket, name, type, size, offset: 0, chunks: [], userId: who.identity.userId, upsert, entry };
    pendingTusUploads.set(id, upload);
    if (size === 0) completeTus(upload);
    return new HttpResponse(null, { status: 201, headers: { ...TUS_HEADERS, Location: `${TUS_URL}/${id}`, "Upload-Offset": "0" } });
  }),

  http.head(`${TUS_URL}/:id`, ({ request, params }) => {
    const upload = pendingTusUploads.get(String(params.id));
    recordRequest({
      method: "HEAD",
      url: new URL(request.url),
      target: "storage",
      op: "upload-offset",
      bucket: upload?.bucket ?? "",
      body: { offset: upload?.offset ?? null },
      role: "authenticated",
      userId: upload?.userId ?? null,
    });
    if (!upload) return new HttpResponse(null, { status: 404, headers: TUS_HEADERS });
    return new HttpResponse(null, {
      status: 200,
      headers: { ...TUS_HEADERS, "Upload-Offset": String(upload.offset), "Upload-Length": String(upload.size), "Cache-Control": "no-store" },
    });
  }),

  http.patch(`${TUS_URL}/:id`, async ({ request, params }) => {
    const upload = pendingTusUploads.get(String(params.id));
    if (!upload) return tusError(404, "not_found", "Upload not found");
    const offset = Number(request.headers.get("upload-offset"));
    const entry = recordRequest({
      method: "PATCH",
      url: new URL(request.url),
      target: "storage",
      op: "upload-data",
      bucket: upload.bucket,
      body: { offset },
      role: "authenticated",
      userId: upload.userId,
    });
    await applyDelay("storage", "upload-data", upload.bucket);
    const failure = takeFailure("storage", "upload-data", upload.bucket);
    if (failure) {
      // e.g. { status: 500 }: the connection broke after the server stored nothing of this chunk.
      entry.status = failure.status ?? 500;
      return tusError(entry.status, "internal", failure.message ?? "MSW simulated failure: upload data");
    }
    if (!pendingTusUploads.has(upload.id)) return tusError(404, "not_found", "Upload not found"); // cancelled meanwhile
    if (offset !== upload.offset) return tusError(409, "InvalidOffset", "Upload-Offset does not match");
    const chunk = new Uint8Array(await request.arrayBuffer());
    if (upload.offset + chunk.byteLength > upload.size) return tusError(413, "Payload too large", "More bytes than declared");
    upload.chunks.push(chunk);
    upload.offset += chunk.byteLength;
    if (upload.offset === upload.size) {
      const refused = completeTus(upload);
      if (refused) return refused;
    }
    return new HttpResponse(null, { status: 204, headers: { ...TUS_HEADERS, "Upload-Offset": String(upload.offset) } });
  }),

  http.delete(`${TUS_URL}/:id`, ({ request, params }) => {
    const id = String(params.id);
    const upload = pendingTusUploads.get(id);
    recordRequest({
      method: "DELETE",
      url: new URL(request.url),
      target: "storage",
      op: "upload-cancel",
      bucket: upload?.bucket ?? "",
      body: { id },
      role: "authenticated",
      userId: upload?.userId ?? null,
    });
    if (!upload) return new HttpResponse(null, { status: 404, headers: TUS_HEADERS });
    pendingTusUploads.delete(id);
    return new HttpResponse(null, { status: 204, headers: TUS_HEADERS });
  }),
];

export const handlers: HttpHandler[] = [...restHandlers, ...authHandlers, ...tusHandlers, ...storageHandlers];
