import type { ReactNode } from "react";
import { EntityCell } from "@/components/entity-cell";
import { adminHeader, cellClassName, type EntityColumn } from "@/components/entity-columns";
import { SortHeader } from "@/components/list-controls";
import { ariaSort, type SortDir } from "@/lib/list-params";
import { RowActions, type RowAction } from "@/components/row-actions";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

interface AdminTableProps<T extends { id: string | number }> {
  /** The entity's column list (headers, cells, classes, placeholders, sort keys). */
  columns: readonly EntityColumn<T>[];
  /** undefined while loading: `skeletonRows` placeholder rows (data-testid="skeleton-row"). Keyed by `id`. */
  rows: T[] | undefined;
  skeletonRows?: number;
  skeletonClassName?: string;
  actionsSkeletonClassName?: string;
  /** Shown in one full-width row when `rows` is empty. */
  emptyText?: ReactNode;
  /** The row menu ('Aksi' column) and its accessible name, e.g. 'Aksi untuk {name}'; a read-only list has none. */
  actions?: { label: (row: T) => string; items: (row: T) => RowAction[] };
  /** Server-side sorting: the current column and direction, and what a header click does. */
  sort?: { key: string; dir: SortDir; onSort: (key: string) => void };
  /**
   * Rows chosen for a bulk action: a checkbox before each row's first cell ('Pilih {name}') and one in the first
   * header ('Pilih semua di halaman ini').
   */
  selection?: { selected: ReadonlySet<T["id"]>; onChange: (selected: Set<T["id"]>) => void; label: (row: T) => string };
}

const CHECKBOX = "size-4 shrink-0 cursor-pointer accent-primary";

/*
 * Below the lg breakpoint (1024 px) the same table is laid out as a stack of cards (CSS only, one DOM, so
 * every query and screen reader sees the same rows and cells). Each row is a card: its first cell is
 * the card's title, beside the row menu in the top-right corner; every other cell takes the card's
 * full width under its column's name (`data-label`, shown by ::before), so the menu never covers a
 * cell. The header row becomes a wrapping bar of the sort buttons. Widths made for the wide table
 * (min-w-*, max-w-*, whitespace-nowrap) are lifted and long words break, so nothing scrolls sideways.
 * The table elements keep explicit roles: some browsers drop table semantics when display changes.
 */
const CARD_ROW = "max-lg:grid max-lg:grid-cols-[minmax(0,1fr)_auto] max-lg:gap-x-3 max-lg:gap-y-3 max-lg:p-4";
const CARD_CELL =
  "max-lg:col-span-full max-lg:block max-lg:min-w-0 max-lg:max-w-none max-lg:whitespace-normal max-lg:p-0 max-lg:[overflow-wrap:anywhere] " +
  "max-lg:before:mb-1 max-lg:before:block max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:uppercase max-lg:before:tracking-wide max-lg:before:text-muted-foreground max-lg:before:content-[attr(data-label)]";
/** The first cell is the card's title: it shares the first line with the row menu, without a label. */
const CARD_FIRST_CELL = "max-lg:col-span-1 max-lg:self-center max-lg:before:hidden";
const CARD_ACTIONS_CELL = "max-lg:col-start-2 max-lg:row-start-1 max-lg:-mr-2 max-lg:-mt-1 max-lg:p-0";

/**
 * Admin table in a card with a last 'Aksi' column (a row menu). Below 1024 px each row is shown as a
 * card (see above): every cell readable on a phone or tablet, the menu beside the content, never over it.
 */
