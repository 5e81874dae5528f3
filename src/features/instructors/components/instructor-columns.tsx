import type { EntityColumn } from "@/components/entity-columns";
import type { Instructor } from "@/features/instructors/api/instructors";

/** The admin list's columns of an instructor (docs/product.md: Nama, Jabatan). */
export const INSTRUCTOR_COLUMNS: readonly EntityColumn<Instructor>[] = [
  { key: "name", header: "Nama", sortKey: "name", skeleton: "h-5 w-40", className: "font-medium", cell: (i) => i.name },
  { key: "title", header: "Jabatan", sortKey: "title", skeleton: "h-5 w-32", className: "text-muted-foreground", cell: (i) => i.title },
];
