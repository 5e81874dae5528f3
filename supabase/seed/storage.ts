// Storage part of the demo seed: uploads the demo images (supabase/seed/images/, committed) through the
// storage API with the service role, then points the seeded rows at their public URLs.
// Called by the embedded local backend once the gateway listens on first start (after seed.sql);
// also usable against `supabase start` or any project seeded with seed.sql.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createClient } from "@supabase/supabase-js";
import {
  ADMIN,
  ADMIN_AVATAR,
  BANNERS,
  DEFAULT_LOCAL_URL,
  FACILITIES,
  GALLERY,
  PROGRAMS,
  allSeedImages,
  bannerImage,
  facilityImage,
  galleryImage,
  programImage,
  publicUrl,
  type SeedImage,
} from "./data";

export const SEED_IMAGES_DIR = fileURLToPath(new URL("./images/", import.meta.url));

export interface SeedStorageOptions {
  /** Base URL of the API gateway, e.g. http://127.0.0.1:54321 */
  url: string;
  serviceRoleKey: string;
  anonKey: string;
  /** Progress output (default: none; the caller reports completion). */
  log?: (message: string) => void;
  /** Non-fatal problems (default: console.warn). Upload and row-update failures throw instead. */
  warn?: (message: string) => void;
}

/** The committed JPEG of a seed image, or (if missing) a freshly rendered one. */
export async function loadSeedImage(img: SeedImage): Promise<Buffer> {
  try {
    return await readFile(SEED_IMAGES_DIR + img.file);
  } catch {
    const { renderJpeg } = await import("./images");
    return renderJpeg(img);
  }
}

export async function seedStorage(opts: SeedStorageOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const base = opts.url.replace(/\/+$/, "");
  const supabase = createClient(base, opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  // 1. Upload every image (upsert: seeding twice is harmless).
  const images = allSeedImages();
  for (const img of images) {
    const body = await loadSeedImage(img);
    const { error } = await supabase.storage
      .from(img.bucket)
      .upload(img.path, body, { contentType: "image/jpeg", upsert: true, cacheControl: "3600" });
    if (error) throw new Error(`seedStorage: upload ${img.bucket}/${img.path} failed: ${error.message}`);
  }

  // 2. Point the rows at the uploaded objects.
  const url = (img: SeedImage) => publicUrl(base, img.bucket, img.path);
  const updates: Array<{ table: string; column: string; value: string; key: string; keyValue: string }> = [
    ...PROGRAMS.map(programImage).map((img) => ({ table: "programs", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
    ...FACILITIES.map(facilityImage).map((img) => ({ table: "facilities", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
    ...GALLERY.map(galleryImage).map((img) => ({ table: "gallery", column: "src", value: url(img), key: "filePath", keyValue: img.path })),
    ...BANNERS.map(bannerImage).map((img) => ({ table: "hero_banners", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
    { table: "profiles", column: "avatar_url", value: url(ADMIN_AVATAR), key: "id", keyValue: ADMIN.id },
  ];
  let missing = 0;
  for (const u of updates) {
    const { data, error } = await supabase
      .from(u.table)
      .update({ [u.column]: u.value })
      .eq(u.key, u.keyValue)
      .select("id");
    if (error) throw new Error(`seedStorage: update ${u.table}.${u.column} (${u.keyValue}) failed: ${error.message}`);
    if (!data || data.length === 0) missing++;
  }
  if (missing) warn(`seedStorage: ${missing} seeded row(s) not found (was supabase/seed.sql applied?)`);

  // 3. The admin's session metadata (the admin panel shows user_metadata.avatar_url). seed.sql already
  //    stores the default local URL, so a backend without the auth admin API only matters for other URLs.
  if (base !== DEFAULT_LOCAL_URL) {
    const { error: metaError } = await supabase.auth.admin.updateUserById(ADMIN.id, {
      user_metadata: { first_name: ADMIN.first_name, last_name: ADMIN.last_name, avatar_url: url(ADMIN_AVATAR) },
    });
    if (metaError) warn(`seedStorage: admin user_metadata.avatar_url not updated (${metaError.message})`);
  }

  // 4. Anonymous visitors must be able to fetch the public images.
  const probe = url(ADMIN_AVATAR);
  const res = await fetch(probe, { headers: { apikey: opts.anonKey } });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) warn(`seedStorage: public image check failed (${res.status} for ${probe})`);

  log(`seedStorage: ${images.length} images uploaded to programs, facilities, gallery, hero_banners, avatars`);
}
