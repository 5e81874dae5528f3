/**
 * The certificate register (migration 20261128000004_certificates.sql, docs/certificates.md) and its signing
 * (Edge Functions sign-certificates and certificate-keys) on the embedded backend: the settings and their history;
 * issuing a batch in one call (numbers in sequence per year, never twice, a snapshot of every printed field, an
 * unguessable public id, recorded); concurrent issues; revocation and the corrected reissue (security activity, never
 * the change history); the public status by id and the paper check by number + birth date (POST only, nothing
 * personal, one answer for both misses, limits with Retry-After); the export; an erasure leaves the register; who may
 * call what; the signing function as the invite function is tested (every identity, methods, bad input, size, twice)
 * and its signatures verified by the browser's verifier against the published key set.
 */
import { jwtVerify, createLocalJWKSet, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, createNonAdminUser, sql, testEnv, type TestClient } from "../helpers/supabase";
import { accessToken, gatewayRequest, rpcRequest, type GatewayInit, type Json } from "../helpers/gateway-request";
import { insertApplication } from "../helpers/applications";
import { CERTIFICATE_KEYS_PATH, detailsMatch, verifyCertificateToken } from "../../src/features/certificates/lib/verify";

/** This file's own client address, so its failure counts depend on no other file. */
const FROM = "127.0.0.7";
const NUMBER_RE = /^(\d{3,})\/TIK\/BLK-BNA\/(\d{4})$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SIGNATORY = { signatory_name: "Ir. Uji Penanda Tangan, M.T.", signatory_position: "Kepala UPTD BLK Banda Aceh", signatory_nip: "197805122005011003" };


const call = (path: string, init: Omit<GatewayInit, "from"> & { from?: string } = {}) => gatewayRequest(path, { ...init, from: init.from ?? FROM });

const tokenOf = accessToken;
const rpc = (client: TestClient | null, name: string, args: Json, method = "POST") => rpcRequest(FROM, client, name, args, method);
const sign = async (client: TestClient | null, body: unknown, init: { method?: string; rawBody?: string } = {}) =>
  call("/functions/v1/sign-certificates", { method: init.method, token: client ? await tokenOf(client) : undefined, body, rawBody: init.rawBody });
const keySet = async () => (await call(CERTIFICATE_KEYS_PATH, { method: "GET", token: "", apikey: false })).body as unknown as JSONWebKeySet;

let admin: TestClient;
let programName: string;
const UNITS = [
  { kode: "J.620100.004.02", judul: "Menggunakan Struktur Data", jp: 24 },
  { kode: "", judul: "Etos Kerja", jp: 8 },
];

beforeAll(async () => {
  admin = await adminClient();
  const { error } = await admin.from("certificate_settings").update(SIGNATORY).eq("id", 1);
  expect(error).toBeNull();
  programName = `Sertifikat Uji ${Date.now()}`;
  const [program] = await sql<{ id: number }>(
    "insert into public.programs (name, category, duration, description) values ($1, 'PBL', '32 JP', 'Uji') returning id",
    [programName],
  );
  for (const [i, u] of UNITS.entries()) {
    await sql("insert into public.syllabus_items (program_id, item_order, kode_unit, title, duration_jp) values ($1, $2, $3, $4, $5)", [
      program.id,
      i + 1,
      u.kode || null,
      u.judul,
      u.jp,
    ]);
  }
}, 60_000);

afterAll(async () => {
  await sql("delete from public.certificate_attempts");
});

