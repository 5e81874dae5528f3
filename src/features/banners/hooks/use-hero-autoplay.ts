import { useCallback, useEffect, useRef, useState } from "react";
import { useIdleEmblaCarousel } from "@/hooks/use-idle-embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import type { HeroBanner } from "@/features/banners/api/banners";
import { usePrefersReducedMotion } from "@/features/banners/hooks/use-prefers-reduced-motion";
import { getAutoplayDelay, shouldLoop } from "@/features/banners/lib/banners";

/**
 * The hero carousel's slides and autoplay: autoplay uses the first banner's delay (5000 ms by
 * default), never starts under prefers-reduced-motion, and pauses while the pointer is on the text
 * or the controls (`setHovered`), while focus is in the slides (`setFocusInSlides`) and after the
 * pause button (`setAutoplayChoice`); `goTo` moves to a slide (looping only with > 1 banner) and
 * restarts the autoplay timer.
 */
export function useHeroAutoplay(banners: HeroBanner[]) {
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
  const [emblaRef, emblaApi] = useIdleEmblaCarousel({ loop: shouldLoop(banners), duration: 30 }, multiple ? [autoplay] : []);
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


  return {
    emblaRef,
    multiple,
    selected,
    goTo,
    autoplayOn,
    setAutoplayChoice,
    setHovered,
    setFocusInSlides,
    shouldPlay,
  };
}
