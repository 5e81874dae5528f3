import { z } from "zod";
import type { CertificateUnit } from "@/features/certificates/lib/verify";
import type { Tables } from "@/types/database.types";

/*
 * The shapes of the certificate register (migration 20261128000004_certificates.sql, docs/certificates.md): a row of
 * the register as the panel reads it, the answers of the register's functions (parsed, so a change of the database's
 * answer fails loudly), and the panel's forms, whose rules restate the table's checks with Indonesian messages (the
 * database checks them again).
 */

type CertificateRow = Tables<"certificates">;
type SettingsRow = Tables<"certificate_settings">;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const unitSchema = z.object({ kode: z.string(), judul: z.string().min(1), jp: z.number().int().nonnegative() }) satisfies z.ZodType<CertificateUnit>;

/**
 * Every field the paper prints, as the register keeps it (the units parsed): the PDF's and the download's shape,
 * parsed where it arrives (the register's rows for printing, certificate_download's answer), so a changed or broken
 * answer is refused with a message instead of printed.
 */
export const printedCertificateSchema = z.object({
  number: z.string().min(1),
  full_name: z.string().min(1),
  birth_place: z.string(),
  birth_date: isoDay,
  program: z.string().min(1),
  batch: z.string(),
  jp: z.number().int(),
  units: z.array(unitSchema),
  period_start: isoDay,
  period_end: isoDay,
  result: z.string(),
  issued_place: z.string(),
  issued_on: isoDay,
  signatory_name: z.string(),
  signatory_position: z.string(),
  signatory_nip: z.string(),
}) satisfies z.ZodType<Omit<Pick<CertificateRow, "number" | "full_name" | "birth_place" | "birth_date" | "program" | "batch" | "jp" | "period_start" | "period_end" | "result" | "issued_place" | "issued_on" | "signatory_name" | "signatory_position" | "signatory_nip">, never>>;
export type PrintedCertificate = z.infer<typeof printedCertificateSchema>;

/** Said when the server's certificate cannot be read as one (never printed half). */
export const UNREADABLE_CERTIFICATE = "Data sertifikat dari server tidak lengkap. Muat ulang halaman lalu coba lagi.";

export const REGISTER_COLUMNS = "id, schedule_id, registration_id, number, year, seq, full_name, program, batch, issued_on, signed_at, revoked_at, revoked_reason, replaced_by, replaces";

export const registerRowSchema = z.object({
  id: z.number(),
  schedule_id: z.number(),
  registration_id: z.number(),
  number: z.string(),
  year: z.number(),
  seq: z.number(),
  full_name: z.string(),
  program: z.string(),
  batch: z.string(),
  issued_on: isoDay,
  signed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  replaced_by: z.number().nullable(),
  replaces: z.number().nullable(),
}) satisfies z.ZodType<Pick<CertificateRow, "id" | "schedule_id" | "registration_id" | "number" | "year" | "seq" | "full_name" | "program" | "batch" | "issued_on" | "signed_at" | "revoked_at" | "revoked_reason" | "replaced_by" | "replaces">>;
export type RegisterRow = z.infer<typeof registerRowSchema>;

