/**
 * The spec's file names against the embedded local Supabase: an upload through the app's data layer is
 * stored as "<timestamp>.<ext>", its WebP variants are named after it and the row records their widths;
 * files stored under the old ".rsp" marker are renamed with their variants, rows and history by
 * supabase/local/file-names.ts (what the backend runs at start and scripts/migrate-file-names.ts runs
 * against a hosted project), a run that stopped half-way is finished, and a taken name is left alone.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { migrateFileNames } from "../../supabase/local/file-names.ts";
import { PNG_1x1, adminClient, anonClient, serviceClient, testEnv, type TestClient } from "../helpers/supabase";
import { expectImagesIn } from "../helpers/withheld";

const render = vi.hoisted(() => ({ variants: true }));
vi.mock("@/lib/image-variants", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/image-variants")>();
  const { default: sharp } = await import("sharp");
  // Rendering needs a browser canvas (the e2e upload journey covers it); here what is stored matters.
  const renderVariants = async () =>
    render.variants
      ? Promise.all(
          actual.VARIANT_WIDTHS.map(async (width) => {
            const bytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#1d4ed8" } }).webp().toBuffer();
            return { width, blob: new Blob([new Uint8Array(bytes)], { type: "image/webp" }) };
          }),
        )
      : [];
  return { ...actual, renderVariants };
});

const WIDTHS = [480, 960, 1600];
const png = (name = "foto.png") => new File([PNG_1x1], name, { type: "image/png" });
const variantsOf = (main: string) => WIDTHS.map((w) => main.replace(/\.[a-z0-9]+$/i, `.w${w}.webp`));
const publicUrl = (bucket: string, name: string) => `${testEnv().url}/storage/v1/object/public/${bucket}/${name}`;
const status = async (bucket: string, name: string) => {
  const res = await fetch(publicUrl(bucket, name));
  await res.arrayBuffer();
  return res.status;
};
const statuses = (bucket: string, names: string[]) => Promise.all(names.map((name) => status(bucket, name)));

let admin: TestClient;
let service: TestClient;
let seq = 0;
/** A fresh timestamp-like stem (13 digits), unique within this run. */
const stem = () => String(Date.now() + ++seq * 7919);

/** Stores a photo the way the old app did: "<stem>.rsp.<ext>" plus its three "<stem>.rsp.w<width>.webp" variants. */
async function storeOldStyle(bucket: string, s: string, ext = "png"): Promise<string> {
  const main = `${s}.rsp.${ext}`;
  for (const name of [main, ...variantsOf(main)]) {
    const type = name.endsWith(".webp") ? "image/webp" : `image/${ext === "jpg" ? "jpeg" : ext}`;
    await must(service.storage.from(bucket).upload(name, new Blob([new Uint8Array(PNG_1x1)], { type }), { contentType: type }));
  }
  return main;
}

async function facilityUsing(name: string, path: string) {
  const { data } = await admin
    .from("facilities")
    .insert({ name, description: "Uji nama file", image_url: publicUrl("facilities", path), file_path: path })
    .select()
    .single()
    .throwOnError();
  return data;
}

/** Awaits a supabase-js call and throws its error, if any. */
async function must<T extends { error: unknown }>(call: PromiseLike<T>): Promise<T> {
  const result = await call;
  if (result.error) throw result.error;
  return result;
}

const run = () => migrateFileNames({ url: testEnv().url, serviceRoleKey: testEnv().serviceRoleKey });

beforeAll(async () => {
  admin = await adminClient();
  service = serviceClient();
});

