/**
 * Attendance and completion in the database (migration 20261128000003_attendance.sql, docs/attendance.md): the role
 * `instruktur` and what it reads, training days, marking (idempotent, newest wins, all or nothing, refusals), the
 * class list and its percentage, the minimum and the assessment, and Peserta → Selesai through the rule from every
 * path, with its exceptions on the timeline. Every call as an attacker would make it: each identity, twice, with
 * another batch's ids, over GET too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminClient,
  anonClient,
  createInstructor,
  createMember,
  jwtPayload,
  serviceClient,
  sql,
  testEnv,
  type TestClient,
  type TestUser,
} from "../helpers/supabase";
import { enrolTotp, signInAgain } from "../helpers/two-factor";
import { insertApplication } from "../helpers/applications";

type Instructor = TestUser & { instructorId: number; name: string };

const DAY_MS = 86_400_000;
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
/** The weekdays from `from` to `to`, both included. */
function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!isWeekend(d)) out.push(d);
  return out;
}

let admin: TestClient;
let today: string;

beforeAll(async () => {
  admin = await adminClient();
  [{ today }] = await sql<{ today: string }>("select private.jakarta_today()::text as today");
});

/** A batch taught by `teacher` (three weeks back, two ahead) with participants at Peserta, and one at Baru. */
async function classOf(teacher: Instructor | null, names = ["Cut Meutia", "Teuku Umar"]) {
  const start = addDays(today, -21);
  const end = addDays(today, 14);
  const [s] = await sql<{ id: number }>(
    `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
     values ('Presensi Uji', 'PBK', $1, $2, $3, $4, 'Berlangsung') returning id`,
    [[teacher?.name ?? "Bukan Siapa-siapa"], `Batch ${Date.now()}${Math.random()}`, start, end],
  );
  const participants = [];
  for (const full_name of names) participants.push({ full_name, ...(await insertApplication(s.id, { full_name, status: "peserta" })) });
  const applicant = await insertApplication(s.id, { full_name: "Masih Pendaftar", status: "diterima" });
  return { id: s.id, start, end, participants, applicant, pastDays: weekdays(start, today) };
}

const mark = (registration_id: number, day: string, status: string, marked_at = new Date().toISOString()) => ({ registration_id, day, status, marked_at });

const stored = (registrationId: number) =>
  sql<{ day: string; status: string }>("select day::text, status from public.attendance where registration_id = $1 order by day", [registrationId]);

