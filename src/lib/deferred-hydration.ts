/**
 * Hydration in parts: the scheduling behind `<DeferHydration>` (src/components/defer-hydration.tsx;
 * docs/performance.md, "Hydration in parts").
 *
 * The production build renders with Preact, which hydrates a page in one task: on a mid-range phone the home page
 * took one ~175 ms task (4× CPU throttling), all of it Total Blocking Time. A part keeps its prerendered HTML on
 * screen while the rest of the page hydrates, then hydrates in a task of its own (`hydrateDeferredParts`, one part
 * per task, in page order). Its content is visible and its links work from the first paint; a tap, key or focus
 * before then hydrates every waiting part at once, before the click is handled.
 *
 * How: during the page's first hydration a part suspends with a promise of its own. Preact (like React) keeps a
 * suspended component's server DOM while hydrating and resumes hydrating it when the promise settles. Only that
 * first, synchronous pass defers anything (`hydrateWithDeferredParts`): React's own hydration (time-sliced already,
 * `npm run dev` and the unit tests), a page the browser renders and every later render show a part's children at
 * once. A part inside a deferred part is hydrated with it.
 */
type Waiting = { promise: Promise<void>; release: () => void; released: boolean };

const waiting = new Map<string, Waiting>();
/** Ids of waiting parts, in the order the first pass met them (page order). */
const queue: string[] = [];
let firstPass = false;

/**
 * For the part `id` (a `useId`): a promise to suspend with while it waits, or null when it renders now (outside the
 * first pass, or released).
 */
export function waitingPart(id: string): Promise<void> | null {
  if (!firstPass && !waiting.has(id)) return null;
  let part = waiting.get(id);
  if (!part) {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    part = { promise, release, released: false };
    waiting.set(id, part);
    queue.push(id);
  }
  return part.released ? null : part.promise;
}

/** Runs the page's first hydration (a synchronous `hydrateRoot` under Preact): the parts met in it wait. */
export function hydrateWithDeferredParts(hydrate: () => void): void {
  firstPass = true;
  const start = performance.now();
  try {
    hydrate();
  } finally {
    firstPass = false;
    // In the browser's performance timeline (DevTools, Lighthouse's User Timing): the first pass, without the parts.
    performance.measure("hydrate", { start });
  }
}

function releaseNext(): boolean {
  const id = queue.shift();
  if (id === undefined) return false;
  const part = waiting.get(id)!;
  waiting.delete(id);
  part.released = true;
  part.release();
  return true;
}

function releaseAll(): void {
  while (releaseNext());
}

const INPUT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Hydrates the waiting parts one per task (`nextTask` ends a task), or all at once on the visitor's first input.
 * Resolves when every part is hydrated.
 */
export async function hydrateDeferredParts(nextTask: () => Promise<void>): Promise<void> {
  if (queue.length === 0) return;
  const onInput = () => releaseAll();
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  try {
    while (releaseNext()) {
      // The part renders in the microtasks after its promise settles; the next one waits for a task of its own.
      await nextTask();
    }
  } finally {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
  }
}
