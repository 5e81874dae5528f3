import { z } from "zod";

/**
 * The paper check on /verifikasi-sertifikat (check_certificate: the number as printed, spaces and case do not matter,
 * and the holder's date of birth). The database normalises and checks both again; this only keeps an empty or
 * impossible input from costing the visitor one of their attempts.
 */
const realDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

export const paperCheckSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, "Nomor sertifikat harus diisi.")
    .max(80, "Nomor sertifikat terlalu panjang (maksimal 80 karakter).")
    .regex(/\d/, "Nomor sertifikat tidak valid. Contoh: 001/TIK/BLK-BNA/2026."),
  birthDate: z
    .string()
    .min(1, "Tanggal lahir harus diisi.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Tanggal lahir tidak valid.")
    // a real day (not 31 February: Date rolls it over) from 1900 on
    .refine((value) => realDay(value) && value >= "1900-01-01", "Tanggal lahir tidak valid.")
    .refine((value) => value <= new Date().toISOString().slice(0, 10), "Tanggal lahir tidak boleh di masa depan."),
});

export type PaperCheckInput = z.input<typeof paperCheckSchema>;
export type PaperCheck = z.output<typeof paperCheckSchema>;