/** A raw request to PostgREST's rpc endpoint with a client's token. */
async function rawRpc(client: TestClient, fn: string, method: "GET" | "POST", args: Record<string, unknown>) {
  const { url, anonKey } = testEnv();
  const token = (await client.auth.getSession()).data.session?.access_token ?? anonKey;
  const query = method === "GET" ? `?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]))}` : "";
  const res = await fetch(`${url}/rest/v1/rpc/${fn}${query}`, {
    method,
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: method === "POST" ? JSON.stringify(args) : undefined,
  });
  return { status: res.status, allow: res.headers.get("allow"), body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

describe("the role instruktur", () => {
  it("gets user_role instruktur in the token, but neither the content nor applicants' data", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const { data } = await teacher.client.auth.getSession();
    expect(jwtPayload(data.session!.access_token).user_role).toBe("instruktur");
    expect((await teacher.client.rpc("member_role")).data).toBe("instruktur");
    expect((await teacher.client.rpc("is_admin")).data).toBe(false);
    expect((await teacher.client.rpc("can_read_personal_data")).data).toBe(false);
    // no table of applicants, not even of its own batch
    for (const table of ["registrations", "registration_documents", "registration_events", "attendance", "assessments", "training_day_changes", "schedule_completion"] as const) {
      const res = await teacher.client.from(table).select("*");
      expect(res.error === null ? res.data : [], table).toEqual([]);
    }
    expect((await teacher.client.from("registrations").select("id, full_name").eq("schedule_id", c.id)).data ?? []).toEqual([]);
    // no public content either
    const write = await teacher.client.from("programs").insert({ name: "Dari Instruktur", category: "PBL", duration: "1 JP", description: "x" }).select("id");
    expect(write.error?.code).toBe("42501");
    expect((await teacher.client.from("instructors").update({ title: "Ubah" }).eq("id", teacher.instructorId).select("id")).data ?? []).toEqual([]);
    // the security settings, to be asked to enrol like every member
    expect((await teacher.client.from("security_settings").select("require_two_factor")).data).toHaveLength(1);
  });

  it("exactly instruktur members name an instructor, one account per instructor; a deactivated instructor loses the class at once", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    await expect(sql("update public.admin_members set instructor_id = null where user_id = $1", [teacher.id])).rejects.toThrow(/admin_members_instructor_check/);
    await expect(sql("update public.admin_members set role = 'admin' where user_id = $1", [teacher.id])).rejects.toThrow(/admin_members_instructor_check/);
    const other = await createMember("operator");
    await expect(sql("update public.admin_members set role = 'instruktur', instructor_id = $2 where user_id = $1", [other.id, teacher.instructorId])).rejects.toThrow(
      /admin_members_instructor_key/,
    );
    expect((await teacher.client.rpc("class_list", { p_schedule_id: c.id })).error).toBeNull();
    await sql("update public.admin_members set active = false where user_id = $1", [teacher.id]);
    expect((await teacher.client.rpc("class_list", { p_schedule_id: c.id })).error).toMatchObject({ code: "42501" });
  });

  it("a renamed instructor is renamed in its schedules and keeps its class; its name stays its own; it is not deleted while linked", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const [both] = await sql<{ id: number }>(
      `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
       values ('Presensi Uji', 'PBK', $1, '2', current_date, current_date, 'Berlangsung') returning id`,
      [["Rekan Mengajar", teacher.name]],
    );
    const renamed = `${teacher.name} S.Kom`;
    const res = await admin.from("instructors").update({ name: renamed }).eq("id", teacher.instructorId).select("name");
    expect(res).toMatchObject({ error: null, data: [{ name: renamed }] });
    const names = await sql<{ id: number; instructorName: string[] }>(`select id, "instructorName" from public.schedules where id = any ($1) order by id`, [[c.id, both.id]]);
    expect(names).toEqual([
      { id: c.id, instructorName: [renamed] },
      { id: both.id, instructorName: ["Rekan Mengajar", renamed] },
    ]);
    expect((await teacher.client.rpc("class_list", { p_schedule_id: c.id })).error).toBeNull();

    // another instructor may not take the linked one's name, nor the linked one another's
    const clash = await admin.from("instructors").insert({ name: renamed, title: "Instruktur" }).select("id");
    expect(clash.error).toMatchObject({ code: "PT409", message: `Nama instruktur ${renamed} sudah dipakai instruktur lain yang terhubung dengan akun tim.` });
    const deleted = await admin.from("instructors").delete().eq("id", teacher.instructorId).select("id");
    expect(deleted.error).toMatchObject({ code: "PT409", message: `Instruktur ${renamed} terhubung dengan akun anggota tim dan tidak dapat dihapus.` });
    expect(await sql("select 1 from public.instructors where id = $1", [teacher.instructorId])).toHaveLength(1);
  });

  it("the team's functions list, change and validate the instructor of an instruktur member", async () => {
    const member = await createMember("operator");
    const [ins] = await sql<{ id: number; name: string }>("insert into public.instructors (name, title) values ($1, 'Instruktur') returning id, name", [`Tim Uji ${Date.now()}`]);
    const update = (args: Record<string, unknown>) => admin.rpc("update_team_member", { p_user_id: member.id, ...args });
    expect((await update({ p_role: "instruktur" })).error).toMatchObject({ code: "22023", message: "Pilih instruktur untuk peran Instruktur." });
    expect((await update({ p_role: "admin", p_instructor_id: ins.id })).error).toMatchObject({ message: "Instruktur hanya dipilih untuk peran Instruktur." });
    expect((await update({ p_role: "pengajar" })).error).toMatchObject({ message: "Peran tidak dikenal. Pilih Super Admin, Admin, Operator, atau Instruktur." });
    expect((await update({ p_role: "instruktur", p_instructor_id: 987654321 })).error).toMatchObject({ code: "PT404", message: "Instruktur tidak ditemukan. Muat ulang halaman." });
    const ok = await update({ p_role: "instruktur", p_instructor_id: ins.id });
    expect(ok.data).toMatchObject({ user_id: member.id, role: "instruktur", instructor_id: ins.id, instructor_name: ins.name });
    const taken = await createMember("operator");
    const again = await admin.rpc("update_team_member", { p_user_id: taken.id, p_role: "instruktur", p_instructor_id: ins.id });
    expect(again.error).toMatchObject({ code: "PT409", message: "Instruktur ini sudah terhubung dengan akun anggota tim lain." });
    const listed = (await admin.rpc("team_members")).data!.find((m) => m.user_id === member.id);
    expect(listed).toMatchObject({ role: "instruktur", instructor_id: ins.id, instructor_name: ins.name });
    const [event] = await sql<{ details: object }>("select details from public.security_events where subject_id = $1 and kind = 'role_changed' order by id desc limit 1", [member.id]);
    expect(event.details).toEqual({ from: "operator", to: "instruktur", instructor_to: ins.id });
    // the token says so at the next sign-in
    const client = await signInAgain(member);
    expect(jwtPayload((await client.auth.getSession()).data.session!.access_token).user_role).toBe("instruktur");
    // back to operator: the link goes with the role
    expect((await update({ p_role: "operator" })).data).toMatchObject({ role: "operator", instructor_id: null, instructor_name: null });
  });
});

