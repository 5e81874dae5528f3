import { supabase } from "@/lib/supabase";

export type Bucket = "programs" | "facilities" | "gallery" | "hero_banners" | "avatars";

export type UploadedFile = { path: string; publicUrl: string };

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

export function publicUrl(bucket: Bucket, path: string): string {
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/** Recovers the object path from a public URL of the bucket (null when it is not one). */
export function pathFromPublicUrl(bucket: Bucket, url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${bucket}/`;
  const at = url.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(url.slice(at + marker.length).split("?")[0]);
}

export async function uploadFile(bucket: Bucket, file: File, folder?: string): Promise<UploadedFile> {
  const path = storedFileName(file, folder);
  const { data, error } = await supabase.storage
    .from(bucket)
    .upload(path, file, { cacheControl: "3600", upsert: false, contentType: file.type || undefined });
  if (error) throw new Error(`Upload failed: ${error.message}`);
  return { path: data.path, publicUrl: publicUrl(bucket, data.path) };
}

/** Removes a stored file. A failure is only logged: the row it belonged to is already gone or saved. */
export async function removeFile(bucket: Bucket, path: string | null | undefined): Promise<void> {
  if (!path) return;
  try {
    const { error } = await supabase.storage.from(bucket).remove([path]);
    if (error) console.error(`Gagal menghapus file ${bucket}/${path}:`, error.message);
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
export async function writeWithImage<T>(options: {
  bucket: Bucket;
  file?: File | null;
  folder?: string;
  previousPath?: string | null;
  write: (upload: UploadedFile | null) => Promise<T>;
}): Promise<T> {
  const { bucket, file, folder, previousPath, write } = options;
  if (!file) return write(null);
  const upload = await uploadFile(bucket, file, folder);
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
