/**
 * The participants' SKM link (migration 20261201000010_skm_participants.sql, docs/satisfaction-survey.md
 * "Participants' link"): who is eligible, Cek Pendaftaran's `skm` field, the participant's own token (POST, the
 * status check's lookup and counters) and the panel's (admins only), one answer per participant and period, the
 * token dropped on erasure, and the answers kept anonymous.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, createMember, createNonAdminUser, sql, type TestClient } from "../helpers/supabase";
import { rpcRequest, type Json } from "../helpers/gateway-request";
import { insertApplication, insertBatch } from "../helpers/applications";
import { paths } from "@/config/paths";

/** This file's own client address, so its counts depend on no other file. */
const FROM = "127.0.0.36";
const USED = "Tautan survei ini sudah dipakai atau tidak berlaku lagi. Setiap peserta mengisi survei kepuasan satu kali per periode; buka kembali halaman Cek Pendaftaran untuk melihat status Anda.";

const rpc = (client: TestClient | null, name: string, args: Json, method = "POST", from = FROM) => rpcRequest(from, client, name, args, method);
const answer = (extra: Record<string, unknown> = {}) => ({
  u1: 4, u2: 4, u3: 3, u4: 4, u5: 3, u6: 4, u7: 4, u8: 3, u9: 3,
  age: 22, gender: "P", education: "SMA/SMK", occupation: "Belum Bekerja", suggestion: "",
  idempotency_key: crypto.randomUUID(), website: "", ...extra,
});

let admin: TestClient;
let period: { id: number; name: string };
let createdPeriod = false;

/** A participant (status as given) of a batch whose last day is `endsIn` days from today. */
async function participant(status = "peserta", endsIn = 0) {
  const b = await insertBatch({ program: `SKM Peserta ${Date.now()}` });
  const reg = await insertApplication(b.id, { status, full_name: "Teuku Peserta Survei", whatsapp: "6281234500001" });
  await sql(`update public.schedules set "startDate" = public.jakarta_today() + $2::int - 30, "endDate" = public.jakarta_today() + $2::int where id = $1`, [b.id, endsIn]);
  return { ...b, ...reg, secrets: { p_code: reg.code, p_birth_date: "1999-01-01" } };
}
const status = async (secrets: Json) => (await rpc(null, "check_registration", secrets)).body as { skm: { period: string; answered: boolean } | null };
const tokenFor = async (secrets: Json) => {
  const res = await rpc(null, "skm_participant_token", secrets);
  expect(res.status).toBe(200);
  return res.body as { token: string; path: string; period: string };
};
const peserta = async () => (await sql<{ n: number }>("select count(*)::int as n from public.skm_responses where period_id = $1 and source = 'peserta'", [period.id]))[0].n;

beforeAll(async () => {
  admin = await adminClient();
  await sql("delete from public.registration_attempts");
  await sql("delete from public.skm_attempts");
  const [open] = await sql<{ id: number; name: string }>(
    "select id, name from public.skm_periods where closed_at is null and public.jakarta_today() between starts_on and ends_on",
  );
  if (open) period = open;
  else {
    createdPeriod = true;
    [period] = await sql<{ id: number; name: string }>(
      "insert into public.skm_periods (name, starts_on, ends_on, population) values ($1, public.jakarta_today() - 30, public.jakarta_today() + 30, 200) returning id, name",
      [`Uji SKM Peserta ${Date.now()}`],
    );
  }
});
afterAll(async () => {
  if (!createdPeriod) return;
  await sql("delete from public.skm_responses where period_id = $1", [period.id]);
  await sql("delete from public.skm_periods where id = $1", [period.id]);
});

describe("who may answer", () => {
  it("Peserta or Selesai from 7 days before the batch's last day to 30 days after it, while a period is open", async () => {
    for (const [st, endsIn] of [["peserta", 7], ["peserta", 0], ["selesai", -30]] as const) {
      const p = await participant(st, endsIn);
      expect((await status(p.secrets)).skm, `${st} ${endsIn}`).toEqual({ period: period.name, answered: false });
    }
    for (const [st, endsIn] of [["peserta", 8], ["selesai", -31], ["lulus", 0], ["diterima", 0]] as const) {
      const p = await participant(st, endsIn);
      const body = await status(p.secrets);
      // every existing field is still there
      expect(body, `${st} ${endsIn}`).toMatchObject({ code: p.code, status: st, program: p.program, batch: p.batch, skm: null });
      const refused = await rpc(null, "skm_participant_token", p.secrets);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "not_eligible" });
    }
    const p = await participant();
    await sql("update public.skm_periods set closed_at = now() where id = $1", [period.id]);
    try {
      expect((await status(p.secrets)).skm).toBeNull();
    } finally {
      await sql("update public.skm_periods set closed_at = null where id = $1", [period.id]);
    }
  });
});

