import { readFileSync } from "node:fs";
import { buildDiff, entrySummary, fieldLabel, formatChangedAt, formatFieldValue, formatValue, rowLink, TABLE_LABELS, tableLabel } from "@/features/history/lib/history-model";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { parseHistorySearch } from "@/features/history/hooks/use-history-search";
import { paths } from "@/config/paths";

describe("buildDiff", () => {
  it("lists only the changed fields of an update, in column order, and ignores updated_at alone", () => {
    const diff = buildDiff({
      action: "UPDATE",
      old_data: { id: 1, name: "A", title: "Lama", instructorName: ["X"], updated_at: "1" },
      new_data: { id: 1, name: "A", title: "Baru", instructorName: ["X", "Y"], updated_at: "2" },
    });
    expect(diff).toEqual([
      { field: "title", label: "Judul", before: "Lama", after: "Baru" },
      { field: "instructorName", label: "Instruktur", before: ["X"], after: ["X", "Y"] },
    ]);
    expect(buildDiff({ action: "UPDATE", old_data: { updated_at: "1" }, new_data: { updated_at: "2" } })).toEqual([]);
  });

  it("lists every field of an inserted row (no 'before') and of a deleted row (no 'after')", () => {
    expect(buildDiff({ action: "INSERT", old_data: null, new_data: { id: 2, caption: "Foto" } })).toEqual([
      { field: "id", label: "ID", before: undefined, after: 2 },
      { field: "caption", label: "Keterangan", before: undefined, after: "Foto" },
    ]);
    expect(buildDiff({ action: "DELETE", old_data: { id: 2, is_featured: true }, new_data: null })).toEqual([
      { field: "id", label: "ID", before: 2, after: undefined },
      { field: "is_featured", label: "Unggulan", before: true, after: undefined },
    ]);
  });

  it("names a column by what it means in its table", () => {
    const change = { action: "UPDATE", old_data: { title: "Instruktur" }, new_data: { title: "Instruktur Senior" } };
    expect(buildDiff({ ...change, table_name: "instructors" })[0].label).toBe("Jabatan");
    expect(buildDiff({ ...change, table_name: "programs" })[0].label).toBe("Judul");
  });

  it("keeps unknown columns under their own name (columns added by later migrations)", () => {
    expect(buildDiff({ action: "UPDATE", old_data: { kolom_baru: 1 }, new_data: { kolom_baru: 2 } })[0].label).toBe("kolom_baru");
  });
});

