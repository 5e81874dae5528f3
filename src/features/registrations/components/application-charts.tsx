import { useId, useState, type ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/dates";
import type { OverviewApplications, OverviewBatch } from "@/features/dashboard/api/overview";
import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { statusColor } from "@/lib/registration-statuses";

/*
 * The overview's three charts of the selection (docs/selection.md, "Overview: Perlu Tindakan and charts"). This
 * module is the only one that imports recharts and is loaded lazily by the overview, so no public page and no other
 * admin screen downloads the library. Each chart is drawn for the eye only (aria-hidden, no keyboard layer); its
 * numbers are in a table under "Lihat sebagai tabel" for screen readers and anyone who wants the exact figures.
 * Colours, text and grid are the theme's CSS variables, so the charts follow light and dark.
 */

const color = (token: string, alpha?: number) => (alpha === undefined ? `hsl(var(--${token}))` : `hsl(var(--${token}) / ${alpha})`);

/** The daily chart's lines, one per batch; after five the colours repeat with a dashed line. */
const SERIES_COLORS = [color("primary"), color("warning"), color("success"), color("destructive"), color("brand")];

const seriesColor = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length];

const AXIS_TICK = { fill: color("muted-foreground"), fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: color("popover"), border: `1px solid ${color("border")}`, borderRadius: 8, color: color("popover-foreground") },
  labelStyle: { color: color("popover-foreground"), fontWeight: 600 },
  cursor: { fill: color("muted", 0.6), stroke: color("border") },
};

const batchName = (b: OverviewBatch) => `${b.program} (${b.batch})`;
/** 'd MMM' for the axis: the panel's date without its year (a helper in src/lib would grow every public page's dates chunk). */
const dayMonth = (day: string) => formatDate(day).replace(/ \d{4}$/, "");

/**
 * The width of the batch names beside the bars: about a third of the chart, at least what a program name of 18
 * characters needs ("Desain Grafis Muda", whole at 390 px) and at most what a long one needs (a longer name ends in
 * '…'; the tooltip and the table have it whole).
 */
const batchAxisWidth = (chartWidth: number) => Math.round(Math.min(240, Math.max(156, chartWidth * 0.36)));

/** A bar chart's rows: each batch's name as the table writes it, and its program and batch for the axis. */
type BatchRow = { name: string; program: string; batch: string };

/**
 * A batch's name beside its bar on two lines, the program (ending in '…' if it does not fit) over the batch: wrapped
 * on words in a narrow column it took three lines, a lone '2)' on the last.
 */
function batchTick(rows: readonly BatchRow[], width: number) {
  return function BatchTick({ x, y, payload }: YAxisTickContentProps) {
    const row = rows[payload.index] ?? { name: String(payload.value), program: String(payload.value), batch: "" };
    // the size in `style` too, in px: Text measures a line for its '…' in a span with `style` only (with fontSize
    // alone it measured the page's 16 px and cut "Desain Grafis Muda" to "Desain Gra…" in a column it fits)
    const text = { x, textAnchor: "end", fill: AXIS_TICK.fill, fontSize: 12, style: { fontSize: "12px" } } as const;
    return (
      <g>
        <title>{row.name}</title>
        <Text {...text} y={Number(y) - 7} width={width - 12} maxLines={1} verticalAnchor="middle">
          {row.program}
        </Text>
        <Text {...text} y={Number(y) + 8} verticalAnchor="middle">
          {row.batch}
        </Text>
      </g>
    );
  };
}

