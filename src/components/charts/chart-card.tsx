import { useId, type ReactNode } from "react";
import { ResponsiveContainer } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/*
 * The panel's chart parts (recharts): a card with the drawing for the eye only (aria-hidden, no keyboard layer) and its
 * numbers in a table under "Lihat sebagai tabel" for screen readers and anyone who wants the exact figures; an HTML
 * legend; a batch's name beside its bar. Colours, text and grid are the theme's CSS variables, so the charts follow
 * light and dark. Imported only by lazily loaded chart modules (the overview's, the placement figures'), so no public
 * page and no other admin screen downloads recharts.
 */

/** A chart card: title, what it shows, the drawing (hidden from assistive technology) and its table. */
export function ChartCard({
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
export function DataTable({ caption, head, rows, nowrap = false }: { caption: string; head: string[]; rows: (string | number)[][]; nowrap?: boolean }) {
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
