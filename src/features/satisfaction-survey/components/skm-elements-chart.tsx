import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, TOOLTIP, batchAxisWidth, color } from "@/components/charts/chart-theme";
import { decimalText, type SkmElementResult } from "@/features/satisfaction-survey/api/skm";

/*
 * /survei-kepuasan's chart of a period's elements (docs/satisfaction-survey.md): each element's converted value
 * (NRR × 25) on the index's 25–100 scale. A chunk of its own with recharts, loaded after the page is interactive; for
 * the eye only (aria-hidden): the table above it carries every figure.
 */
export default function SkmElementsChart({ elements, period }: { elements: SkmElementResult[]; period: string }) {
  const [axisWidth, setAxisWidth] = useState(batchAxisWidth(0));
  const data = elements.map((e) => ({ name: e.name, value: e.converted ?? 0 }));
  return (
    <figure aria-hidden="true" className="space-y-2 rounded-xl border p-4" data-testid="skm-elements-chart">
      <figcaption className="text-sm font-medium">Nilai per unsur (NRR × 25), {period}</figcaption>
      <ResponsiveContainer width="100%" height={elements.length * 40 + 40} onResize={(width) => setAxisWidth(batchAxisWidth(width))}>
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color("border")} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[25, 100]} tick={AXIS_TICK} stroke={color("border")} />
          <YAxis type="category" dataKey="name" width={axisWidth} tick={AXIS_TICK} stroke={color("border")} interval={0} />
          <Tooltip {...TOOLTIP} formatter={(value) => decimalText(Number(value))} />
          <Bar dataKey="value" name="Nilai" fill={color("primary")} barSize={14} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
