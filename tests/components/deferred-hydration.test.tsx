/**
 * Hydration in parts (src/lib/deferred-hydration.ts, src/components/defer-hydration.tsx), rendered with Preact as in
 * the production build: "react" here is preact/compat, the server HTML comes from preact-render-to-string, as in the
 * prerender. (The other component tests run React, where a part renders its children at once.)
 */
import { renderToString } from "preact-render-to-string";
import { render } from "preact";
import { hydrateRoot } from "preact/compat/client";
import { useState } from "react";
import { DeferHydration } from "@/components/defer-hydration";
import { hydrateDeferredParts, hydrateWithDeferredParts, setPendingEffectsFlush } from "@/lib/deferred-hydration";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/jsx-runtime"));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ empty = false }: { empty?: boolean }) {
  return (
    <main>
      <Counter label="shell" />
      <DeferHydration>
        <section>
          <Counter label="first" />
        </section>
      </DeferHydration>
      <DeferHydration>{empty ? null : <Counter label="second" />}</DeferHydration>
      <DeferHydration>
        <h2>Several</h2>
        <p>elements</p>
        <Counter label="third" />
      </DeferHydration>
      <p>after</p>
    </main>
  );
}

/** The prerendered page in a container, as the browser parsed it. */
function serverRendered(vnode: preact.VNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(vnode);
  document.body.append(container);
  return { container, html: container.innerHTML, elements: [...container.querySelectorAll("*")] };
}

const button = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent!.startsWith(label))!;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A `nextTask` the test ends by hand: records how many tasks were asked for. */
function manualTasks() {
  const ends: (() => void)[] = [];
  return {
    nextTask: () => new Promise<void>((resolve) => ends.push(resolve)),
    async endTask() {
      ends.shift()!();
      await settle();
    },
    get asked() {
      return ends.length;
    },
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("hydration in parts (Preact)", () => {
  it("the first pass hydrates the page without its parts, which keep their server HTML; then one part per task, in page order", async () => {
    const { container, html, elements } = serverRendered(<Page />);
    hydrateWithDeferredParts(() => hydrateRoot(container, <Page />));
    await settle();
    expect(container.innerHTML).toBe(html);

    button(container, "shell").click();
    await settle();
    expect(button(container, "shell").textContent).toBe("shell 1");
    // Not hydrated yet: no handler.
    button(container, "first").click();
    await settle();
    expect(button(container, "first").textContent).toBe("first 0");

    const tasks = manualTasks();
    const done = hydrateDeferredParts(tasks.nextTask);
    await settle();
    // The first pass's task ends before any part hydrates.
    expect(tasks.asked).toBe(1);
    button(container, "first").click();
    await settle();
    expect(button(container, "first").textContent).toBe("first 0");
    await tasks.endTask();
    // The first part was released and has hydrated; the next waits for its own task.
    expect(tasks.asked).toBe(1);
    button(container, "first").click();
    button(container, "second").click();
    await settle();
    expect(button(container, "first").textContent).toBe("first 1");
    expect(button(container, "second").textContent).toBe("second 0");

    await tasks.endTask();
    await tasks.endTask();
    await tasks.endTask();
    await done;
    for (const label of ["second", "third"]) {
      button(container, label).click();
      await settle();
      expect(button(container, label).textContent).toBe(`${label} 1`);
    }
    // Hydrated in place: the same elements as the server's (nothing re-created, nothing doubled).
    expect([...container.querySelectorAll("*")].filter((el) => !elements.includes(el))).toEqual([]);
    expect(container.querySelectorAll("button")).toHaveLength(4);
  });

  it("a key, tap or focus before a part's turn hydrates every waiting part at once", async () => {
    const { container } = serverRendered(<Page />);
    hydrateWithDeferredParts(() => hydrateRoot(container, <Page />));
    const tasks = manualTasks();
    const done = hydrateDeferredParts(tasks.nextTask);
    await settle();
    await tasks.endTask();
    expect(tasks.asked).toBe(1);

    window.dispatchEvent(new Event("pointerdown"));
    await settle();
    for (const label of ["second", "third"]) {
      button(container, label).click();
      await settle();
      expect(button(container, label).textContent).toBe(`${label} 1`);
    }
    await tasks.endTask();
    await done;
  });

  it("a part whose server HTML is empty stays empty and does not take its neighbour's HTML", async () => {
    const { container, html } = serverRendered(<Page empty />);
    hydrateWithDeferredParts(() => hydrateRoot(container, <Page empty />));
    await hydrateDeferredParts(settle);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelectorAll("div.contents")).toHaveLength(3);
    expect(button(container, "second")).toBeUndefined();
    button(container, "third").click();
    await settle();
    expect(button(container, "third").textContent).toBe("third 1");
  });

  it("outside the first pass (a page the browser renders, a later render) a part renders its children at once", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    render(<Page />, container);
    expect(container.querySelectorAll("button")).toHaveLength(4);
    button(container, "third").click();
    await settle();
    expect(button(container, "third").textContent).toBe("third 1");
    // Nothing waits: the scheduler has no part to release (it only ends the task once).
    const nextTask = vi.fn(settle);
    await hydrateDeferredParts(nextTask);
    expect(nextTask).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll("button")).toHaveLength(4);
  });

  it("a part inside a part waits in turn: it hydrates in a task of its own, right after the part around it", async () => {
    const order: string[] = [];
    function Logged({ label }: { label: string }) {
      order.push(label);
      return <Counter label={label} />;
    }
    const Nested = () => (
      <main>
        <DeferHydration>
          <Logged label="outer" />
          <DeferHydration>
            <Logged label="inner-a" />
          </DeferHydration>
          <DeferHydration>
            <Logged label="inner-b" />
          </DeferHydration>
        </DeferHydration>
        <DeferHydration>
          <Logged label="next" />
        </DeferHydration>
      </main>
    );
    const { container, html, elements } = serverRendered(<Nested />);
    order.length = 0;
    hydrateWithDeferredParts(() => hydrateRoot(container, <Nested />));
    expect(order).toEqual([]);
    const tasks = manualTasks();
    const done = hydrateDeferredParts(tasks.nextTask);
    await settle();
    // One part per task: the outer part alone, then each inner part, then the next outer part.
    for (const expected of [["outer"], ["outer", "inner-a"], ["outer", "inner-a", "inner-b"], ["outer", "inner-a", "inner-b", "next"]]) {
      await tasks.endTask();
      expect(order).toEqual(expected);
    }
    await tasks.endTask();
    await done;
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll("*")].filter((el) => !elements.includes(el))).toEqual([]);
    for (const label of ["outer", "inner-a", "inner-b", "next"]) {
      button(container, label).click();
      await settle();
      expect(button(container, label).textContent).toBe(`${label} 1`);
    }
  });

  it("runs the renderer's pending effects in a task of their own after the first pass and after each part", async () => {
    const { container } = serverRendered(<Page />);
    const steps: string[] = [];
    let pending = true;
    setPendingEffectsFlush(() => {
      const had = pending;
      if (had) steps.push("effects");
      pending = true;
      return had;
    });
    try {
      hydrateWithDeferredParts(() => hydrateRoot(container, <Page />));
      await hydrateDeferredParts(async () => {
        steps.push("task");
        await settle();
      });
    } finally {
      setPendingEffectsFlush(() => false);
    }
    // First pass, then 3 parts: each one's effects between two task ends.
    expect(steps).toEqual(["task", "effects", "task", "task", "effects", "task", "task", "effects", "task", "task", "effects", "task"]);
  });
});
