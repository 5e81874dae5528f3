/**
 * npm run lighthouse [-- --runs 3]
 *
 * Measures the production build the way a phone visitor meets it:
 *  1. starts the embedded local Supabase fresh in memory (seeded) on free ports;
 *  2. runs `npm run build` pointed at it into a temporary folder;
 *  3. serves that folder with `vite preview` on a free port;
 *  4. runs Lighthouse 12 (npm package, mobile form factor, default simulated throttling) with
 *     Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) on /, /jadwal, a schedule detail
 *     (when the app has that route), a program detail and /galeri, each N times (default 3);
 *     (--reports DIR also keeps each run's full report as JSON);
 *  5. prints the median of every figure per page: performance, accessibility, best practices and SEO
 *     scores, LCP, FCP, TBT, CLS and the bytes transferred, Lighthouse's benchmarkIndex (the machine's speed), plus
 *     the machine's load average. Before the runs it waits (at most 2 minutes) for the machine to be quiet.
 * --compare DIR: also measures another checkout of this project (e.g. `git worktree add ../before <commit>` with its
 * own `npm ci`): it starts that checkout's own embedded backend (its migrations and seed, which its code expects),
 * builds and serves it, and alternates the two builds' runs page by page (this checkout first), then prints both
 * tables and the paired medians: a before/after comparison in one session, on one machine.
 * --pages home,jadwal: only those pages (names as in the table: home, jadwal, "jadwal detail", "program detail", galeri).
 * --cpu-slowdown N | calibrated: Lighthouse's CPU multiplier (default 4, meant for a host with a `benchmarkIndex` of
 * ~1 500). "calibrated" sets it from the host's index before each run (scripts/lib/cpu-slowdown.ts), so that every run
 * emulates the same phone however fast the machine is that hour; the table's "cpu" column shows what each page got.
 * Figures are printed, never asserted (they depend on the machine's load).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ChildProcess } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startLocalSupabase, type LocalSupabase } from "../supabase/local/server.ts";
import { calibratedSlowdown, parseCpuSlowdown, type CpuSlowdown } from "./lib/cpu-slowdown.ts";
import { freePort, killGroup, runToEnd, spawnGroup, waitForHttp } from "./lib/processes.ts";
import { paths } from "../src/config/paths.ts";
import { STALE_TIME_MS } from "../src/app/query-client.ts";

/** The time zone of the site's visitors (and of the prerendered pages' dates). */
const VISITOR_TIME_ZONE = "Asia/Jakarta";
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function argValue(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return undefined;
  return argv[i].includes("=") ? argv[i].slice(argv[i].indexOf("=") + 1) : argv[i + 1];
}

const RUNS = Number(argValue("--runs") ?? 3);
/** --pages home,galeri: only these of the measured pages (their names in the table). */
const ONLY = argValue("--pages")?.split(",").map((name) => name.trim());
/** --compare DIR: another checkout of the project, measured alternately with this one. */
const COMPARE_DIR = argValue("--compare");
if (COMPARE_DIR && !fs.existsSync(path.join(COMPARE_DIR, "node_modules", "vite", "bin", "vite.js"))) {
  console.error(`--compare ${COMPARE_DIR}: not a checkout with its dependencies installed (npm ci there first)`);
  process.exit(2);
}
/** --reports DIR: also writes every run's full Lighthouse report (JSON) there, to read its diagnostics. */
const REPORT_DIR = argValue("--reports");
if (REPORT_DIR) fs.mkdirSync(REPORT_DIR, { recursive: true });
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error("--runs must be a positive whole number");
  process.exit(2);
}
let CPU_SLOWDOWN: CpuSlowdown;
try {
  CPU_SLOWDOWN = parseCpuSlowdown(argValue("--cpu-slowdown"));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) {
    console.error("No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH.");
    process.exit(2);
  }
  return found;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the machine's speed at that run (higher is faster); TBT scales with it. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with (Lighthouse's default: 4). */
  cpuSlowdown: number;
};

