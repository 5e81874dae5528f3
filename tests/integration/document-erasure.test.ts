/**
 * Applicants' document files (issue 32 §2; migration 20261128000002_document_erasure.sql, docs/registration.md
 * "Documents", docs/selection.md "Documents through the function document-url"), end to end on the embedded backend:
 * - from the moment of an erasure (erase_applicant_data, a withdrawal, the retention clean-up) no URL serves the file,
 *   neither one signed before (signed URLs cannot be revoked: the file itself goes) nor a new one; the listing the
 *   hosted 10-second job sends holds exactly such files at once;
 * - links are made only by the Edge Function document-url, for an existing document, for the personal-data readers,
 *   for 2 minutes, and recorded; nobody signs, downloads or lists the bucket through the Storage API;
 * - uploads never submitted are out of every member's reach and removed once their folder is a day old.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeRegistrationData, removeDetachedDocuments } from "../../supabase/local/retention.ts";
import { insertApplication, insertBatch } from "../helpers/applications";
import {
  adminClient,
  anonClient,
  createMember,
  createNonAdminUser,
  jwtPayload,
  serviceClient,
  sql,
  testEnv,
  type TestClient,
} from "../helpers/supabase";
import { enrolTotp, signInAgain } from "../helpers/two-factor";

const BUCKET = "registration-documents";
const BYTES = "%PDF-1.4\n% dokumen uji penghapusan\n";
let admin: TestClient;
let serial = 0;

beforeAll(async () => {
  admin = await adminClient();
});

const pdf = () => new Blob([BYTES], { type: "application/pdf" });

/** A submitted application with its documents' files in the bucket, as submit_registration() leaves them. */
async function applicationWithDocuments(kinds: string[] = ["ktp", "ijazah"]) {
  const nik = `1171010101${String(Date.now() % 1e5).padStart(5, "0")}${++serial % 10}`.slice(0, 16);
  const a = await insertApplication((await insertBatch({ program: "Hapus Dokumen Uji" })).id, { nik });
  const names: string[] = [];
  for (const kind of kinds) {
    const name = `${a.upload_folder}/${kind}-${Date.now()}${String(++serial).padStart(3, "0")}.pdf`;
    // the row first: a file no row holds is removed by the backend's 10-second run
    await sql(
      "insert into public.registration_documents (registration_id, kind, object_name, mime_type, size_bytes) values ($1, $2, $3, 'application/pdf', $4)",
      [a.id, kind, name, BYTES.length],
    );
    const { error } = await serviceClient().storage.from(BUCKET).upload(name, pdf(), { contentType: "application/pdf" });
    expect(error).toBeNull();
    names.push(name);
  }
  return { ...a, nik, names };
}

const get = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
};

/** A link made by the service role for an hour: whoever made it, once made it cannot be revoked. */
async function longLink(name: string): Promise<string> {
  const { data, error } = await serviceClient().storage.from(BUCKET).createSignedUrl(name, 3600);
  expect(error).toBeNull();
  return data!.signedUrl;
}

async function tokenOf(client?: TestClient): Promise<string | undefined> {
  if (!client) return undefined;
  return (await client.auth.getSession()).data.session?.access_token;
}

/** The Edge Function document-url, as the panel calls it (or with any method, body and token). */
async function documentUrl(
  client: TestClient | "anon" | "none",
  body: unknown,
  method = "POST",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { url, anonKey } = testEnv();
  const token = client === "anon" ? anonKey : client === "none" ? undefined : await tokenOf(client);
  const res = await fetch(`${url}/functions/v1/document-url`, {
    method,
    headers: { apikey: anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === "POST" ? { "content-type": "application/json" } : {}) },
    body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The absolute address of a link the function answered (relative to the project's storage URL, as storage-api's). */
const absolute = (signedURL: unknown) => `${testEnv().url}/storage/v1${signedURL as string}`;

const stored = (names: string[]) => sql("select name from storage.objects where bucket_id = $1 and name = any($2)", [BUCKET, names]);

const viewedEvents = (registrationId: number) =>
  sql<{ kind: string; actor_email: string; details: Record<string, unknown> }>(
    "select kind, actor_email, details from public.registration_events where registration_id = $1 and kind = 'document_viewed' order by id",
    [registrationId],
  );

/** After an erasure: the old links and every way to a new one answer without the file. */
async function expectUnreachable(links: string[], a: { id: number; names: string[] }) {
  for (const link of links) {
    const res = await get(link);
    expect(res.status, link).toBe(400);
    expect(res.body).not.toContain("%PDF");
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: "404", error: "not_found" });
  }
  expect(await stored(a.names)).toEqual([]);
  for (const kind of ["ktp", "ijazah"]) {
    const refused = await documentUrl(admin, { registration_id: a.id, kind });
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ code: "PT410", message: "Data pribadi pendaftar ini sudah dihapus." });
  }
  for (const name of a.names) expect((await admin.storage.from(BUCKET).createSignedUrl(name, 60)).data).toBeNull();
}

