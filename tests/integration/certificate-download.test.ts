/**
 * The trainee's certificate from Cek Pendaftaran (migration 20261128000005_certificate_download.sql,
 * docs/certificates.md "The download"): public.certificate_download takes the registration's code and birth date
 * like check_registration (POST only, the same lookup, limits and counters, one answer for both misses) and answers
 * only that holder's certificate: every printed field, the signed QR token and the Open Badges credential; a revoked
 * one says so and gives nothing; every identity gets the same answer for the same secrets.
 */
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, createMember, createNonAdminUser, sql, type TestClient } from "../helpers/supabase";
import { accessToken, gatewayRequest, type GatewayInit, type Json } from "../helpers/gateway-request";
import { insertApplication } from "../helpers/applications";
import { CERTIFICATE_KEYS_PATH, verifyCertificateToken } from "../../src/features/certificates/lib/verify";

/** This file's own client addresses, so its failure counts depend on no other file. */
const FROM = "127.0.0.21";
const SIGNATORY = { signatory_name: "Ir. Uji Unduh, M.T.", signatory_position: "Kepala UPTD BLK Banda Aceh", signatory_nip: "197805122005011003" };


const call = (path: string, init: Omit<GatewayInit, "from"> & { from?: string } = {}) => gatewayRequest(path, { ...init, from: init.from ?? FROM });

const tokenOf = accessToken;
const download = async (args: { p_code: string; p_birth_date: string }, init: { client?: TestClient; method?: string; from?: string } = {}) =>
  call(init.method === "GET" ? `/rest/v1/rpc/certificate_download?${new URLSearchParams(args)}` : "/rest/v1/rpc/certificate_download", {
    method: init.method ?? "POST",
    token: init.client ? await tokenOf(init.client) : undefined,
    body: init.method === "GET" ? undefined : args,
    from: init.from,
  });
const attempts = async () => Number((await sql<{ n: string }>("select count(*) as n from public.registration_attempts"))[0].n);

let admin: TestClient;
let batch: { id: number; regs: { id: number; code: string; birth: string; name: string }[] };

beforeAll(async () => {
  admin = await adminClient();
  await sql("delete from public.registration_attempts");
  expect((await admin.from("certificate_settings").update(SIGNATORY).eq("id", 1)).error).toBeNull();
  const program = `Unduh Sertifikat ${Date.now()}`;
  const [p] = await sql<{ id: number }>("insert into public.programs (name, category, duration, description) values ($1, 'PBL', '40 JP', 'Uji') returning id", [program]);
  await sql("insert into public.syllabus_items (program_id, item_order, kode_unit, title, duration_jp) values ($1, 1, 'J.620100.004.02', 'Menggunakan Struktur Data', 40)", [p.id]);
  const [s] = await sql<{ id: number }>(
    `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
     values ($1, 'PBL', array['Uji'], 'Batch Unduh', current_date - 30, current_date - 1, 'Ditutup') returning id`,
    [program],
  );
  const regs = [];
  for (const [i, name] of ["Ayu Lestari", "Bima Pratama", "Cahya Putri"].entries()) {
    const birth = `2001-02-${String(10 + i).padStart(2, "0")}`;
    const r = await insertApplication(s.id, { full_name: name, status: "selesai", birth_place: "Sabang", birth_date: birth });
    regs.push({ id: r.id, code: r.code, birth, name });
  }
  batch = { id: s.id, regs };
  expect((await admin.rpc("issue_certificates", { p_schedule_id: s.id })).error).toBeNull();
}, 120_000);

afterAll(async () => {
  await sql("delete from public.registration_attempts");
});

