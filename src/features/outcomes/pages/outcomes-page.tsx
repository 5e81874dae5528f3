import { lazy, Suspense } from "react";
import { BarChart3Icon } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { useHydrated } from "@/lib/hydration";
import { OUTCOMES_CHART_FRAME, outcomesChartHeight, percentText, usePublicOutcomes, type PublicOutcome } from "@/features/outcomes/api/outcomes";

/** The chart (recharts) is a chunk of its own, loaded after the page is interactive: the table carries every figure. */
const OutcomesChart = lazy(() => import("@/features/outcomes/components/outcomes-chart"));
/** The graduates' quotes, fetched after hydration (never prerendered: consent can be withdrawn at any time). */
const AlumniStories = lazy(() => import("@/features/outcomes/components/alumni-stories").then((m) => ({ default: m.AlumniStories })));

const pct = (value: number | null) => (value === null ? "–" : percentText(value));

/** /hasil-pelatihan (docs/outcomes.md): public_outcomes per year and program, each figure beside the response rate. */
export default function OutcomesPage() {
  const hydrated = useHydrated();
  const { data, isPending, isError } = usePublicOutcomes();
  const years = [...new Set((data ?? []).map((o) => o.year))].sort((a, b) => b - a);
  return (
    <>
      <PublicPageHeader
        eyebrow="Hasil Pelatihan"
        title="Ke Mana Lulusan Kami?"
        description="Berapa lulusan yang bekerja atau berwirausaha dalam 6 bulan setelah pelatihan, menurut survei alumni, per program dan tahun berakhirnya pelatihan."
      />
      <div className="container space-y-8 py-10 sm:py-14">
        <p className="max-w-3xl text-sm leading-relaxed text-muted-foreground" data-testid="outcomes-method">
          Angka ini dari survei alumni yang dikirim 3 dan 6 bulan setelah pelatihan selesai. Setiap angka ditulis dua
          kali: dari lulusan yang menjawab survei, dan dari semua lulusan. Lulusan yang tidak menjawab tidak kami anggap
          bekerja, jadi angka dari semua lulusan tidak pernah lebih baik dari datanya; tingkat respons menunjukkan berapa
          banyak yang menjawab. Program dan tahun dengan kurang dari 5 lulusan yang menjawab tidak ditampilkan, agar
          tidak ada lulusan yang dapat dikenali dari angkanya.
        </p>
        {isPending ? (
          <div className="h-48 animate-pulse rounded-xl bg-muted" aria-busy="true">
            <span className="sr-only">Memuat hasil pelatihan...</span>
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Hasil Pelatihan" description="Terjadi kesalahan saat mengambil hasil pelatihan." />
        ) : years.length === 0 ? (
          <EmptyState
            icon={BarChart3Icon}
            title="Belum Ada Hasil yang Dapat Ditampilkan"
            description="Hasil sebuah program muncul setelah sedikitnya 5 lulusannya menjawab survei alumni."
          />
        ) : (
          years.map((year) => <YearOutcomes key={year} year={year} outcomes={data.filter((o) => o.year === year)} />)
        )}
        {hydrated && (
          <Suspense fallback={null}>
            <AlumniStories />
          </Suspense>
        )}
      </div>
    </>
  );
}

function YearOutcomes({ year, outcomes }: { year: number; outcomes: PublicOutcome[] }) {
  const hydrated = useHydrated();
  const titleId = `outcomes-${year}`;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold tracking-tight">
        Pelatihan yang Berakhir Tahun {year}
      </h2>
      <div className="overflow-x-auto rounded-lg border" role="region" aria-labelledby={`${titleId}-caption`} tabIndex={0}>
        <table className="w-full text-sm">
          <caption id={`${titleId}-caption`} className="sr-only">
            Hasil pelatihan yang berakhir tahun {year}, per program
          </caption>
          <thead className="bg-muted/50">
            <tr className="border-b">
              <th scope="col" className="px-3 py-2 text-left font-medium">Program</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Lulusan</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Menjawab Survei</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Tingkat Respons</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Bekerja/Berwirausaha</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Dari yang Menjawab</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Dari Semua Lulusan</th>
            </tr>
          </thead>
          <tbody>
            {outcomes.map((o) => (
              <tr key={o.program} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">{o.program}</th>
                <td className="px-3 py-2 text-right tabular-nums">{o.graduates}</td>
                <td className="px-3 py-2 text-right tabular-nums">{o.reached}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(o.response_rate)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{o.placed}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(o.placement_rate)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(o.placed_of_graduates)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* after hydration only: the prerendered HTML and the first load stay without the chart's chunk; its room is kept
          (on a phone the legend wraps: the last 40 px are added when the chart comes) */}
      <div style={{ minHeight: outcomesChartHeight(outcomes.length) + OUTCOMES_CHART_FRAME }}>
        {hydrated && (
          <Suspense fallback={null}>
            <OutcomesChart outcomes={outcomes} year={year} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
