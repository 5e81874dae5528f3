/**
 * The export files (src/features/registrations/lib/export-file.ts, docs/selection.md "Ekspor"): the .xlsx read back
 * with a spreadsheet library (read-excel-file) and the .csv with papaparse: Indonesian headers, the NIK and phone
 * numbers as text with every digit, dates as dates (Jakarta's wall time), no personal data in the file's name.
 */
import { readSheet } from "read-excel-file/node";
import Papa from "papaparse";
import { EXPORT_COLUMNS, exportFileName, toCsv, toXlsx, type ExportAnswer } from "@/features/registrations/lib/export-file";

const ANSWER: ExportAnswer = {
  schedule: { id: 7, program: "Desain Grafis Muda", batch: "Batch 2", start_date: "2027-01-04", end_date: "2027-02-26" },
  exported_at: "2026-11-26T17:30:00Z",
  rows: [
    {
      code: "TIK-AB12-CD34",
      status: "lulus",
      full_name: "Cut Nyak Meutia",
      nik: "0171014201010001",
      birth_place: "Banda Aceh",
      birth_date: "2001-01-02",
      gender: "P",
      address: "Jl. Teuku Umar No. 1, Gampong \"Baro\"; RT 02",
      regency: "Kota Banda Aceh",
      whatsapp: "6281234567890",
      email: null,
      education: "SMA/SMK/Sederajat",
      employment: "Belum bekerja",
      submitted_at: "2026-11-20T02:05:00Z",
    },
    {
      code: "TIK-EF56-GH78",
      status: "cadangan",
      full_name: "Teuku Umar",
      nik: "1171011204990003",
      birth_place: "Meulaboh",
      birth_date: "1999-04-12",
      gender: "L",
      address: "Jl. Nasional",
      regency: "Aceh Barat",
      whatsapp: "6285200000000",
      email: "teuku@example.com",
      education: "D3",
      employment: "Bekerja",
      submitted_at: "2026-11-21T16:59:00Z",
    },
  ],
};

describe("the .xlsx", () => {
  it("reads back with Indonesian headers, text NIKs and numbers, and real dates", async () => {
    const blob = await toXlsx(ANSWER);
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(sheet[0]).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet).toHaveLength(3);
    const [first, second] = sheet.slice(1);
    const cell = (row: unknown[], header: string) => row[EXPORT_COLUMNS.findIndex((c) => c.header === header)];
    expect(cell(first, "No")).toBe(1);
    expect(cell(first, "NIK")).toBe("0171014201010001");
    expect(cell(second, "NIK")).toBe("1171011204990003");
    expect(cell(first, "Nomor WhatsApp")).toBe("6281234567890");
    expect(cell(first, "Status")).toBe("Lulus Seleksi");
    expect(cell(first, "Jenis Kelamin")).toBe("Perempuan");
    expect(cell(first, "Email")).toBeNull();
    expect(cell(first, "Alamat Domisili")).toBe(ANSWER.rows[0].address);
    expect(cell(first, "Tanggal Lahir")).toEqual(new Date("2001-01-02T00:00:00Z"));
    // 16.59 UTC is 23.59 in Banda Aceh (a spreadsheet's time is a fraction of a day: compared to the minute)
    const minute = (value: unknown) => Math.round((value as Date).getTime() / 60_000);
    expect(minute(cell(second, "Waktu Daftar (WIB)"))).toBe(minute(new Date("2026-11-21T23:59:00Z")));
    expect(cell(second, "Program")).toBe("Desain Grafis Muda");
    expect(cell(second, "Batch")).toBe("Batch 2");
  });
});

describe("the .csv", () => {
  it("quotes every field, keeps the NIK's digits and writes dates as yyyy-mm-dd (WIB)", async () => {
    const bytes = new Uint8Array(await (await toCsv(ANSWER)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel reads the file as UTF-8
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"0171014201010001"');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    const header = parsed.data[0];
    const row = (i: number) => Object.fromEntries(header.map((h, j) => [h, parsed.data[i][j]]));
    expect(row(1)).toMatchObject({ NIK: "0171014201010001", "Tanggal Lahir": "2001-01-02", "Waktu Daftar (WIB)": "2026-11-20 09:05", Email: "" });
    expect(row(1)["Alamat Domisili"]).toBe(ANSWER.rows[0].address);
    expect(row(2)).toMatchObject({ "Waktu Daftar (WIB)": "2026-11-21 23:59", Status: "Cadangan" });
  });
});

describe("the file's name", () => {
  it("names the batch and the day (WIB), never a person", () => {
    expect(exportFileName(ANSWER, "xlsx")).toBe("pendaftar-desain-grafis-muda-batch-2-2026-11-27.xlsx");
    expect(exportFileName(ANSWER, "csv")).toBe("pendaftar-desain-grafis-muda-batch-2-2026-11-27.csv");
  });
});
