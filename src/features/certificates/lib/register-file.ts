import type { RegisterExport } from "@/features/certificates/schemas/certificate-schema";
import { fileSlug, toXlsxBlob, wallClockText, type SheetColumn } from "@/lib/spreadsheet";

/** The register as a spreadsheet (.xlsx), from what export_certificates() answers (docs/certificates.md). */

type Row = RegisterExport["rows"][number];

const STATUS_TEXT: Record<Row["status"], string> = { sah: "Berlaku", dicabut: "Dicabut", diganti: "Diganti" };

export const REGISTER_SHEET_COLUMNS: SheetColumn<Row>[] = [
  { header: "No", kind: "number", width: 5, value: (_row, index) => index + 1 },
  { header: "Nomor Sertifikat", kind: "text", width: 24, value: (row) => row.number },
  { header: "Status", kind: "text", width: 10, value: (row) => STATUS_TEXT[row.status] },
  { header: "Nomor Pengganti", kind: "text", width: 24, value: (row) => row.replaced_by },
  { header: "Nama Lengkap", kind: "text", width: 28, value: (row) => row.full_name },
  { header: "Tempat Lahir", kind: "text", width: 16, value: (row) => row.birth_place },
  { header: "Tanggal Lahir", kind: "date", width: 12, value: (row) => row.birth_date },
  { header: "Kode Pendaftaran", kind: "text", width: 16, value: (row) => row.registration_code },
  { header: "Program", kind: "text", width: 24, value: (row) => row.program },
  { header: "Batch", kind: "text", width: 12, value: (row) => row.batch },
  { header: "JP", kind: "number", width: 6, value: (row) => row.jp },
  { header: "Awal Pelatihan", kind: "date", width: 12, value: (row) => row.period_start },
  { header: "Akhir Pelatihan", kind: "date", width: 12, value: (row) => row.period_end },
  { header: "Hasil", kind: "text", width: 12, value: (row) => row.result },
  { header: "Tempat Terbit", kind: "text", width: 14, value: (row) => row.issued_place },
  { header: "Tanggal Terbit", kind: "date", width: 12, value: (row) => row.issued_on },
  { header: "Penanda Tangan", kind: "text", width: 24, value: (row) => row.signatory_name },
  { header: "Ditandatangani", kind: "text", width: 10, value: (row) => (row.signed ? "Ya" : "Belum") },
  { header: "Dicabut (WIB)", kind: "datetime", width: 17, value: (row) => row.revoked_at },
  { header: "Alasan Pencabutan", kind: "text", width: 30, value: (row) => row.revoked_reason },
];

export const toRegisterXlsx = (answer: RegisterExport) => toXlsxBlob(answer.rows, REGISTER_SHEET_COLUMNS, "Sertifikat");

/** 'sertifikat-junior-web-developer-batch-3-2026-11-28.xlsx' (or 'sertifikat-semua-…'): no personal data in the name. */
export function registerFileName(answer: RegisterExport, batchLabel: string | undefined): string {
  return `sertifikat-${fileSlug(batchLabel ?? "semua jadwal")}-${wallClockText(answer.exported_at, "datetime").slice(0, 10)}.xlsx`;
}
