/**
 * Selecting trainees, the status pipeline (migration 20261127000003_selection_pipeline.sql; docs/selection.md):
 * set_registration_status() changes one or many applications all or nothing, the database refuses every illegal
 * change from every path (the API, the service role, SQL), accepting beyond a batch's quota asks first, the message
 * reaches the applicant's status view, and the timeline records who changed what, for admins only.
 * Applications are written in SQL here: submitting is registrations.test.ts's (its rate limits are per address).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, serviceClient, sql, testEnv, type TestClient } from "../helpers/supabase";
import { enrolTotp, signInAgain } from "../helpers/two-factor";
import { insertApplication, insertBatch, meetCompletionRule } from "../helpers/applications";

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

/** A batch (with a quota, if given). */
const batch = async (quota: number | null = null) => (await insertBatch({ quota })).id;

/** `n` complete applications for the batch, each at status Baru, as submit_registration() writes them. */
async function applications(scheduleId: number, n: number): Promise<{ id: number; code: string }[]> {
  const out: { id: number; code: string }[] = [];
  for (let i = 0; i < n; i++) out.push(await insertApplication(scheduleId));
  return out;
}

/**
 * The applicant's withdrawal, in SQL with its own client address (withdraw_registration's lookup limits count per
 * address, and registrations.test.ts's tests share the API's one).
 */
const withdraw = (c: string) =>
  sql(
    `select private.withdraw_registration($1, '1999-01-01', (select r.nik_last4 from public.registrations r where r.code = $1))
       from (select set_config('request.headers', '{"x-forwarded-for": "10.23.0.1"}', true)) s`,
    [c],
  );

const statusOf = async (id: number) => (await sql<{ status: string }>("select status from public.registrations where id = $1", [id]))[0].status;
const setStatus = (client: TestClient, ids: number[], status: string, extra: Record<string, unknown> = {}) =>
  client.rpc("set_registration_status", { p_ids: ids, p_status: status, ...extra });

