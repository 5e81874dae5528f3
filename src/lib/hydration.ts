import { startTransition, useEffect, useState } from "react";

/**
 * True from the moment src/main.tsx starts hydrating a prerendered page until the first client-side navigation
 * (components of a page the browser renders itself need no placeholder render).
 */
let prerenderedPage = false;

/** Marks this page as prerendered and about to be hydrated, or (false) rendered by the browser from now on. */
export function setPrerenderedPage(value: boolean): void {
  prerenderedPage = value;
}

/**
 * False on the server and in the first render of a component on a prerendered page (so it matches the HTML, also
 * inside a Suspense boundary that hydrates later), true right after, and from the start on a page the browser
 * renders itself. The switch is a transition, rendered in slices: a `useSyncExternalStore` with another server
 * snapshot would re-render synchronously after hydration (docs/performance.md, "Updates right after hydration").
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== "undefined" && !prerenderedPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * A value that may differ between the HTML and the visitor's browser (today's date, …): `serverValue()` on the
 * server and in a prerendered page's hydration, `clientValue()` from the start on a page the browser renders.
 * Right after hydration it switches to `clientValue()` (a transition) only when that differs: a visitor for whom
 * nothing differs (the usual case: same day, same time zone as the build) gets no second render of the component
 * and everything under it. Read once after mounting; inputs that change later belong in `useHydrated`.
 */
export function useClientValue<T>(serverValue: () => T, clientValue: () => T): T {
  const [value, setValue] = useState(() => (typeof window !== "undefined" && !prerenderedPage ? clientValue() : serverValue()));
  const [check] = useState(() => clientValue);
  useEffect(() => {
    const next = check();
    if (!Object.is(next, value)) startTransition(() => setValue(next));
  }, [check, value]);
  return value;
}
