import { MONTH_BANDS, MONTH_BAND_LABEL, type PlacementFigure, type TracerExport, type TracerExportRow } from "@/features/tracer-study/api/placement-figures";
import { fileSlug, toXlsxWorkbook, wallClockText, type SheetColumn } from "@/lib/spreadsheet";

/*
 * The tracer study for the ministry's report as one .xlsx (write-excel-file, loaded on first use), from what
 * export_tracer() answers (docs/outcomes.md, "The figures page"): the sheet "Angka" with the figures per program and
 * batch as the database computed them, and "Jawaban" with every answered round, one column per question key.
 */

export const FIGURE_COLUMNS: SheetColumn<PlacementFigure>[] = [
  { header: "Tahun", kind: "number", width: 7, value: (f) => f.year },
  { header: "Program", kind: "text", width: 26, value: (f) => f.program },
  { header: "Batch", kind: "text", width: 12, value: (f) => f.batch },
  { header: "Lulusan", kind: "number", width: 9, value: (f) => f.graduates },
  { header: "Menjawab", kind: "number", width: 10, value: (f) => f.reached },
  { header: "Tingkat Respons (%)", kind: "number", width: 12, value: (f) => f.response_rate },
  { header: "Bekerja/Wirausaha", kind: "number", width: 12, value: (f) => f.placed },
  { header: "Penempatan dari yang Menjawab (%)", kind: "number", width: 16, value: (f) => f.placement_rate },
  { header: "Penempatan dari Semua Lulusan (%)", kind: "number", width: 16, value: (f) => f.placed_of_graduates },
  ...MONTH_BANDS.map((band): SheetColumn<PlacementFigure> => ({
    header: `Kerja Pertama ${MONTH_BAND_LABEL[band]}`,
    kind: "number",
    width: 12,
    value: (f) => f.months_to_first[band],
  })),
];

/** The questions the figures and the ministry read, in the questionnaire's order; other keys follow by name. */
const ANSWER_HEADERS: Record<string, string> = {
  status: "Status",
  employer: "Tempat Bekerja",
  sector: "Bidang Usaha Tempat Bekerja",
  work_fits: "Sesuai Pelatihan",
  business_field: "Bidang Usaha Sendiri",
  months_to_first: "Bulan sampai Kerja/Usaha Pertama",
  income_band: "Penghasilan per Bulan",
  helped_most: "Paling Membantu",
  improve: "Perlu Diperbaiki",
  quote_consent: "Setuju Dikutip",
};

const answerText = (value: TracerExportRow["answers"][string] | undefined) =>
  value === undefined || value === null ? null : typeof value === "boolean" ? (value ? "Ya" : "Tidak") : value;

export function answerColumns(rows: readonly TracerExportRow[]): SheetColumn<TracerExportRow>[] {
  const other = [...new Set(rows.flatMap((r) => Object.keys(r.answers)))].filter((k) => !(k in ANSWER_HEADERS)).sort();
  return [
    { header: "No", kind: "number", width: 5, value: (_r, i) => i + 1 },
    { header: "Kode Pendaftaran", kind: "text", width: 16, value: (r) => r.registration_code },
    { header: "Nama Lengkap", kind: "text", width: 28, value: (r) => r.full_name },
    { header: "Program", kind: "text", width: 24, value: (r) => r.program },
    { header: "Batch", kind: "text", width: 12, value: (r) => r.batch },
    { header: "Akhir Pelatihan", kind: "date", width: 12, value: (r) => r.end_date },
    { header: "Survei (bulan)", kind: "number", width: 9, value: (r) => r.round_month },
    { header: "Dijawab (WIB)", kind: "datetime", width: 17, value: (r) => r.answered_at },
    { header: "Diperbaiki (WIB)", kind: "datetime", width: 17, value: (r) => r.corrected_at },
    ...[...Object.keys(ANSWER_HEADERS), ...other].map(
      (key): SheetColumn<TracerExportRow> => ({
        header: ANSWER_HEADERS[key] ?? key,
        kind: key === "months_to_first" ? "number" : "text",
        width: key === "months_to_first" ? 12 : 22,
        value: (r) => answerText(r.answers[key]),
      }),
    ),
  ];
}

export const toTracerXlsx = (answer: TracerExport) =>
  toXlsxWorkbook(
    { sheet: "Angka", rows: answer.figures, columns: FIGURE_COLUMNS },
    { sheet: "Jawaban", rows: answer.rows, columns: answerColumns(answer.rows) },
  );

/** 'survei-alumni-2025-2026-11-29.xlsx' ('survei-alumni-semua-tahun-…'): no personal data in the name. */
export const tracerFileName = (answer: TracerExport) =>
  `survei-alumni-${answer.year ?? fileSlug("semua tahun")}-${wallClockText(answer.exported_at, "datetime").slice(0, 10)}.xlsx`;
