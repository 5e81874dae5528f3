import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadControl } from "@/lib/storage";

/** Where a save with an image stands: compressing the image, sending it, or writing the row. */
export type UploadState =
  | { phase: "idle" }
  | { phase: "compressing"; percent: number }
  | { phase: "uploading"; loaded: number; total: number }
  | { phase: "saving" };

/** Handed to one save: progress callbacks and the cancel signal for compressImage and the upload. */
export interface UploadTask {
  /** For compressImage: its progress and the cancel signal. */
  compress: { onProgress: (percent: number) => void; signal: AbortSignal };
  /** For the mutation's `upload` input: byte progress and the cancel signal. */
  upload: UploadControl;
}

/**
 * The state and cancel of a save that uploads an image: `run(action)` hands the action the progress
 * callbacks and cancel signal for compressImage and the upload, and tracks the phase for
 * `<UploadProgress>`. `cancel()` aborts the running task (compression or upload); unmounting cancels too.
 * Forms use it through `useFormSave` (src/components/use-form-save.tsx), which adds the compression,
 * the toasts and the status line in one call.
 */
export function useUploadTask() {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(action: (task: UploadTask) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { signal } = current;
    const task: UploadTask = {
      compress: { signal, onProgress: (percent) => setState({ phase: "compressing", percent: Math.round(percent) }) },
      upload: {
        signal,
        onProgress: ({ loaded, total }) =>
          setState(loaded >= total ? { phase: "saving" } : { phase: "uploading", loaded, total }),
      },
    };
    try {
      return await action(task);
    } finally {
      if (controller.current === current) controller.current = null;
      setState({ phase: "idle" });
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, run, cancel };
}

export type UploadTaskHandle = ReturnType<typeof useUploadTask>;
