/**
 * Resumable uploads (/storage/v1/upload/resumable, the TUS protocol) of the embedded backend,
 * through tus-js-client as the browser uses it and through raw TUS requests: the same bucket
 * rules as a normal upload (bucket, size, MIME type, storage policies under the caller's JWT),
 * resuming after an interruption, and nothing left behind by a cancelled or failed upload.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as tus from "tus-js-client";
import { PNG_1x1, adminClient, anonClient, createNonAdminUser, sql, testEnv, type TestClient } from "../helpers/supabase";

let admin: TestClient;
let adminToken: string;
const tag = `tus${Date.now().toString(36)}`;

const endpoint = () => `${testEnv().url}/storage/v1/upload/resumable`;

async function tokenOf(c: TestClient): Promise<string> {
  const { data } = await c.auth.getSession();
  if (!data.session) throw new Error("no session");
  return data.session.access_token;
}

beforeAll(async () => {
  admin = await adminClient();
  adminToken = await tokenOf(admin);
});

/** A PNG of `size` bytes (a real 1x1 PNG padded at the end; the MIME type is what is checked). */
function png(size: number): Buffer {
  const out = Buffer.alloc(size, 7);
  PNG_1x1.copy(out);
  return out;
}

const b64 = (s: string) => Buffer.from(s).toString("base64");
function metadataHeader(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(",");
}

/** POST (create) with raw TUS headers; returns the response. */
function create(opts: { token?: string; length: number; meta: Record<string, string>; upsert?: boolean }) {
  const headers: Record<string, string> = {
    "Tus-Resumable": "1.0.0",
    "Upload-Length": String(opts.length),
    "Upload-Metadata": metadataHeader(opts.meta),
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.upsert) headers["x-upsert"] = "true";
  return fetch(endpoint(), { method: "POST", headers });
}

function patch(url: string, token: string, offset: number, body: Buffer) {
  return fetch(url, {
    method: "PATCH",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
      authorization: `Bearer ${token}`,
    },
    body: new Uint8Array(body),
  });
}

function head(url: string, token: string) {
  return fetch(url, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0", authorization: `Bearer ${token}` } });
}

async function objectCount(bucket: string, name: string): Promise<number> {
  const rows = await sql<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2", [
    bucket,
    name,
  ]);
  return rows[0].n;
}

function tusUpload(
  data: Buffer,
  options: Partial<tus.UploadOptions> & { token: string; bucket: string; name: string; type?: string },
): { upload: tus.Upload; done: Promise<void> } {
  let upload!: tus.Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new tus.Upload(data, {
      endpoint: endpoint(),
      retryDelays: [],
      headers: { authorization: `Bearer ${options.token}` },
      metadata: { bucketName: options.bucket, objectName: options.name, contentType: options.type ?? "image/png", cacheControl: "3600" },
      ...options,
      onSuccess: () => resolve(),
      onError: (err) => reject(err),
    });
  });
  return { upload, done };
}

describe("resumable uploads (TUS) with tus-js-client", () => {
  it("uploads a photo in chunks, reports progress, and stores it like a normal upload", async () => {
    const name = `${tag}/whole.png`;
    const data = png(300 * 1024);
    const progress: number[] = [];
    const { upload, done } = tusUpload(data, {
      token: adminToken,
      bucket: "gallery",
      name,
      chunkSize: 100 * 1024,
      onProgress: (sent) => progress.push(sent),
    });
    upload.start();
    await done;
    expect(progress.at(-1)).toBe(data.length);
    expect(progress.some((p) => p > 0 && p < data.length)).toBe(true);

    const file = await anonClient().storage.from("gallery").download(name);
    expect(file.error).toBeNull();
    expect(file.data?.type).toBe("image/png");
    expect(Buffer.from(await file.data!.arrayBuffer()).equals(data)).toBe(true);
    // The partial upload itself is gone once complete.
    expect((await head(upload.url!, adminToken)).status).toBe(404);
  });

  it("resumes an interrupted upload from the offset the server already has", async () => {
    const name = `${tag}/resumed.png`;
    const data = png(256 * 1024);
    const first = tusUpload(data, {
      token: adminToken,
      bucket: "gallery",
      name,
      chunkSize: 64 * 1024,
      onChunkComplete: (_size, accepted) => {
        if (accepted >= 128 * 1024) void first.upload.abort(false); // the connection drops after two chunks
      },
    });
    first.upload.start();
    await expect.poll(async () => first.upload.url !== null && (await head(first.upload.url, adminToken)).headers.get("upload-offset")).toBe(
      String(128 * 1024),
    );
    expect(await objectCount("gallery", name)).toBe(0);

    const sentFrom: number[] = [];
    const second = tusUpload(data, {
      token: adminToken,
      bucket: "gallery",
      name,
      uploadUrl: first.upload.url,
      chunkSize: 64 * 1024,
      onProgress: (sent) => sentFrom.push(sent),
    });
    second.upload.start();
    await second.done;
    expect(second.upload.url).toBe(first.upload.url);
    expect(Math.min(...sentFrom)).toBeGreaterThanOrEqual(128 * 1024);
    const file = await anonClient().storage.from("gallery").download(name);
    expect(Buffer.from(await file.data!.arrayBuffer()).equals(data)).toBe(true);
  });

  it("a cancelled upload (abort with termination) leaves nothing behind", async () => {
    const name = `${tag}/cancelled.png`;
    const data = png(256 * 1024);
    const { upload } = tusUpload(data, {
      token: adminToken,
      bucket: "gallery",
      name,
      chunkSize: 64 * 1024,
      onChunkComplete: (_size, accepted) => {
        if (accepted >= 64 * 1024) void upload.abort(true);
      },
    });
    upload.start();
    await expect.poll(async () => upload.url !== null && (await head(upload.url, adminToken)).status).toBe(404);
    expect(await objectCount("gallery", name)).toBe(0);
    const list = await admin.storage.from("gallery").list(tag);
    expect(list.data?.map((o) => o.name)).not.toContain("cancelled.png");
  });
});

