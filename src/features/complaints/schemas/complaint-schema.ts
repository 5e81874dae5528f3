import { z } from "zod";
import { characterCount, hasVisibleText, optionalText } from "@/lib/validators";
import { normalizePhone } from "@/lib/whatsapp";
import { COMPLAINT_CATEGORY_NAMES, type ComplaintCategory } from "@/lib/complaint-statuses";
import type { ComplaintSubmission } from "@/features/complaints/api/complaints";
import type { PrivateUpload } from "@/components/private-upload-field";

/*
 * The public complaint form (docs/complaints.md, "The public pages"). The rules and messages are complaint_submit's
 * (migration 20261201000001): the form names a fault before sending, the database checks everything again.
 */

export const COMPLAINT_MESSAGE_MIN = 20;
export const COMPLAINT_MESSAGE_MAX = 2000;
export const COMPLAINT_NAME_MAX = 120;

const CATEGORIES = Object.keys(COMPLAINT_CATEGORY_NAMES) as ComplaintCategory[];

export const complaintSchema = z
  .object({
    category: z.string({ error: "Pilih kategori pengaduan." }).refine((v) => (CATEGORIES as string[]).includes(v), { error: "Pilih kategori pengaduan." }),
    message: z
      .string()
      .trim()
      .refine((v) => hasVisibleText(v) && characterCount(v) >= COMPLAINT_MESSAGE_MIN && characterCount(v) <= COMPLAINT_MESSAGE_MAX, {
        error: "Isi pengaduan 20 sampai 2.000 karakter.",
      }),
    attachment: z.custom<PrivateUpload>().nullable(),
    anonymous: z.boolean(),
    contact_name: optionalText("Nama", COMPLAINT_NAME_MAX),
    contact_phone: z.string().trim(),
    contact_email: optionalText("Email", 254),
  })
  .superRefine(
    (values, ctx) => {
      // anonymous: the contact fields are hidden and not sent, so nothing to check
      if (values.anonymous) return;
      if (!values.contact_name) ctx.addIssue({ code: "custom", path: ["contact_name"], message: "Isi nama Anda (paling banyak 120 karakter), atau pilih anonim." });
      if (values.contact_phone && normalizePhone(values.contact_phone) === null) {
        ctx.addIssue({ code: "custom", path: ["contact_phone"], message: "Nomor WhatsApp tidak valid. Contoh: 081234567890." });
      }
      if (values.contact_email && !z.email().safeParse(values.contact_email).success) {
        ctx.addIssue({ code: "custom", path: ["contact_email"], message: "Format email tidak valid." });
      }
    },
    // also while another field is wrong: every fault is named at once
    { when: ({ value }) => typeof value === "object" && value !== null },
  );

export type ComplaintFormInput = z.input<typeof complaintSchema>;
export type ComplaintFormValues = z.output<typeof complaintSchema>;

export const EMPTY_COMPLAINT: ComplaintFormInput = {
  category: undefined as unknown as string,
  message: "",
  attachment: null,
  anonymous: false,
  contact_name: "",
  contact_phone: "",
  contact_email: "",
};

/** What complaint_submit receives: an anonymous complaint sends no contact at all (whatever was typed before). */
export function toSubmission(values: ComplaintFormValues, idempotencyKey: string, honeypot: string): ComplaintSubmission {
  return {
    category: values.category as ComplaintCategory,
    message: values.message,
    anonymous: values.anonymous,
    contact_name: values.anonymous ? null : values.contact_name || null,
    contact_phone: values.anonymous ? null : normalizePhone(values.contact_phone),
    contact_email: values.anonymous ? null : values.contact_email || null,
    attachment: values.attachment?.name ?? null,
    idempotency_key: idempotencyKey,
    website: honeypot,
  };
}
