/**
 * Render components signed in without going through the login UI.
 *
 *   beforeEach(() => signInAs("admin"));   // before render(): the app reads the session at start
 *   signInAs("user");                      // signed in, but not an administrator (writes are refused)
 *   signInAs(null);                        // signed out
 *
 * It writes a valid supabase-js session (access token = a JWT the MSW
 * handlers accept, refresh token registered in db) under the storage key
 * supabase-js derives from VITE_SUPABASE_URL ("sb-localhost-auth-token").
 * supabase-js's getSession() reads localStorage on every call, so a client
 * created earlier (the app's singleton) picks it up too.
 */
import { ADMIN_ID, USER_ID, db, findUser } from "./db";
import { AUTH_STORAGE_KEY } from "./config";
import { issueSession, type SessionJson } from "./sessions";

export { AUTH_STORAGE_KEY };

export type SignInRole = "admin" | "user" | null;

/** `aal: "aal2"`: the session passed two-factor (the user should have a factor: addVerifiedFactor() in db.ts). */
export function signInAs(role: SignInRole, { aal = "aal1" }: { aal?: "aal1" | "aal2" } = {}): SessionJson | null {
  if (role === null) {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    localStorage.removeItem(`${AUTH_STORAGE_KEY}-user`);
    return null;
  }
  const user = findUser(role === "admin" ? ADMIN_ID : USER_ID);
  if (!user) throw new Error(`signInAs(${role}): the user was removed from db.users`);
  const sessionId = crypto.randomUUID();
  if (aal === "aal2") db.aal2Sessions.add(sessionId);
  const session = issueSession(user, sessionId);
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  return session;
}

/** The session currently stored for supabase-js (null when signed out). */
export function storedSession(): SessionJson | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as SessionJson) : null;
}
