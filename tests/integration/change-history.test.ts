/**
 * The change history ("Riwayat Perubahan"), restore and the retention clean-up, against the
 * embedded local Supabase with real supabase-js: triggers record who/what on every tracked
 * table, only administrators read the history, nobody writes it through the API, a deleted
 * program comes back with its syllabus and image, restoring twice or into a taken id is
 * refused with an Indonesian message and changes nothing, and the clean-up removes the files
 * of deleted rows only after the retention period.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredFiles } from "../../supabase/local/retention.ts";
import {
  ADMIN_EMAIL,
  adminClient,
  anonClient,
  createNonAdminUser,
  pngFile,
  serviceClient,
  sql,
  testEnv,
  userId,
  type TestClient,
} from "../helpers/supabase";
import { expectImagesIn, imagePlace } from "../helpers/withheld";

type HistoryRow = {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  table_name: string;
  row_id: string | null;
  action: string;
  old_data: Record<string, unknown> | null;
  new_data: Record<string, unknown> | null;
  restored_from: number | null;
};

let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  admin = await adminClient();
  adminId = await userId(admin);
});

async function history(table: string, rowId: string | number): Promise<HistoryRow[]> {
  const { data, error } = await admin
    .from("change_history")
    .select("*")
    .eq("table_name", table)
    .eq("row_id", String(rowId))
    .order("id", { ascending: true });
  if (error) throw error;
  return data as HistoryRow[];
}

async function lastDelete(table: string, rowId: number): Promise<HistoryRow> {
  const rows = (await history(table, rowId)).filter((h) => h.action === "DELETE");
  expect(rows.length).toBeGreaterThan(0);
  return rows[rows.length - 1];
}

async function uploadTo(bucket: string): Promise<{ path: string; url: string }> {
  const path = `${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
  const { error } = await admin.storage.from(bucket).upload(path, pngFile());
  if (error) throw error;
  return { path, url: admin.storage.from(bucket).getPublicUrl(path).data.publicUrl };
}

async function status(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}

/** A program with an image and two syllabus items, created by the administrator. */
async function programWithSyllabus(name: string) {
  const file = await uploadTo("programs");
  const { data: program, error } = await admin
    .from("programs")
    .insert({ name, description: "Deskripsi", duration: "80 JP", category: "PBL", image_url: file.url, file_path: file.path })
    .select()
    .single();
  if (error) throw error;
  const { error: e2 } = await admin.rpc("replace_syllabus_items", {
    p_program_id: program.id,
    p_items: [
      { title: "Materi satu", duration_jp: 10, kode_unit: "J.1" },
      { title: "Materi dua", duration_jp: 20, kode_unit: "J.2" },
    ],
  });
  if (e2) throw e2;
  return { program, file };
}

