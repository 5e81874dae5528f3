import { MegaphoneIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import {
  ANNOUNCEMENT_LIST,
  useAnnouncementsPage,
  useDeleteAnnouncement,
  type Announcement,
} from "@/features/announcements/api/announcements";
import { ANNOUNCEMENT_COLUMNS } from "@/features/announcements/components/announcement-columns";
import { AnnouncementFormDialog } from "@/features/announcements/components/announcement-form-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Pengumuman", description: "Kelola pengumuman yang tampil di halaman Pengumuman dan beranda.", add: "Tambah Pengumuman" },
  search: { noun: "pengumuman", placeholder: "Cari judul pengumuman..." },
  error: "Gagal memuat data pengumuman.",
  empty: { icon: MegaphoneIcon, title: "Belum Ada Pengumuman", description: 'Klik tombol "Tambah Pengumuman" untuk menerbitkan pengumuman pertama.' },
};

export default function AdminAnnouncementsPage() {
  const list = useListParams(ANNOUNCEMENT_LIST);
  const query = useAnnouncementsPage(list.params);
  const remove = useDeleteAnnouncement();
  const dialogs = useAdminDialogs<Announcement>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={query.data?.rows}
          columns={ANNOUNCEMENT_COLUMNS}
          sort={list.tableSort}
          emptyText={list.params.q ? `Tidak ada pengumuman yang cocok dengan "${list.params.q}".` : undefined}
          actions={{ label: (a) => `Aksi untuk ${a.title}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <AnnouncementFormDialog {...dialogs.dialogProps("form")} announcement={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(a) => `Pengumuman ${a?.title ?? ""} beserta gambarnya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(a) => remove.mutateAsync(a)}
        pending={remove.isPending}
        success="Pengumuman berhasil dihapus."
        failure="Gagal menghapus pengumuman."
      />
    </>
  );
}
