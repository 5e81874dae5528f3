import { UsersIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { Pager, SearchBox } from "@/components/list-controls";
import { useListParams } from "@/hooks/use-list-params";
import {
  INSTRUCTOR_LIST,
  useDeleteInstructor,
  useInstructorsPage,
  type Instructor,
  type InstructorSortKey,
} from "@/features/instructors/api/instructors";
import { INSTRUCTOR_COLUMNS } from "@/features/instructors/components/instructor-columns";
import { InstructorFormDialog } from "@/features/instructors/components/instructor-form-dialog";

export default function AdminInstructorsPage() {
  const list = useListParams(INSTRUCTOR_LIST);
  const { params } = list;
  const { data, isPending, isError } = useInstructorsPage(params);
  const instructors = data?.rows;
  const total = data?.total ?? 0;
  const remove = useDeleteInstructor();
  const dialogs = useAdminDialogs<Instructor>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Instruktur"
        description="Kelola data instruktur dan jabatannya."
        action={<AddButton label="Tambah Instruktur" onClick={dialogs.openCreate} />}
      />

      <SearchBox
        label="Cari instruktur"
        placeholder="Cari nama atau jabatan..."
        value={params.q}
        onSearch={(q) => list.update({ q })}
      />

      <AdminListSection
        isError={isError}
        isEmpty={total === 0 && !!data && !params.q}
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
          columns={INSTRUCTOR_COLUMNS}
          sort={{ key: params.sort, dir: params.dir, onSort: (key) => list.toggleSort(key as InstructorSortKey) }}
          emptyText={`Tidak ada instruktur yang cocok dengan "${params.q}".`}
          actionsLabel={(instructor) => `Aksi untuk ${instructor.name}`}
          actions={(instructor) =>
            editDeleteActions(
              () => dialogs.openEdit(instructor),
              () => dialogs.openDelete(instructor),
            )
          }
        />
        <Pager page={params.page} total={total} noun="instruktur" onPage={(page) => list.update({ page })} />
      </AdminListSection>

      <InstructorFormDialog {...dialogs.dialogProps("form")} instructor={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(instructor) => `Instruktur ${instructor?.name ?? ""} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(instructor) => remove.mutateAsync(instructor.id)}
        pending={remove.isPending}
        success="Instruktur berhasil dihapus."
        failure="Gagal menghapus instruktur."
      />
    </div>
  );
}
