/**
 * Complaints' retention (migration 20261201000020_complaint_retention.sql, docs/complaints.md "Retention"): a complaint
 * Selesai for longer than complaint_settings.retention_months loses its message, contact and attachment (the file is
 * then removed through the Storage API by the embedded backend's job), keeps its category, dates, status and the
 * centre's answer, so the sender's code still shows the outcome; open and recent ones are untouched; only the service
 * role runs the clean-up; admins set the months within 1–60.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, PNG_1x1, sql, type TestClient } from "../helpers/supabase";
import { rpcRequest, type Json } from "../helpers/gateway-request";

/** This file's own client address, so its limit counts depend on no other file. */
const FROM = "127.0.0.52";
const BUCKET = "complaint-attachments";
const rpc = (client: TestClient | null, name: string, args: Json, method = "POST") => rpcRequest(FROM, client, name, args, method);

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});
afterAll(async () => {
  await sql("update public.complaint_settings set retention_months = 12 where id = 1");
});

/** A named complaint with a photo, answered by the admin (Selesai when `close`); its id, code and file. */
async function answered(close: boolean) {
  const { folder } = (await rpc(null, "start_complaint_upload", {})).body as { folder: string };
  const file = `${folder}/lampiran-${Date.now()}.png`;
  expect((await anonClient().storage.from(BUCKET).upload(file, PNG_1x1, { contentType: "image/png" })).error).toBeNull();
  const key = crypto.randomUUID();
  const sent = await rpc(null, "complaint_submit", {
    p: {
      category: "sarana",
      message: "Kursi di laboratorium 3 banyak yang patah dan berbahaya bagi peserta.",
      anonymous: false,
      contact_name: "Cut Retensi",
      contact_phone: "081234567890",
      contact_email: "retensi@example.com",
      attachment: file,
      idempotency_key: key,
      website: "",
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const [{ id }] = await sql<{ id: number }>("select id from public.complaints where idempotency_key = $1", [key]);
  const reply = await rpc(admin, "answer_complaint", { p_id: id, p_answer: "Kursi sudah diganti dengan yang baru.", p_close: close });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { id, code: (sent.body as { code: string }).code, file };
}

const row = async (id: number) =>
  (await sql<Record<string, unknown>>(
    "select message, anonymous, contact_name, contact_phone, contact_email, attachment_name, attachment_type, attachment_size, category, status, answer, erased_at from public.complaints where id = $1",
    [id],
  ))[0];

describe("complaint_cleanup", () => {
  it("erases what the sender wrote and who they are once Selesai for longer than the retention; the outcome stays readable", async () => {
    const old = await answered(true);
    const recent = await answered(true);
    const open = await answered(false);
    // 13 months ago: past the default 12 for the Selesai one; the open one as old, but not Selesai
    await sql("update public.complaints set status_changed_at = now() - interval '13 months' where id = any($1)", [[old.id, open.id]]);

    const listed = (await sql<{ bucket_id: string; name: string }>("select * from public.complaint_cleanup()")).map((r) => `${r.bucket_id}/${r.name}`);
    expect(listed).toContain(`${BUCKET}/${old.file}`);
    expect(listed).not.toContain(`${BUCKET}/${recent.file}`);
    expect(listed).not.toContain(`${BUCKET}/${open.file}`);

    expect(await row(old.id)).toMatchObject({
      message: null,
      contact_name: null,
      contact_phone: null,
      contact_email: null,
      attachment_name: null,
      attachment_type: null,
      attachment_size: null,
      category: "sarana",
      status: "selesai",
      answer: "Kursi sudah diganti dengan yang baru.",
      erased_at: expect.any(String),
    });
    for (const kept of [recent.id, open.id]) {
      expect(await row(kept)).toMatchObject({ message: expect.stringContaining("Kursi"), contact_name: "Cut Retensi", erased_at: null });
    }
    // the sender's code still shows the outcome
    const status = await rpc(null, "complaint_status", { p_code: old.code });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ category: "sarana", status: "selesai", answer: "Kursi sudah diganti dengan yang baru." });
    // twice in a row: nothing more to erase, the same row
    await sql("select * from public.complaint_cleanup()");
    expect((await row(old.id)).erased_at).toEqual((await row(old.id)).erased_at);

    // the embedded backend's job removes the erased file through the Storage API (no complaint references it)
    const present = async () => (await sql("select 1 from storage.objects where bucket_id = $1 and name = $2", [BUCKET, old.file])).length;
    const deadline = Date.now() + 25_000;
    while ((await present()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await present()).toBe(0);
    // hosted projects: the same function, its files deleted through the Storage API by a pg_cron job
    const job = readFileSync(new URL("../../supabase/hosted/file-cleanup.sql", import.meta.url), "utf8");
    expect(job).toMatch(/p_list not in \([^)]*'complaint_cleanup'/);
    expect(job).toMatch(/cron\.schedule\('purge-complaint-data', '[^']+', \$\$select public\.purge_listed_files_via_storage_api\('complaint_cleanup'\)\$\$\)/);
  });

  it("follows the months the admins set (1–60); only the service role runs it", async () => {
    const c = await answered(true);
    await sql("update public.complaints set status_changed_at = now() - interval '3 months' where id = $1", [c.id]);
    await sql("select * from public.complaint_cleanup()");
    expect((await row(c.id)).erased_at).toBeNull();
    const set = await admin.from("complaint_settings").update({ retention_months: 2 }).eq("id", 1).select("retention_months");
    expect(set.error).toBeNull();
    expect(set.data).toEqual([{ retention_months: 2 }]);
    expect((await admin.from("complaint_settings").update({ retention_months: 0 }).eq("id", 1).select()).error?.message).toMatch(/complaint_settings_retention_range/);
    expect((await anonClient().from("complaint_settings").update({ retention_months: 60 }).eq("id", 1).select()).data ?? []).toEqual([]);
    await sql("select * from public.complaint_cleanup()");
    expect((await row(c.id)).erased_at).not.toBeNull();
    for (const client of [null, admin]) {
      for (const method of ["GET", "POST"]) {
        expect((await rpc(client, "complaint_cleanup", {}, method)).status).toBeGreaterThanOrEqual(401);
      }
    }
    // the check holds on every path: an erased complaint cannot get a contact back, a kept one cannot lose its message
    await expect(sql("update public.complaints set contact_name = 'Kembali' where id = $1", [c.id])).rejects.toThrow(/complaints_contact/);
    const kept = await answered(false);
    await expect(sql("update public.complaints set message = null where id = $1", [kept.id])).rejects.toThrow(/complaints_erased/);
  });

  it("closes an erased complaint for good: no reopening, no status move, no new answer, on any path (migration 20261201000040)", async () => {
    const c = await answered(true);
    await sql("update public.complaints set status_changed_at = now() - interval '13 months' where id = $1", [c.id]);
    await sql("select * from public.complaint_cleanup()");
    const before = await row(c.id);
    expect(before).toMatchObject({ status: "selesai", message: null, erased_at: expect.any(String) });
    const refusal = "Pengaduan ini sudah dihapus setelah masa simpan berakhir dan tidak dapat diubah lagi.";
    // twice in a row: the same refusal, nothing written
    for (let i = 0; i < 2; i++) {
      const reopen = await rpc(admin, "complaint_transition", { p_id: c.id, p_to_status: "diproses" });
      expect(reopen.status).toBe(409);
      expect(reopen.body).toMatchObject({ message: refusal });
      const reanswer = await rpc(admin, "answer_complaint", { p_id: c.id, p_answer: "Jawaban baru.", p_close: false });
      expect(reanswer.status).toBe(409);
      expect(reanswer.body).toMatchObject({ message: refusal });
    }
    // asking for the status it already has writes nothing and is no refusal
    expect((await rpc(admin, "complaint_transition", { p_id: c.id, p_to_status: "selesai" })).status).toBe(200);
    await expect(sql("update public.complaints set status = 'diproses' where id = $1", [c.id])).rejects.toThrow(refusal);
    await expect(sql("update public.complaints set erased_at = null where id = $1", [c.id])).rejects.toThrow(refusal);
    expect(await row(c.id)).toEqual(before);
    // the sender's code still reads the outcome
    const status = await rpc(null, "complaint_status", { p_code: c.code });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status: "selesai", answer: "Kursi sudah diganti dengan yang baru." });
  });
});
