/**
 * The tracer study's .xlsx (docs/outcomes.md, "The figures page"): read back with a spreadsheet library, the sheet
 * "Angka" carries the database's figures as numbers (both denominators), "Jawaban" every answered round with one
 * column per question key (the core ones with Indonesian headers, any added question after them), consent as Ya/Tidak.
 */
import { readSheet } from "read-excel-file/node";
import type { TracerExport } from "@/features/tracer-study/api/placement-figures";
import { FIGURE_COLUMNS, toTracerXlsx, tracerFileName } from "@/features/tracer-study/lib/tracer-export-file";

const ANSWER: TracerExport = {
  year: 2025,
  exported_at: "2026-11-28T18:00:00Z",
  figures: [
    {
      program: "Junior Web Developer", batch: "Batch 2", schedule_id: 3, year: 2025, graduates: 16, reached: 8, placed: 6,
      response_rate: 50, placement_rate: 75, placed_of_graduates: 37.5, months_to_first: { "0-1": 2, "2-3": 3, "4-6": 1, ">6": 0 },
    },
    {
      program: "Teknisi Jaringan", batch: "Batch 1", schedule_id: 4, year: 2025, graduates: 7, reached: 0, placed: 0,
      response_rate: 0, placement_rate: null, placed_of_graduates: 0, months_to_first: { "0-1": 0, "2-3": 0, "4-6": 0, ">6": 0 },
    },
  ],
  rows: [
    {
      registration_code: "TIK-AAAA-0001", full_name: "Cut Nyak Dhien", program: "Junior Web Developer", batch: "Batch 2",
      end_date: "2025-06-30", round_month: 6, answered_at: "2025-12-30T03:00:00Z", corrected_at: "2026-01-02T16:59:00Z",
      answers: { status: "Bekerja", employer: "PT Contoh", months_to_first: 2, quote_consent: true, q14: "Ya, dua kali" },
    },
    {
      registration_code: "TIK-AAAA-0002", full_name: "Teuku Umar", program: "Junior Web Developer", batch: "Batch 2",
      end_date: "2025-06-30", round_month: 3, answered_at: "2025-09-30T03:00:00Z", corrected_at: null,
      answers: { status: "Belum Bekerja", quote_consent: false },
    },
  ],
};

describe("the tracer study's .xlsx", () => {
  it("has the figures as numbers, with the placement over those who answered beside it over all graduates", async () => {
    const buffer = Buffer.from(await (await toTracerXlsx(ANSWER)).arrayBuffer());
    const sheet = await readSheet(buffer, "Angka");
    expect(sheet[0]).toEqual(FIGURE_COLUMNS.map((c) => c.header));
    const cell = (row: unknown[], header: string) => row[FIGURE_COLUMNS.findIndex((c) => c.header === header)];
    expect(cell(sheet[1], "Program")).toBe("Junior Web Developer");
    expect(cell(sheet[1], "Tingkat Respons (%)")).toBe(50);
    expect(cell(sheet[1], "Penempatan dari yang Menjawab (%)")).toBe(75);
    expect(cell(sheet[1], "Penempatan dari Semua Lulusan (%)")).toBe(37.5);
    expect(cell(sheet[1], "Kerja Pertama 2–3 bulan")).toBe(3);
    // no answer: no rate over those who answered (an empty cell, not 0)
    expect(cell(sheet[2], "Penempatan dari yang Menjawab (%)")).toBeNull();
    expect(cell(sheet[2], "Penempatan dari Semua Lulusan (%)")).toBe(0);
  });

  it("has every answered round with one column per question, an added question after the core ones", async () => {
    const buffer = Buffer.from(await (await toTracerXlsx(ANSWER)).arrayBuffer());
    const sheet = await readSheet(buffer, "Jawaban");
    const head = sheet[0] as string[];
    expect(head.slice(0, 9)).toEqual(["No", "Kode Pendaftaran", "Nama Lengkap", "Program", "Batch", "Akhir Pelatihan", "Survei (bulan)", "Dijawab (WIB)", "Diperbaiki (WIB)"]);
    expect(head.at(-1)).toBe("q14");
    const cell = (row: unknown[], header: string) => row[head.indexOf(header)];
    expect(sheet).toHaveLength(3);
    expect(cell(sheet[1], "Status")).toBe("Bekerja");
    expect(cell(sheet[1], "Tempat Bekerja")).toBe("PT Contoh");
    expect(cell(sheet[1], "Bulan sampai Kerja/Usaha Pertama")).toBe(2);
    expect(cell(sheet[1], "Setuju Dikutip")).toBe("Ya");
    expect(cell(sheet[1], "q14")).toBe("Ya, dua kali");
    expect(cell(sheet[1], "Akhir Pelatihan")).toEqual(new Date("2025-06-30T00:00:00Z"));
    const minute = (value: unknown) => Math.round((value as Date).getTime() / 60_000);
    expect(minute(cell(sheet[1], "Diperbaiki (WIB)"))).toBe(minute(new Date("2026-01-02T23:59:00Z")));
    expect(cell(sheet[2], "Setuju Dikutip")).toBe("Tidak");
    expect(cell(sheet[2], "Tempat Bekerja")).toBeNull();
    expect(cell(sheet[2], "Diperbaiki (WIB)")).toBeNull();
  });

  it("is named by year and day in Banda Aceh, without personal data", () => {
    expect(tracerFileName(ANSWER)).toBe("survei-alumni-2025-2026-11-29.xlsx");
    expect(tracerFileName({ ...ANSWER, year: null })).toBe("survei-alumni-semua-tahun-2026-11-29.xlsx");
  });
});