describe("the pipeline", () => {
  it("takes an application from Baru to Selesai, each change on its timeline with who, when and the message", async () => {
    const [a] = await applications(await batch(), 1);
    for (const [status, message] of [
      ["diverifikasi", null],
      ["lulus", "Selamat! Daftar ulang paling lambat 5 Desember."],
      ["peserta", null],
      ["selesai", null],
    ] as const) {
      // Selesai asks for attendance and the assessment Kompeten (docs/attendance.md; refused without: attendance.test.ts)
      if (status === "selesai") await meetCompletionRule(a.id);
      const { data, error } = await setStatus(admin, [a.id], status, message ? { p_message: message } : {});
      expect(error).toBeNull();
      expect(data).toEqual({ changed: 1, unchanged: 0, status });
    }
    expect(await statusOf(a.id)).toBe("selesai");
    const { data: timeline } = await admin
      .from("registration_events")
      .select("kind, from_status, to_status, actor_email, details")
      .eq("registration_id", a.id)
      .order("id")
      .throwOnError();
    expect(timeline).toEqual([
      { kind: "submitted", from_status: null, to_status: "diterima", actor_email: null, details: {} },
      { kind: "status_changed", from_status: "diterima", to_status: "diverifikasi", actor_email: "admin@example.com", details: {} },
      { kind: "status_changed", from_status: "diverifikasi", to_status: "lulus", actor_email: "admin@example.com", details: { message: "Selamat! Daftar ulang paling lambat 5 Desember." } },
      { kind: "status_changed", from_status: "lulus", to_status: "peserta", actor_email: "admin@example.com", details: {} },
      {
        kind: "status_changed",
        from_status: "peserta",
        to_status: "selesai",
        actor_email: "admin@example.com",
        details: { completion: expect.objectContaining({ attendance: 100, minimum: 75, result: "kompeten", exception: false }) },
      },
    ]);
  });

  it("the message is what the applicant reads on their status page", async () => {
    const [a] = await applications(await batch(), 1);
    await setStatus(admin, [a.id], "perlu_perbaikan", { p_message: "  Foto KTP buram, unggah ulang.  " }).throwOnError();
    const [view] = await sql<{ v: { status: string; message: string } }>("select public.registration_status_view($1) as v", [a.id]);
    expect(view.v).toMatchObject({ status: "perlu_perbaikan", message: "Foto KTP buram, unggah ulang." });
    // a change without a message clears it: a message belongs to its status
    await setStatus(admin, [a.id], "diverifikasi").throwOnError();
    const [after] = await sql<{ v: { message: string | null } }>("select public.registration_status_view($1) as v", [a.id]);
    expect(after.v.message).toBeNull();
  });

  it("refuses an illegal jump from every path, changing nothing", async () => {
    const [a, b] = await applications(await batch(), 2);
    await setStatus(admin, [b.id], "diverifikasi").throwOnError();
    // one legal and one illegal in the same request: all or nothing
    const refused = await setStatus(admin, [a.id, b.id], "selesai");
    expect(refused.error).toMatchObject({ code: "PT409" });
    expect(refused.error?.message).toBe(`Tidak dapat diubah menjadi Selesai: ${[a, b].sort((x, y) => x.code.localeCompare(y.code)).map((x) => `${x.code} (${x.id === a.id ? "Baru" : "Diverifikasi"})`).join(", ")}. Tidak ada yang diubah.`);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["diterima", "diverifikasi"]);

    // the service role through the table API, and SQL itself
    const service = await serviceClient().from("registrations").update({ status: "peserta" }).eq("id", a.id);
    expect(service.error).toMatchObject({ code: "PT409", message: `Status Baru tidak dapat diubah menjadi Peserta (pendaftaran ${a.code}).` });
    await expect(sql("update public.registrations set status = 'selesai' where id = $1", [a.id])).rejects.toThrow(/tidak dapat diubah menjadi Selesai/);
    expect(await statusOf(a.id)).toBe("diterima");
    const events = await sql("select 1 from public.registration_events where registration_id = $1 and kind = 'status_changed'", [a.id]);
    expect(events).toEqual([]);
  });

  it("accepting beyond the quota asks first and says by how many; moving accepted ones on does not ask again", async () => {
    const scheduleId = await batch(2);
    const apps = await applications(scheduleId, 3);
    const ids = apps.map((x) => x.id);
    await setStatus(admin, ids, "diverifikasi").throwOnError();
    const over = await setStatus(admin, ids, "lulus");
    expect(over.error).toMatchObject({ code: "PT409", hint: "Konfirmasi untuk tetap menerima melebihi kuota." });
    expect(over.error?.message).toMatch(/adalah 2 peserta; dengan perubahan ini 3 diterima, melebihi kuota sebanyak 1\.$/);
    expect(JSON.parse(over.error!.details)).toEqual({ over_quota: 1, quota: 2, accepted: 3 });
    for (const id of ids) expect(await statusOf(id)).toBe("diverifikasi");
    // within the quota: no question
    expect((await setStatus(admin, ids.slice(0, 2), "lulus")).data).toEqual({ changed: 2, unchanged: 0, status: "lulus" });
    // confirmed
    expect((await setStatus(admin, ids.slice(2), "lulus", { p_allow_over_quota: true })).data).toEqual({ changed: 1, unchanged: 0, status: "lulus" });
    expect((await setStatus(admin, ids, "peserta")).data).toEqual({ changed: 3, unchanged: 0, status: "peserta" });
  });

  it("answers bad requests with Indonesian messages: no applications, an unknown one, an unknown status, the applicant's own withdrawal, a long message", async () => {
    const [a] = await applications(await batch(), 1);
    expect((await setStatus(admin, [], "diverifikasi")).error).toMatchObject({ code: "22023", message: "Pilih minimal satu pendaftar." });
    expect((await setStatus(admin, [a.id, 0], "diverifikasi")).error).toMatchObject({ code: "PT404", message: "Sebagian pendaftar tidak ditemukan. Muat ulang halaman." });
    expect((await setStatus(admin, [a.id], "diterima_saja")).error).toMatchObject({ code: "22023", message: "Status tujuan tidak dikenal." });
    expect((await setStatus(admin, [a.id], "mengundurkan_diri")).error).toMatchObject({
      code: "22023",
      hint: "Hanya pendaftar yang dapat mengundurkan diri (halaman Cek Pendaftaran).",
    });
    expect((await setStatus(admin, [a.id], "diverifikasi", { p_message: "x".repeat(1001) })).error).toMatchObject({
      message: "Pesan untuk pendaftar paling banyak 1000 karakter.",
    });
    expect(await statusOf(a.id)).toBe("diterima");
  });

  it("the applicant's withdrawal is on the timeline without an actor, and impossible after Selesai", async () => {
    const [a, b] = await applications(await batch(), 2);
    await withdraw(a.code);
    expect(await statusOf(a.id)).toBe("mengundurkan_diri");
    const [event] = await sql<{ actor_id: string | null; from_status: string; to_status: string }>(
      "select actor_id, from_status, to_status from public.registration_events where registration_id = $1 and kind = 'status_changed'",
      [a.id],
    );
    expect(event).toEqual({ actor_id: null, from_status: "diterima", to_status: "mengundurkan_diri" });
    for (const s of ["diverifikasi", "lulus", "peserta", "selesai"]) {
      if (s === "selesai") await meetCompletionRule(b.id);
      await setStatus(admin, [b.id], s, { p_allow_over_quota: true }).throwOnError();
    }
    // the applicant's own 409 (migration 20261128000010), and the status stays
    const [{ withdraw_registration: refusal }] = await withdraw(b.code);
    expect(refusal).toMatchObject({ code: "training_completed", message: "Pelatihan Anda sudah selesai, sehingga pendaftaran tidak dapat dibatalkan lagi." });
    expect(await statusOf(b.id)).toBe("selesai");
  });
});

