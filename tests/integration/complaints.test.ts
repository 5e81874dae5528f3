/**
 * Complaints (pengaduan; migration 20261201000001_complaints.sql, docs/complaints.md): the status rule's one source
 * against the panel's copy, the public submission (POST only, every field checked with nothing written, the honeypot,
 * a retry getting the same code, the per-client limit with Retry-After, the attachment from a handed-out folder), the
 * tracking code's lookup (normalised, unknown = malformed, never the message or contact, its limit), the promised
 * response time in working days, the panel's queue, transitions and answers, "Perlu Tindakan", who reads what.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, createNonAdminUser, jwtPayload, PNG_1x1, sql, testEnv, type TestClient, type TestUser } from "../helpers/supabase";
import { rpcRequest, type Json } from "../helpers/gateway-request";
import { enrolTotp, signInAgain } from "../helpers/two-factor";
import { COMPLAINT_STATUSES, canMoveComplaint, COMPLAINT_STATUS_NAMES, COMPLAINT_CATEGORY_NAMES } from "@/lib/complaint-statuses";

/** This file's own client address, so its limit counts depend on no other file. */
const FROM = "127.0.0.51";
const BUCKET = "complaint-attachments";
const CODE = /^ADU-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const rpc = (client: TestClient | null, name: string, args: Json, method = "POST", from = FROM) => rpcRequest(from, client, name, args, method);

const complaint = (extra: Record<string, unknown> = {}) => ({
  category: "pelayanan",
  message: "  Antrean di loket pendaftaran sangat panjang dan tidak ada nomor antrean.  ",
  anonymous: false,
  contact_name: "Rahmat",
  contact_phone: "0812 3456 7890",
  contact_email: "rahmat@example.com",
  idempotency_key: crypto.randomUUID(),
  website: "",
  ...extra,
});
const count = async () => (await sql<{ n: number }>("select count(*)::int as n from public.complaints"))[0].n;
const byKey = async (key: string) =>
  (await sql<Record<string, unknown>>("select * from public.complaints where idempotency_key = $1", [key]))[0];

