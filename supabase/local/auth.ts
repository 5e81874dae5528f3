/**
 * /auth/v1: the subset of GoTrue (supabase/auth) that supabase-js uses here, on
 * auth.users / auth.sessions / auth.refresh_tokens. Sign-up is disabled, as in
 * supabase/config.toml. Errors follow API version 2024-01-01: HTTP status + {code, message}.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import bcrypt from "bcryptjs";
import type { Database, Tx } from "./db.ts";
import { accessTokenHook, minimumPasswordLength, runAccessTokenHook } from "./auth-config.ts";
import { HttpError, bearerToken, readJson, sendJson, signClaims, verifyJwt, type Claims } from "./http.ts";

export const ACCESS_TOKEN_TTL = 3600;
const API_VERSION = "2024-01-01";

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
  deleted_at: Date | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone, phone_confirmed_at,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
  is_anonymous, deleted_at`;

function authError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { code, message });
}

/** GoTrue's e-mail syntax check (RFC 5322 "dot-atom" local part, DNS-label domain), at most 255 characters. */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A normalized e-mail, or a 400 validation_failed like GoTrue's validateEmail. */
export function validateEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255) throw authError(400, "validation_failed", "An email address is too long");
  if (!EMAIL_RE.test(email)) throw authError(400, "validation_failed", "Unable to validate email address: invalid format");
  return email;
}

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const MAX_PASSWORD_BYTES = 72;

/** supabase/config.toml's `[auth] minimum_password_length` (read once). */
const MINIMUM_PASSWORD_LENGTH = minimumPasswordLength();

function checkNewPassword(password: string): void {
  if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
    throw new HttpError(422, {
      code: "weak_password",
      message: `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`,
      weak_password: { reasons: ["length"] },
    });
  }
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw authError(422, "validation_failed", "Password cannot be longer than 72 characters");
  }
  if (password.includes("\0")) throw authError(422, "validation_failed", "Password contains invalid characters");
}

/**
 * Failed sign-ins are limited per e-mail and per client address (sliding window): over the
 * limit every attempt, even with the right password, gets 429 over_request_rate_limit with
 * Retry-After. Only failures count, so normal use (and the test suites, which sign in many
 * times from 127.0.0.1) never meets the limit.
 */
export const SIGN_IN_WINDOW_MS = 5 * 60_000;
export const MAX_FAILED_PER_EMAIL = 10;
export const MAX_FAILED_PER_CLIENT = 30;

class FailureLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private max: number,
    private windowMs: number,
  ) {}
  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }
  /** Seconds until the key may try again, or 0. */
  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    return Math.max(1, Math.ceil((list[list.length - this.max] + this.windowMs - now) / 1000));
  }
  fail(key: string, now = Date.now()): void {
    if (this.hits.size > 10_000) for (const k of [...this.hits.keys()]) this.recent(k, now);
    if (this.hits.size > 10_000) this.hits.clear();
    const list = this.recent(key, now);
    list.push(now);
    if (list.length > this.max * 2) list.splice(0, list.length - this.max * 2);
    this.hits.set(key, list);
  }
}

/** A bcrypt hash of a random secret with pgcrypto's default cost (6), compared when no user matches, so both failures cost the same. */
const DUMMY_HASH = bcrypt.hashSync(crypto.randomBytes(16).toString("hex"), 6);

async function identitiesOf(tx: Tx, userId: string) {
  const r = await tx.query<Record<string, unknown>>(
    `select id as identity_id, provider_id as id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return r.rows;
}

function userJson(u: UserRow, identities: unknown[]) {
  return {
    id: u.id,
    aud: u.aud ?? "authenticated",
    role: u.role ?? "authenticated",
    email: u.email ?? "",
    email_confirmed_at: u.email_confirmed_at ?? undefined,
    phone: u.phone ?? "",
    phone_confirmed_at: u.phone_confirmed_at ?? undefined,
    confirmed_at: u.confirmed_at ?? undefined,
    last_sign_in_at: u.last_sign_in_at ?? undefined,
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities,
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous ?? false,
  };
}

async function loadUser(tx: Tx, where: string, param: unknown): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null`, [param]);
  return r.rows[0];
}

/** Merges GoTrue-style: keys with null values are removed. */
function mergeMeta(current: Record<string, unknown> | null, updates: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  if (updates && typeof updates === "object" && !Array.isArray(updates)) {
    for (const [k, v] of Object.entries(updates as Record<string, unknown>)) {
      if (v === null) delete out[k];
      else out[k] = v;
    }
  }
  return out;
}

