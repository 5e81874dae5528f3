import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The band at the top of a public page (under the floating header), with the grid background.
 */
export function PublicPageBand({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section data-testid="public-page-band" className="relative -mt-24 overflow-hidden border-b bg-muted/40 pt-24 md:-mt-28 md:pt-28">
    <div
      className="bg-grid-pattern pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      aria-hidden="true"
    />
      <div className={cn("container relative", className ?? "py-12 sm:py-16")}>{children}</div>
    </section>
  );
}

/**
 * The heading of a public page: an optional back link or eyebrow above the h1, a description under
 * it, and optional extra content (e.g. a link) at the end.
 */
export function PublicPageHeader({
  eyebrow,
  back,
  title,
  description,
  className,
  children,
}: {
  eyebrow?: string;
  back?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Classes of the band's inner container (default padding 'py-12 sm:py-16'), e.g. a narrower width for an article. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <PublicPageBand className={className}>
      {back}
      {eyebrow ? <p className={cn("text-sm font-semibold uppercase tracking-wider text-primary", back ? "mt-5" : undefined)}>{eyebrow}</p> : null}
      <h1 className={cn("text-3xl font-bold sm:text-4xl", eyebrow ? "mt-2" : back ? "mt-3" : undefined)}>{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-muted-foreground">{description}</p> : null}
      {children}
    </PublicPageBand>
  );
}
