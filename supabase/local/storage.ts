/**
 * /storage/v1: the subset of supabase/storage (storage-api) that storage-js uses.
 *
 * Object rows live in storage.objects and every read/write of them runs in SQL under the
 * caller's role and JWT claims (Database.asRole), so the storage policies of the
 * migrations are really enforced; bucket limits (file_size_limit, allowed_mime_types)
 * come from storage.buckets. Object bytes are kept on disk (data folder) or in memory.
 * Errors answer HTTP 400 with {statusCode, error, message}, like storage-api does.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database, Tx } from "./db.ts";
import { SignJWT, jwtVerify } from "jose";
import { HttpError, apiKey, bearerToken, readBody, readJson, secretKey, sendJson, verifyJwt, type Claims } from "./http.ts";
import type { ApiRole } from "./keys.ts";

/** Global upload limit, as on a default Supabase project (50 MiB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

function storageError(statusCode: string, error: string, message: string): HttpError {
  return new HttpError(400, { statusCode, error, message });
}
const notFound = () => storageError("404", "not_found", "Object not found");
const bucketNotFound = () => storageError("404", "Bucket not found", "Bucket not found");

function mapDbError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof URIError) return storageError("400", "InvalidKey", "Invalid percent-encoding in the path");
  const code = (err as { code?: string }).code;
  const message = (err as Error).message ?? String(err);
  if (code === "42501") return storageError("403", "Unauthorized", "new row violates row-level security policy");
  if (code === "23505") return storageError("409", "Duplicate", "The resource already exists");
  if (code === "23503") return bucketNotFound();
  // NUL bytes, invalid UTF-8, malformed input syntax: the client's fault, not ours.
  if (code === "22021" || code === "22P05" || code === "22P02") return storageError("400", "InvalidKey", "Invalid characters in the request");
  return new HttpError(500, { statusCode: "500", error: "internal", message });
}

// ---------------------------------------------------------------------------
// Object bytes
// ---------------------------------------------------------------------------
export interface BlobStore {
  /** Stages bytes; commit() makes them visible at bucket/name, discard() drops them. */
  stage(bucket: string, name: string, data: Buffer): Promise<{ commit(): Promise<void>; discard(): Promise<void> }>;
  get(bucket: string, name: string): Promise<Buffer | null>;
  delete(bucket: string, name: string): Promise<void>;
}

export class MemoryBlobStore implements BlobStore {
  private map = new Map<string, Buffer>();
  async stage(bucket: string, name: string, data: Buffer) {
    return {
      commit: async () => void this.map.set(`${bucket}/${name}`, data),
      discard: async () => {},
    };
  }
  async get(bucket: string, name: string) {
    return this.map.get(`${bucket}/${name}`) ?? null;
  }
  async delete(bucket: string, name: string) {
    this.map.delete(`${bucket}/${name}`);
  }
}

/**
 * Bytes on disk under <root>/objects/<sha256(bucket NUL name)>: a flat file per object, so
 * names like `a` and `a/b.png` (a file and a "folder" of the same name) or a 300-byte name
 * segment never clash with the file system. Objects written by older versions at
 * <root>/<bucket>/<name> are still read and deleted there.
 */
export class DiskBlobStore implements BlobStore {
  constructor(private root: string) {}
  private file(bucket: string, name: string) {
    const key = crypto.createHash("sha256").update(`${bucket}\0${name}`).digest("hex");
    return path.join(this.root, "objects", key.slice(0, 2), key);
  }
  private legacyFile(bucket: string, name: string) {
    return path.join(this.root, bucket, ...name.split("/"));
  }
  async stage(bucket: string, name: string, data: Buffer) {
    const tmpDir = path.join(this.root, ".tmp");
    await fs.promises.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, crypto.randomUUID());
    await fs.promises.writeFile(tmp, data);
    const target = this.file(bucket, name);
    return {
      commit: async () => {
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(tmp, target);
      },
      discard: async () => void (await fs.promises.rm(tmp, { force: true })),
    };
  }
  async get(bucket: string, name: string) {
    try {
      return await fs.promises.readFile(this.file(bucket, name));
    } catch {
      try {
        return await fs.promises.readFile(this.legacyFile(bucket, name));
      } catch {
        return null;
      }
    }
  }
  async delete(bucket: string, name: string) {
    await fs.promises.rm(this.file(bucket, name), { force: true });
    await fs.promises.rm(this.legacyFile(bucket, name), { force: true }).catch(() => {});
  }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------
export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: Date;
  updated_at: Date;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** Object names: 1–1024 bytes, no NUL / control characters / backslash, no empty, "." or ".." segment. */
export function validName(name: string): boolean {
  if (!name || Buffer.byteLength(name, "utf8") > 1024 || name.startsWith("/") || name.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name) || name.includes("\ufffd")) return false;
  return name.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
}

