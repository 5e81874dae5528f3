import { DatePicker } from "@/components/date-picker";
import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxField, ImageField, TextareaField, TextField } from "@/components/form-fields";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateAnnouncement, useUpdateAnnouncement, type Announcement } from "@/features/announcements/api/announcements";
import {
  announcementFormDefaults,
  announcementSchema,
  NO_SCHEDULE,
  toAnnouncementInput,
} from "@/features/announcements/schemas/announcement-schema";
import { useSchedules } from "@/features/schedules/api/schedules";

const TEXTS: EntityFormTexts = {
  description: "Isi detail pengumuman di bawah ini. Pengumuman tampil untuk pengunjung mulai tanggal dan jam terbit.",
  add: { title: "Tambah Pengumuman Baru", success: "Pengumuman berhasil ditambahkan.", failure: "Gagal menambahkan pengumuman." },
  edit: { title: "Edit Pengumuman", success: "Pengumuman berhasil diperbarui.", failure: "Gagal memperbarui pengumuman." },
};

interface AnnouncementFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when an announcement is passed. */
  announcement?: Announcement;
}

export function AnnouncementFormDialog({ announcement, ...dialog }: AnnouncementFormDialogProps) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const schedules = useSchedules();
  const form = useZodForm(announcementSchema, announcementFormDefaults(announcement));

  return (
    <EntityFormDialog
      {...dialog}
      item={announcement}
      texts={TEXTS}
      form={form}
      values={announcementFormDefaults(announcement)}
      image={{ kind: "gambar", name: "image" }}
      toInput={toAnnouncementInput}
      create={create.mutateAsync}
      update={(input, current, { removeImage }) => update.mutateAsync({ id: current.id, current, removeImage, ...input })}
      className="sm:max-w-2xl"
    >
      <TextField control={form.control} name="title" label="Judul" placeholder="Contoh: Pendaftaran Batch 3 Dibuka" autoComplete="off" />
      <TextareaField
        control={form.control}
        name="body"
        label="Isi Pengumuman"
        rows={7}
        placeholder="Tulis paragraf dipisahkan baris kosong. Tautan https:// otomatis dapat diklik."
        description="Teks biasa: paragraf dipisahkan baris kosong; tautan https:// menjadi tautan."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="publishDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Tanggal Terbit</FormLabel>
              <FormControl>
                <DatePicker value={field.value} onChange={(d) => field.onChange(d ?? null)} onBlur={field.onBlur} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="publishTime"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Jam Terbit</FormLabel>
              <FormControl>
                <Input type="time" step={60} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="scheduleId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Jadwal Terkait (opsional)</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} disabled={schedules.isPending || schedules.isError}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder={schedules.isPending ? "Memuat jadwal..." : "Pilih jadwal"} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectItem value={NO_SCHEDULE}>Tidak terkait jadwal</SelectItem>
                {(schedules.data ?? []).map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {s.program} — {s.batch}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {schedules.isError ? <FormDescription>Gagal memuat jadwal.</FormDescription> : null}
            <FormMessage />
          </FormItem>
        )}
      />
      <ImageField
        control={form.control}
        name="image"
        label="Gambar (opsional)"
        existingUrl={announcement?.image_url}
        previewAlt={announcement ? `Gambar ${announcement.title}` : "Pratinjau gambar"}
      />
      {announcement?.image_url ? (
        <CheckboxField control={form.control} name="removeImage" label="Hapus gambar saat ini" />
      ) : null}
    </EntityFormDialog>
  );
}
