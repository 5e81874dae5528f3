import { useState } from "react";
import { PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { RowActions } from "@/components/row-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useDeleteInstructor, useInstructors, type Instructor } from "@/features/instructors/api/instructors";
import { InstructorFormDialog } from "@/features/instructors/components/instructor-form-dialog";

type DialogState = { kind: "form" | "delete"; instructor?: Instructor; open: boolean };

export default function AdminInstructorsPage() {
  const { data: instructors, isPending, isError } = useInstructors();
  const remove = useDeleteInstructor();
  const [dialog, setDialog] = useState<DialogState>({ kind: "form", open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const openAdd = () => setDialog({ kind: "form", open: true });

  async function confirmDelete() {
    if (!dialog.instructor) return;
    try {
      await remove.mutateAsync(dialog.instructor.id);
      toast({ title: "Instruktur berhasil dihapus." });
    } catch (error) {
      toast({
        title: "Gagal menghapus instruktur.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
    close();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Instruktur"
        description="Kelola data instruktur dan jabatannya."
        action={
          <Button onClick={openAdd}>
            <PlusIcon aria-hidden="true" />
            Tambah Instruktur
          </Button>
        }
      />

      {isError ? (
        <ErrorState title="Gagal memuat data instruktur." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !isPending && instructors.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title="Belum Ada Instruktur"
          description='Klik tombol "Tambah Instruktur" untuk menambahkan instruktur pertama.'
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nama</TableHead>
                <TableHead>Jabatan</TableHead>
                <TableHead className="w-16 text-right max-md:sticky max-md:right-0 max-md:bg-muted">Aksi</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending
                ? Array.from({ length: 3 }, (_, i) => (
                    <TableRow key={i} data-testid="skeleton-row">
                      <TableCell><Skeleton className="h-5 w-40" /></TableCell>
                      <TableCell><Skeleton className="h-5 w-32" /></TableCell>
                      <TableCell><Skeleton className="ml-auto size-8" /></TableCell>
                    </TableRow>
                  ))
                : instructors.map((instructor) => (
                    <TableRow key={instructor.id}>
                      <TableCell className="font-medium">{instructor.name}</TableCell>
                      <TableCell className="text-muted-foreground">{instructor.title}</TableCell>
                      <TableCell className="text-right max-md:sticky max-md:right-0 max-md:bg-card">
                        <RowActions
                          label={`Aksi untuk ${instructor.name}`}
                          actions={[
                            {
                              label: "Edit",
                              icon: PencilIcon,
                              onSelect: () => setDialog({ kind: "form", instructor, open: true }),
                            },
                            {
                              label: "Hapus",
                              icon: Trash2Icon,
                              destructive: true,
                              onSelect: () => setDialog({ kind: "delete", instructor, open: true }),
                            },
                          ]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </Card>
      )}

      <InstructorFormDialog
        open={dialog.open && dialog.kind === "form"}
        onOpenChange={(open) => (open ? undefined : close())}
        instructor={dialog.kind === "form" ? dialog.instructor : undefined}
      />
      <ConfirmDialog
        open={dialog.open && dialog.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        description={`Instruktur ${dialog.instructor?.name ?? ""} akan dihapus secara permanen.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