/** Submits one complaint and answers its id and code. */
async function submitted(extra: Record<string, unknown> = {}) {
  const body = complaint(extra);
  const res = await rpc(null, "complaint_submit", { p: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const code = (res.body as { code: string }).code;
  return { id: (await byKey(body.idempotency_key)).id as number, code, key: body.idempotency_key };
}

let admin: TestClient;
let operator: TestUser;
let member: TestUser;
let aal1: TestClient;
beforeAll(async () => {
  admin = await adminClient();
  operator = await createMember("operator");
  member = await createMember("admin");
  await enrolTotp(member.client);
  aal1 = await signInAgain(member);
  // this file submits more than the shipped 10 an hour from its one address; the limit's own test lowers it
  await sql("update public.complaint_limits set submissions_per_client = 1000");
});
afterAll(async () => {
  await sql("update public.complaint_limits set submissions_per_client = 10");
});

describe("the status rule", () => {
  it("the panel's copy (src/lib/complaint-statuses.ts) says what the database says, for every pair", async () => {
    const pairs = COMPLAINT_STATUSES.flatMap((from) => COMPLAINT_STATUSES.map((to) => [from, to] as const));
    const rows = await sql<{ f: string; t: string; allowed: boolean }>(
      "select f, t, private.complaint_transition_allowed(f, t) as allowed from unnest($1::text[], $2::text[]) as x (f, t)",
      [pairs.map(([f]) => f), pairs.map(([, t]) => t)],
    );
    expect(rows.map((r) => [r.f, r.t, r.allowed])).toEqual(pairs.map(([f, t]) => [f, t, canMoveComplaint(f, t)]));
    // the names the database's refusals quote, and the table's categories
    const names = await sql<{ s: string; name: string }>("select s, private.complaint_status_name(s) as name from unnest($1::text[]) s", [COMPLAINT_STATUSES]);
    expect(Object.fromEntries(names.map((r) => [r.s, r.name]))).toEqual(COMPLAINT_STATUS_NAMES);
    const [{ def }] = await sql<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.complaints'::regclass and conname = 'complaints_category_check'",
    );
    expect([...def.matchAll(/'([a-z]+)'/g)].map((m) => m[1])).toEqual(Object.keys(COMPLAINT_CATEGORY_NAMES));
  });
});

describe("the public form", () => {
  it("refuses GET; stores a POST once with a readable code, its hash only; a retry gets the same code", async () => {
    const got = await rpc(null, "complaint_submit", { p: JSON.stringify(complaint()) }, "GET");
    expect(got.status).toBe(405);
    expect(got.headers.allow).toBe("POST");
    const before = await count();
    const one = complaint();
    const first = await rpc(null, "complaint_submit", { p: one });
    expect(first.status).toBe(201);
    const { code } = first.body as { code: string };
    expect(code).toMatch(CODE);
    const again = await rpc(null, "complaint_submit", { p: one });
    expect(again).toMatchObject({ status: 200, body: { code } });
    // the same key with other content gets no one's code
    const reused = await rpc(null, "complaint_submit", { p: { ...one, message: "Pesan lain yang cukup panjang untuk dikirim." } });
    expect(reused).toMatchObject({ status: 409, body: { code: "already_sent" } });
    expect(JSON.stringify(reused.body)).not.toContain(code);
    expect(await count()).toBe(before + 1);
    const row = await byKey(one.idempotency_key);
    expect(row).toMatchObject({
      category: "pelayanan",
      message: "Antrean di loket pendaftaran sangat panjang dan tidak ada nomor antrean.",
      anonymous: false,
      contact_name: "Rahmat",
      contact_phone: "6281234567890",
      contact_email: "rahmat@example.com",
      status: "diterima",
      answer: null,
      attachment_name: null,
    });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code.slice(4));
    // another submission gets another code
    expect((await submitted()).code).not.toBe(code);
  });

  it("stores an anonymous complaint with no contact, and refuses contact given with it", async () => {
    const { id } = await submitted({ anonymous: true, contact_name: "", contact_phone: null, contact_email: undefined, category: "sarana" });
    const [row] = await sql("select anonymous, contact_name, contact_phone, contact_email from public.complaints where id = $1", [id]);
    expect(row).toEqual({ anonymous: true, contact_name: null, contact_phone: null, contact_email: null });
    // the database refuses it too, from any path
    await expect(sql("update public.complaints set contact_name = 'Nama' where id = $1", [id])).rejects.toThrow(/complaints_contact/);
  });

  it("names the first fault in Indonesian and writes nothing; a malformed body is a 4xx", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: "lain" }, "category", "Pilih kategori pengaduan."],
      [{ category: undefined }, "category", "Pilih kategori pengaduan."],
      [{ message: "Terlalu pendek." }, "message", "Isi pengaduan 20 sampai 2.000 karakter."],
      [{ message: "a".repeat(2001) }, "message", "Isi pengaduan 20 sampai 2.000 karakter."],
      [{ message: 42 }, "message", "Isi pengaduan 20 sampai 2.000 karakter."],
      [{ anonymous: "ya" }, "anonymous", "Pilih apakah Anda ingin tetap anonim."],
      [{ anonymous: true }, "contact_name", "Pengaduan anonim tidak berisi nama, nomor WhatsApp, atau email. Kosongkan kontak atau batalkan pilihan anonim."],
      [{ anonymous: true, contact_name: null }, "contact_phone", "Pengaduan anonim tidak berisi nama, nomor WhatsApp, atau email. Kosongkan kontak atau batalkan pilihan anonim."],
      [{ contact_name: "  " }, "contact_name", "Isi nama Anda (paling banyak 120 karakter), atau pilih anonim."],
      [{ contact_name: "n".repeat(121) }, "contact_name", "Isi nama Anda (paling banyak 120 karakter), atau pilih anonim."],
      [{ contact_name: ["Rahmat"] }, "contact_name", "Kontak tidak terbaca. Muat ulang halaman lalu isi kembali."],
      [{ contact_phone: "12345" }, "contact_phone", "Nomor WhatsApp tidak valid. Contoh: 081234567890."],
      [{ contact_email: "bukan-email" }, "contact_email", "Format email tidak valid."],
      [{ attachment: "foto.jpg" }, "attachment", "Lampiran tidak sesuai. Unggah ulang lampiran lalu kirim lagi."],
      [{ attachment: `${crypto.randomUUID()}/lampiran-1234567890.jpg` }, "attachment", "Sesi unggah lampiran sudah berakhir. Muat ulang halaman lalu unggah lampiran lagi."],
      [{ idempotency_key: "bukan-uuid" }, "idempotency_key", "Pengaduan tidak terbaca. Muat ulang halaman lalu isi kembali."],
    ];
    for (const [change, field, message] of cases) {
      const res = await rpc(null, "complaint_submit", { p: complaint(change) as Json });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body, JSON.stringify(change)).toMatchObject({ details: field, message });
    }
    for (const body of [{ p: "bukan objek" }, { p: null }, { p: [1, 2] }, {}, { x: 1 }]) {
      const res = await rpc(null, "complaint_submit", body as Json);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const bot = await rpc(null, "complaint_submit", { p: complaint({ website: "http://spam.example" }) });
    expect(bot).toMatchObject({ status: 400, body: { code: "rejected" } });
    expect(await count()).toBe(before);
  });

  it("limits submissions per client address with Retry-After; another address is not affected", async () => {
    const from = "127.0.0.151";
    await sql("delete from public.complaint_attempts where kind = 'submit-client'");
    await sql("update public.complaint_limits set submissions_per_client = 3");
    try {
      for (let i = 0; i < 3; i++) expect((await rpc(null, "complaint_submit", { p: complaint() }, "POST", from)).status).toBe(201);
      const limited = await rpc(null, "complaint_submit", { p: complaint() }, "POST", from);
      expect(limited).toMatchObject({ status: 429, body: { message: "Terlalu banyak pengaduan dari jaringan ini. Coba lagi nanti." } });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await rpc(null, "complaint_submit", { p: complaint() })).status).toBe(201);
    } finally {
      await sql("update public.complaint_limits set submissions_per_client = 1000");
    }
  });
});