export function AdminTable<T extends { id: string | number }>({
  columns,
  rows,
  skeletonRows = 3,
  skeletonClassName = "h-5 w-full min-w-16",
  actionsSkeletonClassName = "ml-auto size-8",
  emptyText,
  actions,
  sort,
  selection,
}: AdminTableProps<T>) {
  const sortable = (column: EntityColumn<T>) => !!sort && !!column.sortKey;
  const anySortable = columns.some(sortable);
  const cellClass = (index: number, className?: string) => cn(className, CARD_CELL, index === 0 && CARD_FIRST_CELL);
  const pageIds = rows?.map((row) => row.id) ?? [];
  const allChosen = !!selection && pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  const toggle = (ids: T["id"][], on: boolean) => {
    const next = new Set(selection!.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection!.onChange(next);
  };
  /** The first cell's content, after the row's checkbox when rows can be chosen. */
  const withCheckbox = (content: ReactNode, checkbox: ReactNode) =>
    selection ? (
      <span className="flex items-center gap-3">
        {checkbox}
        <span className="min-w-0">{content}</span>
      </span>
    ) : (
      content
    );
  return (
    <Card className="overflow-hidden p-0">
      <Table role="table" className="max-lg:block">
        <TableHeader role="rowgroup" className={anySortable ? "max-lg:block" : "max-lg:hidden"}>
          <TableRow role="row" className="max-lg:flex max-lg:flex-wrap max-lg:items-center max-lg:gap-x-5 max-lg:px-4 max-lg:py-1.5">
            {columns.map((column, j) => {
              const active = sortable(column) && sort!.key === column.sortKey ? sort!.dir : null;
              const header = sortable(column) ? (
                <SortHeader label={adminHeader(column)} active={active} onSort={() => sort!.onSort(column.sortKey!)} />
              ) : (
                adminHeader(column)
              );
              return (
                <TableHead
                  key={column.key}
                  role="columnheader"
                  className={cn(
                    column.headClassName,
                    sortable(column) || (selection && j === 0) ? "max-lg:flex max-lg:h-9 max-lg:w-auto max-lg:px-0" : "max-lg:hidden",
                  )}
                  aria-sort={sortable(column) ? ariaSort(active) : undefined}
                >
                  {j === 0
                    ? withCheckbox(
                        header,
                        <input
                          type="checkbox"
                          className={CHECKBOX}
                          aria-label="Pilih semua di halaman ini"
                          checked={allChosen}
                          disabled={pageIds.length === 0}
                          onChange={(event) => toggle(pageIds, event.target.checked)}
                        />,
                      )
                    : header}
                </TableHead>
              );
            })}
            {actions && (
              <TableHead role="columnheader" className="w-16 text-right max-lg:hidden">
                Aksi
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className="max-lg:block">
          {!rows ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i} role="row" data-testid="skeleton-row" className={CARD_ROW}>
                {columns.map((column, j) => (
                  <TableCell key={column.key} role="cell" data-label={adminHeader(column)} className={cellClass(j)}>
                    <Skeleton className={column.skeleton ?? skeletonClassName} />
                  </TableCell>
                ))}
                {actions && (
                  <TableCell role="cell" className={CARD_ACTIONS_CELL}>
                    <Skeleton className={actionsSkeletonClassName} />
                  </TableCell>
                )}
              </TableRow>
            ))
          ) : rows.length === 0 && emptyText !== undefined ? (
            <TableRow role="row" className="max-lg:block">
              <TableCell role="cell" colSpan={columns.length + (actions ? 1 : 0)} className="py-10 text-center text-muted-foreground max-lg:block">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} role="row" className={CARD_ROW}>
                {columns.map((column, j) => (
                  <TableCell
                    key={column.key}
                    role="cell"
                    data-label={adminHeader(column)}
                    className={cellClass(j, cellClassName(column, column.adminClassName))}
                  >
                    {j === 0 ? (
                      withCheckbox(
                        <EntityCell column={column} row={row} view="admin" />,
                        <input
                          type="checkbox"
                          className={CHECKBOX}
                          aria-label={selection?.label(row)}
                          checked={selection?.selected.has(row.id) ?? false}
                          onChange={(event) => toggle([row.id], event.target.checked)}
                        />,
                      )
                    ) : (
                      <EntityCell column={column} row={row} view="admin" />
                    )}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell role="cell" className={cn("text-right", CARD_ACTIONS_CELL)}>
                    <RowActions label={actions.label(row)} actions={actions.items(row)} />
                  </TableCell>
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
