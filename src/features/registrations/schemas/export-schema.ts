import { z } from "zod";
import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";

export const EXPORT_MESSAGES = {
  batch: "Pilih jadwal yang diekspor.",
  statuses: "Pilih minimal satu status.",
} as const;

/** "Ekspor Pendaftar": one batch, its statuses, and the file's format (the database checks batch and statuses again). */
export const exportSchema = z.object({
  batch: z.string().regex(/^[1-9][0-9]*$/, EXPORT_MESSAGES.batch),
  statuses: z.array(z.enum(REGISTRATION_STATUSES)).min(1, EXPORT_MESSAGES.statuses),
  format: z.enum(["xlsx", "csv"]),
});

export type ExportFormInput = z.input<typeof exportSchema>;
export type ExportFormValues = z.output<typeof exportSchema>;

/** The batch the list is filtered to, the accepted and the reserve list, as a spreadsheet. */
export const exportDefaults = (batch?: string): ExportFormInput => ({
  batch: batch ?? "",
  statuses: ["lulus", "cadangan", "peserta"],
  format: "xlsx",
});
