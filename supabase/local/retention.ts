/**
 * The clean-ups that remove files through the Storage API. Files of deleted rows: asks the database which stored images have
 * outlived the retention period (`public.expired_files()`, service role only; the period
 * is `public.file_retention()`, 30 days) and removes them through the Storage API, the
 * only way hosted Supabase allows. Plain fetch, no supabase-js, so it runs anywhere
 * (the embedded backend at start and every hour; `scripts/purge-deleted-files.ts` for a
 * scheduled job against a hosted project). See docs/change-history.md.
 */
export interface ExpiredFile {
  bucket_id: string;
  name: string;
}

export interface PurgeOptions {
  /** Project URL, e.g. http://127.0.0.1:54321 or https://<ref>.supabase.co */
  url: string;
  serviceRoleKey: string;
}

/** Removes every expired file; returns what was removed. Throws when the backend refuses. */
export function purgeExpiredFiles(options: PurgeOptions): Promise<ExpiredFile[]> {
  return removeListedFiles(options, "expired_files");
}

/**
 * The registrations' clean-up (`public.registration_cleanup()`, service role only, docs/registration.md): erases
 * the personal data of registrations whose batch ended more than the retention period ago, and removes the
 * document files no registration uses any more (withdrawn or erased registrations, uploads never submitted
 * within 24 hours). Returns the files removed.
 */
export function purgeRegistrationData(options: PurgeOptions): Promise<ExpiredFile[]> {
  return removeListedFiles(options, "registration_cleanup");
}

/**
 * The files of erased applications and of uploads never submitted (`public.registration_document_removals()`, service
 * role only, migration 20261128000002): removed through the Storage API, so no link made before serves them any more
 * (signed URLs cannot be revoked). Run right after an erasing call and every 10 seconds. Returns the files removed.
 */
export function removeDetachedDocuments(options: PurgeOptions): Promise<ExpiredFile[]> {
  return removeListedFiles(options, "registration_document_removals");
}

/**
 * The complaints' clean-up (`public.complaint_cleanup()`, service role only, migration 20261201000020): erases the
 * message, contact and attachment of complaints Selesai for longer than complaint_settings.retention_months, and lists
 * the attachment files no complaint references any more. Returns the files removed.
 */
export function purgeComplaintData(options: PurgeOptions): Promise<ExpiredFile[]> {
  return removeListedFiles(options, "complaint_cleanup");
}

/**
 * Complaint attachments no complaint references (`public.complaint_attachment_removals()`, service role only,
 * migration 20261201000001): uploads never sent with a complaint, once their folder is a day old. Run with the
 * applicants' documents, every 10 seconds. Returns the files removed.
 */
export function removeDetachedComplaintAttachments(options: PurgeOptions): Promise<ExpiredFile[]> {
  return removeListedFiles(options, "complaint_attachment_removals");
}

/** Calls a service-role function that lists files to remove, then removes them through the Storage API. */
async function removeListedFiles({ url, serviceRoleKey }: PurgeOptions, fn: string): Promise<ExpiredFile[]> {
  const base = url.replace(/\/+$/, "");
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" };
  const listed = await fetch(`${base}/rest/v1/rpc/${fn}`, { method: "POST", headers, body: "{}" });
  const body = (await listed.json()) as unknown;
  if (!listed.ok) throw new Error(`${fn} failed (${listed.status}): ${JSON.stringify(body)}`);
  const files = body as ExpiredFile[];

  const byBucket = new Map<string, string[]>();
  for (const f of files) byBucket.set(f.bucket_id, [...(byBucket.get(f.bucket_id) ?? []), f.name]);

  const removed: ExpiredFile[] = [];
  for (const [bucket, names] of byBucket) {
    // storage-api removes at most 1000 objects per request
    for (let i = 0; i < names.length; i += 1000) {
      const prefixes = names.slice(i, i + 1000);
      const res = await fetch(`${base}/storage/v1/object/${encodeURIComponent(bucket)}`, {
        method: "DELETE",
        headers,
        body: JSON.stringify({ prefixes }),
      });
      const out = (await res.json()) as unknown;
      if (!res.ok) throw new Error(`removing ${bucket} files failed (${res.status}): ${JSON.stringify(out)}`);
      for (const o of out as { name: string }[]) removed.push({ bucket_id: bucket, name: o.name });
    }
  }
  return removed;
}

/** One move of public.image_moves(). */
export interface ImageMove extends ExpiredFile {
  destination_bucket: string;
  destination_name: string;
}

/**
 * Withheld images (docs/change-history.md): asks `public.image_moves()` (service role only) which image files
 * are in the wrong place (a public bucket although no visitor can see a row showing them, or the private
 * `withheld-images` although one can again) and moves each through the Storage API's POST /object/move, as
 * hosted Supabase allows. A move another run already made answers "not found" and is skipped. Returns the moves made.
 */
export async function moveWithheldImages({ url, serviceRoleKey }: PurgeOptions): Promise<ImageMove[]> {
  const base = url.replace(/\/+$/, "");
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" };
  const listed = await fetch(`${base}/rest/v1/rpc/image_moves`, { method: "POST", headers, body: "{}" });
  const body = (await listed.json()) as unknown;
  if (!listed.ok) throw new Error(`image_moves failed (${listed.status}): ${JSON.stringify(body)}`);
  const moved: ImageMove[] = [];
  for (const m of body as ImageMove[]) {
    const res = await fetch(`${base}/storage/v1/object/move`, {
      method: "POST",
      headers,
      body: JSON.stringify({ bucketId: m.bucket_id, sourceKey: m.name, destinationBucket: m.destination_bucket, destinationKey: m.destination_name }),
    });
    const out = (await res.json().catch(() => null)) as unknown;
    // Not found (storage-api answers 400 with statusCode "404", newer versions 404): another run moved it.
    const gone = res.status === 404 || (out as { statusCode?: unknown } | null)?.statusCode === "404";
    if (res.ok) moved.push(m);
    else if (!gone) throw new Error(`moving ${m.bucket_id}/${m.name} failed (${res.status}): ${JSON.stringify(out)}`);
  }
  return moved;
}

/** Ten seconds: how often a running backend moves images (besides right after every write through the API). */
export const IMAGE_MOVES_INTERVAL_MS = 10 * 1000;

/** One hour: how often a running backend looks for expired files. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Five minutes: how often a running backend runs the registrations' clean-up (the retention erasure). */
export const REGISTRATION_PURGE_INTERVAL_MS = 5 * 60 * 1000;

/** Ten seconds: how often a running backend removes documents no application holds (besides right after an erasure). */
export const DOCUMENT_REMOVALS_INTERVAL_MS = 10 * 1000;