describe("triggers record every change", () => {
  it("records insert, update and delete with the administrator's id and e-mail and the values before and after", async () => {
    const { data: created } = await admin.from("instructors").insert({ name: "Riwayat Uji", title: "Instruktur" }).select().single().throwOnError();
    await admin.from("instructors").update({ title: "Instruktur Senior" }).eq("id", created.id).throwOnError();
    await admin.from("instructors").update({ title: "Instruktur Senior" }).eq("id", created.id).throwOnError(); // no change
    await admin.from("instructors").delete().eq("id", created.id).throwOnError();

    const rows = await history("instructors", created.id);
    expect(rows.map((r) => r.action)).toEqual(["INSERT", "UPDATE", "DELETE"]);
    for (const r of rows) {
      expect(r.actor_id).toBe(adminId);
      expect(r.actor_email).toBe(ADMIN_EMAIL);
      expect(r.actor_role).toBe("authenticated");
    }
    expect(rows[0].old_data).toBeNull();
    expect(rows[0].new_data).toMatchObject({ name: "Riwayat Uji", title: "Instruktur" });
    expect(rows[1].old_data).toMatchObject({ title: "Instruktur" });
    expect(rows[1].new_data).toMatchObject({ title: "Instruktur Senior" });
    expect(rows[2].old_data).toMatchObject({ id: created.id, title: "Instruktur Senior" });
    expect(rows[2].new_data).toBeNull();
  });

  it("records changes made inside server functions and cascades (syllabus replace, program delete)", async () => {
    const { program } = await programWithSyllabus("Program Kaskade");
    await admin.from("programs").delete().eq("id", program.id).throwOnError();
    const { data } = await admin
      .from("change_history")
      .select("*")
      .eq("table_name", "syllabus_items")
      .eq("action", "DELETE")
      .eq("old_data->>program_id", String(program.id))
      .throwOnError();
    expect((data as HistoryRow[]).map((r) => r.old_data?.title).sort()).toEqual(["Materi dua", "Materi satu"]);
    expect((data as HistoryRow[]).every((r) => r.actor_email === ADMIN_EMAIL)).toBe(true);
  });

  it("records writes of the service role without a user", async () => {
    const { data: s } = await serviceClient()
      .from("schedules")
      .insert({ program: "P", programCategory: "PBL", instructorName: ["A"], batch: "B1", startDate: "2026-01-01", endDate: "2026-01-02" })
      .select()
      .single()
      .throwOnError();
    const [row] = await history("schedules", s.id);
    expect(row).toMatchObject({ action: "INSERT", actor_id: null, actor_email: null, actor_role: "service_role" });
    await serviceClient().from("schedules").delete().eq("id", s.id).throwOnError();
  });

  it("tracks every table of the public schema except the history itself and the applicants' data (applications are tracked without their personal values)", async () => {
    const untracked = await sql<{ table_name: string }>(
      `select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'change_history'
          and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'record_change')
        order by 1`,
    );
    // personal data must never be kept in readable history (docs/registration.md); the limits and attempts are
    // bookkeeping; the team's changes and its two-factor rule belong to the security activity, which operators do not
    // read (docs/admin-team.md); an application's timeline is its own record, and publishing the selection's results
    // is recorded in the security activity: a restore from the history would bypass who may publish (docs/selection.md);
    // attendance and completion are about participants (operators read none of it) and carry their own who and when
    // (marked_by, assessed_by, changed_by, updated_by; an assessment and a completion on the timeline), and a restore
    // would bypass their functions' rules (docs/attendance.md); the certificate register holds personal values and is
    // recorded in the security activity (docs/certificates.md); the tracer study's answers and rounds are personal and
    // its questions are changed only through functions that keep answered wording as given, and an alumni story is tied
    // to a round (docs/outcomes.md); the satisfaction survey's questionnaire is fixed by the regulation (a migration
    // changes it), its responses are personal, its limit and attempts bookkeeping (docs/satisfaction-survey.md); a
    // complaint holds its sender's message and contact, its limits, attempts and upload folders are bookkeeping
    // (docs/complaints.md)
    expect(untracked.map((t) => t.table_name)).toEqual([
      "admin_members",
      "alumni_stories",
      "assessments",
      "attendance",
      "certificate_attempts",
      "certificate_counters",
      "certificate_keys",
      "certificate_limits",
      "certificates",
      "complaint_attempts",
      "complaint_limits",
      "complaint_uploads",
      "complaints",
      "registration_attempts",
      "registration_documents",
      "registration_events",
      "registration_limits",
      "registration_uploads",
      "schedule_completion",
      "security_events",
      "security_settings",
      "selection_results",
      "skm_attempts",
      "skm_elements",
      "skm_limits",
      "skm_participant_links",
      "skm_responses",
      "tracer_answers",
      "tracer_attempts",
      "tracer_limits",
      "tracer_questions",
      "tracer_rounds",
      "training_day_changes",
    ]);
  });
});

describe("who may read and write the history", () => {
  it("administrators read it; visitors and signed-in non-admins read nothing", async () => {
    const { data, error } = await admin.from("change_history").select("id").limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);

    const anon = await anonClient().from("change_history").select("id").limit(1);
    expect(anon.data ?? []).toEqual([]);
    expect(anon.error?.code).toBe("42501");

    const user = await createNonAdminUser();
    const asUser = await user.client.from("change_history").select("id").limit(1);
    expect(asUser.error).toBeNull();
    expect(asUser.data).toEqual([]);
    const actors = await user.client.rpc("change_history_actors");
    expect(actors.data ?? []).toEqual([]);
  });

  it("refuses an administrator's direct REST update, delete or insert of a history row", async () => {
    const { data: [row] } = await admin.from("change_history").select("*").order("id").limit(1).throwOnError();
    const upd = await admin.from("change_history").update({ actor_email: "palsu@example.com" }).eq("id", row.id).select();
    expect(upd.error?.code).toBe("42501");
    const del = await admin.from("change_history").delete().eq("id", row.id).select();
    expect(del.error?.code).toBe("42501");
    const ins = await admin.from("change_history").insert({ table_name: "programs", action: "DELETE" }).select();
    expect(ins.error?.code).toBe("42501");
    const svc = await serviceClient().from("change_history").delete().eq("id", row.id).select();
    expect(svc.error?.code).toBe("42501");
    const [again] = await sql<{ actor_email: string | null }>("select actor_email from public.change_history where id = $1", [row.id]);
    expect(again.actor_email).toBe(row.actor_email);
  });

  it("the trigger function and the clean-up list are not callable through the API", async () => {
    const trigger = await admin.rpc("record_change" as never);
    expect(trigger.error).not.toBeNull();
    const expired = await admin.rpc("expired_files");
    expect(expired.error?.code).toBe("42501");
  });

  it("lists the administrators that appear in the history", async () => {
    const { data, error } = await admin.rpc("change_history_actors");
    expect(error).toBeNull();
    expect(data).toContainEqual({ actor_id: adminId, actor_email: ADMIN_EMAIL });
  });
});

