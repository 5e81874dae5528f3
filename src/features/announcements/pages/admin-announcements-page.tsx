import { ImageIcon, MegaphoneIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Badge } from "@/components/ui/badge";
import { Pager, SearchBox } from "@/components/list-controls";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import {
  ANNOUNCEMENT_LIST,
  useAnnouncementsPage,
  useDeleteAnnouncement,
  type Announcement,
} from "@/features/announcements/api/announcements";
import { AnnouncementFormDialog } from "@/features/announcements/components/announcement-form-dialog";
import { format } from "date-fns";
import { id as localeId } from "date-fns/locale";

function PublicationBadge({ publishedAt }: { publishedAt: string }) {
  const published = Date.parse(publishedAt) <= Date.now();
  return published ? (
    <Badge variant="success">Terbit</Badge>
  ) : (
    <Badge variant="outline" className="border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-400/10 dark:text-amber-300">
      Terjadwal
    </Badge>
  );
}

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
          columns={[
            {
              header: "Gambar",
              headClassName: "w-24",
              skeleton: "h-12 w-16",
              cell: (a) =>
                a.image_url ? (
                  <img src={a.image_url} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 rounded-md border object-cover" />
                ) : (
                  <div className="flex h-12 w-16 items-center justify-center rounded-md border bg-muted text-muted-foreground">
                    <ImageIcon className="size-4" aria-hidden="true" />
                    <span className="sr-only">Tanpa gambar</span>
                  </div>
                ),
            },
            { header: "Judul", sortKey: "title", skeleton: "h-5 w-56", className: "min-w-56 font-medium", cell: (a) => a.title },
            {
              header: "Tanggal Terbit",
              sortKey: "published_at",
              skeleton: "h-5 w-32",
              className: "whitespace-nowrap tabular-nums",
              cell: (a) => format(new Date(a.published_at), "d MMM yyyy, HH:mm", { locale: localeId }),
            },
            { header: "Status", skeleton: "h-5 w-20", cell: (a) => <PublicationBadge publishedAt={a.published_at} /> },
          ]}
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
