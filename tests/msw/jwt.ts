/**
 * JWTs for the emulated backend. Shaped like GoTrue's (HS256 header; claims
 * sub, aud, role, email, app_metadata, user_metadata, session_id, aal, amr,
 * iat, exp, is_anonymous, and user_role from the access-token hook) so supabase-js can decode them. The signature is a
 * fixed placeholder: nothing in the browser verifies it and the MSW handlers
 * only decode.
 */
import type { AuthUser } from "./db";

export interface JwtClaims {
  sub?: string;
  role?: string;
  aud?: string;
  email?: string;
  exp?: number;
  iat?: number;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  session_id?: string;
  [claim: string]: unknown;
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function base64UrlDecode(segment: string): string {
  const b64 = segment.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(b64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeJwt(claims: JwtClaims): string {
  const header = base64UrlEncode(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64UrlEncode(JSON.stringify(claims));
  return `${header}.${payload}.${base64UrlEncode("msw-unsigned")}`;
}

/** The claims of a JWT, or null when it is not one. */
export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    return claims && typeof claims === "object" ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

export const ACCESS_TOKEN_TTL_S = 3600;

export function accessTokenFor(user: AuthUser, sessionId: string, now = Math.floor(Date.now() / 1000), aal: "aal1" | "aal2" = "aal1"): string {
  return encodeJwt({
    iss: "http://localhost:54321/auth/v1",
    sub: user.id,
    aud: "authenticated",
    exp: now + ACCESS_TOKEN_TTL_S,
    iat: now,
    email: user.email,
    phone: "",
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: "authenticated",
    aal,
    amr: aal === "aal2" ? [{ method: "totp", timestamp: now }, { method: "password", timestamp: now }] : [{ method: "password", timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
    // what the Custom Access Token hook adds for a member of the administrator team
    ...(user.member_role ? { user_role: user.member_role } : {}),
  });
}
