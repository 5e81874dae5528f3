/**
 * Partners and vacancies (migration 20261129000010_partners_vacancies.sql, docs/outcomes.md "Partners and
 * vacancies"), against the embedded Supabase with real supabase-js: visitors see a published vacancy until its
 * deadline (an Asia/Jakarta date) has passed and never an unpublished one; only members write; a bad link is refused
 * with an Indonesian message; the related programs behave like foreign keys; every change is in the history and a
 * deleted vacancy or partner (with its logo) comes back whole.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createNonAdminUser, pngFile, sql, type TestClient } from "../helpers/supabase";
import { expectImagesIn } from "../helpers/withheld";
import type { TablesInsert } from "@/types/database.types";

let admin: TestClient;
/** Today in Asia/Jakarta as the database sees it, and the days around it (yyyy-mm-dd). */
let today: string;
let yesterday: string;
let tomorrow: string;

beforeAll(async () => {
  admin = await adminClient();
  [{ today, yesterday, tomorrow }] = await sql<{ today: string; yesterday: string; tomorrow: string }>(
    `select d::text as today, (d - 1)::text as yesterday, (d + 1)::text as tomorrow
       from (select (now() at time zone 'Asia/Jakarta')::date as d) j`,
  );
});

const vacancy = (over: Partial<TablesInsert<"vacancies">> = {}): TablesInsert<"vacancies"> => ({
  position: `Teknisi Jaringan ${Math.random().toString(36).slice(2, 8)}`,
  company: "PT Uji Lowongan",
  location: "Banda Aceh",
  requirements: "Lulusan pelatihan Teknisi Jaringan; SIM C.",
  deadline: tomorrow,
  apply_url: "https://perusahaan.example.co.id/karier/teknisi",
  published: true,
  ...over,
});

async function insertVacancy(over: Partial<TablesInsert<"vacancies">> = {}) {
  const { data } = await admin.from("vacancies").insert(vacancy(over)).select().single().throwOnError();
  return data;
}

async function visibleToAnon(ids: number[]): Promise<number[]> {
  const { data } = await anonClient().from("vacancies").select("id").in("id", ids).order("id").throwOnError();
  return data.map((r) => r.id);
}

describe("what visitors see", () => {
  it("a published vacancy until its deadline in Asia/Jakarta: yesterday's is gone, today's and tomorrow's shown", async () => {
    const past = await insertVacancy({ deadline: yesterday });
    const last = await insertVacancy({ deadline: today });
    const open = await insertVacancy({ deadline: tomorrow });
    expect(await visibleToAnon([past.id, last.id, open.id])).toEqual([last.id, open.id]);
    // a signed-in non-member sees what visitors see; a member sees every vacancy (the panel)
    const user = await createNonAdminUser();
    const { data: theirs } = await user.client.from("vacancies").select("id").in("id", [past.id, last.id, open.id]).order("id").throwOnError();
    expect(theirs.map((r) => r.id)).toEqual([last.id, open.id]);
    const { data: panel } = await admin.from("vacancies").select("id").in("id", [past.id, last.id, open.id]).order("id").throwOnError();
    expect(panel.map((r) => r.id)).toEqual([past.id, last.id, open.id]);
    // the same row leaves the public list once its deadline is behind, without any job: only the date moved
    await sql("update public.vacancies set deadline = $2::date where id = $1", [open.id, yesterday]);
    expect(await visibleToAnon([past.id, last.id, open.id])).toEqual([last.id]);
  });

  it("the deadline is the Jakarta day, not the server's UTC day", async () => {
    // 17:00–24:00 UTC is already tomorrow in Jakarta: the policy must compare with Jakarta's date whatever the clock
    const [{ policy }] = await sql<{ policy: string }>(
      "select private.jakarta_today()::text = (now() at time zone 'Asia/Jakarta')::date::text as policy",
    );
    expect(policy).toBe(true);
    const utcToday = new Date().toISOString().slice(0, 10);
    const v = await insertVacancy({ deadline: utcToday });
    expect(await visibleToAnon([v.id])).toEqual(utcToday >= today ? [v.id] : []);
  });

  it("an unpublished vacancy is hidden however far its deadline", async () => {
    const draft = await insertVacancy({ published: false, deadline: "2099-12-31" });
    expect(await visibleToAnon([draft.id])).toEqual([]);
    await admin.from("vacancies").update({ published: true }).eq("id", draft.id).throwOnError();
    expect(await visibleToAnon([draft.id])).toEqual([draft.id]);
  });

  it("partners are public, with the vacancies that name them", async () => {
    const { data: p } = await admin
      .from("partners")
      .insert({ name: "PT Mitra Publik", sector: "Telekomunikasi", cooperation: ["rekrutmen", "magang", "magang"] })
      .select()
      .single()
      .throwOnError();
    expect(p.cooperation).toEqual(["magang", "rekrutmen"]);
    const v = await insertVacancy({ company: null, partner_id: p.id });
    const { data } = await anonClient().from("vacancies").select("id, partners(name, sector)").eq("id", v.id).single().throwOnError();
    expect(data).toEqual({ id: v.id, partners: { name: "PT Mitra Publik", sector: "Telekomunikasi" } });
  });
});

