/**
 * /auth/v1: the subset of GoTrue (supabase/auth) that supabase-js uses here, on
 * auth.users / auth.sessions / auth.refresh_tokens. Sign-up is disabled, as in
 * supabase/config.toml. Errors follow API version 2024-01-01: HTTP status + {code, message}.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import bcrypt from "bcryptjs";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Database, Tx } from "./db.ts";
import {
  accessTokenHook,
  pgFunctionHook,
  runVerificationHook,
  emailTemplate,
  minimumPasswordLength,
  redirectSettings,
  renderTemplate,
  runAccessTokenHook,
} from "./auth-config.ts";
import type { Mailbox } from "./mailbox.ts";
import { RedirectRule } from "./redirect-urls.ts";
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

interface Account {
  identities: unknown[];
  factors: FactorJson[];
}

interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
  phone: string | null;
}

/** A user's identities and two-factor factors, as GoTrue puts them in its user JSON. */
async function accountOf(tx: Tx, userId: string): Promise<Account> {
  const identities = await tx.query<Record<string, unknown>>(
    `select id as identity_id, provider_id as id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  const factors = await tx.query<FactorJson>(
    `select id, nullif(friendly_name, '') as friendly_name, factor_type::text, status::text, created_at, updated_at,
            last_challenged_at, phone
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return {
    identities: identities.rows,
    factors: factors.rows.map((f) => {
      const { friendly_name, ...rest } = f;
      return friendly_name ? { ...rest, friendly_name } : rest;
    }),
  };
}

function userJson(u: UserRow, account: Account) {
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
    identities: account.identities,
    // GoTrue leaves `factors` out when there are none
    ...(account.factors.length ? { factors: account.factors } : {}),
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

/** The client's address (the gateway is the only way in; PostgREST and GoTrue see the same peer). */
function clientOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}

/** GoTrue's audit trail (auth.audit_log_entries), which the security activity reads (a trigger, as on hosted). */
async function audit(tx: Tx, actor: UserRow, action: string, ip: string, traits?: Record<string, unknown>): Promise<void> {
  const payload: Record<string, unknown> = {
    actor_id: actor.id,
    actor_via_sso: false,
    actor_username: actor.email ?? "",
    action,
    log_type: AUDIT_LOG_TYPES[action] ?? "user",
  };
  if (traits) payload.traits = traits;
  await tx.query(
    "insert into auth.audit_log_entries (instance_id, id, payload, ip_address) values ('00000000-0000-0000-0000-000000000000', $1, $2::json, $3)",
    [crypto.randomUUID(), JSON.stringify(payload), ip.slice(0, 64)],
  );
}
const AUDIT_LOG_TYPES: Record<string, string> = {
  login: "account",
  logout: "account",
  user_modified: "user",
  user_updated_password: "user",
  factor_in_progress: "factor",
  factor_unenrolled: "factor",
  challenge_created: "factor",
  verification_attempted: "factor",
  factor_deleted: "factor",
  user_invited: "team",
  invite_accepted: "account",
  user_recovery_requested: "user",
};

/** A session's assurance level and authentication methods (newest first), as GoTrue computes them. */
export interface Assurance {
  aal: "aal1" | "aal2";
  amr: { method: string; timestamp: number }[];
}

async function assuranceOf(tx: Tx, sessionId: string): Promise<Assurance> {
  const r = await tx.query<{ method: string; at: Date }>(
    "select authentication_method as method, updated_at as at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc",
    [sessionId],
  );
  const amr = r.rows.map((c) => ({ method: c.method, timestamp: Math.floor(c.at.getTime() / 1000) }));
  return { aal: amr.some((c) => c.method === "totp") ? "aal2" : "aal1", amr };
}

async function addAmrClaim(tx: Tx, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [crypto.randomUUID(), sessionId, method],
  );
}

/** GoTrue's DowngradeSessionsToAAL1: the sessions that passed with a removed factor are aal1 again. */
async function downgradeSessions(tx: Tx, factorId: string): Promise<void> {
  await tx.query(
    "delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)",
    [factorId],
  );
  await tx.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId]);
}

/**
 * GoTrue's limiter for MFA challenges and verifications (tollbooth: 15 per minute per client address,
 * bursts of 30): over it every request gets 429, so guessing a 6-digit code is slow whatever the codes.
 */
