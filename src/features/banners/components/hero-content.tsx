import { Link } from "react-router-dom";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DEFAULT_BANNER_SUBTITLE } from "@/features/banners/lib/banners";
import { cn } from "@/lib/utils";
import { paths } from "@/config/paths";
import { useOrigin } from "@/lib/today";

/**
 * What every hero shows: the text and calls to action, the full-height frame, and the gradient hero
 * used with no active banner, while the banners or the carousel's code load, or when the banners
 * failed to load. The carousel itself (embla) is hero-carousel.tsx, a chunk loaded on demand.
 */
export const HERO_HEIGHT = "min-h-[560px] h-[100svh] max-h-[1000px]";

/** Primary call to action of a banner: its link_to, or the programs list when absent. */
function PrimaryAction({ href }: { href: string | null | undefined }) {
  const target = href?.trim();
  // "" on the server and while a prerendered page hydrates: only relative links count as this site's then.
  const origin = useOrigin();
  const content = (
    <>
      {target ? "Selengkapnya" : "Lihat Program Pelatihan"}
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (!target) {
    return (
      <Button asChild size="lg" className="rounded-full px-7 shadow-lg shadow-black/20">
        <Link to={paths.programs.getHref()}>{content}</Link>
      </Button>
    );
  }
  let sameOrigin = false;
  let path = target;
  try {
    if (!origin) throw new Error("origin unknown");
    const url = new URL(target, `${origin}/`);
    sameOrigin = url.origin === origin;
    path = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    sameOrigin = target.startsWith("/") && !target.startsWith("//");
  }
  return (
    <Button asChild size="lg" className="rounded-full px-7 shadow-lg shadow-black/20">
      {sameOrigin ? <Link to={path}>{content}</Link> : <a href={target}>{content}</a>}
    </Button>
  );
}

function ContactAction() {
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className="rounded-full border-white/40 bg-white/10 px-7 text-white backdrop-blur hover:bg-white/20 hover:text-white"
    >
      <Link to={paths.contact.getHref()}>Hubungi Kami</Link>
    </Button>
  );
}

export function HeroText({
  title,
  subtitle,
  linkTo,
  headingLevel,
  onHoverChange,
}: {
  title: string;
  subtitle: string;
  linkTo: string | null | undefined;
  headingLevel: "h1" | "h2";
  /** Reports the pointer entering/leaving the text and buttons (autoplay pauses while reading). */
  onHoverChange?: (hovered: boolean) => void;
}) {
  const Heading = headingLevel;
  return (
    <div className="container relative flex h-full flex-col justify-end pb-28 pt-28 sm:justify-center sm:pb-24">
      <div
        className="max-w-3xl text-white"
        onMouseEnter={onHoverChange ? () => onHoverChange(true) : undefined}
        onMouseLeave={onHoverChange ? () => onHoverChange(false) : undefined}
      >
        <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-xs font-medium uppercase tracking-wider backdrop-blur">
          Kejuruan TIK · BLK Banda Aceh
        </p>
        <Heading className="text-balance text-4xl font-extrabold leading-[1.1] drop-shadow-sm sm:text-5xl lg:text-6xl">
          {title}
        </Heading>
        <p className="mt-5 max-w-2xl text-base text-white/85 sm:text-lg lg:text-xl">{subtitle}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <PrimaryAction href={linkTo} />
          <ContactAction />
        </div>
      </div>
    </div>
  );
}

/** Gradient hero used with no active banner, or when the banners failed to load. */
export function HeroFallback({ loading = false }: { loading?: boolean }) {
  return (
    <section
      className={cn("bg-brand-gradient relative isolate overflow-hidden", HERO_HEIGHT)}
      data-testid={loading ? "hero-loading" : "hero-fallback"}
      aria-busy={loading || undefined}
    >
      <div className="bg-grid-pattern absolute inset-0 opacity-30 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]" aria-hidden="true" />
      {loading ? (
        <div className="container relative flex h-full flex-col justify-end gap-5 pb-28 pt-28 sm:justify-center">
          <Skeleton className="h-6 w-48 bg-white/15" />
          <Skeleton className="h-14 w-full max-w-2xl bg-white/15" />
          <Skeleton className="h-6 w-full max-w-xl bg-white/15" />
          <div className="flex gap-3">
            <Skeleton className="h-11 w-48 rounded-full bg-white/15" />
            <Skeleton className="h-11 w-36 rounded-full bg-white/15" />
          </div>
        </div>
      ) : (
        <HeroText
          title="Kejuruan Teknologi Informasi dan Komunikasi"
          subtitle={DEFAULT_BANNER_SUBTITLE}
          linkTo={null}
          headingLevel="h1"
        />
      )}
    </section>
  );
}