describe("restore", () => {
  it("brings a deleted program back with its syllabus and image; a second restore is refused and changes nothing", async () => {
    const { program, file } = await programWithSyllabus("Program Dipulihkan");
    await admin.from("programs").delete().eq("id", program.id).throwOnError();
    // the image is kept, withheld from public view (tests/integration/withheld-images.test.ts)
    await expectImagesIn("programs", [file.path], "withheld", { own: false });
    const entry = await lastDelete("programs", program.id);

    const { data, error } = await admin.rpc("restore_deleted", { p_history_id: entry.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ table: "programs", id: program.id, syllabus_items: 2 });

    const { data: back } = await anonClient()
      .from("programs")
      .select("*, syllabus_items(title, item_order, duration_jp, kode_unit)")
      .eq("id", program.id)
      .order("item_order", { referencedTable: "syllabus_items" })
      .single()
      .throwOnError();
    expect(back).toMatchObject({ name: "Program Dipulihkan", image_url: file.url, file_path: file.path, created_at: program.created_at });
    expect(back.syllabus_items).toEqual([
      { title: "Materi satu", item_order: 1, duration_jp: 10, kode_unit: "J.1" },
      { title: "Materi dua", item_order: 2, duration_jp: 20, kode_unit: "J.2" },
    ]);

    // the restore itself is in the history, by the administrator, marked as a restore
    const inserts = (await history("programs", program.id)).filter((h) => h.action === "INSERT");
    expect(inserts[inserts.length - 1]).toMatchObject({ restored_from: entry.id, actor_email: ADMIN_EMAIL });

    const before = await sql<{ n: number }>("select count(*)::int as n from public.change_history");
    const twice = await admin.rpc("restore_deleted", { p_history_id: entry.id });
    expect(twice.error?.message).toBe("Data ini sudah dipulihkan sebelumnya. Tidak ada yang diubah.");
    const after = await sql<{ n: number }>("select count(*)::int as n from public.change_history");
    expect(after[0].n).toBe(before[0].n);
  });

  it("refuses to restore into an id that is taken, with a clear message, changing nothing", async () => {
    const { data: g } = await admin
      .from("gallery")
      .insert({ src: (await uploadTo("gallery")).url, filePath: "x.png", caption: "Foto lama", alt: "Foto" })
      .select()
      .single()
      .throwOnError();
    await admin.from("gallery").delete().eq("id", g.id).throwOnError();
    const entry = await lastDelete("gallery", g.id);
    // someone else now uses that id
    await serviceClient()
      .from("gallery")
      .insert({ id: g.id, src: g.src, filePath: "y.png", caption: "Foto baru", alt: "Foto" })
      .throwOnError();
    const { error } = await admin.rpc("restore_deleted", { p_history_id: entry.id });
    expect(error?.message).toBe(`Data tidak dapat dipulihkan: ID ${g.id} pada tabel foto galeri sudah dipakai oleh data lain. Tidak ada yang diubah.`);
    const { data: still } = await admin.from("gallery").select("caption").eq("id", g.id).single().throwOnError();
    expect(still.caption).toBe("Foto baru");
    await serviceClient().from("gallery").delete().eq("id", g.id).throwOnError();
  });

  it("restores a schedule, an instructor, a facility and a hero banner as they were", async () => {
    const { data: s } = await admin
      .from("schedules")
      .insert({ program: "Jaringan", programCategory: "PBL", instructorName: ["A", "B"], batch: "Batch 9", startDate: "2026-02-01", endDate: "2026-02-20", status: "Ditutup" })
      .select()
      .single()
      .throwOnError();
    const facilityFile = await uploadTo("facilities");
    const { data: f } = await admin
      .from("facilities")
      .insert({ name: "Lab Pulih", description: "d", image_url: facilityFile.url, file_path: facilityFile.path })
      .select()
      .single()
      .throwOnError();
    const bannerFile = await uploadTo("hero_banners");
    const { data: b } = await admin
      .from("hero_banners")
      .insert({ title: "Banner Pulih", image_url: bannerFile.url, file_path: bannerFile.path, start_date: "2026-01-01", end_date: "2026-12-31" })
      .select()
      .single()
      .throwOnError();
    const { data: i } = await admin.from("instructors").insert({ name: "Instruktur Pulih", title: "Guru" }).select().single().throwOnError();

    for (const [table, row] of [["schedules", s], ["facilities", f], ["hero_banners", b], ["instructors", i]] as const) {
      await admin.from(table).delete().eq("id", row.id).throwOnError();
      const entry = await lastDelete(table, row.id);
      const { error } = await admin.rpc("restore_deleted", { p_history_id: entry.id });
      expect(error, table).toBeNull();
      const { data: back } = await admin.from(table).select("*").eq("id", row.id).single().throwOnError();
      expect(back, table).toEqual(row);
    }
  });

  it("restores a facility whose creator's account was removed since, without the creator", async () => {
    const creator = await createNonAdminUser();
    const file = await uploadTo("facilities");
    const { data: f } = await serviceClient()
      .from("facilities")
      .insert({ name: "Lab Pembuat Hilang", description: "d", image_url: file.url, file_path: file.path, user_id: creator.id })
      .select()
      .single()
      .throwOnError();
    await admin.from("facilities").delete().eq("id", f.id).throwOnError();
    const { error: removeUser } = await serviceClient().auth.admin.deleteUser(creator.id);
    expect(removeUser).toBeNull();
    const { error } = await admin.rpc("restore_deleted", { p_history_id: (await lastDelete("facilities", f.id)).id });
    expect(error).toBeNull();
    const { data: back } = await admin.from("facilities").select("*").eq("id", f.id).single().throwOnError();
    expect(back).toEqual({ ...f, user_id: null });
  });

  it("refuses what cannot be restored: a non-admin, an insert entry, a syllabus item alone, an unknown entry", async () => {
    const { data: i } = await admin.from("instructors").insert({ name: "Tidak Dipulihkan", title: "Guru" }).select().single().throwOnError();
    const [insertEntry] = await history("instructors", i.id);
    const notDelete = await admin.rpc("restore_deleted", { p_history_id: insertEntry.id });
    expect(notDelete.error?.message).toMatch(/^Entri ini tidak dapat dipulihkan/);

    await admin.from("instructors").delete().eq("id", i.id).throwOnError();
    const entry = await lastDelete("instructors", i.id);
    const user = await createNonAdminUser();
    const asUser = await user.client.rpc("restore_deleted", { p_history_id: entry.id });
    expect(asUser.error?.message).toBe("Hanya administrator yang dapat memulihkan data.");
    const asAnon = await anonClient().rpc("restore_deleted", { p_history_id: entry.id });
    expect(asAnon.error).not.toBeNull();
    expect((await admin.from("instructors").select("id").eq("id", i.id)).data).toEqual([]);

    const unknown = await admin.rpc("restore_deleted", { p_history_id: 987654321 });
    expect(unknown.error?.message).toBe("Entri riwayat 987654321 tidak ditemukan.");
    expect(unknown.status).toBe(404); // not a 500

    const { data: items } = await admin
      .from("change_history")
      .select("id")
      .eq("table_name", "syllabus_items")
      .eq("action", "DELETE")
      .limit(1)
      .throwOnError();
    const alone = await admin.rpc("restore_deleted", { p_history_id: items[0].id });
    expect(alone.error?.message).toMatch(/^Entri ini tidak dapat dipulihkan/);
  });
});

