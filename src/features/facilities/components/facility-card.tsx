import { Building2 } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { Facility } from "@/features/facilities/api/facilities";
import { cn } from "@/lib/utils";
import { responsiveImageProps } from "@/lib/image-variants";

export function FacilityCard({
  facility,
  eager = false,
  headingLevel = "h3",
  className,
}: {
  facility: Pick<Facility, "id" | "name" | "description" | "image_url" | "image_variant_widths">;
  /** Above-the-fold cards load their image right away; the rest lazily. */
  eager?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="facility-card"
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        {facility.image_url ? (
          <img
            {...responsiveImageProps(facility.image_url, facility.image_variant_widths, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")}
            alt={facility.name}
            width={640}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground" aria-hidden="true">
            <Building2 className="size-12" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-semibold leading-snug">{facility.name}</Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground" data-testid="facility-description">
          {facility.description}
        </p>
      </div>
    </article>
  );
}

export function FacilityCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="facility-skeleton">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
