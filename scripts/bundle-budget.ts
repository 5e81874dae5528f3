/**
 * npm run budget — prints the JavaScript each page downloads (gzip), from the last
 * `vite build` (dist/.vite/manifest.json): the entry's static closure plus the route
 * chunk's static closure. Figures only; the build itself fails if a public page would
 * load admin-only code (vite.config.ts, publicBundleGuard).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
};

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = closure([entryKey]);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);

const routes = Object.keys(manifest)
  .filter((k) => /^src\/(app\/routes\/|features\/[^/]+\/pages\/|app\/layouts\/admin)/.test(k))
  .sort((a, b) => Number(/admin|login|dashboard/.test(a)) - Number(/admin|login|dashboard/.test(b)) || a.localeCompare(b));

console.log(`Entry (${entry.size} chunks): ${kib(total(entry))} gzip\n`);
console.log("page".padEnd(58) + "JS before first paint (gzip)");
for (const key of routes) {
  const keys = closure([entryKey, key]);
  console.log(`${key.padEnd(58)}${kib(total(keys)).padStart(10)}  (${keys.size} chunks)`);
}
