import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ArrowRight, GraduationCap } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { usePrograms } from "@/features/programs/api/programs";
import { ProgramCard, ProgramCardSkeleton } from "@/features/programs/components/program-card";
import { ProgramFilterCards } from "@/features/programs/components/program-filter-cards";
import { ALL_CATEGORIES_LABEL } from "@/features/programs/lib/program-routing";
import { getCategoryInfo } from "@/features/programs/lib/categories";
import { CATEGORY_PARAM, paths } from "@/config/paths";
import { PublicPageHeader } from "@/components/public-page-header";

export default function ProgramsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get(CATEGORY_PARAM)?.trim() || null;
  const { data, isPending, isError } = usePrograms();

  const counts = useMemo(() => {
    if (!data) return undefined;
    const byCategory: Record<string, number> = {};
    for (const p of data) byCategory[p.category] = (byCategory[p.category] ?? 0) + 1;
    return { all: data.length, byCategory };
  }, [data]);

  const programs = useMemo(
    () => (data ?? []).filter((p) => selected === null || p.category === selected),
    [data, selected],
  );

  const select = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, value);
    setSearchParams(next, { preventScrollReset: true });
  };

  const heading = selected === null ? ALL_CATEGORIES_LABEL : getCategoryInfo(selected).title;

  return (
    <>
      <PublicPageHeader
        eyebrow="Program"
        title="Program Pelatihan"
        description="Pilih kategori untuk menyaring program pelatihan berbasis kompetensi di bidang Teknologi Informasi dan Komunikasi."
      >
        <Link
          to={paths.categories.getHref()}
          className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Lihat semua kategori
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </PublicPageHeader>

      <section className="container py-10 sm:py-14">
        <ProgramFilterCards selected={selected} counts={counts} onSelect={select} />

        <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold sm:text-2xl" aria-live="polite">
            {heading}
          </h2>
          {data ? <p className="text-sm text-muted-foreground">{programs.length} program</p> : null}
        </div>

        <div className="mt-6">
          {isPending ? (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              {Array.from({ length: 3 }, (_, i) => (
                <ProgramCardSkeleton key={i} />
              ))}
            </div>
          ) : isError ? (
            <ErrorState headingLevel={3} title="Gagal Memuat Program" description="Terjadi kesalahan saat mengambil data program pelatihan." />
          ) : programs.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<GraduationCap />}
              title="Belum Ada Program Pelatihan"
              description={
                selected === null
                  ? "Belum ada program pelatihan yang dipublikasikan."
                  : "Belum ada program pelatihan yang dipublikasikan untuk kategori ini."
              }
            />
          ) : (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="program-grid">
              {programs.map((program) => (
                <ProgramCard key={program.id} program={program} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
