import { useEffect, useRef, useState, type ComponentProps } from "react";
import { ImageIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { StoredImage } from "@/components/stored-image";
import { cn } from "@/lib/utils";

export interface ImageInputProps
  extends Omit<ComponentProps<"input">, "type" | "accept" | "value" | "onChange" | "multiple"> {
  /** The newly chosen file, if any. */
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** The image already stored (edit mode), previewed until a new file is chosen. */
  existingUrl?: string | null;
  /** Alt text of the preview. */
  previewAlt?: string;
  /** Round preview (avatars). */
  rounded?: boolean;
}

function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** File input for one image (accept="image/*") with a preview of the new file or the existing image. */
export function ImageInput({
  value,
  onChange,
  existingUrl,
  previewAlt = "Pratinjau gambar",
  rounded = false,
  className,
  ...inputProps
}: ImageInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const newUrl = useObjectUrl(value);
  const preview = newUrl ?? existingUrl ?? null;

  // A file input cannot be given a value; clear it when the form resets the field.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = "";
  }, [value]);

  return (
    <div className="flex items-center gap-4">
      <div
        className={cn(
          "flex size-20 shrink-0 items-center justify-center overflow-hidden border bg-muted text-muted-foreground",
          rounded ? "rounded-full" : "rounded-md",
        )}
      >
        {preview ? (
          <StoredImage src={preview} alt={previewAlt} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-6" aria-hidden="true" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <Input
          ref={inputRef}
          type="file"
          accept="image/*"
          className={cn("cursor-pointer", className)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          {...inputProps}
        />
        {value && (
          <p className="truncate text-xs text-muted-foreground">
            {value.name} ({(value.size / (1024 * 1024)).toFixed(2)} MB)
          </p>
        )}
      </div>
    </div>
  );
}
