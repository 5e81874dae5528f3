/**
 * The upload machinery: TUS resumable uploads (tus-js-client), WebP variants, removals and the
 * upload -> write -> clean-up sequence. Only admin screens write, so public pages never load this
 * module: src/lib/storage.ts imports it on first use.
 */
import type { DetailedError, PreviousUpload } from "tus-js-client";
import { env } from "@/lib/env";
import { loadAuthClient } from "@/lib/auth-session";
import { renderVariants, variantPath, variantPaths, VARIANT_WIDTHS, type ImageVariant } from "@/lib/image-variants";
import { UploadCancelledError } from "@/lib/upload-cancelled";
import {
  publicUrl,
  RESUMABLE_CHUNK_SIZE,
  RESUMABLE_ENDPOINT_PATH,
  RESUMABLE_RETRY_DELAYS,
  storedFileName,
  type Bucket,
  type UploadControl,
  type UploadedFile,
  type WriteWithImageOptions,
  WITHHELD_BUCKET,
} from "@/lib/storage-names";

/** Storage goes through the auth client (loaded on demand: uploads and removals happen in the admin area only). */
const storage = async () => (await loadAuthClient()).storage;

/**
 * Buckets whose photos get responsive WebP variants (src/lib/image-variants.ts): every public content bucket; avatars
 * and partner logos stay single files (both are shown at 48 px or less, smaller than the narrowest variant).
 */
export const RESPONSIVE_BUCKETS: ReadonlySet<Bucket> = new Set(["programs", "facilities", "gallery", "hero_banners", "announcements"]);

function uploadErrorMessage(error: Error | DetailedError): string {
  const body = "originalResponse" in error ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      return body;
    }
  }
  return error.message;
}

/**
 * tus-js-client picks its file reader by platform: the browser build slices Blobs, the Node build
 * (used when the data layer runs under Node, e.g. the integration tests) only reads Buffers and
 * streams. Under Node this reader slices the Blob/File into bytes instead; browsers keep the default.
 */
const nodeBlobFileReader = {
  openFile: async (input: Blob) => ({
    size: input.size,
    slice: async (start: number, end: number) => {
      const bytes = new Uint8Array(await input.slice(start, end).arrayBuffer());
      // tus-js-client reads a chunk's length from `size` (as on a Blob or its own Node Buffer source).
      return { value: Object.assign(bytes, { size: bytes.length }), done: end >= input.size };
    },
    close: () => {},
  }),
};

/**
 * Uploads a file with the TUS resumable-upload protocol (tus-js-client, loaded on demand), the
 * way hosted Supabase Storage offers it: progress is reported as bytes are sent, a dropped
 * connection is retried from where the server stopped, an upload interrupted by a reload resumes
 * the next time the same file is uploaded, and aborting `signal` cancels it (the server removes
 * the partial data). Bucket rules (MIME type, size, policies) are the same as for a normal upload.
 */
