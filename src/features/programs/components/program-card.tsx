import { Link } from "react-router-dom";
import { ArrowRight, Clock } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { Program } from "@/features/programs/api/programs";
import { ProgramImage } from "@/features/programs/components/program-image";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";

/**
 * Program card shared by the programs list, the category page and the home carousel:
 * image (or placeholder), name, 'Kategori: ...', description clamped to 3 lines,
 * 'Durasi: ...' and a 'Lihat Detail' link to the program (the whole card is clickable).
 */
export function ProgramCard({
  program,
  eager = false,
  headingLevel = "h3",
  className,
}: {
  program: Pick<Program, "id" | "name" | "category" | "description" | "duration" | "image_url" | "image_variant_widths">;
  eager?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="program-card"
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background",
        className,
      )}
    >
      <div className="aspect-[16/10] overflow-hidden bg-muted">
        <ProgramImage
          src={program.image_url}
          variantWidths={program.image_variant_widths}
          alt={program.name}
          eager={eager}
          className="transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-medium text-primary">Kategori: {program.category}</p>
        <Heading className="text-lg font-semibold leading-snug">{program.name}</Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground" data-testid="program-description">
          {program.description}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t pt-4 text-sm">
          <span className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            Durasi: {program.duration}
          </span>
          <Link
            to={paths.programDetail.getHref(program.id)}
            className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:ring-0"
          >
            Lihat Detail<span className="sr-only"> {program.name}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ProgramCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="program-skeleton">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-28" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex justify-between border-t pt-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-20" />
        </div>
      </div>
    </div>
  );
}