/** A chart card: title, what it shows, the drawing (hidden from assistive technology) and its table. */
function ChartCard({
  title,
  description,
  empty,
  height,
  chart,
  onResize,
  legend,
  table,
}: {
  title: string;
  description: string;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string | null;
  height: number;
  chart: ReactNode;
  /** Told the drawing's width whenever it changes (the bar charts size their batch names by it). */
  onResize?: (width: number) => void;
  /** What each colour stands for, in the series' order. */
  legend: LegendItem[];
  table: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} className="min-w-0">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle as="h3" id={`${id}-title`} className="text-base">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-0 sm:p-6 sm:pt-0">
        {empty ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <>
            <div aria-hidden="true" className="w-full space-y-2">
              <ResponsiveContainer width="100%" height={height} onResize={onResize && ((width) => onResize(width))}>
                {chart}
              </ResponsiveContainer>
              <ChartLegend items={legend} />
            </div>
            <details className="rounded-lg border bg-muted/30 px-3">
              <summary className="cursor-pointer rounded-md py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                Lihat sebagai tabel
              </summary>
              <div className="pb-3">{table}</div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface LegendItem {
  label: string;
  color: string;
  dashed?: boolean;
}

/**
 * The legend in HTML below the drawing rather than recharts' own inside it: on a phone it wraps over several lines,
 * which inside the chart would take the height the bars need.
 */
function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            className="inline-block h-2.5 w-4 shrink-0 rounded-sm"
            style={item.dashed ? { background: `repeating-linear-gradient(90deg, ${item.color} 0 5px, transparent 5px 8px)` } : { background: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A plain table of a chart's numbers; wide ones scroll sideways inside their own (focusable) box. */
function DataTable({ caption, head, rows, nowrap = false }: { caption: string; head: string[]; rows: (string | number)[][]; nowrap?: boolean }) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <table className="w-full text-sm">
        <caption id={id} className="py-2 text-left text-xs text-muted-foreground">
          {caption}
        </caption>
        <thead>
          <tr className="border-b">
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? "px-2 py-1.5 text-left font-medium" : "px-2 py-1.5 text-right font-medium"}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={String(first)} className="border-b last:border-0">
              <th scope="row" className={nowrap ? "whitespace-nowrap px-2 py-1.5 text-left font-normal" : "px-2 py-1.5 text-left font-normal"}>
                {first}
              </th>
              {rest.map((cell, i) => (
                <td key={head[i + 1]} className="px-2 py-1.5 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Applications per day for the batches whose registration is open today (up to the last 14 days). */
function DailyChart({ daily }: { daily: OverviewApplications["daily"] }) {
  const days = [...new Set(daily.flatMap((b) => b.days.map((d) => d.day)))].sort();
  const key = (b: OverviewBatch) => `b${b.schedule_id}`;
  // a batch has no value on the days before its registration opened (no point drawn, '-' in the table)
  const data = days.map((day) => ({
    day,
    ...Object.fromEntries(daily.map((b) => [key(b), b.days.find((d) => d.day === day)?.count])),
  }));
  return (
    <ChartCard
      title="Pendaftar per Hari"
      description="Batch yang pendaftarannya sedang dibuka, paling lama 14 hari terakhir."
      empty={daily.length === 0 ? "Tidak ada batch yang sedang membuka pendaftaran." : null}
      height={240}
      legend={daily.map((b, i) => ({ label: batchName(b), color: seriesColor(i), dashed: i >= SERIES_COLORS.length }))}
      chart={
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayMonth} tick={AXIS_TICK} stroke={color("border")} minTickGap={12} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} stroke={color("border")} width={48} />
          <Tooltip {...TOOLTIP} labelFormatter={(day) => formatDate(String(day))} />
          {daily.map((b, i) => (
            <Line
              key={key(b)}
              dataKey={key(b)}
              name={batchName(b)}
              stroke={seriesColor(i)}
              strokeDasharray={i >= SERIES_COLORS.length ? "6 3" : undefined}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      }
      table={
        <DataTable
          caption="Jumlah pendaftar per hari untuk setiap batch yang pendaftarannya sedang dibuka."
          head={["Tanggal", ...daily.map(batchName)]}
          nowrap
          rows={data.map((row) => [formatDate(row.day), ...daily.map((b) => (row as Record<string, unknown>)[key(b)] as number | undefined ?? "-")])}
        />
      }
    />
  );
}

/** Applications by status, one stacked bar per batch whose training has not ended. */
function StatusChart({ byStatus }: { byStatus: OverviewApplications["by_status"] }) {
  const data = byStatus.map((b) => ({ name: batchName(b), program: b.program, batch: b.batch, ...b.counts }));
  const [axisWidth, setAxisWidth] = useState(batchAxisWidth(0));
  return (
    <ChartCard
      title="Pendaftar per Status"
      description="Setiap batch yang memiliki pendaftar dan pelatihannya belum selesai."
      empty={byStatus.length === 0 ? "Belum ada pendaftar di batch yang sedang berjalan." : null}
      height={byStatus.length * 56 + 40}
      onResize={(width) => setAxisWidth(batchAxisWidth(width))}
      legend={REGISTRATION_STATUSES.map((status) => ({ label: PANEL_STATUS_LABEL[status], color: statusColor(status) }))}
      chart={
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke={color("border")} />
          <YAxis type="category" dataKey="name" width={axisWidth} tick={batchTick(data, axisWidth)} stroke={color("border")} interval={0} />
          <Tooltip {...TOOLTIP} />
          {REGISTRATION_STATUSES.map((status) => (
            <Bar key={status} dataKey={status} name={PANEL_STATUS_LABEL[status]} stackId="status" fill={statusColor(status)} barSize={24} isAnimationActive={false} />
          ))}
        </BarChart>
      }
      table={
        <DataTable
          caption="Jumlah pendaftar per status untuk setiap batch."
          head={["Batch", ...REGISTRATION_STATUSES.map((s) => PANEL_STATUS_LABEL[s]), "Jumlah"]}
          rows={byStatus.map((b) => [batchName(b), ...REGISTRATION_STATUSES.map((s) => b.counts[s]), b.total])}
        />
      }
    />
  );
}

/** The seats taken (Lulus Seleksi, Peserta, Selesai: "kursi terisi", as the quota meter says) against the quota, per batch with one. */
function QuotaChart({ quota }: { quota: OverviewApplications["quota"] }) {
  const data = quota.map((b) => ({ name: batchName(b), program: b.program, batch: b.batch, accepted: b.accepted, quota: b.quota }));
  const [axisWidth, setAxisWidth] = useState(batchAxisWidth(0));
  return (
    <ChartCard
      title="Kursi Terisi dibanding Kuota"
      description="Kursi terisi (Lulus Seleksi, Peserta dan Selesai) dibanding kuota setiap batch yang belum selesai."
      empty={quota.length === 0 ? "Belum ada batch berkuota yang sedang berjalan." : null}
      height={quota.length * 64 + 40}
      onResize={(width) => setAxisWidth(batchAxisWidth(width))}
      legend={[
        { label: "Kursi terisi", color: color("success") },
        { label: "Kuota", color: color("muted-foreground") },
      ]}
      chart={
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke={color("border")} />
          <YAxis type="category" dataKey="name" width={axisWidth} tick={batchTick(data, axisWidth)} stroke={color("border")} interval={0} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="accepted" name="Kursi terisi" fill={color("success")} barSize={14} isAnimationActive={false} />
          <Bar dataKey="quota" name="Kuota" fill={color("muted-foreground")} barSize={14} isAnimationActive={false} />
        </BarChart>
      }
      table={
        <DataTable
          caption="Kursi terisi (Lulus Seleksi, Peserta dan Selesai) dan kuota setiap batch."
          head={["Batch", "Kursi Terisi", "Kuota", "Sisa"]}
          rows={quota.map((b) => [batchName(b), b.accepted, b.quota, Math.max(0, b.quota - b.accepted)])}
        />
      }
    />
  );
}

/** The overview's charts for admins and super admins (the database answers their data to nobody else). */
export default function ApplicationCharts({ applications }: { applications: OverviewApplications }) {
  return (
    <section aria-labelledby="charts-title" className="space-y-3">
      <h2 id="charts-title" className="text-lg font-semibold">
        Grafik Pendaftaran
      </h2>
      {/* minmax(0, 1fr) columns and min-w-0 items: a wide table scrolls inside its box instead of widening the page */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DailyChart daily={applications.daily} />
        <QuotaChart quota={applications.quota} />
        <div className="min-w-0 lg:col-span-2">
          <StatusChart byStatus={applications.by_status} />
        </div>
      </div>
    </section>
  );
}
