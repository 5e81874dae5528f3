import { useMemo } from "react";
import { FolderOpen } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { usePrograms } from "@/features/programs/api/programs";
import { CategoryCard, CategoryCardSkeleton } from "@/features/programs/components/category-card";
import { getDistinctCategories } from "@/lib/categories";
import { usePageMeta } from "@/lib/page-meta";

/** Category pages skeleton count (SPEC §9). */
const SKELETON_COUNT = 3;

export default function CategoriesPage() {
  usePageMeta({
    title: "Kategori Program Pelatihan",
    description:
      "Kategori program pelatihan Kejuruan TIK BLK Banda Aceh: PBL (Project-Based Learning), PBK Reguler, dan PBK Durasi Pendek.",
  });
  const { data, isPending, isError } = usePrograms();
  const categories = useMemo(() => getDistinctCategories(data ?? []), [data]);
  const counts = useMemo(() => {
    const map: Record<string, number> = {};
    for (const p of data ?? []) map[p.category] = (map[p.category] ?? 0) + 1;
    return map;
  }, [data]);

  return (
    <>
      <section className="relative -mt-24 overflow-hidden border-b bg-muted/40 pt-24 md:-mt-28 md:pt-28">
        <div className="bg-grid-pattern pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]" aria-hidden="true" />
        <div className="container relative py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Program</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Kategori Program Pelatihan</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Temukan jenis pelatihan yang sesuai dengan kebutuhan dan waktu Anda.
          </p>
        </div>
      </section>
      <section className="container py-10 sm:py-14" aria-label="Daftar kategori">
        {isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <CategoryCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Kategori" description="Terjadi kesalahan saat mengambil data kategori." />
        ) : categories.length === 0 ? (
          <EmptyState
            icon={<FolderOpen />}
            title="Belum Ada Kategori"
            description="Belum ada kategori program pelatihan yang dipublikasikan."
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <CategoryCard key={category} category={category} count={counts[category]} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
