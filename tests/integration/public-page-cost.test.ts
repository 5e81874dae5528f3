/**
 * A new public page costs the other pages nothing but its line in the registry and its path (issue 32, §6): the
 * browser's bundle is built with and without a synthetic page written as docs/architecture.md says
 * (tests/fixtures/synthetic-public-page: its own query, component, icon, head, breadcrumb, URLs and JSON-LD), and
 * no other public page's first load may grow by more than 0.05 KiB (gzip). Before the split of the registry (each
 * page's head and queries in the app's first chunk) such a page added 205–250 B to every page (docs/performance.md, "The budget").
 */
import { execFile } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PUBLIC_PAGE_COST_LIMIT_BYTES, type PublicPageCost } from "../../scripts/lib/public-page-cost";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every source file under src/, for the fixture's "its own icon" check. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(`${dir}/${e.name}`) : [readFileSync(`${dir}/${e.name}`, "utf8")]));

describe("a new public page", () => {
  it("is measured with an icon of its own (one shared with the panel is a chunk of its own whose name every page's entry lists, ~17 B)", () => {
    const page = readFileSync(new URL("../fixtures/synthetic-public-page/page.tsx", import.meta.url), "utf8");
    const icons = /import \{([^}]*)\} from "lucide-react"/.exec(page)?.[1].split(",").map((name) => name.trim()) ?? [];
    expect(icons.length).toBeGreaterThan(0);
    const code = sources(`${root}src`).join("\n");
    for (const icon of icons) expect(new RegExp(`\\b${icon.replace(/Icon$/, "")}(Icon)?\\b`).test(code), icon).toBe(false);
  });

  it("adds at most 0.05 KiB to every other public page's first load", async () => {
    // Its own Node process, as a production build (Vitest sets NODE_ENV=test, which would build React's development code).
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/public-page-cost.ts", "--json"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? "", stderr: error.stderr }));
    const cost = JSON.parse(stdout) as PublicPageCost;
    expect(cost.pages.length).toBeGreaterThanOrEqual(17);
    const table = cost.pages.map((p) => `${p.page}: ${p.before} -> ${p.after} B (+${p.added})`).join("\n");
    const over = cost.pages.filter((p) => p.added > PUBLIC_PAGE_COST_LIMIT_BYTES);
    expect(over, `pages that grew more than ${PUBLIC_PAGE_COST_LIMIT_BYTES} B:\n${table}`).toEqual([]);
    // The page itself is built and measured (a synthetic page merged into a shared chunk would prove nothing).
    expect(cost.synthetic).toBeGreaterThan(Math.min(...cost.pages.map((p) => p.before)));
  }, 600_000);
});
