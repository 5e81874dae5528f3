/**
 * Responsive images: next to an uploaded photo the browser stores smaller WebP copies, and public
 * pages offer them through `srcset` so a phone downloads the small one.
 *
 * The main file keeps the spec's name, a timestamp plus the original extension; its variants are
 * named after it, and the widths stored are recorded on the row (`image_variant_widths`):
 *   main file     1717000000000.jpg
 *   its variants  1717000000000.w480.webp, 1717000000000.w960.webp, 1717000000000.w1600.webp
 * A row with no widths (an upload from before variants, from a browser that cannot encode WebP, an
 * avatar) is shown as it is. Variants are never wider than the original (a 1000 px photo gets three
 * 1000 px or smaller copies), so every listed width exists.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The widths recorded on a row (`image_variant_widths`); null/undefined = none. */
type Widths = readonly number[] | null | undefined;

/** The path (or URL) of one variant of a main file: "1717.jpg" → "1717.w480.webp" (a query or hash is kept). */
export function variantPath(mainPathOrUrl: string, width: number): string {
  const [base, query = ""] = mainPathOrUrl.split(/(?=[?#])/);
  return `${base.replace(/\.[a-z0-9]+$/i, "")}.w${width}.webp${query}`;
}

/** The variant paths of a main file for the given widths (none without a file). */
export function variantPaths(mainPath: string | null | undefined, widths: Widths = VARIANT_WIDTHS): string[] {
  return mainPath ? (widths ?? []).map((width) => variantPath(mainPath, width)) : [];
}

/** `srcset` for an image URL with the recorded variant widths (undefined without any). */
export function srcSetFor(url: string | null | undefined, widths: Widths): string | undefined {
  if (!url || !widths?.length) return undefined;
  return widths.map((width) => `${variantPath(url, width)} ${width}w`).join(", ");
}

/** Props for an <img>: src always, srcSet and sizes when the row records variants. */
export function responsiveImageProps(
  url: string,
  widths: Widths,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = srcSetFor(url, widths);
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
