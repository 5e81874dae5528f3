import type { ImgHTMLAttributes } from "react";
import { useHydrated } from "@/lib/hydration";
import { cn } from "@/lib/utils";

/**
 * An image not needed for the first paint (a carousel's next slides, cards below the fold): `loading="lazy"` alone
 * still fetches it with the first screen's photo (docs/performance.md, "Images after the first paint"). In
 * prerendered HTML an empty box of the same size (and the `<img>` in `<noscript>`), the lazy `<img>` once hydrated.
 */
export function LateImage({ className, style, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const hydrated = useHydrated();
  if (hydrated) return <img {...props} loading="lazy" className={className} style={style} />;
  return (
    <>
      <span className={cn("block", className)} style={style} aria-hidden="true" data-late-image="" />
      <noscript>
        <img {...props} loading="lazy" className={className} style={style} />
      </noscript>
    </>
  );
}
