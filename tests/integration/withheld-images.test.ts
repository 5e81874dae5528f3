/**
 * Withheld images (issue 24, "Findings", privacy; migration 20261127000001_withheld_images.sql): a public URL
 * reaches exactly the images a visitor can see. The image of a deleted row and its WebP variants, an image an
 * edit replaced, the image of an announcement before its publish date and of a banner before its period are
 * moved into the private bucket `withheld-images` (no public URL, no /object/info) and back when a visitor can
 * see them again (restore, publish date, period). Only the service role moves; administrators read them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { moveWithheldImages, purgeExpiredFiles } from "../../supabase/local/retention.ts";
import { adminClient, anonClient, createMember, createNonAdminUser, pngFile, serviceClient, sql, testEnv, type TestClient } from "../helpers/supabase";
import { expectImagesIn, imagePlace } from "../helpers/withheld";

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A main file and its three WebP variants in `bucket`, as the panel's upload stores them. */
async function uploadWithVariants(bucket: string) {
  const stem = unique();
  const main = `${stem}.png`;
  const variants = [480, 960, 1600].map((w) => `${stem}.w${w}.webp`);
  for (const name of [main, ...variants]) {
    const { error } = await admin.storage.from(bucket).upload(name, pngFile());
    if (error) throw error;
  }
  const url = `${testEnv().url}/storage/v1/object/public/${bucket}/${main}`;
  return { main, variants, names: [main, ...variants], url, widths: [480, 960, 1600] };
}

async function status(url: string, init?: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res.status;
}

const publicUrl = (bucket: string, name: string) => `${testEnv().url}/storage/v1/object/public/${bucket}/${name}`;
const infoUrl = (bucket: string, name: string) => `${testEnv().url}/storage/v1/object/info/public/${bucket}/${name}`;

describe("the image of a deleted row", () => {
  it("is withheld with its variants right after the delete (no public URL, no /object/info), and public again after a restore", async () => {
    const file = await uploadWithVariants("programs");
    const { data: program } = await admin
      .from("programs")
      .insert({ name: "Program Ditahan", description: "Deskripsi", duration: "80 JP", category: "PBL", image_url: file.url, file_path: file.main, image_variant_widths: file.widths })
      .select()
      .single()
      .throwOnError();
    await expectImagesIn("programs", file.names, "public");
    for (const name of file.names) expect(await status(publicUrl("programs", name))).toBe(200);

    await admin.from("programs").delete().eq("id", program.id).throwOnError();
    // At once: the embedded backend answers a write after the moves it causes (no waiting, nobody else's run).
    for (const name of file.names) expect(await imagePlace("programs", name)).toBe("withheld");
    for (const name of file.names) {
      expect(await status(publicUrl("programs", name))).toBe(400);
      expect(await status(infoUrl("programs", name))).not.toBe(200);
      expect(await status(`${testEnv().url}/storage/v1/object/public/withheld-images/programs/${name}`)).toBe(400);
    }
    // Visitors cannot read the private bucket with the anon key either.
    const anonRead = await anonClient().storage.from("withheld-images").download(`programs/${file.main}`);
    expect(anonRead.data).toBeNull();
    // Administrators can (the panel's preview).
    const adminRead = await admin.storage.from("withheld-images").download(`programs/${file.main}`);
    expect(adminRead.error).toBeNull();
    expect(adminRead.data?.size).toBe(pngFile().size);

    const { data: entry } = await admin
      .from("change_history")
      .select("id")
      .eq("table_name", "programs")
      .eq("row_id", String(program.id))
      .eq("action", "DELETE")
      .single()
      .throwOnError();
    const restored = await admin.rpc("restore_deleted", { p_history_id: entry.id });
    expect(restored.error).toBeNull();
    for (const name of file.names) expect(await imagePlace("programs", name)).toBe("public");
    for (const name of file.names) expect(await status(publicUrl("programs", name))).toBe(200);
  });

  it("an image an edit replaced is withheld; the clean-up removes withheld files after the retention period", async () => {
    const first = await uploadWithVariants("facilities");
    const second = await uploadWithVariants("facilities");
    const { data: facility } = await admin
      .from("facilities")
      .insert({ name: "Lab Diganti", description: "Deskripsi", image_url: first.url, file_path: first.main, image_variant_widths: first.widths })
      .select()
      .single()
      .throwOnError();
    await admin.from("facilities").update({ image_url: second.url, file_path: second.main }).eq("id", facility.id).throwOnError();
    await expectImagesIn("facilities", first.names, "withheld");
    await expectImagesIn("facilities", second.names, "public");

    const { url, serviceRoleKey } = testEnv();
    expect(await purgeExpiredFiles({ url, serviceRoleKey })).not.toContainEqual({ bucket_id: "withheld-images", name: `facilities/${first.main}` });
    await sql("update storage.objects set created_at = now() - interval '40 days' where bucket_id = 'withheld-images' and name = any($1::text[])", [
      first.names.map((n) => `facilities/${n}`),
    ]);
    await sql("update public.change_history set changed_at = now() - interval '31 days' where table_name = 'facilities' and row_id = $1", [String(facility.id)]);
    const removed = await purgeExpiredFiles({ url, serviceRoleKey });
    for (const name of first.names) expect(removed).toContainEqual({ bucket_id: "withheld-images", name: `facilities/${name}` });
    for (const name of first.names) expect(await imagePlace("facilities", name)).toBe("gone");
    expect(await imagePlace("facilities", second.main)).toBe("public");
  });

  it("a fresh upload no row mentions yet stays public for an hour (the row is written right after it), then is withheld", async () => {
    const file = await uploadWithVariants("gallery");
    await moveWithheldImages({ url: testEnv().url, serviceRoleKey: testEnv().serviceRoleKey });
    expect(await imagePlace("gallery", file.main)).toBe("public");
    await sql("update storage.objects set created_at = now() - interval '61 minutes' where bucket_id = 'gallery' and name = any($1::text[])", [file.names]);
    await expectImagesIn("gallery", file.names, "withheld");
  });
});