describe("the attachment", () => {
  it("a folder over POST only; anyone uploads into it once; the complaint records the file; nobody reads it through the API", async () => {
    expect((await rpc(null, "start_complaint_upload", {}, "GET")).status).toBe(405);
    const started = await rpc(null, "start_complaint_upload", {});
    expect(started.status).toBe(200);
    const { folder } = started.body as { folder: string };
    const name = `${folder}/lampiran-${Date.now()}.png`;
    const storage = anonClient().storage.from(BUCKET);
    // a name of another shape, or outside a handed-out folder, is refused
    expect((await storage.upload(`${folder}/foto.png`, PNG_1x1, { contentType: "image/png" })).error).not.toBeNull();
    expect((await storage.upload(`${crypto.randomUUID()}/lampiran-1234567890.png`, PNG_1x1, { contentType: "image/png" })).error).not.toBeNull();
    // the file must be there before it is named
    const early = await rpc(null, "complaint_submit", { p: complaint({ attachment: name }) });
    expect(early).toMatchObject({ status: 422, body: { code: "missing_attachment", details: "attachment" } });
    expect((await storage.upload(name, PNG_1x1, { contentType: "image/png" })).error).toBeNull();
    const { id } = await submitted({ attachment: name, anonymous: true, contact_name: null, contact_phone: null, contact_email: null });
    const [row] = await sql("select attachment_name, attachment_type, attachment_size, upload_folder::text from public.complaints where id = $1", [id]);
    expect(row).toEqual({ attachment_name: name, attachment_type: "image/png", attachment_size: PNG_1x1.length, upload_folder: folder });
    // the folder is used: no more uploads into it, no second complaint with it
    expect((await storage.upload(`${folder}/lampiran-1111111111.png`, PNG_1x1, { contentType: "image/png" })).error).not.toBeNull();
    expect((await rpc(null, "complaint_submit", { p: complaint({ attachment: name }) })).body).toMatchObject({ code: "upload_expired" });
    // no reading, listing or signing through the Storage API, not even for an admin
    for (const client of [anonClient(), admin]) {
      expect((await client.storage.from(BUCKET).download(name)).data).toBeNull();
      expect((await client.storage.from(BUCKET).createSignedUrl(name, 60)).data).toBeNull();
      expect((await client.storage.from(BUCKET).list(folder)).data ?? []).toEqual([]);
    }
  });

  it("lists files no complaint references once their folder is a day old", async () => {
    const { folder } = (await rpc(null, "start_complaint_upload", {})).body as { folder: string };
    const name = `${folder}/lampiran-${Date.now()}.pdf`;
    expect((await anonClient().storage.from(BUCKET).upload(name, Buffer.from("%PDF-1.4\n"), { contentType: "application/pdf" })).error).toBeNull();
    const removals = async (at: string) =>
      (await sql<{ name: string }>("select name from public.complaint_attachment_removals($1::timestamptz)", [at])).map((r) => r.name);
    expect(await removals(new Date().toISOString())).not.toContain(name);
    expect(await removals(new Date(Date.now() + 25 * 3600_000).toISOString())).toContain(name);
    // a referenced attachment is never listed
    const used = await sql<{ name: string }>("select attachment_name as name from public.complaints where attachment_name is not null");
    const later = await removals(new Date(Date.now() + 25 * 3600_000).toISOString());
    expect(used.filter((u) => later.includes(u.name))).toEqual([]);
    expect((await rpc(admin, "complaint_attachment_removals", {})).status).toBeGreaterThanOrEqual(401);
  });
});

