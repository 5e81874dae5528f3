/**
 * The applicant's rights on request (migration 20261127000008_applicant_rights.sql, docs/selection.md "Hak
 * pendaftar"): applicant_data() answers everything held about one applicant and erase_applicant_data() erases their
 * personal data and detaches their documents; both only for admins and super admins, both recorded in the security
 * activity and on the timeline before they act.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, sql, type TestClient } from "../helpers/supabase";
import { insertApplication, insertBatch } from "../helpers/applications";

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

async function application(nik: string): Promise<{ id: number; code: string }> {
  const a = await insertApplication((await insertBatch({ program: "Hak Uji" })).id, { full_name: "Hak Pendaftar Uji", nik });
  await sql(
    "insert into public.registration_documents (registration_id, kind, object_name, mime_type, size_bytes) values ($1, 'ktp', $2, 'application/pdf', 2048)",
    [a.id, `${a.upload_folder}/ktp-1.pdf`],
  );
  return a;
}

const securityEvents = (code: string) =>
  sql<{ kind: string; actor_email: string }>("select kind, actor_email from public.security_events where details ->> 'code' = $1 order by id", [code]);

describe("applicant_data", () => {
  it("answers everything held about the applicant and records the download first", async () => {
    const a = await application("1171010101990041");
    const { data, error } = await admin.rpc("applicant_data", { p_id: a.id });
    expect(error).toBeNull();
    const answer = data as { application: Record<string, unknown>; schedule: Record<string, unknown>; documents: unknown[]; timeline: { kind: string }[] };
    expect(answer.application).toMatchObject({ code: a.code, full_name: "Hak Pendaftar Uji", nik: "1171010101990041", whatsapp: "6281234567890" });
    for (const key of ["lookup_hash", "idempotency_key", "upload_folder"]) expect(answer.application).not.toHaveProperty(key);
    expect(answer.schedule).toMatchObject({ program: "Hak Uji" });
    expect(answer.documents).toEqual([expect.objectContaining({ kind: "ktp", mime_type: "application/pdf", size_bytes: 2048 })]);
    expect(answer.timeline.map((e) => e.kind)).toEqual(["submitted", "data_downloaded"]);
    expect(await securityEvents(a.code)).toEqual([{ kind: "personal_data_downloaded", actor_email: "admin@example.com" }]);
  });
});

describe("erase_applicant_data", () => {
  it("erases the personal data and detaches the documents; the code, status and timeline stay; recorded", async () => {
    const a = await application("1171010101990042");
    const { data, error } = await admin.rpc("erase_applicant_data", { p_id: a.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: a.id, code: a.code });
    const [row] = await sql<Record<string, unknown>>("select code, status, full_name, nik, whatsapp, erased_at from public.registrations where id = $1", [a.id]);
    expect(row).toMatchObject({ code: a.code, status: "diterima", full_name: null, nik: null, whatsapp: null });
    expect(row.erased_at).not.toBeNull();
    expect(await sql("select 1 from public.registration_documents where registration_id = $1", [a.id])).toEqual([]);
    const timeline = await sql<{ kind: string }>("select kind from public.registration_events where registration_id = $1 order by id", [a.id]);
    expect(timeline.map((e) => e.kind)).toEqual(["submitted", "data_erased"]);
    expect(await securityEvents(a.code)).toEqual([{ kind: "personal_data_erased", actor_email: "admin@example.com" }]);

    // twice: already erased, nothing more recorded
    expect((await admin.rpc("erase_applicant_data", { p_id: a.id })).error).toMatchObject({ code: "PT410", message: "Data pribadi pendaftar ini sudah dihapus." });
    expect(await securityEvents(a.code)).toHaveLength(1);
    expect((await admin.rpc("erase_applicant_data", { p_id: 2_000_000_000 })).error).toMatchObject({ code: "PT404" });
  });
});

describe("who may", () => {
  it("admins and super admins only: operators and visitors get nothing, and nothing is recorded", async () => {
    const a = await application("1171010101990043");
    const operator = await createMember("operator");
    for (const client of [operator.client, anonClient()]) {
      expect((await client.rpc("applicant_data", { p_id: a.id })).error).toMatchObject({ code: "42501" });
      expect((await client.rpc("erase_applicant_data", { p_id: a.id })).error).toMatchObject({ code: "42501" });
    }
    expect(await securityEvents(a.code)).toEqual([]);
    expect((await sql<{ nik: string }>("select nik from public.registrations where id = $1", [a.id]))[0].nik).toBe("1171010101990043");
    await sql("delete from public.admin_members where user_id = $1", [operator.id]);
  });
});
