import { Link } from "react-router-dom";
import { ArrowRight, FolderOpen } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { getCategoryInfo } from "@/features/programs/lib/categories";

/** A card of the category grid: title, description and image from the fixed local mapping. */
export function CategoryCard({ category, count }: { category: string; count?: number }) {
  const info = getCategoryInfo(category);
  return (
    <article
      data-testid="category-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background"
    >
      <div className="aspect-[16/10] overflow-hidden bg-muted">
        {info.image ? (
          <img
            src={info.image}
            alt=""
            width={640}
            height={400}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary/15 to-brand/15 text-primary">
            <FolderOpen className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <h2 className="text-xl font-semibold">
          <Link
            to={paths.categoryPrograms.getHref(category)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:ring-0"
          >
            {info.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{info.description}</p>
        <div className="mt-auto flex items-center justify-between pt-4 text-sm">
          {typeof count === "number" ? <span className="text-muted-foreground">{count} program</span> : <span />}
          <span className="inline-flex items-center gap-1 font-medium text-primary" aria-hidden="true">
            Lihat Program
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}

export function CategoryCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="category-skeleton">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
