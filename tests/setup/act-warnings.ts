/**
 * Components project, first setup file: a React `act(...)` warning fails the test it was printed in. React prints
 * one when a component's state changes while a test is not waiting for it (nothing awaited the outcome the user
 * sees, or a hook changed a store a mounted component watches), so the assertions ran on a page that was still
 * changing (docs/testing.md, "Waiting in component tests").
 *
 * First in `setupFiles` on purpose: vitest runs `afterEach` hooks in reverse order of registration, so this check runs
 * after every other one (Testing Library's unmount included) and also sees what their clean-up caused.
 */
import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

const ACT_WARNING = /not wrapped in act\(/;
const warnings: string[] = [];
const consoleError = console.error.bind(console);

console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (ACT_WARNING.test(text)) warnings.push(text.split("\n")[0].replace(/\.$/, ""));
  consoleError(...args);
};

// A test that silences console.error with vi.spyOn(...).mockImplementation() hides the wrapper above: read its calls.
let spied: { fn: unknown; seen: number } = { fn: null, seen: 0 };

beforeEach(() => {
  warnings.length = 0;
  const current: unknown = console.error;
  spied = { fn: current, seen: vi.isMockFunction(current) ? current.mock.calls.length : 0 };
});

afterEach(() => {
  const current: unknown = console.error;
  if (vi.isMockFunction(current)) {
    const calls = current.mock.calls.slice(current === spied.fn ? spied.seen : 0);
    for (const args of calls) {
      const text = format(...(args as unknown[]));
      if (ACT_WARNING.test(text)) warnings.push(text.split("\n")[0].replace(/\.$/, ""));
    }
  }
  if (!warnings.length) return;
  const seen = [...new Set(warnings)];
  warnings.length = 0;
  throw new Error(
    `React printed ${seen.length === 1 ? "an act(...) warning" : "act(...) warnings"} during this test: ${seen.join(" | ")}. ` +
      "A state update happened while the test was not waiting for it: await what the user sees (findBy…, waitFor) " +
      "instead of raising a timeout or silencing the warning (docs/testing.md, Waiting in component tests).",
  );
});
