import { StarIcon } from "lucide-react";
import { ClampedText } from "@/components/entity-cell";
import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import type { Program } from "@/features/programs/api/programs";

/** The admin list's columns of a program: name (star when featured), category, status badge, description, duration. */
export const PROGRAM_COLUMNS: readonly EntityColumn<Program>[] = [
  {
    key: "name",
    header: "Nama",
    sortKey: "name",
    className: "min-w-48 font-medium",
    cell: (program) => (
      <span className="inline-flex items-center gap-1.5">
        {program.name}
        {program.is_featured && (
          <StarIcon className="size-4 shrink-0 fill-warning text-warning" role="img" aria-label="Program unggulan" />
        )}
      </span>
    ),
  },
  { key: "category", header: "Kategori", sortKey: "category", className: "whitespace-nowrap text-muted-foreground", cell: (program) => program.category },
  {
    key: "status",
    header: "Status",
    sortKey: "is_featured",
    cell: (program) => (
      <Badge variant={program.is_featured ? "default" : "secondary"}>{program.is_featured ? "Unggulan" : "Biasa"}</Badge>
    ),
  },
  { key: "description", header: "Deskripsi", className: "min-w-64 max-w-md", cell: (program) => <ClampedText>{program.description}</ClampedText> },
  { key: "duration", header: "Durasi", className: "whitespace-nowrap", cell: (program) => program.duration },
];
