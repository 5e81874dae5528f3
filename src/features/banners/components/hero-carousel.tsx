import { memo, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { HeroBanner } from "@/features/banners/api/banners";
import { HERO_HEIGHT, HeroText } from "@/features/banners/components/hero-content";
import { useHeroAutoplay } from "@/features/banners/hooks/use-hero-autoplay";
import { getBannerSubtitle, imagePositionToObjectPosition, shouldLoop } from "@/features/banners/lib/banners";
import { cn } from "@/lib/utils";
import { responsiveImageProps } from "@/lib/image-variants";
import { LateImage } from "@/components/late-image";

type HeroSlideProps = { banner: HeroBanner; index: number; count: number; active: boolean; onHoverChange: (hovered: boolean) => void };

/**
 * One banner's slide. Memoized: the carousel re-renders when embla starts and at each autoplay step, and a slide's
 * photo, text and buttons change only when it becomes (in)active (docs/performance.md, "After hydration").
 */
const HeroSlide = memo(function HeroSlide({ banner, index, count, active, onHoverChange }: HeroSlideProps) {
  const photo = {
    ...responsiveImageProps(banner.image_url, banner.image_variant_widths, "100vw"),
    alt: "",
    width: 1920,
    height: 1080,
    className: "absolute inset-0 size-full object-cover",
    style: { objectPosition: imagePositionToObjectPosition(banner.image_position) },
    draggable: false,
  };
  return (
    <div
      className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} dari ${count}: ${banner.title}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-testid="hero-slide"
      data-active={active ? "true" : "false"}
    >
      {index === 0 ? (
        <img {...photo} loading="eager" fetchPriority="high" decoding="sync" />
      ) : (
        // The next slides' photos wait until the app runs (the first one has the connection to itself).
        <LateImage {...photo} decoding="async" />
      )}
      <div
        className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/45 to-slate-950/30 sm:bg-gradient-to-r sm:from-slate-950/85 sm:via-slate-950/50 sm:to-transparent"
        aria-hidden="true"
      />
      <HeroText
        title={banner.title}
        subtitle={getBannerSubtitle(banner)}
        linkTo={banner.link_to}
        headingLevel="h2"
        onHoverChange={onHoverChange}
      />
    </div>
  );
});

/**
 * Full-screen carousel of the active hero banners. Autoplay uses the first banner's delay
 * (5000 ms by default), never starts under prefers-reduced-motion, pauses while the pointer is on
 * the text or the controls, while focus is in the slides, and with the pause button; arrow keys and swipe move between slides; loops only with > 1 banner.
 */
export function HeroCarousel({ banners }: { banners: HeroBanner[] }) {
  const { emblaRef, multiple, selected, goTo, autoplayOn, setAutoplayChoice, setHovered, setFocusInSlides, shouldPlay } =
    useHeroAutoplay(banners);

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
          {banners.map((banner, index) => (
            <HeroSlide key={banner.id} banner={banner} index={index} count={banners.length} active={index === selected} onHoverChange={setHovered} />
          ))}
        </div>
      </div>

      {multiple ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-6 z-10">
          <div
            className="container pointer-events-auto flex items-center justify-between gap-4"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
          >
            <div className="flex items-center" role="group" aria-label="Pilih slide">
              {banners.map((banner, index) => (
                // The button is the pointer target (at least 24×24 px, WCAG 2.5.8); the dot inside stays small.
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`Tampilkan slide ${index + 1}`}
                  aria-current={index === selected ? "true" : undefined}
                  className="group/dot flex h-6 min-w-6 items-center justify-center rounded-full px-1.5"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "h-2.5 rounded-full bg-white/50 transition-all group-hover/dot:bg-white/80",
                      index === selected ? "w-8 bg-white" : "w-2.5",
                    )}
                  />
                </button>
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
