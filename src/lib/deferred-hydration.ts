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
 * once. A part inside a part waits in turn: it hydrates in a task of its own right after the part around it (a home
 * section, then each of its cards), so no part's task grows with the length of a list.
 */
type Waiting = { promise: Promise<void>; release: () => void };

const waiting = new Map<string, Waiting>();
/** Ids of waiting parts, in page order: the order the first pass met them, a part's own parts right after it. */
const queue: string[] = [];
/** Parts already released: they render their children from then on. */
const released = new Set<string>();
/** From the start of the first pass until every part is hydrated (or the visitor's first input): new parts wait. */
let deferring = false;
/** Where a part met while another is being released joins the queue (right after the parts met before it). */
let insertAt: number | null = null;

/**
 * For the part `id` (a `useId`): a promise to suspend with while it waits, or null when it renders now (outside the
 * page's first hydration, or released).
 */
export function waitingPart(id: string): Promise<void> | null {
  if (released.has(id)) return null;
  let part = waiting.get(id);
  if (!part) {
    if (!deferring) return null;
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    part = { promise, release };
    waiting.set(id, part);
    if (insertAt === null) queue.push(id);
    else queue.splice(insertAt++, 0, id);
  }
  return part.promise;
}

/** Runs the page's first hydration (a synchronous `hydrateRoot` under Preact): the parts met in it wait. */
export function hydrateWithDeferredParts(hydrate: () => void): void {
  deferring = true;
  const start = performance.now();
  try {
    hydrate();
  } finally {
    // In the browser's performance timeline (DevTools, Lighthouse's User Timing): the first pass, without the parts.
    performance.measure("hydrate", { start });
  }
}

function releaseNext(): boolean {
  const id = queue.shift();
  if (id === undefined) return false;
  const part = waiting.get(id)!;
  waiting.delete(id);
  released.add(id);
  // The part renders in the microtasks after its promise settles: the parts it contains wait in turn, ahead of the
  // parts after it.
  insertAt = 0;
  part.release();
  return true;
}

/** Stops deferring: every waiting part renders now, and so does every part they contain. */
function releaseAll(): void {
  deferring = false;
  while (releaseNext());
  insertAt = null;
}

function finish(): void {
  deferring = false;
  insertAt = null;
  released.clear();
}

/**
 * The renderer's "run the pending effects now" (Preact's, set by src/lib/preact/client.ts; none under React). Preact
 * runs effects after the next frame, all that are pending at once: parts hydrated one per task before a frame came
 * would have their effects (queries subscribing and refetching, embla, page meta) all run in one long task.
 */
let flushPendingEffects: () => boolean = () => false;
export function setPendingEffectsFlush(flush: () => boolean): void {
  flushPendingEffects = flush;
}

const INPUT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Hydrates the waiting parts one per task (`nextTask` ends a task), or all at once on the visitor's first input; the
 * effects of the first pass and of each part run in a task of their own after it. Resolves when every part is
 * hydrated.
 */
export async function hydrateDeferredParts(nextTask: () => Promise<void>): Promise<void> {
  const onInput = () => releaseAll();
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  try {
    do {
      // A part renders in the microtasks after its promise settles; its effects, then the next part, each wait for a
      // task of their own.
      await nextTask();
      if (flushPendingEffects()) await nextTask();
    } while (releaseNext());
  } finally {
    finish();
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
  }
}
