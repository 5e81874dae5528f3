/**
 * `npm run typecheck` (second half): type-checks every Edge Function in supabase/functions/<name>/index.ts with Deno
 * (its own runtime and types; `tsc` does not know `Deno`), from the function's folder so its deno.json applies.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { denoBinary } from "../supabase/local/functions.ts";

const dir = path.resolve(import.meta.dirname, "..", "supabase", "functions");
const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => fs.existsSync(path.join(dir, n, "index.ts"))) : [];
let failed = 0;
for (const name of names) {
  const result = spawnSync(denoBinary(), ["check", "index.ts"], { cwd: path.join(dir, name), stdio: "inherit", env: { ...process.env, NO_COLOR: "1" } });
  if (result.status !== 0) failed++;
  console.log(`deno check supabase/functions/${name}: ${result.status === 0 ? "ok" : "FAILED"}`);
}
process.exitCode = failed ? 1 : 0;
