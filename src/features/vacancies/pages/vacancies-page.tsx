import { BriefcaseBusiness } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { useHydrated } from "@/lib/hydration";
import { useOpenVacancies } from "@/features/vacancies/api/open-vacancies";
import { VacancyCard } from "@/features/vacancies/components/vacancy-card";

/**
 * /lowongan: the open vacancies, nearest deadline first; one past its deadline is gone (the database's rule). The list
 * is never prerendered (baked-in HTML would show a vacancy past its deadline until the next build): it is asked for once
 * the page runs.
 */
export default function VacanciesPage() {
  const hydrated = useHydrated();
  return (
    <>
      <PublicPageHeader
        eyebrow="Lowongan"
        title="Lowongan Kerja"
        description="Lowongan dari mitra industri dan perusahaan lain untuk lulusan pelatihan, sampai batas lamarannya."
      />
      <section className="container py-10 sm:py-14" aria-label="Daftar lowongan kerja">
        {hydrated ? <VacancyList /> : <Loading />}
      </section>
    </>
  );
}

const Loading = () => (
  <p className="text-muted-foreground" aria-busy="true">
    Memuat lowongan…
  </p>
);

function VacancyList() {
  const { data, isPending, isError } = useOpenVacancies();
  return isPending ? (
    <Loading />
  ) : isError ? (
    <ErrorState title="Gagal Memuat Lowongan" description="Terjadi kesalahan saat mengambil data lowongan." />
  ) : data.length === 0 ? (
    <EmptyState
      icon={<BriefcaseBusiness />}
      title="Belum Ada Lowongan"
      description="Saat ini belum ada lowongan yang dibuka. Silakan kembali lagi nanti."
    />
  ) : (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {data.map((vacancy) => (
        <VacancyCard key={vacancy.id} vacancy={vacancy} />
      ))}
    </div>
  );
}