describe("images of what visitors cannot see yet", () => {
  it("an announcement's image is withheld until its publish date, then public", async () => {
    const file = await uploadWithVariants("announcements");
    const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const { data: a } = await admin
      .from("announcements")
      .insert({ title: "Pengumuman Terjadwal", body: "Isi.", published_at: future, image_url: file.url, file_path: file.main, image_variant_widths: file.widths })
      .select()
      .single()
      .throwOnError();
    await expectImagesIn("announcements", file.names, "withheld", { own: false });
    expect(await status(file.url)).toBe(400);
    expect((await anonClient().from("announcements").select("id").eq("id", a.id)).data).toEqual([]);

    // The date is reached (as the clock would): the image is public with the announcement.
    await sql("update public.announcements set published_at = now() - interval '1 minute' where id = $1", [a.id]);
    await expectImagesIn("announcements", file.names, "public");
    expect(await status(file.url)).toBe(200);
    expect((await anonClient().from("announcements").select("id").eq("id", a.id)).data).toEqual([{ id: a.id }]);
  });

  it("a hero banner's image is withheld before its period and public during it", async () => {
    const file = await uploadWithVariants("hero_banners");
    const { data: banner } = await admin
      .from("hero_banners")
      .insert({ title: "Banner Nanti", image_url: file.url, file_path: file.main, start_date: "2099-01-01", end_date: "2099-01-31" })
      .select()
      .single()
      .throwOnError();
    await expectImagesIn("hero_banners", file.names, "withheld", { own: false });
    const today = new Date().toISOString().slice(0, 10);
    await admin.from("hero_banners").update({ start_date: today, end_date: "2099-01-31" }).eq("id", banner.id).throwOnError();
    await expectImagesIn("hero_banners", file.names, "public", { own: false });
  });

  it("every image a visitor's rows show is public, and no other content image is", async () => {
    const { url, serviceRoleKey } = testEnv();
    await moveWithheldImages({ url, serviceRoleKey });
    const anon = anonClient();
    const tables = [
      ["programs", "programs", "file_path"],
      ["facilities", "facilities", "file_path"],
      ["gallery", "gallery", "filePath"],
      ["hero_banners", "hero_banners", "file_path"],
      ["announcements", "announcements", "file_path"],
    ] as const;
    for (const [table, bucket, column] of tables) {
      const seen = new Set(((await anon.from(table).select(column)).data ?? []).map((r) => (r as unknown as Record<string, string | null>)[column]).filter(Boolean));
      const all = ((await admin.from(table).select(column)).data ?? []).map((r) => (r as unknown as Record<string, string | null>)[column]).filter(Boolean) as string[];
      for (const name of all) {
        const place = await imagePlace(bucket, name);
        if (place === "gone") continue; // seeded rows may point at files never uploaded
        expect({ table, name, place }).toEqual({ table, name, place: seen.has(name) ? "public" : "withheld" });
      }
    }
  });
});

