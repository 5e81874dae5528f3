/**
 * Online registration (supabase/migrations/20261125000001_registrations.sql) through the real gateway, PostgREST
 * and storage of the embedded backend: every rule of submit_registration() answered with its Indonesian message
 * and nothing written, the idempotent retry, the status check and the withdrawal, the private bucket, the
 * rate limits, and what anonymous visitors and signed-in non-admins can NOT do through any route.
 * The file runs its submissions one after another: the rate limits are shared by every test (one client address).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/features/registrations/lib/privacy";
import { PNG_1x1, adminClient, anonClient, createNonAdminUser, sql, testEnv, type TestClient } from "../helpers/supabase";

type Json = Record<string, unknown>;
let admin: TestClient;
let user: TestClient;
let userToken: string;
const tag = `reg${Date.now().toString(36)}`;
let nikCounter = 0;

/** A fresh, well-formed NIK (birth date 01-01-1999 encoded, as a man's). */
const newNik = () => `117101010199${String(++nikCounter).padStart(4, "0")}`;

async function rpc(fn: string, body: Json, token?: string): Promise<{ status: number; body: Json; retryAfter: string | null }> {
  const { url, anonKey } = testEnv();
  const res = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json, retryAfter: res.headers.get("retry-after") };
}

/** The same call over GET, its input in the URL, as an attacker would send it. */
async function rpcGet(fn: string, params: Record<string, string>): Promise<{ status: number; text: string; allow: string | null }> {
  const { url, anonKey } = testEnv();
  const res = await fetch(`${url}/rest/v1/rpc/${fn}?${new URLSearchParams(params)}`, { headers: { apikey: anonKey } });
  return { status: res.status, text: await res.text(), allow: res.headers.get("allow") };
}

const attempts = async () => Number((await sql<{ n: string }>("select count(*) as n from public.registration_attempts"))[0].n);

/** A batch that takes registrations on the site today (or as `overrides` say). */
async function batch(overrides: Record<string, string> = {}): Promise<number> {
  const cols: Record<string, string> = {
    program: `'Uji Pendaftaran ${tag}'`,
    "\"programCategory\"": "'PBK'",
    "\"instructorName\"": "array['Uji']",
    batch: "'Batch Uji'",
    "\"startDate\"": "current_date + 10",
    "\"endDate\"": "current_date + 40",
    status: "'Segera Dibuka'",
    registration_start: "current_date - 1",
    registration_end: "current_date + 5",
    online_registration: "true",
    contact_whatsapp: "'6281234567890'",
    ...overrides,
  };
  const [row] = await sql<{ id: number }>(`insert into public.schedules (${Object.keys(cols).join(", ")}) values (${Object.values(cols).join(", ")}) returning id`);
  return row.id;
}

async function folderFor(scheduleId: number): Promise<string> {
  const r = await rpc("start_registration_upload", { p_schedule_id: scheduleId });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.folder as string;
}

const pdf = () => new Blob(["%PDF-1.4\n% uji\n"], { type: "application/pdf" });
let fileCounter = 0;

async function upload(folder: string, kind: string, client: TestClient = anonClient()): Promise<string> {
  const name = `${folder}/${kind}-${Date.now()}${String(++fileCounter).padStart(3, "0")}.pdf`;
  const { error } = await client.storage.from("registration-documents").upload(name, pdf(), { contentType: "application/pdf" });
  expect(error).toBeNull();
  return name;
}

/** A complete, valid application for a batch (documents uploaded), with `overrides` applied. */
async function application(scheduleId: number, overrides: Json = {}, kinds = ["ktp", "ijazah"]): Promise<Json> {
  const folder = await folderFor(scheduleId);
  const documents = [];
  for (const kind of kinds) documents.push({ kind, name: await upload(folder, kind) });
  return {
    schedule_id: scheduleId,
    idempotency_key: crypto.randomUUID(),
    upload_folder: folder,
    full_name: "Muhammad Rizki",
    nik: newNik(),
    birth_place: "Banda Aceh",
    birth_date: "1999-01-01",
    gender: "L",
    address: "Jl. Teuku Umar No. 1, Banda Aceh",
    regency: "Kota Banda Aceh",
    whatsapp: "6281234567890",
    email: "rizki@example.com",
    education: "SMA/SMK/Sederajat",
    employment: "Belum bekerja",
    source: "Instagram",
    motivation: "Ingin bekerja sebagai pengembang web.",
    documents,
    consent: true,
    guardian_consent: false,
    consent_version: PRIVACY_NOTICE_VERSION,
    website: "",
    ...overrides,
  };
}

