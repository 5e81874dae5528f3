// Writes the browser-test fixtures into tests/fixtures/ (committed; deterministic).
//   npx tsx supabase/seed/generate-fixtures.ts
// - photo-small.jpg (1200x800), banner-small.jpg (1920x1080), avatar.png (400x400), facility.jpg (1200x800): < 300 KB each
// - photo-large.jpg: 4000x3000 photo-like JPEG (quality 95) between 1.5 MB and 4 MB, so client-side compression runs
// - not-an-image.txt: plain text; fake.png: text with a .png name
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { SeedImage } from "./data";
import { renderSvg, rng } from "./images";

const OUT = fileURLToPath(new URL("../../tests/fixtures/", import.meta.url));

function fixtureImage(over: Partial<SeedImage> & Pick<SeedImage, "motif" | "palette" | "width" | "height">): SeedImage {
  return { bucket: "gallery", path: `fixture-${over.motif}.jpg`, file: "", ...over };
}

/** A 4000x3000 "landscape photo": sky gradient, hills, sun, sensor noise. */
function photoLikeRaw(width: number, height: number): Buffer {
  const rand = rng("photo-large");
  const buf = Buffer.alloc(width * height * 3);
  const hills = [0, 1, 2].map((i) => ({
    base: height * (0.55 + i * 0.12),
    amp: height * (0.05 + rand() * 0.05),
    freq: (2 + rand() * 3) * Math.PI / width,
    phase: rand() * Math.PI * 2,
    color: [[70, 120, 80], [50, 100, 60], [35, 75, 45]][i],
  }));
  const sun = { x: width * 0.72, y: height * 0.25, r: height * 0.08 };
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 2;
  };
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      let r = 90 + 110 * t;
      let g = 150 + 60 * t;
      let b = 235 - 40 * t;
      const dx = x - sun.x;
      const dy = y - sun.y;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < sun.r) { r = 255; g = 236; b = 170; }
      else if (d < sun.r * 3) { const k = 1 - (d - sun.r) / (sun.r * 2); r += (255 - r) * k * 0.5; g += (230 - g) * k * 0.4; b += (180 - b) * k * 0.2; }
      for (const h of hills) {
        const top = h.base + h.amp * Math.sin(x * h.freq + h.phase) + h.amp * 0.3 * Math.sin(x * h.freq * 5.3);
        if (y > top) { const shade = 1 - (y - top) / height; [r, g, b] = [h.color[0] * (0.7 + 0.3 * shade), h.color[1] * (0.7 + 0.3 * shade), h.color[2] * (0.7 + 0.3 * shade)]; }
      }
      const n = noise() * 3 + noise() * 1.5;
      const i = (y * width + x) * 3;
      buf[i] = Math.max(0, Math.min(255, r + n));
      buf[i + 1] = Math.max(0, Math.min(255, g + n));
      buf[i + 2] = Math.max(0, Math.min(255, b + n));
    }
  }
  return buf;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const write = (name: string, data: Buffer | string) => {
    writeFileSync(join(OUT, name), data);
    console.log(`${name.padEnd(20)} ${(Buffer.byteLength(data) / 1024).toFixed(0)} KiB`);
  };
  const svgJpeg = (img: SeedImage, q = 80) => sharp(Buffer.from(renderSvg(img))).jpeg({ quality: q, mozjpeg: true }).toBuffer();

  write("photo-small.jpg", await svgJpeg(fixtureImage({ motif: "code", palette: ["#141b4d", "#3949ab", "#8fb3ff"], width: 1200, height: 800 })));
  write("facility.jpg", await svgJpeg(fixtureImage({ motif: "classroom", palette: ["#12351f", "#2f7d4a", "#c6f07a"], width: 1200, height: 800, label: "Ruang Uji" })));
  write("banner-small.jpg", await svgJpeg(fixtureImage({ bucket: "hero_banners", motif: "network", palette: ["#4a0f3b", "#b5267e", "#ffb3d9"], width: 1920, height: 1080 }), 70));
  write("avatar.png", await sharp(Buffer.from(renderSvg(fixtureImage({ bucket: "avatars", motif: "avatar", palette: ["#053b2f", "#0f9d6e", "#fff3a3"], width: 400, height: 400 })))).png({ compressionLevel: 9, palette: true }).toBuffer());

  const width = 4000;
  const height = 3000;
  const large = await sharp(photoLikeRaw(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer();
  write("photo-large.jpg", large);

  write("not-an-image.txt", "Ini bukan gambar. Berkas teks ini dipakai untuk menguji penolakan unggahan non-gambar.\n");
  write("fake.png", "Ini berkas teks biasa yang diberi nama .png, bukan gambar PNG sungguhan.\n");
}

await main();
