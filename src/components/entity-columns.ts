import { createElement, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import type { AdminColumn } from "@/components/admin-table";
import { EntityCell } from "@/components/entity-cell";
import { cn } from "@/lib/utils";

/** Where a column is rendered: the public table, the mobile card, the admin table, the printed list. */
export type EntityView = "table" | "card" | "admin" | "print";

/**
 * One column of an entity, defined once and rendered by every view of it: the admin table, the
 * public table, the mobile card and their loading skeletons. Adding a field to an entity means
 * adding one entry to its column list.
 */
export interface EntityColumn<T> {
  key: string;
  /** Public table header and card label. */
  header: string;
  /** Admin table header, when it differs from `header`. */
  adminHeader?: string;
  cell: (row: T) => ReactNode;
  /** Cell classes shared by every table. */
  className?: string;
  /** Figures that should line up (tabular numerals) in every view. */
  numeric?: boolean;
  /** Extra cell classes in the admin table (e.g. a minimum width). */
  adminClassName?: string;
  /** Place on the mobile card: above the title, the title, the footer, or (default) a labelled field with an icon. */
  card: "eyebrow" | "title" | "footer" | { icon: LucideIcon };
  /**
   * Smaller lines under the value, per view (e.g. a registration deadline, a quota, a note); empty
   * values are left out. This is how a field that is not one of the spec's columns is shown in a list.
   */
  notes?: (row: T, view: EntityView) => readonly (string | null | undefined | false)[];
  /** The row's own page: in the public table and card the value links there (on a card the link covers the card). */
  href?: (row: T) => string;
  /** The value as plain text where badges do not belong (the printed list). Default: `cell`. */
  plain?: (row: T) => ReactNode;
}

/** The classes of a column's cells in a table. */
export function cellClassName<T>(column: EntityColumn<T>, ...extra: (string | undefined)[]): string {
  return cn(column.className, column.numeric && "tabular-nums", ...extra);
}

/**
 * The admin table's columns for an entity's column list; `sortKeys` names what a column sorts by
 * (by column key), making its header a sort button.
 */
export function toAdminColumns<T>(columns: readonly EntityColumn<T>[], sortKeys: Partial<Record<string, string>> = {}): AdminColumn<T>[] {
  return columns.map((column) => ({
    header: column.adminHeader ?? column.header,
    sortKey: sortKeys[column.key],
    className: cellClassName(column, column.adminClassName) || undefined,
    cell: column.notes ? (row: T) => createElement(EntityCell<T>, { column, row, view: "admin" }) : column.cell,
  }));
}
