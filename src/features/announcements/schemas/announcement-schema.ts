import { z } from "zod";
import { format } from "date-fns";
import { imageFileField } from "@/lib/image";
import { looksLikeHtml, requiredText } from "@/lib/validators";

export const ANNOUNCEMENT_MESSAGES = {
  title: "Judul pengumuman harus diisi",
  body: "Isi pengumuman harus diisi",
  bodyHtml: "Isi pengumuman berupa teks biasa: hapus tag HTML (tautan https:// cukup ditulis apa adanya).",
  publishDate: "Tanggal terbit harus diisi.",
  publishTime: "Jam terbit harus berformat JJ:MM, misalnya 08:00.",
} as const;


/** 'none' or a schedule id as text (the select's value). */
export const NO_SCHEDULE = "none";

export const announcementSchema = z.object({
  title: requiredText(ANNOUNCEMENT_MESSAGES.title, "Judul", 200),
  body: requiredText(ANNOUNCEMENT_MESSAGES.body, "Isi pengumuman", 10000).refine((v) => !looksLikeHtml(v), {
    error: ANNOUNCEMENT_MESSAGES.bodyHtml,
  }),
  publishDate: z.date({ error: ANNOUNCEMENT_MESSAGES.publishDate }),
  publishTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ANNOUNCEMENT_MESSAGES.publishTime }),
  scheduleId: z.string(),
  image: imageFileField(),
  removeImage: z.boolean(),
});

export type AnnouncementFormInput = z.input<typeof announcementSchema>;
export type AnnouncementFormValues = z.output<typeof announcementSchema>;

export function announcementFormDefaults(
  announcement?: { title: string; body: string; published_at: string; schedule_id: number | null } | null,
  now: Date = new Date(),
): AnnouncementFormInput {
  const at = announcement ? new Date(announcement.published_at) : now;
  return {
    title: announcement?.title ?? "",
    body: announcement?.body ?? "",
    publishDate: new Date(at.getFullYear(), at.getMonth(), at.getDate()),
    publishTime: format(at, "HH:mm"),
    scheduleId: announcement?.schedule_id ? String(announcement.schedule_id) : NO_SCHEDULE,
    image: null,
    removeImage: false,
  };
}

/** The publication moment: the chosen day and time in the administrator's own time zone. */
export function publicationMoment(values: Pick<AnnouncementFormValues, "publishDate" | "publishTime">): Date {
  const [h, m] = values.publishTime.split(":").map(Number);
  const d = values.publishDate;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m);
}

export function toAnnouncementInput(values: AnnouncementFormValues, image: File | null = values.image ?? null) {
  return {
    title: values.title,
    body: values.body,
    published_at: publicationMoment(values).toISOString(),
    schedule_id: values.scheduleId === NO_SCHEDULE ? null : Number(values.scheduleId),
    image,
  };
}
