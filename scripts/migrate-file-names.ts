/**
 * Once, against a hosted project, after `supabase db push` has applied
 * supabase/migrations/20261124000001_image_file_names.sql: renames the image files stored under the
 * old ".rsp" marker (1717.rsp.jpg and its 1717.rsp.w480.webp variants) to the spec's names (1717.jpg,
 * 1717.w480.webp) and points the rows and the change history at them. Safe to run again: a run that
 * stopped half-way is finished, a project with nothing left to rename is left as it is.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=... npx tsx scripts/migrate-file-names.ts
 *
 * Prints what it renamed; exits 1 when something was left (with the reason) or the backend refuses.
 */
import { migrateFileNames } from "../supabase/local/file-names.ts";
import { serviceRoleProject } from "./lib/service-role-env.ts";

try {
  const { renamed, skipped } = await migrateFileNames(serviceRoleProject());
  for (const r of renamed) console.log(`renamed ${r.bucket}/${r.from} -> ${r.to} (${r.rows} row(s))`);
  for (const s of skipped) console.error(`NOT renamed ${s.bucket}/${s.name}: ${s.reason}`);
  console.log(`${renamed.length} file(s) renamed, ${skipped.length} left`);
  if (skipped.length) process.exit(1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
