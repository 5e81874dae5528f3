import { z } from "zod";
import { requiredText } from "@/lib/validators";

/**
 * The database's limits of the Standar Pelayanan and Maklumat Pelayanan (the is_valid_text checks and is_sane_date of
 * migration 20261130000030): tests/unit/service-standard-schema.test.ts reads them back from the migration.
 */
export const SERVICE_STANDARD_LIMITS = {
  body: 3000,
  statement: 1000,
  signerName: 120,
  signerPosition: 120,
  place: 120,
  year: { min: 2000, max: 2099 },
} as const;

const { body, statement, signerName, signerPosition, place, year } = SERVICE_STANDARD_LIMITS;

export const SIGNED_ON_MESSAGE = `Tanggal penetapan harus tanggal antara tahun ${year.min} dan ${year.max}.`;

/** "Ubah" of one component: its text, one item per line. */
export const serviceSectionSchema = z.object({
  body: requiredText("Isi komponen harus diisi", "Isi komponen", body),
});

/** "Ubah Maklumat Pelayanan": the pledge, its signer, place and date (yyyy-mm-dd, as the date input gives it). */
export const servicePledgeSchema = z.object({
  statement: requiredText("Isi maklumat harus diisi", "Isi maklumat", statement),
  signer_name: requiredText("Nama penanda tangan harus diisi", "Nama penanda tangan", signerName),
  signer_position: requiredText("Jabatan penanda tangan harus diisi", "Jabatan penanda tangan", signerPosition),
  place: requiredText("Tempat penetapan harus diisi", "Tempat penetapan", place),
  signed_on: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && Number(v.slice(0, 4)) >= year.min && Number(v.slice(0, 4)) <= year.max, {
      error: SIGNED_ON_MESSAGE,
    }),
});

export type ServicePledgeFormInput = z.input<typeof servicePledgeSchema>;
