/**
 * /storage/v1/upload/resumable: resumable uploads (the TUS 1.0 protocol), as hosted Supabase
 * Storage offers them, served by the tus project's own Node server (@tus/server) with its file
 * store. Clients (tus-js-client) send the metadata storage-api expects: bucketName, objectName,
 * contentType, cacheControl; `x-upsert: true` to replace; the caller's JWT in `authorization`.
 *
 * The same rules as a normal upload (storage.ts):
 * - on creation (POST): the bucket must exist, the declared length must fit the bucket's
 *   file_size_limit (and the global 50 MiB), the content type must be allowed, and the caller's
 *   role and claims must pass the storage policies: the INSERT (or upsert) is tried in a
 *   transaction that is rolled back, so a refused upload is refused before any byte is sent;
 * - on completion: the object is written by storage.ts's writeObject under the caller's JWT
 *   (checkBucketRules and the policies again), then the partial data is removed.
 * Until an upload is complete nothing is in storage.objects or the bucket: the partial bytes live
 * only in the tus directory. A terminated upload (DELETE, tus-js-client's abort(true)) or a failed
 * completion removes them at once; a completed one right after its answer. Once every byte is in, a
 * DELETE is refused (400): cancelled means nothing stored, so it is never answered 204 for a stored object; an abandoned one expires after UPLOAD_EXPIRY_MS and is swept
 * by a periodic clean-up. Only the creator of an upload (same JWT subject and role) may resume,
 * inspect or terminate it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { EVENTS, Server, type ServerOptions } from "@tus/server";
import { FileStore } from "@tus/file-store";
import type { Upload } from "@tus/utils";
import type { Database } from "./db.ts";
import { HttpError, discardBody, sendJson, verifyJwt, type Claims } from "./http.ts";
import type { ApiRole } from "./keys.ts";
import {
  GLOBAL_FILE_SIZE_LIMIT,
  checkBucketRules,
  parseCacheControl,
  validName,
  writeObject,
  type BlobStore,
  type BucketRow,
} from "./storage.ts";

export const TUS_PATH = "/storage/v1/upload/resumable";
/** Unfinished uploads are removed this long after their creation. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

type Caller = { role: ApiRole; claims: Claims };
type TusError = { status_code: number; body: string };

function tusError(status: number, error: string, message: string): TusError {
  return { status_code: status, body: JSON.stringify({ statusCode: String(status), error, message }) };
}

/** storage.ts errors (HTTP 400 + {statusCode}) become the equivalent tus error status. */
function fromStorageError(err: unknown): TusError {
  if (err instanceof HttpError) {
    const body = err.body as { statusCode?: string; error?: string; message?: string };
    const status = Number(body.statusCode) || err.status;
    return { status_code: status >= 400 && status < 600 ? status : 400, body: JSON.stringify(body) };
  }
  const code = (err as { code?: string }).code;
  if (code === "42501") return tusError(403, "Unauthorized", "new row violates row-level security policy");
  if (code === "23505") return tusError(409, "Duplicate", "The resource already exists");
  return tusError(500, "internal", (err as Error).message ?? String(err));
}

async function callerOf(req: { headers: Headers }): Promise<Caller> {
  const auth = req.headers.get("authorization");
  const token = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, "").trim() : req.headers.get("apikey");
  if (!token) return { role: "anon", claims: { role: "anon" } };
  const v = await verifyJwt(token);
  if (!v.ok) throw tusError(403, "Unauthorized", v.reason);
  return { role: v.claims.role, claims: v.claims };
}

/** Who may continue an upload: the role plus the JWT subject of its creator. */
function ownerOf(caller: Caller): string {
  return `${caller.role}:${typeof caller.claims.sub === "string" ? caller.claims.sub : ""}`;
}

class RolledBack extends Error {}

export class TusService {
  readonly server: Server;
  private readonly datastore: FileStore;
  private readonly directory: string;
  private readonly temporary: boolean;
  private readonly timer: NodeJS.Timeout;