describe("who writes", () => {
  it("visitors and signed-in non-members write nothing", async () => {
    const v = await insertVacancy();
    const user = await createNonAdminUser();
    for (const [who, client] of [["anon", anonClient()], ["user", user.client]] as const) {
      const insert = await client.from("vacancies").insert(vacancy());
      expect(insert.error, who).not.toBeNull();
      const partner = await client.from("partners").insert({ name: "PT Nakal", sector: "x", cooperation: ["magang"] });
      expect(partner.error, who).not.toBeNull();
      const { data: updated } = await client.from("vacancies").update({ position: "Diubah" }).eq("id", v.id).select();
      expect(updated ?? [], who).toEqual([]);
      const { data: deleted } = await client.from("vacancies").delete().eq("id", v.id).select();
      expect(deleted ?? [], who).toEqual([]);
    }
    const [row] = await sql<{ position: string }>("select position from public.vacancies where id = $1", [v.id]);
    expect(row.position).toBe(v.position);
  });
});

describe("what is refused, with a message", () => {
  it("a link to apply that is not http or https, and a Karirhub link to another site", async () => {
    for (const apply_url of ["javascript:alert(1)", "ftp://perusahaan.example.co.id/x", "perusahaan.co.id", "https://", "https://x y.com"]) {
      const { error } = await admin.from("vacancies").insert(vacancy({ apply_url }));
      expect(error?.message, apply_url).toBe(
        "Tautan lamaran harus alamat lengkap yang diawali http:// atau https:// (contoh: https://perusahaan.co.id/karier).",
      );
    }
    const { error } = await admin.from("vacancies").insert(vacancy({ karirhub_url: "https://karirhub.example.com/lowongan/1" }));
    expect(error?.message).toBe("Tautan Karirhub harus alamat https://karirhub.kemnaker.go.id/…");
    const ok = await insertVacancy({ apply_url: "http://perusahaan.example.co.id/lamar?posisi=1", karirhub_url: "https://karirhub.kemnaker.go.id/lowongan-dalam-negeri/1" });
    expect(ok.karirhub_url).toBe("https://karirhub.kemnaker.go.id/lowongan-dalam-negeri/1");
    // the same rule on an edit
    const edit = await admin.from("vacancies").update({ apply_url: "mailto:hrd@example.com" }).eq("id", ok.id);
    expect(edit.error?.message).toMatch(/^Tautan lamaran harus/);
  });

  it("both or neither of a partner and a company's name; a partner's unknown kind of cooperation or bad website", async () => {
    const { data: p } = await admin.from("partners").insert({ name: "PT Dua", sector: "TI", cooperation: ["magang"] }).select().single().throwOnError();
    for (const over of [{ company: null }, { partner_id: p.id }]) {
      const { error } = await admin.from("vacancies").insert(vacancy(over));
      expect(error?.message).toBe("Pilih mitra industri atau tulis nama perusahaan (salah satu saja).");
    }
    const kind = await admin.from("partners").insert({ name: "PT Tiga", sector: "TI", cooperation: ["sponsor"] });
    expect(kind.error?.message).toBe("Bentuk kerja sama hanya magang, rekrutmen atau instruktur_tamu.");
    const none = await admin.from("partners").insert({ name: "PT Tiga", sector: "TI", cooperation: [] });
    expect(none.error?.message).toBe("Pilih minimal satu bentuk kerja sama: magang, rekrutmen atau instruktur tamu.");
    const site = await admin.from("partners").insert({ name: "PT Tiga", sector: "TI", cooperation: ["magang"], website: "javascript:alert(1)" });
    expect(site.error?.message).toBe("Situs web mitra harus alamat lengkap yang diawali http:// atau https://.");
    // a partner a vacancy names cannot be deleted
    await insertVacancy({ company: null, partner_id: p.id });
    const del = await admin.from("partners").delete().eq("id", p.id);
    expect(del.error?.message).toBe('Mitra "PT Dua" tidak dapat dihapus: masih disebut oleh 1 lowongan. Ubah atau hapus lowongan itu dahulu.');
    const [kept] = await sql<{ n: string }>("select count(*)::text as n from public.partners where id = $1", [p.id]);
    expect(kept.n).toBe("1");
  });

  it("related programs behave like foreign keys: an unknown one is refused, a deleted one is taken out", async () => {
    const { data: prog } = await admin
      .from("programs")
      .insert({ name: `Program Lowongan ${Date.now()}`, category: "PBL", duration: "80 JP", description: "d" })
      .select()
      .single()
      .throwOnError();
    const unknown = await admin.from("vacancies").insert(vacancy({ program_ids: [prog.id, 987654321] }));
    expect(unknown.error?.message).toBe("Program pelatihan dengan ID 987654321 tidak ada.");
    const v = await insertVacancy({ program_ids: [prog.id, prog.id] });
    expect(v.program_ids).toEqual([prog.id]);
    const { data: byProgram } = await anonClient().from("vacancies").select("id").contains("program_ids", [prog.id]).throwOnError();
    expect(byProgram.map((r) => r.id)).toEqual([v.id]);
    await admin.from("programs").delete().eq("id", prog.id).throwOnError();
    const [row] = await sql<{ program_ids: string[] }>("select program_ids::text[] from public.vacancies where id = $1", [v.id]);
    expect(row.program_ids).toEqual([]);
  });

  it("several of a vacancy's programs deleted in one statement are all taken out, the others kept", async () => {
    const programs = [];
    for (let i = 0; i < 3; i++) {
      const { data } = await admin
        .from("programs")
        .insert({ name: `Program Lowongan Banyak ${i} ${Date.now()}`, category: "PBL", duration: "80 JP", description: "d" })
        .select()
        .single()
        .throwOnError();
      programs.push(data.id);
    }
    const v = await insertVacancy({ program_ids: programs });
    // one DELETE of two programs (migration 20261130000050: it failed with "Program pelatihan dengan ID … tidak ada.")
    await admin.from("programs").delete().in("id", programs.slice(0, 2)).throwOnError();
    const [row] = await sql<{ program_ids: number[] }>("select program_ids from public.vacancies where id = $1", [v.id]);
    expect(row.program_ids.map(Number)).toEqual([programs[2]]);
  });
});

