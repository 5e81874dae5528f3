/**
 * Each import boundary of eslint.config.js, proven: a planted violation (a virtual file linted with
 * the project's own config) must fail with the boundary's message, and the allowed import next to
 * it must pass.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import-boundary messages ESLint reports for `code` placed at `file` (repository-relative). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages
    .filter((m) => m.severity === 2 && /no-restricted|no-cycle/.test(m.ruleId ?? ""))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const use = (specifier: string) => `import * as planted from "${specifier}";\nexport const used = planted;\n`;

describe("import boundaries (eslint.config.js)", () => {
  it.each([
    ["src/lib/planted.ts", "../../tests/msw/db"],
    ["src/components/planted.tsx", "../../tests/setup/render"],
    ["src/app/planted.ts", "../../tests/msw/db"],
  ])("application code never imports test code (%s)", async (file, specifier) => {
    expect(await boundaryErrors(file, use(specifier))).toEqual([
      expect.stringContaining("Application code never imports test code."),
    ]);
  });

  it("application code never imports test code, in a feature too (its own rules used to replace this one)", async () => {
    expect(await boundaryErrors("src/features/programs/api/planted.ts", use("../../../../tests/msw/db"))).toEqual(
      expect.arrayContaining([expect.stringContaining("Application code never imports test code.")]),
    );
  });

  it.each([
    ["src/lib/planted.ts", "@/features/programs/api/programs"],
    ["src/components/planted.tsx", "@/app/router"],
    ["src/config/planted.ts", "@/features/schedules/api/schedules"],
    ["src/types/planted.ts", "@/app/layouts/nav"],
    ["src/hooks/planted.ts", "@/features/programs/api/programs"],
  ])("shared code never imports features or the app shell (%s → %s)", async (file, specifier) => {
    expect(await boundaryErrors(file, use(specifier))).toEqual([
      expect.stringContaining("Shared code never imports features or the app shell."),
    ]);
  });

  it("src/lib never imports src/components", async () => {
    expect(await boundaryErrors("src/lib/planted.ts", use("@/components/ui/use-toast"))).toEqual([
      expect.stringContaining("sit below src/components"),
    ]);
    expect(await boundaryErrors("src/components/planted.ts", use("@/lib/dates"))).toEqual([]);
  });

  it("src/hooks never imports src/components; src/lib never imports src/hooks", async () => {
    expect(await boundaryErrors("src/hooks/planted.ts", use("@/components/data-state"))).toEqual([
      expect.stringContaining("sit below src/components"),
    ]);
    expect(await boundaryErrors("src/lib/planted.ts", use("@/hooks/use-zod-form"))).toEqual([
      expect.stringContaining("sit below src/hooks"),
    ]);
    expect(await boundaryErrors("src/components/planted.ts", use("@/hooks/use-zod-form"))).toEqual([]);
    expect(await boundaryErrors("src/hooks/planted.ts", use("@/lib/dates"))).toEqual([]);
  });

  it("a feature never imports the app shell", async () => {
    expect(await boundaryErrors("src/features/programs/pages/planted.tsx", use("@/app/router"))).toEqual([
      expect.stringContaining("Features never import the app shell."),
    ]);
  });

  it("a feature imports another feature's api/ only", async () => {
    const file = "src/features/schedules/components/planted.tsx";
    for (const part of ["components/program-card", "pages/programs-page", "schemas/program-schema"]) {
      expect(await boundaryErrors(file, use(`@/features/programs/${part}`)), part).toEqual([
        expect.stringContaining("A feature may import another feature's api/ only."),
      ]);
    }
    expect(await boundaryErrors(file, use("@/features/programs/api/programs"))).toEqual([]);
    expect(await boundaryErrors(file, use("@/features/schedules/schemas/schedule-schema"))).toEqual([]);
  });

  it("a feature is left through the @/ alias, not relative paths", async () => {
    expect(await boundaryErrors("src/features/schedules/components/planted.tsx", use("../../programs/api/programs"))).toEqual([
      expect.stringContaining("Leave a feature through the @/ alias"),
    ]);
  });

  it("no import cycles", async () => {
    // src/lib/status.ts imports src/lib/dates.ts; make dates.ts import status.ts back.
    expect(await boundaryErrors("src/lib/dates.ts", use("@/lib/status"))).toEqual([
      expect.stringContaining("import-x/no-cycle"),
    ]);
  });
}, 60_000);
