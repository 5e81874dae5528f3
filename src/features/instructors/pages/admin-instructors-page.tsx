import { UsersIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/components/use-admin-dialogs";
import { useDeleteInstructor, useInstructors, type Instructor } from "@/features/instructors/api/instructors";
import { InstructorFormDialog } from "@/features/instructors/components/instructor-form-dialog";

export default function AdminInstructorsPage() {
  const { data: instructors, isPending, isError } = useInstructors();
  const remove = useDeleteInstructor();
  const dialogs = useAdminDialogs<Instructor>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Instruktur"
        description="Kelola data instruktur dan jabatannya."
        action={<AddButton label="Tambah Instruktur" onClick={dialogs.openCreate} />}
      />

      <AdminListSection
        isError={isError}
        isEmpty={instructors?.length === 0}
        errorTitle="Gagal memuat data instruktur."
        empty={{
          icon: UsersIcon,
          title: "Belum Ada Instruktur",
          description: 'Klik tombol "Tambah Instruktur" untuk menambahkan instruktur pertama.',
        }}
      >
        <AdminTable
          rows={isPending ? undefined : instructors}
          rowKey={(instructor) => instructor.id}
          columns={[
            { header: "Nama", skeleton: "h-5 w-40", className: "font-medium", cell: (i) => i.name },
            { header: "Jabatan", skeleton: "h-5 w-32", className: "text-muted-foreground", cell: (i) => i.title },
          ]}
          actionsLabel={(instructor) => `Aksi untuk ${instructor.name}`}
          actions={(instructor) =>
            editDeleteActions(
              () => dialogs.openEdit(instructor),
              () => dialogs.openDelete(instructor),
            )
          }
        />
      </AdminListSection>

      <InstructorFormDialog {...dialogs.dialogProps("form")} instructor={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(instructor) => `Instruktur ${instructor?.name ?? ""} akan dihapus secara permanen.`}
        onDelete={(instructor) => remove.mutateAsync(instructor.id)}
        pending={remove.isPending}
        success="Instruktur berhasil dihapus."
        failure="Gagal menghapus instruktur."
      />
    </div>
  );
}
