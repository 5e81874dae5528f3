import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/charts/chart-card";
import { AXIS_TICK, TOOLTIP, batchAxisWidth, batchTick, color } from "@/components/charts/chart-theme";
import { percentText } from "@/features/outcomes/api/outcomes";
import { MONTH_BANDS, MONTH_BAND_LABEL, figureRow, type PlacementChartRow, type PlacementFigure } from "@/features/tracer-study/api/placement-figures";

/*
 * The placement figures as charts (docs/outcomes.md, "The figures page"): loaded lazily with recharts by the figures
 * page and the overview. Every number is the database's (placement_figures); each chart has its table alternative.
 */

const pct = (value: number | null) => (value === null ? "–" : percentText(value));

const SERIES = [
  { key: "placement_rate", label: "Bekerja/wirausaha dari yang menjawab", color: color("primary") },
  { key: "placed_of_graduates", label: "Bekerja/wirausaha dari semua lulusan", color: color("success") },
  { key: "response_rate", label: "Tingkat respons", color: color("muted-foreground") },
] as const;

/** The placement rate over those who answered beside the same count over all graduates, and the response rate. */
export function PlacementChart({
  rows,
  title,
  description,
  rowHeader = "Batch",
}: {
  rows: PlacementChartRow[];
  title: string;
  description: string;
  /** The table's first column: what a row is. */
  rowHeader?: string;
}) {
  const [axisWidth, setAxisWidth] = useState(batchAxisWidth(0));
  const data = rows.map((r) => ({
    name: r.name,
    program: r.program,
    batch: r.batch,
    placement_rate: r.figure.placement_rate ?? 0,
    placed_of_graduates: r.figure.placed_of_graduates ?? 0,
    response_rate: r.figure.response_rate ?? 0,
  }));
  return (
    <ChartCard
      title={title}
      description={description}
      empty={rows.length === 0 ? "Belum ada lulusan pada tahun ini." : null}
      height={rows.length * 72 + 40}
      onResize={(width) => setAxisWidth(batchAxisWidth(width))}
      legend={SERIES.map((s) => ({ label: s.label, color: s.color }))}
      chart={
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit=" %" tick={AXIS_TICK} stroke={color("border")} />
          <YAxis type="category" dataKey="name" width={axisWidth} tick={batchTick(data, axisWidth)} stroke={color("border")} interval={0} />
          <Tooltip {...TOOLTIP} formatter={(value) => percentText(Number(value))} />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} barSize={12} isAnimationActive={false} />
          ))}
        </BarChart>
      }
      table={
        <DataTable
          caption="Lulusan, yang menjawab survei, dan yang bekerja atau berwirausaha: dari yang menjawab dan dari semua lulusan."
          head={[rowHeader, "Lulusan", "Menjawab", "Tingkat Respons", "Bekerja/Wirausaha", "Dari yang Menjawab", "Dari Semua Lulusan"]}
          rows={rows.map(({ name, figure: f }) => [name, f.graduates, f.reached, pct(f.response_rate), f.placed, pct(f.placement_rate), pct(f.placed_of_graduates)])}
        />
      }
    />
  );
}

const BAND_COLORS = [color("success"), color("primary"), color("warning"), color("destructive")];

/** Months from the end of training to the first job or business, among the placed: a stacked bar per batch. */
function MonthsChart({ rows }: { rows: PlacementChartRow[] }) {
  const [axisWidth, setAxisWidth] = useState(batchAxisWidth(0));
  const data = rows.map((r) => ({ name: r.name, program: r.program, batch: r.batch, ...r.figure.months_to_first }));
  const anyPlaced = rows.some((r) => r.figure.placed > 0);
  return (
    <ChartCard
      title="Lama Mendapat Pekerjaan atau Usaha Pertama"
      description="Di antara lulusan yang bekerja atau berwirausaha: berapa bulan setelah pelatihan selesai."
      empty={anyPlaced ? null : "Belum ada lulusan yang menjawab bekerja atau berwirausaha pada tahun ini."}
      height={rows.length * 56 + 40}
      onResize={(width) => setAxisWidth(batchAxisWidth(width))}
      legend={MONTH_BANDS.map((band, i) => ({ label: MONTH_BAND_LABEL[band], color: BAND_COLORS[i] }))}
      chart={
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke={color("border")} />
          <YAxis type="category" dataKey="name" width={axisWidth} tick={batchTick(data, axisWidth)} stroke={color("border")} interval={0} />
          <Tooltip {...TOOLTIP} />
          {MONTH_BANDS.map((band, i) => (
            <Bar key={band} dataKey={band} name={MONTH_BAND_LABEL[band]} stackId="months" fill={BAND_COLORS[i]} barSize={24} isAnimationActive={false} />
          ))}
        </BarChart>
      }
      table={
        <DataTable
          caption="Jumlah lulusan yang bekerja atau berwirausaha menurut lama mendapat pekerjaan atau usaha pertama."
          head={["Batch", ...MONTH_BANDS.map((band) => MONTH_BAND_LABEL[band]), "Bekerja/Wirausaha"]}
          rows={rows.map(({ name, figure: f }) => [name, ...MONTH_BANDS.map((band) => f.months_to_first[band]), f.placed])}
        />
      }
    />
  );
}

/** The figures page's charts for one year. */
export default function PlacementCharts({ figures, year }: { figures: PlacementFigure[]; year: number }) {
  const rows = figures.map(figureRow);
  return (
    <section aria-labelledby="placement-charts-title" className="space-y-3">
      <h2 id="placement-charts-title" className="text-lg font-semibold">
        Grafik {year}
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PlacementChart
          rows={rows}
          title="Penempatan Lulusan"
          description="Bekerja atau berwirausaha, dari lulusan yang menjawab dan dari semua lulusan, di samping tingkat respons."
        />
        <MonthsChart rows={rows} />
      </div>
    </section>
  );
}
