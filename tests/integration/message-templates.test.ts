/**
 * "Kirim via WhatsApp" (migration 20261127000005_message_templates.sql, docs/selection.md): the templates per status
 * are read and edited by admins and super admins only (only their text; the time of the change is the database's;
 * the change history has it), unknown placeholders and blank messages are refused, and record_message_sent() puts
 * "message sent" on the application's timeline, for admins only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, sql, type TestClient } from "../helpers/supabase";
import { insertApplication, insertBatch } from "../helpers/applications";

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

async function application(): Promise<number> {
  return (await insertApplication((await insertBatch()).id, { full_name: "Pesan Uji" })).id;
}

describe("message templates", () => {
  it("has one per status the panel sets, each using only the five placeholders", async () => {
    const { data, error } = await admin.from("message_templates").select("status, body").order("id");
    expect(error).toBeNull();
    // the two surveys' links (the tracer study's, migration 20261128000008; the SKM's, 20261201000010) are the
    // templates with {tautan}
    expect(data!.map((t) => t.status)).toEqual([
      "diterima", "diverifikasi", "perlu_perbaikan", "lulus", "cadangan", "tidak_lulus", "peserta", "selesai", "survei_alumni", "survei_kepuasan",
    ]);
    for (const t of data!) {
      const allowed = t.status.startsWith("survei_") ? /\{(nama|program|batch|kode|tanggal|tautan)\}/g : /\{(nama|program|batch|kode|tanggal)\}/g;
      expect(t.body.replace(allowed, "")).not.toMatch(/\{[a-z_]*\}/);
    }
  });

  it("admins edit the text (the time is the database's, the change is in the history); bad text is refused", async () => {
    const [before] = await sql<{ id: number; body: string; updated_at: string }>("select id, body, updated_at from public.message_templates where status = 'lulus'");
    const body = `${before.body} Bawa KTP asli.`;
    const { data, error } = await admin.from("message_templates").update({ body }).eq("id", before.id).select("body, updated_at");
    expect(error).toBeNull();
    expect(data![0].body).toBe(body);
    expect(new Date(data![0].updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    const [history] = await sql<{ action: string; new_body: string }>(
      "select action, new_data ->> 'body' as new_body from public.change_history where table_name = 'message_templates' and row_id = $1 order by id desc limit 1",
      [String(before.id)],
    );
    expect(history).toEqual({ action: "UPDATE", new_body: body });

    for (const bad of [`${body} {alamat}`, "   ", "x".repeat(1001)]) {
      const refused = await admin.from("message_templates").update({ body: bad }).eq("id", before.id).select("id");
      expect(refused.error?.code, bad.slice(0, 20)).toBe("23514");
    }
    // only the text: the status and the time are not the API's to write
    expect((await admin.from("message_templates").update({ status: "selesai" }).eq("id", before.id)).error?.code).toBe("42501");
    expect((await admin.from("message_templates").insert({ status: "selesai", body: "x" })).error?.code).toBe("42501");
    expect((await admin.from("message_templates").delete().eq("id", before.id)).error?.code).toBe("42501");
    await sql("update public.message_templates set body = $1 where id = $2", [before.body, before.id]);
  });

  it("operators and visitors read and change nothing", async () => {
    const operator = await createMember("operator");
    for (const client of [operator.client, anonClient()]) {
      expect((await client.from("message_templates").select("id")).data ?? []).toEqual([]);
      const { data } = await client.from("message_templates").update({ body: "Diubah" }).eq("status", "lulus").select("id");
      expect(data ?? []).toEqual([]);
    }
    expect((await sql<{ body: string }>("select body from public.message_templates where status = 'lulus'"))[0].body).not.toBe("Diubah");
    await sql("delete from public.admin_members where user_id = $1", [operator.id]);
  });
});

describe("record_message_sent", () => {
  it("puts 'message sent' on the timeline with who and the status's template; refuses unknown, erased and non-admins", async () => {
    const id = await application();
    const { data, error } = await admin.rpc("record_message_sent", { p_registration_id: id });
    expect(error).toBeNull();
    expect(data).toEqual({ registration_id: id, template: "diterima" });
    const [event] = await sql<{ kind: string; actor_email: string; details: unknown }>(
      "select kind, actor_email, details from public.registration_events where registration_id = $1 and kind = 'message_sent'",
      [id],
    );
    expect(event).toEqual({ kind: "message_sent", actor_email: "admin@example.com", details: { channel: "whatsapp", template: "diterima" } });

    expect((await admin.rpc("record_message_sent", { p_registration_id: 2_000_000_000 })).error).toMatchObject({ code: "PT404" });
    await sql("update public.registrations set whatsapp = null, full_name = null, nik = null, erased_at = now() where id = $1", [id]);
    expect((await admin.rpc("record_message_sent", { p_registration_id: id })).error).toMatchObject({
      code: "PT410",
      message: "Nomor WhatsApp pendaftar ini tidak ada (data pribadinya sudah dihapus).",
    });

    const operator = await createMember("operator");
    expect((await operator.client.rpc("record_message_sent", { p_registration_id: id })).error).toMatchObject({ code: "42501" });
    expect((await anonClient().rpc("record_message_sent", { p_registration_id: id })).error).toMatchObject({ code: "42501" });
    await sql("delete from public.admin_members where user_id = $1", [operator.id]);
  });
});
