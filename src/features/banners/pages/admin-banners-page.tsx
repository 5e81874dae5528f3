import { GalleryHorizontalEndIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Badge } from "@/components/ui/badge";
import { useAdminDialogs } from "@/components/use-admin-dialogs";
import { useDeleteHeroBanner, useHeroBanners, type HeroBanner } from "@/features/banners/api/banners";
import { HeroBannerFormDialog } from "@/features/banners/components/hero-banner-form-dialog";
import { formatDateRange } from "@/lib/dates";
import { getBannerStatus, type BannerStatus } from "@/lib/status";

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
  const { data: banners, isPending, isError } = useHeroBanners();
  const remove = useDeleteHeroBanner();
  const dialogs = useAdminDialogs<HeroBanner>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Hero Banner"
        description="Kelola banner yang tampil bergantian di halaman beranda."
        action={<AddButton label="Tambah Banner" onClick={dialogs.openCreate} />}
      />

      <AdminListSection
        isError={isError}
        isEmpty={banners?.length === 0}
        errorTitle="Gagal memuat hero banner."
        empty={{
          icon: GalleryHorizontalEndIcon,
          title: "Belum Ada Banner",
          description: 'Klik tombol "Tambah Banner" untuk menambahkan banner pertama.',
        }}
      >
        <AdminTable
          rows={isPending ? undefined : banners}
          rowKey={(banner) => banner.id}
          columns={[
            {
              header: "Judul",
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
              skeleton: "h-5 w-36",
              className: "whitespace-nowrap tabular-nums",
              cell: (banner) => formatDateRange(banner.start_date, banner.end_date),
            },
            {
              header: "Durasi Slide",
              skeleton: "h-5 w-28",
              className: "whitespace-nowrap",
              cell: (banner) => autoplayLabel(banner.autoplay_delay_ms),
            },
            { header: "Status", skeleton: "h-5 w-20", cell: (banner) => <BannerStatusBadge banner={banner} /> },
          ]}
          actionsLabel={(banner) => `Aksi untuk ${banner.title}`}
          actions={(banner) =>
            editDeleteActions(
              () => dialogs.openEdit(banner),
              () => dialogs.openDelete(banner),
            )
          }
        />
      </AdminListSection>

      <HeroBannerFormDialog {...dialogs.dialogProps("form")} banner={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(banner) => `Banner "${banner?.title ?? ""}" beserta gambarnya akan dihapus secara permanen.`}
        onDelete={(banner) => remove.mutateAsync(banner)}
        pending={remove.isPending}
        success="Banner berhasil dihapus."
        failure="Gagal menghapus hero banner."
      />
    </div>
  );
}
