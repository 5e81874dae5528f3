import { ListChecksIcon, PencilIcon, StarIcon, StarOffIcon, Trash2Icon } from "lucide-react";
import { AdminTable, type AdminColumn } from "@/components/admin-table";
import { Badge } from "@/components/ui/badge";
import type { Program } from "@/features/programs/api/programs";
import type { SortDir } from "@/lib/list-params";

interface ProgramsTableProps {
  /** undefined while loading (3 skeleton rows). */
  programs: Program[] | undefined;
  emptyText: string;
  /** Server-side sorting (see AdminTable). */
  sort?: { key: string; dir: SortDir; onSort: (key: string) => void };
  togglePending: boolean;
  onEdit: (program: Program) => void;
  onSyllabus: (program: Program) => void;
  onToggleFeatured: (program: Program) => void;
  onDelete: (program: Program) => void;
}

const COLUMNS: AdminColumn<Program>[] = [
  {
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
  { header: "Kategori", sortKey: "category", className: "whitespace-nowrap text-muted-foreground", cell: (program) => program.category },
  {
    header: "Status",
    sortKey: "is_featured",
    cell: (program) => (
      <Badge variant={program.is_featured ? "default" : "secondary"}>{program.is_featured ? "Unggulan" : "Biasa"}</Badge>
    ),
  },
  {
    header: "Deskripsi",
    className: "min-w-64 max-w-md",
    cell: (program) => <p className="line-clamp-2 text-muted-foreground">{program.description}</p>,
  },
  { header: "Durasi", className: "whitespace-nowrap", cell: (program) => program.duration },
];

/** Admin program table: name (star when featured), category, status badge, description, duration, row menu. */
export function ProgramsTable({
  programs,
  emptyText,
  sort,
  togglePending,
  onEdit,
  onSyllabus,
  onToggleFeatured,
  onDelete,
}: ProgramsTableProps) {
  return (
    <AdminTable
      rows={programs}
      rowKey={(program) => program.id}
      columns={COLUMNS}
      actionsSkeletonClassName="h-5 w-full min-w-16"
      emptyText={emptyText}
      sort={sort}
      actionsLabel={(program) => `Aksi untuk ${program.name}`}
      actions={(program) => [
        { label: "Edit Detail", icon: PencilIcon, onSelect: () => onEdit(program) },
        { label: "Kelola Silabus", icon: ListChecksIcon, onSelect: () => onSyllabus(program) },
        {
          label: program.is_featured ? "Hapus dari Unggulan" : "Jadikan Unggulan",
          icon: program.is_featured ? StarOffIcon : StarIcon,
          disabled: togglePending,
          onSelect: () => onToggleFeatured(program),
        },
        { label: "Hapus", icon: Trash2Icon, destructive: true, onSelect: () => onDelete(program) },
      ]}
    />
  );
}
