/**
 * src/lib/preact/client.ts: the production build's `react-dom/client` (preact/compat) keeps React's rule that
 * change/input events which do not bubble never reach a form element's onChange (Radix Select's hidden native select
 * relies on it), and React's timing of effects around discrete events. Rendered with Preact itself, as in the build;
 * the rest of the component tests run React.
 */
import { h, render, type ComponentChild } from "preact";
import { useEffect, useState } from "preact/hooks";
import "@/lib/preact/client";

function mount(vnode: ComponentChild) {
  const container = document.createElement("div");
  document.body.append(container);
  render(vnode, container);
  return container;
}

describe("preact client: React's event rule for form elements", () => {
  it("a select's onChange ignores a change event that does not bubble and gets one that does", () => {
    const onChange = vi.fn();
    const container = mount(h("select", { onChange }, h("option", { value: "a" }, "A"), h("option", { value: "b" }, "B")));
    const select = container.querySelector("select")!;
    select.value = "b";
    select.dispatchEvent(new Event("change", { bubbles: false }));
    expect(onChange).not.toHaveBeenCalled();
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0][0] as Event).target).toBe(select);
  });

  it("a text input's onChange (an input listener under preact/compat) follows the same rule", () => {
    const onChange = vi.fn();
    const container = mount(h("input", { type: "text", onChange }));
    const input = container.querySelector("input")!;
    input.dispatchEvent(new Event("input", { bubbles: false }));
    expect(onChange).not.toHaveBeenCalled();
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("keeps one listener per handler across renders, and other elements' handlers untouched", () => {
    const onChange = vi.fn();
    const onClick = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    render(h("div", null, h("select", { onChange }, h("option", { value: "a" }, "A")), h("button", { onClick }, "x")), container);
    render(h("div", null, h("select", { onChange }, h("option", { value: "a" }, "A")), h("button", { onClick }, "x")), container);
    container.querySelector("select")!.dispatchEvent(new Event("change", { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
    // A click that does not bubble still reaches a button: the rule is only about change/input on form elements.
    container.querySelector("button")!.dispatchEvent(new Event("click", { bubbles: false }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe("preact client: React's effect timing around discrete events", () => {
  const microtasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it("the effects of a render caused by a key press run before the next event (not after the next paint)", async () => {
    const seen: string[] = [];
    function Search() {
      const [query, setQuery] = useState("");
      useEffect(() => {
        seen.push(`effect:${query}`);
      }, [query]);
      return h("input", { onKeyDown: (event: KeyboardEvent) => setQuery((q) => q + event.key) });
    }
    const container = mount(h(Search, null));
    await new Promise((resolve) => setTimeout(resolve, 60)); // the mount's effects, after Preact's frame timeout
    expect(seen).toEqual(["effect:"]);
    const input = container.querySelector("input")!;
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "C", bubbles: true }));
    await microtasks();
    expect(seen).toEqual(["effect:", "effect:C"]);
  });

  it("other updates (data arriving, hydration) keep Preact's after-paint timing", async () => {
    const seen: string[] = [];
    let setValue: (value: number) => void = () => {};
    function Counter() {
      const [value, set] = useState(0);
      setValue = set;
      useEffect(() => {
        seen.push(`effect:${value}`);
      }, [value]);
      return h("span", null, String(value));
    }
    mount(h(Counter, null));
    await new Promise((resolve) => setTimeout(resolve, 60));
    setValue(1);
    await microtasks();
    expect(seen).toEqual(["effect:0"]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toEqual(["effect:0", "effect:1"]);
  });
});
