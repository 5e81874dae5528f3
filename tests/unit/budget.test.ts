import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measurePages, isPublicPage, PAGE_LIMITS_KIB, type Manifest } from "../../scripts/lib/budget";

const manifest: Manifest = {
  "index.html": { file: "entry.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "react.js" },
  "_shared.js": { file: "shared.js", imports: ["_react.js"] },
  "src/app/routes/home.tsx": { file: "home.js", imports: ["_shared.js"] },
  "src/features/gallery/pages/gallery-page.tsx": { file: "gallery.js" },
  "src/features/gallery/pages/admin-gallery-page.tsx": { file: "admin-gallery.js", imports: ["_shared.js"] },
};
const sizes: Record<string, number> = {
  "entry.js": 10 * 1024,
  "react.js": 90 * 1024,
  "shared.js": 25 * 1024,
  "home.js": 10 * 1024,
  "gallery.js": 5 * 1024,
  "admin-gallery.js": 100 * 1024,
};

const limits = { "src/app/routes/home.tsx": 130, "src/features/gallery/pages/gallery-page.tsx": 110 };

describe("bundle budget", () => {
  it("counts the entry closure once plus the page's own closure", () => {
    const pages = measurePages(manifest, (file) => sizes[file], limits);
    const home = pages.find((p) => p.page.endsWith("home.tsx"))!;
    expect(home.bytes).toBe((10 + 90 + 25 + 10) * 1024);
    expect(home.chunks).toBe(4);
  });

  it("marks a public page above its own limit, or without one, and ignores admin pages", () => {
    const pages = measurePages(manifest, (file) => sizes[file], limits);
    expect(pages.find((p) => p.page.endsWith("/home.tsx"))).toMatchObject({ limitKiB: 130, overLimit: true }); // 135 KiB
    expect(pages.find((p) => p.page.endsWith("/gallery-page.tsx"))).toMatchObject({ limitKiB: 110, overLimit: false }); // 105 KiB
    const unlisted = measurePages(manifest, (file) => sizes[file], { "src/app/routes/home.tsx": 140 });
    expect(unlisted.find((p) => p.page.endsWith("/gallery-page.tsx"))).toMatchObject({ limitKiB: null, overLimit: true });
    const admin = pages.find((p) => p.page.endsWith("admin-gallery-page.tsx"))!;
    expect(admin.isPublic).toBe(false);
    expect(admin.overLimit).toBe(false);
  });

  it("sets limits on public pages only, each a positive number of KiB", () => {
    for (const [page, limit] of Object.entries(PAGE_LIMITS_KIB)) {
      expect(isPublicPage(page), page).toBe(true);
      expect(limit, page).toBeGreaterThan(0);
    }
  });

  it("knows public pages from admin and login pages", () => {
    expect(isPublicPage("src/app/public-pages/program-detail.ts")).toBe(true);
    expect(isPublicPage("src/features/programs/pages/program-detail-page.tsx")).toBe(true);
    expect(isPublicPage("src/features/auth/pages/login-page.tsx")).toBe(false);
    expect(isPublicPage("src/app/routes/dashboard.tsx")).toBe(false);
  });

  it("npm run budget fails when the manifest has no public page chunk (nothing measured is not a pass)", () => {
    const dist = mkdtempSync(join(tmpdir(), "budget-"));
    try {
      mkdirSync(join(dist, ".vite"));
      const merged: Manifest = {
        "index.html": { file: "entry.js", isEntry: true },
        "src/features/gallery/pages/admin-gallery-page.tsx": { file: "admin-gallery.js" },
      };
      writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(merged));
      for (const file of ["entry.js", "admin-gallery.js"]) writeFileSync(join(dist, file), "export {};");
      const root = resolve(import.meta.dirname, "../..");
      let failure: { status: number; stderr: string } | null = null;
      try {
        execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts", "bundle-budget.ts"), dist], { cwd: root, stdio: "pipe" });
      } catch (error) {
        const e = error as { status: number; stderr: Buffer };
        failure = { status: e.status, stderr: e.stderr.toString() };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr).toMatch(/No public page chunk/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
