/**
 * `npm run test:e2e` — real-browser tests against the production build.
 *
 *  1. finds Chromium (CHROMIUM_PATH, else /usr/bin/chromium; never a downloaded browser)
 *  2. starts the embedded local Supabase fresh in memory, seeded with the demo content, on free ports
 *  3. builds the app (`vite build`) pointed at it (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY)
 *  4. serves the build with `vite preview` on a free port
 *  5. runs Playwright (tests/e2e/playwright.config.ts); extra arguments are passed through:
 *       npm run test:e2e -- --project desktop --grep "Silabus"
 *  6. stops everything (no process left behind) and prints a summary
 *
 * Without arguments it runs two phases: the read-only projects "desktop" and "mobile" (visitor journeys,
 * axe scans, screenshots; E2E_WORKERS in parallel, default 2), then "admin" (journeys that write, one
 * at a time).
 * Env: CHROMIUM_PATH, E2E_WORKERS (default 2), E2E_KEEP_BUILD=1 (keep the build folder, printed).
 * Artifacts (git-ignored): test-results/screenshots/<size>-<theme>/<page>.png, test-results/e2e-summary.json,
 * test-results/playwright/ (traces and failure screenshots).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalSupabase, type LocalSupabase } from "../../supabase/local/server.ts";
import { freePort, killGroup, waitForHttp } from "../../scripts/lib/processes.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RESULTS = path.join(REPO, "test-results");
const SUMMARY_FILE = path.join(RESULTS, "e2e-summary.json");
const AXE_FILE = path.join(RESULTS, "e2e-axe.jsonl");
const SCREENSHOT_DIR = path.join(RESULTS, "screenshots");
const VITE = path.join(REPO, "node_modules", "vite", "bin", "vite.js");
const PLAYWRIGHT = path.join(REPO, "node_modules", "@playwright", "test", "cli.js");

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (msg: string) => console.log(`[e2e ${seconds(Date.now() - started).padStart(7)}] ${msg}`);

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set (it must work), else Debian's /usr/bin/chromium. */
function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
    return null;
  }
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(isExecutable) ?? null;
}

