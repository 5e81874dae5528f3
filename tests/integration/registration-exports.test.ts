/**
 * Exports (migration 20261127000006_registration_exports.sql, docs/selection.md "Ekspor"): export_registrations()
 * answers a batch's applications with the chosen statuses, NIK included, only to admins and super admins, and records
 * every export before answering (the security activity: who, which batch and statuses, how many rows; each exported
 * application's timeline). Erased applications are not exported; an export of nothing is refused and not recorded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, sql, type TestClient } from "../helpers/supabase";
import { insertApplication, insertBatch } from "../helpers/applications";

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

async function batch(): Promise<{ id: number; label: string }> {
  const b = await insertBatch({ program: "Ekspor Uji" });
  return { id: b.id, label: `${b.program} (${b.batch})` };
}

const application = (scheduleId: number, nik: string, status = "diterima") => insertApplication(scheduleId, { full_name: "Ekspor Uji", nik, status });

const exportsOf = (scheduleId: number) =>
  sql<{ actor_email: string; details: Record<string, unknown> }>(
    "select actor_email, details from public.security_events where kind = 'registrations_exported' and (details ->> 'schedule_id')::bigint = $1",
    [scheduleId],
  );

describe("export_registrations", () => {
  it("answers the chosen statuses with the NIK, and records who exported which batch and how many rows", async () => {
    const b = await batch();
    const accepted = await application(b.id, "0171010101990011", "lulus");
    const reserve = await application(b.id, "1171010101990012", "cadangan");
    await application(b.id, "1171010101990013");
    const erased = await application(b.id, "1171010101990014", "lulus");
    await sql("update public.registrations set full_name = null, nik = null, erased_at = now() where id = $1", [erased.id]);

    const { data, error } = await admin.rpc("export_registrations", { p_schedule_id: b.id, p_statuses: ["lulus", "cadangan"] });
    expect(error).toBeNull();
    const answer = data as { schedule: Record<string, unknown>; exported_at: string; rows: Record<string, unknown>[] };
    expect(answer.schedule).toMatchObject({ id: b.id, program: "Ekspor Uji" });
    expect(answer.rows.map((r) => [r.code, r.status, r.nik])).toEqual([
      [accepted.code, "lulus", "0171010101990011"],
      [reserve.code, "cadangan", "1171010101990012"],
    ]);
    expect(Object.keys(answer.rows[0]).sort()).toEqual(
      ["address", "birth_date", "birth_place", "code", "education", "email", "employment", "full_name", "gender", "nik", "regency", "status", "submitted_at", "whatsapp"],
    );

    expect(await exportsOf(b.id)).toEqual([
      { actor_email: "admin@example.com", details: { schedule_id: b.id, batch: b.label, statuses: ["lulus", "cadangan"], rows: 2 } },
    ]);
    const timeline = await sql<{ registration_id: number; actor_email: string; details: unknown }>(
      "select registration_id, actor_email, details from public.registration_events where kind = 'exported' and registration_id = any($1::bigint[]) order by registration_id",
      [[accepted.id, reserve.id, erased.id]],
    );
    expect(timeline).toEqual([
      { registration_id: accepted.id, actor_email: "admin@example.com", details: { statuses: ["lulus", "cadangan"], rows: 2 } },
      { registration_id: reserve.id, actor_email: "admin@example.com", details: { statuses: ["lulus", "cadangan"], rows: 2 } },
    ]);
  });

  it("refuses bad requests in Indonesian and records nothing", async () => {
    const b = await batch();
    await application(b.id, "1171010101990021");
    const refusal = async (schedule: number, statuses: string[]) => (await admin.rpc("export_registrations", { p_schedule_id: schedule, p_statuses: statuses })).error;
    expect(await refusal(b.id, ["peserta"])).toMatchObject({ code: "PT404", message: "Tidak ada pendaftar dengan status yang dipilih di jadwal ini." });
    expect(await refusal(b.id, [])).toMatchObject({ code: "PT400", message: "Pilih minimal satu status yang diekspor." });
    expect(await refusal(b.id, ["lulus", "diterima; drop"])).toMatchObject({ code: "PT400", message: "Status tidak dikenal: diterima; drop." });
    expect(await refusal(2_000_000_000, ["diterima"])).toMatchObject({ code: "PT404", message: "Jadwal tidak ditemukan. Muat ulang halaman." });
    expect(await exportsOf(b.id)).toEqual([]);
  });

  it("is for admins and super admins only: operators and visitors get nothing, and nothing is recorded", async () => {
    const b = await batch();
    await application(b.id, "1171010101990031");
    const operator = await createMember("operator");
    for (const client of [operator.client, anonClient()]) {
      const { data, error } = await client.rpc("export_registrations", { p_schedule_id: b.id, p_statuses: ["diterima"] });
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: "42501" });
    }
    expect(await exportsOf(b.id)).toEqual([]);
    await sql("delete from public.admin_members where user_id = $1", [operator.id]);
  });
});