const submit = (app: Json, token?: string) => rpc("submit_registration", { p_application: app }, token);

async function counts(): Promise<{ registrations: number; documents: number }> {
  const [r] = await sql<{ registrations: string; documents: string }>(
    `select (select count(*) from public.registrations) as registrations, (select count(*) from public.registration_documents) as documents`,
  );
  return { registrations: Number(r.registrations), documents: Number(r.documents) };
}

const resetLimits = () =>
  sql(`delete from public.registration_attempts;
       update public.registration_limits set submit_per_client_per_hour = 1000, submit_per_nik_per_day = 1000,
         folders_per_client_per_hour = 1000, lookup_failures_per_code = 5, lookup_failures_per_client = 1000,
         lookup_failures_per_prefix = 1000, withdraw_failures_per_code = 1000, files_per_folder = default`);

beforeAll(async () => {
  admin = await adminClient();
  const u = await createNonAdminUser();
  user = u.client;
  userToken = (await user.auth.getSession()).data.session!.access_token;
});
beforeEach(resetLimits);
afterAll(async () => {
  await sql(`delete from public.registration_attempts;
             update public.registration_limits set submit_per_client_per_hour = default, submit_per_nik_per_day = default,
               folders_per_client_per_hour = default, lookup_failures_per_code = default, lookup_failures_per_client = default,
               lookup_failures_per_prefix = default, withdraw_failures_per_code = default, files_per_folder = default`);
});

describe("the privacy notice", () => {
  it("is the version this build shows (src/features/registrations/lib/privacy.ts), readable by everyone", async () => {
    const { data } = await anonClient().from("registration_settings").select("privacy_notice_version, retention_months").single();
    expect(data).toEqual({ privacy_notice_version: PRIVACY_NOTICE_VERSION, retention_months: 12 });
    // administrators change the retention, nobody else
    expect((await user.from("registration_settings").update({ retention_months: 6 }).eq("id", 1).select()).data).toEqual([]);
    const { data: changed } = await admin.from("registration_settings").update({ retention_months: 12 }).eq("id", 1).select("retention_months");
    expect(changed).toEqual([{ retention_months: 12 }]);
  });
});