/** Runs a command to completion (inherits stdio); rejects on a non-zero exit. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, children: Set<ChildProcess>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: REPO, env, stdio: "inherit", detached: true });
    children.add(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

interface Summary {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  durationMs: number;
  failures: string[];
  journeys: { title: string; project: string; status: string; durationMs: number }[];
}

interface AxeRecord {
  page: string;
  theme: string;
  size: string;
  violations: { id: string; impact: string | null; nodes: number; help: string }[];
}

function printSummary(playwrightCode: number, timings: Record<string, number>): void {
  const line = "-".repeat(72);
  console.log(`\n${line}\nE2E summary`);
  const parts = fs
    .readdirSync(RESULTS)
    .filter((f) => f.startsWith(`${path.basename(SUMMARY_FILE, ".json")}-`) && f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS, f), "utf8")) as Summary);
  const summary: Summary | null = parts.length
    ? {
        passed: parts.reduce((n, p) => n + p.passed, 0),
        failed: parts.reduce((n, p) => n + p.failed, 0),
        flaky: parts.reduce((n, p) => n + p.flaky, 0),
        skipped: parts.reduce((n, p) => n + p.skipped, 0),
        durationMs: parts.reduce((n, p) => n + p.durationMs, 0),
        failures: parts.flatMap((p) => p.failures),
        journeys: parts.flatMap((p) => p.journeys),
      }
    : null;
  if (summary) fs.writeFileSync(SUMMARY_FILE, JSON.stringify(summary, null, 2));
  else console.log("  (no Playwright summary was written)");
  if (summary) {
    console.log(
      `  journeys: ${summary.passed} passed, ${summary.failed} failed, ${summary.flaky} flaky, ${summary.skipped} skipped (${seconds(summary.durationMs)})`,
    );
    for (const f of summary.failures) console.log(`    ✗ ${f}`);
  }
  const axe: AxeRecord[] = fs.existsSync(AXE_FILE)
    ? fs
        .readFileSync(AXE_FILE, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as AxeRecord)
    : [];
  const pages = new Set(axe.map((a) => a.page));
  const all = axe.flatMap((a) => a.violations.map((v) => ({ ...v, where: `${a.page} (${a.size}, ${a.theme})` })));
  const serious = all.filter((v) => v.impact === "serious" || v.impact === "critical");
  console.log(
    `  accessibility: ${pages.size} pages scanned in ${axe.length} scans; ${serious.length} serious/critical, ${all.length - serious.length} moderate/minor violations`,
  );
  for (const v of serious) console.log(`    ✗ [${v.impact}] ${v.id} × ${v.nodes} — ${v.where}: ${v.help}`);
  const minorIds = [...new Set(all.filter((v) => !serious.includes(v)).map((v) => `${v.id} (${v.impact})`))];
  if (minorIds.length) console.log(`    moderate/minor rules: ${minorIds.join(", ")}`);
  let shots = 0;
  if (fs.existsSync(SCREENSHOT_DIR)) {
    for (const dir of fs.readdirSync(SCREENSHOT_DIR)) {
      const full = path.join(SCREENSHOT_DIR, dir);
      if (fs.statSync(full).isDirectory()) shots += fs.readdirSync(full).filter((f) => f.endsWith(".png")).length;
    }
  }
  console.log(`  screenshots: ${shots} in ${path.relative(REPO, SCREENSHOT_DIR)}/`);
  console.log(
    `  timings: ${Object.entries(timings)
      .map(([k, v]) => `${k} ${seconds(v)}`)
      .join(", ")}; total ${seconds(Date.now() - started)}`,
  );
  console.log(`  result: ${playwrightCode === 0 ? "PASSED" : `FAILED (playwright exit code ${playwrightCode})`}\n${line}`);
}

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      "No Chromium found (looked at $CHROMIUM_PATH and /usr/bin/chromium).\n" +
        "The browser tests use Debian's Chromium, never a downloaded browser. Install it with:\n\n" +
        "  apt-get update && apt-get install -y chromium\n\n" +
        "or point CHROMIUM_PATH at a Chromium/Chrome executable.",
    );
    return 2;
  }

  const children = new Set<ChildProcess>();
  const cleanups: Array<() => Promise<void> | void> = [];
  let cleaning: Promise<void> | null = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const child of [...children]) await killGroup(child);
      while (cleanups.length) {
        try {
          await cleanups.pop()!();
        } catch (err) {
          console.error(`[e2e] cleanup step failed: ${(err as Error).message}`);
        }
      }
    })());
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return; // Ctrl+C reaches us twice (from the terminal and relayed by tsx)
    signalled = true;
    log(`${signal}: stopping everything`);
    void cleanup().then(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const timings: Record<string, number> = {};
  const time = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    try {
      return await fn();
    } finally {
      timings[name] = Date.now() - t;
    }
  };

  let code = 1;
  try {
    fs.mkdirSync(RESULTS, { recursive: true });
    for (const f of fs.readdirSync(RESULTS)) if (f.startsWith("e2e-summary")) fs.rmSync(path.join(RESULTS, f), { force: true });
    fs.rmSync(AXE_FILE, { force: true });
    fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
    log(`Chromium: ${chromium}`);

    const sb: LocalSupabase = await time("backend", () =>
      startLocalSupabase({ memory: true, port: 0, dbPort: 0, quiet: true }),
    );
    cleanups.push(() => sb.stop());
    log(`backend (in memory, seeded): ${sb.url}`);
    for (const w of sb.seedWarnings) console.warn(`[e2e] seed warning: ${w}`);

    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-dist-"));
    if (process.env.E2E_KEEP_BUILD) log(`build kept in ${outDir}`);
    else cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
    // The preview's address is the build's SITE_URL: the sitemap then lists every prerendered page where the tests find it.
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const buildEnv = { ...process.env, VITE_SUPABASE_URL: sb.url, VITE_SUPABASE_ANON_KEY: sb.anonKey, PRERENDER_REQUIRE_CONTENT: "1", SITE_URL: baseURL };
    log("vite build ...");
    const buildCode = await time("build", () =>
      run(process.execPath, [VITE, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], buildEnv, children),
    );
    if (buildCode !== 0) throw new Error(`vite build failed (exit code ${buildCode})`);

    const preview = spawn(
      process.execPath,
      [VITE, "preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
      { cwd: REPO, env: buildEnv, stdio: ["ignore", "ignore", "inherit"], detached: true },
    );
    children.add(preview);
    preview.on("exit", () => children.delete(preview));
    await time("preview", () => waitForHttp(`${baseURL}/`, 30_000, preview));
    log(`app (vite preview): ${baseURL}`);

    // Without arguments: the read-only projects first (in parallel), then the admin journeys (one at a
    // time), so writes never race the visitor checks. With arguments: one Playwright run with them.
    const userArgs = process.argv.slice(2);
    const phases: { name: string; args: string[] }[] = userArgs.length
      ? [{ name: "playwright", args: userArgs }]
      : [
          { name: "read-only", args: ["--project", "desktop", "--project", "mobile"] },
          { name: "admin", args: ["--project", "admin"] },
        ];
    code = 0;
    for (const phase of phases) {
      log(`playwright: ${phase.name} ${phase.args.join(" ")}`);
      const phaseCode = await time(`playwright ${phase.name}`, () =>
        run(
          process.execPath,
          [PLAYWRIGHT, "test", "-c", path.join(REPO, "tests", "e2e", "playwright.config.ts"), ...phase.args],
          {
            ...process.env,
            CHROMIUM_PATH: chromium,
            E2E_BASE_URL: baseURL,
            // the build being served: specs read its sitemap.xml to make one test per prerendered page
            E2E_DIST_DIR: outDir,
            E2E_SUPABASE_URL: sb.url,
            E2E_ANON_KEY: sb.anonKey,
            E2E_SERVICE_ROLE_KEY: sb.serviceRoleKey,
            E2E_SUMMARY_FILE: `${SUMMARY_FILE.replace(/\.json$/, "")}-${phase.name}.json`,
            E2E_AXE_FILE: AXE_FILE,
            E2E_SCREENSHOT_DIR: SCREENSHOT_DIR,
          },
          children,
        ),
      );
      if (phaseCode !== 0) code = phaseCode;
    }
  } catch (err) {
    console.error(`[e2e] ${(err as Error).stack ?? err}`);
    code = code === 0 ? 1 : code;
  } finally {
    log("stopping preview server and backend ...");
    await cleanup();
  }
  printSummary(code, timings);
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
