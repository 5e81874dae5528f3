/**
 * Well-known keys of the Supabase CLI's local stack (`supabase start`). They are not
 * secrets: they only ever unlock a backend bound to 127.0.0.1. Production keys live in
 * the hosted project and in `.env.local`.
 */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** Roles a JWT may carry. Anything else (e.g. "postgres") is refused. */
export const ALLOWED_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof ALLOWED_ROLES)[number];

export function isAllowedRole(role: unknown): role is ApiRole {
  return typeof role === "string" && (ALLOWED_ROLES as readonly string[]).includes(role);
}

export const DEMO_ADMIN = { email: "admin@example.com", password: "admin12345" } as const;
