import { ImagesIcon, Trash2Icon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { Button } from "@/components/ui/button";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import {
  GALLERY_LIST,
  useDeleteGalleryItem,
  useGalleryPage,
  type GalleryItem,
  type GallerySortKey,
} from "@/features/gallery/api/gallery";
import { GalleryGridSkeleton } from "@/features/gallery/components/gallery-grid";
import { GalleryPhotoFormDialog } from "@/features/gallery/components/gallery-photo-form-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Galeri", description: "Kelola foto kegiatan yang tampil di halaman galeri.", add: "Tambah Foto" },
  search: { noun: "foto", placeholder: "Cari keterangan atau teks alternatif..." },
  error: "Gagal memuat galeri.",
  empty: { icon: ImagesIcon, title: "Galeri Kosong", description: 'Klik tombol "Tambah Foto" untuk mengunggah foto pertama.' },
};

const SORT_OPTIONS: { value: string; label: string; sort: GallerySortKey; dir: "asc" | "desc" }[] = [
  { value: "created_at.desc", label: "Terbaru", sort: "created_at", dir: "desc" },
  { value: "created_at.asc", label: "Terlama", sort: "created_at", dir: "asc" },
  { value: "caption.asc", label: "Keterangan A–Z", sort: "caption", dir: "asc" },
  { value: "caption.desc", label: "Keterangan Z–A", sort: "caption", dir: "desc" },
];

export default function AdminGalleryPage() {
  const list = useListParams(GALLERY_LIST);
  const { params } = list;
  const query = useGalleryPage(params);
  const items = query.data?.rows;
  const remove = useDeleteGalleryItem();
  const dialogs = useAdminDialogs<GalleryItem>();

  return (
    <>
      <AdminListPage
        texts={TEXTS}
        list={list}
        query={query}
        onAdd={dialogs.openCreate}
        tools={
          <div className="grid gap-1.5">
            <label htmlFor="gallery-sort" className="text-sm font-medium">
              Urutkan
            </label>
            <select
              id="gallery-sort"
              value={`${params.sort}.${params.dir}`}
              onChange={(event) => {
                const option = SORT_OPTIONS.find((o) => o.value === event.target.value);
                if (option) list.update({ sort: option.sort, dir: option.dir });
              }}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        }
      >
        {!items ? (
          <GalleryGridSkeleton count={4} />
        ) : items.length === 0 && params.q ? (
          <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">
            Tidak ada foto yang cocok dengan "{params.q}".
          </p>
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
      </AdminListPage>

      <GalleryPhotoFormDialog {...dialogs.dialogProps("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(item) => `Foto "${item?.caption ?? ""}" akan dihapus dari galeri. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(item) => remove.mutateAsync(item)}
        pending={remove.isPending}
        success="Foto berhasil dihapus."
        failure="Gagal menghapus foto."
      />
    </>
  );
}
