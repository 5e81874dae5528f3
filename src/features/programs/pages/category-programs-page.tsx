import { useMemo } from "react";
import { Link, useParams } from "react-router-dom";
import { ChevronLeft, GraduationCap } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { usePrograms } from "@/features/programs/api/programs";
import { ProgramCard, ProgramCardSkeleton } from "@/features/programs/components/program-card";
import { decodeCategoryName } from "@/features/programs/components/program-routing";
import { getCategoryInfo } from "@/lib/categories";
import { usePageMeta } from "@/lib/page-meta";

export default function CategoryProgramsPage() {
  const params = useParams();
  const category = decodeCategoryName(params.categoryName);
  const info = getCategoryInfo(category);
  usePageMeta({
    title: `Program Pelatihan: ${category}`,
    description:
      info.description === "Deskripsi belum tersedia."
        ? `Daftar program pelatihan kategori ${category} di Kejuruan TIK BLK Banda Aceh.`
        : `${info.title}: ${info.description}`,
  });
  const { data, isPending, isError } = usePrograms();
  const programs = useMemo(() => (data ?? []).filter((p) => p.category === category), [data, category]);

  return (
    <>
      <section className="relative -mt-24 overflow-hidden border-b bg-muted/40 pt-24 md:-mt-28 md:pt-28">
        <div className="bg-grid-pattern pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]" aria-hidden="true" />
        <div className="container relative py-12 sm:py-16">
          <Link
            to="/program-pelatihan/kategori"
            className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Kategori Program Pelatihan
          </Link>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">Program Pelatihan: {category}</h1>
          {info.description !== "Deskripsi belum tersedia." ? (
            <p className="mt-3 max-w-2xl text-muted-foreground">{info.description}</p>
          ) : null}
        </div>
      </section>
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
