import { useMemo } from "react";
import { Link, useParams } from "react-router-dom";
import { ChevronLeft, GraduationCap } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { usePrograms } from "@/features/programs/api/programs";
import { ProgramCard, ProgramCardSkeleton } from "@/features/programs/components/program-card";
import { decodeCategoryName } from "@/features/programs/lib/program-routing";
import { getCategoryInfo } from "@/features/programs/lib/categories";
import { paths } from "@/config/paths";
import { PublicPageHeader } from "@/components/public-page-header";

export default function CategoryProgramsPage() {
  const params = useParams();
  const category = decodeCategoryName(params.categoryName);
  const info = getCategoryInfo(category);
  const { data, isPending, isError } = usePrograms();
  const programs = useMemo(() => (data ?? []).filter((p) => p.category === category), [data, category]);

  return (
    <>
      <PublicPageHeader
        back={
          <Link
            to={paths.categories.getHref()}
            className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Kategori Program Pelatihan
          </Link>
        }
        title={`Program Pelatihan: ${category}`}
        description={info.description !== "Deskripsi belum tersedia." ? info.description : undefined}
      />
      <section className="container py-10 sm:py-14" aria-label={`Program kategori ${category}`}>
        {isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <ProgramCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Program" description="Terjadi kesalahan saat mengambil data program pelatihan." />
        ) : programs.length === 0 ? (
          <EmptyState
            icon={<GraduationCap />}
            title="Belum Ada Program Pelatihan"
            description="Belum ada program pelatihan yang dipublikasikan untuk kategori ini."
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {programs.map((program, index) => (
              <ProgramCard key={program.id} program={program} eager={index < 3} headingLevel="h2" />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
