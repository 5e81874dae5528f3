import { GraduationCap } from "lucide-react";
import { cn } from "@/lib/utils";

/** A program's image, or a placeholder icon when it has none. */
export function ProgramImage({
  src,
  alt,
  width = 640,
  height = 400,
  eager = false,
  highPriority = false,
  className,
  iconClassName,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  highPriority?: boolean;
  className?: string;
  iconClassName?: string;
}) {
  if (!src) {
    return (
      <div
        className={cn(
          "flex size-full items-center justify-center bg-gradient-to-br from-primary/15 via-primary/5 to-brand/15 text-primary",
          className,
        )}
        data-testid="program-image-placeholder"
        role="img"
        aria-label={`${alt} (belum ada gambar)`}
      >
        <GraduationCap className={cn("size-12", iconClassName)} aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || highPriority ? "eager" : "lazy"}
      fetchPriority={highPriority ? "high" : undefined}
      decoding="async"
      className={cn("size-full object-cover", className)}
    />
  );
}