describe("the participant's token", () => {
  it("refuses GET; a wrong birth date is the status check's 404, counted as its failures", async () => {
    const p = await participant();
    const got = await rpc(null, "skm_participant_token", p.secrets, "GET");
    expect(got.status).toBe(405);
    expect(got.headers.allow).toBe("POST");
    const before = (await sql<{ n: number }>("select count(*)::int as n from public.registration_attempts"))[0].n;
    const wrong = await rpc(null, "skm_participant_token", { ...p.secrets, p_birth_date: "1999-01-02" });
    const check = await rpc(null, "check_registration", { ...p.secrets, p_birth_date: "1999-01-02" });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(check.body);
    expect((await sql<{ n: number }>("select count(*)::int as n from public.registration_attempts"))[0].n).toBe(before + 6);
    await sql("delete from public.registration_attempts");
  });

  it("answers every identity alike for the right secrets; only the hash is kept; a second call replaces the token", async () => {
    const p = await participant();
    const user = (await createNonAdminUser()).client;
    const tokens: string[] = [];
    for (const client of [null, user, admin]) {
      const res = await rpc(client, "skm_participant_token", p.secrets);
      expect(res.status).toBe(200);
      const body = res.body as { token: string; path: string; period: string };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body).toEqual({ token: body.token, path: `${paths.satisfactionForm.getHref()}#${body.token}`, period: period.name });
      tokens.push(body.token);
    }
    expect(new Set(tokens).size).toBe(3);
    const rows = await sql<{ token_hash: string }>("select token_hash from public.skm_participant_links where registration_id = $1", [p.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokens[2]);
    // the replaced tokens answer as unknown ones; the newest answers
    for (const old of tokens.slice(0, 2)) {
      const res = await rpc(null, "skm_submit", { p_response: answer({ token: old }) });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "used", message: USED });
    }
    expect((await rpc(null, "skm_submit", { p_response: answer({ token: tokens[2] }) })).status).toBe(200);
  });
});

describe("answering", () => {
  it("stores source 'peserta' once: a retry answers stored, the used token and a new token are refused with 409", async () => {
    const p = await participant("selesai", -3);
    const { token } = await tokenFor(p.secrets);
    const before = await peserta();
    const one = answer({ token, suggestion: "  Jam praktik ditambah.  " });
    expect((await rpc(null, "skm_submit", { p_response: one })).body).toEqual({ stored: true, period: period.name });
    // the same submission again (a lost answer): stored, once
    expect((await rpc(null, "skm_submit", { p_response: one })).body).toEqual({ stored: true, period: period.name });
    expect(await peserta()).toBe(before + 1);
    expect((await status(p.secrets)).skm).toEqual({ period: period.name, answered: true });
    // another answer with the used token, and no new token for the period
    const again = await rpc(null, "skm_submit", { p_response: answer({ token }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "used", message: USED });
    const fresh = await rpc(null, "skm_participant_token", p.secrets);
    expect(fresh.status).toBe(409);
    expect(fresh.body).toMatchObject({ code: "answered", message: "Survei kepuasan periode ini sudah diisi. Terima kasih." });
    const panel = await rpc(admin, "skm_participant_link", { p_registration_id: p.id });
    expect(panel.status).toBe(409);
    expect(panel.body).toMatchObject({ message: "Survei kepuasan periode ini sudah diisi. Terima kasih." });
    expect(await peserta()).toBe(before + 1);
    // an unknown token: the same answer as the used one
    const unknown = await rpc(null, "skm_submit", { p_response: answer({ token: "A".repeat(43) }) });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toEqual(again.body);
  });

  it("keeps the answer anonymous: the response row names no registration and its time is not the link's", async () => {
    const p = await participant();
    const { token } = await tokenFor(p.secrets);
    const one = answer({ token });
    expect((await rpc(null, "skm_submit", { p_response: one })).status).toBe(200);
    const [row] = await sql<Record<string, unknown>>("select * from public.skm_responses where idempotency_key = $1", [one.idempotency_key]);
    expect(Object.keys(row).sort()).toEqual(
      ["age", "answered_on", "created_at", "education", "gender", "id", "idempotency_key", "occupation", "period_id", "source", "suggestion",
        "u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9"].sort(),
    );
    expect(row.source).toBe("peserta");
    // days only on the link: neither the token's time nor the answer's ties it to the response's created_at
    const [link] = await sql<{ day: boolean }>(
      `select answered_at = date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta'
          and created_at = answered_at as day from public.skm_participant_links where registration_id = $1`,
      [p.id],
    );
    expect(link.day).toBe(true);
    // no API role reads the links, not even an administrator
    expect((await admin.from("skm_participant_links").select("*")).error).not.toBeNull();
  });

  it("a token is not counted against the client's limit; failed tokens are", async () => {
    const from = "127.0.0.136";
    await sql("delete from public.skm_attempts");
    await sql("update public.skm_limits set submissions_per_client = 2");
    try {
      for (let i = 0; i < 2; i++) expect((await rpc(null, "skm_submit", { p_response: answer() }, "POST", from)).status).toBe(200);
      expect((await rpc(null, "skm_submit", { p_response: answer() }, "POST", from)).status).toBe(429);
      // the class keeps answering from the same network with their own links
      for (let i = 0; i < 3; i++) {
        const { token } = await tokenFor((await participant()).secrets);
        expect((await rpc(null, "skm_submit", { p_response: answer({ token }) }, "POST", from)).status).toBe(200);
      }
      expect((await rpc(null, "skm_submit", { p_response: answer({ token: "B".repeat(43) }) }, "POST", from)).status).toBe(429);
    } finally {
      await sql("update public.skm_limits set submissions_per_client = 40");
      await sql("delete from public.skm_attempts");
    }
  });
});

describe("erasure", () => {
  it("withdrawal and erase_applicant_data drop the link: the token answers as an unknown one", async () => {
    const withdrawn = await participant();
    const [{ nik }] = await sql<{ nik: string }>("select nik from public.registrations where id = $1", [withdrawn.id]);
    const t1 = (await tokenFor(withdrawn.secrets)).token;
    expect((await rpc(null, "withdraw_registration", { ...withdrawn.secrets, p_nik_last4: nik.slice(-4) })).status).toBe(200);
    const erased = await participant("selesai", -1);
    const t2 = (await tokenFor(erased.secrets)).token;
    expect((await rpc(admin, "erase_applicant_data", { p_id: erased.id })).status).toBe(200);
    expect(await sql("select 1 from public.skm_participant_links where registration_id = any($1::bigint[])", [[withdrawn.id, erased.id]])).toEqual([]);
    for (const token of [t1, t2]) {
      const res = await rpc(null, "skm_submit", { p_response: answer({ token }) });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: USED });
    }
    // a participant removed later without erasure (Mengundurkan Diri by the panel) cannot answer either
    const left = await participant();
    const t3 = (await tokenFor(left.secrets)).token;
    await sql("update public.registrations set status = 'mengundurkan_diri' where id = $1", [left.id]);
    expect((await rpc(null, "skm_submit", { p_response: answer({ token: t3 }) })).status).toBe(409);
    // a deleted registration takes its link
    const gone = await participant();
    await tokenFor(gone.secrets);
    await sql("delete from public.registrations where id = $1", [gone.id]);
    expect(await sql("select 1 from public.skm_participant_links where registration_id = $1", [gone.id])).toEqual([]);
  });
});