describe("retention clean-up of the files of deleted rows", () => {
  // A file wherever it is now: in its bucket, or withheld as `<bucket>/<name>`.
  const backdate = async (bucket: string, path: string, historyIds: number[], days: number) => {
    await sql(
      `update storage.objects set created_at = now() - make_interval(days => $3)
       where (bucket_id = $1 and name = $2) or (bucket_id = 'withheld-images' and name = $1 || '/' || $2)`,
      [bucket, path, days],
    );
    await sql(`update public.change_history set changed_at = now() - make_interval(days => $2) where id = any($1::bigint[])`, [historyIds, days]);
  };

  it("keeps the image of a row deleted 29 days ago, removes it after 30 days, never touches images in use; a restore after that is refused", async () => {
    const { url, serviceRoleKey } = testEnv();
    const { program: recent, file: recentFile } = await programWithSyllabus("Dihapus 29 hari lalu");
    const { program: old, file: oldFile } = await programWithSyllabus("Dihapus 31 hari lalu");
    const { program: live, file: liveFile } = await programWithSyllabus("Masih dipakai");
    await admin.from("programs").delete().in("id", [recent.id, old.id]).throwOnError();
    await expectImagesIn("programs", [recentFile.path, oldFile.path], "withheld");

    const ids = async (id: number) => (await history("programs", id)).map((h) => h.id);
    await backdate("programs", recentFile.path, await ids(recent.id), 29);
    await backdate("programs", oldFile.path, await ids(old.id), 31);
    await backdate("programs", liveFile.path, await ids(live.id), 400);

    const removed = await purgeExpiredFiles({ url, serviceRoleKey });
    expect(removed).toContainEqual({ bucket_id: "withheld-images", name: `programs/${oldFile.path}` });
    expect(removed.map((f) => f.name)).not.toContain(`programs/${recentFile.path}`);
    expect(removed.map((f) => f.name)).not.toContain(liveFile.path);
    expect(await imagePlace("programs", oldFile.path)).toBe("gone");
    expect(await imagePlace("programs", recentFile.path)).toBe("withheld");
    expect(await status(liveFile.url)).toBe(200);

    const restoreOld = await admin.rpc("restore_deleted", { p_history_id: (await lastDelete("programs", old.id)).id });
    expect(restoreOld.error?.message).toBe(
      "Data tidak dapat dipulihkan: file gambarnya sudah dihapus permanen (file data yang dihapus disimpan 30 hari). Tidak ada yang diubah.",
    );
    expect((await admin.from("programs").select("id").eq("id", old.id)).data).toEqual([]);
    const restoreRecent = await admin.rpc("restore_deleted", { p_history_id: (await lastDelete("programs", recent.id)).id });
    expect(restoreRecent.error).toBeNull();
    await expectImagesIn("programs", [recentFile.path], "public");
    expect(await status(recentFile.url)).toBe(200);

    // a second run finds nothing more to do
    expect(await purgeExpiredFiles({ url, serviceRoleKey })).toEqual([]);
  });

  it("keeps the WebP variants of a photo in use and removes them with their main file once it expires", async () => {
    const { url, serviceRoleKey } = testEnv();
    const stem = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const main = `${stem}.png`;
    const variants = [480, 960, 1600].map((w) => `${stem}.w${w}.webp`);
    for (const path of [main, ...variants]) {
      const { error } = await admin.storage.from("facilities").upload(path, pngFile());
      if (error) throw error;
    }
    const { data: facility } = await admin
      .from("facilities")
      .insert({ name: "Lab Foto", description: "Deskripsi", image_url: `${url}/storage/v1/object/public/facilities/${main}`, file_path: main })
      .select()
      .single()
      .throwOnError();
    const backdateObjects = (days: number) =>
      sql(`update storage.objects set created_at = now() - make_interval(days => $2) where bucket_id = 'facilities' and name = any($1::text[])`, [
        [main, ...variants],
        days,
      ]);
    await backdateObjects(400);
    const inUse = await purgeExpiredFiles({ url, serviceRoleKey });
    for (const name of [main, ...variants]) expect(inUse).not.toContainEqual({ bucket_id: "facilities", name });

    await admin.from("facilities").delete().eq("id", facility.id).throwOnError();
    await expectImagesIn("facilities", [main, ...variants], "withheld");
    const ids = (await history("facilities", facility.id)).map((h) => h.id);
    await sql(`update public.change_history set changed_at = now() - make_interval(days => 31) where id = any($1::bigint[])`, [ids]);
    const expired = await purgeExpiredFiles({ url, serviceRoleKey });
    for (const name of [main, ...variants]) expect(expired).toContainEqual({ bucket_id: "withheld-images", name: `facilities/${name}` });
  });
});
