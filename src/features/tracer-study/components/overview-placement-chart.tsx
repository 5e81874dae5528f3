import { Link } from "react-router-dom";
import { ErrorState } from "@/components/data-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { usePlacementByProgram, type ProgramPlacement } from "@/features/tracer-study/api/placement-figures";
import { PlacementChart } from "@/features/tracer-study/components/placement-charts";

/*
 * The overview's placement chart (docs/outcomes.md, "The overview's placement chart"): the last completed year per
 * program, as placement_by_program computed it, with its table alternative; loaded lazily with recharts by the
 * overview, for admins and super admins only (the database answers nobody else).
 */

const programRow = (p: ProgramPlacement) => ({
  name: p.program,
  program: p.program,
  batch: `${p.batches} batch`,
  figure: p,
});

export default function OverviewPlacementChart() {
  // the last completed year: this year's batches are still being surveyed
  const year = new Date().getFullYear() - 1;
  const query = usePlacementByProgram(year);
  return (
    <section aria-labelledby="placement-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="placement-title" className="text-lg font-semibold">
          Penempatan Lulusan {year}
        </h2>
        <Link
          to={`${paths.admin.tracerFigures.getHref()}?tahun=${year}`}
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Lihat hasil per batch
        </Link>
      </div>
      {query.isError ? (
        <ErrorState headingLevel={3} title="Angka penempatan tidak dapat dimuat." description={query.error.message} />
      ) : !query.data ? (
        <div aria-busy="true">
          <span className="sr-only">Memuat angka penempatan...</span>
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : (
        <PlacementChart
          rows={query.data.map(programRow)}
          rowHeader="Program"
          title={`Bekerja atau Berwirausaha, Pelatihan yang Berakhir ${year}`}
          description="Per program: dari lulusan yang menjawab survei alumni dan dari semua lulusan, di samping tingkat respons."
        />
      )}
    </section>
  );
}