describe("one application: the NIK and the documents", () => {
  it("the full NIK only through reveal_registration_nik(), which records who saw it; the table API never returns it", async () => {
    const [a] = await applications(await batch(), 1);
    const [{ nik: stored }] = await sql<{ nik: string }>("select nik from public.registrations where id = $1", [a.id]);
    const { data: row, error } = await admin.from("registrations").select("id, code, nik_last4").eq("id", a.id).single();
    expect(error).toBeNull();
    expect(row).toEqual({ id: a.id, code: a.code, nik_last4: stored.slice(-4) });
    // a column privilege, not a convention: asking for it is refused, even by a super admin
    const direct = await admin.from("registrations").select("nik").eq("id", a.id);
    expect(direct.error).toMatchObject({ code: "42501" });
    expect((await admin.from("registrations").select("*").eq("id", a.id)).error).toMatchObject({ code: "42501" });
    // search by the last 4 digits
    expect((await admin.from("registrations").select("id").eq("nik_last4", stored.slice(-4)).eq("id", a.id)).data).toEqual([{ id: a.id }]);

    const revealed = await admin.rpc("reveal_registration_nik", { p_id: a.id });
    expect(revealed).toMatchObject({ data: stored, error: null });
    const [event] = await sql<{ kind: string; actor_email: string; details: object }>(
      "select kind, actor_email, details from public.registration_events where registration_id = $1 and kind = 'nik_revealed'",
      [a.id],
    );
    expect(event).toEqual({ kind: "nik_revealed", actor_email: "admin@example.com", details: {} });
    expect((await admin.rpc("reveal_registration_nik", { p_id: 0 })).error).toMatchObject({ code: "PT404", message: "Pendaftar tidak ditemukan. Muat ulang halaman." });
    const operator = await createMember("operator");
    expect((await operator.client.rpc("reveal_registration_nik", { p_id: a.id })).error).toMatchObject({ code: "42501" });
    expect((await anonClient().rpc("reveal_registration_nik", { p_id: a.id })).error).not.toBeNull();
    await sql("delete from public.admin_members where user_id = $1", [operator.id]);
  });

  it("marks a document Sesuai or Perlu perbaikan with a reason, with who and when, on the timeline", async () => {
    const [a] = await applications(await batch(), 1);
    await sql(
      `insert into public.registration_documents (registration_id, kind, object_name, mime_type, size_bytes)
       values ($1, 'ktp', $2, 'image/jpeg', 1000), ($1, 'ijazah', $3, 'application/pdf', 2000)`,
      [a.id, `uji/${a.code}/ktp-1.jpg`, `uji/${a.code}/ijazah-1.pdf`],
    );
    const review = (kind: string, verdict: string, reason?: string) =>
      admin.rpc("review_registration_document", { p_registration_id: a.id, p_kind: kind, p_verdict: verdict, ...(reason !== undefined ? { p_reason: reason } : {}) });
    expect((await review("ktp", "perlu_perbaikan")).error).toMatchObject({ code: "22023", message: "Tuliskan alasan dokumen perlu diperbaiki." });
    expect((await review("ktp", "perlu_perbaikan", "   ")).error).toMatchObject({ message: "Tuliskan alasan dokumen perlu diperbaiki." });
    expect((await review("ktp", "bagus")).error).toMatchObject({ message: 'Pilih "Sesuai" atau "Perlu perbaikan".' });
    expect((await review("kk", "sesuai")).error).toMatchObject({ code: "PT404", message: "Dokumen tidak ditemukan. Muat ulang halaman." });
    expect((await review("ktp", "perlu_perbaikan", "Foto buram, NIK tidak terbaca.")).data).toMatchObject({
      kind: "ktp",
      review_status: "perlu_perbaikan",
      review_reason: "Foto buram, NIK tidak terbaca.",
    });
    expect((await review("ijazah", "sesuai")).data).toMatchObject({ kind: "ijazah", review_status: "sesuai", review_reason: null });
    const { data: docs } = await admin
      .from("registration_documents")
      .select("kind, review_status, review_reason, reviewed_by, reviewed_at")
      .eq("registration_id", a.id)
      .order("kind")
      .throwOnError();
    expect(docs!.map((d) => [d.kind, d.review_status, d.review_reason, d.reviewed_by !== null, d.reviewed_at !== null])).toEqual([
      ["ijazah", "sesuai", null, true, true],
      ["ktp", "perlu_perbaikan", "Foto buram, NIK tidak terbaca.", true, true],
    ]);
    const events = await sql<{ details: object }>(
      "select details from public.registration_events where registration_id = $1 and kind = 'document_reviewed' order by id",
      [a.id],
    );
    expect(events.map((e) => e.details)).toEqual([
      { document: "ktp", verdict: "perlu_perbaikan", reason: "Foto buram, NIK tidak terbaca." },
      { document: "ijazah", verdict: "sesuai" },
    ]);
  });
});

