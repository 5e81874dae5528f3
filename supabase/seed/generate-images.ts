// Renders every demo photo and its WebP variants into the seed's photo cache (node_modules/.cache/seed-photos/)
// and prints their sizes. The seed does this by itself on first use; run it to warm the cache or to look:
//   npx tsx supabase/seed/generate-images.ts [name-filter ...]
import { allSeedImages } from "./data";
import { seedObjects } from "./photo-cache";

async function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const img of allSeedImages()) {
    if (only.length && !only.some((o) => img.path.includes(o))) continue;
    const objects = await seedObjects(img);
    for (const object of objects) total += object.body.length;
    console.log(`${img.bucket}/${img.path}`.padEnd(52), objects.map((o) => `${(o.body.length / 1024).toFixed(0)} KiB`).join("  "));
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MiB`);
}

await main();
