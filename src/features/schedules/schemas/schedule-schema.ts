import { z } from "zod";
import { toISODate, toLocalDay } from "@/lib/dates";
import { optionalText, requiredDate, requiredText, TEXT_MAX } from "@/lib/validators";
import type { Schedule, ScheduleInput } from "@/features/schedules/api/schedules";
import { formatPhoneNumber, normalizePhone } from "@/lib/whatsapp";
import { DEFAULT_DOCUMENTS, DOCUMENT_KINDS, isDocumentKind } from "@/lib/registration-documents";

/** Messages of the registration details (the spec's own messages are written inline below). */
export const REGISTRATION_MESSAGES = {
  registrationPair: "Isi tanggal mulai dan tanggal akhir pendaftaran, atau kosongkan keduanya.",
  registrationOrder: "Akhir pendaftaran tidak boleh sebelum mulai pendaftaran.",
  registrationAfterStart: "Pendaftaran harus ditutup paling lambat pada tanggal mulai pelatihan.",
  quota: "Kuota harus bilangan bulat minimal 1.",
  quotaTooLarge: "Kuota maksimal 1000 peserta.",
  applyUrl: "Tautan pendaftaran harus berupa alamat https:// yang valid.",
  applyUrlTooLong: "Tautan pendaftaran maksimal 500 karakter.",
  whatsapp: "Nomor WhatsApp tidak valid. Tulis nomor seperti 0812-3456-7890 atau +62 812-3456-7890.",
  onlineNeedsPeriod: "Isi periode pendaftaran untuk menerima pendaftaran online.",
  minAge: "Usia minimal harus bilangan bulat 15 sampai 99.",
  maxAge: "Usia maksimal harus bilangan bulat 15 sampai 99.",
  ageOrder: "Usia maksimal tidak boleh kurang dari usia minimal.",
} as const;

/** An optional whole age of 15 to 99 typed as text (empty is null). */
const optionalAge = (message: string) =>
  z
    .string()
    .default("")
    .transform((v) => v.trim())
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 15 && Number(v) <= 99), { error: message })
    .transform((v) => (v === "" ? null : Number(v)));

/** An optional picked day (null when empty). */
const optionalDate = z.date().nullable().default(null);

/** https:// only, with a host that has a dot (what the database accepts); empty is null. */
function httpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s/?#]+\.\S*$/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Schedule form (docs/product.md, Validation). The period is picked as a date range and stored as two dates. */
export const scheduleSchema = z.object({
  program: requiredText("Nama program harus diisi", "Nama program", TEXT_MAX.scheduleProgram),
  programCategory: requiredText("Kategori program harus diisi", "Kategori program", TEXT_MAX.scheduleCategory),
  instructorName: z.array(z.string()).min(1, { error: "Setidaknya satu instruktur harus dipilih" }),
  startDate: requiredDate("Tanggal mulai harus diisi."),
  endDate: requiredDate("Tanggal selesai harus diisi."),
  batch: requiredText("Batch harus diisi", "Batch", TEXT_MAX.scheduleBatch),
  // Registration details (all optional).
  registrationStart: optionalDate,
  registrationEnd: optionalDate,
  quota: z
    .string()
    .default("")
    .transform((v) => v.trim())
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1), { error: REGISTRATION_MESSAGES.quota })
    .refine((v) => v === "" || !/^\d+$/.test(v) || Number(v) <= 1000, { error: REGISTRATION_MESSAGES.quotaTooLarge })
    .transform((v) => (v === "" ? null : Number(v))),
  location: optionalText("Lokasi", 200).default("").transform((v) => v || null),
  applyUrl: z
    .string()
    .default("")
    .transform((v) => v.trim())
    .refine((v) => v === "" || httpsUrl(v), { error: REGISTRATION_MESSAGES.applyUrl })
    .refine((v) => v.length <= 500, { error: REGISTRATION_MESSAGES.applyUrlTooLong })
    .transform((v) => (v === "" ? null : v)),
  contactName: optionalText("Nama narahubung", 100).default("").transform((v) => v || null),
  contactWhatsapp: z
    .string()
    .default("")
    .transform((v) => v.trim())
    .refine((v) => v === "" || normalizePhone(v) !== null, { error: REGISTRATION_MESSAGES.whatsapp })
    .transform((v) => (v === "" ? null : normalizePhone(v))),
  note: optionalText("Catatan", 200).default("").transform((v) => v || null),
  // Online registration on this site (docs/registration.md).
  onlineRegistration: z.boolean().default(false),
  requiredDocuments: z.array(z.enum(DOCUMENT_KINDS)).default(DEFAULT_DOCUMENTS),
  minAge: optionalAge(REGISTRATION_MESSAGES.minAge),
  maxAge: optionalAge(REGISTRATION_MESSAGES.maxAge),
}).superRefine((values, ctx) => {
  if (values.onlineRegistration && values.registrationStart === null && values.registrationEnd === null) {
    ctx.addIssue({ code: "custom", path: ["onlineRegistration"], message: REGISTRATION_MESSAGES.onlineNeedsPeriod });
  }
  if (values.minAge !== null && values.maxAge !== null && values.maxAge < values.minAge) {
    ctx.addIssue({ code: "custom", path: ["maxAge"], message: REGISTRATION_MESSAGES.ageOrder });
  }
  const { registrationStart: rs, registrationEnd: re, startDate } = values;
  if ((rs === null) !== (re === null)) {
    ctx.addIssue({ code: "custom", path: [rs === null ? "registrationStart" : "registrationEnd"], message: REGISTRATION_MESSAGES.registrationPair });
    return;
  }
  if (rs && re && re.getTime() < rs.getTime()) {
    ctx.addIssue({ code: "custom", path: ["registrationEnd"], message: REGISTRATION_MESSAGES.registrationOrder });
  }
  if (re && startDate instanceof Date && toISODate(re) > toISODate(startDate)) {
    ctx.addIssue({ code: "custom", path: ["registrationEnd"], message: REGISTRATION_MESSAGES.registrationAfterStart });
  }
});

