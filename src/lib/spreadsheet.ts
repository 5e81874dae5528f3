/**
 * The panel's spreadsheets (.xlsx, write-excel-file, loaded on first use) and downloads: one column definition per
 * sheet, text stays text (an ID number keeps its leading zeros), dates are dates in Jakarta's wall time, the headers
 * bold and sticky. Used by the applications' export (docs/selection.md) and the certificate register's
 * (docs/certificates.md).
 */

export type CellKind = "text" | "number" | "date" | "datetime";

/** One column of a sheet: its header, kind, width (characters) and the value of a row (null: an empty cell). */
export interface SheetColumn<R> {
  header: string;
  kind: CellKind;
  width: number;
  value: (row: R, index: number) => string | number | null;
}

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A 'yyyy-mm-dd' day, or a timestamp as Jakarta's wall time, as a Date whose UTC fields are that day and time. */
export function wallClock(value: string, kind: "date" | "datetime"): Date {
  return kind === "date" ? new Date(`${value}T00:00:00Z`) : new Date(Date.parse(value) + WIB_OFFSET_MS);
}

/** The same as text: '2000-02-03' and '2026-11-26 15:41'. */
export function wallClockText(value: string, kind: "date" | "datetime"): string {
  return kind === "date" ? value : wallClock(value, kind).toISOString().slice(0, 16).replace("T", " ");
}

/** A file name's part from free text: 'Desain Grafis Muda (Batch 2)' → 'desain-grafis-muda-batch-2'. */
export function fileSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** write-excel-file's columns from ours. */
function excelColumns<R>(columns: readonly SheetColumn<R>[]) {
  return columns.map((column) => ({
    header: { value: column.header, fontWeight: "bold" as const },
    width: column.width,
    cell: (row: R, index: number) => {
      const value = column.value(row, index);
      if (value === null || value === "") return null;
      if (column.kind === "number") return { value: Number(value), type: Number };
      if (column.kind === "date" || column.kind === "datetime") {
        return { value: wallClock(String(value), column.kind), type: Date, format: column.kind === "date" ? "dd/mm/yyyy" : "dd/mm/yyyy hh:mm" };
      }
      return { value: String(value), type: String };
    },
  }));
}

export async function toXlsxBlob<R>(rows: readonly R[], columns: readonly SheetColumn<R>[], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  return writeXlsxFile([...rows], { sheet, stickyRowsCount: 1, columns: excelColumns(columns) }).toBlob();
}

/** One sheet of a workbook: its name, rows and columns. */
export interface WorkbookSheet<R> {
  sheet: string;
  rows: readonly R[];
  columns: readonly SheetColumn<R>[];
}

/** Several sheets in one file, each with its own columns (the tracer study's figures and its answers). */
export async function toXlsxWorkbook<T extends unknown[]>(...sheets: { [K in keyof T]: WorkbookSheet<T[K]> }): Promise<Blob> {
  const { default: writeXlsxFile, getSheetData } = await import("write-excel-file/browser");
  const build = <R,>(s: WorkbookSheet<R>) => ({ sheet: s.sheet, stickyRowsCount: 1, data: getSheetData([...s.rows], excelColumns(s.columns)) });
  return writeXlsxFile(sheets.map((s: WorkbookSheet<T[number]>) => build(s))).toBlob();
}

/** Hands a file to the browser's downloads. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
