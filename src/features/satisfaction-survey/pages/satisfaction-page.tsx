import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { ClipboardCheckIcon, SmileIcon } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useHydrated } from "@/lib/hydration";
import { decimalText, usePublicSkm, type SkmPeriodResult } from "@/features/satisfaction-survey/api/skm";

/** The chart (recharts) is a chunk of its own, loaded after the page is interactive: the table carries every figure. */
const SkmElementsChart = lazy(() => import("@/features/satisfaction-survey/components/skm-elements-chart"));

const FLOOR = 5;

/**
 * /survei-kepuasan (docs/satisfaction-survey.md): the newest period's index (IKM), grade and elements, how many
 * answered against the minimum the period needs, the follow-up on the lowest element, and every period's index.
 * Everything is computed in SQL (public_skm); below 5 respondents only the count is given.
 */
export default function SatisfactionPage() {
  const { data, isPending, isError } = usePublicSkm();
  const [current, ...earlier] = data ?? [];
  return (
    <>
      <PublicPageHeader
        eyebrow="Survei Kepuasan Masyarakat"
        title="Seberapa Puas Pengguna Layanan Kami?"
        description="Hasil Survei Kepuasan Masyarakat (SKM) Kejuruan TIK UPTD BLK Banda Aceh, dihitung menurut Peraturan Menteri PANRB Nomor 14 Tahun 2017."
      >
        <Button asChild size="lg" className="mt-6 rounded-full">
          <Link to={paths.satisfactionForm.getHref()}>
            <ClipboardCheckIcon aria-hidden="true" />
            Isi Survei Kepuasan
          </Link>
        </Button>
      </PublicPageHeader>
      <div className="container space-y-10 py-10 sm:py-14">
        {isPending ? (
          <div className="h-48 animate-pulse rounded-xl bg-muted" aria-busy="true">
            <span className="sr-only">Memuat hasil survei kepuasan...</span>
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Hasil Survei" description="Terjadi kesalahan saat mengambil hasil survei kepuasan." />
        ) : !current ? (
          <EmptyState icon={SmileIcon} title="Belum Ada Hasil Survei" description="Hasil muncul di sini setelah periode survei pertama dimulai." />
        ) : (
          <>
            <PeriodResult result={current} />
            <Trend periods={[current, ...earlier]} />
          </>
        )}
        <Method />
      </div>
    </>
  );
}

