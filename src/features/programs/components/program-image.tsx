import { GraduationCap } from "lucide-react";
import { cn } from "@/lib/utils";
import { LateImage } from "@/components/late-image";
import { responsiveImageProps } from "@/lib/image-variants";

/** A program's image, or a placeholder icon when it has none. */
export function ProgramImage({
  src,
  variantWidths,
  alt,
  width = 640,
  height = 400,
  eager = false,
  highPriority = false,
  className,
  iconClassName,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: {
  src: string | null | undefined;
  /** The widths of its WebP variants (the row's image_variant_widths). */
  variantWidths?: readonly number[] | null;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  highPriority?: boolean;
  className?: string;
  iconClassName?: string;
  /** The `sizes` attribute: how wide the image is shown (used with its WebP variants). */
  sizes?: string;
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
  const image = { ...responsiveImageProps(src, variantWidths, sizes), alt, width, height, decoding: "async" as const, className: cn("size-full object-cover", className) };
  // Cards further down the page wait until the app runs; the first ones and a page's main image load at once.
  if (!eager && !highPriority) return <LateImage {...image} />;
  return <img {...image} loading="eager" fetchPriority={highPriority ? "high" : undefined} />;
}
