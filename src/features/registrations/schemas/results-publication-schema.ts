import { z } from "zod";
import { looksLikeHtml, optionalText, requiredDate, requiredText } from "@/lib/validators";
import { toISODate, toLocalDay } from "@/lib/dates";
import { dayInTimeZone } from "@/lib/today";

export const PUBLICATION_MESSAGES = {
  publishOn: "Tanggal tampil harus diisi.",
  title: "Judul pengumuman harus diisi",
  body: "Isi pengumuman harus diisi",
  bodyHtml: "Isi pengumuman berupa teks biasa: hapus tag HTML (tautan https:// cukup ditulis apa adanya).",
} as const;

const announcementFields = z.object({
  title: requiredText(PUBLICATION_MESSAGES.title, "Judul", 200),
  body: requiredText(PUBLICATION_MESSAGES.body, "Isi pengumuman", 10000).refine((v) => !looksLikeHtml(v), {
    error: PUBLICATION_MESSAGES.bodyHtml,
  }),
});

/**
 * "Umumkan Hasil Seleksi": from which day, an optional note, and optionally a pengumuman (its title and body are
 * checked only when it is wanted). The database checks them again.
 */
export const publicationSchema = z
  .object({
    publishOn: requiredDate(PUBLICATION_MESSAGES.publishOn),
    note: optionalText("Catatan", 1000),
    announce: z.boolean(),
    title: z.string(),
    body: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.announce) return;
    const checked = announcementFields.safeParse(values);
    for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ ...issue, code: "custom" });
  });

export type PublicationFormInput = z.input<typeof publicationSchema>;
export type PublicationFormValues = z.output<typeof publicationSchema>;

/** The announcement's first draft: it names the batch and links the results page. */
export function announcementDraft(batch: string, resultsUrl: string) {
  return {
    title: `Hasil Seleksi ${batch}`,
    body: `Hasil seleksi ${batch} sudah diumumkan. Lihat kode pendaftaran Anda di daftar peserta yang lulus seleksi dan daftar cadangan:\n\n${resultsUrl}`,
  };
}

export function publicationDefaults(
  current: { published_at: string; note: string | null; announcement: { title: string; body: string } | null } | null,
  draft: { title: string; body: string },
  today: Date,
): PublicationFormInput {
  // The day it is public from, as the database holds it: 00:00 WIB, whatever the administrator's own zone.
  const day = (current && toLocalDay(dayInTimeZone(current.published_at, "Asia/Jakarta"))) || today;
  return {
    publishOn: new Date(day.getFullYear(), day.getMonth(), day.getDate()),
    note: current?.note ?? "",
    announce: current ? current.announcement !== null : true,
    title: current?.announcement?.title ?? draft.title,
    body: current?.announcement?.body ?? draft.body,
  };
}

export function toPublishInput(scheduleId: number, values: PublicationFormValues) {
  return {
    scheduleId,
    publishOn: toISODate(values.publishOn),
    note: values.note,
    ...(values.announce ? { announcement: { title: values.title.trim(), body: values.body.trim() } } : {}),
  };
}
