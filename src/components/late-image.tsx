import type { ImgHTMLAttributes } from "react";
import { useHydrated } from "@/lib/hydration";
import { cn } from "@/lib/utils";

/**
 * An image that is not needed for the first paint (a carousel's next slides, cards below the fold)
 * (docs/performance.md, "Images after the first paint").
 *
 * `loading="lazy"` alone does not hold such images back: browsers fetch lazy images up to 1250–2500 px from the
 * viewport, so a phone opening the home page downloaded ~700 KB of photos together with the one it shows. In
 * prerendered HTML this renders an empty box with the image's classes (so nothing moves when it arrives) plus
 * the `<img>` inside `<noscript>` for visitors without JavaScript; once the app has started, the real lazy
 * `<img>`. Pages the browser renders itself get the `<img>` at once.
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