describe("uploads through the app's data layer", () => {
  let facilities: typeof import("@/features/facilities/api/facilities");
  let gallery: typeof import("@/features/gallery/api/gallery");
  let variants: typeof import("@/lib/image-variants");

  beforeAll(async () => {
    // The app's client reads its URL and key from import.meta.env when first imported.
    vi.stubEnv("VITE_SUPABASE_URL", testEnv().url);
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", testEnv().anonKey);
    const { authClient } = await import("@/lib/auth-client");
    const { error } = await authClient.auth.signInWithPassword({ email: "admin@example.com", password: "admin12345" });
    if (error) throw error;
    facilities = await import("@/features/facilities/api/facilities");
    gallery = await import("@/features/gallery/api/gallery");
    variants = await import("@/lib/image-variants");
  });

  it("stores '<timestamp>.<ext>' and its WebP variants, records their widths, and a replacement removes all four", async () => {
    const before = Date.now();
    const created = await facilities.createFacility({ name: "Lab Nama File", description: "Ruang uji", image: png("Foto Lab.PNG") });
    expect(created.file_path).toMatch(/^\d{13}\.png$/);
    expect(Number(created.file_path!.slice(0, 13))).toBeGreaterThanOrEqual(before);
    expect(created.image_url).toBe(publicUrl("facilities", created.file_path!));
    expect(created.image_variant_widths).toEqual(WIDTHS);
    expect(await statuses("facilities", [created.file_path!, ...variantsOf(created.file_path!)])).toEqual([200, 200, 200, 200]);
    // what a public page offers is exactly what was stored
    expect(variants.srcSetFor(created.image_url, created.image_variant_widths)).toBe(
      variantsOf(created.file_path!).map((name, i) => `${publicUrl("facilities", name)} ${WIDTHS[i]}w`).join(", "),
    );

    const updated = await facilities.updateFacility({ id: created.id, current: created, name: "Lab Nama File", description: "Ruang uji", image: png() });
    expect(updated.file_path).toMatch(/^\d{13}\.png$/);
    expect(updated.file_path).not.toBe(created.file_path);
    expect(updated.image_variant_widths).toEqual(WIDTHS);
    expect(await statuses("facilities", [created.file_path!, ...variantsOf(created.file_path!)])).not.toContain(200);
    expect(await statuses("facilities", [updated.file_path!, ...variantsOf(updated.file_path!)])).toEqual([200, 200, 200, 200]);
    await facilities.deleteFacility(updated);
  });

  it("records no widths (and stores no variants) when the browser could not render them", async () => {
    render.variants = false;
    try {
      const item = await gallery.createGalleryItem({ caption: "Tanpa varian", alt: "Foto tanpa varian", file: png() });
      expect(item.filePath).toMatch(/^\d{13}\.png$/);
      expect(item.image_variant_widths).toEqual([]);
      expect(await statuses("gallery", variantsOf(item.filePath))).not.toContain(200);
      expect(variants.responsiveImageProps(item.src, item.image_variant_widths, "100vw")).toEqual({ src: item.src });
      await gallery.deleteGalleryItem(item);
    } finally {
      render.variants = true;
    }
  });
});

