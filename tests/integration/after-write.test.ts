/**
 * Which writes wait for the work they cause (supabase/local/after-write.ts, gateway.ts). Every write through /rest/v1
 * used to wait for a run of the image moves (up to 3 s), so 200 registrations submitted at once each waited for the
 * whole queue (issue 32, §4: p50 2.6–3.0 s). Now only a write to a table with images (public.content_file_columns():
 * a new or replaced image, a delete, a restore, a banner's period, an announcement's date) signals the image moves;
 * a registration (start_registration_upload, the upload, submit_registration, check_registration) signals nothing and
 * never waits. A deleted document row (an erasure, a withdrawal) signals the document removals, so the files are gone
 * before the answer (docs/registration.md, "Documents"). Checked on the real PostgREST (the signal it answers with) and on the gateway (who waits, and that no
 * client sees the signal).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Gateway } from "../../supabase/local/gateway.ts";
import { AFTER_WRITE_HEADER, DOCUMENT_REMOVALS, IMAGE_MOVES } from "../../supabase/local/after-write.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";
import { signJwt } from "../../supabase/local/http.ts";
import { demoDocumentPdf } from "../../supabase/seed/registrations.ts";
import { adminClient, pngFile, sql, testEnv, type TestClient } from "../helpers/supabase";

type Json = Record<string, unknown>;

let admin: TestClient;
let adminToken: string;

beforeAll(async () => {
  admin = await adminClient();
  adminToken = (await admin.auth.getSession()).data.session!.access_token;
});

/** A request straight to PostgREST (not through the gateway, which strips the signal): status, signal, body. */
async function postgrest(path: string, token: string, init: { method?: string; body?: unknown; prefer?: string } = {}) {
  const res = await fetch(`${testEnv().restUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      prefer: init.prefer ?? "return=representation",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, signal: res.headers.get(AFTER_WRITE_HEADER), body: (text ? JSON.parse(text) : null) as unknown };
}

describe("the writes that signal the image moves (real PostgREST)", () => {
  it("are exactly the writes to the tables of public.content_file_columns()", async () => {
    const listed = await sql<{ table_name: string }>("select table_name from public.content_file_columns() order by 1");
    const signalling = await sql<{ table_name: string }>(
      `select distinct c.relname as table_name
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and t.tgname = 'zz_local_after_write_image_moves' order by 1`,
    );
    expect(listed.length).toBeGreaterThanOrEqual(5);
    expect(signalling).toEqual(listed);
  });

  it("a member's insert, edit, delete and restore of a row with an image signal them; reading does not", async () => {
    const file = `sinyal-${Date.now()}.png`;
    const { error } = await admin.storage.from("programs").upload(file, pngFile());
    expect(error).toBeNull();
    const created = await postgrest("/programs?select=id", adminToken, {
      method: "POST",
      body: { name: "Program Sinyal", description: "Deskripsi", duration: "80 JP", category: "PBL", file_path: file },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.signal).toBe(IMAGE_MOVES.name);
    const id = (created.body as Json[])[0].id as number;

    const edited = await postgrest(`/programs?id=eq.${id}`, adminToken, { method: "PATCH", body: { name: "Program Sinyal 2" }, prefer: "return=minimal" });
    expect([edited.status, edited.signal]).toEqual([204, IMAGE_MOVES.name]);

    const [banner] = await sql<{ id: number }>("select id from public.hero_banners order by id limit 1");
    const period = await postgrest(`/hero_banners?id=eq.${banner.id}`, adminToken, { method: "PATCH", body: { end_date: "2099-12-31" }, prefer: "return=minimal" });
    expect([period.status, period.signal]).toEqual([204, IMAGE_MOVES.name]);

    const read = await postgrest(`/programs?id=eq.${id}&select=id`, adminToken);
    expect([read.status, read.signal]).toEqual([200, null]);

    const deleted = await postgrest(`/programs?id=eq.${id}`, adminToken, { method: "DELETE", prefer: "return=minimal" });
    expect([deleted.status, deleted.signal]).toEqual([204, IMAGE_MOVES.name]);

    const [entry] = await sql<{ id: number }>(
      "select id from public.change_history where table_name = 'programs' and row_id = $1 and action = 'DELETE'",
      [String(id)],
    );
    const restored = await postgrest("/rpc/restore_deleted", adminToken, { method: "POST", body: { p_history_id: entry.id } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.signal).toBe(IMAGE_MOVES.name);
    await sql("delete from public.programs where id = $1", [id]);
  });

  it("an applicant's registration signals nothing (the upload folder, the submission, the status check); the withdrawal signals the document removals", async () => {
    await sql("delete from public.registration_attempts");
    const [schedule] = await sql<{ id: number; required_documents: string[] }>(
      `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status,
         registration_start, registration_end, online_registration)
       values ('Uji Sinyal', 'PBK', array['Uji'], 'Batch Sinyal', current_date + 10, current_date + 40, 'Segera Dibuka',
         current_date - 1, current_date + 5, true)
       returning id, required_documents`,
    );
    const started = await postgrest("/rpc/start_registration_upload", ANON_KEY, { method: "POST", body: { p_schedule_id: schedule.id } });
    expect([started.status, started.signal]).toEqual([200, null]);
    const folder = (started.body as Json).folder as string;
    const documents = [];
    for (const kind of schedule.required_documents) {
      const name = `${folder}/${kind}-${Date.now()}.pdf`;
      const up = await fetch(`${testEnv().url}/storage/v1/object/registration-documents/${name}`, {
        method: "POST",
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, "content-type": "application/pdf" },
        body: new Blob([demoDocumentPdf(kind, "Uji Sinyal")], { type: "application/pdf" }),
      });
      expect(up.status, await up.text()).toBe(200);
      documents.push({ kind, name });
    }
    const [{ version }] = await sql<{ version: string }>("select privacy_notice_version as version from public.registration_settings where id = 1");
    const nik = `1171010101${String(Date.now()).slice(-6)}`;
    const submitted = await postgrest("/rpc/submit_registration", ANON_KEY, {
      method: "POST",
      body: {
        p_application: {
          schedule_id: schedule.id,
          idempotency_key: crypto.randomUUID(),
          upload_folder: folder,
          full_name: "Uji Sinyal",
          nik,
          birth_place: "Banda Aceh",
          birth_date: "1999-01-01",
          gender: "L",
          address: "Jl. Teuku Umar No. 1",
          regency: "Kota Banda Aceh",
          whatsapp: "6281234567890",
          education: "SMA/SMK/Sederajat",
          employment: "Belum bekerja",
          documents,
          consent: true,
          guardian_consent: false,
          consent_version: version,
          website: "",
        },
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.signal).toBeNull();
    const code = (submitted.body as Json).code as string;
    const checked = await postgrest("/rpc/check_registration", ANON_KEY, { method: "POST", body: { p_code: code, p_birth_date: "1999-01-01" } });
    expect(checked.signal).toBeNull();
    // the withdrawal deletes the document rows: its answer waits for the files' removal, and only for that
    const withdrawn = await postgrest("/rpc/withdraw_registration", ANON_KEY, {
      method: "POST",
      body: { p_code: code, p_birth_date: "1999-01-01", p_nik_last4: nik.slice(-4) },
    });
    expect([withdrawn.status, withdrawn.signal]).toEqual([200, DOCUMENT_REMOVALS.name]);
    await sql("delete from public.registration_attempts");
  });
});

describe("the gateway waits only for signalled writes", () => {
  let fake: http.Server;
  let gateway: Gateway;
  let base = "";
  const calls: string[][] = [];
  let release: () => void = () => {};

  beforeAll(async () => {
    // A stand-in for PostgREST: `?signal=…` answers with that signal, as the trigger makes PostgREST do.
    fake = http.createServer((req, res) => {
      req.resume();
      const signal = new URL(req.url ?? "/", "http://x").searchParams.get("signal");
      res.writeHead(200, { "content-type": "application/json", ...(signal ? { [AFTER_WRITE_HEADER]: signal } : {}) });
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
    const port = (fake.address() as AddressInfo).port;
    const unused = {} as never;
    gateway = new Gateway({
      db: unused,
      postgrest: { port } as never,
      auth: unused,
      storage: unused,
      tus: unused,
      functions: unused,
      mailbox: unused,
      log: () => {},
      afterRestWrite: (signals) => {
        calls.push([...signals]);
        return new Promise<void>((r) => (release = r));
      },
    });
    base = `http://127.0.0.1:${await gateway.listen(0)}`;
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise<void>((r) => fake?.close(() => r()));
  });

  const post = (query: string, token: string) =>
    fetch(`${base}/rest/v1/rpc/anything${query}`, { method: "POST", headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` }, body: "{}" });

  it("a write without a signal (a submission) is answered without calling the after-write work", async () => {
    calls.length = 0;
    const res = await post("", ANON_KEY);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toEqual([]);
  });

  it("a member's signalled write is answered only once its work is done, and the client never sees the signal", async () => {
    calls.length = 0;
    const member = await signJwt({ role: "authenticated", sub: crypto.randomUUID() }, 600);
    let released = false;
    const answered = post("?signal=image-moves", member).then(async (res) => ({ released, res, body: await res.json() }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toEqual(["image-moves"]);
    released = true;
    release();
    const { released: whenAnswered, res, body } = await answered;
    expect(whenAnswered).toBe(true);
    expect(body).toEqual({ ok: true });
    expect(res.headers.get(AFTER_WRITE_HEADER)).toBeNull();
  });

  it("the service role's own writes (the jobs, the seed, scripts) never wait", async () => {
    calls.length = 0;
    const res = await post("?signal=image-moves", SERVICE_ROLE_KEY);
    expect(res.status).toBe(200);
    expect(res.headers.get(AFTER_WRITE_HEADER)).toBeNull();
    expect(calls).toEqual([]);
  });
});