describe("certificate_download", () => {
  it("is refused over GET before anything is looked up or counted", async () => {
    const before = await attempts();
    const { code, birth } = batch.regs[0]!;
    const res = await download({ p_code: code, p_birth_date: birth }, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.body).not.toHaveProperty("certificate");
    expect(await attempts()).toBe(before);
  });

  it("says an issued certificate is not signed yet, without its fields", async () => {
    const { code, birth } = batch.regs[0]!;
    const res = await download({ p_code: code, p_birth_date: birth });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "belum_ditandatangani", number: expect.stringMatching(/\/TIK\/BLK-BNA\//) });
  });

  it("answers the holder's signed certificate to every identity alike, twice the same, and counts nothing", async () => {
    // the first request starts the signing function (and fetches its npm imports once)
    const signed = await call("/functions/v1/sign-certificates", { token: await tokenOf(admin), body: { schedule_id: batch.id } });
    expect(signed).toMatchObject({ status: 200, body: { signed: 3 } });
    const keys = (await call(CERTIFICATE_KEYS_PATH, { method: "GET", token: "", apikey: false })).body as unknown as JSONWebKeySet;

    const { code, birth, name, id } = batch.regs[1]!;
    const [row] = await sql<Json>("select * from public.certificates where registration_id = $1", [id]);
    const before = await attempts();
    const identities: (TestClient | undefined)[] = [undefined, (await createNonAdminUser()).client, (await createMember("operator")).client, admin];
    const answers = [];
    for (const client of identities) {
      for (let i = 0; i < 2; i++) answers.push(await download({ p_code: code.toLowerCase().replace(/-/g, " "), p_birth_date: birth }, { client }));
    }
    expect(await attempts()).toBe(before);
    const first = answers[0]!;
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: first.body });

    expect(first.body).toEqual({
      status: "sah",
      certificate: {
        number: row!.number,
        full_name: name,
        birth_place: "Sabang",
        birth_date: birth,
        program: row!.program,
        batch: "Batch Unduh",
        jp: 40,
        units: [{ kode: "J.620100.004.02", judul: "Menggunakan Struktur Data", jp: 40 }],
        period_start: expect.any(String),
        period_end: expect.any(String),
        result: "Kompeten",
        issued_place: row!.issued_place,
        issued_on: expect.any(String),
        ...SIGNATORY,
      },
      qr_token: row!.qr_token,
      credential: row!.credential,
    });
    // nothing else of the holder or the register: no NIK, contact, row ids or the public id in clear
    expect(JSON.stringify(first.body)).not.toMatch(/nik|whatsapp|email|registration_id|"id"/i);

    const verified = await verifyCertificateToken(first.body.qr_token as string, keys);
    expect(verified).toMatchObject({ status: "sah", fields: { fullName: name, number: row!.number, birthDate: birth } });
    const credential = await jwtVerify(first.body.credential as string, createLocalJWKSet(keys));
    expect(credential.payload).toMatchObject({ type: ["VerifiableCredential", "OpenBadgeCredential"], credentialSubject: { identifier: [expect.objectContaining({ identityHash: name })] } });
  }, 240_000);

  it("gives one answer for a wrong code and a wrong birth date, counted like the status check's", async () => {
    const { code, birth } = batch.regs[1]!;
    const before = await attempts();
    const wrongDate = await download({ p_code: code, p_birth_date: "1990-01-01" });
    const wrongCode = await download({ p_code: "TIK-0000-0000", p_birth_date: birth });
    const garbage = await download({ p_code: "<script>", p_birth_date: "kemarin" });
    for (const res of [wrongDate, wrongCode, garbage]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(wrongDate.body);
    }
    expect(wrongDate.body.message).toBe("Data pendaftaran tidak ditemukan. Periksa kode dan tanggal lahir.");
    expect(await attempts()).toBe(before + 9);
  });

  it("shares the status check's limit per code: past it even the right secrets answer 429 with Retry-After", async () => {
    const { code, birth } = batch.regs[2]!;
    const [{ n }] = await sql<{ n: number }>("select lookup_failures_per_code as n from public.registration_limits where id = 1");
    // half through the status check, half through the download, each from another address: the code's counter is one
    for (let i = 0; i < n; i++) {
      const fn = i % 2 ? "certificate_download" : "check_registration";
      const res = await call(`/rest/v1/rpc/${fn}`, { body: { p_code: code, p_birth_date: "1990-01-01" }, from: `127.0.0.${30 + i}` });
      expect(res.status).toBe(404);
    }
    const limited = await download({ p_code: code, p_birth_date: birth }, { from: "127.0.0.29" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).not.toHaveProperty("certificate");
  });

  it("after a revocation says it is revoked, with the day and reason, and gives no fields, token or credential", async () => {
    const { code, birth, id } = batch.regs[0]!;
    const [cert] = await sql<{ id: number }>("select id from public.certificates where registration_id = $1", [id]);
    expect((await admin.rpc("revoke_certificate", { p_id: cert!.id, p_reason: "Data peserta tidak benar" })).error).toBeNull();
    for (let i = 0; i < 2; i++) {
      const res = await download({ p_code: code, p_birth_date: birth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "dicabut", number: expect.any(String), revoked_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), revoked_reason: "Data peserta tidak benar" });
    }
  });

  it("after a corrected reissue gives the new certificate once it is signed", async () => {
    const { code, birth, id } = batch.regs[1]!;
    const [old] = await sql<{ id: number; number: string }>("select id, number from public.certificates where registration_id = $1", [id]);
    const reissued = await admin.rpc("reissue_certificate", { p_id: old!.id, p_reason: "Perbaikan data" });
    expect(reissued.error).toBeNull();
    const newNumber = (reissued.data as { new: { number: string } }).new.number;
    expect((await download({ p_code: code, p_birth_date: birth })).body).toEqual({ status: "belum_ditandatangani", number: newNumber });
    expect((await call("/functions/v1/sign-certificates", { token: await tokenOf(admin), body: { schedule_id: batch.id } })).status).toBe(200);
    const res = await download({ p_code: code, p_birth_date: birth });
    expect(res.body).toMatchObject({ status: "sah", certificate: { number: newNumber } });
  });

  it("answers an application without a certificate as not issued", async () => {
    const other = await insertApplication(batch.id, { full_name: "Belum Selesai", status: "peserta", birth_date: "2002-03-04" });
    expect((await download({ p_code: other.code, p_birth_date: "2002-03-04" })).body).toEqual({ status: "belum_terbit" });
  });

  it("after the holder's personal data is erased still gives the holder their certificate, as the register keeps it for employers", async () => {
    const erased = await insertApplication(batch.id, { full_name: "Dewi Terhapus", status: "selesai", birth_place: "Sabang", birth_date: "2001-05-06" });
    expect((await admin.rpc("issue_certificates", { p_schedule_id: batch.id })).error).toBeNull();
    expect((await call("/functions/v1/sign-certificates", { token: await tokenOf(admin), body: { schedule_id: batch.id } })).status).toBe(200);
    const before = await download({ p_code: erased.code, p_birth_date: "2001-05-06" });
    expect(before.body).toMatchObject({ status: "sah", certificate: { full_name: "Dewi Terhapus" } });
    expect((await admin.rpc("erase_applicant_data", { p_id: erased.id })).error).toBeNull();
    // the status check says the data is erased; the certificate is the paper's snapshot, not the application's data
    const status = await call("/rest/v1/rpc/check_registration", { body: { p_code: erased.code, p_birth_date: "2001-05-06" } });
    expect(status.body).toMatchObject({ erased: true, status: "selesai", masked_name: null });
    for (let i = 0; i < 2; i++) expect((await download({ p_code: erased.code, p_birth_date: "2001-05-06" })).body).toEqual(before.body);
    // the wrong birth date is still a miss
    expect((await download({ p_code: erased.code, p_birth_date: "2001-05-07" })).status).toBe(404);
  });
});