describe("renaming files stored under the old '.rsp' marker", () => {
  it("moves the file and its variants to '<timestamp>.<ext>' names and points the rows and history at them", async () => {
    const s = stem();
    const oldMain = await storeOldStyle("facilities", s);
    // a row the old app wrote (no widths recorded), then edited once
    const row = await facilityUsing("Lab Lama", oldMain);
    await admin.from("facilities").update({ name: "Lab Lama Diubah" }).eq("id", row.id).throwOnError();
    // a deleted gallery photo that can still be restored
    const g = stem();
    const oldPhoto = await storeOldStyle("gallery", g, "jpg");
    const { data: photo } = await admin
      .from("gallery")
      .insert({ src: publicUrl("gallery", oldPhoto), filePath: oldPhoto, caption: "Foto lama", alt: "Foto lama", image_variant_widths: WIDTHS })
      .select()
      .single()
      .throwOnError();
    await admin.from("gallery").delete().eq("id", photo.id).throwOnError();

    const report = await run();
    expect(report.renamed).toContainEqual({ bucket: "facilities", from: oldMain, to: `${s}.png`, rows: 1 });
    expect(report.renamed).toContainEqual({ bucket: "gallery", from: oldPhoto, to: `${g}.jpg`, rows: 0 });

    const { data: renamed } = await admin.from("facilities").select("*").eq("id", row.id).single().throwOnError();
    expect(renamed).toMatchObject({ file_path: `${s}.png`, image_url: publicUrl("facilities", `${s}.png`), image_variant_widths: WIDTHS });
    expect(await statuses("facilities", [`${s}.png`, ...variantsOf(`${s}.png`)])).toEqual([200, 200, 200, 200]);
    expect(await statuses("facilities", [oldMain, ...variantsOf(oldMain)])).not.toContain(200);

    const { data: entries } = await admin.from("change_history").select("*").eq("table_name", "facilities").eq("row_id", String(row.id)).order("id").throwOnError();
    const [insert, edit, rename] = entries as { action: string; actor_role: string; old_data: Record<string, unknown> | null; new_data: Record<string, unknown> }[];
    expect(insert.new_data).toMatchObject({ file_path: `${s}.png`, image_url: publicUrl("facilities", `${s}.png`), image_variant_widths: WIDTHS });
    expect(edit.old_data).toMatchObject({ file_path: `${s}.png` });
    expect(edit.new_data).toMatchObject({ file_path: `${s}.png` });
    // the rename itself is recorded, by the system
    expect(rename).toMatchObject({ action: "UPDATE", actor_role: "service_role" });
    expect(rename.old_data).toMatchObject({ file_path: oldMain, image_variant_widths: [] });
    expect(rename.new_data).toMatchObject({ file_path: `${s}.png`, image_variant_widths: WIDTHS });

    // the deleted photo comes back under its new name, variants included
    const { data: deletion } = await admin
      .from("change_history")
      .select("id, old_data")
      .eq("table_name", "gallery")
      .eq("row_id", String(photo.id))
      .eq("action", "DELETE")
      .single()
      .throwOnError();
    expect(deletion.old_data).toMatchObject({ filePath: `${g}.jpg`, src: publicUrl("gallery", `${g}.jpg`) });
    await must(admin.rpc("restore_deleted", { p_history_id: deletion.id }));
    const { data: restored } = await admin.from("gallery").select("*").eq("id", photo.id).single().throwOnError();
    expect(restored).toMatchObject({ filePath: `${g}.jpg`, src: publicUrl("gallery", `${g}.jpg`), image_variant_widths: WIDTHS });
    // (the renamed files of the deleted photo were withheld from public view until the restore)
    await expectImagesIn("gallery", [`${g}.jpg`, ...variantsOf(`${g}.jpg`)], "public", { own: false });
    expect(await statuses("gallery", [`${g}.jpg`, ...variantsOf(`${g}.jpg`)])).toEqual([200, 200, 200, 200]);

    // nothing left to do for these
    const again = await run();
    expect(again.renamed.map((r) => r.from)).not.toContain(oldMain);
    expect(again.skipped.map((r) => r.name)).not.toContain(oldMain);
  });

  it("records only the variant widths actually stored", async () => {
    const s = stem();
    const oldMain = await storeOldStyle("programs", s, "jpg");
    await service.storage.from("programs").remove([`${s}.rsp.w1600.webp`]);
    const { data: program } = await admin
      .from("programs")
      .insert({ name: `Program Nama File ${s}`, description: "Uji", duration: "8 JP", category: "PBL", image_url: publicUrl("programs", oldMain), file_path: oldMain, image_variant_widths: WIDTHS })
      .select()
      .single()
      .throwOnError();
    expect((await run()).renamed).toContainEqual({ bucket: "programs", from: oldMain, to: `${s}.jpg`, rows: 1 });
    const { data } = await admin.from("programs").select("file_path, image_variant_widths").eq("id", program.id).single().throwOnError();
    expect(data).toEqual({ file_path: `${s}.jpg`, image_variant_widths: [480, 960] });
  });

  it("finishes a run that stopped after copying, or after renaming the rows", async () => {
    // stopped after copying the main file (a leftover copy with other bytes is replaced)
    const a = stem();
    const oldA = await storeOldStyle("facilities", a);
    const rowA = await facilityUsing("Lab Salinan Tertinggal", oldA);
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    await must(service.storage.from("facilities").upload(`${a}.png`, new Blob([gif], { type: "image/gif" }), { contentType: "image/gif" }));

    // stopped after pointing the rows at the new name, before removing the old objects
    const b = stem();
    const oldB = await storeOldStyle("facilities", b);
    const rowB = await facilityUsing("Lab Belum Dibersihkan", oldB);
    for (const name of [oldB, ...variantsOf(oldB)]) {
      await must(service.storage.from("facilities").copy(name, name.replace(".rsp.", ".")));
    }
    const { data: changed } = await service.rpc("rename_legacy_image", { p_bucket: "facilities", p_name: oldB, p_variant_widths: WIDTHS }).throwOnError();
    expect(changed).toBe(1);

    const report = await run();
    expect(report.renamed).toContainEqual({ bucket: "facilities", from: oldA, to: `${a}.png`, rows: 1 });
    expect(report.renamed).toContainEqual({ bucket: "facilities", from: oldB, to: `${b}.png`, rows: 0 });
    const res = await fetch(publicUrl("facilities", `${a}.png`));
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1x1)).toBe(true);
    for (const [id, s] of [[rowA.id, a], [rowB.id, b]] as const) {
      const { data } = await admin.from("facilities").select("file_path, image_variant_widths").eq("id", id).single().throwOnError();
      expect(data).toEqual({ file_path: `${s}.png`, image_variant_widths: WIDTHS });
      expect(await statuses("facilities", [`${s}.rsp.png`, ...variantsOf(`${s}.rsp.png`)])).not.toContain(200);
    }
  });

  it("leaves a file alone when its new name is already used by other data, and says why", async () => {
    const s = stem();
    const oldMain = await storeOldStyle("facilities", s);
    const user = await facilityUsing("Lab Nama Lama", oldMain);
    await must(service.storage.from("facilities").upload(`${s}.png`, new Blob([new Uint8Array(PNG_1x1)], { type: "image/png" }), { contentType: "image/png" }));
    const other = await facilityUsing("Lab Nama Baru", `${s}.png`);

    const report = await run();
    expect(report.skipped).toContainEqual({ bucket: "facilities", name: oldMain, reason: `${s}.png is already used by other data` });
    const { data } = await admin.from("facilities").select("id, file_path").in("id", [user.id, other.id]).order("id").throwOnError();
    expect(data).toEqual([
      { id: user.id, file_path: oldMain },
      { id: other.id, file_path: `${s}.png` },
    ]);
    expect(await statuses("facilities", [oldMain, ...variantsOf(oldMain), `${s}.png`])).toEqual([200, 200, 200, 200, 200]);

    // leave nothing for later runs to report
    await admin.from("facilities").delete().in("id", [user.id, other.id]).throwOnError();
    await service.storage.from("facilities").remove([oldMain, ...variantsOf(oldMain), `${s}.png`]);
  });

  it("lets only the service role rename, and never to a name that is not stored", async () => {
    const s = stem();
    const oldMain = await storeOldStyle("facilities", s);
    const row = await facilityUsing("Lab Belum Disalin", oldMain);

    const refused = await service.rpc("rename_legacy_image", { p_bucket: "facilities", p_name: oldMain, p_variant_widths: WIDTHS });
    expect(refused.error?.message).toBe(`File facilities/${s}.png belum ada: salin dulu ${oldMain} ke nama barunya.`);
    const unmarked = await service.rpc("rename_legacy_image", { p_bucket: "facilities", p_name: `${s}.png`, p_variant_widths: WIDTHS });
    expect(unmarked.error?.message).toBe(`Nama file ${s}.png tidak memakai penanda lama ".rsp".`);
    const { data } = await admin.from("facilities").select("file_path").eq("id", row.id).single().throwOnError();
    expect(data.file_path).toBe(oldMain);

    for (const client of [admin, anonClient()]) {
      expect((await client.rpc("rename_legacy_image", { p_bucket: "facilities", p_name: oldMain, p_variant_widths: WIDTHS })).error?.code).toBe("42501");
      expect((await client.rpc("legacy_image_renames")).error?.code).toBe("42501");
    }
    await run();
  });
});
