import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, TOOLTIP, batchAxisWidth, color } from "@/components/charts/chart-theme";
import { outcomesChartHeight, percentText, type PublicOutcome } from "@/features/outcomes/api/outcomes";

/*
 * /hasil-pelatihan's chart of one year (docs/outcomes.md): a chunk of its own with recharts, loaded after the page is
 * interactive. For the eye only (aria-hidden): the table above it carries every figure.
 */

const SERIES = [
  { key: "placement_rate", label: "Dari yang menjawab", color: color("primary") },
  { key: "placed_of_graduates", label: "Dari semua lulusan", color: color("success") },
  { key: "response_rate", label: "Tingkat respons", color: color("muted-foreground") },
] as const;

export default function OutcomesChart({ outcomes, year }: { outcomes: PublicOutcome[]; year: number }) {
  const [axisWidth, setAxisWidth] = useState(batchAxisWidth(0));
  const data = outcomes.map((o) => ({
    name: o.program,
    placement_rate: o.placement_rate ?? 0,
    placed_of_graduates: o.placed_of_graduates ?? 0,
    response_rate: o.response_rate ?? 0,
  }));
  return (
    <figure aria-hidden="true" className="space-y-2 rounded-xl border p-4" data-testid={`outcomes-chart-${year}`}>
      <figcaption className="text-sm font-medium">Bekerja atau berwirausaha dalam 6 bulan, {year}</figcaption>
      <ResponsiveContainer width="100%" height={outcomesChartHeight(outcomes.length)} onResize={(width) => setAxisWidth(batchAxisWidth(width))}>
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit=" %" tick={AXIS_TICK} stroke={color("border")} />
          <YAxis type="category" dataKey="name" width={axisWidth} tick={AXIS_TICK} stroke={color("border")} interval={0} />
          <Tooltip {...TOOLTIP} formatter={(value) => percentText(Number(value))} />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} barSize={12} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
