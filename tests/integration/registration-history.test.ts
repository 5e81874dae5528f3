/**
 * Applications in the change history without their personal data (migration 20261127000007_registration_history.sql,
 * docs/selection.md): a status change is recorded with its values, a personal field only as "diubah", a submission
 * and an erasure without a single personal value; operators do not read these entries, admins do.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, createMember, sql, type TestClient } from "../helpers/supabase";
import { insertApplication, insertBatch } from "../helpers/applications";

let admin: TestClient;
const NIK = "9171019912990077";
const NAME = "Riwayat Rahasia Uji";

beforeAll(async () => {
  admin = await adminClient();
});

/** An application with the same personal data (one NIK per batch: each test has a batch of its own). */
const application = async () =>
  insertApplication((await insertBatch()).id, {
    full_name: NAME,
    nik: NIK,
    birth_place: "Kota Rahasia",
    birth_date: "1999-12-12",
    address: "Jl. Rahasia 7",
    regency: "Kabupaten Rahasia",
    whatsapp: "6281299990077",
    email: "rahasia@example.com",
  });

const entries = (id: number) =>
  sql<{ action: string; old_data: Record<string, unknown> | null; new_data: Record<string, unknown> | null; actor_email: string | null }>(
    "select action, old_data, new_data, actor_email from public.change_history where table_name = 'registrations' and row_id = $1 order by id",
    [String(id)],
  );

/** Nothing that identifies the applicant, anywhere in the entries. */
function expectNoPersonalValues(value: unknown) {
  const text = JSON.stringify(value);
  for (const secret of [NIK, NIK.slice(-4), NAME, "Kota Rahasia", "1999-12-12", "Jl. Rahasia 7", "Kabupaten Rahasia", "6281299990077", "rahasia@example.com"]) {
    expect(text).not.toContain(secret);
  }
}

describe("applications in the change history", () => {
  it("records the submission, status changes and the erasure without a personal value", async () => {
    const a = await application();
    const { error } = await admin.rpc("set_registration_status", { p_ids: [a.id], p_status: "diverifikasi", p_message: "Data lengkap." });
    expect(error).toBeNull();
    await sql("update public.registrations set full_name = 'Nama Baru Rahasia' where id = $1", [a.id]);
    await sql(
      `update public.registrations set full_name = null, nik = null, birth_place = null, birth_date = null, address = null,
         regency = null, whatsapp = null, email = null, erased_at = now() where id = $1`,
      [a.id],
    );
    const history = await entries(a.id);
    expect(history.map((h) => h.action)).toEqual(["INSERT", "UPDATE", "UPDATE", "UPDATE"]);
    const [inserted, statusChange, rename, erasure] = history;

    expect(inserted.new_data).toMatchObject({ code: a.code, status: "diterima", full_name: "(disembunyikan)", nik: "(disembunyikan)" });
    expect(statusChange.actor_email).toBe("admin@example.com");
    expect(statusChange.old_data).toMatchObject({ status: "diterima" });
    expect(statusChange.new_data).toMatchObject({ status: "diverifikasi", applicant_message: "Data lengkap." });
    expect(statusChange.new_data).not.toHaveProperty("full_name");
    expect(rename.old_data).toMatchObject({ full_name: "(disembunyikan)" });
    expect(rename.new_data).toMatchObject({ full_name: "diubah" });
    expect(rename.new_data).not.toHaveProperty("nik");
    expect(erasure.new_data).toMatchObject({ nik: "diubah", whatsapp: "diubah", address: "diubah" });
    expect(erasure.new_data?.erased_at).toEqual(expect.any(String));
    expectNoPersonalValues(history);
    expect(JSON.stringify(history)).not.toContain("Nama Baru Rahasia");
  });

  it("is read by admins, not by operators", async () => {
    const a = await application();
    const { data } = await admin.from("change_history").select("id").eq("table_name", "registrations").eq("row_id", String(a.id));
    expect(data).toHaveLength(1);
    const operator = await createMember("operator");
    const seen = await operator.client.from("change_history").select("id, table_name").eq("table_name", "registrations");
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    // the content's history stays theirs
    expect((await operator.client.from("change_history").select("id").neq("table_name", "registrations").limit(1)).data).toHaveLength(1);
    await sql("delete from public.admin_members where user_id = $1", [operator.id]);
  });

  it("cannot be restored", async () => {
    const a = await application();
    await sql("delete from public.registration_documents where registration_id = $1", [a.id]);
    await sql("delete from public.registration_events where registration_id = $1", [a.id]);
    await sql("delete from public.registrations where id = $1", [a.id]);
    const [deleted] = await sql<{ id: number; old_data: unknown }>(
      "select id, old_data from public.change_history where table_name = 'registrations' and row_id = $1 and action = 'DELETE'",
      [String(a.id)],
    );
    expectNoPersonalValues(deleted.old_data);
    const { error } = await admin.rpc("restore_deleted", { p_history_id: deleted.id });
    expect(error).toMatchObject({ code: "22023", message: expect.stringContaining("Entri ini tidak dapat dipulihkan") });
  });
});
