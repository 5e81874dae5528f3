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

/** One hour: how often a running backend looks for expired files. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Five minutes: how often a running backend runs the registrations' clean-up (a withdrawal's files go within it). */
export const REGISTRATION_PURGE_INTERVAL_MS = 5 * 60 * 1000;
