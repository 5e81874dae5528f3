// Writes supabase/seed.sql from supabase/seed/data.ts. `--check` exits 1 when the committed file is stale.
//   npx tsx scripts/gen-seed.ts          # regenerate
//   npx tsx scripts/gen-seed.ts --check  # verify (CI)
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSeedSql } from "../supabase/seed/sql";

const target = fileURLToPath(new URL("../supabase/seed.sql", import.meta.url));
const sql = buildSeedSql();

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // missing counts as stale
  }
  if (current !== sql) {
    console.error("supabase/seed.sql is stale: run `npx tsx scripts/gen-seed.ts`");
    process.exit(1);
  }
  console.log("supabase/seed.sql is up to date");
} else {
  writeFileSync(target, sql);
  console.log(`wrote ${target} (${sql.length} bytes)`);
}