describe("training days", () => {
  it("are the weekdays of the period; an admin takes a weekday off (with a reason) or a weekend day on", async () => {
    const c = await classOf(await createInstructor());
    const days = async () => (await admin.rpc("schedule_days", { p_schedule_id: c.id })).data!;
    const all = await days();
    expect(all.map((d) => d.day)).toEqual(Array.from({ length: 36 }, (_, i) => addDays(c.start, i)));
    expect(all.filter((d) => d.is_training_day).map((d) => d.day)).toEqual(weekdays(c.start, c.end));
    const weekday = c.pastDays[2];
    const saturday = all.find((d) => d.is_weekend && d.day < today)!.day;

    expect((await admin.rpc("set_training_day", { p_schedule_id: c.id, p_day: weekday, p_is_training_day: false, p_reason: "  Libur nasional  " })).data).toEqual({
      day: weekday,
      is_training_day: false,
      reason: "Libur nasional",
    });
    await admin.rpc("set_training_day", { p_schedule_id: c.id, p_day: saturday, p_is_training_day: true }).throwOnError();
    const changed = await days();
    expect(changed.find((d) => d.day === weekday)).toMatchObject({ is_training_day: false, reason: "Libur nasional" });
    expect(changed.find((d) => d.day === saturday)).toMatchObject({ is_training_day: true, is_weekend: true });
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from private.training_days($1)", [c.id]);
    expect(n).toBe(weekdays(c.start, c.end).length);

    // the default again leaves no row behind; twice is the same
    for (let i = 0; i < 2; i++) await admin.rpc("set_training_day", { p_schedule_id: c.id, p_day: weekday, p_is_training_day: true }).throwOnError();
    expect(await sql("select day::text from public.training_day_changes where schedule_id = $1", [c.id])).toEqual([{ day: saturday }]);
  });

  it("refuses a day outside the period, a day with attendance, and anyone but admins", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const out = await admin.rpc("set_training_day", { p_schedule_id: c.id, p_day: addDays(c.end, 1), p_is_training_day: true });
    expect(out.error).toMatchObject({ code: "22023" });
    expect(out.error?.message).toMatch(/^Tanggal \d+ \w+ \d{4} di luar periode pelatihan/);
    const day = c.pastDays[0];
    await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: [mark(c.participants[0].id, day, "hadir")] }).throwOnError();
    const off = await admin.rpc("set_training_day", { p_schedule_id: c.id, p_day: day, p_is_training_day: false });
    expect(off.error).toMatchObject({ code: "PT409" });
    expect(off.error?.message).toMatch(/sudah diisi; hari itu tidak dapat dijadikan hari libur\.$/);
    expect((await teacher.client.rpc("set_training_day", { p_schedule_id: c.id, p_day: c.pastDays[1], p_is_training_day: false })).error).toMatchObject({ code: "42501" });
    expect((await admin.rpc("set_training_day", { p_schedule_id: 987654321, p_day: today, p_is_training_day: false })).error).toMatchObject({ code: "PT404" });
    expect(await sql("select 1 from public.training_day_changes where schedule_id = $1", [c.id])).toEqual([]);
  });
});

