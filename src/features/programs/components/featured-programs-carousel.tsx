import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { useIdleEmblaCarousel } from "@/hooks/use-idle-embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Program } from "@/features/programs/api/programs";
import { ProgramCard } from "@/features/programs/components/program-card";
import { cn } from "@/lib/utils";

/** Home section carousel of featured programs (swipe, arrow buttons, arrow keys). */
export function FeaturedProgramsCarousel({ programs }: { programs: Program[] }) {
  const [emblaRef, emblaApi] = useIdleEmblaCarousel({ align: "start", containScroll: "trimSnaps" }, undefined, { whenNear: true });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(programs.length > 1);

  useEffect(() => {
    if (!emblaApi) return;
    const update = () => {
      setCanPrev(emblaApi.canScrollPrev());
      setCanNext(emblaApi.canScrollNext());
    };
    update();
    emblaApi.on("select", update).on("reInit", update);
    return () => {
      emblaApi.off("select", update).off("reInit", update);
    };
  }, [emblaApi]);

  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      prev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  // The cards do not change with embla's state (its start, canPrev/canNext): rendered once per list of programs.
  const slides = useMemo(
    () =>
      programs.map((program, index) => (
        <li
          key={program.id}
          className="min-w-0 shrink-0 grow-0 basis-[88%] pl-5 sm:basis-1/2 lg:basis-1/3"
          aria-roledescription="slide"
          aria-label={`${index + 1} dari ${programs.length}`}
        >
          <ProgramCard program={program} />
        </li>
      )),
    [programs],
  );

  const buttonClass =
    "flex size-10 items-center justify-center rounded-full border bg-background shadow-sm transition-colors hover:bg-accent disabled:pointer-events-none disabled:opacity-40";

  return (
    <div aria-roledescription="carousel" aria-label="Kartu program pilihan" role="region" onKeyDown={onKeyDown}>
      <div ref={emblaRef} className="-m-2 overflow-hidden p-2">
        <ul className="-ml-5 flex touch-pan-y">{slides}</ul>
      </div>
      {programs.length > 1 ? (
        <div className={cn("mt-6 flex justify-end gap-2", !canPrev && !canNext && "hidden")}>
          <button type="button" className={buttonClass} onClick={prev} disabled={!canPrev} aria-label="Program sebelumnya">
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={buttonClass} onClick={next} disabled={!canNext} aria-label="Program berikutnya">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