describe("submitting", () => {
  it("stores a complete registration with its documents and answers with a receipt", async () => {
    const id = await batch();
    const app = await application(id);
    const r = await submit(app);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.code).toMatch(/^TIK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(r.body).toMatchObject({ schedule_id: id, program: `Uji Pendaftaran ${tag}`, batch: "Batch Uji", full_name: "Muhammad Rizki" });
    const [row] = await sql<Json>(`select * from public.registrations where code = $1`, [r.body.code]);
    expect(row).toMatchObject({
      schedule_id: id, status: "diterima", nik: app.nik, full_name: "Muhammad Rizki", gender: "L",
      whatsapp: "6281234567890", consent_version: PRIVACY_NOTICE_VERSION, guardian_consent: false, erased_at: null,
    });
    expect(row.consent_at).toBeTruthy();
    const docs = await sql<Json>(`select kind, object_name, mime_type from public.registration_documents where registration_id = $1 order by kind`, [row.id]);
    expect(docs.map((d) => d.kind)).toEqual(["ijazah", "ktp"]);
    expect(docs.every((d) => d.mime_type === "application/pdf")).toBe(true);
  });

  it("returns the same registration for a retried submission (same idempotency key), never a second one", async () => {
    const app = await application(await batch());
    const first = await submit(app);
    const before = await counts();
    const [again, concurrent] = await Promise.all([submit(app), submit(app)]);
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(first.body.code);
    expect(concurrent.body.code).toBe(first.body.code);
    expect(await counts()).toEqual(before);
    // the same key with another person's data is refused
    const other = await submit({ ...app, nik: newNik() });
    expect(other.status).toBe(409);
  });

  it("refuses a second registration of a NIK for the same batch, with how to check its status", async () => {
    const id = await batch();
    const app = await application(id);
    expect((await submit(app)).status).toBe(200);
    const before = await counts();
    const again = await submit(await application(id, { nik: app.nik }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("NIK ini sudah terdaftar pada jadwal ini.");
    expect(again.body.hint).toMatch(/Cek Pendaftaran/);
    expect(await counts()).toEqual(before);
    // another batch is fine
    expect((await submit(await application(await batch(), { nik: app.nik }))).status).toBe(200);
  });

  it("tells that a NIK is registered for the batch only to a complete, valid application, within the NIK's limit", async () => {
    const id = await batch();
    const app = await application(id);
    expect((await submit(app)).status).toBe(200);
    // someone else's NIK without documents, or with a folder but nothing uploaded: the missing document, not the NIK
    const probe = await application(id, { nik: app.nik }, []);
    const noDocuments = await submit(probe);
    expect(noDocuments.status).toBe(400);
    expect(noDocuments.body).toMatchObject({ code: "missing_document", message: "Unggah KTP." });
    const noFolder = await submit({ ...probe, upload_folder: crypto.randomUUID() });
    expect(noFolder.body.code).toBe("upload_expired");
    const foreign = await submit({ ...probe, documents: app.documents });
    expect(foreign.body.code).toBe("invalid_document");
    for (const r of [noDocuments, noFolder, foreign]) expect(JSON.stringify(r.body)).not.toContain("NIK ini sudah terdaftar");
    // complete: now it says so
    const complete = await submit(await application(id, { nik: app.nik }));
    expect(complete.status).toBe(409);
    expect(complete.body).toMatchObject({ code: "duplicate_nik", message: "NIK ini sudah terdaftar pada jadwal ini.", details: "nik" });
    // and every one of those probes counted for the NIK: the limit comes first
    await sql(`update public.registration_limits set submit_per_nik_per_day = 5`);
    const limited = await submit(await application(id, { nik: app.nik }));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Terlalu banyak percobaan pendaftaran dengan NIK ini. Coba lagi besok.");
  });

  it("answers every broken rule with its Indonesian message and writes nothing", async () => {
    const id = await batch({ min_age: "18", max_age: "35" });
    const cases: [string, Json, number, string, string][] = [
      ["honeypot", { website: "http://spam.example" }, 400, "Pendaftaran tidak dapat diproses. Muat ulang halaman lalu coba lagi.", ""],
      ["NIK", { nik: "12345" }, 400, "NIK harus 16 digit angka.", "nik"],
      ["NIK letters", { nik: "11710101019900AB" }, 400, "NIK harus 16 digit angka.", "nik"],
      ["WhatsApp", { whatsapp: "0812" }, 400, "Nomor WhatsApp tidak valid. Contoh: 081234567890.", "whatsapp"],
      ["date", { birth_date: "1999-02-30" }, 400, "Tanggal lahir tidak valid.", "birth_date"],
      ["date format", { birth_date: "01/01/1999" }, 400, "Tanggal lahir tidak valid.", "birth_date"],
      ["future date", { birth_date: "2999-01-01" }, 400, "Tanggal lahir tidak valid.", "birth_date"],
      ["too young", { birth_date: `${new Date().getFullYear() - 16}-01-01`, guardian_consent: true }, 400, "Usia minimal 18 tahun pada hari pertama pelatihan.", "birth_date"],
      ["too old", { birth_date: "1950-01-01" }, 400, "Usia maksimal 35 tahun pada hari pertama pelatihan.", "birth_date"],
      ["name too long", { full_name: "A".repeat(121) }, 400, "Nama lengkap maksimal 120 karakter.", "full_name"],
      ["blank name", { full_name: "\u200B  " }, 400, "Nama lengkap harus diisi.", "full_name"],
      ["address too long", { address: "Jl. ".repeat(80) }, 400, "Alamat domisili maksimal 300 karakter.", "address"],
      ["motivation too long", { motivation: "x".repeat(1001) }, 400, "Motivasi maksimal 1000 karakter.", "motivation"],
      ["e-mail", { email: "bukan-email" }, 400, "Format email tidak valid.", "email"],
      ["gender", { gender: "X" }, 400, "Pilih jenis kelamin.", "gender"],
      ["consent", { consent: false }, 400, "Anda harus menyetujui Kebijakan Privasi untuk mendaftar.", "consent"],
      ["old notice", { consent_version: "2020-01-01" }, 409, "Kebijakan Privasi telah diperbarui. Muat ulang halaman, baca kembali, lalu kirim lagi.", "consent"],
      ["wrong field type", { full_name: 42 }, 400, "Nama lengkap harus diisi.", "full_name"],
    ];
    for (const [what, overrides, status, message, field] of cases) {
      const before = await counts();
      const r = await submit(await application(id, overrides));
      expect(r.status, what).toBe(status);
      expect(r.body.message, what).toBe(message);
      if (field) expect(r.body.details, what).toBe(field);
      expect(await counts(), what).toEqual(before);
    }
  });

  it("asks a guardian's consent from applicants under 18", async () => {
    const id = await batch();
    const birth = `${new Date().getFullYear() - 16}-06-15`;
    const r = await submit(await application(id, { birth_date: birth, guardian_consent: false }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("Pendaftar di bawah 18 tahun memerlukan persetujuan orang tua atau wali.");
    const ok = await submit(await application(id, { birth_date: birth, guardian_consent: true }));
    expect(ok.status).toBe(200);
    const [row] = await sql<Json>(`select guardian_consent from public.registrations where code = $1`, [ok.body.code]);
    expect(row.guardian_consent).toBe(true);
  });

  it("refuses a batch whose period is closed or not open yet, or that registers elsewhere", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ registration_start: "current_date - 10", registration_end: "current_date - 1" }, "Pendaftaran untuk jadwal ini sudah ditutup."],
      [{ registration_start: "current_date + 2", registration_end: "current_date + 5" }, "Pendaftaran untuk jadwal ini belum dibuka."],
      [{ online_registration: "false" }, "Jadwal ini tidak menerima pendaftaran melalui situs ini."],
    ];
    const open = await batch();
    for (const [overrides, message] of cases) {
      const id = await batch(overrides);
      // no upload folder for such a batch either
      const folder = await rpc("start_registration_upload", { p_schedule_id: id });
      expect(folder.status).toBe(400);
      expect(folder.body.message).toBe("Pendaftaran untuk jadwal ini sedang tidak dibuka.");
      // an application prepared while it was open, sent now
      const app = await application(open, { schedule_id: id });
      const before = await counts();
      const r = await submit(app);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
      expect(await counts()).toEqual(before);
    }
    const missing = await submit(await application(open, { schedule_id: 999_999_999 }));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Jadwal pelatihan tidak ditemukan.");
  });

  it("requires exactly the documents the batch asks for, uploaded into its own folder", async () => {
    const id = await batch({ required_documents: "array['ktp','ijazah','pas_foto']" });
    const before = await counts();
    const missing = await submit(await application(id, {}, ["ktp", "ijazah"]));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Unggah Pas Foto.");
    // a document named in the application but never uploaded
    const app = await application(id, {}, ["ktp", "ijazah"]);
    const ghost = await submit({ ...app, documents: [...(app.documents as Json[]), { kind: "pas_foto", name: `${app.upload_folder}/pas_foto-1234567890.pdf` }] });
    expect(ghost.status).toBe(400);
    expect(ghost.body.message).toBe("Dokumen Pas Foto belum terunggah. Unggah ulang lalu kirim lagi.");
    // another folder's file (another applicant's, or this form's own upload that went to a second folder): named
    const other = await application(id, {}, ["ktp", "ijazah", "pas_foto"]);
    const stolen = await submit({ ...app, documents: [...(app.documents as Json[]), (other.documents as Json[])[2]] });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({
      code: "invalid_document",
      message: "Dokumen Pas Foto tidak sesuai. Unggah ulang Pas Foto lalu kirim lagi.",
      details: "documents.pas_foto",
    });
    // a kind given twice
    const twice = await submit({ ...app, documents: [...(app.documents as Json[]), (app.documents as Json[])[0]] });
    expect(twice.body.message).toBe("Dokumen yang dikirim tidak sesuai. Unggah ulang dokumen yang diminta.");
    // a kind the batch does not ask for
    const extra = await application(id, {}, ["ktp", "ijazah", "pas_foto", "kk"]);
    expect((await submit(extra)).status).toBe(400);
    expect(await counts()).toEqual(before);
    // the folder cannot be used twice
    const good = await application(id, {}, ["ktp", "ijazah", "pas_foto"]);
    expect((await submit(good)).status).toBe(200);
    const reused = await submit({ ...good, idempotency_key: crypto.randomUUID(), nik: newNik() });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/^Sesi unggah dokumen sudah/);
  });

  it("limits submissions per client and per NIK with 429 and an Indonesian message", async () => {
    const id = await batch();
    await sql(`update public.registration_limits set submit_per_client_per_hour = 3`);
    const apps = [await application(id), await application(id), await application(id), await application(id)];
    expect((await submit(apps[0])).status).toBe(200);
    expect((await submit(apps[1])).status).toBe(200);
    expect((await submit(apps[2])).status).toBe(200);
    const before = await counts();
    // the first of the three was 20 minutes ago: the window frees in 40 minutes
    await sql(`update public.registration_attempts set at = now() - interval '20 minutes'
               where id = (select min(id) from public.registration_attempts where kind = 'submit-client')`);
    const limited = await submit(apps[3]);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 1 jam.");
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(2395);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(2400);
    expect(await counts()).toEqual(before);

    await resetLimits();
    await sql(`update public.registration_limits set submit_per_nik_per_day = 2`);
    const nik = newNik();
    expect((await submit(await application(await batch(), { nik }))).status).toBe(200);
    expect((await submit(await application(await batch(), { nik }))).status).toBe(200);
    await sql(`update public.registration_attempts set at = now() - interval '10 hours' where kind = 'submit-nik'`);
    const perNik = await submit(await application(await batch(), { nik }));
    expect(perNik.status).toBe(429);
    expect(perNik.body.message).toBe("Terlalu banyak percobaan pendaftaran dengan NIK ini. Coba lagi besok.");
    expect(Number(perNik.retryAfter)).toBeGreaterThanOrEqual(14 * 3600 - 5);
    expect(Number(perNik.retryAfter)).toBeLessThanOrEqual(14 * 3600);

    await resetLimits();
    await sql(`update public.registration_limits set folders_per_client_per_hour = 1`);
    expect((await rpc("start_registration_upload", { p_schedule_id: id })).status).toBe(200);
    await sql(`update public.registration_attempts set at = now() - interval '59 minutes' where kind = 'folder-client'`);
    const folders = await rpc("start_registration_upload", { p_schedule_id: id });
    expect(folders.status).toBe(429);
    expect(folders.body.message).toBe("Terlalu banyak percobaan dari perangkat ini. Coba lagi dalam 1 jam.");
    expect(Number(folders.retryAfter)).toBeGreaterThanOrEqual(55);
    expect(Number(folders.retryAfter)).toBeLessThanOrEqual(60);
    // an answer that is not a 429 has no Retry-After
    expect((await rpc("start_registration_upload", { p_schedule_id: 0 })).retryAfter).toBeNull();
  });

  it("takes at most files_per_folder files into one upload folder", async () => {
    await sql(`update public.registration_limits set files_per_folder = 2`);
    const folder = await folderFor(await batch());
    await upload(folder, "ktp");
    await upload(folder, "ijazah");
    const { error } = await anonClient().storage.from("registration-documents").upload(`${folder}/ktp-${Date.now()}999.pdf`, pdf(), { contentType: "application/pdf" });
    expect(error).not.toBeNull();
    // another folder is not affected
    await upload(await folderFor(await batch()), "ktp");
  });

  it("stores the rate-limit keys hashed, never a NIK or an address in clear", async () => {
    const app = await application(await batch());
    await submit(app);
    const rows = await sql<{ key_hash: string }>(`select key_hash from public.registration_attempts`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(app.nik as string);
  });

  it("is in the change history without a personal value (docs/selection.md)", async () => {
    const app = await application(await batch());
    const { body: receipt } = await submit(app);
    const personal = await sql(`select 1 from public.change_history where new_data::text like $1 or old_data::text like $1`, [`%${app.nik}%`]);
    expect(personal).toEqual([]);
    const [entry] = await sql<{ new_data: Record<string, unknown> }>(
      "select new_data from public.change_history where table_name = 'registrations' and new_data ->> 'code' = $1",
      [receipt.code],
    );
    expect(entry.new_data).toMatchObject({ code: receipt.code, nik: "(disembunyikan)", full_name: "(disembunyikan)" });
    // the documents, uploads, attempts and the timeline are never recorded there
    const others = await sql(
      "select 1 from public.change_history where table_name in ('registration_documents', 'registration_uploads', 'registration_attempts', 'registration_events')",
    );
    expect(others).toEqual([]);
  });
});