describe("mark_attendance", () => {
  it("the instructor marks a day; the same marks again change nothing; an older mark never overwrites a newer one", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const [a, b] = c.participants;
    const day = c.pastDays.at(-2)!;
    const early = "2026-01-01T08:00:00.000Z";
    const marks = [mark(a.id, day, "hadir", early), mark(b.id, day, "sakit", early)];
    const first = await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: marks });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ saved: 2, kept: 0 });
    // the phone's queue retries the same marks: nothing changes
    const retry = await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: marks });
    expect(retry.data).toMatchObject({ saved: 0, kept: 2, marks: [{ registration_id: a.id, status: "hadir" }, { registration_id: b.id, status: "sakit" }] });
    // a newer mark wins, then an older one that arrives late loses
    await admin.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: [mark(a.id, day, "izin", "2026-01-01T09:00:00.000Z")] }).throwOnError();
    const late = await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: [mark(a.id, day, "alpa", "2026-01-01T08:30:00.000Z")] });
    expect(late.data).toMatchObject({ saved: 0, kept: 1, marks: [{ registration_id: a.id, day, status: "izin" }] });
    // within one call the newest of a participant's day wins, whatever the order
    await teacher.client
      .rpc("mark_attendance", { p_schedule_id: c.id, p_marks: [mark(b.id, day, "hadir", "2026-01-02T10:00:00Z"), mark(b.id, day, "alpa", "2026-01-02T09:00:00Z")] })
      .throwOnError();
    expect(await stored(a.id)).toEqual([{ day, status: "izin" }]);
    expect(await stored(b.id)).toEqual([{ day, status: "hadir" }]);
    const [who] = await sql<{ marked_by: string }>("select marked_by from public.attendance where registration_id = $1", [b.id]);
    expect(who.marked_by).toBe(teacher.id);
  });

  it("a device clock ahead of the server does not make its mark win later", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const [a] = c.participants;
    const day = c.pastDays.at(-1)!;
    await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: [mark(a.id, day, "alpa", "2099-01-01T00:00:00Z")] }).throwOnError();
    const [row] = await sql<{ future: boolean }>("select marked_at > now() as future from public.attendance where registration_id = $1", [a.id]);
    expect(row.future).toBe(false);
    await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: [mark(a.id, day, "hadir")] }).throwOnError();
    expect(await stored(a.id)).toEqual([{ day, status: "hadir" }]);
  });

  it("refuses, all or nothing and in Indonesian: non-training days, days to come, non-participants, malformed marks", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const other = await classOf(await createInstructor());
    const [a] = c.participants;
    const good = mark(a.id, c.pastDays[0], "hadir");
    const weekend = addDays(c.start, [...Array(7).keys()].find((i) => isWeekend(addDays(c.start, i)))!);
    const future = weekdays(addDays(today, 1), c.end)[0];
    const cases: [string, unknown, string, RegExp][] = [
      ["a weekend day", [good, mark(a.id, weekend, "hadir")], "PT409", /^Bukan hari pelatihan: \d+ \w+ \d{4}\. Tidak ada yang disimpan\.$/],
      ["a day before the period", [good, mark(a.id, addDays(c.start, -3), "hadir")], "PT409", /^Bukan hari pelatihan/],
      ["a day to come", [good, mark(a.id, future, "hadir")], "PT409", /^Presensi belum dapat diisi untuk hari yang belum tiba: /],
      ["an applicant not yet a participant", [good, mark(c.applicant.id, c.pastDays[0], "hadir")], "PT409", new RegExp(`^Bukan peserta jadwal ini: pendaftaran ${c.applicant.id}\\.`)],
      ["another batch's participant", [good, mark(other.participants[0].id, c.pastDays[0], "hadir")], "PT409", new RegExp(`^Bukan peserta jadwal ini: pendaftaran ${other.participants[0].id}\\.`)],
      ["an unknown registration", [good, mark(987654321, c.pastDays[0], "hadir")], "PT409", /^Bukan peserta jadwal ini: pendaftaran 987654321\./],
      ["an unknown status", [good, mark(a.id, c.pastDays[0], "terlambat")], "22023", /^Tanda presensi ke-2 tidak valid\. Tidak ada yang disimpan\.$/],
      ["an impossible date", [mark(a.id, "2026-02-30", "hadir")], "22023", /^Tanda presensi ke-1 tidak valid/],
      ["a time that is not one", [{ ...good, marked_at: "kemarin" }], "22023", /^Tanda presensi ke-1 tidak valid/],
      ["an id as text", [{ ...good, registration_id: String(a.id) }], "22023", /^Tanda presensi ke-1 tidak valid/],
      ["an empty list", [], "22023", /^Kirim minimal satu tanda presensi\.$/],
      ["no list", { registration_id: a.id }, "22023", /^Kirim minimal satu tanda presensi\.$/],
      ["too many", Array.from({ length: 1001 }, () => good), "22023", /^Paling banyak 1000 tanda presensi sekaligus\.$/],
    ];
    for (const [name, marks, code, message] of cases) {
      const res = await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: marks as never });
      expect(res.error?.code, name).toBe(code);
      expect(res.error?.message, name).toMatch(message);
    }
    expect(await stored(a.id)).toEqual([]);
    expect(await sql("select 1 from public.attendance a join public.registrations r on r.id = a.registration_id where r.schedule_id = $1", [other.id])).toEqual([]);
  });

  it("who may mark: admins, super admins and the batch's instructor at aal2 where due; twice, and over GET", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher);
    const stranger = await createInstructor();
    await classOf(stranger);
    const operator = await createMember("operator");
    const withFactor = await createInstructor();
    const own = await classOf(withFactor);
    await enrolTotp(withFactor.client);
    const aal1 = await signInAgain(withFactor);
    const [a] = c.participants;
    const body = { p_schedule_id: c.id, p_marks: [mark(a.id, c.pastDays[0], "hadir")] };
    for (let i = 0; i < 2; i++) {
      expect((await stranger.client.rpc("mark_attendance", body)).error).toMatchObject({
        code: "42501",
        message: "Hanya admin, super admin, dan instruktur jadwal ini yang dapat membuka presensi dan penilaiannya.",
      });
      expect((await operator.client.rpc("mark_attendance", body)).error).toMatchObject({ code: "42501" });
      expect((await anonClient().rpc("mark_attendance", body)).error).not.toBeNull();
      // another batch's participant through one's own batch
      expect((await stranger.client.rpc("mark_attendance", { ...body, p_schedule_id: own.id })).error).toMatchObject({ code: "42501" });
    }
    const ownBody = { p_schedule_id: own.id, p_marks: [mark(own.participants[0].id, own.pastDays[0], "hadir")] };
    expect((await aal1.rpc("mark_attendance", ownBody)).error).toMatchObject({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu." });
    expect(await stored(a.id)).toEqual([]);
    expect(await stored(own.participants[0].id)).toEqual([]);
    expect((await withFactor.client.rpc("mark_attendance", ownBody)).error).toBeNull();

    // over GET: refused before anything (405, Allow: POST), for the batch's own instructor too
    for (const client of [teacher.client, admin, stranger.client]) {
      const got = await rawRpc(client, "mark_attendance", "GET", body);
      expect([got.status, got.allow, got.body?.code]).toEqual([405, "POST", "PT405"]);
    }
    expect(await stored(a.id)).toEqual([]);
    const post = await rawRpc(teacher.client, "mark_attendance", "POST", body);
    expect(post.status).toBe(200);
    expect(await stored(a.id)).toEqual([{ day: c.pastDays[0], status: "hadir" }]);
  });
});

