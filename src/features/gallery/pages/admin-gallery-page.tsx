import { useState } from "react";
import { ImagesIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useDeleteGalleryItem, useGallery, type GalleryItem } from "@/features/gallery/api/gallery";
import { GalleryGridSkeleton } from "@/features/gallery/components/gallery-grid";
import { GalleryPhotoFormDialog } from "@/features/gallery/components/gallery-photo-form-dialog";

type DialogState = { kind: "form" | "delete"; item?: GalleryItem; open: boolean };

export default function AdminGalleryPage() {
  const { data: items, isPending, isError } = useGallery();
  const remove = useDeleteGalleryItem();
  const [dialog, setDialog] = useState<DialogState>({ kind: "form", open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));

  async function confirmDelete() {
    if (!dialog.item) return;
    try {
      await remove.mutateAsync(dialog.item);
      toast({ title: "Foto berhasil dihapus." });
    } catch (error) {
      toast({
        title: "Gagal menghapus foto.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
    close();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Galeri"
        description="Kelola foto kegiatan yang tampil di halaman galeri."
        action={
          <Button onClick={() => setDialog({ kind: "form", open: true })}>
            <PlusIcon aria-hidden="true" />
            Tambah Foto
          </Button>
        }
      />

      {isError ? (
        <ErrorState title="Gagal memuat galeri." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : isPending ? (
        <GalleryGridSkeleton count={4} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ImagesIcon}
          title="Galeri Kosong"
          description='Klik tombol "Tambah Foto" untuk mengunggah foto pertama.'
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" aria-label="Foto galeri">
          {items.map((item) => (
            <li key={item.id}>
              <figure className="group relative overflow-hidden rounded-xl border bg-card shadow-sm">
                <div className="aspect-[4/3] overflow-hidden bg-muted">
                  <img
                    src={item.src}
                    alt={item.alt}
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </div>
                <figcaption className="truncate px-4 py-3 text-sm font-medium" title={item.caption}>
                  {item.caption}
                </figcaption>
                <Button
                  variant="destructive"
                  size="icon-sm"
                  className="absolute right-2 top-2 opacity-0 transition-opacity focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100"
                  aria-label={`Hapus foto ${item.caption}`}
                  onClick={() => setDialog({ kind: "delete", item, open: true })}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </figure>
            </li>
          ))}
        </ul>
      )}

      <GalleryPhotoFormDialog
        open={dialog.open && dialog.kind === "form"}
        onOpenChange={(open) => (open ? undefined : close())}
      />
      <ConfirmDialog
        open={dialog.open && dialog.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        description={`Foto "${dialog.item?.caption ?? ""}" akan dihapus secara permanen dari galeri.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