describe("checking the status and withdrawing", () => {
  it("shows only what the applicant needs for the code and birth date, whatever way the code is typed", async () => {
    const app = await application(await batch());
    const { body: receipt } = await submit(app);
    const code = receipt.code as string;
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, " "), code.slice(4).replace("-", "")]) {
      const r = await rpc("check_registration", { p_code: typed, p_birth_date: "1999-01-01" });
      expect(r.status, typed).toBe(200);
      expect(r.body).toMatchObject({ code, masked_name: "Mu***d Ri***i", status: "diterima", program: `Uji Pendaftaran ${tag}`, batch: "Batch Uji" });
      expect(JSON.stringify(r.body)).not.toContain(app.nik as string);
      expect(r.body).not.toHaveProperty("full_name");
      expect(r.body).not.toHaveProperty("address");
    }
  });

  it("gives a wrong code and a wrong birth date the same answer, then refuses for a while", async () => {
    const { body: receipt } = await submit(await application(await batch()));
    const code = receipt.code as string;
    const wrongDate = await rpc("check_registration", { p_code: code, p_birth_date: "1999-01-02" });
    const wrongCode = await rpc("check_registration", { p_code: "TIK-0000-0000", p_birth_date: "1999-01-01" });
    const garbage = await rpc("check_registration", { p_code: "<script>", p_birth_date: "kemarin" });
    for (const r of [wrongDate, wrongCode, garbage]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe("Data pendaftaran tidak ditemukan. Periksa kode dan tanggal lahir.");
    }
    // five failures for a code: refused for 15 minutes, even with the right birth date
    for (let i = 0; i < 4; i++) await rpc("check_registration", { p_code: code, p_birth_date: "2000-01-01" });
    const limited = await rpc("check_registration", { p_code: code, p_birth_date: "1999-01-01" });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.");
    expect(Number(limited.retryAfter)).toBeGreaterThan(890);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(900);
    // per client as well
    await resetLimits();
    await sql(`update public.registration_limits set lookup_failures_per_client = 3`);
    for (let i = 0; i < 3; i++) await rpc("check_registration", { p_code: `TIK-0000-000${i}`, p_birth_date: "1999-01-01" });
    await sql(`update public.registration_attempts set at = now() - interval '10 minutes' where kind = 'lookup-client'`);
    const perClient = await rpc("check_registration", { p_code: code, p_birth_date: "1999-01-01" });
    expect(perClient.status).toBe(429);
    expect(Number(perClient.retryAfter)).toBeGreaterThan(295);
    expect(Number(perClient.retryAfter)).toBeLessThanOrEqual(300);
  });

  it("refuses GET with the same 405 for a right and a wrong birth date, recording nothing and answering nothing", async () => {
    const app = await application(await batch());
    const code = (await submit(app)).body.code as string;
    const before = await attempts();
    const right = await rpcGet("check_registration", { p_code: code, p_birth_date: "1999-01-01" });
    const wrong = await rpcGet("check_registration", { p_code: code, p_birth_date: "1999-01-02" });
    expect(right).toEqual(wrong);
    expect(right.status).toBe(405);
    expect(right.allow).toBe("POST");
    expect(JSON.parse(right.text)).toMatchObject({ code: "PT405", message: "Fungsi ini hanya dapat dipanggil dengan metode POST." });
    const withdrawal = await rpcGet("withdraw_registration", { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: (app.nik as string).slice(-4) });
    expect(withdrawal.status).toBe(405);
    expect(await attempts()).toBe(before);
    const [row] = await sql<Json>(`select status, nik from public.registrations where code = $1`, [code]);
    expect(row).toEqual({ status: "diterima", nik: app.nik });
  });

  it("counts failures per published prefix too, so the hidden part of a code cannot be enumerated", async () => {
    const { body: receipt } = await submit(await application(await batch()));
    const code = receipt.code as string;
    await sql(`update public.registration_limits set lookup_failures_per_prefix = 3`);
    // three other codes with the same first three characters (what the results page shows)
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const others = [1, 2, 3].map((i) => `${code.slice(0, 7)}${alphabet[(alphabet.indexOf(code[7]) + i) % 32]}-${code.slice(9)}`);
    for (const other of others) expect((await rpc("check_registration", { p_code: other, p_birth_date: "1999-01-01" })).status).toBe(404);
    const limited = await rpc("check_registration", { p_code: code, p_birth_date: "1999-01-01" });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Terlalu banyak percobaan yang gagal untuk kode ini. Coba lagi besok.");
    expect(Number(limited.retryAfter)).toBeGreaterThan(86_390);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(86_400);
  });

  it("withdraws only with the NIK's last 4 digits too: one answer for every wrong input, then its own limit", async () => {
    const app = await application(await batch());
    const code = (await submit(app)).body.code as string;
    const last4 = (app.nik as string).slice(-4);
    const wrongLast4 = String((Number(last4) + 1) % 10000).padStart(4, "0");
    const tries = [
      { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: wrongLast4 },
      { p_code: code, p_birth_date: "1999-01-02", p_nik_last4: last4 },
      { p_code: "TIK-0000-0000", p_birth_date: "1999-01-01", p_nik_last4: last4 },
      { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: "" },
    ];
    const answers = [];
    for (const t of tries) answers.push(await rpc("withdraw_registration", t));
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual({
        code: "not_found",
        message: "Data pendaftaran tidak ditemukan. Periksa kode, tanggal lahir, dan 4 digit terakhir NIK.",
        details: null,
        hint: null,
      });
    }
    // the code and birth date alone no longer withdraw (the old two-argument call is gone)
    expect((await rpc("withdraw_registration", { p_code: code, p_birth_date: "1999-01-01" })).status).toBe(404);
    const [row] = await sql<Json>(`select status, nik from public.registrations where code = $1`, [code]);
    expect(row).toEqual({ status: "diterima", nik: app.nik });
    // its own limit per code, in a day's window (the status check's per-code limit is lifted here)
    await resetLimits();
    await sql(`update public.registration_limits set lookup_failures_per_code = 1000, withdraw_failures_per_code = 2`);
    for (let i = 0; i < 2; i++) await rpc("withdraw_registration", { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: wrongLast4 });
    const limited = await rpc("withdraw_registration", { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: last4 });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Terlalu banyak percobaan yang gagal untuk kode ini. Coba lagi besok.");
    expect(Number(limited.retryAfter)).toBeGreaterThan(86_390);
    // the status check still answers
    expect((await rpc("check_registration", { p_code: code, p_birth_date: "1999-01-01" })).status).toBe(200);
  });

  it("withdraws: status Mengundurkan diri, personal data erased, documents detached and their files removed at once", async () => {
    const app = await application(await batch());
    const { body: receipt } = await submit(app);
    const code = receipt.code as string;
    const [{ id }] = await sql<{ id: number }>(`select id from public.registrations where code = $1`, [code]);
    const r = await rpc("withdraw_registration", { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: (app.nik as string).slice(-4) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code, status: "mengundurkan_diri", masked_name: null, erased: true });
    const [row] = await sql<Json>(`select * from public.registrations where id = $1`, [id]);
    for (const col of ["full_name", "nik", "birth_place", "birth_date", "gender", "address", "regency", "whatsapp", "email", "education", "employment", "source", "motivation"]) {
      expect(row[col], col).toBeNull();
    }
    expect(row.erased_at).toBeTruthy();
    expect(await sql(`select 1 from public.registration_documents where registration_id = $1`, [id])).toEqual([]);
    // the status is still there for the applicant; a retried withdrawal (its answer lost) gets it too
    const status = await rpc("check_registration", { p_code: code, p_birth_date: "1999-01-01" });
    expect(status.body.status).toBe("mengundurkan_diri");
    const retried = await rpc("withdraw_registration", { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: (app.nik as string).slice(-4) });
    expect(retried.body).toMatchObject({ code, status: "mengundurkan_diri" });
    // the files went before the answer (the embedded gateway removes them through the Storage API;
    // document-erasure.test.ts: no link serves them any more)
    const names = (app.documents as Json[]).map((d) => d.name);
    expect(await sql(`select 1 from storage.objects where bucket_id = 'registration-documents' and name = any($1)`, [names])).toEqual([]);
    // the NIK may apply again
    expect((await submit(await application(app.schedule_id as number, { nik: app.nik }))).status).toBe(200);
  });

  it("erases the personal data a set number of months after the batch ends, and forgets unsubmitted uploads after 24 hours", async () => {
    const id = await batch();
    const app = await application(id);
    const { body: receipt } = await submit(app);
    const orphanFolder = await folderFor(id);
    const orphan = await upload(orphanFolder, "ktp");
    // not yet: the batch has not ended, the upload is fresh
    const [{ n }] = await sql<{ n: string }>(`select count(*) as n from public.registration_cleanup() where name = any($1)`, [[orphan, ...(app.documents as Json[]).map((d) => d.name)]]);
    expect(Number(n)).toBe(0);
    // the batch ended 14 months ago, the upload is a day old
    await sql(`update public.schedules set registration_start = current_date - 500, registration_end = current_date - 490,
                 "startDate" = current_date - 480, "endDate" = current_date - 425 where id = $1`, [id]);
    // aged and listed under one lock of the database: the backend's 10-second run cannot remove the orphan in between
    const later = await sql<{ name: string }>(`update public.registration_uploads set created_at = now() - interval '25 hours' where folder = '${orphanFolder}';
                                               select name from public.registration_cleanup()`);
    expect(later.map((f) => f.name)).toEqual(expect.arrayContaining([orphan, ...(app.documents as Json[]).map((d) => d.name as string)]));
    const [row] = await sql<Json>(`select full_name, nik, erased_at, status from public.registrations where code = $1`, [receipt.code]);
    expect(row).toMatchObject({ full_name: null, nik: null, status: "diterima" });
    expect(row.erased_at).toBeTruthy();
  });
});

