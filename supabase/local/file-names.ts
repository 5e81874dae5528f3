/**
 * Gives image files stored under the old ".rsp" marker (1717.rsp.jpg with 1717.rsp.w480.webp, ...)
 * the spec's names (1717.jpg with 1717.w480.webp, ...), through the Storage API, the only way hosted
 * Supabase allows (its objects live in S3). For each main file:
 *   1. copy the file and its variants to their new names (the old ones keep serving meanwhile);
 *   2. public.rename_legacy_image() points the rows and the history at the new name and records the
 *      variant widths, in one transaction (it refuses while the new object is missing);
 *   3. remove the old objects.
 * So no row ever points at a missing file, and a run that stops half-way is finished by the next one.
 * The embedded backend runs it at start (old data folders); `scripts/migrate-file-names.ts` runs it once
 * against a hosted project after `supabase db push`. Plain fetch, service-role key. See docs/performance.md.
 */
export interface RenameOptions {
  /** Project URL, e.g. http://127.0.0.1:54321 or https://<ref>.supabase.co */
  url: string;
  serviceRoleKey: string;
}

/** One row of public.legacy_image_renames(): a marked main file, its variants and what renaming it involves. */
interface LegacyImage {
  bucket_id: string;
  old_name: string;
  new_name: string;
  variant_widths: number[];
  objects: { from: string; to: string; exists: boolean }[];
  old_needed: boolean;
  new_needed: boolean;
}

export interface RenameReport {
  /** Main files now stored under their new name (rows: how many rows were pointed at it). */
  renamed: { bucket: string; from: string; to: string; rows: number }[];
  /** Main files left as they were, with the reason (run again after fixing it). */
  skipped: { bucket: string; name: string; reason: string }[];
}

const PAGE = 500;

export async function migrateFileNames({ url, serviceRoleKey }: RenameOptions): Promise<RenameReport> {
  const base = url.replace(/\/+$/, "");
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" };
  const call = async (path: string, init: RequestInit, extraHeaders: Record<string, string> = {}): Promise<unknown> => {
    const res = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...extraHeaders } });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path} (${res.status}): ${(body as { message?: string })?.message ?? text}`);
    return body;
  };
  const remove = (bucket: string, names: string[]) =>
    call(`/storage/v1/object/${encodeURIComponent(bucket)}`, { method: "DELETE", body: JSON.stringify({ prefixes: names }) });

  const report: RenameReport = { renamed: [], skipped: [] };
  // Renamed files leave the list; skipped ones stay in front of those not yet seen (same order).
  for (;;) {
    const page = (await call(
      `/rest/v1/rpc/legacy_image_renames?order=bucket_id.asc,old_name.asc&offset=${report.skipped.length}&limit=${PAGE}`,
      { method: "POST", body: "{}" },
    )) as LegacyImage[];
    if (page.length === 0) return report;
    for (const image of page) {
      const skip = (reason: string) => report.skipped.push({ bucket: image.bucket_id, name: image.old_name, reason });
      const oldNames = image.objects.map((o) => o.from);
      if (image.new_needed && image.old_needed) {
        skip(`${image.new_name} is already used by other data`);
        continue;
      }
      if (image.new_needed) {
        // Renamed by an earlier run that stopped before removing the old objects.
        try {
          await remove(image.bucket_id, oldNames);
          report.renamed.push({ bucket: image.bucket_id, from: image.old_name, to: image.new_name, rows: 0 });
        } catch (error) {
          skip(`removing the old objects failed: ${(error as Error).message}`);
        }
        continue;
      }
      // A new name taken by nothing that is needed is a copy left by an earlier run: replaced.
      const copied: string[] = [];
      let rows: number;
      try {
        for (const object of image.objects) {
          await call(
            "/storage/v1/object/copy",
            { method: "POST", body: JSON.stringify({ bucketId: image.bucket_id, sourceKey: object.from, destinationKey: object.to }) },
            { "x-upsert": "true" },
          );
          copied.push(object.to);
        }
        rows = (await call("/rest/v1/rpc/rename_legacy_image", {
          method: "POST",
          body: JSON.stringify({ p_bucket: image.bucket_id, p_name: image.old_name, p_variant_widths: image.variant_widths }),
        })) as number;
      } catch (error) {
        // Nothing points at the copies yet: take them away again.
        if (copied.length) await remove(image.bucket_id, copied).catch(() => undefined);
        skip((error as Error).message);
        continue;
      }
      try {
        await remove(image.bucket_id, oldNames);
      } catch (error) {
        skip(`renamed, but removing the old objects failed (run again): ${(error as Error).message}`);
        continue;
      }
      report.renamed.push({ bucket: image.bucket_id, from: image.old_name, to: image.new_name, rows });
    }
    if (page.length < PAGE) return report;
  }
}
