import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/types/database.types";
import { env } from "@/lib/env";

/**
 * Where the auth client registers itself when its module is evaluated (loaded on demand by
 * src/lib/auth-session.ts, or imported directly by the login page and the admin area).
 * A separate module so that neither of those two imports the other.
 */
export type AuthClient = SupabaseClient<Database>;

/** supabase-js' default key for a project URL: `sb-<first host label>-auth-token`. */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split(".")[0]}-auth-token`;

let client: AuthClient | null = null;
const listeners = new Set<(client: AuthClient) => void>();

/** Called once by src/lib/auth-client.ts when it is evaluated (loaded on demand or imported directly). */
export function registerAuthClient(created: AuthClient) {
  if (client) return;
  client = created;
  for (const listener of listeners) listener(created);
}

/** Calls `listener` with the auth client as soon as it exists (at once if it already does). Returns an unsubscribe. */
export function onAuthClientReady(listener: (client: AuthClient) => void): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered client, if any. */
export function registeredAuthClient(): AuthClient | null {
  return client;
}
