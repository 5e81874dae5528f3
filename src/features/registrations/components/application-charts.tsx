import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/charts/chart-card";
import { AXIS_TICK, SERIES_COLORS, TOOLTIP, batchAxisWidth, batchTick, color, seriesColor } from "@/components/charts/chart-theme";
import { formatDate } from "@/lib/dates";
import type { OverviewApplications, OverviewBatch } from "@/features/dashboard/api/overview";
import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { statusColor } from "@/lib/registration-statuses";

/*
 * The overview's three charts of the selection (docs/selection.md, "Overview: Perlu Tindakan and charts"), loaded
 * lazily by the overview so no public page downloads recharts; the card, legend and table are
 * src/components/charts/chart-card.tsx.
 */

const batchName = (b: OverviewBatch) => `${b.program} (${b.batch})`;
/** 'd MMM' for the axis: the panel's date without its year (a helper in src/lib would grow every public page's dates chunk). */
const dayMonth = (day: string) => formatDate(day).replace(/ \d{4}$/, "");

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
