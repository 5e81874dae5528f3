/**
 * Exports (migration 20261127000006_registration_exports.sql, docs/selection.md "Ekspor"): export_registrations()
 * answers a batch's applications with the chosen statuses, NIK included, only to admins and super admins, and records
 * every export before answering (the security activity: who, which batch and statuses, how many rows; each exported
 * application's timeline). Erased applications are not exported; an export of nothing is refused and not recorded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, sql, type TestClient } from "../helpers/supabase";

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

async function batch(): Promise<{ id: number; label: string }> {
  const name = `Batch Ekspor ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const [row] = await sql<{ id: number }>(
    `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
     values ('Ekspor Uji', 'PBK', array['Uji'], $1, current_date + 10, current_date + 40, 'Segera Dibuka') returning id`,
    [name],
  );
  return { id: row.id, label: `Ekspor Uji (${name})` };
}

async function application(scheduleId: number, nik: string, status: string[] = []): Promise<{ id: number; code: string }> {
  const [upload] = await sql<{ folder: string }>("insert into public.registration_uploads (schedule_id) values ($1) returning folder", [scheduleId]);
  const code = `TIK-EX${String(Math.floor(Math.random() * 90) + 10)}-${nik.slice(-4)}`;
  const [row] = await sql<{ id: number }>(
    `insert into public.registrations (code, schedule_id, upload_folder, idempotency_key, full_name, nik, birth_place, birth_date,
       gender, address, regency, whatsapp, education, employment, lookup_hash, consent_version, consent_at)
     values ($1, $2, $3, gen_random_uuid(), 'Ekspor Uji', $4, 'Banda Aceh', '1999-01-01', 'L', 'Jl. Uji 1', 'Kota Banda Aceh',
       '6281234567890', 'D3', 'Bekerja', public.registration_lookup_hash($1, '1999-01-01'), '2026-11-25', now())
     returning id`,
    [code, scheduleId, upload.folder, nik],
  );
  for (const step of status) await sql("update public.registrations set status = $1 where id = $2", [step, row.id]);
  return { id: row.id, code };
}

const exportsOf = (scheduleId: number) =>
  sql<{ actor_email: string; details: Record<string, unknown> }>(
    "select actor_email, details from public.security_events where kind = 'registrations_exported' and (details ->> 'schedule_id')::bigint = $1",
    [scheduleId],
  );

describe("export_registrations", () => {
  it("answers the chosen statuses with the NIK, and records who exported which batch and how many rows", async () => {
    const b = await batch();
    const accepted = await application(b.id, "0171010101990011", ["diverifikasi", "lulus"]);
    const reserve = await application(b.id, "1171010101990012", ["diverifikasi", "cadangan"]);
    await application(b.id, "1171010101990013");
    const erased = await application(b.id, "1171010101990014", ["diverifikasi", "lulus"]);
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