describe("from the moment of an erasure no URL serves the documents", () => {
  it("erase_applicant_data: a link made before answers 'not found', no new one is made", async () => {
    const a = await applicationWithDocuments();
    const links = [await longLink(a.names[0]), await longLink(a.names[1])];
    expect(await get(links[0])).toEqual({ status: 200, body: BYTES });
    const viewed = await documentUrl(admin, { registration_id: a.id, kind: "ktp" });
    expect(viewed.status).toBe(200);
    links.push(absolute(viewed.body.signedURL));
    expect(await get(links[2])).toEqual({ status: 200, body: BYTES });

    expect((await admin.rpc("erase_applicant_data", { p_id: a.id })).error).toBeNull();
    await expectUnreachable(links, a);
  });

  it("a withdrawal: the same, before its answer reaches the applicant", async () => {
    const a = await applicationWithDocuments();
    const links = a.names.map(() => "");
    for (const [i, name] of a.names.entries()) links[i] = await longLink(name);
    expect((await get(links[1])).status).toBe(200);
    const { url, anonKey } = testEnv();
    const res = await fetch(`${url}/rest/v1/rpc/withdraw_registration`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      body: JSON.stringify({ p_code: a.code, p_birth_date: "1999-01-01", p_nik_last4: a.nik.slice(-4) }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "mengundurkan_diri", erased: true });
    await expectUnreachable(links, a);
  });

  it("the retention clean-up: the same, in the run that erases", async () => {
    const a = await applicationWithDocuments();
    const links = [await longLink(a.names[0])];
    expect((await get(links[0])).status).toBe(200);
    await sql(`update public.schedules set "startDate" = current_date - 480, "endDate" = current_date - 425
               where id = (select schedule_id from public.registrations where id = $1)`, [a.id]);
    const { url, serviceRoleKey } = testEnv();
    await purgeRegistrationData({ url, serviceRoleKey });
    await expectUnreachable(links, a);
  });

  it("hosted: the listing the 10-second job removes holds exactly the erased files, at once", async () => {
    const a = await applicationWithDocuments();
    const kept = await applicationWithDocuments(["ktp"]);
    // a fresh upload nobody submitted yet (the applicant may still send it)
    const [{ folder }] = await sql<{ folder: string }>("insert into public.registration_uploads (schedule_id) select schedule_id from public.registrations where id = $1 returning folder", [kept.id]);
    const fresh = `${folder}/ktp-${Date.now()}.pdf`;
    expect((await anonClient().storage.from(BUCKET).upload(fresh, pdf(), { contentType: "application/pdf" })).error).toBeNull();

    const mine = [...a.names, ...kept.names, fresh].map((n) => `'${n}'`).join(", ");
    const listed = (erase = "") =>
      sql<{ bucket_id: string; name: string }>(`${erase} select bucket_id, name from public.registration_document_removals() where name in (${mine})`);
    expect(await listed()).toEqual([]);
    // erased in the database alone, as on a hosted project (no gateway removes anything there), and listed in the same
    // breath (one lock of the embedded database: the local worker cannot remove them in between)
    expect(await listed(`select public.erase_registration(${a.id}, now());`)).toEqual(
      a.names.map((name) => ({ bucket_id: BUCKET, name })).sort((x, y) => x.name.localeCompare(y.name)),
    );
    const { data, error } = await serviceClient().rpc("registration_document_removals" as never);
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
    // what the job sends for each: one Storage API DELETE, the same as the local clean-up's
    const job = readFileSync(new URL("../../supabase/hosted/file-cleanup.sql", import.meta.url), "utf8");
    expect(job).toMatch(/cron\.schedule\('remove-erased-documents', '10 seconds', \$\$select public\.purge_listed_files_via_storage_api\('registration_document_removals'\)\$\$\)/);
    // (later listings, e.g. the complaints' attachments, may follow in the list)
    expect(job).toMatch(/p_list not in \('expired_files', 'registration_cleanup', 'registration_document_removals'(, '[a-z_]+')*\)/);
    // only the service role may ask
    for (const client of [anonClient(), admin]) expect((await client.rpc("registration_document_removals" as never)).error).not.toBeNull();
  });
});