describe("who may move and read withheld images", () => {
  it("image_moves() is the service role's only; visitors, signed-in users and members cannot call it", async () => {
    const user = await createNonAdminUser();
    const operator = await createMember("operator");
    for (const client of [anonClient(), user.client, operator.client, admin]) {
      const { data, error } = await client.rpc("image_moves");
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    const { error } = await serviceClient().rpc("image_moves");
    expect(error).toBeNull();
  });

  it("members read withheld images but cannot write or move into them; signed-in non-members read nothing", async () => {
    const file = await uploadWithVariants("programs");
    await sql("update storage.objects set created_at = now() - interval '2 hours' where bucket_id = 'programs' and name = any($1::text[])", [file.names]);
    await expectImagesIn("programs", file.names, "withheld");
    const operator = await createMember("operator");
    const user = await createNonAdminUser();

    expect((await operator.client.storage.from("withheld-images").download(`programs/${file.main}`)).error).toBeNull();
    expect((await user.client.storage.from("withheld-images").download(`programs/${file.main}`)).data).toBeNull();
    expect((await user.client.storage.from("withheld-images").list("programs")).data ?? []).toEqual([]);

    const upload = await operator.client.storage.from("withheld-images").upload(`programs/${unique()}.png`, pngFile());
    expect(upload.error).not.toBeNull();
    // An administrator cannot move a live image out of view, nor a withheld one back, through the API.
    const live = await uploadWithVariants("facilities");
    const out = await admin.storage.from("facilities").move(live.main, `facilities/${live.main}`, { destinationBucket: "withheld-images" });
    expect(out.error).not.toBeNull();
    expect(await imagePlace("facilities", live.main)).toBe("public");
    const back = await admin.storage.from("withheld-images").move(`programs/${file.main}`, file.main, { destinationBucket: "programs" });
    expect(back.error).not.toBeNull();
    expect(await imagePlace("programs", file.main)).toBe("withheld");
  });

  it("the embedded /object/move answers malformed and impossible moves with a 4xx and keeps serving", async () => {
    const { url, serviceRoleKey } = testEnv();
    const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" };
    // Answers as storage-api's: HTTP status and the statusCode of the body.
    const move = async (body: string) => {
      const res = await fetch(`${url}/storage/v1/object/move`, { method: "POST", headers, body });
      const out = (await res.json()) as { statusCode?: string };
      return `${res.status} ${out.statusCode ?? ""}`.trim();
    };
    expect(await move("{")).toMatch(/^400/);
    expect(await move(JSON.stringify({ bucketId: "programs" }))).toMatch(/^400/);
    expect(await move(JSON.stringify({ bucketId: "programs", sourceKey: "tidak-ada.png", destinationKey: "x.png" }))).toBe("400 404");
    expect(await move(JSON.stringify({ bucketId: "programs", sourceKey: "a.png", destinationKey: "b.png", destinationBucket: "tidak-ada" }))).toMatch(/^(400|404) 404$/);
    const a = await uploadWithVariants("gallery");
    const b = await uploadWithVariants("gallery");
    expect(await move(JSON.stringify({ bucketId: "gallery", sourceKey: a.main, destinationKey: b.main }))).toMatch(/^(400|409) 409$/);
    expect(await imagePlace("gallery", a.main)).toBe("public");
    expect(await move(JSON.stringify({ bucketId: "gallery", sourceKey: a.main, destinationKey: `moved-${a.main}` }))).toBe("200");
    expect(await status(publicUrl("gallery", `moved-${a.main}`))).toBe(200);
    expect(await status(publicUrl("gallery", a.main))).toBe(400);
  });
});
