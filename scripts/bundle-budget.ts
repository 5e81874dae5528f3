/**
 * npm run budget — after a build: the JavaScript (gzip) each page loads on first visit (before it is interactive), from
 * dist/.vite/manifest.json (the entry's static closure plus the page chunk's static closure).
 *
 * Fails (exit 1, so CI fails) when a public page is above its limit, or has none (PAGE_LIMITS_KIB in
 * scripts/lib/budget.ts: lower a limit, never raise it). The build itself also fails if a public page would load
 * admin-only code (vite.config.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { measurePages, PAGE_LIMITS_KIB, type Manifest } from "./lib/budget.ts";

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
const pages = measurePages(manifest, gzipSize, PAGE_LIMITS_KIB);
console.log("First-load JS (gzip); every public page has its own limit and fails above it\n");
console.log("page".padEnd(62) + "gzip".padStart(10) + "limit".padStart(10));
for (const p of pages) {
  const limit = p.limitKiB === null ? "" : `${p.limitKiB} KiB`;
  const mark = !p.isPublic ? "  (admin)" : p.limitKiB === null ? "  NO LIMIT" : p.overLimit ? "  OVER LIMIT" : "  ok";
  console.log(`${p.page.padEnd(62)}${kib(p.bytes).padStart(10)}${limit.padStart(10)}  (${p.chunks} chunks)${mark}`);
}
if (!pages.some((p) => p.isPublic)) {
  // A chunking change that merged the page modules into shared chunks would otherwise pass with nothing measured.
  console.error("\nNo public page chunk in the manifest: each public page must stay a chunk of its own to be measured.");
  process.exit(1);
}
const unknown = Object.keys(PAGE_LIMITS_KIB).filter((page) => !pages.some((p) => p.page === page));
if (unknown.length > 0) {
  // A renamed page would otherwise keep its old limit forever and its new name none.
  console.error(`\nLimits for pages the build does not have (rename or remove them in scripts/lib/budget.ts): ${unknown.join(", ")}`);
  process.exit(1);
}
const over = pages.filter((p) => p.overLimit);
if (over.length > 0) {
  console.error(`\n${over.length} public page(s) above their limit or without one (scripts/lib/budget.ts): ${over.map((p) => p.page).join(", ")}`);
  process.exit(1);
}
console.log("\nEvery public page is within its limit.");