export function validBucketId(id: string): boolean {
  return /^[A-Za-z0-9_.\- ]{1,100}$/.test(id) && id !== "." && id !== "..";
}

/** "bucket/a/b.png" (URL path after a prefix) → { bucket, name } with percent-decoding. */
function splitBucketPath(rest: string): { bucket: string; name: string } {
  const segs = rest.split("/").filter((s, i) => i === 0 || s !== "");
  const dec = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      throw storageError("400", "InvalidKey", `Invalid key: ${s}`);
    }
  };
  const bucket = dec(segs[0] ?? "");
  const name = segs.slice(1).map(dec).join("/");
  return { bucket, name };
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(";")[0].trim().toLowerCase();
  return allowed.some((a) => {
    const pat = a.trim().toLowerCase();
    if (pat === "*/*" || pat === "*") return true;
    if (pat.endsWith("/*")) return base.startsWith(pat.slice(0, -1));
    return base === pat;
  });
}

/** A value that can go into an HTTP header as is: printable ASCII, at most 1 KiB. */
function headerSafe(v: string): boolean {
  return v.length <= 1024 && /^[\x20-\x7e]*$/.test(v);
}

/** cacheControl of an upload ("3600" → "max-age=3600"); CR/LF or non-ASCII → 400, so no stored object can break its own GET. */
export function parseCacheControl(v: string | null | undefined): string {
  if (!v) return "max-age=3600";
  const t = v.trim();
  if (!headerSafe(t)) throw storageError("400", "InvalidRequest", "Invalid cacheControl: use printable ASCII only, e.g. 3600 or no-cache");
  if (!t) return "max-age=3600";
  return /^\d+$/.test(t) ? `max-age=${t}` : t;
}

/** The Content-Type an upload is stored with; anything that could not be sent back as a header → 400. */
export function checkMimeType(mime: string): string {
  if (!headerSafe(mime) || !/^[\w.+-]+\/[\w.+-]+/.test(mime)) {
    throw storageError("415", "invalid_mime_type", `mime type ${JSON.stringify(mime.slice(0, 100))} is not supported`);
  }
  return mime;
}

/** The upload limit of a bucket (its file_size_limit, never above the global 50 MiB). */
export function bucketSizeLimit(b: Pick<BucketRow, "file_size_limit">): number {
  return Math.min(GLOBAL_FILE_SIZE_LIMIT, b.file_size_limit != null ? Number(b.file_size_limit) : Infinity);
}

export const objectTooLarge = () => storageError("413", "Payload too large", "The object exceeded the maximum allowed size");

/** Bucket rules an upload must meet before anything is written: size and MIME type (400/413, 400/415). */
export function checkBucketRules(b: Pick<BucketRow, "file_size_limit" | "allowed_mime_types">, size: number, mime: string): void {
  if (size > bucketSizeLimit(b)) throw objectTooLarge();
  checkMimeType(mime);
  if (!mimeAllowed(mime, b.allowed_mime_types)) {
    throw storageError("415", "invalid_mime_type", `mime type ${mime.split(";")[0].trim()} is not supported`);
  }
}

/** The caller of a storage request: the bearer token (or apikey) verified, anon without one. */
export async function storageCaller(req: IncomingMessage, url: URL): Promise<{ role: ApiRole; claims: Claims }> {
  const token = bearerToken(req) ?? apiKey(req, url);
  if (!token) return { role: "anon", claims: { role: "anon" } };
  const v = await verifyJwt(token);
  if (!v.ok) throw storageError("403", "Unauthorized", v.reason);
  return { role: v.claims.role, claims: v.claims };
}

export interface NewObject {
  bucket: string;
  name: string;
  data: Buffer;
  mime: string;
  cacheControl: string;
  userMetadata: unknown;
  upsert: boolean;
}

/**
 * Writes an object the way storage-api does, for any upload route (plain, multipart, resumable):
 * the row is inserted (or upserted) in storage.objects under the caller's role and JWT claims,
 * so the bucket's storage policies decide; the bytes are made visible inside the same
 * transaction, so a refused or failed insert leaves neither a row nor bytes. Returns the row id.
 * Call checkBucketRules() first.
 */
