import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { EntityColumn, EntityView } from "@/components/entity-columns";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The non-empty note lines of a column for a row in a view. */
function columnNotes<T>(column: EntityColumn<T>, row: T, view: EntityView): string[] {
  return (column.notes?.(row, view) ?? []).filter((note): note is string => typeof note === "string" && note.trim() !== "");
}

/** A column's note lines (smaller, muted, one per line). */
export function EntityNotes<T>({ column, row, view, className }: { column: EntityColumn<T>; row: T; view: EntityView; className?: string }) {
  const notes = columnNotes(column, row, view);
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <span key={note} className={cn("block text-xs font-normal text-muted-foreground", className)}>
          {note}
        </span>
      ))}
    </>
  );
}

/**
 * One cell of an entity column in a view: the value (a link to the row's page in the public views when
 * the column has `href`), then its note lines. Without notes the value is rendered alone, as before.
 */
export function EntityCell<T>({
  column,
  row,
  view,
  linkClassName,
  withNotes = true,
}: {
  column: EntityColumn<T>;
  row: T;
  view: EntityView;
  /** Classes of the link (e.g. one that stretches over a card). */
  linkClassName?: string;
  /** False when the caller places the notes elsewhere (a card title's notes go under the heading). */
  withNotes?: boolean;
}) {
  const raw = view === "print" && column.plain ? column.plain(row) : column.cell(row);
  const href = (view === "table" || view === "card") && column.href ? column.href(row) : null;
  const value = href ? (
    <Link to={href} className={cn("underline-offset-4 hover:text-primary hover:underline", linkClassName)}>
      {raw}
    </Link>
  ) : (
    raw
  );
  const notes = withNotes ? columnNotes(column, row, view) : [];
  const action = (view === "table" || view === "card") && column.action ? column.action(row) : null;
  if (notes.length === 0 && !action) return <>{value}</>;
  return (
    <>
      <span className="block">{value}</span>
      {notes.length > 0 && <EntityNotes column={column} row={row} view={view} className="mt-1" />}
      {action && (
        // Above a card's stretched link (z-10), so it opens its own page.
        <Link to={action.href} className={cn(buttonVariants({ size: "sm" }), "relative z-10 mt-2 rounded-full")}>
          {action.label}
          <span className="sr-only"> {action.context}</span>
        </Link>
      )}
    </>
  );
}

/** A long text in a table cell: two lines at most, muted (a description, an answer). */
export function ClampedText({ children }: { children: ReactNode }) {
  return <p className="line-clamp-2 text-muted-foreground">{children}</p>;
}
