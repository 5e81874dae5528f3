import { Text, type YAxisTickContentProps } from "recharts";

/*
 * The panel charts' colours (the theme's CSS variables, so they follow light and dark), axis and tooltip styles, and
 * a batch's name beside its bar (src/components/charts/chart-card.tsx has the card around a chart).
 */

export const color = (token: string, alpha?: number) => (alpha === undefined ? `hsl(var(--${token}))` : `hsl(var(--${token}) / ${alpha})`);

/** The daily chart's lines, one per batch; after five the colours repeat with a dashed line. */
export const SERIES_COLORS = [color("primary"), color("warning"), color("success"), color("destructive"), color("brand")];

export const seriesColor = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length];

export const AXIS_TICK = { fill: color("muted-foreground"), fontSize: 12 };
export const TOOLTIP = {
  contentStyle: { background: color("popover"), border: `1px solid ${color("border")}`, borderRadius: 8, color: color("popover-foreground") },
  labelStyle: { color: color("popover-foreground"), fontWeight: 600 },
  cursor: { fill: color("muted", 0.6), stroke: color("border") },
};

/**
 * The width of the batch names beside the bars: about a third of the chart, at least what a program name of 18
 * characters needs ("Desain Grafis Muda", whole at 390 px) and at most what a long one needs (a longer name ends in
 * '…'; the tooltip and the table have it whole).
 */
export const batchAxisWidth = (chartWidth: number) => Math.round(Math.min(240, Math.max(156, chartWidth * 0.36)));

/** A bar chart's rows: each batch's name as the table writes it, and its program and batch for the axis. */
type BatchRow = { name: string; program: string; batch: string };

/**
 * A batch's name beside its bar on two lines, the program (ending in '…' if it does not fit) over the batch: wrapped
 * on words in a narrow column it took three lines, a lone '2)' on the last.
 */
export function batchTick(rows: readonly BatchRow[], width: number) {
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
