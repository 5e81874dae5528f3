import { z } from "zod";
import { normalizePhone } from "@/lib/whatsapp";
import { characterCount, hasVisibleText } from "@/lib/validators";
import { DOCUMENT_LABELS, type DocumentKind } from "@/lib/registration-documents";

/**
 * The registration form (/jadwal/{id}/daftar): the same rules and messages as submit_registration() in
 * supabase/migrations/20261125000001_registrations.sql, which checks them all again (docs/registration.md).
 * One schema per batch: its documents and age limits are part of the rules.
 */

export const EDUCATION_OPTIONS = ["SD/Sederajat", "SMP/Sederajat", "SMA/SMK/Sederajat", "D1", "D2", "D3", "S1/D4", "S2", "S3"] as const;
export const EMPLOYMENT_OPTIONS = ["Belum bekerja", "Bekerja", "Wirausaha", "Pelajar/Mahasiswa", "Terkena PHK"] as const;
export const SOURCE_OPTIONS = ["Instagram", "Facebook", "WhatsApp", "Teman atau keluarga", "Situs web BLK", "SIAPkerja/Skillhub", "Lainnya"] as const;
export const GENDER_OPTIONS = [
  { value: "L", label: "Laki-laki" },
  { value: "P", label: "Perempuan" },
] as const;

/** The steps on a phone, in order, with the fields each validates before the next. */
export const STEPS = [
  { id: "data-diri", title: "Data Diri", fields: ["full_name", "nik", "birth_place", "birth_date", "gender", "address", "regency", "whatsapp", "email"] },
  { id: "pendidikan", title: "Pendidikan & Pekerjaan", fields: ["education", "employment", "source", "motivation"] },
  { id: "dokumen", title: "Dokumen", fields: ["documents"] },
  { id: "persetujuan", title: "Persetujuan", fields: ["consent", "guardian_consent"] },
] as const;

/** Full years from `birth` (yyyy-mm-dd) to `day` (yyyy-mm-dd), as the database's age_on(). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** A real date, not after today, at least 10 years ago (what the database accepts). */
function plausibleBirthDate(value: string, today: string): boolean {
  return isRealDate(value) && value <= today && value >= "1900-01-01" && ageOn(value, today) >= 10;
}

/** A required text with the database's rule: visible characters, at most `max`; `label` opens the messages. */
function text(label: string, max: number, min = 1) {
  return z
    .string()
    .trim()
    .refine((v) => hasVisibleText(v), { error: `${label} harus diisi.` })
    .refine((v) => !hasVisibleText(v) || characterCount(v) >= min, { error: `${label} minimal ${min} karakter.` })
    .refine((v) => characterCount(v) <= max, { error: `${label} maksimal ${max} karakter.` });
}

function optional(label: string, max: number) {
  return z
    .string()
    .trim()
    .default("")
    .refine((v) => characterCount(v) <= max, { error: `${label} maksimal ${max} karakter.` });
}

/** An uploaded document: its object name in the batch's upload folder. */
const uploaded = z.object({ name: z.string().min(1), size: z.number(), fileName: z.string(), mimeType: z.string() });


export interface BatchRules {
  requiredDocuments: DocumentKind[];
  minAge: number | null;
  maxAge: number | null;
  /** The first day of training (yyyy-mm-dd): the age limits apply on it. */
  startDate: string;
  /** Today in Asia/Jakarta (yyyy-mm-dd): dates of birth after it are refused, minors need a guardian's consent. */
  today: string;
}

