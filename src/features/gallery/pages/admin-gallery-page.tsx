import { ImagesIcon, Trash2Icon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection } from "@/components/admin-table";
import { Button } from "@/components/ui/button";
import { useAdminDialogs } from "@/components/use-admin-dialogs";
import { useDeleteGalleryItem, useGallery, type GalleryItem } from "@/features/gallery/api/gallery";
import { GalleryGridSkeleton } from "@/features/gallery/components/gallery-grid";
import { GalleryPhotoFormDialog } from "@/features/gallery/components/gallery-photo-form-dialog";

export default function AdminGalleryPage() {
  const { data: items, isError } = useGallery();
  const remove = useDeleteGalleryItem();
  const dialogs = useAdminDialogs<GalleryItem>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Galeri"
        description="Kelola foto kegiatan yang tampil di halaman galeri."
        action={<AddButton label="Tambah Foto" onClick={dialogs.openCreate} />}
      />

      <AdminListSection
        isError={isError}
        isEmpty={items?.length === 0}
        errorTitle="Gagal memuat galeri."
        empty={{
          icon: ImagesIcon,
          title: "Galeri Kosong",
          description: 'Klik tombol "Tambah Foto" untuk mengunggah foto pertama.',
        }}
      >
        {!items ? (
          <GalleryGridSkeleton count={4} />
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
                    onClick={() => dialogs.openDelete(item)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </AdminListSection>

      <GalleryPhotoFormDialog {...dialogs.dialogProps("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(item) => `Foto "${item?.caption ?? ""}" akan dihapus secara permanen dari galeri.`}
        onDelete={(item) => remove.mutateAsync(item)}
        pending={remove.isPending}
        success="Foto berhasil dihapus."
        failure="Gagal menghapus foto."
      />
    </div>
  );
}