export const MFA_RATE_PER_MINUTE = 15;
export const MFA_BURST = 30;

class TokenBucket {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private perMinute: number,
    private burst: number,
  ) {}
  /** Takes one token for `key`; answers 0 when taken, else the seconds until the next one. */
  take(key: string, now = Date.now()): number {
    if (this.buckets.size > 10_000) this.buckets.clear();
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 60_000) * this.perMinute);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil(((1 - b.tokens) * 60) / this.perMinute));
  }
}

/** GoTrue's mailer defaults: an invitation link lives a day, a reset link an hour; at most 5 reset mails per 15 minutes. */
const INVITE_LINK_TTL_S = 86_400;
const RECOVERY_LINK_TTL_S = 3_600;
const MAX_RECOVERY_MAILS = 5;
const RECOVERY_WINDOW_MS = 15 * 60_000;

/** Links carry the token; the database keeps only its hash (as GoTrue does). */
function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** GoTrue's defaults: a challenge lives 300 s; an unverified factor is removed after 300 s; 10 factors at most. */
const CHALLENGE_EXPIRY_S = 300;
const FACTOR_EXPIRY_S = 300;
const MAX_FACTORS = 10;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FactorRow {
  id: string;
  user_id: string;
  factor_type: string;
  status: string;
  secret: string | null;
  friendly_name: string | null;
}

/** The `metadata` GoTrue puts into every hook's input. */
function hookMetadata(name: string, ip: string) {
  return { uuid: crypto.randomUUID(), time: new Date().toISOString(), name, ip_address: ip.replace(/^::ffff:/, "") };
}

export class AuthService {
  private failedByEmail = new FailureLimiter(MAX_FAILED_PER_EMAIL, SIGN_IN_WINDOW_MS);
  private failedByClient = new FailureLimiter(MAX_FAILED_PER_CLIENT, SIGN_IN_WINDOW_MS);

  constructor(
    private db: Database,
    private issuerBase: () => string,
    /** Where e-mails go (the local mailbox); none: e-mail endpoints answer 422 as before. */
    private mailbox: Mailbox | null = null,
  ) {}

  /** supabase/config.toml's Custom Access Token hook (read once), as hosted Auth runs it. */
  private readonly hook = accessTokenHook();
  /** The Password and MFA Verification hooks (read once): called on every attempt, as hosted Auth does. */
  private readonly passwordHook = pgFunctionHook("password_verification_attempt");
  private readonly mfaHook = pgFunctionHook("mfa_verification_attempt");