function PeriodResult({ result: r }: { result: SkmPeriodResult }) {
  const hydrated = useHydrated();
  const lowest = new Set(r.lowest ?? []);
  return (
    <section aria-labelledby="skm-current" className="space-y-6">
      <h2 id="skm-current" className="text-2xl font-semibold tracking-tight">
        {r.name} {r.closed ? "" : <span className="text-base font-normal text-muted-foreground">(sedang berjalan)</span>}
      </h2>
      {r.ikm !== null && r.grade ? (
        <div className="flex flex-wrap items-center gap-6 rounded-xl border bg-card p-6 shadow-sm" data-testid="skm-index">
          <div>
            <p className="text-sm text-muted-foreground">Indeks Kepuasan Masyarakat</p>
            <p className="text-5xl font-bold tabular-nums text-primary">{decimalText(r.ikm)}</p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">Mutu pelayanan</p>
            <p className="text-2xl font-semibold">
              {r.grade.grade} <span className="font-normal">({r.grade.label})</span>
            </p>
          </div>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground" data-testid="skm-index">
          Baru {r.respondents} responden. Nilai ditampilkan setelah sedikitnya {FLOOR} responden menjawab, agar jawaban
          seseorang tidak dapat dikenali.
        </p>
      )}
      <p data-testid="skm-respondents">
        {r.ikm !== null && <>Berdasarkan {r.respondents} responden. </>}
        Jumlah minimum untuk {r.population} penerima layanan pada periode ini: {r.minimum} responden (tabel Krejcie dan
        Morgan) — {r.minimum_reached ? "sudah tercapai." : `belum tercapai, ${r.respondents} dari ${r.minimum}.`}
      </p>
      {r.ikm !== null && (
        <>
          <div className="overflow-x-auto rounded-lg border" role="region" aria-labelledby="skm-elements-caption" tabIndex={0}>
            <table className="w-full text-sm">
              <caption id="skm-elements-caption" className="sr-only">
                Nilai per unsur pelayanan, {r.name}
              </caption>
              <thead className="bg-muted/50">
                <tr className="border-b">
                  <th scope="col" className="px-3 py-2 text-left font-medium">Unsur Pelayanan</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Nilai Rata-rata (1–4)</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Nilai (× 25)</th>
                </tr>
              </thead>
              <tbody>
                {r.elements.map((e, i) => (
                  <tr key={e.key} className="border-b last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {i + 1}. {e.name}
                      {lowest.has(e.key) && <span className="ml-2 text-xs font-normal text-muted-foreground">(terendah)</span>}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{e.nrr === null ? "–" : decimalText(e.nrr, 3)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{e.converted === null ? "–" : decimalText(e.converted)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* after hydration only: the prerendered HTML and the first load stay without the chart's chunk */}
          <div className="min-h-16">
            {hydrated && (
              <Suspense fallback={null}>
                <SkmElementsChart elements={r.elements} period={r.name} />
              </Suspense>
            )}
          </div>
        </>
      )}
      {r.follow_up && (
        <div className="space-y-2 rounded-xl border bg-card p-5">
          <h3 className="font-semibold">Tindak Lanjut</h3>
          <p className="whitespace-pre-line text-sm leading-relaxed">{r.follow_up}</p>
        </div>
      )}
    </section>
  );
}

function Trend({ periods }: { periods: SkmPeriodResult[] }) {
  return (
    <section aria-labelledby="skm-trend" className="space-y-4">
      <h2 id="skm-trend" className="text-xl font-semibold tracking-tight">
        Dari Periode ke Periode
      </h2>
      <div className="overflow-x-auto rounded-lg border" role="region" aria-labelledby="skm-trend-caption" tabIndex={0}>
        <table className="w-full text-sm">
          <caption id="skm-trend-caption" className="sr-only">
            Indeks kepuasan setiap periode, terbaru di atas
          </caption>
          <thead className="bg-muted/50">
            <tr className="border-b">
              <th scope="col" className="px-3 py-2 text-left font-medium">Periode</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Responden</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Minimum</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">IKM</th>
              <th scope="col" className="px-3 py-2 text-left font-medium">Mutu</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.period_id} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">{p.name}</th>
                <td className="px-3 py-2 text-right tabular-nums">{p.respondents}</td>
                <td className="px-3 py-2 text-right tabular-nums">{p.minimum}</td>
                <td className="px-3 py-2 text-right tabular-nums">{p.ikm === null ? "–" : decimalText(p.ikm)}</td>
                <td className="px-3 py-2">{p.grade ? `${p.grade.grade} (${p.grade.label})` : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Method() {
  return (
    <section aria-labelledby="skm-method" className="max-w-3xl space-y-2 text-sm leading-relaxed text-muted-foreground">
      <h2 id="skm-method" className="text-base font-semibold text-foreground">
        Cara Menghitung
      </h2>
      <p>
        Setiap responden menilai 9 unsur pelayanan dengan nilai 1 sampai 4. Nilai rata-rata tiap unsur adalah jumlah
        nilainya dibagi jumlah responden. Indeks Kepuasan Masyarakat adalah rata-rata kesembilan nilai itu (bobot 1/9
        masing-masing) dikali 25. Mutu pelayanan: A (88,31–100,00) Sangat Baik, B (76,61–88,30) Baik, C (65,00–76,60)
        Kurang Baik, D (25,00–64,99) Tidak Baik.
      </p>
      <p>
        Jumlah minimum responden mengikuti tabel Krejcie dan Morgan untuk jumlah penerima layanan pada periode itu.
        Periode dengan kurang dari {FLOOR} responden hanya ditampilkan jumlahnya.
      </p>
    </section>
  );
}
