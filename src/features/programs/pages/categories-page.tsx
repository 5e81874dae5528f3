import { useMemo } from "react";
import { FolderOpen } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { usePrograms } from "@/features/programs/api/programs";
import { CategoryCard, CategoryCardSkeleton } from "@/features/programs/components/category-card";
import { getDistinctCategories } from "@/features/programs/lib/categories";
import { PublicPageHeader } from "@/components/public-page-header";

/** Category pages skeleton count (docs/product.md, Constants). */
const SKELETON_COUNT = 3;

export default function CategoriesPage() {
  const { data, isPending, isError } = usePrograms();
  const categories = useMemo(() => getDistinctCategories(data ?? []), [data]);
  const counts = useMemo(() => {
    const map: Record<string, number> = {};
    for (const p of data ?? []) map[p.category] = (map[p.category] ?? 0) + 1;
    return map;
  }, [data]);

  return (
    <>
      <PublicPageHeader
        eyebrow="Program"
        title="Kategori Program Pelatihan"
        description="Temukan jenis pelatihan yang sesuai dengan kebutuhan dan waktu Anda."
      />
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
