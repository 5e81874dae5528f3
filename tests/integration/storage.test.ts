/**
 * /storage/v1 of the embedded local Supabase through real supabase-js (storage-js):
 * upload (multipart and raw), public URL, download content type and cache headers,
 * upsert/duplicate, remove, list, bucket limits (mime type, size), error shapes.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { PNG_1x1, adminClient, anonClient, pngFile, serviceClient, sql, testEnv, userId, type TestClient } from "../helpers/supabase";

let admin: TestClient;
let adminId: string;
const tag = `t${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await adminClient();
  adminId = await userId(admin);
});

describe("upload, public URL, download, remove", () => {
  it("uploads a File (multipart), serves it publicly with its content type and cache headers, and removes it", async () => {
    const path = `${tag}/photo.png`;
    const up = await admin.storage.from("gallery").upload(path, pngFile());
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `gallery/${path}` });
    expect(typeof up.data!.id).toBe("string");

    const { data } = admin.storage.from("gallery").getPublicUrl(path);
    expect(data.publicUrl).toBe(`${testEnv().url}/storage/v1/object/public/gallery/${path}`);
    const res = await fetch(data.publicUrl, { headers: { origin: "http://localhost:5173" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("max-age=3600");
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1x1)).toBe(true);

    const cached = await fetch(data.publicUrl, { headers: { "if-none-match": etag! } });
    expect(cached.status).toBe(304);

    // Anonymous visitors read public objects without any key.
    const head = await fetch(data.publicUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG_1x1.length));

    const dl = await anonClient().storage.from("gallery").download(path);
    expect(dl.error).toBeNull();
    expect(dl.data?.type).toBe("image/png");
    expect(dl.data?.size).toBe(PNG_1x1.length);

    const rm = await admin.storage.from("gallery").remove([path]);
    expect(rm.error).toBeNull();
    expect(rm.data?.map((o) => o.name)).toEqual([path]);
    const gone = await fetch(data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({ statusCode: "404", error: "not_found", message: "Object not found" });
  });

  it("uploads a raw body with the given content type and cache control", async () => {
    const path = `${tag}/raw.jpg`;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    const up = await admin.storage.from("programs").upload(path, jpeg, { contentType: "image/jpeg", cacheControl: "60" });
    expect(up.error).toBeNull();
    const res = await fetch(admin.storage.from("programs").getPublicUrl(path).data.publicUrl);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("max-age=60");
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);
    const info = await admin.storage.from("programs").info(path);
    expect(info.data).toMatchObject({ name: path, bucketId: "programs", size: jpeg.length, contentType: "image/jpeg" });
    expect((await admin.storage.from("programs").exists(path)).data).toBe(true);
    expect((await admin.storage.from("programs").exists(`${tag}/none.jpg`)).data).toBe(false);
    await admin.storage.from("programs").remove([path]);
  });

  it("refuses a duplicate path (409) unless upsert is set, and upsert replaces the bytes", async () => {
    const path = `${tag}/dup.png`;
    expect((await admin.storage.from("facilities").upload(path, pngFile())).error).toBeNull();
    const dup = await admin.storage.from("facilities").upload(path, pngFile());
    expect(dup.error).toMatchObject({ statusCode: "409", status: 400, message: "The resource already exists" });

    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const up = await admin.storage.from("facilities").upload(path, new File([gif], "x.gif", { type: "image/gif" }), { upsert: true });
    expect(up.error).toBeNull();
    const res = await fetch(admin.storage.from("facilities").getPublicUrl(path).data.publicUrl);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await res.arrayBuffer()).equals(gif)).toBe(true);

    const upd = await admin.storage.from("facilities").update(path, pngFile());
    expect(upd.error).toBeNull();
    const res2 = await fetch(admin.storage.from("facilities").getPublicUrl(path).data.publicUrl);
    expect(res2.headers.get("content-type")).toBe("image/png");
    await res2.arrayBuffer();
    await admin.storage.from("facilities").remove([path]);
  });

  it("copies an object (storage-js copy) with its content type; a taken name needs x-upsert; visitors may not copy", async () => {
    const source = `${tag}/copy-source.png`;
    const target = `${tag}/copy-target.png`;
    expect((await admin.storage.from("programs").upload(source, pngFile(), { cacheControl: "60" })).error).toBeNull();

    const copy = await admin.storage.from("programs").copy(source, target);
    expect(copy).toEqual({ data: { path: `programs/${target}` }, error: null });
    const res = await fetch(admin.storage.from("programs").getPublicUrl(target).data.publicUrl);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("max-age=60");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1x1)).toBe(true);
    expect((await fetch(admin.storage.from("programs").getPublicUrl(source).data.publicUrl).then((r) => r.arrayBuffer())).byteLength).toBe(PNG_1x1.length);

    const again = await admin.storage.from("programs").copy(source, target);
    expect(again.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
    const { url, serviceRoleKey } = testEnv();
    const upsert = await fetch(`${url}/storage/v1/object/copy`, {
      method: "POST",
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json", "x-upsert": "true" },
      body: JSON.stringify({ bucketId: "programs", sourceKey: source, destinationKey: target }),
    });
    expect(upsert.status).toBe(200);
    expect(await upsert.json()).toMatchObject({ Key: `programs/${target}` });

    const visitor = await anonClient().storage.from("programs").copy(source, `${tag}/copy-anon.png`);
    expect(visitor.error).toMatchObject({ statusCode: "404" }); // visitors cannot even see the source row
    const missing = await admin.storage.from("programs").copy(`${tag}/nothing.png`, `${tag}/copy-x.png`);
    expect(missing.error).toMatchObject({ statusCode: "404", message: "Object not found" });
    await admin.storage.from("programs").remove([source, target]);
  });

  it("lists objects and folders under a prefix", async () => {
    await admin.storage.from("hero_banners").upload(`${tag}/a.png`, pngFile());
    await admin.storage.from("hero_banners").upload(`${tag}/b.png`, pngFile());
    await admin.storage.from("hero_banners").upload(`${tag}/sub/c.png`, pngFile());
    const { data, error } = await admin.storage.from("hero_banners").list(tag);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual(["a.png", "b.png", "sub"]);
    const folder = data!.find((o) => o.name === "sub")!;
    expect(folder.id).toBeNull();
    const file = data!.find((o) => o.name === "a.png")!;
    expect(file.metadata).toMatchObject({ mimetype: "image/png", size: PNG_1x1.length });
    const rm = await admin.storage.from("hero_banners").remove([`${tag}/a.png`, `${tag}/b.png`, `${tag}/sub/c.png`, `${tag}/missing.png`]);
    expect(rm.data).toHaveLength(3);
  });

  it("keeps an avatar under the administrator's own folder", async () => {
    const path = `${adminId}/${Date.now()}.png`;
    const up = await admin.storage.from("avatars").upload(path, pngFile());
    expect(up.error).toBeNull();
    expect((await fetch(admin.storage.from("avatars").getPublicUrl(path).data.publicUrl)).status).toBe(200);
    expect((await admin.storage.from("avatars").remove([path])).data).toHaveLength(1);
  });
});

describe("bucket limits and errors", () => {
  it("refuses a mime type the bucket does not allow (415)", async () => {
    const up = await admin.storage.from("gallery").upload(`${tag}/note.txt`, new File(["hello"], "note.txt", { type: "text/plain" }));
    expect(up.error).toMatchObject({ statusCode: "415", status: 400, message: "mime type text/plain is not supported" });
    const raw = await admin.storage.from("gallery").upload(`${tag}/note2.txt`, Buffer.from("hello"), { contentType: "text/plain" });
    expect(raw.error).toMatchObject({ statusCode: "415" });
  });

  it("refuses a file over the bucket's size limit (413)", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const up = await admin.storage.from("gallery").upload(`${tag}/big.png`, new File([big], "big.png", { type: "image/png" }));
    expect(up.error).toMatchObject({ statusCode: "413", status: 400, message: "The object exceeded the maximum allowed size" });
    const raw = await admin.storage.from("gallery").upload(`${tag}/big2.png`, big, { contentType: "image/png" });
    expect(raw.error).toMatchObject({ statusCode: "413" });
    // Nothing was stored.
    expect((await serviceClient().storage.from("gallery").list(tag)).data?.some((o) => o.name.startsWith("big"))).toBe(false);
  });

  it("answers 404 for an unknown bucket and a missing object", async () => {
    const up = await admin.storage.from("no-such-bucket").upload("x.png", pngFile());
    expect(up.error).toMatchObject({ statusCode: "404", message: "Bucket not found" });
    const dl = await admin.storage.from("gallery").download(`${tag}/missing.png`);
    expect(dl.error).not.toBeNull();
  });

  it("refuses unsafe object names", async () => {
    const { url, serviceRoleKey } = testEnv();
    const res = await fetch(`${url}/storage/v1/object/gallery/a/../../etc.png`, {
      method: "POST",
      headers: { authorization: `Bearer ${serviceRoleKey}`, "content-type": "image/png" },
      body: PNG_1x1,
    });
    // fetch normalises "a/../../" away, so also send an encoded one
    await res.arrayBuffer();
    const enc = await fetch(`${url}/storage/v1/object/gallery/a%2F..%2F..%2Fetc.png`, {
      method: "POST",
      headers: { authorization: `Bearer ${serviceRoleKey}`, "content-type": "image/png" },
      body: PNG_1x1,
    });
    expect(enc.status).toBe(400);
    expect(((await enc.json()) as { statusCode: string }).statusCode).toBe("400");
    await serviceClient().storage.from("gallery").remove(["etc.png"]);
  });

  it("lists the five buckets with their limits for the service role", async () => {
    const { data, error } = await serviceClient().storage.listBuckets();
    expect(error).toBeNull();
    const byId = Object.fromEntries(data!.map((b) => [b.id, b]));
    for (const id of ["programs", "facilities", "gallery", "hero_banners", "avatars"]) {
      expect(byId[id]).toBeDefined();
      expect(byId[id].public).toBe(true);
      expect(byId[id].allowed_mime_types?.length).toBeGreaterThan(0);
      expect(Number(byId[id].file_size_limit)).toBeGreaterThan(0);
    }
    expect((await serviceClient().storage.getBucket("gallery")).data?.name).toBe("gallery");
  });

  it("serves the seeded images", async () => {
    const { data } = await anonClient().from("programs").select("image_url").not("image_url", "is", null).limit(3);
    expect(data!.length).toBeGreaterThan(0);
    for (const row of data!) {
      const u = new URL(row.image_url!);
      const res = await fetch(`${testEnv().url}${u.pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
      await res.arrayBuffer();
    }
  });
});

describe("the hosted clean-up's object URLs (public.storage_object_api_url)", () => {
  const apiUrl = async (bucket: string, name: string) =>
    (await sql<{ url: string }>("select public.storage_object_api_url($1, $2, $3) as url", [`${testEnv().url}/`, bucket, name]))[0].url;

  it("percent-encodes every path segment, UTF-8 included", async () => {
    const [row] = await sql<{ url: string }>("select public.storage_object_api_url('https://ref.supabase.co/', 'gallery', 'a b/X?v=1#top%.jpg/é~_-.png') as url");
    expect(row.url).toBe("https://ref.supabase.co/storage/v1/object/gallery/a%20b/X%3Fv%3D1%23top%25.jpg/%C3%A9~_-.png");
  });

  it("deletes the object named X?… or X#… and never the live X", async () => {
    const { serviceRoleKey } = testEnv();
    const headers = { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };
    const live = `${tag}-clean/X.png`;
    const expired = [`${tag}-clean/X.png?old.png`, `${tag}-clean/X.png#old.png`];
    for (const name of [live, ...expired]) {
      const up = await fetch(await apiUrl("gallery", name), { method: "POST", headers: { ...headers, "content-type": "image/png" }, body: PNG_1x1 });
      expect(up.status, name).toBe(200);
    }
    for (const name of expired) {
      const del = await fetch(await apiUrl("gallery", name), { method: "DELETE", headers });
      expect(del.status, name).toBe(200);
    }
    const { data } = await serviceClient().storage.from("gallery").list(`${tag}-clean`);
    expect(data?.map((o) => o.name)).toEqual(["X.png"]);
  });

  it("is how the hosted job addresses every file (supabase/hosted/file-cleanup.sql cannot run here: pg_cron, pg_net)", () => {
    const job = readFileSync(new URL("../../supabase/hosted/file-cleanup.sql", import.meta.url), "utf8");
    const deletes = job.match(/net\.http_delete\([\s\S]*?\);/g) ?? [];
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toContain("url := public.storage_object_api_url(base, f.bucket_id, f.name)");
    // Withheld images: storage-api's move, with the names in the JSON body (no URL to encode).
    const moves = job.match(/net\.http_post\([\s\S]*?\);/g) ?? [];
    expect(moves).toHaveLength(1);
    expect(moves[0]).toContain("'/storage/v1/object/move'");
    expect(moves[0]).toMatch(/'bucketId', f\.bucket_id, 'sourceKey', f\.name,\s+'destinationBucket', f\.destination_bucket, 'destinationKey', f\.destination_name/);
    expect(job).toContain("from public.image_moves()");
  });
});
