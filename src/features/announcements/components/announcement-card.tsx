import { Link } from "react-router-dom";
import { Megaphone } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { Announcement } from "@/features/announcements/api/announcements";
import { formatDate } from "@/lib/dates";
import { responsiveImageProps } from "@/lib/image-variants";
import { useTimestampDay } from "@/lib/today";
import { excerpt } from "@/lib/plain-text";
import { cn } from "@/lib/utils";
import { paths } from "@/config/paths";
import { LateImage } from "@/components/late-image";

/** An announcement's publication day (hydration-safe: src/lib/today.ts). */
export function PublishedDate({ value }: { value: string }) {
  return <time dateTime={value}>{useTimestampDay(value, formatDate)}</time>;
}

/** One announcement in a list: date, title (links to the detail), excerpt, optional image. */
export function AnnouncementCard({
  announcement,
  headingLevel = "h2",
  eager = false,
  className,
}: {
  announcement: Announcement;
  headingLevel?: "h2" | "h3";
  /** The image is in the first screen (the list's first card): loaded at once, not after the app starts. */
  eager?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  const Image = eager ? "img" : LateImage;
  return (
    <article
      data-testid="announcement-card"
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        className,
      )}
    >
      {announcement.image_url ? (
        <Image
          {...responsiveImageProps(announcement.image_url, announcement.image_variant_widths, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          width={1200}
          height={800}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[3/2] w-full items-center justify-center bg-primary/10 text-primary" aria-hidden="true">
          <Megaphone className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-medium text-muted-foreground">
          <PublishedDate value={announcement.published_at} />
        </p>
        <Heading className="text-base font-semibold leading-snug">
          <Link to={paths.announcementDetail.getHref(announcement.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {announcement.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground">{excerpt(announcement.body, 220)}</p>
      </div>
    </article>
  );
}

export function AnnouncementCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
