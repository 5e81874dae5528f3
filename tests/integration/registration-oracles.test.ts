/**
 * The applicant's keys as an attacker tries them (issue 32 §1, docs/registration.md "The functions visitors call"):
 * the same input twice gives the same answer, an application erased by an administrator cannot be withdrawn with any
 * key and answers a withdrawal exactly like a wrong key, and a finished training cannot be withdrawn. Also the
 * smaller promises of docs/registration.md no other file checked.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { adminClient, sql, testEnv } from "../helpers/supabase";
import { insertApplication, insertBatch, meetCompletionRule } from "../helpers/applications";

type Json = Record<string, unknown>;

async function rpc(fn: string, body: Json): Promise<{ status: number; body: Json }> {
  const { url, anonKey } = testEnv();
  const res = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const NOT_FOUND = {
  code: "not_found",
  message: "Data pendaftaran tidak ditemukan. Periksa kode, tanggal lahir, dan 4 digit terakhir NIK.",
  details: null,
  hint: null,
};

beforeEach(() => sql("delete from public.registration_attempts"));

describe("the status check and the withdrawal, as an attacker calls them", () => {
  it("answer the same input twice with the same answer", async () => {
    const a = await insertApplication((await insertBatch({ program: "Oracle Uji" })).id, { nik: "1171010101990071" });
    const right = { p_code: a.code, p_birth_date: "1999-01-01" };
    const first = await rpc("check_registration", right);
    expect(first.status).toBe(200);
    expect(await rpc("check_registration", right)).toEqual(first);
    const wrong = { p_code: a.code, p_birth_date: "1999-01-02" };
    const miss = await rpc("check_registration", wrong);
    expect(miss.status).toBe(404);
    expect(await rpc("check_registration", wrong)).toEqual(miss);
  });

  it("an application an administrator erased: the status says so, a withdrawal with the right key is a plain 'not found'", async () => {
    const a = await insertApplication((await insertBatch({ program: "Oracle Uji" })).id, { nik: "1171010101990072" });
    const admin = await adminClient();
    expect((await admin.rpc("erase_applicant_data", { p_id: a.id })).error).toBeNull();
    const status = await rpc("check_registration", { p_code: a.code, p_birth_date: "1999-01-01" });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ code: a.code, status: "diterima", erased: true, masked_name: null });
    const rightKey = await rpc("withdraw_registration", { p_code: a.code, p_birth_date: "1999-01-01", p_nik_last4: "0072" });
    const wrongKey = await rpc("withdraw_registration", { p_code: a.code, p_birth_date: "1999-01-02", p_nik_last4: "0072" });
    expect(rightKey).toEqual({ status: 404, body: NOT_FOUND });
    expect(wrongKey).toEqual(rightKey);
    const [row] = await sql<Json>("select status from public.registrations where id = $1", [a.id]);
    expect(row.status).toBe("diterima");
  });

  it("a finished training (Selesai) is not withdrawn", async () => {
    const a = await insertApplication((await insertBatch({ program: "Oracle Uji" })).id, { nik: "1171010101990073" });
    for (const status of ["diverifikasi", "lulus", "peserta", "selesai"]) {
      if (status === "selesai") await meetCompletionRule(a.id);
      await sql("update public.registrations set status = $2 where id = $1", [a.id, status]);
    }
    const r = await rpc("withdraw_registration", { p_code: a.code, p_birth_date: "1999-01-01", p_nik_last4: "0073" });
    // the applicant's own answer, not the panel's transition wording (the page offers no withdrawal then)
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      code: "training_completed",
      message: "Pelatihan Anda sudah selesai, sehingga pendaftaran tidak dapat dibatalkan lagi.",
      details: null,
      hint: "Untuk meminta penghapusan data pribadi Anda, hubungi kontak pelindungan data di halaman Kebijakan Privasi.",
    });
    // a wrong last-4 still gets the one answer for every miss, so the status is not given away
    const wrong = await rpc("withdraw_registration", { p_code: a.code, p_birth_date: "1999-01-01", p_nik_last4: "0074" });
    expect(wrong.body).not.toMatchObject({ code: "training_completed" });
    const [row] = await sql<Json>("select status, nik from public.registrations where id = $1", [a.id]);
    expect(row).toEqual({ status: "selesai", nik: "1171010101990073" });
  });
});

describe("the smaller promises of docs/registration.md", () => {
  it("a submission without its idempotency key or upload folder: 400 'Data pendaftaran tidak lengkap', nothing written", async () => {
    const scheduleId = (await insertBatch({ program: "Oracle Uji" })).id;
    const [{ n: before }] = await sql<{ n: string }>("select count(*) as n from public.registrations");
    for (const missing of [{ upload_folder: crypto.randomUUID() }, { idempotency_key: crypto.randomUUID() }]) {
      const r = await rpc("submit_registration", { p_application: { schedule_id: scheduleId, website: "", ...missing } });
      expect(r).toMatchObject({ status: 400, body: { message: "Data pendaftaran tidak lengkap. Muat ulang halaman lalu coba lagi." } });
    }
    const [{ n: after }] = await sql<{ n: string }>("select count(*) as n from public.registrations");
    expect(after).toBe(before);
  });

  it("a schedule with registrations cannot be deleted; retention_months is changed by admins and is in the change history", async () => {
    const scheduleId = (await insertBatch({ program: "Oracle Uji" })).id;
    await insertApplication(scheduleId, { nik: "1171010101990074" });
    const admin = await adminClient();
    const { error } = await admin.from("schedules").delete().eq("id", scheduleId);
    expect(error).toMatchObject({ code: "23001" }); // restrict_violation: `on delete restrict`
    expect(await sql("select 1 from public.schedules where id = $1", [scheduleId])).toHaveLength(1);

    const [{ retention_months: was }] = await sql<{ retention_months: number }>("select retention_months from public.registration_settings");
    try {
      const { error: updateError } = await admin.from("registration_settings").update({ retention_months: was + 1 }).eq("id", 1);
      expect(updateError).toBeNull();
      const [change] = await sql<Json>(
        "select action, actor_email, new_data ->> 'retention_months' as months from public.change_history where table_name = 'registration_settings' order by id desc limit 1",
      );
      expect(change).toEqual({ action: "UPDATE", actor_email: "admin@example.com", months: String(was + 1) });
    } finally {
      await sql("update public.registration_settings set retention_months = $1", [was]);
    }
  });
});