/** Pages to measure: fixed paths plus the first program (and schedule, if the app has its detail route). */
async function pagesToMeasure(sb: LocalSupabase): Promise<{ name: string; path: string }[]> {
  const rest = async (query: string) => {
    const res = await fetch(`${sb.url}/rest/v1/${query}`, { headers: { apikey: sb.anonKey } });
    if (!res.ok) throw new Error(`GET ${query}: ${res.status}`);
    return (await res.json()) as { id: string | number }[];
  };
  const [program] = await rest("programs?select=id&order=created_at.asc&limit=1");
  const pages = [
    { name: "home", path: paths.home.getHref() },
    { name: "jadwal", path: paths.schedules.getHref() },
  ];
  const routeSources = ["src/config/paths.ts", "src/app/router.tsx"]
    .map((file) => path.join(REPO, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n");
  if (/["'`]\/?jadwal\/:/.test(routeSources)) {
    const [schedule] = await rest("schedules?select=id&order=startDate.asc&limit=1");
    if (schedule) pages.push({ name: "jadwal detail", path: `${paths.schedules.getHref()}/${schedule.id}` });
  }
  if (program) pages.push({ name: "program detail", path: paths.programDetail.getHref(program.id) });
  pages.push({ name: "galeri", path: paths.gallery.getHref() });
  // where a certificate's QR code leads (a phone, often on mobile data): the page without a token, as prerendered
  pages.push({ name: "verifikasi sertifikat", path: paths.certificateVerification.getHref() });
  return pages;
}

/** The 1-minute load average under which the machine counts as quiet: half its CPUs. */
const QUIET_LOAD = os.cpus().length / 2;
const QUIET_WAIT_MAX_MS = 120_000;

/**
 * Waits (at most QUIET_WAIT_MAX_MS) until the machine's 1-minute load average is under QUIET_LOAD. Run after the
 * build, or in CI right after the browser tests, Lighthouse would otherwise measure the machine's leftover load:
 * TBT is the page's main-thread time times 4, and a busy CPU stretches every task (in CI the home page got 97, TBT
 * ~200 ms, with a load average of 1.9-3.2 during the runs; 100, TBT 45 ms, on the quiet machine minutes later).
 */
async function waitForQuietMachine(): Promise<void> {
  const start = Date.now();
  while (os.loadavg()[0] >= QUIET_LOAD && Date.now() - start < QUIET_WAIT_MAX_MS) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  const waited = Math.round((Date.now() - start) / 1000);
  const load = os.loadavg()[0].toFixed(2);
  if (waited > 0) console.log(`[lighthouse] waited ${waited} s for the machine to settle (1-minute load average now ${load}, quiet under ${QUIET_LOAD})`);
}

async function measure(url: string, chromePath: string, reportFile?: string, cpuSlowdownMultiplier?: number): Promise<Figures> {
  // The browser lives where the visitors do (Banda Aceh, WIB): a prerendered page then hydrates with the same
  // "today" and timestamp days it was rendered with. In another time zone React re-renders every date-dependent
  // part right after hydration, which is real for a visitor abroad but not what a trainee's phone does.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent", envVars: { ...process.env, TZ: VISITOR_TIME_ZONE } });
  try {
    const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } };
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...throttling }, undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: num("largest-contentful-paint"),
      fcp: num("first-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      bytes: num("total-byte-weight"),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    chrome.kill();
  }
}

function printTable(rows: { name: string; path: string; figures: Figures }[]) {
  const header = ["page", "perf", "a11y", "bp", "seo", "LCP", "FCP", "TBT", "CLS", "bytes", "bench", "cpu"];
  const lines = rows.map(({ name, path: p, figures: f }) => [
    `${name} (${p})`,
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    String(f.seo),
    `${(f.lcp / 1000).toFixed(2)} s`,
    `${(f.fcp / 1000).toFixed(2)} s`,
    `${Math.round(f.tbt)} ms`,
    f.cls.toFixed(3),
    `${(f.bytes / 1024).toFixed(0)} KiB`,
    String(Math.round(f.benchmarkIndex)),
    `${f.cpuSlowdown.toFixed(1)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
}

/** One build to measure: a checkout of the project, built into its own folder and served on its own port. */
type Target = { label: string; repo: string; outDir: string; base?: string };

/** Starts another checkout's own embedded backend (its own code, migrations and seed; in memory, on free ports). */
async function startOtherBackend(repo: string): Promise<LocalSupabase> {
  const server = (await import(pathToFileURL(path.join(repo, "supabase", "local", "server.ts")).href)) as { startLocalSupabase: typeof startLocalSupabase };
  return server.startLocalSupabase({ memory: true, port: 0, dbPort: 0, quiet: true });
}

/** Builds `target` against the backend and serves it with `vite preview`; returns the preview process. */
async function buildAndServe(target: Target, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  console.log(`[lighthouse] ${target.label}: npm run build (${target.repo}) ...`);
  const buildCode = await runToEnd("npm", ["run", "build", "--", "--outDir", target.outDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: target.repo,
    env,
    stdio: "inherit",
  });
  if (buildCode !== 0) throw new Error(`${target.label}: build failed (exit code ${buildCode})`);
  const port = await freePort();
  target.base = `http://127.0.0.1:${port}`;
  const vite = path.join(target.repo, "node_modules", "vite", "bin", "vite.js");
  const preview = spawnGroup(process.execPath, [vite, "preview", "--outDir", target.outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    cwd: target.repo,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHttp(`${target.base}/`, 30_000, preview);
  return preview;
}

type Row = { name: string; path: string; figures: Figures };

function describeSlowdown(slowdown: CpuSlowdown): string {
  if (slowdown.kind === "fixed") return `${slowdown.multiplier}× slowdown`;
  if (slowdown.kind === "calibrated") return "slowdown calibrated to the host's benchmarkIndex";
  return "Lighthouse's default 4× slowdown";
}

function medians(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Figures;
}

/** The paired view of a comparison: per page, this checkout's median next to the other's. */
function printComparison(labels: [string, string], a: Row[], b: Row[]) {
  console.log(`\npaired medians (${labels[0]} vs ${labels[1]})`);
  const header = ["page", "perf", "LCP s", "TBT ms", "CLS", "bench", "cpu"];
  const lines = a.map((row, i) => {
    const other = b[i].figures;
    const f = row.figures;
    return [
      row.name,
      `${f.performance} vs ${other.performance}`,
      `${(f.lcp / 1000).toFixed(2)} vs ${(other.lcp / 1000).toFixed(2)}`,
      `${Math.round(f.tbt)} vs ${Math.round(other.tbt)}`,
      `${f.cls.toFixed(3)} vs ${other.cls.toFixed(3)}`,
      `${Math.round(f.benchmarkIndex)} vs ${Math.round(other.benchmarkIndex)}`,
      `${f.cpuSlowdown.toFixed(1)}× vs ${other.cpuSlowdown.toFixed(1)}×`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
}

async function main(): Promise<number> {
  const chromePath = chromiumPath();
  const children = new Set<ChildProcess>();
  let sb: LocalSupabase | undefined;
  const targets: Target[] = [{ label: "this checkout", repo: REPO, outDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-dist-")) }];
  if (COMPARE_DIR) targets.push({ label: path.basename(path.resolve(COMPARE_DIR)), repo: path.resolve(COMPARE_DIR), outDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-dist-")) });
  const others: LocalSupabase[] = [];
  const cleanup = async () => {
    for (const child of children) await killGroup(child);
    await sb?.stop();
    for (const other of others) await other.stop();
    for (const target of targets) fs.rmSync(target.outDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));
  process.once("SIGTERM", () => void cleanup().then(() => process.exit(143)));
  try {
    sb = await startLocalSupabase({ memory: true, port: 0, dbPort: 0, quiet: true });
    console.log(`[lighthouse] backend (in memory, seeded): ${sb.url}`);
    const env = { ...process.env, VITE_SUPABASE_URL: sb.url, VITE_SUPABASE_ANON_KEY: sb.anonKey, PRERENDER_REQUIRE_CONTENT: "1" };
    let builtAt = 0;
    for (const [t, target] of targets.entries()) {
      let targetEnv = env;
      if (t > 0) {
        const other = await startOtherBackend(target.repo);
        others.push(other);
        console.log(`[lighthouse] ${target.label}: its own backend (in memory, seeded): ${other.url}`);
        targetEnv = { ...env, VITE_SUPABASE_URL: other.url, VITE_SUPABASE_ANON_KEY: other.anonKey };
      }
      children.add(await buildAndServe(target, targetEnv));
      builtAt = Date.now();
    }
    console.log(`[lighthouse] ${targets.map((t) => `${t.label}: ${t.base}`).join("; ")}; Lighthouse 12, mobile, simulated throttling (CPU: ${describeSlowdown(CPU_SLOWDOWN)}), ${RUNS} run(s) per page`);

    // A visitor arrives long after the build: the data embedded in the pages is stale, so the app refetches every
    // query right after hydrating (and that work counts). This app refreshes embedded data whatever its age
    // (src/app/query-client.ts refreshWhenIdle); a build compared with --compare from before that skipped the refresh
    // while the data was fresh, so the wait keeps both measured alike.
    const wait = builtAt + STALE_TIME_MS + 1_000 - Date.now();
    if (wait > 0) {
      console.log(`[lighthouse] waiting ${Math.ceil(wait / 1000)} s until the pages' embedded data is older than the app's staleTime (a visitor's case: the app refetches it)`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await waitForQuietMachine();
    const pages = (await pagesToMeasure(sb)).filter((page) => !ONLY || ONLY.includes(page.name));
    const rows: Row[][] = targets.map(() => []);
    const loads: number[] = [];
    // --cpu-slowdown calibrated: the multiplier follows the host's speed of the last few runs (a first run, not
    // counted, gives the start); both builds of a pair get the same one.
    const recentIndexes: number[] = [];
    if (CPU_SLOWDOWN.kind === "calibrated") {
      recentIndexes.push((await measure(`${targets[0].base}${pages[0].path}`, chromePath)).benchmarkIndex);
      console.log(`[lighthouse] calibration run: benchmarkIndex ${Math.round(recentIndexes[0])}, CPU slowdown ${calibratedSlowdown(recentIndexes[0]).toFixed(2)}×`);
    }
    const slowdownForNextPair = (): number | undefined => {
      if (CPU_SLOWDOWN.kind === "fixed") return CPU_SLOWDOWN.multiplier;
      if (CPU_SLOWDOWN.kind === "default") return undefined;
      return Number(calibratedSlowdown(median(recentIndexes.slice(-4))).toFixed(2));
    };
    for (const page of pages) {
      const runs: Figures[][] = targets.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        const slowdown = slowdownForNextPair();
        // Alternating, so a change in the machine's load during the runs falls on both builds alike.
        for (const [t, target] of targets.entries()) {
          loads.push(os.loadavg()[0]);
          const reportFile = REPORT_DIR ? path.join(REPORT_DIR, `${t > 0 ? "compare-" : ""}${page.name.replace(/\W+/g, "-")}-${i + 1}.json`) : undefined;
          const figures = await measure(`${target.base}${page.path}`, chromePath, reportFile, slowdown);
          runs[t].push(figures);
          recentIndexes.push(figures.benchmarkIndex);
          process.stdout.write(".");
        }
      }
      for (const t of targets.keys()) rows[t].push({ ...page, figures: medians(runs[t]) });
    }
    process.stdout.write("\n");
    for (const [t, target] of targets.entries()) {
      console.log(`\n${target.label} (${target.repo})`);
      printTable(rows[t]);
    }
    if (targets.length === 2) printComparison([targets[0].label, targets[1].label], rows[0], rows[1]);
    const [l1, l5, l15] = os.loadavg();
    console.log(
      `\nmedian of ${RUNS} run(s) per page; ${os.cpus().length} CPU(s); load average during the runs ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} (now ${l1.toFixed(2)} / ${l5.toFixed(2)} / ${l15.toFixed(2)})`,
    );
    return 0;
  } catch (error) {
    console.error(`[lighthouse] ${(error as Error).stack ?? error}`);
    return 1;
  } finally {
    await cleanup();
  }
}

main().then((code) => process.exit(code));
