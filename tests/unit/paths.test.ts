import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { matchPath } from "react-router-dom";

import { paths } from "@/config/paths";

type Entry = { path: string; getHref: (...args: never[]) => string };

/** Every registry entry under its dotted key ("admin.schedules"). */
function registryEntries(node: object = paths, prefix = ""): [string, Entry][] {
  return Object.entries(node).flatMap(([key, value]) =>
    "path" in value ? [[`${prefix}${key}`, value as Entry]] : registryEntries(value as object, `${prefix}${key}.`),
  );
}

/** The rows of the Routes table in docs/product.md: key → path. */
function documentedRoutes(): Map<string, string> {
  const doc = readFileSync(new URL("../../docs/product.md", import.meta.url), "utf8");
  const section = doc.split(/^## Routes$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|/gm)];
  return new Map(rows.map((row) => [row[1], row[2]]));
}

describe("route registry (src/config/paths.ts)", () => {
  it("declares exactly the routes docs/product.md documents", () => {
    const documented = documentedRoutes();
    const registry = new Map(registryEntries().map(([key, entry]) => [key, entry.path]));
    expect(documented.size).toBeGreaterThan(0);
    expect(registry).toEqual(documented);
  });

  it("builds hrefs that match their own route pattern", () => {
    const sample: Record<string, unknown[]> = { categoryPrograms: ["PBK Reguler"], programDetail: [42] };
    for (const [key, entry] of registryEntries()) {
      const href = (entry.getHref as (...args: unknown[]) => string)(...(sample[key] ?? []));
      expect(matchPath(entry.path, new URL(href, "http://x").pathname), key).not.toBeNull();
    }
  });

  it("URL-encodes a category name as one path segment", () => {
    const expectHref = (name: string, segment: string) =>
      expect(paths.categoryPrograms.getHref(name)).toBe(paths.categoryPrograms.path.replace(":categoryName", segment));
    expectHref("PBK Durasi Pendek", "PBK%20Durasi%20Pendek");
    expectHref("PBL", "PBL");
    expect(decodeURIComponent(paths.categoryPrograms.getHref("A/B & C").split("/").pop() as string)).toBe("A/B & C");
  });

  it("opens the programs list filtered by a category through ?kategori=", () => {
    expect(paths.programs.getHref("PBK Durasi Pendek")).toBe(`${paths.programs.path}?kategori=PBK+Durasi+Pendek`);
    expect(paths.programs.getHref()).toBe(paths.programs.path);
  });

  it("is the only place a route path is written: src, tests and scripts build URLs through it", () => {
    const root = new URL("../..", import.meta.url).pathname;
    // The first segment of every route (jadwal, dashboard, ...) right after a quote and a slash, as a string literal would start.
    const segments = [...new Set(registryEntries().map(([, e]) => e.path.split("/")[1]).filter(Boolean))];
    const literal = new RegExp(`["'\`]/(${segments.join("|")})\\b`);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) return name === "node_modules" ? [] : files(file);
        return /\.(ts|tsx)$/.test(name) ? [file] : [];
      });
    const offenders = ["src", "tests", "scripts"]
      .flatMap((dir) => files(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => file !== join("src", "config", "paths.ts"))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(segments).toEqual(expect.arrayContaining(["jadwal", "dashboard", "program-pelatihan", "login"]));
    expect(offenders).toEqual([]);
  });
});
