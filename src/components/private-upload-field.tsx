import { useRef, useState } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { CheckCircle2, FileUp, Loader2, X } from "lucide-react";
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp", "application/pdf"];
const MAX_BYTES = 5 * 1024 * 1024;

/** What the form keeps of an uploaded file: the object's name in the private bucket, and what the visitor chose. */
export type PrivateUpload = { name: string; size: number; fileName: string; mimeType: string };

/** Uploads one file and answers its object's name, reporting progress. */
export type UploadPrivateFile = (file: File, onProgress: (progress: { loaded: number; total: number }) => void) => Promise<string>;

/**
 * A visitor's file for a private bucket (an application's document, a complaint's attachment): pick a photo or PDF,
 * photos over 1 MB are compressed in the browser, then `upload` sends it with its progress shown, and the form keeps
 * a PrivateUpload. `removable`: an optional file can be taken off again (the uploaded object stays unreferenced and
 * the clean-up removes it within a day).
 */
export function PrivateUploadField<TIn extends FieldValues, TOut = TIn>({
  control,
  name,
  label,
  upload,
  description,
  removable = false,
}: {
  control: Control<TIn, unknown, TOut>;
  name: FieldPath<TIn>;
  label: string;
  upload: UploadPrivateFile;
  description?: string;
  removable?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const uploaded = field.value as PrivateUpload | undefined | null;
        async function pick(file: File | undefined) {
          if (!file) return;
          setProblem(null);
          if (!ACCEPTED.includes(file.type)) return setProblem("File harus berupa foto (JPG, PNG, WebP) atau PDF.");
          try {
            setProgress(0);
            let toSend = file;
            if (file.type.startsWith("image/")) {
              const { compressImage } = await import("@/lib/image");
              toSend = await compressImage(file, { kind: "foto", notify: (m) => toast(m) });
            }
            if (toSend.size > MAX_BYTES) throw new Error(`${label} maksimal 5 MB.`);
            const stored = await upload(toSend, ({ loaded, total }) => setProgress(total ? Math.round((loaded / total) * 100) : 0));
            field.onChange({ name: stored, size: toSend.size, fileName: file.name, mimeType: toSend.type } satisfies PrivateUpload);
          } catch (error) {
            setProblem(`Gagal mengunggah ${label}: ${(error as Error).message}`);
          } finally {
            setProgress(null);
            if (input.current) input.current.value = "";
          }
        }
        return (
          <FormItem className="rounded-lg border p-4">
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
            <input
              ref={(el) => {
                input.current = el;
                field.ref(el);
              }}
              type="file"
              accept={ACCEPTED.join(",")}
              className="sr-only"
              tabIndex={-1}
              aria-label={`Berkas ${label}`}
              name={field.name}
              onChange={(e) => void pick(e.target.files?.[0])}
              disabled={progress !== null}
            />
            {uploaded && (
              <p className="flex items-center gap-2 text-sm">
                <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                {uploaded.fileName} terunggah
              </p>
            )}
            {progress !== null && (
              <div className="grid gap-1" role="status">
                <progress max={100} value={progress} className="h-2 w-full" aria-label={`Mengunggah ${label}`} />
                <span className="text-xs text-muted-foreground">Mengunggah... {progress}%</span>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" className="w-fit rounded-full" disabled={progress !== null} onClick={() => input.current?.click()}>
                {progress !== null ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
                {uploaded ? `Ganti ${label}` : `Pilih ${label}`}
              </Button>
              {removable && uploaded && progress === null && (
                <Button type="button" variant="ghost" size="sm" className="w-fit rounded-full" onClick={() => field.onChange(null)}>
                  <X aria-hidden="true" />
                  Hapus {label}
                </Button>
              )}
            </div>
            {problem && <p className="text-sm font-medium text-red-700 dark:text-red-300">{problem}</p>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
