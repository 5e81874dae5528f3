import { useId } from "react";
import { Link } from "react-router-dom";
import { ExternalLinkIcon, RotateCcwIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { HistoryEntry } from "@/features/history/api/history";
import {
  ACTION_LABELS,
  RESTORABLE_TABLES,
  buildDiff,
  entrySummary,
  formatChangedAt,
  formatFieldValue,
  rowLink,
  tableLabel,
  type DiffField,
} from "@/features/history/lib/history-model";

const ACTION_BADGE = {
  INSERT: { variant: "success", className: "" },
  UPDATE: { variant: "secondary", className: "" },
  // the solid destructive badge is below 4.5:1 in the dark theme at this size: a tinted outline instead
  DELETE: { variant: "outline", className: "border-destructive/60 bg-destructive/10" },
} as const;

function DiffTable({ fields, action, caption, table }: { fields: DiffField[]; action: string; caption: string; table: string }) {
  const text = (f: DiffField, value: unknown) => formatFieldValue(table, f.field, value);
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">Tidak ada perubahan isi.</p>;
  const showBefore = action !== "INSERT";
  const showAfter = action !== "DELETE";
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
          <th scope="col" className="w-1/4 py-2 pr-2 font-medium sm:w-1/5">
            Kolom
          </th>
          {showBefore && (
            <th scope="col" className="py-2 pr-2 font-medium">
              Sebelum
            </th>
          )}
          {showAfter && (
            <th scope="col" className="py-2 font-medium">
              Sesudah
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.field} className="border-b align-top last:border-0">
            <th scope="row" className="break-words py-2 pr-2 text-left font-medium">
              {f.label}
            </th>
            {showBefore && (
              <td className="whitespace-pre-wrap break-words py-2 pr-2 text-muted-foreground [overflow-wrap:anywhere]">
                {action === "UPDATE" ? <del className="decoration-destructive/60">{text(f, f.before)}</del> : text(f, f.before)}
              </td>
            )}
            {showAfter && (
              <td className="whitespace-pre-wrap break-words py-2 [overflow-wrap:anywhere]">
                {action === "UPDATE" ? <ins className="no-underline">{text(f, f.after)}</ins> : text(f, f.after)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface HistoryEntryCardProps {
  entry: HistoryEntry;
  restored: boolean;
  onRestore: (entry: HistoryEntry) => void;
}

/** One change: what, which row, who and when, the field-by-field diff, a link to the row and Restore for a delete. */
export function HistoryEntryCard({ entry, restored, onRestore }: HistoryEntryCardProps) {
  const headingId = useId();
  const summary = entrySummary(entry);
  const fields = buildDiff(entry);
  const link = rowLink(entry);
  const table = tableLabel(entry.table_name);
  const actionLabel = ACTION_LABELS[entry.action] ?? entry.action;
  const canRestore = entry.action === "DELETE" && RESTORABLE_TABLES.has(entry.table_name);
  const caption = `Perubahan ${table} ${summary}`;

  return (
    <article aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant={ACTION_BADGE[entry.action as keyof typeof ACTION_BADGE]?.variant ?? "outline"}
              className={ACTION_BADGE[entry.action as keyof typeof ACTION_BADGE]?.className}
            >
              {actionLabel}
            </Badge>
            <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{table}</span>
            {entry.restored_from !== null && <Badge variant="outline">Hasil pemulihan</Badge>}
          </div>
          <h2 id={headingId} className="break-words text-base font-semibold [overflow-wrap:anywhere]">
            {summary}
          </h2>
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.changed_at}>{formatChangedAt(entry.changed_at)}</time>
            {" · "}
            <span className="break-all">{entry.actor_email ?? (entry.actor_role === "service_role" ? "Sistem (kunci layanan)" : "Sistem")}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {link && (
            <Button asChild variant="outline" size="sm">
              <Link to={link} aria-label={`Lihat data ${summary}`}>
                <ExternalLinkIcon aria-hidden="true" />
                Lihat data
              </Link>
            </Button>
          )}
          {canRestore &&
            (restored ? (
              <Badge variant="outline" className="h-9 px-3">
                Sudah dipulihkan
              </Badge>
            ) : (
              <Button size="sm" onClick={() => onRestore(entry)} aria-label={`Pulihkan ${summary}`}>
                <RotateCcwIcon aria-hidden="true" />
                Pulihkan
              </Button>
            ))}
        </div>
      </div>

      <div className="mt-4">
        {entry.action === "UPDATE" ? (
          <DiffTable fields={fields} action={entry.action} caption={caption} table={entry.table_name} />
        ) : (
          <details className="group rounded-lg border bg-muted/30 px-3">
            <summary className="cursor-pointer rounded-md py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {entry.action === "DELETE" ? "Lihat data yang dihapus" : "Lihat data yang ditambahkan"} ({fields.length} kolom)
            </summary>
            <div className="pb-2">
              <DiffTable fields={fields} action={entry.action} caption={caption} table={entry.table_name} />
            </div>
          </details>
        )}
      </div>
    </article>
  );
}
