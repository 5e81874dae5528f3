import { PostgrestClient, type PostgrestError } from "@supabase/postgrest-js";
import type { Database } from "@/types/database.types";
import { env } from "@/lib/env";
import { accessToken } from "@/lib/auth-session";
import { nextTask } from "@/lib/tasks";

/**
 * The one typed database client (PostgREST: `.from()`, `.rpc()`), the same API as supabase-js'
 * `supabase.from()` at a tenth of its size. Requests carry the signed-in user's token when there
 * is a session (the auth client is then loaded on demand), else the anon key, exactly like
 * supabase-js' own fetch wrapper. Only src/features/*\/api and src/lib use it; sign-in and Storage
 * live in src/lib/auth-client.ts.
 *
 * Each request starts in a task of its own (`nextTask`): starting one costs the main thread a millisecond or more on a
 * phone, and a page's stale queries all refetch when it mounts (docs/performance.md, "Each request in a task of its own").
 */
export const supabase = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
  headers: { apikey: env.supabaseAnonKey },
  fetch: async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has("Authorization")) headers.set("Authorization", `Bearer ${(await accessToken()) ?? env.supabaseAnonKey}`);
    await nextTask();
    return fetch(input, { ...init, headers });
  },
});

/** PostgREST's "JSON object requested, multiple (or no) rows returned". */
export const NO_ROWS = "PGRST116";

export function isNoRows(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as PostgrestError).code === NO_ROWS;
}

/** Awaits a `.single()` query: PGRST116 (no rows) becomes `null`, other errors throw. */
export async function singleOrNull<T>(
  query: PromiseLike<{ data: T | null; error: PostgrestError | null }>,
): Promise<T | null> {
  const { data, error } = await query;
  if (error) {
    if (isNoRows(error)) return null;
    throw error;
  }
  return data;
}

/**
 * Row-level security turns a forbidden update/delete into "0 rows affected"
 * rather than an error. Writes select the affected rows back and fail loudly
 * when none came back, so the UI shows its failure toast.
 */
export function expectRows<T>(rows: T[] | null): T[] {
  if (!rows || rows.length === 0) {
    throw new Error("Data tidak ditemukan atau Anda tidak memiliki izin untuk mengubahnya.");
  }
  return rows;
}