/** A certificate's state: valid, revoked, or revoked because a corrected one replaced it. */
export const CERTIFICATE_STATUSES = ["berlaku", "dicabut", "diganti"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATUS_LABEL: Record<CertificateStatus, string> = { berlaku: "Berlaku", dicabut: "Dicabut", diganti: "Diganti" };

export const certificateStatus = (row: Pick<RegisterRow, "revoked_at" | "replaced_by">): CertificateStatus =>
  row.replaced_by !== null ? "diganti" : row.revoked_at !== null ? "dicabut" : "berlaku";

/** issue_certificates(): what was issued now, how many the batch had, who was skipped (erased). */
export const issueResultSchema = z.object({
  schedule_id: z.number(),
  issued: z.array(z.object({ id: z.number(), public_id: z.string(), number: z.string(), code: z.string() })),
  already: z.number().int(),
  skipped: z.array(z.object({ code: z.string(), reason: z.literal("data_erased") })),
});
export type IssueResult = z.infer<typeof issueResultSchema>;

/** sign-certificates' answer: how many were signed now, with which key. */
export const signResultSchema = z.object({ signed: z.number().int(), kid: z.string() });
export type SignResult = z.infer<typeof signResultSchema>;

/** revoke_certificate(): the public status as it now answers, with the row's id. */
export const revokeResultSchema = z.object({
  id: z.number(),
  status: z.enum(["sah", "dicabut", "diganti"]),
  number: z.string(),
  revoked_on: isoDay.nullable(),
  revoked_reason: z.string().nullable(),
});

/** reissue_certificate(): which old number became which new, and the printed fields that changed. */
export const reissueResultSchema = z.object({
  old: z.object({ id: z.number(), number: z.string() }),
  new: z.object({ id: z.number(), public_id: z.string(), number: z.string() }),
  changed: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type ReissueResult = z.infer<typeof reissueResultSchema>;

/** The printed fields by the names the register gives them (reissue's `changed`). */
export const PRINTED_FIELD_LABEL: Record<string, string> = {
  full_name: "Nama",
  birth_place: "Tempat lahir",
  birth_date: "Tanggal lahir",
  program: "Program",
  batch: "Batch",
  jp: "JP",
  units: "Unit kompetensi",
  period_start: "Awal periode",
  period_end: "Akhir periode",
  result: "Hasil",
  issued_place: "Tempat terbit",
  signatory_name: "Nama penanda tangan",
  signatory_position: "Jabatan penanda tangan",
  signatory_nip: "NIP penanda tangan",
};

/** export_certificates(): the register of a batch (or all of it), in number order. */
export const registerExportSchema = z.object({
  schedule_id: z.number().nullable(),
  exported_at: z.string(),
  rows: z.array(
    // the paper's fields as printed (the units and the signatory's position and NIP are left out of the sheet)
    printedCertificateSchema
      .pick({
        number: true,
        full_name: true,
        birth_place: true,
        birth_date: true,
        program: true,
        batch: true,
        jp: true,
        period_start: true,
        period_end: true,
        result: true,
        issued_place: true,
        issued_on: true,
        signatory_name: true,
      })
      .extend({
        status: z.enum(["sah", "dicabut", "diganti"]),
        signed: z.boolean(),
        revoked_at: z.string().nullable(),
        revoked_reason: z.string().nullable(),
        replaced_by: z.string().nullable(),
        registration_code: z.string().nullable(),
      }),
  ),
});
export type RegisterExport = z.infer<typeof registerExportSchema>;

/** The settings as the dialog reads them. */
export const settingsSchema = z.object({
  number_pattern: z.string(),
  signatory_name: z.string().nullable(),
  signatory_position: z.string().nullable(),
  signatory_nip: z.string().nullable(),
  issue_place: z.string(),
}) satisfies z.ZodType<Pick<SettingsRow, "number_pattern" | "signatory_name" | "signatory_position" | "signatory_nip" | "issue_place">>;
export type CertificateSettings = z.infer<typeof settingsSchema>;

export const CERTIFICATE_MESSAGES = {
  reason: "Tuliskan alasannya (minimal 5 karakter).",
  reasonMax: "Alasan maksimal 500 karakter.",
  patternUrut: "Pola nomor harus memuat {urut} (nomor urut dalam setahun).",
  patternTahun: "Pola nomor harus memuat {tahun} (tahun terbit).",
  patternOther: "Hanya {urut} dan {tahun} yang boleh ditulis di antara kurung kurawal.",
  patternMax: "Pola nomor maksimal 80 karakter.",
  name: "Nama penanda tangan wajib diisi (maksimal 120 karakter).",
  position: "Jabatan penanda tangan wajib diisi (maksimal 120 karakter).",
  nip: "NIP terdiri dari 18 angka.",
  place: "Tempat terbit wajib diisi (maksimal 60 karakter).",
} as const;

/** A number from a pattern, as the database makes it: {urut} at least 3 digits, {tahun} the year of issue. */
export function numberExample(pattern: string, year: number, seq = 1): string {
  return pattern.replaceAll("{urut}", String(seq).padStart(3, "0")).replaceAll("{tahun}", String(year));
}

/** The pattern's rule (the table's check): {urut} and {tahun}, nothing else in braces, at most 80 characters. */
export const numberPatternSchema = z
  .string()
  .trim()
  .superRefine((pattern, ctx) => {
    if (!pattern.includes("{urut}")) ctx.addIssue({ code: "custom", message: CERTIFICATE_MESSAGES.patternUrut });
    if (!pattern.includes("{tahun}")) ctx.addIssue({ code: "custom", message: CERTIFICATE_MESSAGES.patternTahun });
    if (/[{}]/.test(pattern.replace(/\{(urut|tahun)\}/g, ""))) ctx.addIssue({ code: "custom", message: CERTIFICATE_MESSAGES.patternOther });
    if (pattern.length > 80) ctx.addIssue({ code: "custom", message: CERTIFICATE_MESSAGES.patternMax });
  });

/** "Pengaturan Sertifikat": all five needed before anything is issued. */
export const settingsFormSchema = z.object({
  number_pattern: numberPatternSchema,
  signatory_name: z.string().trim().min(1, CERTIFICATE_MESSAGES.name).max(120, CERTIFICATE_MESSAGES.name),
  signatory_position: z.string().trim().min(1, CERTIFICATE_MESSAGES.position).max(120, CERTIFICATE_MESSAGES.position),
  signatory_nip: z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^[0-9]{18}$/, CERTIFICATE_MESSAGES.nip)),
  issue_place: z.string().trim().min(1, CERTIFICATE_MESSAGES.place).max(60, CERTIFICATE_MESSAGES.place),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export const settingsFormValues = (settings: CertificateSettings | undefined): SettingsFormInput => ({
  number_pattern: settings?.number_pattern ?? "",
  signatory_name: settings?.signatory_name ?? "",
  signatory_position: settings?.signatory_position ?? "",
  signatory_nip: settings?.signatory_nip ?? "",
  issue_place: settings?.issue_place ?? "",
});

/** Revocation and reissue: a reason of 5–500 characters (the database's rule and message). */
export const reasonFormSchema = z.object({
  reason: z.string().trim().min(5, CERTIFICATE_MESSAGES.reason).max(500, CERTIFICATE_MESSAGES.reasonMax),
});
export type ReasonFormInput = z.input<typeof reasonFormSchema>;