describe("following a complaint with its code", () => {
  it("answers the status, never the message or contact, however the code is typed; refuses GET", async () => {
    const { code } = await submitted();
    expect((await rpc(null, "complaint_status", { p_code: code }, "GET")).status).toBe(405);
    const typed = ` ${code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o").replace(/1/g, "l")} `;
    for (const p_code of [code, typed, code.slice(4).replace(/-/g, "")]) {
      const res = await rpc(null, "complaint_status", { p_code });
      expect(res.status, p_code).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["answer", "answered_at", "category", "due_on", "received_at", "status", "status_changed_at"]);
      expect(res.body).toMatchObject({ category: "pelayanan", status: "diterima", answer: null, answered_at: null });
      expect(JSON.stringify(res.body)).not.toMatch(/Rahmat|Antrean|6281234567890/);
    }
  });

  it("an unknown and a malformed code get the same 404; failures are limited per client with Retry-After", async () => {
    const from = "127.0.0.152";
    const unknown = await rpc(null, "complaint_status", { p_code: "ADU-0000-0000-0000" }, "POST", from);
    const malformed = await rpc(null, "complaint_status", { p_code: "bukan kode" }, "POST", from);
    const missing = await rpc(null, "complaint_status", {}, "POST", from);
    expect(unknown).toMatchObject({ status: 404, body: { code: "not_found", message: "Pengaduan tidak ditemukan. Periksa kode lacak Anda." } });
    expect(malformed.body).toEqual(unknown.body);
    expect(malformed.status).toBe(404);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    await sql("update public.complaint_limits set lookup_failures_per_client = 2");
    try {
      const limited = await rpc(null, "complaint_status", { p_code: "ADU-0000-0000-0001" }, "POST", from);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // over the limit nothing is looked up, not even a right code
      const { code } = await submitted();
      expect((await rpc(null, "complaint_status", { p_code: code }, "POST", from)).status).toBe(429);
      expect((await rpc(null, "complaint_status", { p_code: code })).status).toBe(200);
    } finally {
      await sql("update public.complaint_limits set lookup_failures_per_client = 30");
    }
  });
});

describe("the promised response time", () => {
  it("counts working days (Mon–Fri) in Asia/Jakarta after the day of receipt", async () => {
    const cases: [string, number, string][] = [
      ["2026-11-23T03:00:00Z", 5, "2026-11-30"], // Monday → next Monday
      ["2026-11-27T03:00:00Z", 5, "2026-12-04"], // Friday → next Friday
      ["2026-11-28T03:00:00Z", 5, "2026-12-04"], // Saturday → Friday
      ["2026-11-29T20:00:00Z", 1, "2026-12-01"], // Sunday 20:00 UTC is Monday 03:00 in Jakarta → Tuesday
      ["2026-11-26T03:00:00Z", 10, "2026-12-10"],
    ];
    const got = await sql<{ due: string }>(
      "select private.complaint_due_on(r, d)::text as due from unnest($1::timestamptz[], $2::int[]) with ordinality as x (r, d, n) order by n",
      [cases.map(([r]) => r), cases.map(([, d]) => d)],
    );
    expect(got.map((r) => r.due)).toEqual(cases.map(([, , due]) => due));
  });

  it("everyone reads the setting (5 working days); admins change it, in the history; operators and visitors cannot", async () => {
    const { data } = await anonClient().from("complaint_settings").select("response_working_days").single();
    expect(data).toEqual({ response_working_days: 5 });
    expect((await anonClient().from("complaint_settings").update({ response_working_days: 3 }).eq("id", 1).select()).data ?? []).toEqual([]);
    expect((await operator.client.from("complaint_settings").update({ response_working_days: 3 }).eq("id", 1).select()).data ?? []).toEqual([]);
    expect((await aal1.from("complaint_settings").update({ response_working_days: 3 }).eq("id", 1).select()).data ?? []).toEqual([]);
    try {
      const changed = await admin.from("complaint_settings").update({ response_working_days: 7 }).eq("id", 1).select("response_working_days");
      expect(changed.data).toEqual([{ response_working_days: 7 }]);
      const bad = await admin.from("complaint_settings").update({ response_working_days: 0 }).eq("id", 1).select();
      expect(bad.error).not.toBeNull();
      const [h] = await sql<{ n: number }>("select count(*)::int as n from public.change_history where table_name = 'complaint_settings' and action = 'UPDATE'");
      expect(h.n).toBeGreaterThanOrEqual(1);
    } finally {
      await sql("update public.complaint_settings set response_working_days = 5");
    }
  });
});

