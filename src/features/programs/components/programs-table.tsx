import { ListChecksIcon, PencilIcon, StarIcon, StarOffIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { RowActions } from "@/components/row-actions";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Program } from "@/features/programs/api/programs";

interface ProgramsTableProps {
  /** undefined while loading (3 skeleton rows). */
  programs: Program[] | undefined;
  emptyText: string;
  togglePending: boolean;
  onEdit: (program: Program) => void;
  onSyllabus: (program: Program) => void;
  onToggleFeatured: (program: Program) => void;
  onDelete: (program: Program) => void;
}

/** Admin program table: name (star when featured), category, status badge, description, duration, row menu. */
export function ProgramsTable({
  programs,
  emptyText,
  togglePending,
  onEdit,
  onSyllabus,
  onToggleFeatured,
  onDelete,
}: ProgramsTableProps) {
  return (
    <Card className="overflow-hidden p-0">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Nama</TableHead>
            <TableHead>Kategori</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Deskripsi</TableHead>
            <TableHead>Durasi</TableHead>
            <TableHead className="w-16 text-right max-md:sticky max-md:right-0 max-md:bg-muted">Aksi</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!programs ? (
            Array.from({ length: 3 }, (_, i) => (
              <TableRow key={i} data-testid="skeleton-row">
                {Array.from({ length: 6 }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-5 w-full min-w-16" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : programs.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            programs.map((program) => (
              <TableRow key={program.id}>
                <TableCell className="min-w-48 font-medium">
                  <span className="inline-flex items-center gap-1.5">
                    {program.name}
                    {program.is_featured && (
                      <StarIcon
                        className="size-4 shrink-0 fill-warning text-warning"
                        role="img"
                        aria-label="Program unggulan"
                      />
                    )}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">{program.category}</TableCell>
                <TableCell>
                  <Badge variant={program.is_featured ? "default" : "secondary"}>
                    {program.is_featured ? "Unggulan" : "Biasa"}
                  </Badge>
                </TableCell>
                <TableCell className="min-w-64 max-w-md">
                  <p className="line-clamp-2 text-muted-foreground">{program.description}</p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{program.duration}</TableCell>
                <TableCell className="text-right max-md:sticky max-md:right-0 max-md:bg-card">
                  <RowActions
                    label={`Aksi untuk ${program.name}`}
                    actions={[
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
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
