import { Expand } from "lucide-react";
import { LateImage } from "@/components/late-image";
import { Skeleton } from "@/components/ui/skeleton";
import type { GalleryItem } from "@/features/gallery/api/gallery";
import { responsiveImageProps } from "@/lib/image-variants";

const photo = (item: GalleryItem) => ({
  ...responsiveImageProps(item.src, item.image_variant_widths, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"),
  alt: item.alt,
  width: 640,
  height: 480,
  className: "size-full object-cover transition-transform duration-500 group-hover:scale-105",
});

/** Grid of photos with captions; each photo is a button opening the lightbox. */
export function GalleryGrid({ items, onOpen }: { items: GalleryItem[]; onOpen: (index: number) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Foto galeri">
      {items.map((item, index) => (
        <li key={item.id}>
          <figure className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
            <button
              type="button"
              onClick={() => onOpen(index)}
              className="relative block aspect-[4/3] w-full overflow-hidden bg-muted focus-visible:ring-inset"
              aria-label={`Perbesar foto: ${item.caption}`}
            >
              {index === 0 ? (
                // The page's largest paint on a phone (one column): the only photo fetched with the page.
                <img {...photo(item)} loading="eager" fetchPriority="high" />
              ) : (
                // The others wait for the app, so they do not share the connection with the first one
                // (docs/performance.md, "Images after the first paint").
                <LateImage {...photo(item)} decoding="async" />
              )}
              <span
                className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-full bg-black/50 text-white opacity-0 backdrop-blur transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
                aria-hidden="true"
              >
                <Expand className="size-4" />
              </span>
            </button>
            <figcaption className="px-4 py-3 text-sm font-medium">{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function GalleryGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="gallery-loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="px-4 py-3">
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