describe("the panel's link", () => {
  it("admins get the link and the WhatsApp number; GET, operators, users and visitors are refused; ineligible said so", async () => {
    const p = await participant();
    const got = await rpc(admin, "skm_participant_link", { p_registration_id: p.id }, "GET");
    expect(got.status).toBe(405);
    const operator = (await createMember("operator")).client;
    const user = (await createNonAdminUser()).client;
    expect((await rpc(operator, "skm_participant_link", { p_registration_id: p.id })).status).toBe(403);
    expect((await rpc(user, "skm_participant_link", { p_registration_id: p.id })).status).toBe(403);
    expect((await rpc(null, "skm_participant_link", { p_registration_id: p.id })).status).toBeGreaterThanOrEqual(401);
    const res = await rpc(admin, "skm_participant_link", { p_registration_id: p.id });
    expect(res.status).toBe(200);
    const body = res.body as { token: string };
    expect(res.body).toEqual({
      token: body.token, path: `${paths.satisfactionForm.getHref()}#${body.token}`, period: period.name, registration_id: p.id,
      full_name: "Teuku Peserta Survei", program: p.program, batch: p.batch, whatsapp: "6281234500001",
    });
    expect((await rpc(null, "skm_submit", { p_response: answer({ token: body.token }) })).status).toBe(200);
    const early = await participant("peserta", 20);
    const refused = await rpc(admin, "skm_participant_link", { p_registration_id: early.id });
    expect(refused.status).toBe(409);
    expect(String(refused.body.message)).toMatch(/^Survei kepuasan untuk peserta ini tidak sedang dibuka/);
    expect((await rpc(admin, "skm_participant_link", { p_registration_id: 0 })).status).toBe(404);
  });

  it("the message template survei_kepuasan must carry {tautan}", async () => {
    const [t] = await sql<{ id: number; body: string }>("select id, body from public.message_templates where status = 'survei_kepuasan'");
    expect(t.body).toContain("{tautan}");
    const bad = await admin.from("message_templates").update({ body: "Halo {nama}, isi survei." }).eq("id", t.id).select("id");
    expect(bad.error).not.toBeNull();
    const ok = await admin.from("message_templates").update({ body: `${t.body} ` }).eq("id", t.id).select("id");
    expect(ok.error).toBeNull();
    await sql("update public.message_templates set body = $1 where id = $2", [t.body, t.id]);
  });
});
