/** Where component tests think the backend is (.env.test): MSW intercepts every call to it. */
export const SUPABASE_URL: string = (import.meta.env.VITE_SUPABASE_URL ?? "http://localhost:54321").replace(/\/+$/, "");

/** The Supabase CLI's well-known local anon key (same as .env.example / .env.test). */
export const ANON_KEY: string =
  import.meta.env.VITE_SUPABASE_ANON_KEY ??
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** The Supabase CLI's well-known local service-role key: bypasses row-level security in the emulation too. */
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/**
 * The localStorage key supabase-js derives from the URL:
 * `sb-${new URL(url).hostname.split(".")[0]}-auth-token` (SupabaseClient constructor) -> "sb-localhost-auth-token".
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split(".")[0]}-auth-token`;

export const REST_URL = `${SUPABASE_URL}/rest/v1`;
export const AUTH_URL = `${SUPABASE_URL}/auth/v1`;
export const STORAGE_URL = `${SUPABASE_URL}/storage/v1`;

/** Public URL of a stored object, exactly as storage-js getPublicUrl() builds it. */
export function publicObjectUrl(bucket: string, path: string): string {
  return encodeURI(`${STORAGE_URL}/object/public/${bucket}/${path}`);
}
