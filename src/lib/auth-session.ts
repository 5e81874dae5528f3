import { AUTH_STORAGE_KEY, registeredAuthClient, type AuthClient } from "@/lib/auth-registry";

export { AUTH_STORAGE_KEY, onAuthClientReady, type AuthClient } from "@/lib/auth-registry";

/**
 * The auth client (supabase-js with GoTrue and Storage, ~60 KiB gzip) is not part of a public page's
 * first load. This module, which every page has, knows when it is needed and loads it on demand:
 * - a session is stored in localStorage (someone signed in on this browser), or
 * - the URL carries an auth redirect (password recovery / email links), or
 * - a page asked for it (the login page and the admin area import it directly).
 * Anonymous visitors never download it; their reads go through the PostgREST client alone.
 */
let loading: Promise<AuthClient> | null = null;

/** The auth client, loading its chunk first if needed. */
export function loadAuthClient(): Promise<AuthClient> {
  const existing = registeredAuthClient();
  loading ??= existing ? Promise.resolve(existing) : import("@/lib/auth-client").then((module) => module.authClient);
  return loading;
}

export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** True when the address carries the result of an email link (tokens, a PKCE code or an auth error). */
export function hasAuthRedirect(location: { hash: string; search: string } | undefined = globalThis.location): boolean {
  if (!location) return false;
  return /(^|[#&?])(access_token|refresh_token|error_description)=/.test(location.hash) || /[?&]code=/.test(location.search);
}

/** Whether anything on this page needs the auth client (see the module comment). */
export function authClientNeeded(): boolean {
  return registeredAuthClient() !== null || loading !== null || hasStoredSession() || hasAuthRedirect();
}

/** The signed-in user's access token, or null for an anonymous visitor (without loading the auth client). */
export async function accessToken(): Promise<string | null> {
  if (!authClientNeeded()) return null;
  const auth = await loadAuthClient();
  const { data } = await auth.auth.getSession();
  return data.session?.access_token ?? null;
}
