/**
 * Minimal reproduction of the PGlite regex wedge (issue 9, item 1), PGlite alone (no
 * backend, no network). Run: npx tsx scripts/pglite-regex-wedge.ts
 *
 *   1. select 'x' ~ '(((a{1,50}){1,50}){1,50})'   → PostgreSQL raises 2201B "regular expression is too complex"
 *   2. select 1/0                                 → must raise 22012 division_by_zero
 *
 * Exits 0 when step 2 answers the right error within 10 s, 1 when it answers anything
 * else (e.g. "bad buffer ID: 0"), 2 when PGlite hangs (the parent kills it after 10 s).
 */
import { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import fs from "node:fs";

const STEP_TIMEOUT_MS = 10_000;

async function child() {
  const pkg = new URL("../node_modules/@electric-sql/pglite/package.json", import.meta.url);
  const version = (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string }).version;
  const pg = await PGlite.create();
  const show = async (label: string, sql: string) => {
    try {
      const r = await pg.query(sql);
      console.log(`${label}: ok ${JSON.stringify(r.rows)}`);
      return null;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      console.log(`${label}: error ${e.code ?? "?"} ${e.message}`);
      return e;
    }
  };
  console.log(`PGlite ${version}`);
  await show("1 regex", "select 'x' ~ '(((a{1,50}){1,50}){1,50})' as m");
  const e = await show("2 next error", "select 1/0");
  process.exit(e?.code === "22012" ? 0 : 1);
}

function parent() {
  const started = Date.now();
  const c = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--child"], { stdio: "inherit" });
  const timer = setTimeout(() => {
    console.log(`HANG: no answer after ${STEP_TIMEOUT_MS / 1000} s; killing the PGlite process`);
    c.kill("SIGKILL");
  }, STEP_TIMEOUT_MS);
  c.on("exit", (code, signal) => {
    clearTimeout(timer);
    const verdict = signal ? "WEDGED" : code === 0 ? "OK" : "WRONG ERROR";
    console.log(`${verdict} after ${Date.now() - started} ms`);
    process.exit(signal ? 2 : (code ?? 1));
  });
}

if (process.argv.includes("--child")) void child();
else parent();