describe("class_list", () => {
  it("gives the instructor only ids, names and attendance, with the running percentage (Hadir ÷ training days up to today)", async () => {
    const teacher = await createInstructor();
    const c = await classOf(teacher, ["Zainal Abidin", "Ayu Lestari"]);
    await sql("update public.registrations set email = 'ayu@example.com' where id = $1", [c.participants[1].id]);
    const [z, ayu] = c.participants;
    const so_far = c.pastDays.length;
    await teacher.client
      .rpc("mark_attendance", {
        p_schedule_id: c.id,
        p_marks: [mark(ayu.id, c.pastDays[0], "hadir"), mark(ayu.id, c.pastDays[1], "hadir"), mark(ayu.id, c.pastDays[2], "izin"), mark(z.id, c.pastDays[0], "sakit")],
      })
      .throwOnError();
    const { data, error } = await teacher.client.rpc("class_list", { p_schedule_id: c.id });
    expect(error).toBeNull();
    const list = data as {
      schedule: Record<string, unknown>;
      today: string;
      training_days: string[];
      days_so_far: number;
      participants: Record<string, unknown>[];
    };
    expect(list.today).toBe(today);
    expect(list.training_days).toEqual(weekdays(c.start, c.end));
    expect(list.days_so_far).toBe(so_far);
    expect(list.schedule).toMatchObject({ id: c.id, program: "Presensi Uji", start_date: c.start, end_date: c.end });
    // Peserta and Selesai only (not the applicant at Baru), by name; nothing but these five keys
    expect(list.participants.map((p) => p.full_name)).toEqual(["Ayu Lestari", "Zainal Abidin"]);
    for (const p of list.participants) expect(Object.keys(p).sort()).toEqual(["attendance", "full_name", "percentage", "present", "registration_id"]);
    expect(list.participants[0]).toMatchObject({
      registration_id: ayu.id,
      present: 2,
      percentage: Math.round((2 * 1000) / so_far) / 10,
      attendance: { [c.pastDays[0]]: { status: "hadir" }, [c.pastDays[2]]: { status: "izin" } },
    });
    expect(list.participants[1]).toMatchObject({ present: 0, percentage: 0, attendance: { [c.pastDays[0]]: { status: "sakit" } } });
    // nothing personal beyond the name, anywhere in the answer
    const [row] = await sql<Record<string, string>>("select code, nik, birth_date::text, whatsapp, address, email from public.registrations where id = $1", [ayu.id]);
    const text = JSON.stringify(data);
    for (const [column, value] of Object.entries(row)) expect(text.includes(value), column).toBe(false);

    // admins see the same; others nothing, twice
    expect((await admin.rpc("class_list", { p_schedule_id: c.id })).data).toEqual(data);
    const stranger = await createInstructor();
    const operator = await createMember("operator");
    for (let i = 0; i < 2; i++) {
      for (const client of [stranger.client, operator.client]) {
        expect((await client.rpc("class_list", { p_schedule_id: c.id })).error).toMatchObject({ code: "42501" });
        expect((await client.rpc("completion_overview", { p_schedule_id: c.id })).error).toMatchObject({ code: "42501" });
        expect((await client.rpc("schedule_days", { p_schedule_id: c.id })).error).toMatchObject({ code: "42501" });
      }
      expect((await anonClient().rpc("class_list", { p_schedule_id: c.id })).error).not.toBeNull();
    }
    // an unknown batch: the same refusal as another's for an instructor, 404 for an admin
    expect((await teacher.client.rpc("class_list", { p_schedule_id: 987654321 })).error).toMatchObject({ code: "42501" });
    expect((await admin.rpc("class_list", { p_schedule_id: 987654321 })).error).toMatchObject({ code: "PT404", message: "Jadwal tidak ditemukan. Muat ulang halaman." });
    // a read: over GET too, for its instructor
    const got = await rawRpc(teacher.client, "class_list", "GET", { p_schedule_id: c.id });
    expect(got.status).toBe(200);
  });

  it("class_schedules: an instructor's own batches; admins every batch with participants", async () => {
    const teacher = await createInstructor();
    const mine = await classOf(teacher);
    const theirs = await classOf(await createInstructor());
    const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);
    const own = await teacher.client.rpc("class_schedules");
    expect(ids(own.data)).toEqual([mine.id]);
    expect(own.data![0]).toMatchObject({ participants: 2, start_date: mine.start, end_date: mine.end });
    expect(ids((await admin.rpc("class_schedules")).data)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await (await createMember("operator")).client.rpc("class_schedules")).error).toMatchObject({ code: "42501" });
  });
});

