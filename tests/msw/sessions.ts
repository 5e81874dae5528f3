/** GoTrue-shaped users and sessions over db.users / db.sessions / db.refreshTokens. */
import { db, type AuthUser } from "./db";
import { ACCESS_TOKEN_TTL_S, accessTokenFor } from "./jwt";

export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
  weak_password?: null;
}

/** The user object GoTrue returns (GET /user, inside sessions). */
export function userJson(user: AuthUser) {
  const confirmed = user.created_at;
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: confirmed,
    phone: "",
    confirmed_at: confirmed,
    last_sign_in_at: user.last_sign_in_at ?? confirmed,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: [
      {
        identity_id: `${user.id.slice(0, 8)}-1111-4111-8111-111111111111`,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: true, phone_verified: false, sub: user.id },
        provider: "email",
        last_sign_in_at: user.last_sign_in_at ?? confirmed,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    // GoTrue leaves `factors` out when there are none
    ...(user.factors?.length
      ? {
          factors: user.factors.map((f) => ({
            id: f.id,
            factor_type: "totp",
            status: f.status,
            ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
            created_at: f.created_at,
            updated_at: f.updated_at,
            last_challenged_at: null,
            phone: null,
          })),
        }
      : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

function randomToken(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 12);
}

/** Issues a new session (access + refresh token) for a user. */
export function issueSession(user: AuthUser, sessionId: string = crypto.randomUUID()): SessionJson {
  const now = Math.floor(Date.now() / 1000);
  const refresh = randomToken();
  db.sessions.set(sessionId, user.id);
  db.refreshTokens.set(refresh, sessionId);
  return {
    access_token: accessTokenFor(user, sessionId, now, db.aal2Sessions.has(sessionId) ? "aal2" : "aal1"),
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: now + ACCESS_TOKEN_TTL_S,
    refresh_token: refresh,
    user: userJson(user),
    weak_password: null,
  };
}

/** Rotates a refresh token: the old one is spent, the session continues. Null when unknown/spent. */
export function refreshSession(token: string): SessionJson | null {
  const sessionId = db.refreshTokens.get(token);
  if (!sessionId) return null;
  db.refreshTokens.delete(token);
  const userId = db.sessions.get(sessionId);
  const user = userId ? db.users.find((u) => u.id === userId) : undefined;
  if (!user) return null;
  return issueSession(user, sessionId);
}

export function endSession(sessionId: string, scope: "global" | "local" | "others"): void {
  const userId = db.sessions.get(sessionId);
  if (!userId) return;
  const ids =
    scope === "local"
      ? [sessionId]
      : [...db.sessions].filter(([id, uid]) => uid === userId && (scope === "global" || id !== sessionId)).map(([id]) => id);
  for (const id of ids) {
    db.sessions.delete(id);
    db.aal2Sessions.delete(id);
    for (const [token, sid] of db.refreshTokens) if (sid === id) db.refreshTokens.delete(token);
  }
}
