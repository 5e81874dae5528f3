import { GalleryHorizontalEndIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { BANNER_LIST, useDeleteHeroBanner, useHeroBannersPage, type HeroBanner } from "@/features/banners/api/banners";
import { HERO_BANNER_COLUMNS } from "@/features/banners/components/hero-banner-columns";
import { HeroBannerFormDialog } from "@/features/banners/components/hero-banner-form-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Hero Banner", description: "Kelola banner yang tampil bergantian di halaman beranda.", add: "Tambah Banner" },
  search: { noun: "banner", placeholder: "Cari judul banner..." },
  error: "Gagal memuat hero banner.",
  empty: { icon: GalleryHorizontalEndIcon, title: "Belum Ada Banner", description: 'Klik tombol "Tambah Banner" untuk menambahkan banner pertama.' },
};

export default function AdminBannersPage() {
  const list = useListParams(BANNER_LIST);
  const query = useHeroBannersPage(list.params);
  const remove = useDeleteHeroBanner();
  const dialogs = useAdminDialogs<HeroBanner>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={query.data?.rows}
          columns={HERO_BANNER_COLUMNS}
          sort={list.tableSort}
          emptyText={list.params.q ? `Tidak ada banner yang cocok dengan "${list.params.q}".` : undefined}
          actions={{ label: (banner) => `Aksi untuk ${banner.title}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <HeroBannerFormDialog {...dialogs.dialogProps("form")} banner={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(banner) => `Banner "${banner?.title ?? ""}" beserta gambarnya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(banner) => remove.mutateAsync(banner)}
        pending={remove.isPending}
        success="Banner berhasil dihapus."
        failure="Gagal menghapus hero banner."
      />
    </>
  );
}
