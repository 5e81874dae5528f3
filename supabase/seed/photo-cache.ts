// The seed's photos are rendered at seed time (deterministically, with sharp) instead of being committed:
// ~30 photos of several hundred KB plus their WebP variants would add ~20 MB to the repository.
// Rendering takes a few seconds per photo, so results are cached under node_modules/.cache/seed-photos/,
// keyed by a hash of the code and data that draw them (change either and they are drawn again).
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SEED_VARIANT_WIDTHS, seedVariantPath, type SeedImage } from "./data";

const here = dirname(fileURLToPath(import.meta.url));
const CACHE_ROOT = join(here, "..", "..", "node_modules", ".cache", "seed-photos");

let cacheDir: string | undefined;
function dir(): string {
  if (!cacheDir) {
    const hash = createHash("sha256");
    for (const file of ["images.ts", "data.ts", "photo-cache.ts"]) hash.update(readFileSync(join(here, file)));
    cacheDir = join(CACHE_ROOT, hash.digest("hex").slice(0, 16));
  }
  return cacheDir;
}

export type SeedObject = { path: string; body: Buffer; contentType: string };

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(dir(), name);
  try {
    return await readFile(file);
  } catch {
    const body = await make();
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file); // atomic: a parallel seed never reads half a file
    return body;
  }
}

/** The objects to store for one seed image: the main JPEG and, for content buckets, its WebP variants. */
export async function seedObjects(img: SeedImage): Promise<SeedObject[]> {
  const { renderPhoto, renderWebpVariants } = await import("./images");
  const key = `${img.bucket}/${img.path.replace(/\//g, "_")}`;
  const main = await cached(key, () => renderPhoto(img));
  const objects: SeedObject[] = [{ path: img.path, body: main, contentType: "image/jpeg" }];
  if (img.bucket !== "avatars") {
    for (const width of SEED_VARIANT_WIDTHS) {
      const body = await cached(seedVariantPath(key, width), async () => (await renderWebpVariants(main, [width]))[0].body);
      objects.push({ path: seedVariantPath(img.path, width), body, contentType: "image/webp" });
    }
  }
  return objects;
}
