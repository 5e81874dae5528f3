import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/form-dialog";
import { ImageInput } from "@/components/image-input";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCreateGalleryItem } from "@/features/gallery/api/gallery";
import {
  galleryPhotoDefaults,
  galleryPhotoSchema,
  toGalleryItemInput,
  type GalleryPhotoFormInput,
  type GalleryPhotoFormValues,
} from "@/features/gallery/schemas/gallery-schema";
import { compressImage } from "@/lib/image";

interface GalleryPhotoFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Tambah Foto': one image (compressed when over 1 MB), a caption and an alt text. */
export function GalleryPhotoFormDialog({ open, onOpenChange }: GalleryPhotoFormDialogProps) {
  const create = useCreateGalleryItem();
  const form = useForm<GalleryPhotoFormInput, unknown, GalleryPhotoFormValues>({
    resolver: zodResolver(galleryPhotoSchema),
    defaultValues: galleryPhotoDefaults,
  });

  async function onSubmit(values: GalleryPhotoFormValues) {
    const file = await compressImage(values.file, { kind: "foto" });
    try {
      await create.mutateAsync(toGalleryItemInput(values, file));
      toast({ title: "Foto berhasil ditambahkan." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: "Gagal menambahkan foto.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Tambah Foto"
      description="Unggah foto kegiatan beserta keterangannya."
      form={form}
      values={galleryPhotoDefaults}
      onSubmit={onSubmit}
    >
      <FormField
        control={form.control}
        name="file"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Foto</FormLabel>
            <FormControl>
              <ImageInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="caption"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Keterangan</FormLabel>
            <FormControl>
              <Input placeholder="Contoh: Praktik jaringan komputer" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="alt"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Teks Alternatif</FormLabel>
            <FormControl>
              <Input placeholder="Deskripsi singkat isi foto" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
