import { useRef, useState } from "react";
import type { Control } from "react-hook-form";
import { CheckCircle2, FileUp, Loader2 } from "lucide-react";
import { FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { uploadRegistrationDocument } from "@/features/registrations/api/registrations";
import type { RegistrationFormInput, RegistrationFormValues } from "@/features/registrations/schemas/registration-schema";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp", "application/pdf"];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * One document: pick a photo or PDF, photos over 1 MB are compressed in the browser, then it is uploaded
 * resumably into the application's folder with its progress shown. The form keeps the object's name. `folder`
 * gives the application's one folder (lib/upload-folder.ts: uploads started together share one request for it).
 */
export function DocumentUploadField({
  control,
  kind,
  label,
  folder,
}: {
  control: Control<RegistrationFormInput, unknown, RegistrationFormValues>;
  kind: string;
  label: string;
  folder: () => Promise<string>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormField
      control={control}
      name={`documents.${kind}` as "documents"}
      render={({ field }) => {
        const uploaded = field.value as unknown as { fileName: string; size: number } | undefined;
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
            const target = await folder();
            const name = await uploadRegistrationDocument(target, kind, toSend, {
              onProgress: ({ loaded, total }) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
            });
            field.onChange({ name, size: toSend.size, fileName: file.name, mimeType: toSend.type });
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
            <Button type="button" variant="outline" size="sm" className="w-fit rounded-full" disabled={progress !== null} onClick={() => input.current?.click()}>
              {progress !== null ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
              {uploaded ? `Ganti ${label}` : `Pilih ${label}`}
            </Button>
            {problem && <p className="text-sm font-medium text-red-700 dark:text-red-300">{problem}</p>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