describe("completion", () => {
  async function completable() {
    const teacher = await createInstructor();
    const c = await classOf(teacher, ["Rajin Hadir", "Jarang Hadir", "Belum Dinilai"]);
    // every past training day: the first all present, the second present on one day only, the third all present
    const marks = c.pastDays.flatMap((day, i) => [
      mark(c.participants[0].id, day, "hadir"),
      mark(c.participants[1].id, day, i === 0 ? "hadir" : "alpa"),
      mark(c.participants[2].id, day, "hadir"),
    ]);
    await teacher.client.rpc("mark_attendance", { p_schedule_id: c.id, p_marks: marks }).throwOnError();
    // the period ends today: every training day is past
    await sql(`update public.schedules set "endDate" = $2 where id = $1`, [c.id, today]);
    return { teacher, c };
  }

  it("the instructor sets the minimum and the assessments; refusals in Indonesian; recorded on the timeline", async () => {
    const { teacher, c } = await completable();
    const [rajin, jarang] = c.participants;
    expect((await teacher.client.rpc("set_min_attendance", { p_schedule_id: c.id, p_min_attendance: 80 })).data).toBe(80);
    for (const bad of [-1, 100.5]) {
      expect((await teacher.client.rpc("set_min_attendance", { p_schedule_id: c.id, p_min_attendance: bad })).error).toMatchObject({
        code: "22023",
        message: "Kehadiran minimum antara 0 dan 100 persen.",
      });
    }
    const assess = (client: TestClient, id: number, result: string, score?: number, note?: string) =>
      client.rpc("set_assessment", { p_registration_id: id, p_result: result, p_score: score, p_note: note });
    expect((await assess(teacher.client, rajin.id, "kompeten", 88.5, "  Rapi dan teliti.  ")).data).toMatchObject({ result: "kompeten", score: 88.5, note: "Rapi dan teliti." });
    // the same again is not a new entry on the timeline
    await assess(teacher.client, rajin.id, "kompeten", 88.5, "Rapi dan teliti.").throwOnError();
    expect((await assess(teacher.client, jarang.id, "lulus")).error).toMatchObject({ code: "22023", message: "Pilih hasil penilaian: Kompeten atau Belum Kompeten." });
    expect((await assess(teacher.client, jarang.id, "kompeten", 101)).error).toMatchObject({ message: "Nilai antara 0 dan 100." });
    expect((await assess(teacher.client, jarang.id, "kompeten", 50, "x".repeat(1001))).error).toMatchObject({ message: "Catatan paling banyak 1000 karakter." });
    expect((await assess(teacher.client, c.applicant.id, "kompeten")).error).toMatchObject({ code: "PT404", message: "Peserta tidak ditemukan pada jadwal ini. Muat ulang halaman." });
    expect((await assess(admin, 987654321, "kompeten")).error).toMatchObject({ code: "PT404" });
    const stranger = await createInstructor();
    expect((await assess(stranger.client, rajin.id, "belum_kompeten")).error).toMatchObject({ code: "42501" });
    expect((await assess(stranger.client, 987654321, "kompeten")).error).toMatchObject({ code: "42501" });
    expect((await stranger.client.rpc("set_min_attendance", { p_schedule_id: c.id, p_min_attendance: 0 })).error).toMatchObject({ code: "42501" });
    await assess(admin, jarang.id, "kompeten").throwOnError();
    const events = await sql<{ details: object }>("select details from public.registration_events where registration_id = $1 and kind = 'assessed' order by id", [rajin.id]);
    expect(events.map((e) => e.details)).toEqual([{ result: "kompeten", score: 88.5 }]);

    const overview = (await teacher.client.rpc("completion_overview", { p_schedule_id: c.id })).data as {
      min_attendance: number;
      training_days: number;
      participants: Record<string, unknown>[];
    };
    expect(overview.min_attendance).toBe(80);
    expect(overview.training_days).toBe(c.pastDays.length);
    expect(overview.participants.map((p) => [p.full_name, p.present, p.meets_rule, (p.assessment as { result: string } | null)?.result ?? null])).toEqual([
      ["Belum Dinilai", c.pastDays.length, false, null],
      ["Jarang Hadir", 1, false, "kompeten"],
      ["Rajin Hadir", c.pastDays.length, true, "kompeten"],
    ]);
  });

  it("Peserta → Selesai only through the rule, from every path; exceptions only when asked, and on the timeline", async () => {
    const { teacher, c } = await completable();
    const [rajin, jarang, belum] = c.participants;
    for (const p of [rajin, jarang]) await admin.rpc("set_assessment", { p_registration_id: p.id, p_result: "kompeten" }).throwOnError();
    const statuses = async () => (await sql<{ status: string }>("select status from public.registrations where id = any ($1) order by id", [[rajin.id, jarang.id, belum.id]])).map((r) => r.status);

    const refused = await admin.rpc("complete_participants", { p_ids: [rajin.id, jarang.id, belum.id] });
    expect(refused.error).toMatchObject({ code: "PT409" });
    const pct = (Math.round(1000 / c.pastDays.length) / 10).toFixed(1).replace(".", ",");
    expect(refused.error?.message).toBe(`Belum memenuhi syarat Selesai: Belum Dinilai (belum dinilai), Jarang Hadir (kehadiran ${pct} % dari minimum 75 %). Tidak ada yang diubah.`);
    expect(JSON.parse(refused.error!.details!).not_met.map((x: { registration_id: number }) => x.registration_id)).toEqual([belum.id, jarang.id]);
    expect(await statuses()).toEqual(["peserta", "peserta", "peserta"]);
    // the status change of the panel is the same rule, and so are SQL and the service role
    expect((await admin.rpc("set_registration_status", { p_ids: [jarang.id], p_status: "selesai", p_allow_over_quota: true })).error?.message).toMatch(/^Belum memenuhi syarat Selesai: Jarang Hadir/);
    await expect(sql("update public.registrations set status = 'selesai' where id = $1", [belum.id])).rejects.toThrow(/Belum memenuhi syarat Selesai: Belum Dinilai \(belum dinilai\)/);
    expect((await serviceClient().from("registrations").update({ status: "selesai" }).eq("id", jarang.id)).error).toMatchObject({ code: "PT409" });
    // the instructor does not complete
    expect((await teacher.client.rpc("complete_participants", { p_ids: [rajin.id] })).error).toMatchObject({ code: "42501" });
    expect(await statuses()).toEqual(["peserta", "peserta", "peserta"]);

    // one who meets it, through the panel's status change; twice is unchanged
    expect((await admin.rpc("set_registration_status", { p_ids: [rajin.id], p_status: "selesai" })).data).toEqual({ changed: 1, unchanged: 0, status: "selesai" });
    expect((await admin.rpc("complete_participants", { p_ids: [rajin.id] })).data).toEqual({ changed: 0, unchanged: 1, status: "selesai", exceptions: 0 });
    // the exceptions, asked for
    const forced = await admin.rpc("complete_participants", { p_ids: [jarang.id, belum.id], p_allow_exceptions: true, p_message: "Selamat." });
    expect(forced.data).toEqual({ changed: 2, unchanged: 0, status: "selesai", exceptions: 2 });
    expect(await statuses()).toEqual(["selesai", "selesai", "selesai"]);
    const timeline = await sql<{ registration_id: number; details: { completion: Record<string, unknown>; message?: string } }>(
      "select registration_id, details from public.registration_events where registration_id = any ($1) and to_status = 'selesai' order by registration_id",
      [[rajin.id, jarang.id, belum.id]],
    );
    expect(timeline.map((e) => [e.registration_id, e.details.completion.exception, e.details.completion.result, e.details.message ?? null])).toEqual([
      [rajin.id, false, "kompeten", null],
      [jarang.id, true, "kompeten", "Selamat."],
      [belum.id, true, null, "Selamat."],
    ]);
    expect(timeline[1].details.completion).toMatchObject({ present: 1, training_days: c.pastDays.length, minimum: 75 });
    // once Selesai, the assessment stays what it was decided on
    expect((await teacher.client.rpc("set_assessment", { p_registration_id: rajin.id, p_result: "belum_kompeten" })).error).toMatchObject({
      code: "PT409",
      message: "Peserta ini sudah Selesai; penilaiannya tidak dapat diubah.",
    });
    // Baru cannot be made Selesai, exception or not
    const baru = await admin.rpc("complete_participants", { p_ids: [c.applicant.id], p_allow_exceptions: true });
    expect(baru.error).toMatchObject({ code: "PT409", message: `Tidak dapat diubah menjadi Selesai: ${c.applicant.code} (Baru). Tidak ada yang diubah.` });
  });

  it("over GET every writing function is refused before it runs", async () => {
    const { teacher, c } = await completable();
    const calls: [string, Record<string, unknown>][] = [
      ["set_min_attendance", { p_schedule_id: c.id, p_min_attendance: 0 }],
      ["set_assessment", { p_registration_id: c.participants[0].id, p_result: "kompeten" }],
      ["complete_participants", { p_ids: `{${c.participants[0].id}}`, p_allow_exceptions: true }],
      ["set_training_day", { p_schedule_id: c.id, p_day: c.pastDays[0], p_is_training_day: false }],
    ];
    for (const [fn, args] of calls) {
      for (const client of [teacher.client, admin]) {
        const res = await rawRpc(client, fn, "GET", args);
        expect([fn, res.status, res.allow]).toEqual([fn, 405, "POST"]);
      }
    }
    expect(await sql("select 1 from public.schedule_completion where schedule_id = $1", [c.id])).toEqual([]);
    expect(await sql("select 1 from public.assessments where registration_id = $1", [c.participants[0].id])).toEqual([]);
  });
});
