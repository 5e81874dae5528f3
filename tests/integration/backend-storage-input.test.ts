/**
 * /storage/v1 answers bad input like storage-api (4xx with a JSON body), keeps database rows and
 * bytes consistent, and a refused upload leaves the keep-alive connection usable.
 * Runs its own backend process with a persisted data folder (the disk store is under test).
 * Loopback only.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackendProcess, timedFetch, type BackendProcess } from "../helpers/backend-process";
import { RawHttp } from "../helpers/raw-http";

let b: BackendProcess;
let dataDir: string;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const tag = Date.now().toString(36);
const auth = () => ({ apikey: b.serviceRoleKey, authorization: `Bearer ${b.serviceRoleKey}` });

async function st(p: string, init: RequestInit = {}) {
  const res = await timedFetch(`${b.url}/storage/v1${p}`, { ...init, headers: { ...auth(), ...(init.headers as Record<string, string>) } }, 10_000);
  if (!res) throw new Error(`${p} did not answer`);
  return { ...res, json: (() => { try { return JSON.parse(res.body) as Record<string, unknown>; } catch { return null; } })() };
}

function multipart(file: Buffer, type: string, fields: Record<string, string> = {}): { body: Uint8Array<ArrayBuffer>; ctype: string } {
  const boundary = `----b${tag}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`, "utf8"));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=""; filename="f"\r\nContent-Type: ${type}\r\n\r\n`, "utf8"));
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(parts)) as Uint8Array<ArrayBuffer>, ctype: `multipart/form-data; boundary=${boundary}` };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-input-"));
  b = await startBackendProcess({ dataDir });
});

afterAll(async () => {
  await b?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("keys and headers", () => {
  it("%00 in a key answers 400 on every object route, never 500", async () => {
    const key = `gallery/${tag}%00x.png`;
    const routes: [string, RequestInit][] = [
      [`/object/${key}`, { method: "POST", body: new Uint8Array(PNG), headers: { "content-type": "image/png" } }],
      [`/object/${key}`, { method: "GET" }],
      [`/object/public/${key}`, { method: "GET" }],
      [`/object/info/${key}`, { method: "GET" }],
      [`/object/${key}`, { method: "DELETE" }],
      [`/object/list/gallery`, { method: "POST", body: JSON.stringify({ prefix: "a\u0000b" }), headers: { "content-type": "application/json" } }],
      [`/object/gallery`, { method: "DELETE", body: JSON.stringify({ prefixes: ["a\u0000b"] }), headers: { "content-type": "application/json" } }],
      [`/bucket/gal%00lery`, { method: "GET" }],
      [`/object/gal%00lery/x.png`, { method: "POST", body: new Uint8Array(PNG), headers: { "content-type": "image/png" } }],
      [`/bucket/%E0%A4%A`, { method: "GET" }],
    ];
    for (const [p, init] of routes) {
      const r = await st(p, init);
      expect(r.status, `${init.method} ${p}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${init.method} ${p}: ${r.body}`).toBeLessThan(500);
    }
  });

  it("a cacheControl with CR/LF or a non-Latin-1 character is refused; nothing is stored", async () => {
    for (const cc of ["3600\r\nX-Evil: 1", "max-age=60 ✓"]) {
      const name = `cc-${tag}-${cc.length}.png`;
      const { body, ctype } = multipart(PNG, "image/png", { cacheControl: cc });
      const r = await st(`/object/gallery/${name}`, { method: "POST", body, headers: { "content-type": ctype } });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ statusCode: "400" });
      const get = await timedFetch(`${b.url}/storage/v1/object/public/gallery/${name}`);
      expect(get?.status).toBe(400);
      expect(JSON.parse(get!.body)).toMatchObject({ statusCode: "404" });
    }
  });

  it("an object stored earlier with a bad cacheControl is still served (default Cache-Control)", async () => {
    const name = `legacy-${tag}.png`;
    const up = await st(`/object/gallery/${name}`, { method: "POST", body: new Uint8Array(PNG), headers: { "content-type": "image/png" } });
    expect(up.status).toBe(200);
    const q = await timedFetch(`${b.url}/pg/query`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ query: `update storage.objects set metadata = metadata || '{"cacheControl": "a\\r\\nb ✓"}' where name = '${name}'` }),
    });
    expect(q?.status).toBe(200);
    const get = await timedFetch(`${b.url}/storage/v1/object/public/gallery/${name}`);
    expect(get?.status).toBe(200);
    expect(get!.headers.get("cache-control")).toBe("max-age=3600");
  });

  it("responses carry X-Content-Type-Options: nosniff", async () => {
    const name = `nosniff-${tag}.png`;
    expect((await st(`/object/gallery/${name}`, { method: "POST", body: new Uint8Array(PNG), headers: { "content-type": "image/png" } })).status).toBe(200);
    const get = await timedFetch(`${b.url}/storage/v1/object/public/gallery/${name}`);
    expect(get?.headers.get("x-content-type-options")).toBe("nosniff");
    const rest = await timedFetch(`${b.url}/rest/v1/programs?select=id&limit=1`, { headers: { apikey: b.anonKey } });
    expect(rest?.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("buckets", () => {
  it("PUT /bucket/{id} {public: true} keeps file_size_limit and allowed_mime_types", async () => {
    const id = `b${tag}`;
    const c = await st("/bucket", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id, name: id, public: false, file_size_limit: 1000, allowed_mime_types: ["image/png"] }),
    });
    expect(c.status).toBe(200);
    const u = await st(`/bucket/${id}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ public: true }) });
    expect(u.status).toBe(200);
    const g = await st(`/bucket/${id}`);
    expect(g.json).toMatchObject({ public: true, file_size_limit: 1000, allowed_mime_types: ["image/png"] });
    const svg = await st(`/object/${id}/x.svg`, { method: "POST", body: "<svg xmlns='http://www.w3.org/2000/svg'/>", headers: { "content-type": "image/svg+xml" } });
    expect(svg.status).toBe(400);
    expect(svg.json).toMatchObject({ statusCode: "415" });
    const big = await st(`/object/${id}/big.png`, { method: "POST", body: new Uint8Array(2000), headers: { "content-type": "image/png" } });
    expect(big.json).toMatchObject({ statusCode: "413" });
  });
});

describe("rows and bytes stay consistent on the persisted store", () => {
  const pair = async (first: string, second: string) => {
    for (const name of [first, second]) {
      const r = await st(`/object/gallery/${name}`, { method: "POST", body: new Uint8Array(PNG), headers: { "content-type": "image/png" } });
      expect(r.status, `${name}: ${r.body}`).toBe(200);
      const get = await timedFetch(`${b.url}/storage/v1/object/public/gallery/${name}`);
      expect(get?.status, name).toBe(200);
    }
  };
  it("`a` then `a/b.png`", () => pair(`n1-${tag}`, `n1-${tag}/b.png`));
  it("`a/b.png` then `a`", () => pair(`n2-${tag}/b.png`, `n2-${tag}`));
  it("a 300-byte name segment", () => pair(`${"s".repeat(300)}-${tag}.png`, `n3-${tag}.png`));
  it("no temp file is left behind, and a refused upload leaves neither row nor bytes", async () => {
    const r = await st(`/object/gallery/refused-${tag}.svg`, { method: "POST", body: "<svg/>", headers: { "content-type": "image/svg+xml" } });
    expect(r.status).toBe(400);
    const tmp = path.join(dataDir, "storage", ".tmp");
    const left = fs.existsSync(tmp) ? fs.readdirSync(tmp) : [];
    expect(left).toEqual([]);
    const dup = await st(`/object/gallery/n1-${tag}`, { method: "POST", body: new Uint8Array(PNG), headers: { "content-type": "image/png" } });
    expect(dup.json).toMatchObject({ statusCode: "409" });
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  });
});

describe("a refused body leaves a usable keep-alive connection", () => {
  const next = async (c: RawHttp) => {
    expect(await c.write(`GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)).toBe(true);
    const r = await c.read(3000);
    expect(r?.status, "the next request on the same connection answers").toBe(200);
  };

  it("chunked upload over the bucket limit: 413 in a JSON body, then the next request works", async () => {
    const c = await RawHttp.connect(b.url);
    await c.write(
      `POST /storage/v1/object/gallery/big-${tag}.png HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${b.serviceRoleKey}\r\n` +
        `Content-Type: image/png\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = Buffer.alloc(512 * 1024, 1);
    for (let i = 0; i < 12; i++) await c.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]));
    await c.write("0\r\n\r\n");
    const r = await c.read(5000);
    expect(r).not.toBeNull();
    expect(JSON.parse(r!.body)).toMatchObject({ statusCode: "413" });
    await next(c);
    c.close();
  });

  it("multipart upload over the bucket limit, with Content-Length", async () => {
    const { body, ctype } = multipart(Buffer.alloc(6 * 1024 * 1024, 2), "image/png");
    const c = await RawHttp.connect(b.url);
    await c.write(
      `POST /storage/v1/object/gallery/big2-${tag}.png HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${b.serviceRoleKey}\r\n` +
        `Content-Type: ${ctype}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await c.write(Buffer.from(body));
    const r = await c.read(5000);
    expect(JSON.parse(r!.body)).toMatchObject({ statusCode: "413" });
    await next(c);
    c.close();
  });

  it("an auth body over 1 MiB: 413, then the next request works", async () => {
    const payload = JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) });
    const c = await RawHttp.connect(b.url);
    await c.write(
      `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${b.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n`,
    );
    await c.write(payload);
    const r = await c.read(5000);
    expect(r?.status).toBe(413);
    expect(JSON.parse(r!.body)).toHaveProperty("message");
    await next(c);
    c.close();
  });

  it("a /pg/query body over 10 MiB (chunked): 413, then the next request works", async () => {
    const c = await RawHttp.connect(b.url);
    await c.write(
      `POST /pg/query HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${b.serviceRoleKey}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < 11; i++) await c.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]));
    await c.write("0\r\n\r\n");
    const r = await c.read(5000);
    expect(r?.status).toBe(413);
    await next(c);
    c.close();
  });
});
