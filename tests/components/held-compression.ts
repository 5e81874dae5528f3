/**
 * jsdom has no canvas: a stand-in for browser-image-compression that reports 40 %, then waits until the test
 * calls `releaseCompression()` (reports 100 % and resolves with a 300 KiB file) or the compression is aborted.
 *
 *   vi.mock("browser-image-compression", () => import("./held-compression").then((m) => m.heldCompressionModule));
 */
import { act } from "@testing-library/react";

let release: (() => void) | null = null;

export const heldCompressionModule = {
  default: vi.fn(
    (file: File, options: { onProgress?: (p: number) => void; signal?: AbortSignal }) =>
      new Promise<File>((resolve, reject) => {
        options.onProgress?.(40);
        options.signal?.addEventListener("abort", () => reject(options.signal!.reason));
        release = () => {
          options.onProgress?.(100);
          resolve(new File([new Uint8Array(300 * 1024)], file.name, { type: file.type }));
        };
      }),
  ),
};

/** Lets the held compression finish: its last progress report renders at once, like an event the test fires. */
export function releaseCompression() {
  const finish = release;
  if (!finish) throw new Error("no compression is waiting");
  act(() => finish());
}

afterEach(() => {
  release = null;
  heldCompressionModule.default.mockClear();
});