describe("who may change statuses and read the timeline", () => {
  it("admins and super admins at aal2 only: operators, members at aal1 with a factor, visitors are refused", async () => {
    const [a] = await applications(await batch(), 1);
    const operator = await createMember("operator");
    const member = await createMember("admin");
    await enrolTotp(member.client);
    const aal1 = await signInAgain(member);
    expect((await setStatus(operator.client, [a.id], "diverifikasi")).error).toMatchObject({ code: "42501", message: "Hanya admin dan super admin yang dapat mengelola pendaftar." });
    expect((await setStatus(aal1, [a.id], "diverifikasi")).error).toMatchObject({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu." });
    expect((await setStatus(anonClient(), [a.id], "diverifikasi")).error).not.toBeNull();
    expect(await statusOf(a.id)).toBe("diterima");
    expect((await setStatus(member.client, [a.id], "diverifikasi")).data).toEqual({ changed: 1, unchanged: 0, status: "diverifikasi" });

    for (const client of [operator.client, aal1, anonClient()]) {
      expect((await client.from("registration_events").select("id").eq("registration_id", a.id)).data ?? []).toEqual([]);
    }
    expect((await member.client.from("registration_events").select("id").eq("registration_id", a.id)).data).toHaveLength(2);
    // nobody writes the timeline through the API, not even an admin
    const forged = await member.client.from("registration_events").insert({ registration_id: a.id, kind: "submitted" });
    expect(forged.error).not.toBeNull();
    const erased = await member.client.from("registration_events").delete().eq("registration_id", a.id).select();
    expect(erased.data ?? []).toEqual([]);
    await sql("delete from public.admin_members where user_id = any($1::uuid[])", [[operator.id, member.id]]);
    void testEnv;
  });
});