describe("the panel", () => {
  it("the queue: admins at aal2 only, POST only, overdue first then oldest; who may not call gets 4xx", async () => {
    const old = await submitted();
    await sql("update public.complaints set received_at = now() - interval '30 days', status_changed_at = now() - interval '30 days' where id = $1", [old.id]);
    const fresh = await submitted();
    for (let i = 0; i < 2; i++) {
      const res = await rpc(admin, "complaint_queue", {});
      expect(res.status).toBe(200);
      const rows = res.body as unknown as { id: number; overdue: boolean; due_on: string; message: string; contact_name: string | null }[];
      expect(rows[0]).toMatchObject({ overdue: true });
      const ids = rows.map((r) => r.id);
      expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(fresh.id));
      expect(rows.find((r) => r.id === fresh.id)).toMatchObject({ overdue: false, contact_name: "Rahmat" });
      expect(Object.keys(rows[0])).not.toContain("code_hash");
    }
    const filtered = (await rpc(admin, "complaint_queue", { p_status: "selesai" })).body as unknown as { status: string }[];
    expect(filtered.every((r) => r.status === "selesai")).toBe(true);
    expect(await rpc(admin, "complaint_queue", { p_status: "baru" })).toMatchObject({ status: 422, body: { message: "Status pengaduan tidak dikenal." } });
    expect((await rpc(member.client, "complaint_queue", {})).status).toBe(200);
    expect(await rpc(aal1, "complaint_queue", {})).toMatchObject({ status: 403, body: { message: "Masukkan kode verifikasi dua langkah terlebih dahulu." } });
    expect(await rpc(operator.client, "complaint_queue", {})).toMatchObject({ status: 403, body: { message: "Hanya admin dan super admin yang dapat mengelola pendaftar." } });
    expect((await rpc(null, "complaint_queue", {})).status).toBeGreaterThanOrEqual(401);
    expect((await rpc(admin, "complaint_queue", {}, "GET")).status).toBe(405);
  });

  it("moves a complaint as the rule allows, refuses the rest in Indonesian, and Selesai needs an answer", async () => {
    const { id, code } = await submitted();
    const move = (to: string, client = admin) => rpc(client, "complaint_transition", { p_id: id, p_to_status: to });
    expect(await move("selesai")).toMatchObject({ status: 409, body: { message: "Tulis jawaban untuk pengirim sebelum menandai pengaduan Selesai." } });
    for (let i = 0; i < 2; i++) expect(await move("diproses")).toMatchObject({ status: 200, body: { id, status: "diproses" } });
    expect(await move("diterima")).toMatchObject({ status: 409, body: { message: 'Status pengaduan tidak dapat diubah dari "Diproses" ke "Diterima".' } });
    expect(await move("ditolak")).toMatchObject({ status: 422, body: { message: "Status pengaduan tidak dikenal." } });
    expect((await rpc(admin, "complaint_transition", { p_id: 2147483647, p_to_status: "diproses" })).status).toBe(404);
    expect((await rpc(admin, "complaint_transition", { p_id: "satu", p_to_status: "diproses" })).status).toBe(400);
    expect((await move("diproses", aal1)).status).toBe(403);
    expect((await move("diproses", operator.client)).status).toBe(403);
    expect((await rpc(null, "complaint_transition", { p_id: id, p_to_status: "diproses" })).status).toBeGreaterThanOrEqual(401);
    expect((await rpc(admin, "complaint_transition", { p_id: String(id), p_to_status: "diproses" }, "GET")).status).toBe(405);
    // the rule holds on every path, the service role's and SQL's too
    await expect(sql("update public.complaints set status = 'diterima' where id = $1", [id])).rejects.toThrow(/PT409.*Status pengaduan tidak dapat diubah/);
    expect((await rpc(null, "complaint_status", { p_code: code })).body).toMatchObject({ status: "diproses" });
  });

  it("answers: the sender reads it; closing makes it Selesai; reopening keeps the answer; who answered is kept", async () => {
    const { id, code } = await submitted();
    const answer = (text: unknown, close: boolean, client = admin) => rpc(client, "answer_complaint", { p_id: id, p_answer: text, p_close: close } as Json);
    for (const bad of ["   ", "a".repeat(2001), null]) {
      expect(await answer(bad, true)).toMatchObject({ status: 422, body: { message: "Jawaban wajib diisi, paling banyak 2.000 karakter." } });
    }
    expect((await answer("Jawaban.", true, aal1)).status).toBe(403);
    expect((await answer("Jawaban.", true, operator.client)).status).toBe(403);
    expect((await rpc(null, "answer_complaint", { p_id: id, p_answer: "Jawaban.", p_close: true })).status).toBeGreaterThanOrEqual(401);
    expect((await rpc(admin, "answer_complaint", { p_id: String(id), p_answer: "Jawaban.", p_close: "true" }, "GET")).status).toBe(405);
    // an answer without closing: Diterima moves to Diproses
    expect(await answer("  Sedang kami periksa.  ", false)).toMatchObject({ status: 200, body: { status: "diproses", answer: "Sedang kami periksa." } });
    const text = "Terima kasih. Mulai 1 Desember loket memakai nomor antrean.";
    for (let i = 0; i < 2; i++) expect(await answer(text, true)).toMatchObject({ status: 200, body: { id, status: "selesai", answer: text } });
    const seen = await rpc(null, "complaint_status", { p_code: code });
    expect(seen.body).toMatchObject({ status: "selesai", answer: text });
    expect((seen.body as { answered_at: string | null }).answered_at).not.toBeNull();
    const [row] = await sql<{ email: string }>("select u.email from public.complaints c join auth.users u on u.id = c.answered_by where c.id = $1", [id]);
    expect(row.email).toBe("admin@example.com");
    // reopening
    expect(await rpc(admin, "complaint_transition", { p_id: id, p_to_status: "diproses" })).toMatchObject({ status: 200, body: { status: "diproses", answer: text } });
    // nothing of it in the change history
    const [h] = await sql<{ n: number }>("select count(*)::int as n from public.change_history where table_name = 'complaints'");
    expect(h.n).toBe(0);
  });

  it("Perlu Tindakan: unanswered and overdue counts for admins at aal2; null for operators and admins at aal1; refused for visitors", async () => {
    const { id } = await submitted();
    await sql("update public.complaints set received_at = now() - interval '30 days' where id = $1", [id]);
    const [expected] = await sql<{ unanswered: number; overdue: number }>(
      `select count(*)::int as unanswered,
              count(*) filter (where private.jakarta_today() > private.complaint_due_on(received_at, 5))::int as overdue
         from public.complaints where answer is null and status <> 'selesai'`,
    );
    expect(expected.overdue).toBeGreaterThanOrEqual(1);
    for (const method of ["POST", "GET"]) {
      expect(await rpc(admin, "complaint_due_summary", {}, method)).toMatchObject({ status: 200, body: expected });
      expect((await rpc(member.client, "complaint_due_summary", {}, method)).body).toEqual(expected);
      expect((await rpc(aal1, "complaint_due_summary", {}, method)).body).toBeNull();
      expect((await rpc(operator.client, "complaint_due_summary", {}, method)).body).toBeNull();
      expect((await rpc(null, "complaint_due_summary", {}, method)).status).toBeGreaterThanOrEqual(401);
    }
  });

  it("the table: admins read every column but the code's hash; operators, admins at aal1 and visitors nothing; nobody writes", async () => {
    const { id } = await submitted();
    expect((await admin.from("complaints").select("id, message, contact_name").eq("id", id)).data).toEqual([
      { id, message: "Antrean di loket pendaftaran sangat panjang dan tidak ada nomor antrean.", contact_name: "Rahmat" },
    ]);
    expect((await admin.from("complaints").select("code_hash").eq("id", id)).error?.code).toBe("42501");
    expect((await operator.client.from("complaints").select("id").eq("id", id)).data ?? []).toEqual([]);
    expect((await aal1.from("complaints").select("id").eq("id", id)).data ?? []).toEqual([]);
    expect((await anonClient().from("complaints").select("id").eq("id", id)).data ?? []).toEqual([]);
    expect((await admin.from("complaints").update({ status: "selesai" }).eq("id", id).select("id")).error?.code).toBe("42501");
    expect((await admin.from("complaints").delete().eq("id", id).select("id")).error?.code).toBe("42501");
    expect((await anonClient().from("complaints").insert({ category: "lainnya" } as never).select("id")).error?.code).toBe("42501");
  });
});