describe("what visitors and signed-in non-admins cannot do", () => {
  let code: string;
  let docName: string;
  let folder: string;

  beforeAll(async () => {
    await resetLimits();
    const app = await application(await batch());
    const r = await submit(app);
    code = r.body.code as string;
    docName = (app.documents as Json[])[0].name as string;
    folder = app.upload_folder as string;
  });

  it("reads, lists, updates or deletes no registration through the table API", async () => {
    for (const client of [anonClient(), user]) {
      for (const table of ["registrations", "registration_documents", "registration_uploads", "registration_attempts", "registration_limits"] as const) {
        const read = await client.from(table as "registrations").select("*");
        expect(read.data ?? [], table).toEqual([]);
        const upd = await client.from(table as "registrations").update({ status: "lulus" } as never).eq("code" as never, code as never).select();
        expect(upd.data ?? [], table).toEqual([]);
        const del = await client.from(table as "registrations").delete().neq("id" as never, 0 as never).select();
        expect(del.data ?? [], table).toEqual([]);
        const ins = await client.from(table as "registrations").insert({} as never);
        expect(ins.error, table).not.toBeNull();
      }
    }
    const [{ n }] = await sql<{ n: string }>(`select count(*) as n from public.registrations where code = $1 and status = 'diterima'`, [code]);
    expect(Number(n)).toBe(1);
    // administrators read
    const { data } = await admin.from("registrations").select("code").eq("code", code);
    expect(data).toEqual([{ code }]);
  });

  it("calls none of the helper functions", async () => {
    for (const fn of ["registration_cleanup", "erase_registration", "registration_receipt", "find_registration", "registration_status_view", "mask_name", "new_registration_code", "registration_hash"]) {
      for (const token of [undefined, userToken]) {
        const r = await rpc(fn, {}, token);
        expect([401, 403, 404], `${fn}: ${JSON.stringify(r.body)}`).toContain(r.status);
      }
    }
  });

  it("gets no public URL, no signed URL, no download, no listing and no removal of a document", async () => {
    const { url } = testEnv();
    const pub = await fetch(`${url}/storage/v1/object/public/registration-documents/${docName}`);
    expect(pub.status).toBeGreaterThanOrEqual(400);
    for (const client of [anonClient(), user]) {
      const bucket = client.storage.from("registration-documents");
      expect((await bucket.download(docName)).data).toBeNull();
      expect((await bucket.createSignedUrl(docName, 60)).data).toBeNull();
      const list = await bucket.list(folder);
      expect(list.data ?? []).toEqual([]);
      const removed = await bucket.remove([docName]);
      expect(removed.data ?? []).toEqual([]);
      const replaced = await bucket.upload(docName, pdf(), { upsert: true, contentType: "application/pdf" });
      expect(replaced.error).not.toBeNull();
      const moved = await bucket.move(docName, `${folder}/ktp-9999999999.pdf`);
      expect(moved.error).not.toBeNull();
    }
    expect(await sql(`select 1 from storage.objects where bucket_id = 'registration-documents' and name = $1`, [docName])).toHaveLength(1);
  });

  it("uploads only new files into a folder handed out for an open batch, not yet used", async () => {
    const bucket = anonClient().storage.from("registration-documents");
    // a folder nobody handed out, a used folder, a name of another shape, a type the bucket refuses
    expect((await bucket.upload(`${crypto.randomUUID()}/ktp-1234567890.pdf`, pdf(), { contentType: "application/pdf" })).error).not.toBeNull();
    expect((await bucket.upload(`${folder}/kk-1234567890.pdf`, pdf(), { contentType: "application/pdf" })).error).not.toBeNull();
    const fresh = await folderFor(await batch());
    expect((await bucket.upload(`${fresh}/notes.txt`, new Blob(["x"]), { contentType: "text/plain" })).error).not.toBeNull();
    expect((await bucket.upload(`${fresh}/ktp-1234567890.pdf`, new Blob(["<svg/>"], { type: "image/svg+xml" }), { contentType: "image/svg+xml" })).error).not.toBeNull();
    expect((await bucket.upload(`${fresh}/ktp-1234567890.png`, new Blob([PNG_1x1], { type: "image/png" }), { contentType: "image/png" })).error).toBeNull();
  });

  it("creates no resumable (TUS) upload outside a handed-out folder and replaces nothing through it", async () => {
    const { url, anonKey } = testEnv();
    const b64 = (s: string) => Buffer.from(s).toString("base64");
    const create = (objectName: string, upsert = false) =>
      fetch(`${url}/storage/v1/upload/resumable`, {
        method: "POST",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": "10",
          authorization: `Bearer ${anonKey}`,
          apikey: anonKey,
          ...(upsert ? { "x-upsert": "true" } : {}),
          "Upload-Metadata": [["bucketName", "registration-documents"], ["objectName", objectName], ["contentType", "application/pdf"]]
            .map(([k, v]) => `${k} ${b64(v)}`)
            .join(","),
        },
      });
    expect((await create(`${crypto.randomUUID()}/ktp-1234567890.pdf`)).status).toBe(403);
    expect((await create(docName, true)).status).toBe(403);
    const fresh = await folderFor(await batch());
    const ok = await create(`${fresh}/ktp-1234567890.pdf`);
    expect(ok.status).toBe(201);
  });
});
