/**
 * Lighthouse's CPU slowdown calibrated to the machine that runs it (`npm run lighthouse -- --cpu-slowdown calibrated`,
 * docs/performance.md "Measuring").
 *
 * Lighthouse's default 4× turns a high-end desktop (a `benchmarkIndex` of about 1 500) into its mid-tier phone
 * (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"). On a slower host the same 4× emulates a slower
 * phone: on this project's shared 2-core machine the index moves between ~1 000 and ~2 700 from hour to hour, and the
 * scores with it. Calibrated, every run emulates the same phone. The points are those of Lighthouse's CPU throttling
 * calculator (lighthouse-cpu-throttling-calculator.vercel.app), linear between them and, past the last, 1× more per 233.
 */
const POINTS: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];
const INDEX_PER_STEP_ABOVE = 233;

/** The multiplier that makes a host of this `benchmarkIndex` emulate Lighthouse's mid-tier phone. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < POINTS[0][0]) {
    throw new Error(`benchmarkIndex ${benchmarkIndex}: this machine is too slow to emulate Lighthouse's phone (at least ${POINTS[0][0]})`);
  }
  const [lastIndex, lastMultiplier] = POINTS[POINTS.length - 1];
  if (benchmarkIndex >= lastIndex) return lastMultiplier + (benchmarkIndex - lastIndex) / INDEX_PER_STEP_ABOVE;
  const upper = POINTS.findIndex(([index]) => index > benchmarkIndex);
  const [i0, m0] = POINTS[upper - 1];
  const [i1, m1] = POINTS[upper];
  return m0 + ((benchmarkIndex - i0) / (i1 - i0)) * (m1 - m0);
}

/** `--cpu-slowdown`: absent is Lighthouse's default (4); a number is that multiplier; "calibrated" follows the host. */
export type CpuSlowdown = { kind: "default" } | { kind: "fixed"; multiplier: number } | { kind: "calibrated" };

export function parseCpuSlowdown(value: string | undefined): CpuSlowdown {
  if (value === undefined) return { kind: "default" };
  if (value === "calibrated") return { kind: "calibrated" };
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1 || multiplier > 20) {
    throw new Error(`--cpu-slowdown ${value}: a multiplier from 1 to 20, or "calibrated"`);
  }
  return { kind: "fixed", multiplier };
}
