import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { UploadTaskHandle } from "@/hooks/use-upload-task";
import { formatMB, type ImageKind } from "@/lib/image";

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * What a save with an image is doing, for slow connections: the compression percentage, then the
 * upload percentage with the megabytes sent, and a button that cancels (nothing is stored).
 * Renders nothing when no image is being processed.
 */
export function UploadProgress({ upload, kind }: { upload: UploadTaskHandle; kind: ImageKind }) {
  const { state } = upload;
  if (state.phase === "idle") return null;

  let text: string;
  let percent: number | null = null;
  if (state.phase === "compressing") {
    percent = state.percent;
    text = `Mengompresi ${kind}... ${percent}%`;
  } else if (state.phase === "uploading") {
    percent = state.total > 0 ? Math.floor((state.loaded / state.total) * 100) : 0;
    text = `Mengunggah ${kind}... ${percent}% (${formatMB(state.loaded)} dari ${formatMB(state.total)})`;
  } else {
    text = `${kind[0].toUpperCase()}${kind.slice(1)} terunggah. Menyimpan data...`;
  }
  const cancellable = state.phase !== "saving";

  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3" data-testid="upload-progress">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm tabular-nums">{text}</p>
        {cancellable && (
          <Button type="button" variant="outline" size="sm" onClick={upload.cancel}>
            <XIcon aria-hidden="true" />
            Batalkan Unggahan
          </Button>
        )}
      </div>
      {percent !== null && (
        <Bar percent={percent} label={state.phase === "compressing" ? `Kompresi ${kind}` : `Unggahan ${kind}`} />
      )}
      <p className="sr-only" role="status">
        {state.phase === "compressing" ? `Mengompresi ${kind}` : state.phase === "uploading" ? `Mengunggah ${kind}` : "Menyimpan data"}
      </p>
    </div>
  );
}
