import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/types/database.types";
import { env } from "@/lib/env";
import { AUTH_STORAGE_KEY, registerAuthClient } from "@/lib/auth-registry";

/**
 * The full supabase-js client: sign-in, session refresh and Storage. Loaded on demand
 * (src/lib/auth-session.ts) or imported directly by the login page and the admin area only;
 * table reads and writes go through the PostgREST client in src/lib/supabase.ts, which asks
 * this client for the access token when a session exists.
 */
export const authClient = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: AUTH_STORAGE_KEY },
});

registerAuthClient(authClient);