  private async accessToken(u: UserRow, sessionId: string, assurance: Assurance, grant: string): Promise<string> {
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
      aal: assurance.aal,
      amr: assurance.amr,
      session_id: sessionId,
      is_anonymous: u.is_anonymous ?? false,
      iat: now,
      exp: now + ACCESS_TOKEN_TTL,
    };
    if (!this.hook) return signClaims(claims);
    return signClaims(await runAccessTokenHook(this.db, this.hook, { user_id: u.id, claims, authentication_method: grant }));
  }

  /** `grant`: what the hook is told (GoTrue's authentication_method: `password`, `token_refresh`, `totp`). */
  private async sessionResponse(u: UserRow, account: Account, sessionId: string, refreshToken: string, assurance: Assurance, grant: string) {
    const access_token = await this.accessToken(u, sessionId, assurance, grant);
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_TTL,
      expires_at: now + ACCESS_TOKEN_TTL,
      refresh_token: refreshToken,
      user: userJson(u, account),
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
      if (grant === "password") return sendJson(res, 200, await this.passwordGrant(body, clientOf(req)));
      if (grant === "refresh_token") return sendJson(res, 200, await this.refreshGrant(body));
      throw authError(400, "validation_failed", "unsupported_grant_type");
    }
    if (subpath === "/user" && method === "GET") {
      const { user, account } = await this.currentUser(req);
      return sendJson(res, 200, userJson(user, account));
    }
    if (subpath === "/user" && method === "PUT") {
      const { claims } = await this.currentUser(req);
      const body = await readJson<Record<string, unknown>>(req);
      return sendJson(res, 200, await this.updateUser(claims.sub!, body, clientOf(req)));
    }
    if (subpath === "/logout" && method === "POST") {
      const { claims, user } = await this.currentUser(req);
      const scope = url.searchParams.get("scope") ?? "global";
      await this.db.tx(async (tx) => {
        await audit(tx, user, "logout", clientOf(req), { scope });
        if (scope === "local") await tx.query("delete from auth.sessions where id = $1", [claims.session_id]);
        else if (scope === "others")
          await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [claims.sub, claims.session_id]);
        else await tx.query("delete from auth.sessions where user_id = $1", [claims.sub]);
      });
      res.statusCode = 204;
      res.end();
      return;
    }
    if (subpath === "/factors" || subpath.startsWith("/factors/")) return this.factors(req, res, subpath);
    if (this.mailbox && subpath === "/invite" && method === "POST") {
      await this.requireServiceRole(req);
      const body = await readJson<Record<string, unknown>>(req);
      return sendJson(res, 200, await this.invite(body, url, clientOf(req)));
    }
    if (this.mailbox && subpath === "/recover" && method === "POST") {
      const body = await readJson<Record<string, unknown>>(req);
      await this.recover(body, url, clientOf(req));
      return sendJson(res, 200, {});
    }
    if (subpath === "/verify" && method === "GET") return this.verifyLink(res, url, clientOf(req));
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

  private readonly challengeLimit = new TokenBucket(MFA_RATE_PER_MINUTE, MFA_BURST);
  private readonly verifyLimit = new TokenBucket(MFA_RATE_PER_MINUTE, MFA_BURST);

  private limit(bucket: TokenBucket, req: IncomingMessage): void {
    const wait = bucket.take(clientOf(req));
    if (wait > 0) {
      throw new HttpError(429, { code: "over_request_rate_limit", message: "Request rate limit reached" }, { "Retry-After": String(wait) });
    }
  }

  /** GoTrue's MFA API for TOTP: enroll, challenge, verify, unenroll (internal/api/mfa.go). */
  private async factors(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
    const method = req.method ?? "GET";
    const parts = subpath.split("/").filter(Boolean); // ["factors", id?, action?]
    if (parts.length === 1) {
      if (method !== "POST") throw authError(405, "validation_failed", "Method not allowed");
      const current = await this.currentUser(req);
      const body = await readJson<Record<string, unknown>>(req);
      return sendJson(res, 200, await this.enroll(current, body, clientOf(req)));
    }
    const factorId = decodeURIComponent(parts[1]);
    const action = parts[2] ?? "";
    if (parts.length > 3 || !["", "challenge", "verify"].includes(action)) {
      throw authError(404, "not_found", `Not found: ${method} /auth/v1${subpath}`);
    }
    if (action === "challenge" && method === "POST") this.limit(this.challengeLimit, req);
    if (action === "verify" && method === "POST") this.limit(this.verifyLimit, req);
    const current = await this.currentUser(req);
    const factor = UUID_RE.test(factorId)
      ? await this.db.tx(async (tx) => {
          const r = await tx.query<FactorRow>(
            "select id, user_id, factor_type::text, status::text, secret, friendly_name from auth.mfa_factors where id = $1",
            [factorId],
          );
          return r.rows[0];
        })
      : undefined;
    if (!factor || factor.user_id !== current.user.id) throw authError(404, "mfa_factor_not_found", "Factor not found");
    if (action === "challenge" && method === "POST") return sendJson(res, 200, await this.challenge(current, factor, clientOf(req)));
    if (action === "verify" && method === "POST") {
      const body = await readJson<Record<string, unknown>>(req);
      return sendJson(res, 200, await this.verify(current, factor, body, clientOf(req)));
    }
    if (action === "" && method === "DELETE") return sendJson(res, 200, await this.unenroll(current, factor, clientOf(req)));
    throw authError(405, "validation_failed", "Method not allowed");
  }

  private async enroll(current: { user: UserRow; aal: string }, body: Record<string, unknown>, ip: string) {
    const type = body.factor_type;
    if (type === "phone") throw authError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    if (type === "webauthn") throw authError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    if (type !== "totp") throw authError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
    const friendlyName = typeof body.friendly_name === "string" ? body.friendly_name.trim().slice(0, 120) : "";
    let issuer = typeof body.issuer === "string" ? body.issuer.trim().slice(0, 120) : "";
    if (!issuer) issuer = new URL(this.issuerBase()).host;
    const user = current.user;
    const secret = new OTPAuth.Secret({ size: 20 });
    const totp = new OTPAuth.TOTP({ issuer, label: user.email ?? user.id, secret, algorithm: "SHA1", digits: 6, period: 30 });
    const uri = totp.toString();
    // supabase-js puts the SVG into a `data:image/svg+xml;utf-8,` URI unencoded, where a `#` would end it: colours by
    // name, as GoTrue's own SVG has them
    const qr = (await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .replace(/"#ffffff"/g, '"white"')
      .replace(/"#000000"/g, '"black"');
    const id = crypto.randomUUID();
    await this.db.tx(async (tx) => {
      await tx.query(
        "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)",
        [user.id, FACTOR_EXPIRY_S],
      );
      const existing = await tx.query<{ friendly_name: string | null; status: string }>(
        "select friendly_name, status::text from auth.mfa_factors where user_id = $1",
        [user.id],
      );
      if (friendlyName && existing.rows.some((f) => f.friendly_name === friendlyName)) {
        throw authError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      const verified = existing.rows.filter((f) => f.status === "verified").length;
      if (existing.rows.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
        throw authError(422, "too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
      }
      if (verified > 0 && current.aal !== "aal2") throw authError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, user.id, friendlyName || null, secret.base32],
      );
      await audit(tx, user, "factor_in_progress", ip, { factor_id: id });
    });
    return { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qr, secret: secret.base32, uri } };
  }

  private async challenge(current: { user: UserRow }, factor: FactorRow, ip: string) {
    if (factor.factor_type !== "totp") throw authError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for this factor");
    const id = crypto.randomUUID();
    const createdAt = await this.db.tx(async (tx) => {
      const r = await tx.query<{ created_at: Date }>(
        "insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet) returning created_at",
        [id, factor.id, ip.replace(/^::ffff:/, "")],
      );
      await tx.query("update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1", [factor.id]);
      await audit(tx, current.user, "challenge_created", ip, { factor_id: factor.id, factor_status: factor.status });
      return r.rows[0].created_at;
    });
    return { id, type: "totp", expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_S };
  }

  private async verify(current: { user: UserRow; claims: Claims }, factor: FactorRow, body: Record<string, unknown>, ip: string) {
    const code = typeof body.code === "string" ? body.code.trim() : "";
    const challengeId = typeof body.challenge_id === "string" ? body.challenge_id : "";
    if (!code) throw authError(400, "validation_failed", "Code needs to be non-empty");
    if (!UUID_RE.test(challengeId)) throw authError(400, "validation_failed", "Could not read verification params: challenge_id");
    const sessionId = current.claims.session_id;
    if (!sessionId) throw authError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    const user = current.user;
    // Checked (and the challenge spent) in one transaction: two requests with one challenge cannot both pass.
    const outcome = await this.db.tx(async (tx) => {
      // The factor's row is locked first: verifications of one factor take turns, so of two requests with the same
      // code (each with its own challenge) only the first finds its time step unspent.
      const f = await tx.query<{ last_step: string | null }>(
        "select last_totp_step::text as last_step from auth.mfa_factors where id = $1 for update",
        [factor.id],
      );
      if (!f.rows[0]) return { error: authError(404, "mfa_factor_not_found", "Factor not found") };
      const c = await tx.query<{ verified_at: Date | null; ip: string; expired: boolean }>(
        `select verified_at, host(ip_address) as ip, created_at < now() - make_interval(secs => $3) as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, factor.id, CHALLENGE_EXPIRY_S],
      );
      const challenge = c.rows[0];
      if (!challenge) return { error: authError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found") };
      if (challenge.verified_at || challenge.ip !== ip.replace(/^::ffff:/, "")) {
        return { error: authError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.") };
      }
      if (challenge.expired) {
        await tx.query("delete from auth.mfa_challenges where id = $1", [challengeId]);
        return {
          error: authError(422, "mfa_challenge_expired", `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`),
        };
      }
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret ?? ""), algorithm: "SHA1", digits: 6, period: 30 });
      const now = Date.now();
      const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: 1 }) : null;
      const step = delta === null ? null : totp.counter({ timestamp: now }) + delta;
      // RFC 6238 §5.2: a code passes once. A code of the last accepted time step or an earlier one is refused like a
      // wrong code (hosted GoTrue does not check this: docs/admin-team.md).
      const lastStep = f.rows[0].last_step === null ? null : Number(f.rows[0].last_step);
      const valid = step !== null && (lastStep === null || step > lastStep);
      // GoTrue asks the MFA Verification hook about every code; what it writes stays (this transaction commits
      // when it answers with an error object), and a rejection signs the account out everywhere.
      if (this.mfaHook) {
        const event = { metadata: hookMetadata("mfa-verification", ip), factor_id: factor.id, user_id: user.id, factor_type: "totp", valid };
        const decision = await runVerificationHook(tx, this.mfaHook, event);
        if (decision.reject) {
          await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
          return { error: authError(403, "mfa_verification_rejected", decision.message || "Further MFA verification attempts will be rejected.") };
        }
      }
      if (!valid) {
        return { error: authError(422, "mfa_verification_failed", "Invalid TOTP code entered") };
      }
      await audit(tx, user, "verification_attempted", ip, { factor_id: factor.id, challenge_id: challengeId, factor_type: "totp" });
      await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [challengeId]);
      await tx.query("update auth.mfa_factors set last_totp_step = $2 where id = $1", [factor.id, step]);
      if (factor.status !== "verified") {
        await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
      }
      await addAmrClaim(tx, sessionId, "totp");
      await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [sessionId, factor.id]);
      // As GoTrue: the account's other sessions below aal2 end, and other unverified TOTP factors go.
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and (aal is null or aal < 'aal2')", [user.id, sessionId]);
      await tx.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'", [user.id]);
      await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked", [sessionId]);
      const refreshToken = newRefreshToken();
      await tx.query(
        "insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3)",
        [refreshToken, user.id, sessionId],
      );
      const fresh = (await loadUser(tx, "id = $1", user.id))!;
      return { fresh, account: await accountOf(tx, user.id), assurance: await assuranceOf(tx, sessionId), refreshToken };
    });
    if ("error" in outcome) throw outcome.error;
    return this.sessionResponse(outcome.fresh, outcome.account, sessionId, outcome.refreshToken, outcome.assurance, "totp");
  }

  private async unenroll(current: { user: UserRow; aal: string }, factor: FactorRow, ip: string) {
    if (factor.status === "verified" && current.aal !== "aal2") {
      throw authError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    await this.db.tx(async (tx) => {
      await tx.query("delete from auth.mfa_factors where id = $1", [factor.id]);
      await audit(tx, current.user, "factor_unenrolled", ip, { factor_id: factor.id, factor_status: factor.status });
      await downgradeSessions(tx, factor.id);
    });
    return { id: factor.id };
  }

  // -------------------------------------------------------------------------------------------------------------
  // E-mail links (GoTrue's /invite, /recover and GET /verify), delivered to the local mailbox
  // -------------------------------------------------------------------------------------------------------------
  private readonly redirects = redirectSettings();
  private readonly redirectRule = new RedirectRule(this.redirects);
  private readonly recoverLimit = new FailureLimiter(MAX_RECOVERY_MAILS, RECOVERY_WINDOW_MS);

  /** Where a link may lead (GoTrue's rule, redirect-urls.ts): `raw` when allowed, else the site URL. */
  private redirectTarget(raw: string | null): string {
    return this.redirectRule.target(raw);
  }

  private sendLink(kind: "invite" | "recovery", email: string, token: string, redirectTo: string): void {
    const template = emailTemplate(kind);
    const confirmationUrl = `${this.issuerBase()}/auth/v1/verify?token=${token}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`;
    this.mailbox!.send({
      to: email,
      subject: template.subject,
      html: renderTemplate(template.html, { ConfirmationURL: confirmationUrl, Email: email, SiteURL: this.redirects.siteUrl }),
    });
  }

  /** POST /invite (service role): a new user with `invited_at`, and the invitation in the mailbox. */
  private async invite(body: Record<string, unknown>, url: URL, ip: string) {
    const email = validateEmail(typeof body.email === "string" ? body.email : "");
    if (body.data !== undefined && body.data !== null && (typeof body.data !== "object" || Array.isArray(body.data))) {
      throw authError(400, "validation_failed", "data must be an object");
    }
    const token = crypto.randomBytes(24).toString("hex");
    const user = await this.db.tx(async (tx) => {
      const taken = await tx.query("select 1 from auth.users where lower(email) = $1", [email]);
      if (taken.rows.length) throw authError(422, "email_exists", "A user with this email address has already been registered");
      const r = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, invited_at, confirmation_token, confirmation_sent_at,
                                 raw_app_meta_data, raw_user_meta_data, role, aud)
         values ($1, '', now(), $2, now(), '{"provider": "email", "providers": ["email"]}'::jsonb, $3::jsonb, 'authenticated', 'authenticated')
         returning id`,
        [email, hashToken(token), JSON.stringify(mergeMeta({}, body.data))],
      );
      const uid = r.rows[0].id;
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider)
         values ($1::text, $1::text::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', false, 'phone_verified', false), 'email')`,
        [uid, email],
      );
      const u = (await loadUser(tx, "id = $1", uid))!;
      // As GoTrue's invite: the actor is the administrator who called (the service role has no user: the nil id).
      await audit(tx, { ...u, id: "00000000-0000-0000-0000-000000000000", email: "" }, "user_invited", ip, { user_id: uid, user_email: email });
      return userJson(u, await accountOf(tx, uid));
    });
    this.sendLink("invite", email, token, this.redirectTarget(url.searchParams.get("redirect_to")));
    return user;
  }

  /** POST /recover: a reset link for a known address; the same empty answer either way (no enumeration). */
  private async recover(body: Record<string, unknown>, url: URL, ip: string): Promise<void> {
    const email = validateEmail(typeof body.email === "string" ? body.email : "");
    const wait = Math.max(this.recoverLimit.retryAfter(email), this.recoverLimit.retryAfter(`ip:${ip}`));
    if (wait > 0) {
      throw new HttpError(429, { code: "over_email_send_rate_limit", message: "Email rate limit exceeded" }, { "Retry-After": String(wait) });
    }
    this.recoverLimit.fail(email);
    this.recoverLimit.fail(`ip:${ip}`);
    const token = crypto.randomBytes(24).toString("hex");
    const found = await this.db.tx(async (tx) => {
      const user = await loadUser(tx, "lower(email) = $1", email);
      if (!user) return false;
      await tx.query("update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1", [user.id, hashToken(token)]);
      await audit(tx, user, "user_recovery_requested", ip);
      return true;
    });
    if (found) this.sendLink("recovery", email, token, this.redirectTarget(url.searchParams.get("redirect_to")));
  }

  /**
   * GET /verify?token&type=invite|recovery&redirect_to: spends the link's token, confirms the address, signs the
   * person in and redirects with the session in the fragment (GoTrue's implicit flow, which supabase-js reads);
   * an unknown, spent or expired link redirects with GoTrue's error fragment instead.
   */
  private async verifyLink(res: ServerResponse, url: URL, ip: string): Promise<void> {
    const type = url.searchParams.get("type");
    const token = url.searchParams.get("token") ?? "";
    const redirectTo = this.redirectTarget(url.searchParams.get("redirect_to"));
    const fail = (code: string, description: string) => {
      res.statusCode = 303;
      res.setHeader("Location", `${redirectTo}#error=access_denied&error_code=${code}&error_description=${encodeURIComponent(description)}`);
      res.end();
    };
    if ((type !== "invite" && type !== "recovery") || !/^[0-9a-f]{48}$/.test(token)) {
      return fail("otp_expired", "Email link is invalid or has expired");
    }
    const column = type === "invite" ? "confirmation_token" : "recovery_token";
    const sentColumn = type === "invite" ? "confirmation_sent_at" : "recovery_sent_at";
    const lifetime = type === "invite" ? INVITE_LINK_TTL_S : RECOVERY_LINK_TTL_S;
    const sessionId = crypto.randomUUID();
    const refreshToken = newRefreshToken();
    const result = await this.db.tx(async (tx) => {
      const r = await tx.query<{ id: string; expired: boolean; confirmed: boolean }>(
        `select id, ${sentColumn} < now() - make_interval(secs => $2) as expired, email_confirmed_at is not null as confirmed from auth.users
          where ${column} = $1 and deleted_at is null for update`,
        [hashToken(token), lifetime],
      );
      const row = r.rows[0];
      if (!row) return null;
      await tx.query(`update auth.users set ${column} = '' where id = $1`, [row.id]);
      if (row.expired) return "expired" as const;
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
          where id = $1`,
        [row.id],
      );
      await tx.query("update auth.identities set identity_data = identity_data || '{\"email_verified\": true}'::jsonb where user_id = $1", [row.id]);
      await tx.query("insert into auth.sessions (id, user_id, aal, refreshed_at) values ($1, $2, 'aal1', now())", [sessionId, row.id]);
      await tx.query(
        "insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3)",
        [refreshToken, row.id, sessionId],
      );
      await addAmrClaim(tx, sessionId, type === "invite" ? "invite" : "recovery");
      const user = (await loadUser(tx, "id = $1", row.id))!;
      // As GoTrue's verify: the first confirmation (an accepted invitation) is `user_signedup`, a recovery link of a
      // confirmed account `login` (GoTrue writes `invite_accepted` only for OAuth sign-ins of invited users).
      if (type === "invite" || !row.confirmed) await audit(tx, user, "user_signedup", ip, { provider: "email" });
      else await audit(tx, user, "login", ip);
      return { user, account: await accountOf(tx, row.id), assurance: await assuranceOf(tx, sessionId) };
    });
    if (result === null || result === "expired") return fail("otp_expired", "Email link is invalid or has expired");
    const session = await this.sessionResponse(result.user, result.account, sessionId, refreshToken, result.assurance, "otp");
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      type,
    });
    res.statusCode = 303;
    res.setHeader("Location", `${redirectTo}#${fragment.toString()}`);
    res.end();
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
    // GoTrue asks the Password Verification hook about every attempt on an existing account, before answering.
    if (user && this.passwordHook) {
      const hook = this.passwordHook;
      const decision = await this.db.tx(async (tx) => {
        const d = await runVerificationHook(tx, hook, { metadata: hookMetadata("password-verification", client), user_id: user.id, valid: ok });
        if (d.reject && d.shouldLogoutUser) await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
        return d;
      });
      if (decision.reject) throw authError(400, "invalid_credentials", decision.message || "Further password verification attempts will be rejected.");
    }
    if (!user || !ok) {
      this.failedByEmail.fail(email);
      this.failedByClient.fail(client);
      throw authError(400, "invalid_credentials", "Invalid login credentials");
    }
    if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authError(400, "user_banned", "User is banned");
    if (!user.email_confirmed_at) throw authError(400, "email_not_confirmed", "Email not confirmed");
    const sessionId = crypto.randomUUID();
    const refreshToken = newRefreshToken();
    const { fresh, account, assurance } = await this.db.tx(async (tx) => {
      await tx.query("insert into auth.sessions (id, user_id, aal, refreshed_at) values ($1, $2, 'aal1', now())", [sessionId, user.id]);
      await tx.query(
        "insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3)",
        [refreshToken, user.id, sessionId],
      );
      await addAmrClaim(tx, sessionId, "password");
      await tx.query("update auth.users set last_sign_in_at = now() where id = $1", [user.id]);
      await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [user.id]);
      const fresh = (await loadUser(tx, "id = $1", user.id))!;
      await audit(tx, fresh, "login", client, { provider: "email" });
      return { fresh, account: await accountOf(tx, user.id), assurance: await assuranceOf(tx, sessionId) };
    });
    return this.sessionResponse(fresh, account, sessionId, refreshToken, assurance, "password");
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
      const session = await tx.query<{ id: string }>("select id from auth.sessions where id = $1", [row.session_id]);
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
        account: await accountOf(tx, user.id),
        sessionId: row.session_id,
        next,
        assurance: await assuranceOf(tx, row.session_id),
      };
    });
    if ("error" in result) {
      if (result.error === "reused") throw authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      throw authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    return this.sessionResponse(result.user, result.account, result.sessionId, result.next, result.assurance, "token_refresh");
  }

  /** Verifies the bearer token of a signed-in user and that its session still exists. */
  private async currentUser(req: IncomingMessage): Promise<{ claims: Claims; user: UserRow; account: Account; aal: string }> {
    const token = bearerToken(req);
    if (!token) throw authError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    const v = await verifyJwt(token);
    if (!v.ok) throw authError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${v.reason}`);
    const claims = v.claims;
    if (!claims.sub) throw authError(403, "bad_jwt", "invalid claim: missing sub claim");
    const found = await this.db.tx(async (tx) => {
      let aal = "aal1";
      if (claims.session_id) {
        const s = await tx.query<{ aal: string | null }>("select aal::text from auth.sessions where id = $1 and user_id = $2", [
          claims.session_id,
          claims.sub,
        ]);
        if (s.rows.length === 0) return "no_session" as const;
        aal = s.rows[0].aal ?? "aal1";
      }
      const user = await loadUser(tx, "id = $1", claims.sub);
      if (!user) return "no_user" as const;
      return { user, account: await accountOf(tx, user.id), aal };
    });
    if (found === "no_session") throw authError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    if (found === "no_user") throw authError(403, "user_not_found", "User from sub claim in JWT does not exist");
    return { claims, ...found };
  }

  private async updateUser(userId: string, body: Record<string, unknown>, client: string) {
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
      if (password !== undefined) await audit(tx, fresh, "user_updated_password", client);
      else await audit(tx, fresh, "user_modified", client);
      return userJson(fresh, await accountOf(tx, userId));
    });
  }

  private async requireServiceRole(req: IncomingMessage): Promise<void> {
    const token = bearerToken(req);
    const v = token ? await verifyJwt(token) : null;
    if (!v || !v.ok) throw authError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    if (v.claims.role !== "service_role") throw authError(403, "not_admin", "User not allowed");
  }

  /** GoTrue admin API for a user's factors (service role): list, delete (auth.admin.mfa.listFactors / deleteFactor). */
  private async adminFactors(req: IncomingMessage, res: ServerResponse, userId: string, factorId: string | undefined): Promise<void> {
    const method = req.method ?? "GET";
    if (!UUID_RE.test(userId)) throw authError(404, "user_not_found", "User not found");
    const user = await this.db.tx((tx) => loadUser(tx, "id = $1", userId));
    if (!user) throw authError(404, "user_not_found", "User not found");
    if (factorId === undefined && method === "GET") {
      return sendJson(res, 200, await this.db.tx(async (tx) => (await accountOf(tx, userId)).factors));
    }
    if (factorId !== undefined && method === "DELETE") {
      if (!UUID_RE.test(factorId)) throw authError(404, "mfa_factor_not_found", "Factor not found");
      const deleted = await this.db.tx(async (tx) => {
        const r = await tx.query<{ id: string }>("delete from auth.mfa_factors where id = $1 and user_id = $2 returning id", [factorId, userId]);
        if (!r.rows.length) return false;
        await audit(tx, user, "factor_deleted", clientOf(req), { factor_id: factorId });
        await downgradeSessions(tx, factorId);
        return true;
      });
      if (!deleted) throw authError(404, "mfa_factor_not_found", "Factor not found");
      return sendJson(res, 200, { id: factorId });
    }
    throw authError(405, "validation_failed", "Method not allowed");
  }

  /** GoTrue admin API (service role): create / list / get / update / delete users. */
  private async admin(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    const factorsMatch = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(subpath);
    if (factorsMatch) return this.adminFactors(req, res, decodeURIComponent(factorsMatch[1]), factorsMatch[2] && decodeURIComponent(factorsMatch[2]));
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
        for (const u of r.rows) out.push(userJson(u, await accountOf(tx, u.id)));
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
        return userJson(u, await accountOf(tx, uid));
      });
      return sendJson(res, 200, user);
    }
    if (id && method === "GET") {
      const user = await this.db.tx(async (tx) => {
        const u = await loadUser(tx, "id = $1", id);
        return u ? userJson(u, await accountOf(tx, id)) : null;
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
        return userJson(fresh, await accountOf(tx, id));
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