export async function writeObject(
  db: Database,
  blobs: BlobStore,
  caller: { role: ApiRole; claims: Claims },
  o: NewObject,
): Promise<string> {
  if (!validBucketId(o.bucket)) throw bucketNotFound();
  if (!validName(o.name)) throw storageError("400", "InvalidKey", `Invalid key: ${o.name}`);
  const etag = `"${crypto.createHash("md5").update(o.data).digest("hex")}"`;
  const metadata = {
    eTag: etag,
    size: o.data.length,
    mimetype: o.mime,
    cacheControl: o.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: o.data.length,
    httpStatusCode: 200,
  };
  const sub = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
  const version = crypto.randomUUID();
  const userMeta = o.userMetadata === null || o.userMetadata === undefined ? null : JSON.stringify(o.userMetadata);
  const staged = await blobs.stage(o.bucket, o.name, o.data);
  let committed = false;
  try {
    return await db
      .asRole(caller.role, caller.claims, async (tx) => {
        let id: string;
        if (!o.upsert) {
          id = crypto.randomUUID();
          // No RETURNING: like storage-api, an upload needs only an INSERT policy.
          await tx.query(
            `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
             values ($1, $2, $3, $4::uuid, $5, $6::jsonb, $7, $8::jsonb)`,
            [id, o.bucket, o.name, sub, sub, JSON.stringify(metadata), version, userMeta],
          );
        } else {
          const r2 = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
             values ($1, $2, $3::uuid, $4, $5::jsonb, $6, $7::jsonb)
             on conflict (bucket_id, name) do update set
               owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
               version = excluded.version, user_metadata = excluded.user_metadata,
               updated_at = now(), last_accessed_at = now()
             returning id`,
            [o.bucket, o.name, sub, sub, JSON.stringify(metadata), version, userMeta],
          );
          id = r2.rows[0].id;
        }
        // Bytes become visible before COMMIT: if this fails, the row is rolled back with it.
        await staged.commit();
        committed = true;
        return id;
      })
      .catch((err) => {
        throw mapDbError(err);
      });
  } finally {
    if (!committed) await staged.discard().catch(() => {});
  }
}

function rowOut(r: ObjectRow) {
  return {
    name: r.name,
    id: r.id,
    bucket_id: r.bucket_id,
    owner: r.owner,
    updated_at: r.updated_at,
    created_at: r.created_at,
    last_accessed_at: r.last_accessed_at,
    metadata: r.metadata,
  };
}

// ---------------------------------------------------------------------------
// Service
// ---------------------------------------------------------------------------
/** `expiresIn` of a signing request: whole seconds, at least 1 (storage-api's schema). */
function signedUrlLifetime(body: { expiresIn?: unknown }): number {
  const n = body.expiresIn;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 60 * 60 * 24 * 365) {
    throw storageError("400", "InvalidRequest", "body/expiresIn must be a whole number of seconds, at least 1");
  }
  return n;
}

/** The path of a signed URL for one object (the client prefixes its storage URL). */
async function signedPath(bucket: string, name: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ url: `${bucket}/${name}` })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secretKey);
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** The body of POST /object/copy and /object/move, checked as storage-api does (the destination bucket defaults to the source's). */
async function readTransfer(req: IncomingMessage) {
  const body = await readJson<{ bucketId?: unknown; sourceKey?: unknown; destinationKey?: unknown; destinationBucket?: unknown }>(req);
  const { bucketId, sourceKey, destinationKey } = body;
  const destinationBucket = body.destinationBucket ?? bucketId;
  if (typeof bucketId !== "string" || typeof sourceKey !== "string" || typeof destinationKey !== "string" || typeof destinationBucket !== "string") {
    throw storageError("400", "InvalidRequest", "body must have the strings bucketId, sourceKey and destinationKey");
  }
  if (!validBucketId(bucketId) || !validBucketId(destinationBucket)) throw bucketNotFound();
  if (!validName(sourceKey)) throw notFound();
  if (!validName(destinationKey)) throw storageError("400", "InvalidKey", `Invalid key: ${destinationKey}`);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

export class StorageService {
  constructor(
    private db: Database,
    private blobs: BlobStore,
  ) {}

  private caller(req: IncomingMessage, url: URL): Promise<{ role: ApiRole; claims: Claims }> {
    return storageCaller(req, url);
  }

  private asCaller<T>(c: { role: ApiRole; claims: Claims }, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.asRole(c.role, c.claims, fn).catch((err) => {
      throw mapDbError(err);
    });
  }

  async handle(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    try {
      await this.route(req, res, subpath, url);
    } catch (err) {
      const e = err instanceof HttpError ? err : mapDbError(err);
      if (e.status >= 500) console.error("[local storage]", err);
      if (e.status === 413 && !(e.body as { statusCode?: string }).statusCode) {
        return sendJson(res, 400, { statusCode: "413", error: "Payload too large", message: "The object exceeded the maximum allowed size" });
      }
      if (!res.headersSent) sendJson(res, e.status, e.body, e.headers);
      else res.destroy();
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    const m = (re: RegExp) => re.exec(subpath);
    let r: RegExpExecArray | null;

    if (subpath === "/health" || subpath === "/status") return sendJson(res, 200, { healthy: true });

    // Buckets
    if (subpath === "/bucket" || subpath === "/bucket/") {
      if (method === "GET") return this.listBuckets(req, res, url);
      if (method === "POST") return this.createBucket(req, res, url);
    }
    if ((r = m(/^\/bucket\/([^/]+)\/empty$/)) && method === "POST") return this.emptyBucket(req, res, url, decodeURIComponent(r[1]));
    if ((r = m(/^\/bucket\/([^/]+)$/))) {
      const id = decodeURIComponent(r[1]);
      if (method === "GET") return this.getBucket(req, res, url, id);
      if (method === "PUT") return this.updateBucket(req, res, url, id);
      if (method === "DELETE") return this.deleteBucket(req, res, url, id);
    }

    // Objects
    if ((r = m(/^\/(?:object|render\/image)\/public\/(.+)$/)) && (method === "GET" || method === "HEAD")) {
      return this.getPublic(req, res, url, r[1]);
    }
    if ((r = m(/^\/object\/list\/([^/]+)$/)) && method === "POST") return this.list(req, res, url, decodeURIComponent(r[1]));
    if ((r = m(/^\/object\/sign\/([^/]+)\/?$/)) && method === "POST") return this.signMany(req, res, url, decodeURIComponent(r[1]));
    if ((r = m(/^\/object\/sign\/(.+)$/))) {
      if (method === "POST") return this.signOne(req, res, url, r[1]);
      if (method === "GET" || method === "HEAD") return this.getSigned(req, res, url, r[1]);
    }
    if ((r = m(/^\/object\/info\/(?:authenticated\/|public\/)?(.+)$/)) && method === "GET") return this.info(req, res, url, r[1]);
    if ((r = m(/^\/(?:object\/authenticated|render\/image\/authenticated)\/(.+)$/)) && (method === "GET" || method === "HEAD")) {
      return this.getAuthenticated(req, res, url, r[1]);
    }
    if (subpath === "/object/copy" && method === "POST") return this.copy(req, res, url);
    if (subpath === "/object/move" && method === "POST") return this.move(req, res, url);
    if ((r = m(/^\/object\/([^/]+)\/?$/)) && method === "DELETE") return this.removeMany(req, res, url, decodeURIComponent(r[1]));
    if ((r = m(/^\/object\/(.+)$/))) {
      if (method === "POST" || method === "PUT") return this.upload(req, res, url, r[1], method === "PUT");
      if (method === "GET" || method === "HEAD") return this.getAuthenticated(req, res, url, r[1]);
      if (method === "DELETE") return this.removeOne(req, res, url, r[1]);
    }
    throw new HttpError(404, { statusCode: "404", error: "Not Found", message: `Route ${method}:${subpath} not found` });
  }

  private async bucketRow(id: string): Promise<BucketRow | undefined> {
    return (await this.db.query<BucketRow>("select * from storage.buckets where id = $1", [id])).rows[0];
  }

  // -- upload -----------------------------------------------------------------
  private async upload(req: IncomingMessage, res: ServerResponse, url: URL, rest: string, isPut: boolean) {
    const { bucket, name } = splitBucketPath(rest);
    if (!validName(name)) throw storageError("400", "InvalidKey", `Invalid key: ${name}`);
    if (!validBucketId(bucket)) throw bucketNotFound();
    const caller = await this.caller(req, url);
    const b = await this.bucketRow(bucket);
    if (!b) throw bucketNotFound();
    const limit = bucketSizeLimit(b);
    const ctype = String(req.headers["content-type"] ?? "");
    const isMultipart = ctype.toLowerCase().startsWith("multipart/form-data");
    let body: Buffer;
    try {
      body = await readBody(req, isMultipart ? limit + 64 * 1024 : limit);
    } catch (err) {
      if (err instanceof HttpError && err.status === 413) throw objectTooLarge();
      throw err;
    }
    let data: Buffer;
    let mime: string;
    let cacheControl: string;
    let userMetadata: unknown = null;
    if (isMultipart) {
      let form: FormData;
      try {
        form = await new Request("http://local/upload", { method: "POST", headers: { "content-type": ctype }, body: new Uint8Array(body) }).formData();
      } catch {
        throw storageError("400", "InvalidRequest", "Could not parse multipart body");
      }
      let file: File | null = null;
      for (const [, v] of form.entries()) {
        if (typeof v !== "string") {
          file = v as File;
          break;
        }
      }
      if (!file) throw storageError("400", "InvalidRequest", "No file found in the request");
      data = Buffer.from(await file.arrayBuffer());
      mime = file.type || "application/octet-stream";
      const cc = form.get("cacheControl");
      cacheControl = parseCacheControl(typeof cc === "string" ? cc : null);
      const meta = form.get("metadata");
      if (typeof meta === "string") {
        try {
          userMetadata = JSON.parse(meta);
        } catch {
          userMetadata = null;
        }
      }
    } else {
      data = body;
      mime = ctype || "application/octet-stream";
      cacheControl = parseCacheControl(req.headers["cache-control"] ? String(req.headers["cache-control"]) : null);
      const xmeta = req.headers["x-metadata"];
      if (typeof xmeta === "string") {
        try {
          userMetadata = JSON.parse(Buffer.from(xmeta, "base64").toString("utf8"));
        } catch {
          userMetadata = null;
        }
      }
    }
    checkBucketRules(b, data.length, mime);
    const upsert = isPut || String(req.headers["x-upsert"] ?? "").toLowerCase() === "true";
    const id = await writeObject(this.db, this.blobs, caller, { bucket, name, data, mime, cacheControl, userMetadata, upsert });
    sendJson(res, 200, { Id: id, Key: `${bucket}/${name}` });
  }

  // -- copy -------------------------------------------------------------------
  /**
   * POST /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}, as storage-js copy() sends it:
   * the source is read as the caller (its SELECT policy decides), the copy is written like an upload by the
   * caller (INSERT policy, bucket rules; `x-upsert: true` replaces an existing object) with the source's
   * content type, cache control and metadata. Answers {Id, Key} like storage-api.
   */
  private async copy(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = await this.caller(req, url);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = await readTransfer(req);
    const source = await this.asCaller(caller, async (tx) =>
      (await tx.query<ObjectRow & { user_metadata: unknown }>("select * from storage.objects where bucket_id = $1 and name = $2", [bucketId, sourceKey]))
        .rows[0],
    );
    const data = source ? await this.blobs.get(bucketId, sourceKey) : null;
    if (!source || !data) throw notFound();
    const target = await this.bucketRow(destinationBucket);
    if (!target) throw bucketNotFound();
    const meta = (source.metadata ?? {}) as Record<string, unknown>;
    const mime = typeof meta.mimetype === "string" ? meta.mimetype : "application/octet-stream";
    const cacheControl = parseCacheControl(typeof meta.cacheControl === "string" ? meta.cacheControl : null);
    checkBucketRules(target, data.length, mime);
    const upsert = String(req.headers["x-upsert"] ?? "").toLowerCase() === "true";
    const id = await writeObject(this.db, this.blobs, caller, {
      bucket: destinationBucket,
      name: destinationKey,
      data,
      mime,
      cacheControl,
      userMetadata: source.user_metadata ?? null,
      upsert,
    });
    sendJson(res, 200, { Id: id, Key: `${destinationBucket}/${destinationKey}` });
  }

  // -- move -------------------------------------------------------------------
  /**
   * POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}, as storage-js move() sends it
   * and storage-api answers: the caller's UPDATE policy decides (the row is updated to its new bucket and name,
   * keeping its id and created_at); the service role moves anything. The bytes are staged at the new place
   * first and committed with the row, so a failed move leaves the object where it was.
   */
  private async move(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = await this.caller(req, url);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = await readTransfer(req);
    if (!(await this.bucketRow(destinationBucket))) throw bucketNotFound();
    const data = await this.blobs.get(bucketId, sourceKey);
    if (!data) throw notFound();
    const staged = await this.blobs.stage(destinationBucket, destinationKey, data);
    let moved = false;
    try {
      moved = await this.asCaller(caller, async (tx) => {
        const r = await tx.query(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [bucketId, sourceKey, destinationBucket, destinationKey],
        );
        if (r.rows.length === 0) return false;
        await staged.commit();
        return true;
      });
    } catch (err) {
      await staged.discard();
      throw err;
    }
    if (!moved) {
      await staged.discard();
      throw notFound();
    }
    if (bucketId !== destinationBucket || sourceKey !== destinationKey) await this.blobs.delete(bucketId, sourceKey);
    sendJson(res, 200, { message: "Successfully moved" });
  }

  // -- download -----------------------------------------------------------------
  private async sendObject(req: IncomingMessage, res: ServerResponse, url: URL, row: ObjectRow) {
    const data = await this.blobs.get(row.bucket_id, row.name);
    if (!data) throw notFound();
    const meta = (row.metadata ?? {}) as Record<string, unknown>;
    const etag = typeof meta.eTag === "string" ? meta.eTag : `"${crypto.createHash("md5").update(data).digest("hex")}"`;
    // Rows written before uploads were validated may hold values no header can carry.
    const mimetype = typeof meta.mimetype === "string" && headerSafe(meta.mimetype) ? meta.mimetype : "application/octet-stream";
    const cacheControl = typeof meta.cacheControl === "string" && headerSafe(meta.cacheControl) ? meta.cacheControl : "max-age=3600";
    res.setHeader("Content-Type", mimetype);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", new Date(row.updated_at ?? row.created_at).toUTCString());
    res.setHeader("Accept-Ranges", "none");
    const download = url.searchParams.get("download");
    if (download !== null) {
      const fname = download || row.name.split("/").pop() || "download";
      res.setHeader("Content-Disposition", `attachment; filename="${encodeURIComponent(fname)}"; filename*=UTF-8''${encodeURIComponent(fname)}`);
    }
    const inm = req.headers["if-none-match"];
    if (inm && String(inm).split(",").map((s) => s.trim()).includes(etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Length", data.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : data);
  }

  private async getPublic(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    if (!validName(name)) throw notFound();
    const row = await this.db.tx(async (tx) => {
      const b = await tx.query<{ public: boolean }>("select public from storage.buckets where id = $1", [bucket]);
      if (!b.rows[0]) return "no_bucket" as const;
      if (!b.rows[0].public) return undefined;
      return (await tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name])).rows[0];
    });
    if (row === "no_bucket") throw bucketNotFound();
    if (!row) throw notFound();
    await this.sendObject(req, res, url, row);
  }

  private async getAuthenticated(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    if (!validName(name)) throw notFound();
    const caller = await this.caller(req, url);
    const row = await this.readObject<ObjectRow>(caller, bucket, name);
    if (!row) throw notFound();
    await this.sendObject(req, res, url, row);
  }

  /**
   * One object's row for a read by the caller. As storage-api does (getObject / getObjectInfo): in a
   * PUBLIC bucket the row is read without row-level security (its content is public anyway, so the
   * bucket needs no SELECT policy, which would also let everyone list it); otherwise as the caller.
   */
  private async readObject<T extends ObjectRow>(caller: { role: ApiRole; claims: Claims }, bucket: string, name: string) {
    const select = "select * from storage.objects where bucket_id = $1 and name = $2";
    const isPublic = await this.db.tx(
      async (tx) => (await tx.query<{ public: boolean }>("select public from storage.buckets where id = $1", [bucket])).rows[0]?.public === true,
    );
    if (isPublic) return this.db.tx(async (tx) => (await tx.query<T>(select, [bucket, name])).rows[0]);
    return this.asCaller(caller, async (tx) => (await tx.query<T>(select, [bucket, name])).rows[0]);
  }

  private async info(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    if (!validName(name) || !validBucketId(bucket)) throw notFound();
    const caller = await this.caller(req, url);
    const row = await this.readObject<ObjectRow & { version: string; user_metadata: unknown }>(caller, bucket, name);
    if (!row) throw notFound();
    const meta = (row.metadata ?? {}) as Record<string, unknown>;
    sendJson(res, 200, {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: row.user_metadata ?? null,
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  }

  // -- signed URLs ----------------------------------------------------------------
  /**
   * POST /object/sign/{bucket}/{path} {expiresIn} → {signedURL}, as storage-js createSignedUrl() calls it: the caller
   * must be able to read the object (its SELECT policy; a public bucket needs none), and gets a link that works
   * without a token until `expiresIn` seconds have passed: `/object/sign/{bucket}/{path}?token=<JWT {url, iat, exp}>`
   * signed with the project's JWT secret, as storage-api does.
   */
  private async signOne(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    const caller = await this.caller(req, url);
    const expiresIn = signedUrlLifetime(await readJson<{ expiresIn?: unknown }>(req));
    if (!validName(name) || !validBucketId(bucket)) throw notFound();
    const row = await this.readObject<ObjectRow>(caller, bucket, name);
    if (!row) throw notFound();
    sendJson(res, 200, { signedURL: await signedPath(bucket, name, expiresIn) });
  }

  /** POST /object/sign/{bucket} {expiresIn, paths} → [{error, path, signedURL}] (storage-js createSignedUrls()). */
  private async signMany(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string) {
    const caller = await this.caller(req, url);
    const body = await readJson<{ expiresIn?: unknown; paths?: unknown }>(req);
    const expiresIn = signedUrlLifetime(body);
    if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.some((p) => typeof p !== "string")) {
      throw storageError("400", "InvalidRequest", "body/paths must be a non-empty array of strings");
    }
    if (body.paths.length > 1000) throw storageError("400", "InvalidRequest", "body/paths must NOT have more than 1000 items");
    if (!validBucketId(bucket)) throw bucketNotFound();
    const out = [];
    for (const name of body.paths as string[]) {
      const row = validName(name) ? await this.readObject<ObjectRow>(caller, bucket, name) : undefined;
      out.push(
        row
          ? { error: null, path: name, signedURL: await signedPath(bucket, name, expiresIn) }
          : { error: "Either the object does not exist or you do not have access to it", path: name, signedURL: null },
      );
    }
    sendJson(res, 200, out);
  }

  /** GET /object/sign/{bucket}/{path}?token=…: the object, if the token names exactly it and has not expired. */
  private async getSigned(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    const token = url.searchParams.get("token");
    if (!token) throw storageError("400", "InvalidJWT", "Missing token");
    let signedFor: unknown;
    try {
      signedFor = (await jwtVerify(token, secretKey, { algorithms: ["HS256"] })).payload.url;
    } catch (err) {
      throw storageError("400", "InvalidJWT", (err as { code?: string }).code === "ERR_JWT_EXPIRED" ? "jwt expired" : "invalid signature");
    }
    if (signedFor !== `${bucket}/${name}`) throw storageError("400", "InvalidSignature", "The url do not match the signature");
    if (!validName(name)) throw notFound();
    const row = await this.db.tx(
      async (tx) => (await tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [bucket, name])).rows[0],
    );
    if (!row) throw notFound();
    await this.sendObject(req, res, url, row);
  }

  // -- remove -----------------------------------------------------------------
  private async removeMany(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string) {
    const caller = await this.caller(req, url);
    const body = await readJson<{ prefixes?: unknown }>(req);
    if (!Array.isArray(body.prefixes) || body.prefixes.some((p) => typeof p !== "string")) {
      throw storageError("400", "InvalidRequest", "body/prefixes must be an array of strings");
    }
    const names = (body.prefixes as string[]).map((p) => p.replace(/^\/+/, ""));
    if (!validBucketId(bucket)) throw bucketNotFound();
    if (names.some((n) => !validName(n))) throw storageError("400", "InvalidKey", "Invalid key in prefixes");
    if (names.length > 1000) throw storageError("400", "InvalidRequest", "body/prefixes must NOT have more than 1000 items");
    const rows = await this.asCaller(caller, async (tx) =>
      (
        await tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *", [
          bucket,
          names,
        ])
      ).rows,
    );
    for (const r of rows) await this.blobs.delete(r.bucket_id, r.name);
    sendJson(res, 200, rows.map(rowOut));
  }

  private async removeOne(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const { bucket, name } = splitBucketPath(rest);
    if (!validName(name) || !validBucketId(bucket)) throw notFound();
    const caller = await this.caller(req, url);
    const rows = await this.asCaller(caller, async (tx) =>
      (await tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 and name = $2 returning *", [bucket, name])).rows,
    );
    if (rows.length === 0) throw notFound();
    for (const r of rows) await this.blobs.delete(r.bucket_id, r.name);
    sendJson(res, 200, { message: "Successfully deleted" });
  }

  // -- list -----------------------------------------------------------------
  private async list(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string) {
    const caller = await this.caller(req, url);
    const body = await readJson<{ prefix?: string; limit?: number; offset?: number; search?: string; sortBy?: { column?: string; order?: string } }>(req);
    if (typeof body.prefix !== "undefined" && typeof body.prefix !== "string") throw storageError("400", "InvalidRequest", "body/prefix must be string");
    if (typeof body.search !== "undefined" && typeof body.search !== "string") throw storageError("400", "InvalidRequest", "body/search must be string");
    let prefix = (body.prefix ?? "").replace(/^\/+/, "");
    // eslint-disable-next-line no-control-regex
    if (/[\u0000]/.test(prefix) || !validBucketId(bucket)) throw storageError("400", "InvalidKey", "Invalid prefix");
    if (prefix && !prefix.endsWith("/")) prefix += "/";
    const limit = Math.max(1, Math.min(1000, Number(body.limit) || 100));
    const offset = Math.max(0, Number(body.offset) || 0);
    const search = (body.search ?? "").toLowerCase();
    const rows = await this.asCaller(caller, async (tx) =>
      (
        await tx.query<ObjectRow>(
          "select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name",
          [bucket, prefix],
        )
      ).rows,
    );
    const seen = new Set<string>();
    type Entry = { name: string; id: string | null; updated_at: Date | null; created_at: Date | null; last_accessed_at: Date | null; metadata: unknown };
    const entries: Entry[] = [];
    for (const r of rows) {
      const restName = r.name.slice(prefix.length);
      const slash = restName.indexOf("/");
      if (slash >= 0) {
        const folder = restName.slice(0, slash);
        if (!seen.has(folder)) {
          seen.add(folder);
          entries.push({ name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
        }
      } else {
        entries.push({ name: restName, id: r.id, updated_at: r.updated_at, created_at: r.created_at, last_accessed_at: r.last_accessed_at, metadata: r.metadata });
      }
    }
    const column = body.sortBy?.column ?? "name";
    const dir = (body.sortBy?.order ?? "asc").toLowerCase() === "desc" ? -1 : 1;
    const key = (e: Entry): string => {
      const v = (e as unknown as Record<string, unknown>)[column];
      return v instanceof Date ? v.toISOString() : v == null ? "" : String(v);
    };
    const out = entries
      .filter((e) => !search || e.name.toLowerCase().includes(search))
      .sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : a.name < b.name ? -1 : 1))
      .slice(offset, offset + limit);
    sendJson(res, 200, out);
  }

  // -- buckets -----------------------------------------------------------------
  private async listBuckets(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = await this.caller(req, url);
    const rows = await this.asCaller(caller, async (tx) => (await tx.query<BucketRow>("select * from storage.buckets order by name")).rows);
    sendJson(res, 200, rows);
  }

  private async getBucket(req: IncomingMessage, res: ServerResponse, url: URL, id: string) {
    const caller = await this.caller(req, url);
    const row = await this.asCaller(caller, async (tx) => (await tx.query<BucketRow>("select * from storage.buckets where id = $1", [id])).rows[0]);
    if (!row) throw bucketNotFound();
    sendJson(res, 200, row);
  }

  private async createBucket(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = await this.caller(req, url);
    const body = await readJson<Record<string, unknown>>(req);
    const name = typeof body.name === "string" ? body.name : typeof body.id === "string" ? body.id : "";
    const id = typeof body.id === "string" ? body.id : name;
    if (!validBucketId(id)) throw storageError("400", "Invalid Input", "Bucket name invalid");
    await this.asCaller(caller, async (tx) => {
      await tx.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner, owner_id)
         values ($1, $2, $3, $4, $5::text[], $6::uuid, $6)`,
        [id, name, body.public === true, parseSize(body.file_size_limit), Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null,
          typeof caller.claims.sub === "string" ? caller.claims.sub : null],
      );
    });
    sendJson(res, 200, { name: id });
  }

  private async updateBucket(req: IncomingMessage, res: ServerResponse, url: URL, id: string) {
    const caller = await this.caller(req, url);
    const body = await readJson<Record<string, unknown>>(req);
    // Like storage-api: only the fields present in the body change (null clears a limit).
    if (body.public !== undefined && typeof body.public !== "boolean") throw storageError("400", "Invalid Input", "body/public must be boolean");
    const setSize = Object.prototype.hasOwnProperty.call(body, "file_size_limit");
    const setMime = Object.prototype.hasOwnProperty.call(body, "allowed_mime_types");
    if (setMime && body.allowed_mime_types !== null && (!Array.isArray(body.allowed_mime_types) || body.allowed_mime_types.some((m) => typeof m !== "string"))) {
      throw storageError("400", "Invalid Input", "body/allowed_mime_types must be an array of strings");
    }
    if (setSize && body.file_size_limit !== null && parseSize(body.file_size_limit) === null) {
      throw storageError("400", "Invalid Input", "body/file_size_limit must be a size such as 5242880 or \"5MB\"");
    }
    const n = await this.asCaller(caller, async (tx) => {
      const r = await tx.query(
        `update storage.buckets set public = coalesce($2, public),
            file_size_limit = case when $5 then $3 else file_size_limit end,
            allowed_mime_types = case when $6 then $4::text[] else allowed_mime_types end,
            updated_at = now()
         where id = $1`,
        [id, typeof body.public === "boolean" ? body.public : null, parseSize(body.file_size_limit),
          Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null, setSize, setMime],
      );
      return r.affectedRows ?? 0;
    });
    if (!n) throw bucketNotFound();
    sendJson(res, 200, { message: "Successfully updated" });
  }

  private async emptyBucket(req: IncomingMessage, res: ServerResponse, url: URL, id: string) {
    const caller = await this.caller(req, url);
    const rows = await this.asCaller(caller, async (tx) =>
      (await tx.query<ObjectRow>("delete from storage.objects where bucket_id = $1 returning *", [id])).rows,
    );
    for (const r of rows) await this.blobs.delete(r.bucket_id, r.name);
    sendJson(res, 200, { message: "Successfully emptied" });
  }

  private async deleteBucket(req: IncomingMessage, res: ServerResponse, url: URL, id: string) {
    const caller = await this.caller(req, url);
    const n = await this.asCaller(caller, async (tx) => {
      const objs = await tx.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id]);
      if (objs.rows.length) throw storageError("409", "InvalidRequest", "The bucket you tried to delete is not empty");
      return (await tx.query("delete from storage.buckets where id = $1", [id])).affectedRows ?? 0;
    });
    if (!n) throw bucketNotFound();
    sendJson(res, 200, { message: "Successfully deleted" });
  }
}

/** file_size_limit as bytes: numbers, or strings like "5MB", "500KB". */
function parseSize(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return Math.floor(v);
  if (typeof v !== "string" || !v.trim()) return null;
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(v.trim());
  if (!m) return null;
  const mult = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? "b").toLowerCase() as "b" | "kb" | "mb" | "gb"];
  return Math.floor(Number(m[1]) * mult);
}
