/** Who is calling: decoded from the Authorization bearer token (or the apikey header), as PostgREST does. */
import { decodeJwt, type JwtClaims } from "./jwt";

export type DbRole = "anon" | "authenticated" | "service_role";

export interface Identity {
  role: DbRole;
  userId: string | null;
  isAdmin: boolean;
  /** The administrator team's role from the token's user_role claim (what public.member_role() trusts). */
  memberRole: "super_admin" | "admin" | "operator" | null;
  claims: JwtClaims | null;
}

export const ANON: Identity = { role: "anon", userId: null, isAdmin: false, memberRole: null, claims: null };

const MEMBER_ROLES = ["super_admin", "admin", "operator"] as const;

export type IdentityResult = { ok: true; identity: Identity } | { ok: false; status: number; code: string; message: string };

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match ? match[1].trim() : null;
}

/** The caller's identity from the bearer token, falling back to the apikey header. */
export function identify(request: Request): IdentityResult {
  const token = bearerToken(request) ?? request.headers.get("apikey");
  if (!token) return { ok: true, identity: ANON };
  const claims = decodeJwt(token);
  if (!claims) return { ok: false, status: 401, code: "PGRST301", message: "JWT could not be decoded" };
  if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) {
    return { ok: false, status: 401, code: "PGRST303", message: "JWT expired" };
  }
  const role = claims.role;
  if (role !== "anon" && role !== "authenticated" && role !== "service_role") {
    // The embedded backend refuses every other role; so does the emulation.
    return { ok: false, status: 401, code: "PGRST300", message: `role "${String(role)}" is not allowed` };
  }
  const memberRole = MEMBER_ROLES.find((r) => r === claims.user_role) ?? null;
  return {
    ok: true,
    // public.is_admin(): a member of the team, any role
    identity: { role, userId: typeof claims.sub === "string" ? claims.sub : null, isAdmin: memberRole !== null, memberRole, claims },
  };
}
