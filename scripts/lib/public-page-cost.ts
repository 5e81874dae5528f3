/**
 * What one more public page costs the others: builds the browser's bundle twice in memory, as it is and with a
 * synthetic public page added the way docs/architecture.md says ("A new public page": its path in
 * src/config/paths.ts, its line in the registry, its module with the component, queries, head and JSON-LD), and
 * measures every public page's first-load JavaScript (gzip, the same closure as `npm run budget`, with the files'
 * content hashes made stable: `withStableNames`) in both.
 * tests/integration/public-page-cost.test.ts holds it to PUBLIC_PAGE_COST_LIMIT_BYTES.
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build, type Plugin } from "vite";
import { isPublicPage } from "./budget.ts";

/** The most a new public page may add to another page's first load: 0.05 KiB (issue 32, §6). */
export const PUBLIC_PAGE_COST_LIMIT_BYTES = 0.05 * 1024;

/** A page id as long as the registry's usual ones. */
const SYNTHETIC_ID = "samplePage";

type Chunk = { fileName: string; name: string; code: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[] };

/**
 * The chunks' code with each file name's content hash replaced by one of the same length made from the chunk's
 * modules. A change to the entry renames every chunk that imports it (their content names the entry's file), and
 * the entry lists every lazily loaded file by name: ~120 new random 8-character hashes whose compressed size varies
 * by ±5 B each, tens of bytes per page, in either direction, at random. With names made from the modules, a chunk
 * that did not change is named alike in both builds and a new chunk still gets a new (as random) name, so the
 * difference measures what was added.
 */
function withStableNames(chunks: Chunk[], root: string): Map<string, string> {
  const renames = new Map<string, string>();
  for (const chunk of chunks) {
    const base = chunk.fileName.slice(chunk.fileName.lastIndexOf("/") + 1);
    if (!base.startsWith(`${chunk.name}-`) || !base.endsWith(".js")) continue;
    const hashLength = base.length - chunk.name.length - "-.js".length;
    const modules = chunk.moduleIds.map((id) => relative(root, id)).sort().join("\n");
    const stable = createHash("sha256").update(modules).digest("base64url").slice(0, hashLength);
    renames.set(base, `${chunk.name}-${stable}.js`);
  }
  const pattern = new RegExp([...renames.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return new Map(chunks.map((chunk) => [chunk.fileName, renames.size > 0 ? chunk.code.replace(pattern, (name) => renames.get(name)!) : chunk.code]));
}

/** Adds the page of `moduleFile` (a page module: default component + `page`) at /contoh/:id, before the 404. */
export function syntheticPublicPage(moduleFile: string): Plugin {
  return {
    name: "synthetic-public-page",
    enforce: "pre",
    transform(code, id) {
      if (id.endsWith("/src/config/paths.ts")) {
        const at = "export const paths = {";
        if (!code.includes(at)) this.error(`src/config/paths.ts no longer has "${at}": update ${import.meta.filename}`);
        return code.replace(
          at,
          `${at}\n  ${SYNTHETIC_ID}: { path: "/contoh/:id", getHref: (id: number | string) => \`/contoh/\${segment(id)}\` },`,
        );
      }
      if (id.endsWith("/src/app/public-pages/index.ts")) {
        const lines = code.split("\n");
        const notFound = lines.findIndex((line) => /^\s*notFound: /.test(line));
        if (notFound === -1) this.error(`the registry has no line "notFound: ...": update ${import.meta.filename}`);
        lines.splice(notFound, 0, `  ${SYNTHETIC_ID}: () => import(${JSON.stringify(moduleFile)}),`);
        return lines.join("\n");
      }
      return undefined;
    },
  };
}

/** Every public page's first load (gzip bytes), by its module's path from the root; the synthetic page by its file. */
export async function measure(root: string, plugins: Plugin[]): Promise<Map<string, number>> {
  const outDir = await mkdtemp(join(tmpdir(), "public-page-cost-"));
  const prerender = process.env.PRERENDER;
  process.env.PRERENDER = "0"; // the prerender plugin writes HTML files: not needed here
  try {
    const result = await build({
      root,
      configFile: join(root, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      plugins,
      build: { write: false, sourcemap: false, outDir, emptyOutDir: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: (Chunk & { type: string })[] }[];
    const chunks = new Map(outputs.flatMap((o) => o.output.filter((item) => item.type === "chunk").map((c) => [c.fileName, c] as const)));
    const entry = [...chunks.values()].find((c) => c.isEntry);
    if (!entry) throw new Error("the build has no entry chunk");
    const code = withStableNames([...chunks.values()], root);
    const sizes = new Map<string, number>();
    const gzip = (chunk: Chunk) =>
      sizes.get(chunk.fileName) ?? sizes.set(chunk.fileName, gzipSync(code.get(chunk.fileName)!, { level: 9 }).length).get(chunk.fileName)!;
    const pages = new Map<string, number>();
    for (const chunk of chunks.values()) {
      const facade = chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : "";
      const isPublic = isPublicPage(facade) || facade.includes("synthetic-public-page");
      if (!isPublic) continue;
      const seen = new Set<string>();
      const stack = [entry.fileName, chunk.fileName];
      while (stack.length > 0) {
        const name = stack.pop()!;
        if (seen.has(name)) continue;
        seen.add(name);
        stack.push(...(chunks.get(name)?.imports ?? []));
      }
      pages.set(facade, [...seen].reduce((sum, name) => sum + gzip(chunks.get(name)!), 0));
    }
    return pages;
  } finally {
    if (prerender === undefined) delete process.env.PRERENDER;
    else process.env.PRERENDER = prerender;
    await rm(outDir, { recursive: true, force: true });
  }
}

export type PublicPageCost = {
  /** Each existing public page: its first load without and with the synthetic page, and the difference. */
  pages: { page: string; before: number; after: number; added: number }[];
  /** The synthetic page's own first load. */
  synthetic: number;
};

/** Builds without and with the synthetic page of `moduleFile` and compares every public page's first load. */
export async function publicPageCost(root: string, moduleFile: string): Promise<PublicPageCost> {
  const before = await measure(root, []);
  const after = await measure(root, [syntheticPublicPage(moduleFile)]);
  const syntheticKey = [...after.keys()].find((key) => key.includes("synthetic-public-page"));
  if (!syntheticKey) throw new Error("the synthetic page is not a chunk of its own in the build");
  const pages = [...before].map(([page, bytes]) => {
    const later = after.get(page);
    if (later === undefined) throw new Error(`${page} is missing from the build with the synthetic page`);
    return { page, before: bytes, after: later, added: later - bytes };
  });
  return { pages, synthetic: after.get(syntheticKey)! };
}
