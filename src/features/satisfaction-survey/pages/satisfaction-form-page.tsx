import { lazy, Suspense } from "react";
import { PublicPageHeader } from "@/components/public-page-header";
import { useHydrated } from "@/lib/hydration";

// The form (its request, react-hook-form, zod) loads after the shell: the prerendered page is text only.
const SkmFormSection = lazy(() => import("@/features/satisfaction-survey/components/skm-form"));

const Loading = () => (
  <div className="h-64 animate-pulse rounded-xl bg-muted" aria-busy="true">
    <span className="sr-only">Memuat survei...</span>
  </div>
);

/**
 * /survei-kepuasan/isi (docs/satisfaction-survey.md, "The public form"): for anyone who used a service of the
 * centre. No name is asked; the answers count toward the open period's index.
 */
export default function SatisfactionFormPage() {
  const hydrated = useHydrated();
  return (
    <>
      <PublicPageHeader
        eyebrow="Survei Kepuasan Masyarakat"
        title="Isi Survei Kepuasan"
        description="Nilai pelayanan Kejuruan TIK UPTD BLK Banda Aceh yang Anda terima. Sembilan pertanyaan, sekitar 2 menit, tanpa nama."
      />
      <div className="container grid max-w-2xl gap-8 py-10 sm:py-14">
        {hydrated ? (
          <Suspense fallback={<Loading />}>
            <SkmFormSection />
          </Suspense>
        ) : (
          <Loading />
        )}
        <p className="text-sm text-muted-foreground">
          Kami tidak menanyakan nama Anda. Jawaban hanya dibaca admin BLK dan ditampilkan sebagai nilai rata-rata dari
          sedikitnya 5 responden.
        </p>
      </div>
    </>
  );
}
