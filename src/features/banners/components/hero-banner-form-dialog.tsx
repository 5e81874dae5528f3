import { useMemo } from "react";
import { DateRangeFormField } from "@/components/date-range-picker";
import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, SelectField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateHeroBanner, useUpdateHeroBanner, type HeroBanner } from "@/features/banners/api/banners";
import {
  heroBannerFormDefaults,
  IMAGE_POSITIONS,
  makeHeroBannerSchema,
  toHeroBannerInput,
} from "@/features/banners/schemas/hero-banner-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi detail hero banner di bawah ini.",
  add: { title: "Tambah Banner Baru", success: "Banner berhasil ditambahkan.", failure: "Gagal menambahkan banner." },
  edit: { title: "Edit Banner", success: "Banner berhasil diperbarui.", failure: "Gagal memperbarui banner." },
};

const POSITION_LABELS: Record<(typeof IMAGE_POSITIONS)[number], string> = {
  Top: "Atas (Top)",
  Center: "Tengah (Center)",
  Bottom: "Bawah (Bottom)",
};

interface HeroBannerFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a banner is passed (then the image is optional). */
  banner?: HeroBanner;
}

export function HeroBannerFormDialog({ banner, ...dialog }: HeroBannerFormDialogProps) {
  const isEdit = !!banner;
  const create = useCreateHeroBanner();
  const update = useUpdateHeroBanner();
  const schema = useMemo(() => makeHeroBannerSchema({ isEdit }), [isEdit]);
  const form = useZodForm(schema, heroBannerFormDefaults(banner));

  return (
    <EntityFormDialog
      {...dialog}
      item={banner}
      texts={TEXTS}
      form={form}
      values={heroBannerFormDefaults(banner)}
      image={{ kind: "gambar", name: "image" }}
      toInput={toHeroBannerInput}
      create={create.mutateAsync}
      update={(input, current) => update.mutateAsync({ id: current.id, current, ...input })}
      className="sm:max-w-2xl"
    >
      <TextField
        control={form.control}
        name="title"
        label="Judul"
        placeholder="Contoh: Pendaftaran Pelatihan Dibuka"
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="subtitle"
        label="Subjudul (opsional)"
        placeholder="Kalimat pendek di bawah judul"
        autoComplete="off"
      />
      <ImageField
        control={form.control}
        name="image"
        label={isEdit ? "Gambar Banner (opsional)" : "Gambar Banner"}
        existingUrl={banner?.image_url}
        previewAlt={banner ? `Gambar ${banner.title}` : "Pratinjau gambar"}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="image_position"
          label="Posisi Gambar"
          options={IMAGE_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))}
        />
        <TextField
          control={form.control}
          name="autoplay_delay_ms"
          label="Durasi Slide (ms)"
          description="Kosongkan untuk bawaan (5 detik)."
          type="number"
          inputMode="numeric"
          min={1000}
          step={500}
          placeholder="5000"
        />
      </div>
      <TextField
        control={form.control}
        name="link_to"
        label="Tautan Tombol (opsional)"
        type="url"
        placeholder="https://..."
        autoComplete="off"
      />
      <DateRangeFormField
        control={form.control}
        startName="startDate"
        endName="endDate"
        label="Periode Aktif"
        placeholder="Pilih rentang tanggal"
      />
    </EntityFormDialog>
  );
}
