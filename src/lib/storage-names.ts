/**
 * Names and addresses of stored files (what public pages need): buckets, public URLs, stored names and the
 * upload contract. The upload machinery itself is src/lib/storage-upload.ts, loaded on demand through
 * src/lib/storage.ts.
 */
import { env } from "@/lib/env";

export type Bucket = "programs" | "facilities" | "gallery" | "hero_banners" | "announcements" | "partners" | "avatars" | "registration-documents" | "complaint-attachments";

export type UploadedFile = {
  path: string;
  publicUrl: string;
  /** Widths of the WebP variants stored next to it (src/lib/image-variants.ts); empty when there are none. */
  variantWidths: number[];
};

/** The image columns of a programs, facilities, hero_banners or announcements row for an upload (null: no image). */
export function imageColumns(upload: UploadedFile): { image_url: string; file_path: string; image_variant_widths: number[] };
export function imageColumns(upload: UploadedFile | null): { image_url: string | null; file_path: string | null; image_variant_widths: number[] };
export function imageColumns(upload: UploadedFile | null) {
  return {
    image_url: upload?.publicUrl ?? null,
    file_path: upload?.path ?? null,
    image_variant_widths: upload?.variantWidths ?? [],
  };
}

const MIME_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

/** Stored names are a timestamp plus the original extension (avatars inside the user's folder). */
export function storedFileName(file: File, folder?: string, now: number = Date.now()): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const ext = fromName ?? MIME_EXTENSIONS[file.type] ?? "bin";
  return folder ? `${folder}/${now}.${ext}` : `${now}.${ext}`;
}

/** The public address of an object (what storage-js' getPublicUrl returns, without loading it). */
export function publicUrl(bucket: Bucket, path: string): string {
  return encodeURI(`${env.supabaseUrl}/storage/v1/object/public/${bucket}/${path}`);
}

/**
 * The private bucket holding the content images no visitor can see (of deleted rows, replaced images,
 * announcements not yet published), named `<bucket>/<name>`: the backend moves them there and back
 * (migration 20261127000001_withheld_images.sql, docs/change-history.md).
 */
export const WITHHELD_BUCKET = "withheld-images";

/** The bucket and path of a content bucket's public URL (null when it is not one). */
export function storedImageRef(url: string | null | undefined): { bucket: Bucket; path: string } | null {
  const match = url ? /\/storage\/v1\/object\/public\/(programs|facilities|gallery|hero_banners|announcements|partners)\/([^?#]+)/.exec(url) : null;
  return match ? { bucket: match[1] as Bucket, path: decodeURIComponent(match[2]) } : null;
}

/** Recovers the object path from a public URL of the bucket (null when it is not one). */
export function pathFromPublicUrl(bucket: Bucket, url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${bucket}/`;
  const at = url.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(url.slice(at + marker.length).split("?")[0]);
}

/** Bytes sent of an upload. */
export type UploadProgress = { loaded: number; total: number };

/** What the UI can do with an upload in flight: follow its progress, cancel it. */
export interface UploadControl {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload: the partial data is removed on the server and nothing is stored. */
  signal?: AbortSignal;
  /** The object's full name in the bucket (default: `<folder>/<timestamp>.<ext>`). */
  objectName?: string;
  /**
   * Which earlier, interrupted upload of the same file this one may resume: one whose object name starts with this
   * (default: any in the same folder). tus-js-client knows a file by its name, type, size and date, so one file chosen
   * for two documents of one folder would otherwise take over the other's upload while it runs.
   */
  resumePrefix?: string;
  /** Upload as the anonymous visitor (registration documents): no session is looked up, so supabase-js is not loaded. */
  anonymous?: boolean;
}

/** Supabase Storage's resumable-upload (TUS) endpoint; hosted Supabase asks for 6 MB chunks. */
export const RESUMABLE_ENDPOINT_PATH = "/storage/v1/upload/resumable";
export const RESUMABLE_CHUNK_SIZE = 6 * 1024 * 1024;
/** Retries after a dropped connection; each retry resumes from the offset the server has. */
export const RESUMABLE_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** What writeWithImage needs: the bucket, the file (if any), where the old one was, and the row write. */
export interface WriteWithImageOptions<T> {
  bucket: Bucket;
  file?: File | null;
  folder?: string;
  previousPath?: string | null;
  /** Progress and cancellation of the upload (UI). */
  control?: UploadControl;
  write: (upload: UploadedFile | null) => Promise<T>;
}
