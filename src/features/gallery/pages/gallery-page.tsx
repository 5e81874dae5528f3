import { useState } from "react";
import { Images } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { useGallery } from "@/features/gallery/api/gallery";
import { GalleryGrid, GalleryGridSkeleton } from "@/features/gallery/components/gallery-grid";
import { GalleryLightbox } from "@/features/gallery/components/gallery-lightbox";
import { usePageMeta } from "@/lib/page-meta";

export default function GalleryPage() {
  usePageMeta({
    title: "Galeri",
    description: "Galeri foto kegiatan pelatihan Kejuruan TIK BLK Banda Aceh.",
  });
  const { data, isPending, isError } = useGallery();
  const [index, setIndex] = useState(-1);
  const items = data ?? [];

  return (
    <>
      <section className="relative -mt-24 overflow-hidden border-b bg-muted/40 pt-24 md:-mt-28 md:pt-28">
        <div className="bg-grid-pattern pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]" aria-hidden="true" />
        <div className="container relative py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Galeri</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Galeri Kegiatan</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Dokumentasi kegiatan pelatihan, praktik, dan suasana belajar di Kejuruan TIK. Pilih foto untuk melihatnya
            lebih besar.
          </p>
        </div>
      </section>
      <section className="container py-10 sm:py-14" aria-label="Foto kegiatan">
        {isPending ? (
          <GalleryGridSkeleton />
        ) : isError ? (
          <ErrorState title="Gagal memuat galeri." description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : items.length === 0 ? (
          <EmptyState icon={<Images />} title="Galeri Masih Kosong" description="Foto kegiatan akan segera ditambahkan." />
        ) : (
          <>
            <GalleryGrid items={items} onOpen={setIndex} />
            <GalleryLightbox items={items} index={index} onClose={() => setIndex(-1)} />
          </>
        )}
      </section>
    </>
  );
}
