/**
 * `react-dom/client` in the production build (vite.config.ts aliases it here; `npm run dev` and the unit tests use
 * React's). preact/compat's client, plus one rule of React's event system that components rely on and Preact does
 * not share (docs/performance.md, "Renderer").
 *
 * React delivers `onChange`/`onInput` only for events that bubble: it listens at the root, so an event dispatched
 * with `bubbles: false` reaches native listeners only. Radix Select relies on that: when its value changes from
 * outside (a form reset), it syncs its hidden native <select> and dispatches a non-bubbling `change` meant for the
 * browser's form. Preact listens on the element itself, so the component's own `onChange` ran too and reported the
 * hidden select's value (empty while the option was not yet there): an untouched edit form became "changed" and the
 * unsaved-changes question appeared on close. Here such events are ignored, as React ignores them.
 *
 * And React's timing of effects around user input. Preact runs `useEffect` callbacks after the next paint; React runs
 * the effects of an update caused by a discrete event (a key, a click, input) before the browser handles the next
 * event, and flushes any pending effects before handling one. Components rely on that: cmdk selects the first match
 * of what was typed in an effect, so a fast "type, then Enter" (the instructor search) picked nothing under Preact.
 * Here the effects of a render that such an event caused run right after it (in a microtask, before the next event).
 * Other updates (hydration, data arriving) keep Preact's after-paint timing. Effects are never run from inside an
 * event's dispatch: one that re-adds a listener there would miss the event being dispatched (the lightbox's keys).
 */
import { options, type VNode } from "preact";
import { setPendingEffectsFlush } from "@/lib/deferred-hydration";

export { createRoot, hydrateRoot } from "preact/compat/client";

/** Host elements whose change/input handlers React would only call for bubbling events. */
const FORM_ELEMENTS = new Set(["select", "input", "textarea"]);
const HANDLERS = ["onChange", "onInput"] as const;

type Handler = (event: Event) => unknown;
/** One wrapper per handler, so re-renders keep the same function. */
const wrapped = new WeakMap<Handler, Handler>();

function onlyWhenBubbling(handler: Handler): Handler {
  let wrapper = wrapped.get(handler);
  if (!wrapper) {
    wrapper = function (this: unknown, event: Event) {
      if (!event.bubbles) return undefined;
      return handler.call(this, event);
    };
    wrapped.set(handler, wrapper);
  }
  return wrapper;
}

const previousVnode = options.vnode;
// Runs before preact/compat's own hook (installed when preact/compat was imported above): props still have React's names.
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === "string" && FORM_ELEMENTS.has(vnode.type)) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of HANDLERS) {
      const handler = props[name];
      if (typeof handler === "function") props[name] = onlyWhenBubbling(handler as Handler);
    }
  }
  previousVnode?.(vnode);
};

/** The events React treats as discrete (the ones whose updates' effects it runs before the next event). */
const DISCRETE_EVENTS = [
  "keydown", "keyup", "keypress", "beforeinput", "input", "change", "compositionend", "click", "auxclick",
  "contextmenu", "pointerdown", "pointerup", "mousedown", "mouseup", "touchstart", "touchend", "focusin", "focusout",
  "submit", "reset", "dragstart", "drop", "copy", "cut", "paste",
] as const;

/** Preact's flush of pending effects, once it asked for one (options.requestAnimationFrame below). */
let pendingFlush: (() => void) | null = null;
/** True from the start of a discrete event until the task that dispatched it is over. */
let inDiscreteEvent = false;

/** Runs the effects Preact is waiting to run, now; false when there were none. */
function flushPendingEffects(): boolean {
  const flush = pendingFlush;
  pendingFlush = null;
  flush?.();
  return flush !== null;
}

/** Preact's own after-paint scheduling (preact/hooks' afterNextFrame): the next frame, or 35 ms without frames. */
function afterNextFrame(callback: () => void) {
  const hasFrames = typeof requestAnimationFrame === "function";
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    if (hasFrames) cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  if (hasFrames) frame = requestAnimationFrame(done);
}

if (typeof window !== "undefined") {
  options.requestAnimationFrame = (flush: () => void) => {
    pendingFlush = flush;
    if (inDiscreteEvent) queueMicrotask(flushPendingEffects);
    else afterNextFrame(flushPendingEffects);
  };
  const onDiscreteEvent = () => {
    if (inDiscreteEvent) return;
    inDiscreteEvent = true;
    setTimeout(() => {
      inDiscreteEvent = false;
    });
  };
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, onDiscreteEvent, { capture: true, passive: true });
  // Hydration in parts runs each part's effects in a task of their own, right after the part.
  setPendingEffectsFlush(flushPendingEffects);
}
