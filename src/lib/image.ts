import { z } from "zod";
import { UploadCancelledError } from "@/lib/upload-cancelled";

/** Image inputs accept image files only (docs/product.md, Validation). */
export const IMAGE_ONLY_MESSAGE = "File harus berupa gambar.";

/** Images over this size are compressed in the browser before upload (docs/product.md, Constants). */
export const COMPRESS_THRESHOLD_BYTES = 1024 * 1024;

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/** An optional image file form field: a File (image/*) or nothing. */
export function imageFileField() {
  return z
    .instanceof(File)
    .refine(isImageFile, { error: IMAGE_ONLY_MESSAGE })
    .nullish();
}

/**
 * An image file form field that must be present when `required` is true
 * (a new facility or banner, a gallery photo), with the form's own message.
 */
export function requiredImageFileField(message: string, required = true) {
  return imageFileField().refine((file) => !required || file instanceof File, { error: message });
}

/** How the compression notices name the file: gallery/facilities 'foto', programs/banners 'gambar', profile 'avatar'. */
export type ImageKind = "foto" | "gambar" | "avatar";

export type Notify = (message: { title: string; description?: string; variant?: "default" | "destructive" }) => unknown;

export interface CompressOptions {
  kind: ImageKind;
  /** Where the notices go (the app passes its toast; this module stays UI-free, schemas import it). */
  notify: Notify;
  /** Compression progress in percent (0-100), as browser-image-compression reports it. */
  onProgress?: (percent: number) => void;
  /** Aborting stops the compression and rejects with UploadCancelledError (nothing is uploaded). */
  signal?: AbortSignal;
}

/** '3.20 MB' */
export function formatMB(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The browser-image-compression options for a kind (1 MB target, 1920 px; avatars 500 px). */
export function compressionSettings(kind: ImageKind) {
  return {
    maxSizeMB: 1,
    maxWidthOrHeight: kind === "avatar" ? 500 : 1920,
    useWebWorker: true,
  };
}

/**
 * Absolute URL of the library's UMD build served by the app itself (never a CDN):
 * the compression worker runs `importScripts(libURL)` from a blob: URL, so the
 * address must be absolute.
 */
async function workerLibURL(): Promise<string> {
  const { default: url } = await import("browser-image-compression/dist/browser-image-compression.js?url");
  return new URL(url, globalThis.location?.href ?? "http://localhost/").href;
}

/**
 * Returns the file to upload: images over 1 MB are compressed in a web worker
 * (1 MB target, 1920 px, avatars 500 px) and the sizes before and after are
 * reported; smaller files are returned untouched. If compression fails the
 * original is returned and 'Gagal mengompresi {kind}. Mengunggah tanpa kompresi.' is shown.
 * The library is loaded only when a file actually needs compressing.
 */
export async function compressImage(file: File, { kind, notify, onProgress, signal }: CompressOptions): Promise<File> {
  if (signal?.aborted) throw new UploadCancelledError();
  if (file.size <= COMPRESS_THRESHOLD_BYTES) return file;

  notify({ title: `Mengompresi ${kind}...`, description: `Ukuran asli: ${formatMB(file.size)}` });
  try {
    const [{ default: imageCompression }, libURL] = await Promise.all([
      import("browser-image-compression"),
      workerLibURL(),
    ]);
    const compressed = await imageCompression(file, { ...compressionSettings(kind), libURL, onProgress, signal });
    // Keep the original name (the stored name takes its extension) and type.
    const result =
      compressed instanceof File && compressed.name === file.name
        ? compressed
        : new File([compressed], file.name, { type: compressed.type || file.type, lastModified: file.lastModified });
    notify({
      title: `Kompresi ${kind} selesai`,
      description: `Ukuran asli: ${formatMB(file.size)}. Setelah kompresi: ${formatMB(result.size)}`,
    });
    return result;
  } catch (error) {
    if (signal?.aborted) throw new UploadCancelledError();
    console.error("Image compression failed", error);
    notify({ title: `Gagal mengompresi ${kind}. Mengunggah tanpa kompresi.`, variant: "destructive" });
    return file;
  }
}
