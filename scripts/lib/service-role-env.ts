/** The project a maintenance script works on (scripts/purge-deleted-files.ts, scripts/migrate-file-names.ts): exits 2 without it. */
export function serviceRoleProject(): { url: string; serviceRoleKey: string } {
  const url = process.env.SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) {
    console.error("Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service-role key, never the anon key).");
    process.exit(2);
  }
  return { url, serviceRoleKey };
}
