import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { HeroBanner } from "@/features/banners/api/banners";
import { usePrefersReducedMotion } from "@/features/banners/components/use-prefers-reduced-motion";
import {
  DEFAULT_BANNER_SUBTITLE,
  getAutoplayDelay,
  getBannerSubtitle,
  imagePositionToObjectPosition,
  shouldLoop,
} from "@/lib/banners";
import { cn } from "@/lib/utils";

const HERO_HEIGHT = "min-h-[560px] h-[100svh] max-h-[1000px]";

/** Primary call to action of a banner: its link_to, or the programs list when absent. */
function PrimaryAction({ href }: { href: string | null | undefined }) {
  const target = href?.trim();
  const content = (
    <>
      {target ? "Selengkapnya" : "Lihat Program Pelatihan"}
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (!target) {
    return (
      <Button asChild size="lg" className="rounded-full px-7 shadow-lg shadow-black/20">
        <Link to="/program-pelatihan">{content}</Link>
      </Button>
    );
  }
  let sameOrigin = false;
  let path = target;
  try {
    const url = new URL(target, window.location.href);
    sameOrigin = url.origin === window.location.origin;
    path = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    sameOrigin = target.startsWith("/");
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
      <Link to="/kontak">Hubungi Kami</Link>
    </Button>
  );
}

function HeroText({
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

/**
 * Full-screen carousel of the active hero banners. Autoplay uses the first banner's delay
 * (5000 ms by default), never starts under prefers-reduced-motion, pauses while the pointer is on
 * the text or the controls, while focus is in the slides, and with the pause button; arrow keys and swipe move between slides; loops only with > 1 banner.
 */
export function HeroCarousel({ banners }: { banners: HeroBanner[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const multiple = banners.length > 1;
  const delay = getAutoplayDelay(banners);
  const [autoplay] = useState(() =>
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: shouldLoop(banners), duration: 30 }, multiple ? [autoplay] : []);
  const [selected, setSelected] = useState(0);
  // The visitor's explicit choice (pause/play button); by default autoplay is on unless reduced motion is asked for.
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null);
  const autoplayOn = autoplayChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusInSlides, setFocusInSlides] = useState(false);
  const shouldPlay = multiple && autoplayOn && !hovered && !focusInSlides;
  const shouldPlayRef = useRef(shouldPlay);
  shouldPlayRef.current = shouldPlay;

  // Keep the selected index in sync with the carousel (swipe, autoplay, loop).
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    // Autoplay restarts itself after a drag; keep it stopped while it should not play.
    const onPlay = () => {
      if (!shouldPlayRef.current) emblaApi.plugins().autoplay?.stop();
    };
    emblaApi.on("select", onSelect).on("reInit", onSelect).on("autoplay:play", onPlay);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect).off("autoplay:play", onPlay);
    };
  }, [emblaApi]);

  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay) plugin.play();
    else plugin.stop();
  }, [emblaApi, shouldPlay]);

  const goTo = useCallback(
    (index: number) => {
      const count = banners.length;
      if (count === 0) return;
      const target = multiple && shouldLoop(banners) ? (index + count) % count : Math.min(Math.max(index, 0), count - 1);
      setSelected(target);
      emblaApi?.scrollTo(target);
      emblaApi?.plugins().autoplay?.reset();
    },
    [banners, emblaApi, multiple],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!multiple) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(selected - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      goTo(selected + 1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Banner utama"
      className={cn("relative isolate overflow-hidden bg-slate-900", HERO_HEIGHT)}
      onKeyDown={onKeyDown}
      data-testid="hero-carousel"
      data-autoplay={shouldPlay ? "on" : "off"}
    >
      <h1 className="sr-only">Kejuruan TIK BLK Banda Aceh</h1>
      <div
        ref={emblaRef}
        className="h-full overflow-hidden"
        tabIndex={multiple ? 0 : undefined}
        aria-label={multiple ? "Slide banner, gunakan tombol panah untuk berpindah" : undefined}
        role={multiple ? "group" : undefined}
        onFocus={() => setFocusInSlides(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInSlides(false);
        }}
      >
        <div className="flex h-full touch-pan-y">
          {banners.map((banner, index) => {
            const active = index === selected;
            return (
              <div
                key={banner.id}
                className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} dari ${banners.length}: ${banner.title}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-testid="hero-slide"
                data-active={active ? "true" : "false"}
              >
                <img
                  src={banner.image_url}
                  alt=""
                  width={1920}
                  height={1080}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  decoding={index === 0 ? "sync" : "async"}
                  className="absolute inset-0 size-full object-cover"
                  style={{ objectPosition: imagePositionToObjectPosition(banner.image_position) }}
                  draggable={false}
                />
                <div
                  className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/45 to-slate-950/30 sm:bg-gradient-to-r sm:from-slate-950/85 sm:via-slate-950/50 sm:to-transparent"
                  aria-hidden="true"
                />
                <HeroText
                  title={banner.title}
                  subtitle={getBannerSubtitle(banner)}
                  linkTo={banner.link_to}
                  headingLevel="h2"
                  onHoverChange={setHovered}
                />
              </div>
            );
          })}
        </div>
      </div>

      {multiple ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-6 z-10">
          <div
            className="container pointer-events-auto flex items-center justify-between gap-4"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
          >
            <div className="flex items-center gap-2" role="group" aria-label="Pilih slide">
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`Tampilkan slide ${index + 1}`}
                  aria-current={index === selected ? "true" : undefined}
                  className={cn(
                    "h-2.5 rounded-full bg-white/50 transition-all hover:bg-white/80",
                    index === selected ? "w-8 bg-white" : "w-2.5",
                  )}
                />
              ))}
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setAutoplayChoice(!autoplayOn)}
                aria-label={autoplayOn ? "Jeda slide otomatis" : "Putar slide otomatis"}
                className="flex size-10 items-center justify-center rounded-full border border-white/30 bg-black/30 text-white backdrop-blur transition-colors hover:bg-black/50"
              >
                {autoplayOn ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
              </button>
              <button
                type="button"
                onClick={() => goTo(selected - 1)}
                aria-label="Slide sebelumnya"
                disabled={!shouldLoop(banners) && selected === 0}
                className="flex size-10 items-center justify-center rounded-full border border-white/30 bg-black/30 text-white backdrop-blur transition-colors hover:bg-black/50 disabled:opacity-40"
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => goTo(selected + 1)}
                aria-label="Slide berikutnya"
                className="flex size-10 items-center justify-center rounded-full border border-white/30 bg-black/30 text-white backdrop-blur transition-colors hover:bg-black/50"
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
