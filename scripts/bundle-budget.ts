/**
 * npm run budget — after a build: the JavaScript (gzip) each page loads on first visit (before it is interactive), from
 * dist/.vite/manifest.json (the entry's static closure plus the page chunk's static closure).
 *
 * Fails (exit 1, so CI fails) when a public page is above the enforced limit, LIMIT_KIB below.
 * The limit is the target, TARGET_KIB (130 KiB, see docs/performance.md). Lower it, never raise it.
 * The build itself also fails if a public page would load admin-only code (vite.config.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { measurePages, TARGET_KIB, type Manifest } from "./lib/budget.ts";

/** The enforced per-page limit (gzip KiB) for public pages. */
export const LIMIT_KIB = TARGET_KIB;

const root = resolve(import.meta.dirname, "..");
const dist = resolve(root, process.argv[2] ?? "dist");
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
const sizes = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file)!;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pages = measurePages(manifest, gzipSize, LIMIT_KIB);
console.log(`First-load JS (gzip); public pages: limit ${LIMIT_KIB} KiB (fails above), target ${TARGET_KIB} KiB\n`);
console.log("page".padEnd(58) + "gzip".padStart(10));
for (const p of pages) {
  const mark = !p.isPublic ? "  (admin)" : p.overLimit ? "  OVER LIMIT" : p.bytes > TARGET_KIB * 1024 ? "  above target" : "  ok";
  console.log(`${p.page.padEnd(58)}${kib(p.bytes).padStart(10)}  (${p.chunks} chunks)${mark}`);
}
if (!pages.some((p) => p.isPublic)) {
  // A chunking change that merged the page modules into shared chunks would otherwise pass with nothing measured.
  console.error("\nNo public page chunk in the manifest: each public page must stay a chunk of its own to be measured.");
  process.exit(1);
}
const over = pages.filter((p) => p.overLimit);
if (over.length > 0) {
  console.error(`\n${over.length} public page(s) above ${LIMIT_KIB} KiB: ${over.map((p) => p.page).join(", ")}`);
  process.exit(1);
}
console.log(`\nEvery public page is within ${LIMIT_KIB} KiB.`);
