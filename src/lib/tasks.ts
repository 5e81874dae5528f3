/**
 * Ends the current task (`scheduler.yield()` where the browser has it, else a zero-delay timeout). Total Blocking
 * Time counts every task's time beyond 50 ms: work split at these points is several short tasks instead of one long
 * one, and the browser can paint or handle a tap in between (docs/performance.md).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
