/**
 * The SKM's .xlsx (docs/satisfaction-survey.md, "Export"): read back with a spreadsheet library. "Ringkasan" carries
 * the database's figures as numbers (IKM, respondents, minimum, the exact weight 1/9), "Unsur" each element's NRR and
 * converted value, "Jawaban" every response with one column per element named by the regulation, the profile in words.
 */
import { readSheet } from "read-excel-file/node";
import { ELEMENT_COLUMNS, SUMMARY_COLUMNS, skmFileName, toSkmXlsx, type SkmExport } from "@/features/skm-admin/lib/skm-export-file";

const ANSWER: SkmExport = {
  exported_at: "2026-12-31T17:30:00Z",
  result: {
    period_id: 4, name: "Semester II 2026", starts_on: "2026-07-01", ends_on: "2026-12-31", closed: true, population: 45,
    minimum: 40, respondents: 42, minimum_reached: true, ikm: 86.11, grade: { grade: "B", label: "Baik" },
    elements: [
      { key: "u1", name: "Persyaratan", nrr: 3.5, converted: 87.5 },
      { key: "u8", name: "Sarana dan Prasarana", nrr: 3.119, converted: 77.98 },
    ],
    lowest: ["u8"],
    follow_up: "Dua pendingin udara dipasang di ruang praktik.",
  },
  rows: [
    { answered_on: "2026-08-03", source: "peserta", u1: 4, u2: 3, u3: 3, u4: 4, u5: 3, u6: 4, u7: 4, u8: 2, u9: 3, age: 21, gender: "L", education: "SMA/SMK", occupation: "Belum Bekerja", suggestion: "Kursi lab diganti." },
    { answered_on: "2026-09-10", source: "publik", u1: 3, u2: 3, u3: 4, u4: 4, u5: 3, u6: 3, u7: 4, u8: 3, u9: 3, age: 45, gender: "P", education: "D4/S1", occupation: "PNS", suggestion: null },
  ],
};

const read = async (sheet: string) => readSheet(Buffer.from(await (await toSkmXlsx(ANSWER)).arrayBuffer()), sheet);

describe("the satisfaction survey's .xlsx", () => {
  it("sums the period up with the database's figures as numbers and says which weight was used", async () => {
    const sheet = await read("Ringkasan");
    expect(sheet[0]).toEqual(SUMMARY_COLUMNS.map((c) => c.header));
    const line = (label: string) => sheet.find((row) => row[0] === label);
    expect(line("Periode")?.[2]).toBe("Semester II 2026");
    expect(line("Status")?.[2]).toBe("Ditutup");
    expect(line("Jumlah Penerima Layanan (Populasi)")?.[1]).toBe(45);
    expect(line("Responden Minimum (Krejcie–Morgan)")?.[1]).toBe(40);
    expect(line("Jumlah Responden")?.slice(1)).toEqual([42, "Jumlah minimum tercapai"]);
    expect(line("IKM")?.slice(1)).toEqual([86.11, "Mutu B (Baik)"]);
    expect(line("Bobot per Unsur")?.[1]).toBeCloseTo(1 / 9, 12);
    expect(line("Unsur Terendah")?.[2]).toBe("Sarana dan Prasarana");
    expect(line("Tindak Lanjut")?.[2]).toBe("Dua pendingin udara dipasang di ruang praktik.");
    // Jakarta's wall time: 17.30 UTC on the 31st is 00.30 on the 1st
    expect(line("Diekspor (WIB)")?.[2]).toBe("2027-01-01 00:30");
  });

  it("has each element's NRR, weighted NRR and converted value", async () => {
    const sheet = await read("Unsur");
    expect(sheet[0]).toEqual(ELEMENT_COLUMNS.map((c) => c.header));
    expect(sheet[1]).toEqual(["U1", "Persyaratan", 3.5, 0.389, 87.5]);
    expect(sheet[2]).toEqual(["U8", "Sarana dan Prasarana", 3.119, 0.347, 77.98]);
  });

  it("has every response with the elements named, the source and the profile in words", async () => {
    const sheet = await read("Jawaban");
    const head = sheet[0] as string[];
    expect(head.slice(0, 4)).toEqual(["No", "Tanggal", "Sumber", "U1 Persyaratan"]);
    expect(head).toContain("U8 Sarana dan Prasarana");
    expect(head).toContain("U2");
    const cell = (row: unknown[], header: string) => row[head.indexOf(header)];
    expect(sheet).toHaveLength(3);
    expect(cell(sheet[1], "Sumber")).toBe("Peserta pelatihan");
    expect(cell(sheet[2], "Sumber")).toBe("Formulir publik");
    expect(cell(sheet[1], "U8 Sarana dan Prasarana")).toBe(2);
    expect(cell(sheet[1], "Jenis Kelamin")).toBe("Laki-laki");
    expect(cell(sheet[2], "Jenis Kelamin")).toBe("Perempuan");
    expect(cell(sheet[1], "Saran")).toBe("Kursi lab diganti.");
    expect(cell(sheet[2], "Saran")).toBeNull();
    expect(cell(sheet[1], "Tanggal")).toEqual(new Date("2026-08-03T00:00:00Z"));
  });

  it("names the file after the period and the day of the export, nothing personal", () => {
    expect(skmFileName(ANSWER)).toBe("survei-kepuasan-semester-ii-2026-2027-01-01.xlsx");
  });
});
