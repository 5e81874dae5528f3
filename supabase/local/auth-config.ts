/**
 * The auth settings of supabase/config.toml that the embedded auth server follows, as hosted Auth does:
 * - `[auth] minimum_password_length`: new passwords shorter than it are refused (422 weak_password);
 * - `[auth.hook.custom_access_token]`: the same Postgres function is called whenever an access token is issued
 *   (sign-in, refresh), as GoTrue does: as `supabase_auth_admin`, with the event `{ user_id, claims,
 *   authentication_method }`, keeping the claims it returns. Only `pg-functions://` hooks exist here (HTTP hooks
 *   would need the network).
 */
import fs from "node:fs";
import { parse } from "smol-toml";
import type { Database, Tx } from "./db.ts";
import { HttpError } from "./http.ts";

const CONFIG = new URL("../config.toml", import.meta.url);

/** The claims GoTrue requires a hook to keep (its output schema). */
const REQUIRED_CLAIMS = ["iss", "aud", "exp", "iat", "sub", "role", "aal", "session_id", "email", "phone", "is_anonymous"];

export interface PgFunctionHook {
  schema: string;
  name: string;
}

type AuthToml = {
  auth?: {
    site_url?: string;
    additional_redirect_urls?: string[];
    minimum_password_length?: number;
    hook?: Partial<Record<HookName, { enabled?: boolean; uri?: string }>>;
    email?: { template?: Record<string, { subject?: string; content_path?: string }> };
  };
};
const readConfig = (configPath: URL | string) => parse(fs.readFileSync(configPath, "utf8")) as AuthToml;

export interface EmailTemplate {
  subject: string;
  /** The HTML with GoTrue's placeholders ({{ .ConfirmationURL }}, {{ .Email }}, {{ .SiteURL }}). */
  html: string;
}

/** `[auth.email.template.<kind>]` (invite, recovery), as hosted Auth sends it; GoTrue's plain default otherwise. */
export function emailTemplate(kind: "invite" | "recovery", configPath: URL | string = CONFIG): EmailTemplate {
  const t = readConfig(configPath).auth?.email?.template?.[kind];
  const fallback = kind === "invite" ? "You have been invited" : "Reset Your Password";
  const html = t?.content_path
    ? fs.readFileSync(new URL(`../${t.content_path.replace(/^\.\//, "")}`, CONFIG), "utf8")
    : `<h2>${fallback}</h2><p><a href="{{ .ConfirmationURL }}">${fallback}</a></p>`;
  return { subject: t?.subject ?? fallback, html };
}

/** Fills GoTrue's template placeholders. */
export function renderTemplate(html: string, values: { ConfirmationURL: string; Email: string; SiteURL: string }): string {
  const escape = (v: string) => v.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
  return html.replace(/\{\{\s*\.(ConfirmationURL|Email|SiteURL)\s*\}\}/g, (_m, key: keyof typeof values) => escape(values[key]));
}

/** `[auth] site_url` and `additional_redirect_urls` (globs): where e-mail links may lead (redirect-urls.ts). */
export function redirectSettings(configPath: URL | string = CONFIG): { siteUrl: string; allowed: string[] } {
  const auth = readConfig(configPath).auth;
  return { siteUrl: auth?.site_url ?? "http://localhost:5173", allowed: auth?.additional_redirect_urls ?? [] };
}

/** GoTrue's default when config.toml says nothing. */
const DEFAULT_MINIMUM_PASSWORD_LENGTH = 6;

/** The shortest new password Auth accepts (`[auth] minimum_password_length`). */
export function minimumPasswordLength(configPath: URL | string = CONFIG): number {
  const value = readConfig(configPath).auth?.minimum_password_length;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : DEFAULT_MINIMUM_PASSWORD_LENGTH;
}

/** The Auth hooks the embedded backend runs (`[auth.hook.<name>]` of supabase/config.toml). */
export type HookName = "custom_access_token" | "password_verification_attempt" | "mfa_verification_attempt";

