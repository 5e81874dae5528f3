/**
 * Where a content image is stored now (migration 20261127000001_withheld_images.sql): in its public bucket,
 * withheld in the private `withheld-images` bucket as `<bucket>/<name>`, or gone. The backend moves files
 * right after every write through the API (and every 10 seconds), so tests wait for the place they expect.
 */
import { expect } from "vitest";
import { moveWithheldImages } from "../../supabase/local/retention.ts";
import { sql, testEnv } from "./supabase";

export type ImagePlace = "public" | "withheld" | "gone";

export async function imagePlace(bucket: string, name: string): Promise<ImagePlace> {
  const rows = await sql<{ bucket_id: string }>(
    "select bucket_id from storage.objects where (bucket_id = $1 and name = $2) or (bucket_id = 'withheld-images' and name = $1 || '/' || $2)",
    [bucket, name],
  );
  if (rows.length === 0) return "gone";
  return rows.some((r) => r.bucket_id === bucket) ? "public" : "withheld";
}

/**
 * Waits until every named file of the bucket is in `place`. By default each check first runs the moves itself
 * (what the backend does every 10 seconds: for changes made in SQL); `{ own: false }` waits for the backend's
 * run after a write through the API alone.
 */
export async function expectImagesIn(bucket: string, names: string[], place: ImagePlace, { own = true } = {}): Promise<void> {
  await expect
    .poll(
      async () => {
        if (own) await moveWithheldImages({ url: testEnv().url, serviceRoleKey: testEnv().serviceRoleKey });
        return Promise.all(names.map((name) => imagePlace(bucket, name)));
      },
      { timeout: 15_000, interval: 100 },
    )
    .toEqual(names.map(() => place));
}