/** The Edge Function complaint-attachment-url, as the panel calls it (or with any method, body and token). */
async function attachmentUrl(client: TestClient | "anon" | "none", body: unknown, method = "POST") {
  const { url, anonKey } = testEnv();
  const token = client === "anon" ? anonKey : client === "none" ? undefined : (await client.auth.getSession()).data.session?.access_token;
  const res = await fetch(`${url}/functions/v1/complaint-attachment-url`, {
    method,
    headers: { apikey: anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === "POST" ? { "content-type": "application/json" } : {}) },
    body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe("complaint-attachment-url: the only way to an attachment", () => {
  let withFile: number;
  let withoutFile: number;
  beforeAll(async () => {
    const { folder } = (await rpc(null, "start_complaint_upload", {})).body as { folder: string };
    const name = `${folder}/lampiran-${Date.now()}.png`;
    expect((await anonClient().storage.from(BUCKET).upload(name, PNG_1x1, { contentType: "image/png" })).error).toBeNull();
    withFile = (await submitted({ attachment: name })).id;
    withoutFile = (await submitted()).id;
  });

  it("gives admins at aal2 a 2-minute link to the file, twice", async () => {
    for (const client of [admin, member.client]) {
      for (let i = 0; i < 2; i++) {
        const res = await attachmentUrl(client, { complaint_id: withFile });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ expiresIn: 120 });
        const link = `${testEnv().url}/storage/v1${res.body.signedURL as string}`;
        const token = jwtPayload(new URL(link).searchParams.get("token")!);
        expect((token.exp as number) - (token.iat as number)).toBe(120);
        const file = await fetch(link);
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_1x1);
      }
    }
  });

  it("refuses visitors, non-members, operators and an admin at aal1; GET for everyone; malformed requests are 400, a missing file 404", async () => {
    const user = await createNonAdminUser();
    expect((await attachmentUrl("none", { complaint_id: withFile })).status).toBe(401);
    expect(await attachmentUrl("anon", { complaint_id: withFile })).toMatchObject({ status: 401, body: { code: "not_signed_in", message: "Silakan masuk sebagai admin." } });
    for (const client of [user.client, operator.client]) {
      expect(await attachmentUrl(client, { complaint_id: withFile })).toMatchObject({
        status: 403,
        body: { code: "42501", message: "Hanya admin dan super admin yang dapat mengelola pendaftar." },
      });
    }
    expect(await attachmentUrl(aal1, { complaint_id: withFile })).toMatchObject({
      status: 403,
      body: { code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu." },
    });
    for (const client of ["anon", operator.client, aal1, member.client, admin] as const) {
      expect(await attachmentUrl(client, null, "GET")).toMatchObject({ status: 405, body: { code: "method_not_allowed", message: "Gunakan POST." } });
    }
    for (const body of ["{", "null", "[]", {}, { complaint_id: "1" }, { complaint_id: 1.5 }, { complaint_id: -1 }]) {
      expect(await attachmentUrl(admin, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: "bad_request", message: "Permintaan tidak valid: sebutkan pengaduannya." },
      });
    }
    expect(await attachmentUrl(admin, { complaint_id: withoutFile })).toMatchObject({
      status: 404,
      body: { code: "PT404", message: "Pengaduan ini tidak memiliki lampiran." },
    });
    expect(await attachmentUrl(admin, { complaint_id: 2147483647 })).toMatchObject({ status: 404, body: { message: "Pengaduan tidak ditemukan. Muat ulang halaman." } });
    // the database function itself: POST only, admins only
    expect((await rpc(admin, "open_complaint_attachment", { p_id: String(withFile) }, "GET")).status).toBe(405);
    expect((await rpc(null, "open_complaint_attachment", { p_id: withFile })).status).toBeGreaterThanOrEqual(401);
  });

  it("the embedded backend removes an upload never sent once its folder is a day old", async () => {
    const { folder } = (await rpc(null, "start_complaint_upload", {})).body as { folder: string };
    const name = `${folder}/lampiran-${Date.now()}.png`;
    expect((await anonClient().storage.from(BUCKET).upload(name, PNG_1x1, { contentType: "image/png" })).error).toBeNull();
    await sql("update public.complaint_uploads set created_at = now() - interval '25 hours' where folder = $1", [folder]);
    const present = async () => (await sql("select 1 from storage.objects where bucket_id = $1 and name = $2", [BUCKET, name])).length;
    const deadline = Date.now() + 25_000;
    while ((await present()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await present()).toBe(0);
    // hosted projects: the same listing, removed through the Storage API by a pg_cron job
    const job = readFileSync(new URL("../../supabase/hosted/file-cleanup.sql", import.meta.url), "utf8");
    expect(job).toMatch(/p_list not in \([^)]*'complaint_attachment_removals'\)/);
    expect(job).toMatch(/cron\.schedule\('remove-unsent-complaint-attachments', '[^']+', \$\$select public\.purge_listed_files_via_storage_api\('complaint_attachment_removals'\)\$\$\)/);
    // a sent attachment stays
    expect((await sql("select 1 from storage.objects o join public.complaints c on c.attachment_name = o.name where c.id = $1", [withFile])).length).toBe(1);
  });
});

