import { GalleryHorizontalEndIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Pager, SearchBox } from "@/components/list-controls";
import { Badge } from "@/components/ui/badge";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { BANNER_LIST, useDeleteHeroBanner, useHeroBannersPage, type HeroBanner } from "@/features/banners/api/banners";
import { HeroBannerFormDialog } from "@/features/banners/components/hero-banner-form-dialog";
import { formatDateRange } from "@/lib/dates";
import { getBannerStatus, type BannerStatus } from "@/features/banners/lib/banners";

const STATUS_VARIANT: Record<BannerStatus, "success" | "secondary" | "outline"> = {
  Aktif: "success",
  Dijadwalkan: "secondary",
  Kadaluarsa: "outline",
};

/** 'Default (5 detik)' when no delay is stored, otherwise e.g. '7 detik (7000 ms)'. */
function autoplayLabel(ms: number | null): string {
  if (ms == null) return "Default (5 detik)";
  return `${(ms / 1000).toLocaleString("id-ID")} detik (${ms} ms)`;
}

function BannerStatusBadge({ banner }: { banner: HeroBanner }) {
  const status = getBannerStatus(banner.start_date, banner.end_date);
  return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
}

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
          columns={[
            {
              header: "Judul",
              sortKey: "title",
              skeleton: "h-5 w-40",
              className: "min-w-48",
              cell: (banner) => (
                <>
                  <p className="font-medium">{banner.title}</p>
                  {banner.subtitle && <p className="line-clamp-1 text-xs text-muted-foreground">{banner.subtitle}</p>}
                </>
              ),
            },
            {
              header: "Gambar",
              skeleton: "h-12 w-24",
              cell: (banner) => (
                <img
                  src={banner.image_url}
                  alt={banner.title}
                  width={96}
                  height={48}
                  loading="lazy"
                  className="h-12 w-24 rounded-md border object-cover"
                />
              ),
            },
            {
              header: "Periode Aktif",
              sortKey: "start_date",
              skeleton: "h-5 w-36",
              className: "whitespace-nowrap tabular-nums",
              cell: (banner) => formatDateRange(banner.start_date, banner.end_date),
            },
            {
              header: "Durasi Slide",
              sortKey: "autoplay_delay_ms",
              skeleton: "h-5 w-28",
              className: "whitespace-nowrap",
              cell: (banner) => autoplayLabel(banner.autoplay_delay_ms),
            },
            { header: "Status", sortKey: "status", skeleton: "h-5 w-20", cell: (banner) => <BannerStatusBadge banner={banner} /> },
          ]}
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