describe("resumable uploads follow the bucket rules", () => {
  const meta = (name: string, contentType = "image/png") => ({ bucketName: "gallery", objectName: `${tag}/${name}`, contentType });

  it("refuses, before any byte is sent, what a normal upload refuses", async () => {
    const anon = await create({ length: 100, meta: meta("anon.png") });
    expect(anon.status).toBe(403);
    const user = await createNonAdminUser();
    const nonAdmin = await create({ token: await tokenOf(user.client), length: 100, meta: meta("user.png") });
    expect(nonAdmin.status).toBe(403);
    expect(await nonAdmin.json()).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });

    const svg = await create({ token: adminToken, length: 100, meta: meta("x.svg", "image/svg+xml") });
    expect(svg.status).toBe(415);
    const tooBig = await create({ token: adminToken, length: 5 * 1024 * 1024 + 1, meta: meta("big.png") });
    expect(tooBig.status).toBe(413);
    const noBucket = await create({ token: adminToken, length: 100, meta: { ...meta("a.png"), bucketName: "nope" } });
    expect(noBucket.status).toBe(404);
    const badKey = await create({ token: adminToken, length: 100, meta: { ...meta("a.png"), objectName: "../etc/passwd" } });
    expect(badKey.status).toBe(400);
    const forged = await create({ token: `${adminToken.slice(0, -4)}AAAA`, length: 100, meta: meta("forged.png") });
    expect(forged.status).toBe(403);

    // An existing name needs x-upsert (and the policies that allow replacing).
    const existing = `${tag}/existing.png`;
    expect((await admin.storage.from("gallery").upload(existing, PNG_1x1, { contentType: "image/png" })).error).toBeNull();
    const duplicate = await create({ token: adminToken, length: 100, meta: { ...meta("x.png"), objectName: existing } });
    expect(duplicate.status).toBe(409);
    const upsert = await create({ token: adminToken, length: 100, meta: { ...meta("x.png"), objectName: existing }, upsert: true });
    expect(upsert.status).toBe(201);
  });

  it("only the creator may continue, inspect or cancel an upload", async () => {
    const created = await create({ token: adminToken, length: 1000, meta: meta("mine.png") });
    expect(created.status).toBe(201);
    const url = created.headers.get("location")!;
    expect(url).toMatch(new RegExp(`^${endpoint()}/[0-9a-f-]{36}$`));
    const other = await createNonAdminUser();
    const otherToken = await tokenOf(other.client);
    expect((await head(url, otherToken)).status).toBe(403);
    expect((await patch(url, otherToken, 0, png(1000))).status).toBe(403);
    const del = await fetch(url, { method: "DELETE", headers: { "Tus-Resumable": "1.0.0", authorization: `Bearer ${otherToken}` } });
    expect(del.status).toBe(403);
    expect((await head(url, adminToken)).headers.get("upload-offset")).toBe("0");
  });

  it("a completion the storage refuses (the name was taken meanwhile) fails and leaves nothing of it", async () => {
    const name = `${tag}/raced.png`;
    const created = await create({ token: adminToken, length: 1000, meta: { ...meta("x.png"), objectName: name } });
    const url = created.headers.get("location")!;
    expect((await admin.storage.from("gallery").upload(name, PNG_1x1, { contentType: "image/png" })).error).toBeNull();
    const done = await patch(url, adminToken, 0, png(1000));
    expect(done.status).toBe(409);
    expect((await head(url, adminToken)).status).toBe(404);
    const file = await anonClient().storage.from("gallery").download(name);
    expect(file.data?.size).toBe(PNG_1x1.length); // the other upload, untouched
  });

  it("answers a one-shot upload (creation with the data) and a 0-byte upload with 201, stored once, nothing pending", async () => {
    for (const [name, data] of [["oneshot.png", png(700)], ["empty.png", Buffer.alloc(0)]] as const) {
      const res = await fetch(endpoint(), {
        method: "POST",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": String(data.length),
          "Upload-Metadata": metadataHeader(meta(name)),
          authorization: `Bearer ${adminToken}`,
          ...(data.length > 0 ? { "Content-Type": "application/offset+octet-stream" } : {}),
        },
        body: data.length > 0 ? new Uint8Array(data) : undefined,
      });
      expect(res.status, name).toBe(201);
      if (data.length > 0) expect(res.headers.get("upload-offset")).toBe(String(data.length));
      expect(await objectCount("gallery", `${tag}/${name}`)).toBe(1);
      const file = await anonClient().storage.from("gallery").download(`${tag}/${name}`);
      expect(file.data?.size).toBe(data.length);
      // its partial data is gone once answered
      await expect.poll(async () => (await head(res.headers.get("location")!, adminToken)).status).toBe(404);
    }
  });

  it("a DELETE racing the last PATCH either cancels (nothing stored) or is refused (stored): never 204 for a stored object", async () => {
    for (let i = 0; i < 12; i++) {
      const name = `${tag}/race-${i}.png`;
      const created = await create({ token: adminToken, length: 2000, meta: { ...meta("x.png"), objectName: name } });
      const url = created.headers.get("location")!;
      expect((await patch(url, adminToken, 0, png(1000))).status).toBe(204);
      const last = patch(url, adminToken, 1000, png(2000).subarray(1000));
      await new Promise((r) => setTimeout(r, i % 4));
      const del = await fetch(url, { method: "DELETE", headers: { "Tus-Resumable": "1.0.0", authorization: `Bearer ${adminToken}` } });
      const done = await last;
      const stored = await objectCount("gallery", name);
      if (del.status === 204) expect(stored, `cancel answered 204, PATCH ${done.status}`).toBe(0);
      else expect([400, 404, 410], "refused: already complete, or its partial data already gone").toContain(del.status);
      if (done.status === 204) expect(stored).toBe(1);
    }
  });

  it("answers a body past the upload's length or the bucket's limit with a 413 the client reads (no reset)", async () => {
    const created = await create({ token: adminToken, length: 1000, meta: meta("over.png") });
    const url = created.headers.get("location")!;
    for (const size of [1001, 5 * 1024 * 1024 + 1]) {
      const res = await patch(url, adminToken, 0, png(size));
      expect(res.status, `${size} bytes`).toBe(413);
      expect(await res.json()).toMatchObject({ statusCode: "413", error: "Payload too large" });
    }
    const oneShot = await fetch(endpoint(), {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Length": "10",
        "Upload-Metadata": metadataHeader(meta("over2.png")),
        "Content-Type": "application/offset+octet-stream",
        authorization: `Bearer ${adminToken}`,
      },
      body: new Uint8Array(png(2000)),
    });
    expect(oneShot.status).toBe(413);
    // nothing was written, and the upload goes on
    expect((await head(url, adminToken)).headers.get("upload-offset")).toBe("0");
    expect((await patch(url, adminToken, 0, png(1000))).status).toBe(204);
    expect(await objectCount("gallery", `${tag}/over.png`)).toBe(1);
  });

  it("answers malformed requests with a 4xx and keeps serving", async () => {
    const noLength = await fetch(endpoint(), {
      method: "POST",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Defer-Length": "1", authorization: `Bearer ${adminToken}`, "Upload-Metadata": metadataHeader(meta("d.png")) },
    });
    expect(noLength.status).toBeGreaterThanOrEqual(400);
    expect(noLength.status).toBeLessThan(500);
    const garbage = await fetch(endpoint(), {
      method: "POST",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "abc", authorization: `Bearer ${adminToken}` },
    });
    expect(garbage.status).toBe(400);
    const unknown = await head(`${endpoint()}/00000000-0000-0000-0000-000000000000`, adminToken);
    expect(unknown.status).toBe(404);
    const ok = await create({ token: adminToken, length: 10, meta: meta("after.png") });
    expect(ok.status).toBe(201);
  });
});
