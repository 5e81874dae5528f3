// Storage part of the demo seed: uploads the demo photos (rendered at seed time and cached, see
// photo-cache.ts) and their WebP variants through the storage API with the service role, then points
// the seeded rows at their public URLs.
// Called by the embedded local backend once the gateway listens on first start (after seed.sql);
// also usable against `supabase start` or any project seeded with seed.sql.
import { createClient } from "@supabase/supabase-js";
import {
  ADMIN,
  ADMIN_AVATAR,
  ANNOUNCEMENTS,
  announcementImage,
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
import { seedObjects } from "./photo-cache";
import { seedRegistrations } from "./registrations";

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

export async function seedStorage(opts: SeedStorageOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const base = opts.url.replace(/\/+$/, "");
  const supabase = createClient(base, opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  // 1. Upload every image (upsert: seeding twice is harmless).
  const images = allSeedImages();
  let objects = 0;
  for (const img of images) {
    for (const object of await seedObjects(img)) {
      const { error } = await supabase.storage
        .from(img.bucket)
        .upload(object.path, object.body, { contentType: object.contentType, upsert: true, cacheControl: "3600" });
      if (error) throw new Error(`seedStorage: upload ${img.bucket}/${object.path} failed: ${error.message}`);
      objects++;
    }
  }

  // 2. Point the rows at the uploaded objects.
  const url = (img: SeedImage) => publicUrl(base, img.bucket, img.path);
  const updates: Array<{ table: string; column: string; value: string; key: string; keyValue: string }> = [
    ...PROGRAMS.map(programImage).map((img) => ({ table: "programs", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
    ...FACILITIES.map(facilityImage).map((img) => ({ table: "facilities", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
    ...GALLERY.map(galleryImage).map((img) => ({ table: "gallery", column: "src", value: url(img), key: "filePath", keyValue: img.path })),
    ...BANNERS.map(bannerImage).map((img) => ({ table: "hero_banners", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
    ...ANNOUNCEMENTS.flatMap((a) => announcementImage(a) ?? []).map((img) => ({ table: "announcements", column: "image_url", value: url(img), key: "file_path", keyValue: img.path })),
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

  log(`seedStorage: ${images.length} photos (${objects} objects with their WebP variants) uploaded to programs, facilities, gallery, hero_banners, announcements, avatars`);

  // 5. Demo registrations with their documents (private bucket), through the visitor's own functions.
  await seedRegistrations({ url: base, serviceRoleKey: opts.serviceRoleKey, anonKey: opts.anonKey, log });
}
