import { UsersIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { INSTRUCTOR_LIST, useDeleteInstructor, useInstructorsPage, type Instructor } from "@/features/instructors/api/instructors";
import { INSTRUCTOR_COLUMNS } from "@/features/instructors/components/instructor-columns";
import { InstructorFormDialog } from "@/features/instructors/components/instructor-form-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Instruktur", description: "Kelola data instruktur dan jabatannya.", add: "Tambah Instruktur" },
  search: { noun: "instruktur", placeholder: "Cari nama atau jabatan..." },
  error: "Gagal memuat data instruktur.",
  empty: { icon: UsersIcon, title: "Belum Ada Instruktur", description: 'Klik tombol "Tambah Instruktur" untuk menambahkan instruktur pertama.' },
};

export default function AdminInstructorsPage() {
  const list = useListParams(INSTRUCTOR_LIST);
  const query = useInstructorsPage(list.params);
  const remove = useDeleteInstructor();
  const dialogs = useAdminDialogs<Instructor>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={query.data?.rows}
          columns={INSTRUCTOR_COLUMNS}
          sort={list.tableSort}
          emptyText={`Tidak ada instruktur yang cocok dengan "${list.params.q}".`}
          actions={{ label: (instructor) => `Aksi untuk ${instructor.name}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <InstructorFormDialog {...dialogs.dialogProps("form")} instructor={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(instructor) => `Instruktur ${instructor?.name ?? ""} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(instructor) => remove.mutateAsync(instructor.id)}
        pending={remove.isPending}
        success="Instruktur berhasil dihapus."
        failure="Gagal menghapus instruktur."
      />
    </>
  );
}
