import { ImageIcon } from "lucide-react";
import { StoredImage } from "@/components/stored-image";
import { cn } from "@/lib/utils";

/** A row's image in an admin table (64×48 px, `wide` 96×48 px), or a placeholder when it has none. */
export function Thumbnail({ src, alt, wide = false, missingLabel }: { src: string | null; alt: string; wide?: boolean; missingLabel?: string }) {
  const size = wide ? "h-12 w-24" : "h-12 w-16";
  if (!src) {
    return (
      <div className={cn("flex items-center justify-center rounded-md border bg-muted text-muted-foreground", size)}>
        <ImageIcon className="size-4" aria-hidden="true" />
        {missingLabel && <span className="sr-only">{missingLabel}</span>}
      </div>
    );
  }
  return <StoredImage src={src} alt={alt} width={wide ? 96 : 64} height={48} loading="lazy" className={cn("rounded-md border object-cover", size)} />;
}
