import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { PlusIcon } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { RowActions, type RowAction } from "@/components/row-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The 'Tambah …' button of an admin page header. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Button>
  );
}

interface AdminListSectionProps {
  isError: boolean;
  /** True once loaded with nothing to show (e.g. `data?.length === 0`). */
  isEmpty: boolean;
  errorTitle: string;
  errorDescription?: string;
  empty: { icon: LucideIcon; title: string; description: string };
  /** The list (also shown while loading, with its own placeholders). */
  children: ReactNode;
}

/** The body of an admin list page: the load error, the empty state, or the list. */
export function AdminListSection({
  isError,
  isEmpty,
  errorTitle,
  errorDescription = "Periksa koneksi Anda lalu muat ulang halaman.",
  empty,
  children,
}: AdminListSectionProps) {
  if (isError) return <ErrorState title={errorTitle} description={errorDescription} />;
  if (isEmpty) return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  return <>{children}</>;
}

export interface AdminColumn<T> {
  header: ReactNode;
  /** Class of the header cell. */
  headClassName?: string;
  /** Class of the body cells. */
  className?: string;
  cell: (row: T) => ReactNode;
  /** Class of this column's loading placeholder (default: the table's skeletonClassName). */
  skeleton?: string;
}

interface AdminTableProps<T> {
  columns: AdminColumn<T>[];
  /** undefined while loading: `skeletonRows` placeholder rows (data-testid="skeleton-row"). */
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  skeletonRows?: number;
  skeletonClassName?: string;
  actionsSkeletonClassName?: string;
  /** Shown in one full-width row when `rows` is empty. */
  emptyText?: ReactNode;
  /** Accessible name of the row menu, e.g. 'Aksi untuk {name}'. */
  actionsLabel: (row: T) => string;
  actions: (row: T) => RowAction[];
}

/** Admin table in a card with a last 'Aksi' column (a row menu, sticky on small screens). */
export function AdminTable<T>({
  columns,
  rows,
  rowKey,
  skeletonRows = 3,
  skeletonClassName = "h-5 w-full min-w-16",
  actionsSkeletonClassName = "ml-auto size-8",
  emptyText,
  actionsLabel,
  actions,
}: AdminTableProps<T>) {
  return (
    <Card className="overflow-hidden p-0">
      <Table>
        <TableHeader>
          <TableRow>
            {columns.map((column, i) => (
              <TableHead key={i} className={column.headClassName}>
                {column.header}
              </TableHead>
            ))}
            <TableHead className="w-16 text-right max-md:sticky max-md:right-0 max-md:bg-muted">Aksi</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!rows ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i} data-testid="skeleton-row">
                {columns.map((column, j) => (
                  <TableCell key={j}>
                    <Skeleton className={column.skeleton ?? skeletonClassName} />
                  </TableCell>
                ))}
                <TableCell>
                  <Skeleton className={actionsSkeletonClassName} />
                </TableCell>
              </TableRow>
            ))
          ) : rows.length === 0 && emptyText !== undefined ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} className="py-10 text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column, j) => (
                  <TableCell key={j} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell className="text-right max-md:sticky max-md:right-0 max-md:bg-card">
                  <RowActions label={actionsLabel(row)} actions={actions(row)} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
