import { useState } from "react";
import { GalleryHorizontalEndIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Badge } from "@/components/ui/badge";
import { RowActions } from "@/components/row-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
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

type DialogState = { kind: "form" | "delete"; banner?: HeroBanner; open: boolean };

export default function AdminBannersPage() {
  const { data: banners, isPending, isError } = useHeroBanners();
  const remove = useDeleteHeroBanner();
  const [dialog, setDialog] = useState<DialogState>({ kind: "form", open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));

  async function confirmDelete() {
    if (!dialog.banner) return;
    try {
      await remove.mutateAsync(dialog.banner);
      toast({ title: "Banner berhasil dihapus." });
    } catch (error) {
      toast({
        title: "Gagal menghapus hero banner.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
    close();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Hero Banner"
        description="Kelola banner yang tampil bergantian di halaman beranda."
        action={
          <Button onClick={() => setDialog({ kind: "form", open: true })}>
            <PlusIcon aria-hidden="true" />
            Tambah Banner
          </Button>
        }
      />

      {isError ? (
        <ErrorState title="Gagal memuat hero banner." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !isPending && banners.length === 0 ? (
        <EmptyState
          icon={GalleryHorizontalEndIcon}
          title="Belum Ada Banner"
          description='Klik tombol "Tambah Banner" untuk menambahkan banner pertama.'
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Judul</TableHead>
                <TableHead>Gambar</TableHead>
                <TableHead>Periode Aktif</TableHead>
                <TableHead>Durasi Slide</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="w-16 text-right max-md:sticky max-md:right-0 max-md:bg-muted">Aksi</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending
                ? Array.from({ length: 3 }, (_, i) => (
                    <TableRow key={i} data-testid="skeleton-row">
                      <TableCell><Skeleton className="h-5 w-40" /></TableCell>
                      <TableCell><Skeleton className="h-12 w-24" /></TableCell>
                      <TableCell><Skeleton className="h-5 w-36" /></TableCell>
                      <TableCell><Skeleton className="h-5 w-28" /></TableCell>
                      <TableCell><Skeleton className="h-5 w-20" /></TableCell>
                      <TableCell><Skeleton className="ml-auto size-8" /></TableCell>
                    </TableRow>
                  ))
                : banners.map((banner) => {
                    const status = getBannerStatus(banner.start_date, banner.end_date);
                    return (
                      <TableRow key={banner.id}>
                        <TableCell className="min-w-48">
                          <p className="font-medium">{banner.title}</p>
                          {banner.subtitle && (
                            <p className="line-clamp-1 text-xs text-muted-foreground">{banner.subtitle}</p>
                          )}
                        </TableCell>
                        <TableCell>
                          <img
                            src={banner.image_url}
                            alt={banner.title}
                            width={96}
                            height={48}
                            loading="lazy"
                            className="h-12 w-24 rounded-md border object-cover"
                          />
                        </TableCell>
                        <TableCell className="whitespace-nowrap tabular-nums">
                          {formatDateRange(banner.start_date, banner.end_date)}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{autoplayLabel(banner.autoplay_delay_ms)}</TableCell>
                        <TableCell>
                          <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>
                        </TableCell>
                        <TableCell className="text-right max-md:sticky max-md:right-0 max-md:bg-card">
                          <RowActions
                            label={`Aksi untuk ${banner.title}`}
                            actions={[
                              {
                                label: "Edit",
                                icon: PencilIcon,
                                onSelect: () => setDialog({ kind: "form", banner, open: true }),
                              },
                              {
                                label: "Hapus",
                                icon: Trash2Icon,
                                destructive: true,
                                onSelect: () => setDialog({ kind: "delete", banner, open: true }),
                              },
                            ]}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
            </TableBody>
          </Table>
        </Card>
      )}

      <HeroBannerFormDialog
        open={dialog.open && dialog.kind === "form"}
        onOpenChange={(open) => (open ? undefined : close())}
        banner={dialog.kind === "form" ? dialog.banner : undefined}
      />
      <ConfirmDialog
        open={dialog.open && dialog.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        description={`Banner "${dialog.banner?.title ?? ""}" beserta gambarnya akan dihapus secara permanen.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