describe("document-url: the only way to a document's link", () => {
  let a: Awaited<ReturnType<typeof applicationWithDocuments>>;
  beforeAll(async () => {
    a = await applicationWithDocuments();
  });

  it("answers a 2-minute link to exactly that document for an admin, and records the view, each time", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await documentUrl(admin, { registration_id: a.id, kind: "ijazah" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ expiresIn: 120 });
      expect(res.body.signedURL).toMatch(new RegExp(`^/object/sign/${BUCKET}/${a.names[1]}\\?token=`));
      const token = jwtPayload(new URL(absolute(res.body.signedURL)).searchParams.get("token")!);
      expect((token.exp as number) - (token.iat as number)).toBe(120);
      expect(await get(absolute(res.body.signedURL))).toEqual({ status: 200, body: BYTES });
    }
    expect(await viewedEvents(a.id)).toEqual([
      { kind: "document_viewed", actor_email: "admin@example.com", details: { document: "ijazah" } },
      { kind: "document_viewed", actor_email: "admin@example.com", details: { document: "ijazah" } },
    ]);
  });

  it("refuses visitors, non-members, operators, deactivated admins and an admin at aal1 with a factor; GET for everyone", async () => {
    const user = await createNonAdminUser();
    const operator = await createMember("operator");
    const deactivated = await createMember("admin");
    await sql("update public.admin_members set active = false where user_id = $1", [deactivated.id]);
    const member = await createMember("admin");
    await enrolTotp(member.client);
    const aal1 = await signInAgain(member);
    const before = (await viewedEvents(a.id)).length;

    expect(await documentUrl("none", { registration_id: a.id, kind: "ktp" })).toMatchObject({ status: 401 });
    expect(await documentUrl("anon", { registration_id: a.id, kind: "ktp" })).toMatchObject({
      status: 401,
      body: { code: "not_signed_in", message: "Silakan masuk sebagai admin." },
    });
    for (const client of [user.client, operator.client, deactivated.client]) {
      expect(await documentUrl(client, { registration_id: a.id, kind: "ktp" })).toMatchObject({
        status: 403,
        body: { code: "42501", message: "Hanya admin dan super admin yang dapat mengelola pendaftar." },
      });
    }
    expect(await documentUrl(aal1, { registration_id: a.id, kind: "ktp" })).toMatchObject({
      status: 403,
      body: { code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu." },
    });
    expect(await viewedEvents(a.id)).toHaveLength(before);
    // the member at aal2 (after verifying the code) is let through
    expect((await documentUrl(member.client, { registration_id: a.id, kind: "ktp" })).status).toBe(200);

    expect((await documentUrl("none", null, "GET")).status).toBe(401);
    for (const client of ["anon", user.client, operator.client, aal1, member.client, admin] as const) {
      expect(await documentUrl(client, null, "GET")).toMatchObject({ status: 405, body: { code: "method_not_allowed", message: "Gunakan POST." } });
    }
  });

  it("answers a malformed request with a 400 and an unknown document with a 404, recording nothing", async () => {
    const before = (await viewedEvents(a.id)).length;
    const bad = "Permintaan tidak valid: sebutkan pendaftar dan jenis dokumen.";
    for (const body of ["{", "null", "[]", {}, { registration_id: a.id }, { registration_id: "1", kind: "ktp" }, { registration_id: 1.5, kind: "ktp" },
      { registration_id: a.id, kind: "paspor" }, { registration_id: -1, kind: "ktp" }]) {
      expect(await documentUrl(admin, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { code: "bad_request", message: bad } });
    }
    expect(await documentUrl(admin, { registration_id: a.id, kind: "kk" })).toMatchObject({
      status: 404,
      body: { code: "PT404", message: "Dokumen tidak ditemukan. Muat ulang halaman." },
    });
    expect((await documentUrl(admin, { registration_id: 2147483647, kind: "ktp" })).status).toBe(404);
    // the function's own limit (4 KiB), read to the end, then refused; it keeps serving
    expect(await documentUrl(admin, { registration_id: a.id, kind: "ktp", pad: "x".repeat(8 * 1024) })).toMatchObject({
      status: 413,
      body: { code: "payload_too_large", message: "Permintaan terlalu besar." },
    });
    expect(await viewedEvents(a.id)).toHaveLength(before);
    expect((await documentUrl(admin, { registration_id: a.id, kind: "ktp" })).status).toBe(200);
  });

  it("nobody signs, downloads or lists the bucket through the Storage API, for any lifetime", async () => {
    const operator = await createMember("operator");
    for (const client of [admin, operator.client, anonClient()]) {
      const bucket = client.storage.from(BUCKET);
      for (const seconds of [60, 60 * 60 * 24 * 365]) expect((await bucket.createSignedUrl(a.names[0], seconds)).data).toBeNull();
      const many = await bucket.createSignedUrls(a.names, 60 * 60 * 24 * 365);
      expect((many.data ?? []).filter((d) => d.signedUrl)).toEqual([]);
      expect((await bucket.download(a.names[0])).data).toBeNull();
      expect((await bucket.list(a.upload_folder)).data ?? []).toEqual([]);
      expect((await bucket.list()).data ?? []).toEqual([]);
    }
    const { url } = testEnv();
    const token = await tokenOf(admin);
    expect((await get(`${url}/storage/v1/object/authenticated/${BUCKET}/${a.names[0]}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
    expect((await get(`${url}/storage/v1/object/info/${BUCKET}/${a.names[0]}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
  });
});

describe("uploads never submitted", () => {
  it("no member lists or reads them; the clean-up removes them once their folder is a day old", async () => {
    const batch = await insertBatch({ program: "Unggahan Terlantar Uji" });
    const [{ folder }] = await sql<{ folder: string }>("insert into public.registration_uploads (schedule_id) values ($1) returning folder", [batch.id]);
    const name = `${folder}/ktp-${Date.now()}.pdf`;
    expect((await anonClient().storage.from(BUCKET).upload(name, pdf(), { contentType: "application/pdf" })).error).toBeNull();
    for (const client of [admin, (await createMember("admin")).client]) {
      const bucket = client.storage.from(BUCKET);
      expect((await bucket.list(folder)).data ?? []).toEqual([]);
      expect((await bucket.download(name)).data).toBeNull();
      expect((await bucket.createSignedUrl(name, 60)).data).toBeNull();
    }

    const { url, serviceRoleKey } = testEnv();
    // a fresh folder: the applicant may still submit
    await Promise.all([purgeRegistrationData({ url, serviceRoleKey }), removeDetachedDocuments({ url, serviceRoleKey })]);
    expect(await stored([name])).toHaveLength(1);
    // a day later both listings hold it (the hosted jobs: every 10 seconds and every 5 minutes), asked under one lock of
    // the database so the local 10-second run cannot remove it in between
    const listed = await sql<{ removals: string[]; cleanup: string[] }>(
      `update public.registration_uploads set created_at = now() - interval '24 hours 1 minute' where folder = '${folder}';
       select array(select name from public.registration_document_removals() where name = '${name}') as removals,
              array(select name from public.registration_cleanup() where name = '${name}') as cleanup`,
    );
    expect(listed).toEqual([{ removals: [name], cleanup: [name] }]);
    // and the local clean-up removes it, from the database and from the disk
    await removeDetachedDocuments({ url, serviceRoleKey });
    expect(await stored([name])).toEqual([]);
    expect((await serviceClient().storage.from(BUCKET).download(name)).data).toBeNull();
  });
});
