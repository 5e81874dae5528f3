import { MegaphoneIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Pager, SearchBox } from "@/components/list-controls";
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

export default function AdminAnnouncementsPage() {
  const list = useListParams(ANNOUNCEMENT_LIST);
  const { params } = list;
  const { data, isPending, isError } = useAnnouncementsPage(params);
  const total = data?.total ?? 0;
  const remove = useDeleteAnnouncement();
  const dialogs = useAdminDialogs<Announcement>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Pengumuman"
        description="Kelola pengumuman yang tampil di halaman Pengumuman dan beranda."
        action={<AddButton label="Tambah Pengumuman" onClick={dialogs.openCreate} />}
      />
      <SearchBox label="Cari pengumuman" placeholder="Cari judul pengumuman..." value={params.q} onSearch={(q) => list.update({ q })} />
      <AdminListSection
        isError={isError}
        isEmpty={total === 0 && !!data && !params.q}
        errorTitle="Gagal memuat data pengumuman."
        empty={{
          icon: MegaphoneIcon,
          title: "Belum Ada Pengumuman",
          description: 'Klik tombol "Tambah Pengumuman" untuk menerbitkan pengumuman pertama.',
        }}
      >
        <AdminTable
          rows={isPending ? undefined : data?.rows}
          sort={list.tableSort}
          emptyText={params.q ? `Tidak ada pengumuman yang cocok dengan "${params.q}".` : undefined}
          rowKey={(a) => a.id}
          columns={ANNOUNCEMENT_COLUMNS}
          actionsLabel={(a) => `Aksi untuk ${a.title}`}
          actions={(a) =>
            editDeleteActions(
              () => dialogs.openEdit(a),
              () => dialogs.openDelete(a),
            )
          }
        />
        <Pager page={params.page} total={total} noun="pengumuman" onPage={(page) => list.update({ page })} />
      </AdminListSection>

      <AnnouncementFormDialog {...dialogs.dialogProps("form")} announcement={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(a) => `Pengumuman ${a?.title ?? ""} beserta gambarnya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(a) => remove.mutateAsync(a)}
        pending={remove.isPending}
        success="Pengumuman berhasil dihapus."
        failure="Gagal menghapus pengumuman."
      />
    </div>
  );
}