export function registrationSchema(rules: BatchRules) {
  return z
    .object({
      full_name: text("Nama lengkap", 120, 3),
      nik: z
        .string()
        .trim()
        .refine((v) => v !== "", { error: "NIK harus diisi." })
        .refine((v) => v === "" || /^\d{16}$/.test(v), { error: "NIK harus 16 digit angka." }),
      birth_place: text("Tempat lahir", 60),
      birth_date: z
        .string()
        .refine((v) => v !== "", { error: "Tanggal lahir harus diisi." })
        .refine((v) => v === "" || plausibleBirthDate(v, rules.today), { error: "Tanggal lahir tidak valid." }),
      gender: z.string().refine((v) => v === "L" || v === "P", { error: "Pilih jenis kelamin." }),
      address: text("Alamat domisili", 300),
      regency: text("Kabupaten/kota", 60),
      whatsapp: z
        .string()
        .trim()
        .refine((v) => v !== "", { error: "Nomor WhatsApp harus diisi." })
        .refine((v) => v === "" || normalizePhone(v) !== null, { error: "Nomor WhatsApp tidak valid. Contoh: 081234567890." }),
      email: optional("Email", 254).refine((v) => v === "" || z.email().safeParse(v).success, { error: "Format email tidak valid." }),
      education: z.string().refine((v) => (EDUCATION_OPTIONS as readonly string[]).includes(v), { error: "Pilih pendidikan terakhir." }),
      employment: z.string().refine((v) => (EMPLOYMENT_OPTIONS as readonly string[]).includes(v), { error: "Pilih status pekerjaan." }),
      source: optional("Sumber informasi", 100),
      motivation: optional("Motivasi", 1000),
      documents: z.record(z.string(), uploaded.optional()),
      consent: z.boolean().refine((v) => v, { error: "Anda harus menyetujui Kebijakan Privasi untuk mendaftar." }),
      guardian_consent: z.boolean().default(false),
    })
    .superRefine((values, ctx) => {
      if (plausibleBirthDate(values.birth_date, rules.today)) {
        const age = ageOn(values.birth_date, rules.startDate);
        if (rules.minAge !== null && age < rules.minAge) {
          ctx.addIssue({ code: "custom", path: ["birth_date"], message: `Usia minimal ${rules.minAge} tahun pada hari pertama pelatihan.` });
        }
        if (rules.maxAge !== null && age > rules.maxAge) {
          ctx.addIssue({ code: "custom", path: ["birth_date"], message: `Usia maksimal ${rules.maxAge} tahun pada hari pertama pelatihan.` });
        }
        if (ageOn(values.birth_date, rules.today) < 18 && !values.guardian_consent) {
          ctx.addIssue({
            code: "custom",
            path: ["guardian_consent"],
            message: "Pendaftar di bawah 18 tahun memerlukan persetujuan orang tua atau wali.",
          });
        }
      }
      for (const kind of rules.requiredDocuments) {
        if (!values.documents[kind]) ctx.addIssue({ code: "custom", path: ["documents", kind], message: `Unggah ${DOCUMENT_LABELS[kind]}.` });
      }
    });
}

export type RegistrationFormInput = z.input<ReturnType<typeof registrationSchema>>;
export type RegistrationFormValues = z.output<ReturnType<typeof registrationSchema>>;

export const EMPTY_REGISTRATION: RegistrationFormInput = {
  full_name: "",
  nik: "",
  birth_place: "",
  birth_date: "",
  gender: "",
  address: "",
  regency: "",
  whatsapp: "",
  email: "",
  education: "",
  employment: "",
  source: "",
  motivation: "",
  documents: {},
  consent: false,
  guardian_consent: false,
};

/** The application submit_registration() takes, from valid values (the WhatsApp number normalised to 62…). */
export function toApplication(
  values: RegistrationFormValues,
  context: { scheduleId: number; idempotencyKey: string; uploadFolder: string; consentVersion: string; honeypot: string },
) {
  return {
    schedule_id: context.scheduleId,
    idempotency_key: context.idempotencyKey,
    upload_folder: context.uploadFolder,
    full_name: values.full_name,
    nik: values.nik,
    birth_place: values.birth_place,
    birth_date: values.birth_date,
    gender: values.gender,
    address: values.address,
    regency: values.regency,
    whatsapp: normalizePhone(values.whatsapp),
    email: values.email || null,
    education: values.education,
    employment: values.employment,
    source: values.source || null,
    motivation: values.motivation || null,
    documents: Object.entries(values.documents).flatMap(([kind, doc]) => (doc ? [{ kind, name: doc.name }] : [])),
    consent: values.consent,
    guardian_consent: values.guardian_consent,
    consent_version: context.consentVersion,
    website: context.honeypot,
  };
}
