/**
 * File storage for the data layer. Names and public URLs are here at once (public pages need them);
 * uploads and removals (tus-js-client, WebP variants) load src/lib/storage-upload.ts on first use, so
 * a visitor's first load carries none of it (docs/performance.md).
 */
import type { ImageVariant } from "@/lib/image-variants";
import type { Bucket, UploadControl, UploadedFile, WriteWithImageOptions } from "@/lib/storage-names";

export * from "@/lib/storage-names";

const uploads = () => import("@/lib/storage-upload");

/** See storage-upload.ts: a TUS resumable upload with progress, resume and cancel. */
export async function uploadFile(
  bucket: Bucket,
  file: File,
  folder?: string,
  control?: UploadControl,
): Promise<UploadedFile> {
  return (await uploads()).uploadFile(bucket, file, folder, control);
}

/** See storage-upload.ts: stores the WebP variants of an uploaded main file, all or nothing. */
export async function uploadVariants(bucket: Bucket, mainPath: string, variants: ImageVariant[]): Promise<void> {
  return (await uploads()).uploadVariants(bucket, mainPath, variants);
}

/** See storage-upload.ts: removes a stored file and its WebP variants; a failure is only logged. */
export async function removeFile(bucket: Bucket, path: string | null | undefined): Promise<void> {
  if (!path) return;
  return (await uploads()).removeFile(bucket, path);
}

/** See storage-upload.ts: upload (when a file is given) -> write the row -> clean up, orphaning nothing. */
export async function writeWithImage<T>(options: WriteWithImageOptions<T>): Promise<T> {
  if (!options.file) return options.write(null);
  return (await uploads()).writeWithImage<T>(options);
}
