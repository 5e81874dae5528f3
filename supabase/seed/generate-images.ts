// Renders every demo image into supabase/seed/images/ (committed; deterministic).
//   npx tsx supabase/seed/generate-images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { allSeedImages } from "./data";
import { renderJpeg } from "./images";

export const IMAGES_DIR = fileURLToPath(new URL("./images/", import.meta.url));

async function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const img of allSeedImages()) {
    if (only.length && !only.some((o) => img.file.includes(o))) continue;
    const out = join(IMAGES_DIR, img.file);
    mkdirSync(dirname(out), { recursive: true });
    const jpeg = await renderJpeg(img);
    writeFileSync(out, jpeg);
    total += jpeg.length;
    console.log(`${img.file.padEnd(52)} ${img.width}x${img.height} ${(jpeg.length / 1024).toFixed(0)} KiB`);
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MiB`);
}

await main();
