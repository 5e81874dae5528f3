import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * One word, one meaning in the panel's selection screens (docs/selection.md, "Words"): the stored status `diterima`
 * is shown as Baru, so "diterima" never means accepted there. The seats of a batch taken by Lulus Seleksi, Peserta
 * and Selesai are "kursi terisi". The applicant's own reading of `diterima` ("Diterima untuk diverifikasi",
 * src/features/registrations/lib/status.ts) is public and means received, as the status does.
 */
const ROOT = new URL("../../", import.meta.url).pathname;
const SCANNED = ["src/features/registrations", "src/features/dashboard", "src/app/routes/dashboard.tsx"];
const APPLICANT_FACING = new Set(["src/features/registrations/lib/status.ts"]);

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

describe("the panel's words for the selection", () => {
  it("never writes 'diterima' for accepted applications (only the stored code `diterima` itself)", () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap(files).filter((f) => /\.tsx?$/.test(f) && !APPLICANT_FACING.has(f))) {
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          // the code as a value or key ("diterima", diterima:) is the stored status, not a word on the screen
          const words = line.replace(/(["'`])diterima\1|\bditerima(?=\s*:)/g, "");
          if (!/^\s*(\/\/|\*|\/\*)/.test(line) && /\bditerima\b/i.test(words)) found.push(`${relative(ROOT, join(ROOT, file))}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
