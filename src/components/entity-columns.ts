import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Where a column is rendered: the public table, the mobile card, the admin table, the printed list. */
export type EntityView = "table" | "card" | "admin" | "print";

/** A column's place on an entity's public card: above the title, the title, the footer, or a labelled field with an icon. */
type CardPlace = "eyebrow" | "title" | "footer" | { icon: LucideIcon };

/**
 * One column of an entity, defined once and rendered by every view of it: the admin table (and its card
 * layout below 1024 px and its loading skeleton), and for an entity with public lists the public table, the
 * mobile card and the printed list. Adding a field to a list means adding one entry to its column list.
 */
export interface EntityColumn<T> {
  key: string;
  /** Header of every table and the card label. */
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
  /** Class of the admin table's header cell (e.g. a fixed width). */
  headClassName?: string;
  /** Class of the admin table's loading placeholder for this column (default: the table's). */
  skeleton?: string;
  /** The database column the admin list sorts by: makes the admin header a sort button. */
  sortKey?: string;
  /** Place on the entity's public card (entities without one leave it out). */
  card?: CardPlace;
  /**
   * Smaller lines under the value, per view (e.g. a registration deadline, a quota, a note); empty
   * values are left out. This is how a field that is not one of the spec's columns is shown in a list.
   */
  notes?: (row: T, view: EntityView) => readonly (string | null | undefined | false)[];
  /**
   * A call to action under the value in the public table and card (e.g. 'Daftar Sekarang' while a batch takes
   * registrations on the site); `context` names the row for screen readers, whose link lists repeat the label.
   */
  action?: (row: T) => { label: string; href: string; context: string } | null;
  /** The row's own page: in the public table and card the value links there (on a card the link covers the card). */
  href?: (row: T) => string;
  /** The value as plain text where badges do not belong (the printed list). Default: `cell`. */
  plain?: (row: T) => ReactNode;
}

/** A column of an entity shown as public cards too: every column has its place on the card. */
export interface CardColumn<T> extends EntityColumn<T> {
  card: CardPlace;
}

/** The classes of a column's cells in a table. */
export function cellClassName<T>(column: EntityColumn<T>, ...extra: (string | undefined)[]): string {
  return cn(column.className, column.numeric && "tabular-nums", ...extra);
}

/** The header of a column in the admin table. */
export function adminHeader<T>(column: EntityColumn<T>): string {
  return column.adminHeader ?? column.header;
}
