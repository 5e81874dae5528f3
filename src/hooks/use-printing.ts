import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

/**
 * True while the page is being printed (the print dialog, Ctrl+P, window.print(), or print media
 * emulation). Print-only content is rendered only then, so screen readers, search and find-in-page
 * never meet a second copy of the page. `beforeprint` updates synchronously (flushSync) so the
 * printed layout already contains it.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

let printing = false;
const listeners = new Set<() => void>();

function set(value: boolean, sync: boolean) {
  if (printing === value) return;
  printing = value;
  const notify = () => listeners.forEach((l) => l());
  if (sync) flushSync(notify);
  else notify();
}

const onBefore = () => set(true, true);
const onAfter = () => set(false, false);
let query: MediaQueryList | null = null;
const onMedia = (e: MediaQueryListEvent) => set(e.matches, true);

function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof window !== "undefined") {
    window.addEventListener("beforeprint", onBefore);
    window.addEventListener("afterprint", onAfter);
    query = typeof window.matchMedia === "function" ? window.matchMedia("print") : null;
    query?.addEventListener?.("change", onMedia);
    printing = query?.matches ?? false;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("beforeprint", onBefore);
      window.removeEventListener("afterprint", onAfter);
      query?.removeEventListener?.("change", onMedia);
      query = null;
      printing = false;
    }
  };
}

function snapshot() {
  return printing;
}