describe("every new function, for every caller", () => {
  it("over GET: 405 where it counts, writes or takes a secret; over POST twice with the same answer class; a malformed body is 4xx, never 500", async () => {
    const { id, code } = await submitted();
    type Case = { name: string; args: Json; bad: Json; get: 405 | 200; open: boolean };
    const cases: Case[] = [
      { name: "start_complaint_upload", args: {}, bad: { x: 1 }, get: 405, open: true },
      { name: "complaint_submit", args: { p: complaint() }, bad: { p: 5 }, get: 405, open: true },
      { name: "complaint_status", args: { p_code: code }, bad: { p_code: 5, x: 1 }, get: 405, open: true },
      { name: "complaint_queue", args: { p_status: "diterima" }, bad: { p_status: "x".repeat(50) }, get: 405, open: false },
      { name: "complaint_transition", args: { p_id: id, p_to_status: "diproses" }, bad: { p_id: "satu", p_to_status: "diproses" }, get: 405, open: false },
      { name: "answer_complaint", args: { p_id: id, p_answer: "Sedang kami tangani.", p_close: false }, bad: { p_id: id, p_answer: "Jawaban.", p_close: "mungkin" }, get: 405, open: false },
      { name: "open_complaint_attachment", args: { p_id: id }, bad: { p_id: [] }, get: 405, open: false },
      { name: "complaint_due_summary", args: {}, bad: { x: 1 }, get: 200, open: false },
    ];
    const callers: [string, TestClient | null, "visitor" | "operator" | "aal1" | "admin"][] = [
      ["anon", null, "visitor"],
      ["operator", operator.client, "operator"],
      ["admin at aal1", aal1, "aal1"],
      ["admin at aal2", member.client, "admin"],
    ];
    for (const c of cases) {
      for (const [who, client, kind] of callers) {
        const label = `${c.name} as ${who}`;
        const getArgs = Object.fromEntries(Object.entries(c.args).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]));
        const got = await rpc(client, c.name, getArgs, "GET");
        if (c.get === 405 && (c.open || kind !== "visitor")) expect(got.status, label).toBe(405);
        else expect(got.status, label).toBeLessThan(500);
        const args = c.name === "complaint_submit" ? { p: complaint() } : c.args;
        const first = await rpc(client, c.name, args);
        const second = await rpc(client, c.name, c.name === "complaint_submit" ? { p: complaint() } : args);
        expect(second.status, label).toBe(first.status);
        if (c.open) expect(first.status, label).toBeLessThan(300);
        else if (kind === "visitor") expect(first.status, label).toBeGreaterThanOrEqual(401);
        else if (c.name === "complaint_due_summary") {
          expect(first.status, label).toBe(200);
          expect(first.body === null, label).toBe(kind !== "admin");
        } else if (kind === "admin") {
          // open_complaint_attachment: this complaint has no attachment
          expect(first.status, label).toBe(c.name === "open_complaint_attachment" ? 404 : 200);
        } else expect(first.status, label).toBe(403);
        const bad = await rpc(client, c.name, c.bad);
        expect(bad.status, `${label}, malformed`).toBeGreaterThanOrEqual(400);
        expect(bad.status, `${label}, malformed`).toBeLessThan(500);
      }
    }
  });
});
