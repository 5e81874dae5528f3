import { startTransition, useEffect, useState } from "react";

/**
 * Ends the current task (`scheduler.yield()` where the browser has it, else a zero-delay timeout). Total Blocking
 * Time counts every task's time beyond 50 ms: work split at these points is several short tasks instead of one long
 * one, and the browser can paint or handle a tap in between (docs/performance.md).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

type IdleCallback = (callback: () => void, options?: { timeout: number }) => number;

/** Runs `work` once the browser is idle (at most `timeout` ms later; after a task where it has no idle callback). */
export function whenIdle(work: () => void, timeout = 2000): void {
  const requestIdle = (globalThis as { requestIdleCallback?: IdleCallback }).requestIdleCallback;
  if (requestIdle) requestIdle(work, { timeout });
  else setTimeout(work, 0);
}

/**
 * False until the browser has been idle once after the component mounted, then true (a transition). For work a
 * visitor does not wait for (the keep-alive ping): started after hydration, it no longer lengthens the task that
 * runs the hydrated page's effects (docs/performance.md, "After hydration").
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle(() => {
      if (mounted) startTransition(() => setIdle(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
