import { ListChecksIcon, PencilIcon, StarIcon, StarOffIcon, Trash2Icon } from "lucide-react";
import { AdminTable } from "@/components/admin-table";
import type { Program } from "@/features/programs/api/programs";
import { PROGRAM_COLUMNS } from "@/features/programs/components/program-columns";
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

/** Admin program table: PROGRAM_COLUMNS and the row menu (Edit Detail, Kelola Silabus, featured, Hapus). */
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
      columns={PROGRAM_COLUMNS}
      actionsSkeletonClassName="h-5 w-full min-w-16"
      emptyText={emptyText}
      sort={sort}
      actions={{ label: (program) => `Aksi untuk ${program.name}`, items: (program) => [
        { label: "Edit Detail", icon: PencilIcon, onSelect: () => onEdit(program) },
        { label: "Kelola Silabus", icon: ListChecksIcon, onSelect: () => onSyllabus(program) },
        {
          label: program.is_featured ? "Hapus dari Unggulan" : "Jadikan Unggulan",
          icon: program.is_featured ? StarOffIcon : StarIcon,
          disabled: togglePending,
          onSelect: () => onToggleFeatured(program),
        },
        { label: "Hapus", icon: Trash2Icon, destructive: true, onSelect: () => onDelete(program) },
      ] }}
    />
  );
}
