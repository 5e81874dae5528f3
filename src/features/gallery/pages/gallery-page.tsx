import { lazy, Suspense, useState } from "react";
import { Images } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Button } from "@/components/ui/button";
import { useGalleryMore } from "@/features/gallery/api/gallery";
import { GalleryGrid, GalleryGridSkeleton } from "@/features/gallery/components/gallery-grid";
import { PublicPageHeader } from "@/components/public-page-header";

/** The lightbox library loads when a photo is first opened, not with the page. */
const GalleryLightbox = lazy(() =>
  import("@/features/gallery/components/gallery-lightbox").then((module) => ({ default: module.GalleryLightbox })),
);

export default function GalleryPage() {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useGalleryMore();
  const [index, setIndex] = useState(-1);
  // Stays true after the first open so the lightbox can play its closing animation.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const open = (next: number) => {
    setLightboxWanted(true);
    setIndex(next);
  };
  const items = data?.pages.flatMap((page) => page.rows) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  return (
    <>
      <PublicPageHeader
        eyebrow="Galeri"
        title="Galeri Kegiatan"
        description="Dokumentasi kegiatan pelatihan, praktik, dan suasana belajar di Kejuruan TIK. Pilih foto untuk melihatnya lebih besar."
      />
      <section className="container py-10 sm:py-14" aria-label="Foto kegiatan">
        {isPending ? (
          <GalleryGridSkeleton />
        ) : isError ? (
          <ErrorState title="Gagal memuat galeri." description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : items.length === 0 ? (
          <EmptyState icon={<Images />} title="Galeri Masih Kosong" description="Foto kegiatan akan segera ditambahkan." />
        ) : (
          <>
            <GalleryGrid items={items} onOpen={open} />
            {lightboxWanted && (
              <Suspense fallback={null}>
                <GalleryLightbox items={items} index={index} onClose={() => setIndex(-1)} />
              </Suspense>
            )}
            {hasNextPage && (
              <div className="mt-10 flex flex-col items-center gap-2">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {items.length.toLocaleString("id-ID")} dari {total.toLocaleString("id-ID")} foto
                </p>
                {isFetchNextPageError && (
                  <p role="alert" className="text-sm text-destructive">
                    Gagal memuat foto berikutnya. Coba lagi.
                  </p>
                )}
                <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? "Memuat..." : "Muat lebih banyak"}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
