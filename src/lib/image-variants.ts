/**
 * Responsive images: next to an uploaded photo the browser stores smaller WebP copies, and public
 * pages offer them through `srcset` so a phone downloads the small one.
 *
 * Naming convention (no database column needed, so rows from before keep working):
 *   main file     1717000000000.rsp.jpg         ← ".rsp" marks "variants exist"
 *   its variants  1717000000000.rsp.w480.webp, .rsp.w960.webp, .rsp.w1600.webp
 * A main file without ".rsp" (every upload from before this feature, avatars) has no variants and
 * is shown as it is. Variants are never wider than the original (a 1000 px photo gets three 1000 px
 * or smaller copies), so every listed width exists.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

const MARKER = ".rsp";
const MAIN_WITH_VARIANTS = /\.rsp\.[a-z0-9]+$/i;

/** Whether a stored path or public URL belongs to a main file that has variants. */
export function hasVariants(pathOrUrl: string | null | undefined): boolean {
  if (!pathOrUrl) return false;
  return MAIN_WITH_VARIANTS.test(pathOrUrl.split(/[?#]/)[0]);
}

/** The stored name for a main file that will get variants: "1717.jpg" → "1717.rsp.jpg". */
export function withVariantMarker(path: string): string {
  if (hasVariants(path)) return path;
  return path.replace(/(\.[a-z0-9]+)?$/i, (ext) => `${MARKER}${ext}`);
}

/** The path (or URL) of one variant of a main file with variants. */
export function variantPath(mainPathOrUrl: string, width: VariantWidth): string {
  const [base, query = ""] = mainPathOrUrl.split(/(?=[?#])/);
  return `${base.replace(/\.[a-z0-9]+$/i, "")}.w${width}.webp${query}`;
}

/** Every variant path of a main file (none when it has no variants). */
export function variantPaths(mainPath: string | null | undefined): string[] {
  return mainPath && hasVariants(mainPath) ? VARIANT_WIDTHS.map((width) => variantPath(mainPath, width)) : [];
}

/** `srcset` for an image URL (undefined for images without variants). */
export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url || !hasVariants(url)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${variantPath(url, width)} ${width}w`).join(", ");
}

/** Props for an <img>: src always, srcSet and sizes when the image has variants. */
export function responsiveImageProps(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = srcSetFor(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

export type ImageVariant = { width: VariantWidth; blob: Blob };

/**
 * Renders the WebP variants of an image file in the browser (canvas). Resolves with nothing when
 * the browser cannot (no createImageBitmap / WebP encoding, an undecodable file): the upload then
 * simply has no variants, which every page handles.
 */
export async function renderVariants(file: Blob, quality = 0.8): Promise<ImageVariant[]> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return [];
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return [];
  }
  try {
    const variants: ImageVariant[] = [];
    for (const width of VARIANT_WIDTHS) {
      const targetWidth = Math.min(width, bitmap.width);
      const targetHeight = Math.max(1, Math.round((bitmap.height * targetWidth) / bitmap.width));
      const canvas = document.createElement("canvas");
      canvas.width = targetWidth;
      canvas.height = targetHeight;
      const context = canvas.getContext("2d");
      if (!context) return [];
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, targetWidth, targetHeight);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", quality));
      if (!blob || blob.type !== "image/webp") return [];
      variants.push({ width, blob });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}
