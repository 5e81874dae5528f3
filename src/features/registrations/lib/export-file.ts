import type { RegistrationStatus } from "@/features/registrations/api/registrations";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { GENDER_OPTIONS } from "@/features/registrations/schemas/registration-schema";
import { fileSlug, toXlsxBlob, wallClockText, type CellKind } from "@/lib/spreadsheet";

export { download } from "@/lib/spreadsheet";

/**
 * A batch's applications as a spreadsheet (.xlsx, write-excel-file) or a .csv (papaparse), from what
 * export_registrations() answers. Both libraries are loaded on first use. The NIK and phone numbers are text (no
 * scientific notation, no lost leading digits), dates are dates, the headers are Indonesian (docs/selection.md).
 */

export interface ExportRow {
  code: string;
  status: RegistrationStatus;
  full_name: string;
  nik: string;
  birth_place: string;
  birth_date: string;
  gender: string;
  address: string;
  regency: string;
  whatsapp: string;
  email: string | null;
  education: string;
  employment: string;
  submitted_at: string;
}

export interface ExportAnswer {
  schedule: { id: number; program: string; batch: string; start_date: string; end_date: string };
  exported_at: string;
  rows: ExportRow[];
}

type Schedule = ExportAnswer["schedule"];

/** The sheet's columns, in order: one definition for both files. */
export const EXPORT_COLUMNS: { header: string; kind: CellKind; width: number; value: (row: ExportRow, index: number, schedule: Schedule) => string | number | null }[] = [
  { header: "No", kind: "number", width: 5, value: (_row, index) => index + 1 },
  { header: "Kode Pendaftaran", kind: "text", width: 16, value: (row) => row.code },
  { header: "Status", kind: "text", width: 16, value: (row) => PANEL_STATUS_LABEL[row.status] ?? row.status },
  { header: "Nama Lengkap", kind: "text", width: 28, value: (row) => row.full_name },
  { header: "NIK", kind: "text", width: 19, value: (row) => row.nik },
  { header: "Tempat Lahir", kind: "text", width: 16, value: (row) => row.birth_place },
  { header: "Tanggal Lahir", kind: "date", width: 12, value: (row) => row.birth_date },
  { header: "Jenis Kelamin", kind: "text", width: 12, value: (row) => GENDER_OPTIONS.find((g) => g.value === row.gender)?.label ?? row.gender },
  { header: "Alamat Domisili", kind: "text", width: 36, value: (row) => row.address },
  { header: "Kabupaten/Kota", kind: "text", width: 20, value: (row) => row.regency },
  { header: "Nomor WhatsApp", kind: "text", width: 16, value: (row) => row.whatsapp },
  { header: "Email", kind: "text", width: 26, value: (row) => row.email },
  { header: "Pendidikan Terakhir", kind: "text", width: 18, value: (row) => row.education },
  { header: "Status Pekerjaan", kind: "text", width: 18, value: (row) => row.employment },
  { header: "Waktu Daftar (WIB)", kind: "datetime", width: 17, value: (row) => row.submitted_at },
  { header: "Program", kind: "text", width: 24, value: (_row, _index, schedule) => schedule.program },
  { header: "Batch", kind: "text", width: 12, value: (_row, _index, schedule) => schedule.batch },
];

/** 'pendaftar-desain-grafis-muda-batch-2-2026-11-26.xlsx': no personal data in the file's name. */
export function exportFileName(answer: ExportAnswer, format: "xlsx" | "csv"): string {
  const slug = fileSlug(`${answer.schedule.program} ${answer.schedule.batch}`);
  return `pendaftar-${slug}-${wallClockText(answer.exported_at, "datetime").slice(0, 10)}.${format}`;
}

export async function toXlsx(answer: ExportAnswer): Promise<Blob> {
  const columns = EXPORT_COLUMNS.map((column) => ({ ...column, value: (row: ExportRow, index: number) => column.value(row, index, answer.schedule) }));
  return toXlsxBlob(answer.rows, columns, "Pendaftar");
}

export async function toCsv(answer: ExportAnswer): Promise<Blob> {
  const { unparse } = await import("papaparse");
  const data = answer.rows.map((row, index) =>
    EXPORT_COLUMNS.map((column) => {
      const value = column.value(row, index, answer.schedule);
      if (value === null) return "";
      return column.kind === "date" || column.kind === "datetime" ? wallClockText(String(value), column.kind) : String(value);
    }),
  );
  // Every field quoted, so the NIK and numbers are read as the text they are; the BOM tells Excel it is UTF-8.
  const csv = unparse({ fields: EXPORT_COLUMNS.map((c) => c.header), data }, { quotes: true, newline: "\r\n" });
  return new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" });
}
