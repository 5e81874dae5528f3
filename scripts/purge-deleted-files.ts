/**
 * Removes the files of rows deleted more than the retention period ago (public.file_retention(),
 * 30 days) through the Storage API: the same clean-up the embedded backend runs at start and every
 * hour, for a hosted project run by a scheduler (e.g. a daily CI job) instead of pg_cron; then the registrations'
 * clean-up (public.registration_cleanup(): personal data past its retention, documents no registration uses);
 * then the moves of withheld images (public.image_moves(); a scheduler that runs this rarely leaves a deleted
 * row's image public until then: pg_cron's 10-second job of supabase/hosted/file-cleanup.sql is the real answer).
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=... npx tsx scripts/purge-deleted-files.ts
 *
 * Prints what it removed; exits 1 when the backend refuses (wrong key, migration missing).
 */
import { moveWithheldImages, purgeExpiredFiles, purgeRegistrationData } from "../supabase/local/retention.ts";
import { serviceRoleProject } from "./lib/service-role-env.ts";

try {
  const removed = await purgeExpiredFiles(serviceRoleProject());
  for (const f of removed) console.log(`removed ${f.bucket_id}/${f.name}`);
  console.log(`${removed.length} expired file(s) removed`);
  const registrations = await purgeRegistrationData(serviceRoleProject());
  for (const f of registrations) console.log(`removed ${f.bucket_id}/${f.name}`);
  console.log(`${registrations.length} registration document file(s) removed; expired personal data erased`);
  const moved = await moveWithheldImages(serviceRoleProject());
  for (const m of moved) console.log(`moved ${m.bucket_id}/${m.name} to ${m.destination_bucket}/${m.destination_name}`);
  console.log(`${moved.length} image file(s) moved (withheld from or returned to public view)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