export async function uploadFile(
  bucket: Bucket,
  file: File,
  folder?: string,
  control: UploadControl = {},
): Promise<UploadedFile> {
  const { onProgress, signal } = control;
  if (signal?.aborted) throw new UploadCancelledError();
  const [{ Upload }, token] = await Promise.all([
    import("tus-js-client"),
    control.anonymous ? Promise.resolve(null) : loadAuthClient().then(async (client) => (await client.auth.getSession()).data.session?.access_token ?? null),
  ]);
  if (signal?.aborted) throw new UploadCancelledError();
  let path = control.objectName ?? storedFileName(file, folder);
  const contentType = file.type || "application/octet-stream";

  return new Promise<UploadedFile>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${env.supabaseUrl}${RESUMABLE_ENDPOINT_PATH}`,
      headers: {
        authorization: `Bearer ${token ?? env.supabaseAnonKey}`,
        apikey: env.supabaseAnonKey,
        "x-upsert": "false",
      },
      metadata: { bucketName: bucket, objectName: path, contentType, cacheControl: "3600" },
      chunkSize: RESUMABLE_CHUNK_SIZE,
      ...(typeof window === "undefined" ? { fileReader: nodeBlobFileReader } : {}),
      retryDelays: RESUMABLE_RETRY_DELAYS,
      // Create first, then send: a cancelled upload always has a URL to terminate.
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
      onProgress: (loaded, total) => onProgress?.({ loaded, total }),
      onSuccess: () => {
        signal?.removeEventListener("abort", cancel);
        resolve({ path, publicUrl: publicUrl(bucket, path), variantWidths: [] });
      },
      onError: (error) => {
        signal?.removeEventListener("abort", cancel);
        reject(new Error(`Upload failed: ${uploadErrorMessage(error)}`));
      },
    });
    function cancel() {
      void upload.abort(true).catch(() => {});
      reject(new UploadCancelledError());
    }
    signal?.addEventListener("abort", cancel, { once: true });

    const sameTarget = (previous: PreviousUpload) =>
      previous.metadata.bucketName === bucket &&
      !!previous.metadata.objectName &&
      (control.resumePrefix
        ? previous.metadata.objectName.startsWith(control.resumePrefix)
        : folder
          ? previous.metadata.objectName.startsWith(`${folder}/`)
          : !previous.metadata.objectName.includes("/"));
    upload
      .findPreviousUploads()
      .then((previous) => {
        const resumable = previous.find(sameTarget);
        if (resumable) {
          path = resumable.metadata.objectName;
          upload.options.metadata = { ...upload.options.metadata, objectName: path };
          upload.resumeFromPreviousUpload(resumable);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (!signal?.aborted) upload.start();
      });
  });
}

/** Stores the WebP variants of an uploaded main file; if one fails, the main file and the variants are removed. */
export async function uploadVariants(bucket: Bucket, mainPath: string, variants: ImageVariant[]): Promise<void> {
  const client = await storage();
  const results = await Promise.all(
    variants.map(({ width, blob }) =>
      client.from(bucket).upload(variantPath(mainPath, width), blob, { cacheControl: "3600", upsert: true, contentType: "image/webp" }),
    ),
  );
  const failed = results.find((result) => result.error);
  if (failed?.error) {
    await removeFile(bucket, mainPath);
    throw new Error(`Upload failed: ${failed.error.message}`);
  }
}

/**
 * Removes a stored file and its WebP variants (every width an upload makes; names that do not exist are
 * skipped by the Storage API). A failure is only logged: the row it belonged to is already gone or saved.
 */
export async function removeFile(bucket: Bucket, path: string | null | undefined): Promise<void> {
  if (!path) return;
  const variants = RESPONSIVE_BUCKETS.has(bucket) ? variantPaths(path, VARIANT_WIDTHS) : [];
  try {
    const client = await storage();
    const { error } = await client.from(bucket).remove([path, ...variants]);
    if (error) console.error(`Gagal menghapus file ${bucket}/${path}:`, error.message);
    // The backend may already have withheld a file no row shows any more (docs/change-history.md).
    if (RESPONSIVE_BUCKETS.has(bucket)) await client.from(WITHHELD_BUCKET).remove([path, ...variants].map((name) => `${bucket}/${name}`));
  } catch (error) {
    console.error(`Gagal menghapus file ${bucket}/${path}:`, error);
  }
}

/**
 * Upload (when a file is given) -> write the row -> clean up, so nothing is
 * orphaned and nothing is lost:
 * - the row write fails: the freshly uploaded file is removed again;
 * - the row write succeeds with a new file: the previous file is removed.
 */
export async function writeWithImage<T>(options: WriteWithImageOptions<T>): Promise<T> {
  const { bucket, file, folder, previousPath, control, write } = options;
  if (!file) return write(null);
  // Photos of the public buckets also get WebP variants; a browser that cannot render them uploads the file alone.
  const variants = RESPONSIVE_BUCKETS.has(bucket) ? await renderVariants(file) : [];
  const stored = await uploadFile(bucket, file, folder, control);
  // Named after the main file as stored (a resumed upload keeps the name it started with).
  if (variants.length > 0) await uploadVariants(bucket, stored.path, variants);
  const upload: UploadedFile = { ...stored, variantWidths: variants.map((variant) => variant.width) };
  let result: T;
  try {
    result = await write(upload);
  } catch (error) {
    await removeFile(bucket, upload.path);
    throw error;
  }
  if (previousPath && previousPath !== upload.path) await removeFile(bucket, previousPath);
  return result;
}