  /** `dataDir` undefined (memory mode): a temporary directory, removed again by close(). */
  constructor(
    private db: Database,
    private blobs: BlobStore,
    dataDir: string | undefined,
  ) {
    this.temporary = !dataDir;
    this.directory = dataDir ? path.join(dataDir, "tus-uploads") : fs.mkdtempSync(path.join(os.tmpdir(), "local-supabase-tus-"));
    fs.mkdirSync(this.directory, { recursive: true });
    const datastore = new FileStore({ directory: this.directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
    this.datastore = datastore;
    const options: Omit<ServerOptions, "locker"> = {
      path: TUS_PATH,
      maxSize: GLOBAL_FILE_SIZE_LIMIT,
      namingFunction: () => crypto.randomUUID(),
      onUploadCreate: (req, upload) => this.onCreate(req, upload),
      onUploadFinish: (req, upload) => this.onFinish(req, upload),
      onIncomingRequest: (req, id) => this.onIncoming(req, id),
      allowedHeaders: ["x-upsert", "apikey", "x-client-info"],
      // A DELETE that arrives once every byte is in (the object is being written or was written) is refused
      // ("Cannot terminate an already completed upload", 400) instead of answering 204 for a stored object.
      disableTerminationForFinishedUploads: true,
    };
    this.server = new Server({ ...options, datastore });
    // A completed upload's partial data goes once the answer is sent: the handlers read the upload again after
    // onUploadFinish (removing it there answered a one-shot or 0-byte upload with 404 although it was stored).
    this.server.on(EVENTS.POST_FINISH, (_req, _res, upload: Upload) => void this.datastore.remove(upload.id).catch(() => {}));
    this.timer = setInterval(() => void this.server.cleanUpExpiredUploads().catch(() => {}), CLEANUP_INTERVAL_MS);
    this.timer.unref();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refusal = await this.oversizedBody(req);
    if (refusal) {
      // Answered before the body is read, which is then drained: the client reads the 413 on a usable
      // connection (@tus/server aborts mid-body and closes the socket, so the client saw EPIPE/ECONNRESET).
      discardBody(req, res);
      return sendJson(res, refusal.status_code, JSON.parse(refusal.body), { "Tus-Resumable": "1.0.0" });
    }
    return this.server.handle(req, res);
  }

  /** A PATCH (or a creation with data) whose declared body goes past the upload's length or the bucket's limit. */
  private async oversizedBody(req: IncomingMessage): Promise<TusError | null> {
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (!Number.isFinite(declared) || declared <= 0) return null;
    const tooLarge = tusError(413, "Payload too large", "The object exceeded the maximum allowed size");
    if (req.method === "POST") {
      const length = Number(req.headers["upload-length"] ?? NaN);
      return Number.isFinite(length) && declared > length ? tooLarge : null;
    }
    if (req.method !== "PATCH") return null;
    const id = (req.url ?? "").split("?")[0].slice(TUS_PATH.length + 1);
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const upload = await this.datastore.getUpload(id).catch(() => null);
    if (!upload || upload.size === undefined) return null;
    const offset = Number(req.headers["upload-offset"] ?? NaN);
    return Number.isFinite(offset) && offset + declared > upload.size ? tooLarge : null;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    if (this.temporary) await fs.promises.rm(this.directory, { recursive: true, force: true });
  }

  /** Unfinished uploads currently kept (tests: a cancelled upload leaves none). */
  async pendingUploads(): Promise<string[]> {
    const names = await fs.promises.readdir(this.directory).catch(() => [] as string[]);
    return names.filter((n) => !n.endsWith(".json"));
  }

  private async bucketRow(id: string): Promise<BucketRow | undefined> {
    return (await this.db.query<BucketRow>("select * from storage.buckets where id = $1", [id])).rows[0];
  }

  private async onIncoming(req: { headers: Headers }, id: string): Promise<void> {
    const caller = await callerOf(req);
    let upload: Upload;
    try {
      upload = await this.datastore.getUpload(id);
    } catch {
      return; // unknown id: the tus handler answers 404 itself
    }
    if (upload.metadata?.owner !== ownerOf(caller)) throw tusError(403, "Unauthorized", "You may not access this upload");
  }

  private async onCreate(req: { headers: Headers }, upload: Upload): Promise<{ metadata: Upload["metadata"] }> {
    const caller = await callerOf(req);
    const meta = upload.metadata ?? {};
    const bucket = meta.bucketName ?? "";
    const name = meta.objectName ?? "";
    if (!bucket || !validName(name)) throw tusError(400, "InvalidKey", `Invalid key: ${name}`);
    if (upload.size === undefined) throw tusError(400, "InvalidRequest", "Upload-Length is required");
    const b = await this.bucketRow(bucket);
    if (!b) throw tusError(404, "Bucket not found", "Bucket not found");
    const contentType = meta.contentType || "application/octet-stream";
    try {
      checkBucketRules(b, upload.size, contentType);
      parseCacheControl(meta.cacheControl);
    } catch (err) {
      throw fromStorageError(err);
    }
    const upsert = (req.headers.get("x-upsert") ?? "").toLowerCase() === "true";
    await this.checkPolicies(caller, bucket, name, upsert);
    return {
      metadata: {
        bucketName: bucket,
        objectName: name,
        contentType,
        cacheControl: meta.cacheControl ?? null,
        upsert: upsert ? "true" : "false",
        owner: ownerOf(caller),
      },
    };
  }

  /** Tries the object row the completed upload will write, under the caller's JWT, and rolls it back. */
  private async checkPolicies(caller: Caller, bucket: string, name: string, upsert: boolean): Promise<void> {
    const sub = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    try {
      await this.db.asRole(caller.role, caller.claims, async (tx) => {
        await tx.query(
          upsert
            ? `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $4)
               on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id`
            : `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $4)`,
          [bucket, name, sub, sub],
        );
        throw new RolledBack();
      });
    } catch (err) {
      if (err instanceof RolledBack) return;
      throw fromStorageError(err);
    }
  }

  private async onFinish(req: { headers: Headers }, upload: Upload): Promise<Record<string, never>> {
    try {
      const caller = await callerOf(req);
      const meta = upload.metadata ?? {};
      if (meta.owner !== ownerOf(caller)) throw tusError(403, "Unauthorized", "You may not access this upload");
      const b = await this.bucketRow(meta.bucketName ?? "");
      if (!b) throw tusError(404, "Bucket not found", "Bucket not found");
      const data = await readAll(this.datastore.read(upload.id));
      const mime = meta.contentType || "application/octet-stream";
      checkBucketRules(b, data.length, mime);
      await writeObject(this.db, this.blobs, caller, {
        bucket: b.id,
        name: meta.objectName ?? "",
        data,
        mime,
        cacheControl: parseCacheControl(meta.cacheControl),
        upsert: meta.upsert === "true",
        userMetadata: null,
      });
      return {};
    } catch (err) {
      // Refused: the partial data is never needed again (on success it goes after the answer, POST_FINISH).
      await this.datastore.remove(upload.id).catch(() => {});
      throw "status_code" in (err as object) ? err : fromStorageError(err);
    }
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
