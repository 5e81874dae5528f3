import { SKM_GENDER_LABEL, type SkmPeriodResult } from "@/features/satisfaction-survey/api/skm";
import { fileSlug, toXlsxWorkbook, wallClockText, type SheetColumn } from "@/lib/spreadsheet";

/*
 * One SKM period for the report as one .xlsx (write-excel-file, loaded on first use), from what export_skm() answers
 * (docs/satisfaction-survey.md, "Export"): "Ringkasan" (the period, population, minimum, respondents, IKM and grade,
 * the weight, the lowest element and its follow-up), "Unsur" (each element's NRR, weighted NRR and converted value
 * as the database computed them) and "Jawaban" (every response, one column per element, the profile, the suggestion).
 * Nothing is recomputed here: the figures are the database's.
 */

export type SkmExportRow = {
  answered_on: string;
  source: "peserta" | "publik";
  u1: number; u2: number; u3: number; u4: number; u5: number; u6: number; u7: number; u8: number; u9: number;
  age: number;
  gender: string;
  education: string;
  occupation: string;
  suggestion: string | null;
};
export type SkmExport = { exported_at: string; result: SkmPeriodResult; rows: SkmExportRow[] };

type SummaryLine = { label: string; figure: number | null; text: string | null };

const SOURCE_LABEL: Record<SkmExportRow["source"], string> = { peserta: "Peserta pelatihan", publik: "Formulir publik" };

export const SUMMARY_COLUMNS: SheetColumn<SummaryLine>[] = [
  { header: "Keterangan", kind: "text", width: 36, value: (l) => l.label },
  { header: "Angka", kind: "number", width: 12, value: (l) => l.figure },
  { header: "Uraian", kind: "text", width: 60, value: (l) => l.text },
];

function summary(answer: SkmExport): SummaryLine[] {
  const r = answer.result;
  const lowest = r.elements.filter((e) => r.lowest?.includes(e.key)).map((e) => e.name);
  return [
    { label: "Periode", figure: null, text: r.name },
    { label: "Tanggal Periode", figure: null, text: `${r.starts_on} s.d. ${r.ends_on}` },
    { label: "Status", figure: null, text: r.closed ? "Ditutup" : "Dibuka" },
    { label: "Jumlah Penerima Layanan (Populasi)", figure: r.population, text: null },
    { label: "Responden Minimum (Krejcie–Morgan)", figure: r.minimum, text: null },
    { label: "Jumlah Responden", figure: r.respondents, text: r.minimum_reached ? "Jumlah minimum tercapai" : "Jumlah minimum belum tercapai" },
    { label: "Bobot per Unsur", figure: 1 / 9, text: "1/9 (tepat, tidak dibulatkan menjadi 0,11)" },
    { label: "IKM", figure: r.ikm, text: r.grade ? `Mutu ${r.grade.grade} (${r.grade.label})` : null },
    { label: "Unsur Terendah", figure: null, text: lowest.length ? lowest.join(", ") : null },
    { label: "Tindak Lanjut", figure: null, text: r.follow_up },
    { label: "Diekspor (WIB)", figure: null, text: wallClockText(answer.exported_at, "datetime") },
  ];
}

export const ELEMENT_COLUMNS: SheetColumn<SkmPeriodResult["elements"][number]>[] = [
  { header: "Kode", kind: "text", width: 6, value: (e) => e.key.toUpperCase() },
  { header: "Unsur", kind: "text", width: 40, value: (e) => e.name },
  { header: "NRR", kind: "number", width: 10, value: (e) => e.nrr },
  // NRR × 1/9 with the exact weight, from the NRR the database rounded to 3 decimals (for reading, not for the IKM)
  { header: "NRR Tertimbang", kind: "number", width: 14, value: (e) => (e.nrr === null ? null : Math.round((e.nrr / 9) * 1000) / 1000) },
  { header: "Nilai Konversi", kind: "number", width: 14, value: (e) => e.converted },
];

export function answerColumns(elements: SkmPeriodResult["elements"]): SheetColumn<SkmExportRow>[] {
  const keys = ["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9"] as const;
  const nameOf = (key: string) => elements.find((e) => e.key === key)?.name;
  return [
    { header: "No", kind: "number", width: 5, value: (_r, i) => i + 1 },
    { header: "Tanggal", kind: "date", width: 12, value: (r) => r.answered_on },
    { header: "Sumber", kind: "text", width: 18, value: (r) => SOURCE_LABEL[r.source] ?? r.source },
    ...keys.map((key): SheetColumn<SkmExportRow> => {
      const name = nameOf(key);
      return { header: name ? `${key.toUpperCase()} ${name}` : key.toUpperCase(), kind: "number", width: 12, value: (r) => r[key] };
    }),
    { header: "Umur", kind: "number", width: 7, value: (r) => r.age },
    { header: "Jenis Kelamin", kind: "text", width: 12, value: (r) => SKM_GENDER_LABEL[r.gender] ?? r.gender },
    { header: "Pendidikan", kind: "text", width: 12, value: (r) => r.education },
    { header: "Pekerjaan", kind: "text", width: 18, value: (r) => r.occupation },
    { header: "Saran", kind: "text", width: 50, value: (r) => r.suggestion },
  ];
}

export const toSkmXlsx = (answer: SkmExport) =>
  toXlsxWorkbook(
    { sheet: "Ringkasan", rows: summary(answer), columns: SUMMARY_COLUMNS },
    { sheet: "Unsur", rows: answer.result.elements, columns: ELEMENT_COLUMNS },
    { sheet: "Jawaban", rows: answer.rows, columns: answerColumns(answer.result.elements) },
  );

/** 'survei-kepuasan-semester-ii-2026-2026-11-29.xlsx': the period's name and the day of the export (WIB). */
export const skmFileName = (answer: SkmExport) =>
  `survei-kepuasan-${fileSlug(answer.result.name)}-${wallClockText(answer.exported_at, "datetime").slice(0, 10)}.xlsx`;