describe("history", () => {
  async function entries(table: string, id: number) {
    const { data } = await admin
      .from("change_history")
      .select("id, action, actor_email, old_data, new_data")
      .eq("table_name", table)
      .eq("row_id", String(id))
      .order("id")
      .throwOnError();
    return data;
  }

  it("records every change of a vacancy, and a deleted one comes back as it was", async () => {
    const v = await insertVacancy();
    await admin.from("vacancies").update({ location: "Lhokseumawe" }).eq("id", v.id).throwOnError();
    const { data: edited } = await admin.from("vacancies").select("*").eq("id", v.id).single().throwOnError();
    await admin.from("vacancies").delete().eq("id", v.id).throwOnError();
    const log = await entries("vacancies", v.id);
    expect(log.map((e) => e.action)).toEqual(["INSERT", "UPDATE", "DELETE"]);
    expect(log[1].old_data).toMatchObject({ location: "Banda Aceh" });
    expect(log[1].new_data).toMatchObject({ location: "Lhokseumawe" });
    expect(log.every((e) => e.actor_email === "admin@example.com")).toBe(true);
    const { error } = await admin.rpc("restore_deleted", { p_history_id: log[2].id });
    expect(error).toBeNull();
    const { data: back } = await admin.from("vacancies").select("*").eq("id", v.id).single().throwOnError();
    expect(back).toEqual(edited);
  });

  it("a deleted partner comes back with its logo, which is withheld while it is deleted", async () => {
    const path = `${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
    const { error: upload } = await admin.storage.from("partners").upload(path, pngFile());
    expect(upload).toBeNull();
    const url = admin.storage.from("partners").getPublicUrl(path).data.publicUrl;
    const { data: p } = await admin
      .from("partners")
      .insert({ name: "PT Logo Pulih", sector: "TI", cooperation: ["instruktur_tamu"], image_url: url, file_path: path })
      .select()
      .single()
      .throwOnError();
    await expectImagesIn("partners", [path], "public");
    await admin.from("partners").delete().eq("id", p.id).throwOnError();
    await expectImagesIn("partners", [path], "withheld");
    const log = await entries("partners", p.id);
    expect(log.map((e) => e.action)).toEqual(["INSERT", "DELETE"]);
    const { error } = await admin.rpc("restore_deleted", { p_history_id: log[1].id });
    expect(error).toBeNull();
    const { data: back } = await admin.from("partners").select("*").eq("id", p.id).single().throwOnError();
    expect(back).toEqual(p);
    await expectImagesIn("partners", [path], "public");
  });
});
