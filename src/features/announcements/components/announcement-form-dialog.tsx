import { DatePicker } from "@/components/date-picker";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextareaField, TextField } from "@/components/form-fields";
import { useImageSave } from "@/components/use-image-save";
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
  type AnnouncementFormValues,
} from "@/features/announcements/schemas/announcement-schema";
import { useSchedules } from "@/features/schedules/api/schedules";

interface AnnouncementFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when an announcement is passed. */
  announcement?: Announcement;
}

export function AnnouncementFormDialog({ open, onOpenChange, announcement }: AnnouncementFormDialogProps) {
  const isEdit = !!announcement;
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const image = useImageSave("gambar");
  const schedules = useSchedules();
  const form = useZodForm(announcementSchema, announcementFormDefaults(announcement));

  async function onSubmit(values: AnnouncementFormValues) {
    const saved = await image.save(
      values.image,
      (file, upload) => {
        const input = { ...toAnnouncementInput(values, file), upload };
        return announcement
          ? update.mutateAsync({ id: announcement.id, current: announcement, removeImage: values.removeImage, ...input })
          : create.mutateAsync(input);
      },
      isEdit
        ? { success: "Pengumuman berhasil diperbarui.", failure: "Gagal memperbarui pengumuman." }
        : { success: "Pengumuman berhasil ditambahkan.", failure: "Gagal menambahkan pengumuman." },
    );
    if (saved) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Pengumuman" : "Tambah Pengumuman Baru"}
      description="Isi detail pengumuman di bawah ini. Pengumuman tampil untuk pengunjung mulai tanggal dan jam terbit."
      form={form}
      values={announcementFormDefaults(announcement)}
      onSubmit={onSubmit}
      status={image.status}
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
        <FormField
          control={form.control}
          name="removeImage"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center gap-2 space-y-0">
              <FormControl>
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              </FormControl>
              <FormLabel className="font-normal">Hapus gambar saat ini</FormLabel>
            </FormItem>
          )}
        />
      ) : null}
    </FormDialog>
  );
}