function newRefreshToken(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export class AuthService {
  private failedByEmail = new FailureLimiter(MAX_FAILED_PER_EMAIL, SIGN_IN_WINDOW_MS);
  private failedByClient = new FailureLimiter(MAX_FAILED_PER_CLIENT, SIGN_IN_WINDOW_MS);

  constructor(
    private db: Database,
    private issuerBase: () => string,
  ) {}

  /** supabase/config.toml's Custom Access Token hook (read once), as hosted Auth runs it. */
  private readonly hook = accessTokenHook();

  private async accessToken(u: UserRow, sessionId: string, amrMethod: string, amrTime: number, grant: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: `${this.issuerBase()}/auth/v1`,
      sub: u.id,
      aud: u.aud ?? "authenticated",
      email: u.email ?? "",
      phone: u.phone ?? "",
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      role: u.role || "authenticated",
      aal: "aal1",
      amr: [{ method: amrMethod, timestamp: amrTime }],
      session_id: sessionId,
      is_anonymous: u.is_anonymous ?? false,
      iat: now,
      exp: now + ACCESS_TOKEN_TTL,
    };
    if (!this.hook) return signClaims(claims);
    return signClaims(await runAccessTokenHook(this.db, this.hook, { user_id: u.id, claims, authentication_method: grant }));
  }

  /** `grant`: what the hook is told (GoTrue's authentication_method: `password`, `token_refresh`). */
  private async sessionResponse(u: UserRow, identities: unknown[], sessionId: string, refreshToken: string, amrTime: number, grant: string) {
    const access_token = await this.accessToken(u, sessionId, "password", amrTime, grant);
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_TTL,
      expires_at: now + ACCESS_TOKEN_TTL,
      refresh_token: refreshToken,
      user: userJson(u, identities),
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    res.setHeader("X-Supabase-Api-Version", API_VERSION);
    try {
      await this.route(req, res, subpath, url);
    } catch (err) {
      if (err instanceof HttpError) {
        const body = err.body as { code?: string; message?: string };
        sendJson(res, err.status, { code: body.code ?? "unexpected_failure", message: body.message ?? err.message }, err.headers);
        return;
      }
      const code = (err as { code?: string }).code;
      if (code === "23505") {
        sendJson(res, 422, { code: "email_exists", message: "A user with this email address has already been registered" });
        return;
      }
      if (code === "22021" || code === "22P05" || code === "22P02") {
        sendJson(res, 400, { code: "validation_failed", message: "Request contains invalid characters" });
        return;
      }
      console.error("[local auth]", err);
      sendJson(res, 500, { code: "unexpected_failure", message: (err as Error).message });
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    if (subpath === "/health" && method === "GET") {
      return sendJson(res, 200, { version: "local", name: "GoTrue", description: "Embedded local Supabase auth (subset of GoTrue)" });
    }
    if (subpath === "/settings" && method === "GET") {
      return sendJson(res, 200, {
        external: {
          anonymous_users: false, apple: false, azure: false, bitbucket: false, discord: false, facebook: false,
          figma: false, github: false, gitlab: false, google: false, keycloak: false, kakao: false, linkedin: false,
          linkedin_oidc: false, notion: false, spotify: false, slack: false, slack_oidc: false, workos: false,
          twitch: false, twitter: false, zoom: false, email: true, phone: false,
        },
        disable_signup: true,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: "",
        saml_enabled: false,
      });
    }
    if (subpath === "/.well-known/jwks.json" && method === "GET") return sendJson(res, 200, { keys: [] });
    if (subpath === "/signup" && method === "POST") {
      throw authError(422, "signup_disabled", "Signups not allowed for this instance");
    }
    if (subpath === "/token" && method === "POST") {
      const grant = url.searchParams.get("grant_type");
      const body = await readJson<Record<string, unknown>>(req);
      if (grant === "password") return sendJson(res, 200, await this.passwordGrant(body, req.socket.remoteAddress ?? "unknown"));
      if (grant === "refresh_token") return sendJson(res, 200, await this.refreshGrant(body));
      throw authError(400, "validation_failed", "unsupported_grant_type");
    }
    if (subpath === "/user" && method === "GET") {
      const { user, identities } = await this.currentUser(req);
      return sendJson(res, 200, userJson(user, identities));
    }
    if (subpath === "/user" && method === "PUT") {
      const { claims } = await this.currentUser(req);
      const body = await readJson<Record<string, unknown>>(req);
      return sendJson(res, 200, await this.updateUser(claims.sub!, body));
    }
    if (subpath === "/logout" && method === "POST") {
      const { claims } = await this.currentUser(req);
      const scope = url.searchParams.get("scope") ?? "global";
      await this.db.tx(async (tx) => {
        if (scope === "local") await tx.query("delete from auth.sessions where id = $1", [claims.session_id]);
        else if (scope === "others")
          await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [claims.sub, claims.session_id]);
        else await tx.query("delete from auth.sessions where user_id = $1", [claims.sub]);
      });
      res.statusCode = 204;
      res.end();
      return;
    }
    if (["/recover", "/otp", "/magiclink", "/invite", "/resend", "/verify", "/reauthenticate"].includes(subpath)) {
      throw authError(
        422,
        subpath === "/otp" || subpath === "/magiclink" ? "otp_disabled" : "email_provider_disabled",
        "E-mail delivery is not available on the embedded local Supabase",
      );
    }
    if (subpath === "/admin/users" || subpath.startsWith("/admin/users/")) {
      await this.requireServiceRole(req);
      return this.admin(req, res, subpath, url);
    }
    throw authError(404, "not_found", `Not found: ${method} /auth/v1${subpath}`);
  }

  private async passwordGrant(body: Record<string, unknown>, client: string) {
    const rawEmail = typeof body.email === "string" ? body.email.trim() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!rawEmail && typeof body.phone === "string") throw authError(400, "phone_provider_disabled", "Phone logins are disabled");
    if (!rawEmail || !password) throw authError(400, "validation_failed", "missing email or phone");
    const email = validateEmail(rawEmail);
    const wait = Math.max(this.failedByEmail.retryAfter(email), this.failedByClient.retryAfter(client));
    if (wait > 0) {
      throw new HttpError(429, { code: "over_request_rate_limit", message: "Request rate limit reached" }, { "Retry-After": String(wait) });
    }
    const user = await this.db.tx((tx) => loadUser(tx, "lower(email) = $1", email));
    // The same work whether or not the e-mail exists (no enumeration by timing); bcrypt would
    // silently ignore bytes past 72, so longer passwords never match.
    const hash = user?.encrypted_password && user.encrypted_password.startsWith("$2") ? user.encrypted_password : DUMMY_HASH;
    const matches = await bcrypt.compare(password, hash).catch(() => false);
    const ok = !!user && hash !== DUMMY_HASH && matches && Buffer.byteLength(password, "utf8") <= MAX_PASSWORD_BYTES;
    if (!user || !ok) {
      this.failedByEmail.fail(email);
      this.failedByClient.fail(client);
      throw authError(400, "invalid_credentials", "Invalid login credentials");
    }
    if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authError(400, "user_banned", "User is banned");
    if (!user.email_confirmed_at) throw authError(400, "email_not_confirmed", "Email not confirmed");
    const sessionId = crypto.randomUUID();
    const refreshToken = newRefreshToken();
    const { fresh, identities } = await this.db.tx(async (tx) => {
      await tx.query("insert into auth.sessions (id, user_id, aal, refreshed_at) values ($1, $2, 'aal1', now())", [sessionId, user.id]);
      await tx.query(
        "insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3)",
        [refreshToken, user.id, sessionId],
      );
      await tx.query("update auth.users set last_sign_in_at = now() where id = $1", [user.id]);
      await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [user.id]);
      return { fresh: (await loadUser(tx, "id = $1", user.id))!, identities: await identitiesOf(tx, user.id) };
    });
    return this.sessionResponse(fresh, identities, sessionId, refreshToken, Math.floor(Date.now() / 1000), "password");
  }

  private async refreshGrant(body: Record<string, unknown>) {
    const token = typeof body.refresh_token === "string" ? body.refresh_token : "";
    if (!token) throw authError(400, "validation_failed", "refresh_token required");
    const result = await this.db.tx(async (tx) => {
      const r = await tx.query<{ id: number; user_id: string; revoked: boolean; session_id: string | null }>(
        "select id, user_id, revoked, session_id from auth.refresh_tokens where token = $1 for update",
        [token],
      );
      const row = r.rows[0];
      if (!row || !row.session_id) return { error: "not_found" as const };
      const session = await tx.query<{ id: string; created_at: Date }>("select id, created_at from auth.sessions where id = $1", [
        row.session_id,
      ]);
      if (!session.rows[0]) return { error: "not_found" as const };
      if (row.revoked) {
        // Reuse of a rotated token: treat as theft, end the whole session (as GoTrue does
        // outside its reuse interval).
        await tx.query("delete from auth.sessions where id = $1", [row.session_id]);
        return { error: "reused" as const };
      }
      const user = await loadUser(tx, "id = $1", row.user_id);
      if (!user) return { error: "not_found" as const };
      const next = newRefreshToken();
      await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id]);
      await tx.query(
        "insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4)",
        [next, row.user_id, token, row.session_id],
      );
      await tx.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [row.session_id]);
      return {
        user,
        identities: await identitiesOf(tx, user.id),
        sessionId: row.session_id,
        next,
        amrTime: Math.floor(session.rows[0].created_at.getTime() / 1000),
      };
    });
    if ("error" in result) {
      if (result.error === "reused") throw authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      throw authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    return this.sessionResponse(result.user, result.identities, result.sessionId, result.next, result.amrTime, "token_refresh");
  }

  /** Verifies the bearer token of a signed-in user and that its session still exists. */
  private async currentUser(req: IncomingMessage): Promise<{ claims: Claims; user: UserRow; identities: unknown[] }> {
    const token = bearerToken(req);
    if (!token) throw authError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    const v = await verifyJwt(token);
    if (!v.ok) throw authError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${v.reason}`);
    const claims = v.claims;
    if (!claims.sub) throw authError(403, "bad_jwt", "invalid claim: missing sub claim");
    const found = await this.db.tx(async (tx) => {
      if (claims.session_id) {
        const s = await tx.query("select 1 from auth.sessions where id = $1 and user_id = $2", [claims.session_id, claims.sub]);
        if (s.rows.length === 0) return "no_session" as const;
      }
      const user = await loadUser(tx, "id = $1", claims.sub);
      if (!user) return "no_user" as const;
      return { user, identities: await identitiesOf(tx, user.id) };
    });
    if (found === "no_session") throw authError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    if (found === "no_user") throw authError(403, "user_not_found", "User from sub claim in JWT does not exist");
    return { claims, ...found };
  }

  private async updateUser(userId: string, body: Record<string, unknown>) {
    const password = typeof body.password === "string" && body.password !== "" ? body.password : undefined;
    if (body.email !== undefined && body.email !== null && typeof body.email !== "string") {
      throw authError(400, "validation_failed", "Unable to validate email address: invalid format");
    }
    // Like GoTrue: an empty e-mail means "no change"; anything else must be a valid address.
    const email = typeof body.email === "string" && body.email.trim() !== "" ? validateEmail(body.email) : undefined;
    if (body.data !== undefined && body.data !== null && (typeof body.data !== "object" || Array.isArray(body.data))) {
      throw authError(400, "validation_failed", "data must be an object");
    }
    if (password !== undefined) checkNewPassword(password);
    return this.db.tx(async (tx) => {
      const user = await loadUser(tx, "id = $1", userId);
      if (!user) throw authError(404, "user_not_found", "User not found");
      if (password !== undefined && user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password).catch(() => false))) {
        throw authError(422, "same_password", "New password should be different from the old password.");
      }
      const meta = body.data !== undefined ? mergeMeta(user.raw_user_meta_data, body.data) : user.raw_user_meta_data;
      if (email && email !== user.email) {
        const taken = await tx.query("select 1 from auth.users where lower(email) = $1 and id <> $2", [email, userId]);
        if (taken.rows.length) throw authError(422, "email_exists", "A user with this email address has already been registered");
      }
      await tx.query(
        `update auth.users set raw_user_meta_data = $2::jsonb,
            email = coalesce($3, email),
            encrypted_password = case when $4::text is null then encrypted_password else extensions.crypt($4::text, extensions.gen_salt('bf')) end,
            updated_at = now()
          where id = $1`,
        [userId, JSON.stringify(meta ?? {}), email ?? null, password ?? null],
      );
      const fresh = (await loadUser(tx, "id = $1", userId))!;
      return userJson(fresh, await identitiesOf(tx, userId));
    });
  }

  private async requireServiceRole(req: IncomingMessage): Promise<void> {
    const token = bearerToken(req);
    const v = token ? await verifyJwt(token) : null;
    if (!v || !v.ok) throw authError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    if (v.claims.role !== "service_role") throw authError(403, "not_admin", "User not allowed");
  }

  /** GoTrue admin API (service role): create / list / get / update / delete users. */
  private async admin(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    const id = subpath.startsWith("/admin/users/") ? decodeURIComponent(subpath.slice("/admin/users/".length)) : null;
    if (id !== null && !/^[0-9a-f-]{36}$/i.test(id)) throw authError(404, "user_not_found", "User not found");
    if (!id && method === "GET") {
      const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
      const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get("per_page")) || 50));
      const { users, total } = await this.db.tx(async (tx) => {
        const t = await tx.query<{ n: number }>("select count(*)::int as n from auth.users where deleted_at is null");
        const r = await tx.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
          [perPage, (page - 1) * perPage],
        );
        const out = [];
        for (const u of r.rows) out.push(userJson(u, await identitiesOf(tx, u.id)));
        return { users: out, total: t.rows[0].n };
      });
      return sendJson(res, 200, { users, aud: "authenticated" }, { "X-Total-Count": String(total) });
    }
    if (!id && method === "POST") {
      const body = await readJson<Record<string, unknown>>(req);
      const email = validateEmail(typeof body.email === "string" ? body.email : "");
      const password = typeof body.password === "string" ? body.password : null;
      if (password !== null) checkNewPassword(password);
      const appMeta = mergeMeta({ provider: "email", providers: ["email"] }, body.app_metadata);
      const userMeta = mergeMeta({}, body.user_metadata ?? body.data);
      const confirm = body.email_confirm === true;
      const user = await this.db.tx(async (tx) => {
        const taken = await tx.query("select 1 from auth.users where lower(email) = $1", [email]);
        if (taken.rows.length) throw authError(422, "email_exists", "A user with this email address has already been registered");
        const r = await tx.query<{ id: string }>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, role, aud)
           values ($1, case when $2::text is null then '' else extensions.crypt($2::text, extensions.gen_salt('bf')) end,
                   case when $3 then now() else null end, $4::jsonb, $5::jsonb, 'authenticated', 'authenticated')
           returning id`,
          [email, password, confirm, JSON.stringify(appMeta), JSON.stringify(userMeta)],
        );
        const uid = r.rows[0].id;
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider)
           values ($1::text, $1::text::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean, 'phone_verified', false), 'email')`,
          [uid, email, confirm],
        );
        const u = (await loadUser(tx, "id = $1", uid))!;
        return userJson(u, await identitiesOf(tx, uid));
      });
      return sendJson(res, 200, user);
    }
    if (id && method === "GET") {
      const user = await this.db.tx(async (tx) => {
        const u = await loadUser(tx, "id = $1", id);
        return u ? userJson(u, await identitiesOf(tx, id)) : null;
      });
      if (!user) throw authError(404, "user_not_found", "User not found");
      return sendJson(res, 200, user);
    }
    if (id && method === "PUT") {
      const body = await readJson<Record<string, unknown>>(req);
      const user = await this.db.tx(async (tx) => {
        const u = await loadUser(tx, "id = $1", id);
        if (!u) throw authError(404, "user_not_found", "User not found");
        const password = typeof body.password === "string" && body.password !== "" ? body.password : null;
        if (password !== null) checkNewPassword(password);
        const email = typeof body.email === "string" && body.email.trim() !== "" ? validateEmail(body.email) : null;
        const appMeta = body.app_metadata !== undefined ? mergeMeta(u.raw_app_meta_data, body.app_metadata) : u.raw_app_meta_data;
        const userMeta = body.user_metadata !== undefined ? mergeMeta(u.raw_user_meta_data, body.user_metadata) : u.raw_user_meta_data;
        await tx.query(
          `update auth.users set
              email = coalesce($2, email),
              encrypted_password = case when $3::text is null then encrypted_password else extensions.crypt($3::text, extensions.gen_salt('bf')) end,
              raw_app_meta_data = $4::jsonb, raw_user_meta_data = $5::jsonb,
              email_confirmed_at = case when $6 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
              banned_until = case when $7::text = 'none' then null when $7::text is null then banned_until else now() + $7::text::interval end,
              updated_at = now()
            where id = $1`,
          [id, email, password, JSON.stringify(appMeta ?? {}), JSON.stringify(userMeta ?? {}), body.email_confirm === true,
            typeof body.ban_duration === "string" ? body.ban_duration : null],
        );
        const fresh = (await loadUser(tx, "id = $1", id))!;
        return userJson(fresh, await identitiesOf(tx, id));
      });
      return sendJson(res, 200, user);
    }
    if (id && method === "DELETE") {
      await this.db.tx(async (tx) => {
        const r = await tx.query("delete from auth.users where id = $1", [id]);
        if (!r.affectedRows) throw authError(404, "user_not_found", "User not found");
      });
      return sendJson(res, 200, {});
    }
    throw authError(405, "validation_failed", "Method not allowed");
  }
}