describe("formatValue", () => {
  it("writes values the way an administrator reads them", () => {
    expect(formatValue(null)).toBe("(kosong)");
    expect(formatValue(undefined)).toBe("(kosong)");
    expect(formatValue("")).toBe("(kosong)");
    expect(formatValue(true)).toBe("Ya");
    expect(formatValue(false)).toBe("Tidak");
    expect(formatValue(["Budi", "Sari"])).toBe("Budi, Sari");
    expect(formatValue([])).toBe("(kosong)");
    expect(formatValue(5000)).toBe("5000");
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe("entrySummary and rowLink", () => {
  it("names the row by its name, title, caption, program and batch, person or address, else #id", () => {
    expect(entrySummary({ row_id: "1", old_data: null, new_data: { name: "Jaringan" } })).toBe("Jaringan");
    expect(entrySummary({ row_id: "1", old_data: { title: "Banner" }, new_data: null })).toBe("Banner");
    expect(entrySummary({ row_id: "1", old_data: null, new_data: { caption: "Foto lab" } })).toBe("Foto lab");
    expect(entrySummary({ row_id: "1", old_data: null, new_data: { program: "Desain", batch: "Batch 2" } })).toBe("Desain (Batch 2)");
    expect(entrySummary({ row_id: "u", old_data: null, new_data: { first_name: "Rahmat", last_name: "Hidayat" } })).toBe("Rahmat Hidayat");
    expect(entrySummary({ row_id: "1", old_data: null, new_data: { address: "Jl. Teuku Umar" } })).toBe("Jl. Teuku Umar");
    expect(entrySummary({ row_id: "9", old_data: null, new_data: { id: 9 } })).toBe("#9");
  });

  it("links a program and its syllabus to the public page, other rows to their admin screen, a deleted row nowhere", () => {
    expect(rowLink({ action: "UPDATE", table_name: "programs", row_id: "4", new_data: {} })).toBe(paths.programDetail.getHref(4));
    expect(rowLink({ action: "INSERT", table_name: "syllabus_items", row_id: "40", new_data: { program_id: 4 } })).toBe(paths.programDetail.getHref(4));
    expect(rowLink({ action: "UPDATE", table_name: "schedules", row_id: "1", new_data: {} })).toBe(paths.admin.schedules.getHref());
    expect(rowLink({ action: "UPDATE", table_name: "contact_info", row_id: "1", new_data: {} })).toBe(paths.admin.contact.getHref());
    expect(rowLink({ action: "DELETE", table_name: "programs", row_id: "4", new_data: null })).toBeNull();
  });

  it("formats the time in Indonesian", () => {
    expect(formatChangedAt(new Date(2026, 7, 17, 9, 5).toISOString())).toBe("17 Agt 2026, 09.05");
    expect(formatChangedAt("bukan tanggal")).toBe("bukan tanggal");
  });
});

describe("parseHistorySearch", () => {
  it("reads the filters of the URL and ignores what is malformed", () => {
    expect(parseHistorySearch(new URLSearchParams("tabel=programs&admin=6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f&dari=2026-01-01&sampai=2026-01-31&halaman=3"))).toEqual({
      table: "programs",
      actorId: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
      from: "2026-01-01",
      to: "2026-01-31",
      page: 3,
    });
    expect(parseHistorySearch(new URLSearchParams("tabel=users&admin=1;drop&dari=2026-02-30&sampai=kemarin&halaman=-1"))).toEqual({
      table: undefined,
      actorId: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it("swaps a reversed date range", () => {
    const f = parseHistorySearch(new URLSearchParams("dari=2026-03-10&sampai=2026-03-01"));
    expect([f.from, f.to]).toEqual(["2026-03-01", "2026-03-10"]);
  });
});

describe("field labels", () => {
  it("names every column of every recorded table in Indonesian (read from the generated database types)", () => {
    const types = readFileSync(new URL("../../src/types/database.types.ts", import.meta.url), "utf8");
    const publicTables = types.slice(types.indexOf("public: {"));
    const unlabelled: string[] = [];
    for (const [, table, body] of publicTables.matchAll(/\n {6}(\w+): \{\n {8}Row: \{\n([\s\S]*?)\n {8}\}/g)) {
      if (!(table in TABLE_LABELS) || table === "change_history") continue;
      for (const [, column] of body.matchAll(/^\s+(\w+)\??:/gm)) {
        if (fieldLabel(column, table) === column) unlabelled.push(`${table}.${column}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });
});

describe("the service standard in the history", () => {
  it("names a component by its title and the pledge as Maklumat Pelayanan, both linking to their panel page", () => {
    const section = { action: "UPDATE", table_name: "service_standard_sections", row_id: "4", old_data: null, new_data: { id: 4, title: "Biaya/Tarif", body: "Gratis" } };
    const pledge = { action: "UPDATE", table_name: "service_pledge", row_id: "1", old_data: null, new_data: { id: 1, place: "Banda Aceh", signer_name: "Ir. Uji" } };
    expect([tableLabel(section.table_name), entrySummary(section)]).toEqual(["Standar Pelayanan", "Biaya/Tarif"]);
    expect([tableLabel(pledge.table_name), entrySummary(pledge)]).toEqual(["Maklumat Pelayanan", "Maklumat Pelayanan"]);
    expect(rowLink(section)).toBe(paths.admin.serviceStandard.getHref());
    expect(rowLink(pledge)).toBe(paths.admin.serviceStandard.getHref());
    expect(fieldLabel("body", "service_standard_sections")).toBe("Isi");
    expect(fieldLabel("signed_on", "service_pledge")).toBe("Tanggal penetapan");
  });
});

describe("an application in the history", () => {
  const entry = {
    action: "UPDATE",
    table_name: "registrations",
    row_id: "42",
    old_data: { id: 42, code: "TIK-AB12-CD34", status: "diterima", full_name: "(disembunyikan)" },
    new_data: { id: 42, code: "TIK-AB12-CD34", status: "diverifikasi", full_name: "diubah" },
  };
  it("is named by its code and links to its page in the panel", () => {
    expect(entrySummary(entry)).toBe("TIK-AB12-CD34");
    expect(rowLink(entry)).toBe(paths.admin.application.getHref(42));
    expect(TABLE_LABELS.registrations).toBe("Pendaftar");
  });
  it("shows a personal field only as changed", () => {
    expect(buildDiff(entry).find((d) => d.field === "full_name")).toMatchObject({ field: "full_name", before: "(disembunyikan)", after: "diubah" });
    expect(fieldLabel("full_name", "registrations")).toBe("Nama lengkap");
  });
  it("names its status as the panel does, not by its stored code; other values stay as they are", () => {
    const status = buildDiff(entry).find((d) => d.field === "status")!;
    expect([formatFieldValue("registrations", "status", status.before), formatFieldValue("registrations", "status", status.after)]).toEqual(["Baru", "Diverifikasi"]);
    for (const [code, name] of Object.entries(PANEL_STATUS_LABEL)) expect(formatFieldValue("registrations", "status", code)).toBe(name);
    expect(formatFieldValue("registrations", "status", "unknown")).toBe("unknown");
    expect(formatFieldValue("schedules", "status", "diterima")).toBe("diterima");
    // a stored phone number as Indonesians read it
    expect(formatFieldValue("schedules", "contact_whatsapp", "6281234567890")).toBe("0812-3456-7890");
    expect(formatFieldValue("registrations", "status", null)).toBe("(kosong)");
  });
});
