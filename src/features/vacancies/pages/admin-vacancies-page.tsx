import { BriefcaseBusinessIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { companyName, VACANCY_LIST, useDeleteVacancy, useVacanciesPage, type Vacancy } from "@/features/vacancies/api/vacancies";
import { VACANCY_COLUMNS } from "@/features/vacancies/components/vacancy-columns";
import { VacancyFormDialog } from "@/features/vacancies/components/vacancy-form-dialog";

const TEXTS: AdminListTexts = {
  header: {
    title: "Lowongan Kerja",
    description: "Kelola lowongan yang tampil di halaman Lowongan dan halaman program terkait sampai batas lamarannya.",
    add: "Tambah Lowongan",
  },
  search: { noun: "lowongan", placeholder: "Cari posisi, perusahaan atau lokasi..." },
  error: "Gagal memuat data lowongan.",
  empty: { icon: BriefcaseBusinessIcon, title: "Belum Ada Lowongan", description: 'Klik tombol "Tambah Lowongan" untuk menambahkan lowongan pertama.' },
};

export default function AdminVacanciesPage() {
  const list = useListParams(VACANCY_LIST);
  const query = useVacanciesPage(list.params);
  const remove = useDeleteVacancy();
  const dialogs = useAdminDialogs<Vacancy>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={query.data?.rows}
          columns={VACANCY_COLUMNS}
          sort={list.tableSort}
          emptyText={`Tidak ada lowongan yang cocok dengan "${list.params.q}".`}
          actions={{ label: (vacancy) => `Aksi untuk ${vacancy.position}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <VacancyFormDialog {...dialogs.dialogProps("form")} vacancy={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(vacancy) =>
          `Lowongan ${vacancy?.position ?? ""}${vacancy ? ` (${companyName(vacancy)})` : ""} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`
        }
        onDelete={(vacancy) => remove.mutateAsync(vacancy)}
        pending={remove.isPending}
        success="Lowongan berhasil dihapus."
        failure="Gagal menghapus lowongan."
      />
    </>
  );
}
