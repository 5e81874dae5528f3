import { Suspense, useId, type ReactNode } from "react";
import { waitingPart } from "@/lib/deferred-hydration";

function Part({ id, children }: { id: string; children: ReactNode }) {
  const waiting = waitingPart(id);
  if (waiting) throw waiting;
  return <div className="contents">{children}</div>;
}

/**
 * A part of a prerendered page that hydrates in a task of its own, after the rest (src/lib/deferred-hydration.ts).
 *
 * Each part has its own `<Suspense>` boundary, so it resumes alone. It renders a `display: contents` box: Preact keeps
 * one DOM node for a component that suspended while hydrating, and the box is that node whatever the children render
 * (several elements, or nothing); it takes no part in layout. Put parts where HTML allows a `<div>` (not directly in
 * a `<ul>`, `<table>` or `<tbody>`), and not as a child of a `space-*` container (its margins would skip the box).
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Part id={id}>{children}</Part>
    </Suspense>
  );
}
