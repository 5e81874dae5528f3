/**
 * The Standar Pelayanan and Maklumat Pelayanan (migration 20261130000030_service_standard.sql, docs/service-standard.md),
 * against the embedded Supabase with real supabase-js: visitors read both; operators and non-members write nothing;
 * an admin edits the texts and the change history records it; a text over its limit (or blank) is refused with an
 * Indonesian message; the sections are the regulation's fixed components (no section added or deleted, no key,
 * title or group changed).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, createNonAdminUser, sql, type TestClient } from "../helpers/supabase";
import type { TablesUpdate } from "@/types/database.types";

let admin: TestClient;
let original: { sections: { id: number; body: string }[]; pledge: Record<string, unknown> };

const KEYS = [
  "persyaratan",
  "prosedur",
  "jangka_waktu",
  "biaya",
  "produk",
  "pengaduan",
  "dasar_hukum",
  "sarana",
  "kompetensi",
  "pengawasan",
  "jumlah_pelaksana",
  "jaminan_pelayanan",
  "jaminan_keamanan",
  "evaluasi_kinerja",
];

beforeAll(async () => {
  admin = await adminClient();
  original = {
    sections: await sql<{ id: number; body: string }>("select id, body from public.service_standard_sections order by id"),
    pledge: (await sql("select statement, signer_name, signer_position, place, signed_on::text from public.service_pledge"))[0],
  };
});

// other files read the seeded texts (the prerendered pages): put them back as the migration left them
afterAll(async () => {
  for (const s of original.sections) {
    await sql("update public.service_standard_sections set body = $2 where id = $1", [s.id, s.body]);
  }
  const p = original.pledge;
  await sql(
    "update public.service_pledge set statement = $1, signer_name = $2, signer_position = $3, place = $4, signed_on = $5::date",
    [p.statement, p.signer_name, p.signer_position, p.place, p.signed_on],
  );
});

describe("what visitors read", () => {
  it("the fourteen components in order, six of delivery then eight of management, and the pledge", async () => {
    const { data } = await anonClient()
      .from("service_standard_sections")
      .select("key, component_group, title, position, body")
      .order("position")
      .throwOnError();
    expect(data.map((s) => s.key)).toEqual(KEYS);
    expect(data.map((s) => s.component_group)).toEqual([...Array(6).fill("penyampaian"), ...Array(8).fill("pengelolaan")]);
    expect(data.find((s) => s.key === "biaya")?.body).toMatch(/^Tidak dipungut biaya \(gratis\)/);
    expect(data.find((s) => s.key === "pengaduan")?.body).toContain("SP4N-LAPOR!");
    const { data: pledge } = await anonClient().from("service_pledge").select("*").single().throwOnError();
    expect(pledge.statement).toMatch(/^Dengan ini, kami menyatakan sanggup menyelenggarakan pelayanan/);
    expect(pledge.place).toBe("Banda Aceh");
  });
});

describe("who writes", () => {
  it("operators, non-members and visitors change nothing; an admin edits and the history records it", async () => {
    const operator = (await createMember("operator")).client;
    const user = (await createNonAdminUser()).client;
    for (const [who, client] of [["operator", operator], ["user", user], ["anon", anonClient()]] as const) {
      const { data: s } = await client.from("service_standard_sections").update({ body: "Diubah" }).eq("key", "biaya").select();
      expect(s ?? [], who).toEqual([]);
      const { data: p } = await client.from("service_pledge").update({ place: "Diubah" }).eq("id", 1).select();
      expect(p ?? [], who).toEqual([]);
    }
    const [kept] = await sql<{ body: string; place: string }>(
      "select s.body, p.place from public.service_standard_sections s, public.service_pledge p where s.key = 'biaya'",
    );
    expect(kept.body).toMatch(/^Tidak dipungut biaya/);
    expect(kept.place).toBe("Banda Aceh");

    const body = "Tidak dipungut biaya (gratis)\nTermasuk modul dan konsumsi";
    const { data: section } = await admin
      .from("service_standard_sections")
      .update({ body })
      .eq("key", "biaya")
      .select()
      .single()
      .throwOnError();
    expect(section.body).toBe(body);
    const { data: pledge } = await admin
      .from("service_pledge")
      .update({ signer_name: "Ir. Uji Penanda, M.T.", signed_on: "2026-11-30" })
      .eq("id", 1)
      .select()
      .single()
      .throwOnError();
    expect(pledge.signer_name).toBe("Ir. Uji Penanda, M.T.");

    // the history, as the panel reads it, under the admin's name; an operator reads it too (public content)
    const { data: history } = await operator
      .from("change_history")
      .select("table_name, row_id, action, old_data, new_data, actor_email")
      .in("table_name", ["service_standard_sections", "service_pledge"])
      .order("id", { ascending: false })
      .limit(2)
      .throwOnError();
    expect(history.map((h) => [h.table_name, h.row_id, h.action, h.actor_email])).toEqual([
      ["service_pledge", "1", "UPDATE", "admin@example.com"],
      ["service_standard_sections", String(section.id), "UPDATE", "admin@example.com"],
    ]);
    expect((history[1].new_data as { body: string }).body).toBe(body);
    expect((history[0].old_data as { signer_name: string }).signer_name).toBe(original.pledge.signer_name);
  });
});

describe("what is refused", () => {
  it("a blank or too long text, with an Indonesian message", async () => {
    const long = await admin.from("service_standard_sections").update({ body: "x".repeat(3001) }).eq("key", "produk");
    expect(long.error?.message).toBe('Isi komponen "Produk Pelayanan" harus diisi, paling banyak 3000 karakter.');
    const blank = await admin.from("service_standard_sections").update({ body: " \n\u200B " }).eq("key", "produk");
    expect(blank.error?.message).toBe('Isi komponen "Produk Pelayanan" harus diisi, paling banyak 3000 karakter.');
    const cases: [TablesUpdate<"service_pledge">, string][] = [
      [{ statement: "x".repeat(1001) }, "Isi maklumat harus diisi, paling banyak 1000 karakter."],
      [{ signer_name: " " }, "Nama penanda tangan harus diisi, paling banyak 120 karakter."],
      [{ signer_position: "x".repeat(121) }, "Jabatan penanda tangan harus diisi, paling banyak 120 karakter."],
      [{ place: "" }, "Tempat penetapan harus diisi, paling banyak 120 karakter."],
      [{ signed_on: "1999-12-31" }, "Tanggal penetapan harus tanggal antara tahun 2000 dan 2099."],
    ];
    for (const [change, message] of cases) {
      const { error } = await admin.from("service_pledge").update(change).eq("id", 1);
      expect(error?.message, JSON.stringify(change).slice(0, 40)).toBe(message);
    }
    // exactly at the limit is fine
    await admin.from("service_standard_sections").update({ body: "x".repeat(3000) }).eq("key", "produk").throwOnError();
  });

  it("no section is added or deleted, no key, title or group changed, and no second pledge", async () => {
    const add = await admin
      .from("service_standard_sections")
      .insert({ id: 99, key: "persyaratan", component_group: "penyampaian", title: "Tambahan", position: 99, body: "x" });
    expect(add.error?.code).toBe("42501");
    const del = await admin.from("service_standard_sections").delete().eq("key", "biaya");
    expect(del.error?.code).toBe("42501");
    for (const change of [{ key: "lainnya" }, { title: "Judul Lain" }, { component_group: "pengelolaan" }, { position: 50 }]) {
      const { error } = await admin.from("service_standard_sections").update(change).eq("key", "biaya");
      expect(error?.code, Object.keys(change)[0]).toBe("42501");
    }
    const pledge = await admin
      .from("service_pledge")
      .insert({ id: 2, statement: "x", signer_name: "x", signer_position: "x", place: "x", signed_on: "2026-01-01" });
    expect(pledge.error?.code).toBe("42501");
    expect((await admin.from("service_pledge").delete().eq("id", 1)).error?.code).toBe("42501");
    const [{ n }] = await sql<{ n: string }>("select count(*)::text as n from public.service_standard_sections");
    expect(n).toBe("14");
  });
});
