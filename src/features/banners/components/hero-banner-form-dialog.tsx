import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DateRangeFormField } from "@/components/date-range-picker";
import { FormDialog } from "@/components/form-dialog";
import { ImageInput } from "@/components/image-input";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useCreateHeroBanner, useUpdateHeroBanner, type HeroBanner } from "@/features/banners/api/banners";
import {
  heroBannerFormDefaults,
  IMAGE_POSITIONS,
  makeHeroBannerSchema,
  toHeroBannerInput,
  type HeroBannerFormInput,
  type HeroBannerFormValues,
} from "@/features/banners/schemas/hero-banner-schema";
import { compressImage } from "@/lib/image";

const POSITION_LABELS: Record<(typeof IMAGE_POSITIONS)[number], string> = {
  Top: "Atas (Top)",
  Center: "Tengah (Center)",
  Bottom: "Bawah (Bottom)",
};

interface HeroBannerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a banner is passed (then the image is optional). */
  banner?: HeroBanner;
}

export function HeroBannerFormDialog({ open, onOpenChange, banner }: HeroBannerFormDialogProps) {
  const isEdit = !!banner;
  const create = useCreateHeroBanner();
  const update = useUpdateHeroBanner();
  const schema = useMemo(() => makeHeroBannerSchema({ isEdit }), [isEdit]);
  const form = useForm<HeroBannerFormInput, unknown, HeroBannerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: heroBannerFormDefaults(banner),
  });

  async function onSubmit(values: HeroBannerFormValues) {
    const image = values.image ? await compressImage(values.image, { kind: "gambar" }) : null;
    const input = toHeroBannerInput(values, image);
    try {
      if (banner) await update.mutateAsync({ id: banner.id, current: banner, ...input });
      else await create.mutateAsync(input);
      toast({ title: isEdit ? "Banner berhasil diperbarui." : "Banner berhasil ditambahkan." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: isEdit ? "Gagal memperbarui banner." : "Gagal menambahkan banner.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Banner" : "Tambah Banner Baru"}
      description="Isi detail hero banner di bawah ini."
      form={form}
      values={heroBannerFormDefaults(banner)}
      onSubmit={onSubmit}
      className="sm:max-w-2xl"
    >
      <FormField
        control={form.control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Judul</FormLabel>
            <FormControl>
              <Input placeholder="Contoh: Pendaftaran Pelatihan Dibuka" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="subtitle"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Subjudul (opsional)</FormLabel>
            <FormControl>
              <Input placeholder="Kalimat pendek di bawah judul" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="image"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{isEdit ? "Gambar Banner (opsional)" : "Gambar Banner"}</FormLabel>
            <FormControl>
              <ImageInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                existingUrl={banner?.image_url}
                previewAlt={banner ? `Gambar ${banner.title}` : "Pratinjau gambar"}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="image_position"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Posisi Gambar</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {IMAGE_POSITIONS.map((position) => (
                    <SelectItem key={position} value={position}>
                      {POSITION_LABELS[position]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="autoplay_delay_ms"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Durasi Slide (ms)</FormLabel>
              <FormControl>
                <Input type="number" inputMode="numeric" min={1000} step={500} placeholder="5000" {...field} />
              </FormControl>
              <FormDescription>Kosongkan untuk bawaan (5 detik).</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="link_to"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tautan Tombol (opsional)</FormLabel>
            <FormControl>
              <Input type="url" placeholder="https://..." autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <DateRangeFormField
        control={form.control}
        startName="startDate"
        endName="endDate"
        label="Periode Aktif"
        placeholder="Pilih rentang tanggal"
      />
    </FormDialog>
  );
}