/** A configured Postgres-function hook, or null when it is off or absent. */
export function pgFunctionHook(name: HookName, configPath: URL | string = CONFIG): PgFunctionHook | null {
  const hook = readConfig(configPath).auth?.hook?.[name];
  if (!hook?.enabled || !hook.uri) return null;
  const m = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(hook.uri);
  if (!m) throw new Error(`supabase/config.toml: unsupported ${name} uri ${hook.uri} (only pg-functions:// here)`);
  return { schema: m[1], name: m[2] };
}

/** The configured Custom Access Token hook, or null when it is off or absent. */
export function accessTokenHook(configPath: URL | string = CONFIG): PgFunctionHook | null {
  return pgFunctionHook("custom_access_token", configPath);
}

/** What a verification hook decided (GoTrue's PasswordVerificationAttemptOutput / MFAVerificationAttemptOutput). */
export interface HookDecision {
  reject: boolean;
  message: string;
  shouldLogoutUser: boolean;
}

/**
 * Runs a Password or MFA Verification hook inside `tx`, as `supabase_auth_admin` (GoTrue runs it in a transaction
 * of its own before answering, so what it writes stays even when the attempt fails: the caller commits `tx`).
 * Anything but a `{decision: "continue" | "reject", ...}` object is GoTrue's 500.
 */
export async function runVerificationHook(tx: Tx, hook: PgFunctionHook, event: Record<string, unknown>): Promise<HookDecision> {
  let output: unknown;
  try {
    await tx.query("savepoint verification_hook");
    await tx.query("set local role supabase_auth_admin");
    output = (await tx.query<{ out: unknown }>(`select "${hook.schema}"."${hook.name}"($1::jsonb) as out`, [JSON.stringify(event)])).rows[0]?.out;
    await tx.query("reset role");
    await tx.query("release savepoint verification_hook");
  } catch (err) {
    await tx.query("rollback to savepoint verification_hook").catch(() => {});
    await tx.query("reset role").catch(() => {});
    console.error(`[local auth] ${hook.name} failed:`, (err as Error).message);
    throw hookFailure(`Error running hook URI: ${hook.name}`);
  }
  const o = output as { decision?: unknown; message?: unknown; should_logout_user?: unknown } | null;
  if (!o || typeof o !== "object" || (o.decision !== "continue" && o.decision !== "reject")) {
    throw hookFailure("Invalid hook output: decision must be continue or reject");
  }
  return { reject: o.decision === "reject", message: typeof o.message === "string" ? o.message : "", shouldLogoutUser: o.should_logout_user === true };
}

const hookFailure = (message: string) => new HttpError(500, { code: "unexpected_failure", message });

/** Runs the hook on the claims of a token about to be signed; returns the claims to sign. */
export async function runAccessTokenHook(
  db: Database,
  hook: PgFunctionHook,
  event: { user_id: string; claims: Record<string, unknown>; authentication_method: string },
): Promise<Record<string, unknown>> {
  let output: unknown;
  try {
    output = await db.tx(async (tx) => {
      await tx.query("set local role supabase_auth_admin");
      const r = await tx.query<{ out: unknown }>(`select "${hook.schema}"."${hook.name}"($1::jsonb) as out`, [JSON.stringify(event)]);
      return r.rows[0]?.out;
    });
  } catch (err) {
    console.error("[local auth] custom access token hook failed:", (err as Error).message);
    throw hookFailure("Error running hook URI: custom access token hook");
  }
  const claims = (output as { claims?: unknown } | null)?.claims;
  if (!claims || typeof claims !== "object" || Array.isArray(claims)) throw hookFailure("output claims do not conform to the expected schema");
  const missing = REQUIRED_CLAIMS.filter((k) => !(k in claims));
  if (missing.length > 0) throw hookFailure(`output claims do not conform to the expected schema: missing ${missing.join(", ")}`);
  return claims as Record<string, unknown>;
}
