import { GalleryHorizontalEndIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Pager, SearchBox } from "@/components/list-controls";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { BANNER_LIST, useDeleteHeroBanner, useHeroBannersPage, type HeroBanner } from "@/features/banners/api/banners";
import { HERO_BANNER_COLUMNS } from "@/features/banners/components/hero-banner-columns";
import { HeroBannerFormDialog } from "@/features/banners/components/hero-banner-form-dialog";

export default function AdminBannersPage() {
  const list = useListParams(BANNER_LIST);
  const { params } = list;
  const { data, isPending, isError } = useHeroBannersPage(params);
  const total = data?.total ?? 0;
  const remove = useDeleteHeroBanner();
  const dialogs = useAdminDialogs<HeroBanner>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Hero Banner"
        description="Kelola banner yang tampil bergantian di halaman beranda."
        action={<AddButton label="Tambah Banner" onClick={dialogs.openCreate} />}
      />

      <SearchBox label="Cari banner" placeholder="Cari judul banner..." value={params.q} onSearch={(q) => list.update({ q })} />

      <AdminListSection
        isError={isError}
        isEmpty={total === 0 && !!data && !params.q}
        errorTitle="Gagal memuat hero banner."
        empty={{
          icon: GalleryHorizontalEndIcon,
          title: "Belum Ada Banner",
          description: 'Klik tombol "Tambah Banner" untuk menambahkan banner pertama.',
        }}
      >
        <AdminTable
          rows={isPending ? undefined : data?.rows}
          sort={list.tableSort}
          emptyText={params.q ? `Tidak ada banner yang cocok dengan "${params.q}".` : undefined}
          rowKey={(banner) => banner.id}
          columns={HERO_BANNER_COLUMNS}
          actionsLabel={(banner) => `Aksi untuk ${banner.title}`}
          actions={(banner) =>
            editDeleteActions(
              () => dialogs.openEdit(banner),
              () => dialogs.openDelete(banner),
            )
          }
        />
        <Pager page={params.page} total={total} noun="banner" onPage={(page) => list.update({ page })} />
      </AdminListSection>

      <HeroBannerFormDialog {...dialogs.dialogProps("form")} banner={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(banner) => `Banner "${banner?.title ?? ""}" beserta gambarnya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(banner) => remove.mutateAsync(banner)}
        pending={remove.isPending}
        success="Banner berhasil dihapus."
        failure="Gagal menghapus hero banner."
      />
    </div>
  );
}
