/**
 * npm run long-tasks -- <url> [--runs 5] [--compare <url>]
 *
 * What makes a page's Total Blocking Time: loads a served build's page (e.g. `npm run build && npm run preview`, or a
 * build against `npm run backend`) in Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) as a phone would
 * (412×823, touch, Asia/Jakarta) with Chrome's 4× CPU throttle, records a trace and a CPU profile, and prints every
 * main-thread task of 50 ms or more: when it started, how long it took, what the browser did in it (style, layout,
 * script evaluation, timers…) and the functions that took most of it. The sum that counts is "from the app's start":
 * each task's time over 50 ms from the first module evaluation (the prerendered page's scripts run after its first
 * paint) until 3.5 s later. With --compare, the two URLs are loaded alternately and both medians are printed.
 * Figures only: they follow the machine's load (docs/performance.md, "Measuring").
 */
import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

function argValue(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
}

const urls = [process.argv.slice(2).find((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--")), argValue("--compare")].filter(
  (u): u is string => !!u,
);
const RUNS = Number(argValue("--runs") ?? 5);
if (urls.length === 0 || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error("usage: npm run long-tasks -- <url> [--runs 5] [--compare <url>]");
  process.exit(2);
}
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((file): file is string => !!file && fs.existsSync(file));
if (!CHROMIUM) {
  console.error("No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH.");
  process.exit(2);
}

/** What the browser did inside a task (trace event names, summed). */
const WORK = ["UpdateLayoutTree", "Layout", "Paint", "ParseHTML", "EvaluateScript", "v8.evaluateModule", "v8.compile", "FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "MinorGC", "MajorGC"];
const WINDOW_MS = 3500;

async function measure(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, timezoneId: "Asia/Jakarta" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-started"), null, { timeout: 60_000 });
    await page.waitForTimeout(WINDOW_MS + 500);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;

    const mainThread = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "v8.evaluateModule"));
    if (!mainThread) throw new Error(`${url}: no renderer main thread that ran a module in the trace`);
    const mine = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === "X");
    const appStart = Math.min(...mine.filter((e) => e.name === "v8.evaluateModule").map((e) => e.ts));
    const tasks = mine.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= 50_000 && e.ts + (e.dur ?? 0) >= appStart && e.ts <= appStart + WINDOW_MS * 1000);

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let t = profile.startTime;
    const samples = profile.samples.map((id, i) => ({ id, t: (t += profile.timeDeltas[i]) }));
    let blocking = 0;
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      blocking += (task.dur ?? 0) / 1000 - 50;
      const work: Record<string, number> = {};
      for (const e of mine) if (e !== task && e.ts >= task.ts && e.ts < end && WORK.includes(e.name)) work[e.name] = (work[e.name] ?? 0) + (e.dur ?? 0) / 1000;
      const self: Record<string, number> = {};
      for (const s of samples) {
        if (s.t < task.ts || s.t > end) continue;
        const frame = nodes.get(s.id)!.callFrame;
        if (!frame.url) continue;
        const key = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/.*\//, "")}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
        self[key] = (self[key] ?? 0) + 1;
      }
      const top = (record: Record<string, number>, n: number, unit = "") =>
        Object.entries(record)
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${Math.round(v)}${unit}`)
          .join(", ");
      console.log(`  +${Math.round((task.ts - appStart) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms | ${top(work, 5, " ms")}`);
      if (Object.keys(self).length) console.log(`      ${top(self, 5, " samples")}`);
    }
    console.log(`  Σ over 50 ms from the app's start: ${Math.round(blocking)} ms (${tasks.length} long tasks)`);
    return blocking;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const sums: number[][] = urls.map(() => []);
  for (let run = 1; run <= RUNS; run++) {
    // alternating, so a change in the machine's load falls on both alike
    for (const [i, url] of urls.entries()) {
      console.log(`${url} (run ${run})`);
      sums[i].push(await measure(browser, url));
    }
  }
  console.log("");
  for (const [i, url] of urls.entries()) console.log(`${url}: median Σ ${Math.round(median(sums[i]))} ms (runs: ${sums[i].map(Math.round).join(", ")})`);
} finally {
  await browser.close();
}
