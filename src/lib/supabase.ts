import { createClient, type PostgrestError } from "@supabase/supabase-js";
import type { Database } from "@/types/database.types";
import { env } from "@/lib/env";

/** The one typed Supabase client. Only src/features/*\/api and src/lib use it. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
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
