import { lazy, Suspense, useId } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ArrowLeftIcon, DownloadIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { download } from "@/lib/spreadsheet";
import { percentText } from "@/features/outcomes/api/outcomes";
import { AdminsOnly } from "@/features/tracer-study/components/admins-only";
import {
  MONTH_BANDS,
  MONTH_BAND_LABEL,
  useExportTracer,
  usePlacementFigures,
  type PlacementFigure,
} from "@/features/tracer-study/api/placement-figures";

/** recharts comes with the charts only, after the figures did. */
const PlacementCharts = lazy(() => import("@/features/tracer-study/components/placement-charts"));

const TITLE = "Hasil Survei Alumni";

/** "Hasil Survei Alumni" (admins and super admins at aal2, docs/outcomes.md "The figures page"). */
export default function AdminTracerFiguresPage() {
  return (
    <AdminsOnly title={TITLE} reason="Hasil survei alumni hanya dapat dilihat oleh admin dan super admin.">
      <Figures />
    </AdminsOnly>
  );
}

const pct = (value: number | null) => (value === null ? "–" : percentText(value));

/**
 * The year shown: the one in the address (?tahun=) when it has figures, else the last completed year (this year's
 * batches are still being surveyed) when it has, else the newest.
 */
function chosenYear(years: number[], asked: string | null): number | undefined {
  const wanted = asked === null ? Number.NaN : Number(asked);
  if (years.includes(wanted)) return wanted;
  const lastCompleted = new Date().getFullYear() - 1;
  return years.includes(lastCompleted) ? lastCompleted : years[0];
}

function Figures() {
  const query = usePlacementFigures();
  const exporter = useExportTracer();
  const [params, setParams] = useSearchParams();
  const yearLabelId = useId();
  const years = [...new Set((query.data ?? []).map((f) => f.year))].sort((a, b) => b - a);
  const year = chosenYear(years, params.get("tahun"));
  const figures = (query.data ?? []).filter((f) => f.year === year);

  function exportFile() {
    if (year === undefined) return;
    void runWithToast(
      async () => {
        const answer = await exporter.mutateAsync(year);
        const { toTracerXlsx, tracerFileName } = await import("@/features/tracer-study/lib/tracer-export-file");
        download(await toTracerXlsx(answer), tracerFileName(answer));
      },
      { success: "Hasil survei alumni diunduh. Ekspor ini tercatat di Aktivitas Keamanan.", failure: "Gagal mengunduh hasil survei alumni." },
    );
  }

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.admin.tracer.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Survei Alumni
        </Link>
      </Button>
      <AdminPageHeader
        title={TITLE}
        description="Lulusan per program, batch dan tahun berakhirnya pelatihan: yang menjawab survei, dan yang bekerja atau berwirausaha dalam 6 bulan."
        action={
          <Button variant="outline" onClick={exportFile} disabled={exporter.isPending || year === undefined}>
            <DownloadIcon aria-hidden="true" />
            {exporter.isPending ? "Mengunduh..." : "Unduh .xlsx"}
          </Button>
        }
      />
      {query.isError ? (
        <ErrorState title="Hasil survei alumni tidak dapat dimuat." description={query.error.message} />
      ) : !query.data ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Memuat hasil survei alumni...</span>
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : year === undefined ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          Belum ada lulusan. Angka muncul setelah peserta sebuah batch dinyatakan Selesai.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <span id={yearLabelId} className="text-sm font-medium">
              Tahun berakhirnya pelatihan
            </span>
            <Select
              value={String(year)}
              onValueChange={(value) =>
                setParams(
                  (p) => {
                    p.set("tahun", value);
                    return p;
                  },
                  { replace: true },
                )
              }
            >
              <SelectTrigger className="h-11 w-32" aria-labelledby={yearLabelId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {years.map((y) => (
                  <SelectItem key={y} value={String(y)}>
                    {y}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p className="text-sm text-muted-foreground">
            Penempatan = lulusan yang menjawab Bekerja atau Wirausaha (jawaban terakhirnya sampai survei 6 bulan). Angkanya
            ditulis dua kali: dari yang menjawab survei, dan dari semua lulusan, yang tidak pernah lebih baik dari datanya
            (lulusan yang tidak menjawab tidak dianggap bekerja).
          </p>
          <FiguresTable figures={figures} year={year} />
          <Suspense
            fallback={
              <div aria-busy="true">
                <span className="sr-only">Memuat grafik...</span>
                <Skeleton className="h-80 w-full rounded-xl" />
              </div>
            }
          >
            <PlacementCharts figures={figures} year={year} />
          </Suspense>
        </>
      )}
    </div>
  );
}

/** Every figure of the year, per batch, as the database computed it. */
function FiguresTable({ figures, year }: { figures: PlacementFigure[]; year: number }) {
  // the one scrolling box (not Table's own container), focusable so the keyboard can scroll it
  return (
    <div className="overflow-x-auto rounded-lg border" role="region" aria-label={`Tabel hasil survei alumni ${year}`} tabIndex={0}>
      <table data-slot="table" className="w-full caption-bottom text-sm">
        <TableCaption className="sr-only">Hasil survei alumni per batch, pelatihan yang berakhir pada {year}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Program</TableHead>
            <TableHead scope="col">Batch</TableHead>
            <TableHead scope="col" className="text-right">Lulusan</TableHead>
            <TableHead scope="col" className="text-right">Menjawab</TableHead>
            <TableHead scope="col" className="text-right">Tingkat Respons</TableHead>
            <TableHead scope="col" className="text-right">Bekerja/Wirausaha</TableHead>
            <TableHead scope="col" className="text-right">Dari yang Menjawab</TableHead>
            <TableHead scope="col" className="text-right">Dari Semua Lulusan</TableHead>
            {MONTH_BANDS.map((band) => (
              <TableHead key={band} scope="col" className="text-right">
                Kerja Pertama {MONTH_BAND_LABEL[band]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {figures.map((f) => (
            <TableRow key={f.schedule_id}>
              <TableCell>{f.program}</TableCell>
              <TableCell className="whitespace-nowrap">{f.batch}</TableCell>
              <TableCell className="text-right tabular-nums">{f.graduates}</TableCell>
              <TableCell className="text-right tabular-nums">{f.reached}</TableCell>
              <TableCell className="text-right tabular-nums">{pct(f.response_rate)}</TableCell>
              <TableCell className="text-right tabular-nums">{f.placed}</TableCell>
              <TableCell className="text-right tabular-nums">{pct(f.placement_rate)}</TableCell>
              <TableCell className="text-right tabular-nums">{pct(f.placed_of_graduates)}</TableCell>
              {MONTH_BANDS.map((band) => (
                <TableCell key={band} className="text-right tabular-nums">
                  {f.months_to_first[band]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
