/**
 * The spec's file names against the embedded local Supabase: an upload through the app's data layer is
 * stored as "<timestamp>.<ext>", its WebP variants are named after it and the row records their widths.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PNG_1x1, testEnv } from "../helpers/supabase";

const render = vi.hoisted(() => ({ variants: true }));
vi.mock("@/lib/image-variants", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/image-variants")>();
  const { default: sharp } = await import("sharp");
  // Rendering needs a browser canvas (the e2e upload journey covers it); here what is stored matters.
  const renderVariants = async () =>
    render.variants
      ? Promise.all(
          actual.VARIANT_WIDTHS.map(async (width) => {
            const bytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#1d4ed8" } }).webp().toBuffer();
            return { width, blob: new Blob([new Uint8Array(bytes)], { type: "image/webp" }) };
          }),
        )
      : [];
  return { ...actual, renderVariants };
});

const WIDTHS = [480, 960, 1600];
const png = (name = "foto.png") => new File([PNG_1x1], name, { type: "image/png" });
const variantsOf = (main: string) => WIDTHS.map((w) => main.replace(/\.[a-z0-9]+$/i, `.w${w}.webp`));
const publicUrl = (bucket: string, name: string) => `${testEnv().url}/storage/v1/object/public/${bucket}/${name}`;
const status = async (bucket: string, name: string) => {
  const res = await fetch(publicUrl(bucket, name));
  await res.arrayBuffer();
  return res.status;
};
const statuses = (bucket: string, names: string[]) => Promise.all(names.map((name) => status(bucket, name)));

describe("uploads through the app's data layer", () => {
  let facilities: typeof import("@/features/facilities/api/facilities");
  let gallery: typeof import("@/features/gallery/api/gallery");
  let variants: typeof import("@/lib/image-variants");

  beforeAll(async () => {
    // The app's client reads its URL and key from import.meta.env when first imported.
    vi.stubEnv("VITE_SUPABASE_URL", testEnv().url);
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", testEnv().anonKey);
    const { authClient } = await import("@/lib/auth-client");
    const { error } = await authClient.auth.signInWithPassword({ email: "admin@example.com", password: "admin12345" });
    if (error) throw error;
    facilities = await import("@/features/facilities/api/facilities");
    gallery = await import("@/features/gallery/api/gallery");
    variants = await import("@/lib/image-variants");
  });

  it("stores '<timestamp>.<ext>' and its WebP variants, records their widths, and a replacement removes all four", async () => {
    const before = Date.now();
    const created = await facilities.createFacility({ name: "Lab Nama File", description: "Ruang uji", image: png("Foto Lab.PNG") });
    expect(created.file_path).toMatch(/^\d{13}\.png$/);
    expect(Number(created.file_path!.slice(0, 13))).toBeGreaterThanOrEqual(before);
    expect(created.image_url).toBe(publicUrl("facilities", created.file_path!));
    expect(created.image_variant_widths).toEqual(WIDTHS);
    expect(await statuses("facilities", [created.file_path!, ...variantsOf(created.file_path!)])).toEqual([200, 200, 200, 200]);
    // what a public page offers is exactly what was stored
    expect(variants.srcSetFor(created.image_url, created.image_variant_widths)).toBe(
      variantsOf(created.file_path!).map((name, i) => `${publicUrl("facilities", name)} ${WIDTHS[i]}w`).join(", "),
    );

    const updated = await facilities.updateFacility({ id: created.id, current: created, name: "Lab Nama File", description: "Ruang uji", image: png() });
    expect(updated.file_path).toMatch(/^\d{13}\.png$/);
    expect(updated.file_path).not.toBe(created.file_path);
    expect(updated.image_variant_widths).toEqual(WIDTHS);
    expect(await statuses("facilities", [created.file_path!, ...variantsOf(created.file_path!)])).not.toContain(200);
    expect(await statuses("facilities", [updated.file_path!, ...variantsOf(updated.file_path!)])).toEqual([200, 200, 200, 200]);
    await facilities.deleteFacility(updated);
  });

  it("records no widths (and stores no variants) when the browser could not render them", async () => {
    render.variants = false;
    try {
      const item = await gallery.createGalleryItem({ caption: "Tanpa varian", alt: "Foto tanpa varian", file: png() });
      expect(item.filePath).toMatch(/^\d{13}\.png$/);
      expect(item.image_variant_widths).toEqual([]);
      expect(await statuses("gallery", variantsOf(item.filePath))).not.toContain(200);
      expect(variants.responsiveImageProps(item.src, item.image_variant_widths, "100vw")).toEqual({ src: item.src });
      await gallery.deleteGalleryItem(item);
    } finally {
      render.variants = true;
    }
  });
});