/** A batch that ended yesterday, with participants at Selesai (named), and optionally others. */
async function completedBatch(names: string[], program = programName): Promise<{ id: number; batch: string; regs: { id: number; code: string; name: string }[] }> {
  const batch = `Batch ${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const [row] = await sql<{ id: number }>(
    `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
     values ($1, 'PBL', array['Uji'], $2, current_date - 30, current_date - 1, 'Ditutup') returning id`,
    [program, batch],
  );
  const regs = [];
  for (const [i, name] of names.entries()) {
    const r = await insertApplication(row.id, { full_name: name, status: "selesai", birth_place: "Sabang", birth_date: `2000-01-${String(10 + i).padStart(2, "0")}` });
    regs.push({ ...r, name });
  }
  return { id: row.id, batch, regs };
}

async function issue(client: TestClient, scheduleId: number, issuedOn?: string) {
  const { data, error } = await client.rpc("issue_certificates", { p_schedule_id: scheduleId, ...(issuedOn ? { p_issued_on: issuedOn } : {}) });
  return { data: data as { issued: { id: number; public_id: string; number: string; code: string }[]; already: number; skipped: Json[] } | null, error };
}

const certificatesOf = (scheduleId: number) =>
  sql<Json & { id: number; public_id: string; number: string; seq: number; year: number; full_name: string }>(
    "select * from public.certificates where schedule_id = $1 order by seq",
    [scheduleId],
  );

const jakartaYear = () => Number(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 4));

describe("certificate settings", () => {
  it("admins edit them, the change history keeps the change, a pattern without {urut} or {tahun} is refused", async () => {
    const { data, error } = await admin.from("certificate_settings").update({ issue_place: "Banda Aceh" }).eq("id", 1).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ number_pattern: "{urut}/TIK/BLK-BNA/{tahun}", ...SIGNATORY, issue_place: "Banda Aceh" });
    const history = await sql<{ n: number }>("select count(*)::int as n from public.change_history where table_name = 'certificate_settings'");
    expect(history[0].n).toBeGreaterThan(0);
    for (const pattern of ["{urut}/TIK", "TIK/{tahun}", "{urut}/{tahun}/{bulan}"]) {
      const bad = await admin.from("certificate_settings").update({ number_pattern: pattern }).eq("id", 1);
      expect(bad.error?.code, pattern).toBe("23514");
    }
    expect((await admin.from("certificate_settings").update({ signatory_nip: "1978" }).eq("id", 1)).error?.code).toBe("23514");
  });

  it("operators and visitors read and change nothing", async () => {
    const operator = await createMember("operator");
    expect((await operator.client.from("certificate_settings").select("*")).data).toEqual([]);
    expect((await operator.client.from("certificate_settings").update({ issue_place: "Sabang" }).eq("id", 1).select()).data).toEqual([]);
    expect((await anonClient().from("certificate_settings").select("*")).error?.code).toBe("42501");
    // nor the settings' entries in the change history, which admins read
    expect((await operator.client.from("change_history").select("id").eq("table_name", "certificate_settings")).data).toEqual([]);
    expect((await admin.from("change_history").select("id").eq("table_name", "certificate_settings")).data!.length).toBeGreaterThan(0);
  });
});

describe("issue_certificates", () => {
  it("issues one certificate per completed participant in one call: numbers in sequence, every printed field as issued, recorded", async () => {
    const b = await completedBatch(["Budi Santoso", "Ani Rahmawati", "Cut Meutia"]);
    const other = await insertApplication(b.id, { full_name: "Masih Peserta", status: "peserta" });
    const erased = await insertApplication(b.id, { full_name: "Sudah Dihapus", status: "selesai" });
    await sql("update public.registrations set full_name = null, nik = null, birth_place = null, birth_date = null, gender = null, address = null, regency = null, whatsapp = null, education = null, employment = null, erased_at = now() where id = $1", [erased.id]);

    const { data, error } = await issue(admin, b.id);
    expect(error).toBeNull();
    // by name: Ani, Budi, Cut
    expect(data!.issued.map((c) => c.code)).toEqual([b.regs[1].code, b.regs[0].code, b.regs[2].code]);
    expect(data!.skipped).toEqual([{ code: erased.code, reason: "data_erased" }]);
    expect(data!.already).toBe(0);

    const rows = await certificatesOf(b.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.year === jakartaYear())).toBe(true);
    expect(rows.map((r) => r.seq)).toEqual([rows[0].seq, rows[0].seq + 1, rows[0].seq + 2]);
    for (const r of rows) {
      const m = NUMBER_RE.exec(r.number)!;
      expect(Number(m[1])).toBe(r.seq);
      expect(Number(m[2])).toBe(r.year);
      expect(r.public_id).toMatch(UUID_RE);
      expect(r.public_id).not.toContain(r.number.slice(0, 3));
      expect(r.public_id).not.toBe(String(r.id));
    }
    expect(rows[0]).toMatchObject({
      full_name: "Ani Rahmawati",
      birth_place: "Sabang",
      program: programName,
      batch: b.batch,
      jp: 32,
      units: UNITS,
      result: "Kompeten",
      issued_place: "Banda Aceh",
      ...SIGNATORY,
      credential: null,
      revoked_at: null,
    });
    expect(rows.map((r) => Number(r.registration_id))).not.toContain(other.id);
    const dates = await sql<Json>(
      "select birth_date::text as birth, period_start::text as start, period_end::text as end, issued_on::text as issued, (now() at time zone 'Asia/Jakarta')::date::text as today from public.certificates where id = $1",
      [rows[0].id],
    );
    expect(dates[0]).toMatchObject({ birth: "2000-01-11", issued: dates[0].today });

    const [event] = await sql<{ actor_email: string; details: Json }>(
      "select actor_email, details from public.security_events where kind = 'certificates_issued' and (details ->> 'schedule_id')::bigint = $1",
      [b.id],
    );
    expect(event).toEqual({
      actor_email: "admin@example.com",
      details: { schedule_id: b.id, batch: `${programName} (${b.batch})`, count: 3, first_number: rows[0].number, last_number: rows[2].number },
    });

    // what was printed stays: later changes to the name, the syllabus or the settings do not reach it
    await sql("update public.registrations set full_name = 'Nama Baru' where id = $1", [b.regs[1].id]);
    const [again] = await certificatesOf(b.id);
    expect(again.full_name).toBe("Ani Rahmawati");

    // twice: nothing new, nothing recorded again
    const twice = await issue(admin, b.id);
    expect(twice.data).toMatchObject({ issued: [], already: 3 });
    expect(await certificatesOf(b.id)).toHaveLength(3);
  });

  it("refuses what cannot be issued, with Indonesian messages and nothing written", async () => {
    expect((await issue(admin, 0)).error).toMatchObject({ code: "PT404", message: "Jadwal tidak ditemukan. Muat ulang halaman." });
    const empty = await completedBatch([]);
    expect((await issue(admin, empty.id)).error).toMatchObject({ code: "PT404", message: "Belum ada peserta berstatus Selesai di jadwal ini." });
    const b = await completedBatch(["Tanpa Silabus"], `Program Tanpa Silabus ${Date.now()}`);
    expect((await issue(admin, b.id)).error?.message).toMatch(/^Silabus program ".*" belum diisi\./);
    const c = await completedBatch(["Terlalu Dini"]);
    const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    expect((await issue(admin, c.id, future)).error).toMatchObject({ code: "PT400" });
    await sql("update public.certificate_settings set signatory_nip = null");
    try {
      expect((await issue(admin, c.id)).error).toMatchObject({
        code: "PT409",
        message: "Lengkapi nama, jabatan, dan NIP penanda tangan di Pengaturan Sertifikat terlebih dahulu.",
      });
    } finally {
      await sql("update public.certificate_settings set signatory_nip = $1", [SIGNATORY.signatory_nip]);
    }
    expect(await certificatesOf(b.id)).toEqual([]);
    expect(await certificatesOf(c.id)).toEqual([]);
    // GET never issues
    expect((await rpc(admin, "issue_certificates", { p_schedule_id: String(c.id) }, "GET")).status).toBe(405);
    expect(await certificatesOf(c.id)).toEqual([]);
  });

  it("only admins and super admins issue, revoke, reissue, export and read the register", async () => {
    const b = await completedBatch(["Hak Akses"]);
    const operator = await createMember("operator");
    const user = await createNonAdminUser();
    for (const client of [operator.client, user.client]) {
      expect((await issue(client, b.id)).error).toMatchObject({ code: "42501", message: "Hanya admin dan super admin yang dapat mengelola sertifikat." });
      expect((await client.rpc("export_certificates", { p_schedule_id: b.id })).error?.code).toBe("42501");
      expect((await client.from("certificates").select("*")).data).toEqual([]);
    }
    expect((await issue(anonClient(), b.id)).error?.code).toBe("42501");
    expect((await anonClient().from("certificates").select("*")).error?.code).toBe("42501");
    const member = await createMember("admin");
    const { data } = await issue(member.client, b.id);
    expect(data!.issued).toHaveLength(1);
    const id = data!.issued[0].id;
    for (const client of [operator.client, user.client, anonClient()]) {
      expect((await client.rpc("revoke_certificate", { p_id: id, p_reason: "Uji hak akses" })).error?.code).toBe("42501");
      expect((await client.rpc("reissue_certificate", { p_id: id, p_reason: "Uji hak akses" })).error?.code).toBe("42501");
    }
    expect((await member.client.from("certificates").select("id").eq("id", id)).data).toEqual([{ id }]);
  });

  it("concurrent issues never give a number twice and never issue a participant twice", async () => {
    const a = await completedBatch(["Serentak A1", "Serentak A2", "Serentak A3"]);
    const b = await completedBatch(["Serentak B1", "Serentak B2"]);
    const other = (await createMember("admin")).client;
    const results = await Promise.all([issue(admin, a.id), issue(other, b.id), issue(other, a.id), issue(admin, b.id)]);
    for (const r of results) expect(r.error).toBeNull();
    const rows = [...(await certificatesOf(a.id)), ...(await certificatesOf(b.id))];
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.number)).size).toBe(5);
    const seqs = rows.map((r) => r.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
    expect(results.reduce((n, r) => n + r.data!.issued.length, 0)).toBe(5);
  });
});

describe("revocation, reissue and the public status", () => {
  let b: Awaited<ReturnType<typeof completedBatch>>;
  let certs: { id: number; public_id: string; number: string }[];

  beforeAll(async () => {
    // in the order of their names, so certs[i] is regs[i]
    b = await completedBatch(["Status A Satu", "Status B Dua", "Status C Tiga"]);
    certs = (await issue(admin, b.id)).data!.issued;
  });

  it("the status by public id answers sah with the units and nothing personal; GET is refused", async () => {
    const res = await rpc(null, "certificate_status", { p_id: certs[0].public_id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "sah",
      number: certs[0].number,
      issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      revoked_on: null,
      revoked_reason: null,
      replaced_by: null,
      units: UNITS,
      signatory: { name: SIGNATORY.signatory_name, position: SIGNATORY.signatory_position, nip: SIGNATORY.signatory_nip },
    });
    const text = JSON.stringify(res.body);
    for (const personal of ["Status A Satu", "Sabang", "2000-01-1"]) expect(text).not.toContain(personal);
    expect((await rpc(null, "certificate_status", { p_id: certs[0].public_id }, "GET")).status).toBe(405);
    for (const id of ["00000000-0000-4000-8000-000000000000", "bukan-uuid", String(certs[0].id), certs[0].number]) {
      expect(await rpc(null, "certificate_status", { p_id: id }), id).toMatchObject({ status: 404, body: { message: "Sertifikat tidak ditemukan." } });
    }
  });

  it("the paper check (number + birth date) answers the same; both misses get one answer; never over GET", async () => {
    const byId = await rpc(null, "certificate_status", { p_id: certs[0].public_id });
    const [row] = await sql<{ birth_date: string }>("select birth_date::text from public.certificates where id = $1", [certs[0].id]);
    const typed = ` ${certs[0].number.toLowerCase().replace("/", " / ")} `;
    const paper = await rpc(null, "check_certificate", { p_number: typed, p_birth_date: row.birth_date });
    expect(paper).toMatchObject({ status: 200, body: byId.body });
    const wrongDate = await rpc(null, "check_certificate", { p_number: certs[0].number, p_birth_date: "1990-01-01" });
    const wrongNumber = await rpc(null, "check_certificate", { p_number: "999999/TIK/BLK-BNA/2020", p_birth_date: row.birth_date });
    expect(wrongDate.status).toBe(404);
    expect(wrongDate.body).toEqual(wrongNumber.body);
    expect(wrongDate.body.message).toBe("Sertifikat tidak ditemukan. Periksa nomor sertifikat dan tanggal lahir.");
    expect((await rpc(null, "check_certificate", { p_number: certs[0].number, p_birth_date: row.birth_date }, "GET")).status).toBe(405);
  });

  it("revocation needs a reason, answers dicabut with the date and reason, is recorded in the security activity only", async () => {
    expect((await admin.rpc("revoke_certificate", { p_id: certs[1].id, p_reason: " " })).error).toMatchObject({
      code: "PT400",
      message: "Tuliskan alasannya (minimal 5 karakter).",
    });
    const { data, error } = await admin.rpc("revoke_certificate", { p_id: certs[1].id, p_reason: "Peserta terbukti tidak hadir" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "dicabut", number: certs[1].number, revoked_reason: "Peserta terbukti tidak hadir" });
    const status = await rpc(null, "certificate_status", { p_id: certs[1].public_id });
    expect(status.body).toMatchObject({ status: "dicabut", revoked_reason: "Peserta terbukti tidak hadir", replaced_by: null });
    expect(status.body.revoked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await admin.rpc("revoke_certificate", { p_id: certs[1].id, p_reason: "Sekali lagi" })).error).toMatchObject({
      code: "PT409",
      message: "Sertifikat ini sudah dicabut.",
    });
    expect((await admin.rpc("reissue_certificate", { p_id: certs[1].id, p_reason: "Sekali lagi" })).error?.code).toBe("PT409");
    const events = await sql<{ details: Json }>("select details from public.security_events where kind = 'certificate_revoked' and (details ->> 'certificate_id')::bigint = $1", [
      certs[1].id,
    ]);
    expect(events).toEqual([{ details: { certificate_id: certs[1].id, number: certs[1].number, reason: "Peserta terbukti tidak hadir" } }]);
  });

  it("a corrected reissue gets a new number, says what changed, and the old one answers diganti with it", async () => {
    await sql("update public.registrations set full_name = 'Status C Tiga Benar' where id = $1", [b.regs[2].id]);
    const { data, error } = await admin.rpc("reissue_certificate", { p_id: certs[2].id, p_reason: "Salah ketik nama" });
    expect(error).toBeNull();
    const answer = data as { old: Json; new: { id: number; public_id: string; number: string }; changed: Json[] };
    expect(answer.old).toEqual({ id: certs[2].id, number: certs[2].number });
    expect(answer.changed).toEqual([{ field: "full_name", from: "Status C Tiga", to: "Status C Tiga Benar" }]);
    expect(answer.new.number).not.toBe(certs[2].number);
    expect(answer.new.public_id).not.toBe(certs[2].public_id);
    expect(await rpc(null, "certificate_status", { p_id: certs[2].public_id })).toMatchObject({
      status: 200,
      body: { status: "diganti", replaced_by: answer.new.number, revoked_reason: null },
    });
    expect((await rpc(null, "certificate_status", { p_id: answer.new.public_id })).body).toMatchObject({ status: "sah", number: answer.new.number });
    const [fresh] = await sql<Json>("select full_name, replaces from public.certificates where id = $1", [answer.new.id]);
    expect(fresh).toEqual({ full_name: "Status C Tiga Benar", replaces: certs[2].id });

    const [event] = await sql<{ details: Json }>("select details from public.security_events where kind = 'certificate_reissued' and (details ->> 'certificate_id')::bigint = $1", [
      certs[2].id,
    ]);
    expect(event.details).toEqual({
      certificate_id: certs[2].id,
      number: certs[2].number,
      new_certificate_id: answer.new.id,
      new_number: answer.new.number,
      reason: "Salah ketik nama",
      changed: ["full_name"],
    });
    // the register is in no change history, and no personal value reaches it through the certificates
    const history = await sql<{ n: number }>(
      "select count(*)::int as n from public.change_history where table_name like 'certificate%' and table_name <> 'certificate_settings' or (coalesce(old_data::text, '') || coalesce(new_data::text, '')) like '%Status C Tiga%'",
    );
    expect(history[0].n).toBe(0);
  });

  it("an erasure of the application leaves the certificate as issued (an official record)", async () => {
    const { error } = await admin.rpc("erase_applicant_data", { p_id: b.regs[0].id });
    expect(error).toBeNull();
    const [row] = await sql<Json>("select full_name, birth_date::text from public.certificates where id = $1", [certs[0].id]);
    expect(row).toEqual({ full_name: "Status A Satu", birth_date: "2000-01-10" });
    expect((await rpc(null, "certificate_status", { p_id: certs[0].public_id })).body.status).toBe("sah");
  });

  it("failures are limited per client (and the paper check per number) with Retry-After", async () => {
    await sql("update public.certificate_limits set status_failures_per_client = 3, paper_failures_per_number = 2");
    try {
      await sql("delete from public.certificate_attempts");
      const from = "127.0.0.8";
      for (let i = 0; i < 3; i++) expect((await call("/rest/v1/rpc/certificate_status", { body: { p_id: "salah" }, from })).status).toBe(404);
      const limited = await call("/rest/v1/rpc/certificate_status", { body: { p_id: certs[0].public_id }, from });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // another client is not affected, and successful checks count nothing (a class scanning its certificates)
      for (let i = 0; i < 5; i++) {
        expect((await call("/rest/v1/rpc/certificate_status", { body: { p_id: certs[0].public_id }, from: "127.0.0.12" })).status).toBe(200);
      }

      const [row] = await sql<{ birth_date: string }>("select birth_date::text from public.certificates where id = $1", [certs[0].id]);
      for (const from2 of ["127.0.0.9", "127.0.0.10"]) {
        expect((await call("/rest/v1/rpc/check_certificate", { body: { p_number: certs[0].number, p_birth_date: "1990-01-01" }, from: from2 })).status).toBe(404);
      }
      // the number's limit holds whatever the address, even with the right birth date
      const blocked = await call("/rest/v1/rpc/check_certificate", { body: { p_number: certs[0].number, p_birth_date: row.birth_date }, from: "127.0.0.11" });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await sql("update public.certificate_limits set status_failures_per_client = 60, paper_failures_per_number = 5");
      await sql("delete from public.certificate_attempts");
    }
  });

  it("the register exports with every printed field, recorded; operators are refused", async () => {
    const { data, error } = await admin.rpc("export_certificates", { p_schedule_id: b.id });
    expect(error).toBeNull();
    const rows = (data as { rows: Json[] }).rows;
    expect(rows.map((r) => r.status)).toEqual(["sah", "dicabut", "diganti", "sah"]);
    expect(rows[0]).toMatchObject({ number: certs[0].number, full_name: "Status A Satu", birth_place: "Sabang", program: programName, jp: 32, signed: false });
    const events = await sql<{ details: Json }>("select details from public.security_events where kind = 'certificates_exported' and (details ->> 'schedule_id')::bigint = $1", [b.id]);
    expect(events).toEqual([{ details: { schedule_id: b.id, batch: `${programName} (${b.batch})`, rows: 4 } }]);
    expect((await rpc(admin, "export_certificates", { p_schedule_id: String(b.id) }, "GET")).status).toBe(405);
  });
});

describe("sign-certificates and certificate-keys (Edge Functions)", () => {
  let b: Awaited<ReturnType<typeof completedBatch>>;

  beforeAll(async () => {
    b = await completedBatch(["Tanda Tangan Satu", "Tanda Tangan Dua"]);
    expect((await issue(admin, b.id)).error).toBeNull();
    // the first request starts the function (and fetches its npm imports once)
    expect((await sign(admin, {})).status).toBe(400);
  }, 240_000);

  it("signs a batch for an admin, once: the QR token verifies against the published key set with every printed field", async () => {
    const first = await sign(admin, { schedule_id: b.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ signed: 2, kid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    const twice = await sign(admin, { schedule_id: b.id });
    expect(twice).toMatchObject({ status: 200, body: { signed: 0, kid: first.body.kid } });

    const keys = await keySet();
    expect(keys.keys.map((k) => k.kid)).toContain(first.body.kid);
    expect(keys.keys.every((k) => !("d" in k))).toBe(true);
    const rows = await sql<Json & { qr_token: string; credential: string; public_id: string; units: { kode: string; judul: string; jp: number }[] }>(
      `select public_id, number, full_name, birth_place, birth_date::text, program, batch, jp, units, period_start::text, period_end::text,
              result, issued_place, issued_on::text, signatory_name, signatory_position, signatory_nip, qr_token, credential
         from public.certificates where schedule_id = $1 order by seq`,
      [b.id],
    );
    for (const row of rows) {
      const verified = await verifyCertificateToken(`https://tik.example.id/verifikasi-sertifikat#${row.qr_token}`, keys);
      expect(verified).toEqual({
        status: "sah",
        kid: first.body.kid,
        fields: {
          publicId: row.public_id,
          number: row.number,
          fullName: row.full_name,
          birthPlace: row.birth_place,
          birthDate: row.birth_date,
          program: row.program,
          batch: row.batch,
          jp: row.jp,
          periodStart: row.period_start,
          periodEnd: row.period_end,
          result: row.result,
          issuedPlace: row.issued_place,
          issuedOn: row.issued_on,
          detailsDigest: expect.any(String),
        },
      });
      if (verified.status !== "sah") throw new Error("not sah");
      const status = await rpc(null, "certificate_status", { p_id: verified.fields.publicId });
      // the units and the signatory come from the status check, matched against the signed digest
      const details = status.body as unknown as Parameters<typeof detailsMatch>[1];
      expect(details.signatory).toEqual({ name: row.signatory_name, position: row.signatory_position, nip: row.signatory_nip });
      expect(await detailsMatch(verified.fields, details)).toBe(true);

      // one changed character in the name: tidak sah
      const [h, p, s] = row.qr_token.split(".");
      const edited = Buffer.from(Buffer.from(p, "base64url").toString("utf8").replace("Tanda", "Tandx"), "utf8").toString("base64url");
      expect((await verifyCertificateToken([h, edited, s].join("."), keys)).status).toBe("tidak_sah");

      // the Open Badges 3.0 credential (VC-JWT) verifies with the same key set
      const { payload, protectedHeader } = await jwtVerify(row.credential, createLocalJWKSet(keys), { algorithms: ["EdDSA"] });
      expect(protectedHeader).toMatchObject({ alg: "EdDSA", typ: "JWT", kid: first.body.kid });
      expect(payload).toMatchObject({
        "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
        id: `urn:uuid:${row.public_id}`,
        jti: `urn:uuid:${row.public_id}`,
        type: ["VerifiableCredential", "OpenBadgeCredential"],
        credentialSubject: { type: ["AchievementSubject"], creditsEarned: row.jp, achievement: { type: ["Achievement"], name: row.program } },
      });
      expect(JSON.stringify(payload)).toContain(row.number as string);
    }
    const [event] = await sql<{ actor_email: string; details: Json }>(
      "select actor_email, details from public.security_events where kind = 'certificates_signed' order by id desc limit 1",
    );
    expect(event).toEqual({ actor_email: "admin@example.com", details: { count: 2, kid: first.body.kid } });
  });

  it("only admins and super admins may have certificates signed (the database decides, with the caller's token)", async () => {
    const c = await completedBatch(["Tanda Tangan Ditolak"]);
    expect((await issue(admin, c.id)).error).toBeNull();
    const operator = await createMember("operator");
    const user = await createNonAdminUser();
    for (const client of [operator.client, user.client]) {
      expect(await sign(client, { schedule_id: c.id })).toMatchObject({
        status: 403,
        body: { message: "Hanya admin dan super admin yang dapat mengelola sertifikat." },
      });
    }
    expect(await sign(null, { schedule_id: c.id })).toMatchObject({ status: 401, body: { message: "Silakan masuk sebagai admin." } });
    expect((await call("/functions/v1/sign-certificates", { token: "", body: { schedule_id: c.id } })).status).toBe(401);
    expect((await call("/functions/v1/sign-certificates", { token: "x.y.z", body: { schedule_id: c.id } })).status).toBe(401);
    expect((await sql<{ n: number }>("select count(*)::int as n from public.certificates where schedule_id = $1 and credential is not null", [c.id]))[0].n).toBe(0);
    // two admins at once: one signature stored
    const member = await createMember("admin");
    const both = await Promise.all([sign(member.client, { schedule_id: c.id }), sign(admin, { schedule_id: c.id })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.reduce((n, r) => n + (r.body.signed as number), 0)).toBe(1);
    expect(await sign(admin, { schedule_id: 0x7fffffff })).toMatchObject({ status: 404, body: { message: "Jadwal tidak ditemukan. Muat ulang halaman." } });
  });

  it("a certificate revoked before it was signed is not signed", async () => {
    const d = await completedBatch(["Dicabut Dulu", "Ditandatangani"]);
    const issued = (await issue(admin, d.id)).data!.issued;
    expect((await admin.rpc("revoke_certificate", { p_id: issued[0].id, p_reason: "Dicabut sebelum ditandatangani" })).error).toBeNull();
    expect(await sign(admin, { schedule_id: d.id })).toMatchObject({ status: 200, body: { signed: 1 } });
    const rows = await sql<{ id: number; signed: boolean }>("select id, qr_token is not null as signed from public.certificates where schedule_id = $1 order by id", [d.id]);
    expect(rows.map((r) => r.signed)).toEqual([false, true]);
  });

  it.each([
    ["a body that is not JSON", "{nope"],
    ["no schedule", "{}"],
    ["a schedule as text", JSON.stringify({ schedule_id: "1" })],
    ["a negative schedule", JSON.stringify({ schedule_id: -1 })],
    ["a fractional schedule", JSON.stringify({ schedule_id: 1.5 })],
    ["an array", JSON.stringify([1])],
  ])("refuses %s with a 400 and an Indonesian message", async (_name, rawBody) => {
    expect(await sign(admin, undefined, { rawBody })).toMatchObject({
      status: 400,
      body: { code: "bad_request", message: "Permintaan tidak valid: sebutkan jadwal (schedule_id)." },
    });
  });

  it("refuses GET and oversized bodies; the function keeps serving", async () => {
    expect(await sign(admin, undefined, { method: "GET" })).toMatchObject({ status: 405, headers: { allow: "POST, OPTIONS" } });
    // as a browser sends them (keep-alive: the answer comes before the whole body is read)
    const big = async (bytes: number) =>
      fetch(`${testEnv().url}/functions/v1/sign-certificates`, {
        method: "POST",
        headers: { authorization: `Bearer ${await tokenOf(admin)}`, "content-type": "application/json" },
        body: JSON.stringify({ schedule_id: b.id, pad: "x".repeat(bytes) }),
      });
    const overOwn = await big(8 * 1024);
    expect(overOwn.status).toBe(413);
    expect(await overOwn.json()).toEqual({ code: "payload_too_large", message: "Permintaan terlalu besar." });
    expect((await big(2 * 1024 * 1024)).status).toBe(413);
    expect((await sign(admin, { schedule_id: b.id })).status).toBe(200);
  });

  it("the key set is public (no token), cacheable, GET only, and keeps a rotated-out key", async () => {
    const res = await call("/functions/v1/certificate-keys", { method: "GET", token: "", apikey: false });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/jwk-set+json");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const old = { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", kid: "kunci-lama-2025a", alg: "EdDSA", use: "sig" };
    await sql("insert into public.certificate_keys (kid, jwk) values ($1, $2) on conflict do nothing", [old.kid, JSON.stringify(old)]);
    expect((await keySet()).keys).toContainEqual(old);
    // the current key is published from the secret even before it is in the table (a new key, before it signs)
    const [{ kid }] = await sql<{ kid: string }>("select kid from public.certificates where kid is not null limit 1");
    const rows = await sql<{ kid: string; jwk: Json }>("delete from public.certificate_keys where kid = $1 returning kid, jwk", [kid]);
    try {
      expect((await keySet()).keys.map((k) => k.kid)).toContain(kid);
    } finally {
      await sql("insert into public.certificate_keys (kid, jwk) values ($1, $2)", [kid, JSON.stringify(rows[0].jwk)]);
    }
    expect((await call("/functions/v1/certificate-keys", { method: "POST", token: "", apikey: false, body: {} })).status).toBe(405);
    // the private half is never in the table
    expect((await sql("insert into public.certificate_keys (kid, jwk) values ('bocor-123', $1) returning kid", [JSON.stringify({ ...old, kid: "bocor-123", d: old.x })]).catch((e: Error) => e.message))).toMatch(/check constraint/);
  });
});