export type ScheduleFormInput = z.input<typeof scheduleSchema>;
export type ScheduleFormValues = z.output<typeof scheduleSchema>;

/** Form values for a new schedule (no item) or an existing one. */
export function scheduleFormDefaults(
  schedule?: Partial<Schedule> | null,
): ScheduleFormInput {
  return {
    program: schedule?.program ?? "",
    programCategory: schedule?.programCategory ?? "",
    instructorName: schedule?.instructorName ?? [],
    startDate: toLocalDay(schedule?.startDate) ?? null,
    endDate: toLocalDay(schedule?.endDate) ?? null,
    batch: schedule?.batch ?? "",
  };
}

/** Form values of the registration details (empty for a new schedule). */
export function registrationFormDefaults(
  schedule?: Partial<
    Pick<
      Schedule,
      | "registration_start"
      | "registration_end"
      | "quota"
      | "location"
      | "apply_url"
      | "contact_name"
      | "contact_whatsapp"
      | "note"
      | "online_registration"
      | "required_documents"
      | "min_age"
      | "max_age"
    >
  > | null,
): Required<
  Pick<
    ScheduleFormInput,
    | "registrationStart"
    | "registrationEnd"
    | "quota"
    | "location"
    | "applyUrl"
    | "contactName"
    | "contactWhatsapp"
    | "note"
    | "onlineRegistration"
    | "requiredDocuments"
    | "minAge"
    | "maxAge"
  >
> {
  return {
    registrationStart: toLocalDay(schedule?.registration_start) ?? null,
    registrationEnd: toLocalDay(schedule?.registration_end) ?? null,
    quota: schedule?.quota ? String(schedule.quota) : "",
    location: schedule?.location ?? "",
    applyUrl: schedule?.apply_url ?? "",
    contactName: schedule?.contact_name ?? "",
    contactWhatsapp: schedule?.contact_whatsapp ? formatPhoneNumber(schedule.contact_whatsapp) : "",
    note: schedule?.note ?? "",
    onlineRegistration: schedule?.online_registration ?? false,
    requiredDocuments: (schedule?.required_documents ?? DEFAULT_DOCUMENTS).filter(isDocumentKind),
    minAge: schedule?.min_age != null ? String(schedule.min_age) : "",
    maxAge: schedule?.max_age != null ? String(schedule.max_age) : "",
  };
}

/** Maps valid form values to the create/update schedule mutation input (dates as 'yyyy-MM-dd'). */
export function toScheduleInput(values: ScheduleFormValues): ScheduleInput {
  return {
    program: values.program,
    programCategory: values.programCategory,
    instructorName: values.instructorName,
    batch: values.batch,
    startDate: toISODate(values.startDate),
    endDate: toISODate(values.endDate),
  };
}

/** The registration details of valid form values, as the schedule mutations take them (null clears a value). */
export function toRegistrationInput(values: ScheduleFormValues): Partial<ScheduleInput> {
  return {
    registration_start: values.registrationStart ? toISODate(values.registrationStart) : null,
    registration_end: values.registrationEnd ? toISODate(values.registrationEnd) : null,
    quota: values.quota,
    location: values.location,
    apply_url: values.applyUrl,
    contact_name: values.contactName,
    contact_whatsapp: values.contactWhatsapp,
    note: values.note,
    online_registration: values.onlineRegistration,
    required_documents: values.requiredDocuments,
    min_age: values.minAge,
    max_age: values.maxAge,
  };
}
