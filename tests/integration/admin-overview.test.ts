/**
 * The overview that says what to do today (migration 20261127000011_admin_overview.sql; docs/selection.md,
 * "Overview: Perlu Tindakan and charts"): admin_overview() counts, with the days of Asia/Jakarta, every "Perlu
 * Tindakan" item and every chart series from seeded batches, applications, banners and announcements placed around
 * today (and on both sides of each edge: 3 days, 7 days, a Jakarta day that is another day in UTC). Team members get
 * the content part; only admins and super admins (at aal2 where due) get the applications part; anyone else nothing.
 * The database is shared with the other files, so each list is read for the rows this file wrote.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, createNonAdminUser, sql, type TestClient } from "../helpers/supabase";
import { enrolTotp, signInAgain } from "../helpers/two-factor";
import { insertApplication, insertBatch } from "../helpers/applications";
import type { AdminOverview, OverviewApplications } from "@/features/dashboard/api/overview";

/** Today in Asia/Jakarta as the database sees it, and the day `n` days from it ('yyyy-MM-dd'). */
let today: string;
const day = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** An instant on Jakarta day `n` at `hour`:00 WIB (UTC+7), as an ISO timestamp. */
const wib = (n: number, hour: number) => `${day(n)}T${String(hour).padStart(2, "0")}:00:00+07:00`;

const ids = { A: 0, B: 0, C: 0, D: 0, E: 0 };
const banners: Record<string, number> = {};
const announcements: Record<string, number> = {};
let admin: TestClient;

interface BatchDates {
  online: boolean;
  registration?: [number, number];
  start: number;
  end: number;
  quota: number | null;
}

async function batch(program: string, dates: BatchDates): Promise<number> {
  const { id } = await insertBatch({ program, quota: dates.quota });
  await sql(
    `update public.schedules set "startDate" = $2, "endDate" = $3, registration_start = $4, registration_end = $5, online_registration = $6
     where id = $1`,
    [id, day(dates.start), day(dates.end), dates.registration ? day(dates.registration[0]) : null, dates.registration ? day(dates.registration[1]) : null, dates.online],
  );
  return id;
}

/** An application submitted at `submitted` reaching `status` along the pipeline. */
async function application(scheduleId: number, status: string, submitted: string): Promise<number> {
  const { id } = await insertApplication(scheduleId, { status: status === "mengundurkan_diri" ? "diterima" : status });
  if (status === "mengundurkan_diri") await sql("update public.registrations set status = 'mengundurkan_diri' where id = $1", [id]);
  await sql("update public.registrations set submitted_at = $2 where id = $1", [id, submitted]);
  await sql("update public.registration_events set at = $2 where registration_id = $1 and kind = 'submitted'", [id, submitted]);
  return id;
}

/** Dates the application's status changes, oldest first (the timeline the overview reads "since when" from). */
async function changedAt(id: number, ...at: string[]) {
  const events = await sql<{ id: number }>("select id from public.registration_events where registration_id = $1 and kind = 'status_changed' order by id", [id]);
  expect(events).toHaveLength(at.length);
  for (const [i, e] of events.entries()) await sql("update public.registration_events set at = $2 where id = $1", [e.id, at[i]]);
}

beforeAll(async () => {
  admin = await adminClient();
  [{ today }] = await sql<{ today: string }>("select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as today");

  // A: open until the day after tomorrow, starts in 5 days, 1 of 3 seats taken
  ids.A = await batch("Ringkasan A", { online: true, registration: [-5, 2], start: 5, end: 30, quota: 3 });
  // B: closes in 3 days (the edge), starts in 8 (one past the edge), nobody applied yet
  ids.B = await batch("Ringkasan B", { online: true, registration: [-10, 3], start: 8, end: 20, quota: 2 });
  // C: closed yesterday, starts in 7 days (the edge) with its quota filled
  ids.C = await batch("Ringkasan C", { online: true, registration: [-20, -1], start: 7, end: 25, quota: 2 });
  // D: open for 3 weeks already (the chart shows 14 days), closes in 4 days (past the edge), starts then, nobody applied
  ids.D = await batch("Ringkasan D", { online: true, registration: [-20, 4], start: 4, end: 10, quota: 5 });
  // E: training over, one application never decided; not an online batch
  ids.E = await batch("Ringkasan E", { online: false, start: -30, end: -1, quota: null });

  // A's applications: two new, two waiting for a fix, one accepted, one withdrawn
  await application(ids.A, "diterima", wib(-2, 1)); // the day before yesterday in Jakarta (still 3 days ago in UTC)
  await application(ids.A, "diterima", wib(0, 9));
  const fixA = await application(ids.A, "perlu_perbaikan", wib(-5, 10));
  await changedAt(fixA, wib(-5, 11)); // 5 days: overdue
  const refixA = await application(ids.A, "perlu_perbaikan", wib(-4, 10));
  await sql("update public.registrations set status = 'diverifikasi' where id = $1", [refixA]);
  await sql("update public.registrations set status = 'perlu_perbaikan' where id = $1", [refixA]);
  // first asked 6 days ago, fixed, asked again 3 days ago at 02:00 WIB (4 days ago in UTC): not overdue yet
  await changedAt(refixA, wib(-6, 10), wib(-5, 10), wib(-3, 2));
  await application(ids.A, "lulus", wib(0, 8));
  await application(ids.A, "mengundurkan_diri", wib(-1, 12));

  // C's: quota filled, one on the reserve list, one waiting for a fix since 00:30 WIB 4 days ago (5 days ago in UTC)
  await application(ids.C, "lulus", wib(-15, 9));
  await application(ids.C, "peserta", wib(-14, 9));
  await application(ids.C, "cadangan", wib(-12, 9));
  const fixC = await application(ids.C, "perlu_perbaikan", wib(-10, 9));
  await changedAt(fixC, `${day(-4)}T00:30:00+07:00`);

  await application(ids.E, "diterima", wib(-40, 9));

  const banner = async (name: string, start: number, end: number) =>
    (banners[name] = (
      await sql<{ id: number }>(
        "insert into public.hero_banners (title, image_url, start_date, end_date) values ($1, 'http://127.0.0.1/b.png', $2, $3) returning id",
        [`Banner ${name} ${today}`, day(start), day(end)],
      )
    )[0].id);
  await banner("today", -5, 0);
  await banner("in3", 1, 3);
  await banner("in4", -2, 4);
  await banner("yesterday", -9, -1);

  const announcement = async (name: string, at: string) =>
    (announcements[name] = (
      await sql<{ id: number }>("insert into public.announcements (title, body, published_at) values ($1, 'Isi.', $2) returning id", [`Pengumuman ${name}`, at])
    )[0].id);
  await announcement("tomorrow", new Date(Date.now() + 86_400_000).toISOString());
  await announcement("hour ago", new Date(Date.now() - 3_600_000).toISOString());
  await announcement("in 10 days", new Date(Date.now() + 10 * 86_400_000).toISOString());
});

async function overview(client: TestClient): Promise<AdminOverview> {
  const { data, error } = await client.rpc("admin_overview");
  expect(error).toBeNull();
  return data as unknown as AdminOverview;
}

const mine = <T extends { schedule_id: number }>(rows: T[]) => rows.filter((r) => Object.values(ids).includes(r.schedule_id));
const name = (id: number) => Object.entries(ids).find(([, v]) => v === id)![0];
const batchOf = (id: number) => ({ schedule_id: id, program: `Ringkasan ${name(id)}`, batch: expect.any(String) });

/** The content part as this file wrote it. */
function content(answer: AdminOverview) {
  const bannerIds = Object.values(banners);
  const announcementIds = Object.values(announcements);
  return {
    banners: answer.content.banners_ending.filter((b) => bannerIds.includes(b.id)).map((b) => [b.id, b.end_date, b.days_left]),
    announcements: answer.content.announcements_scheduled.filter((a) => announcementIds.includes(a.id)).map((a) => a.id),
    closing: mine(answer.content.registration_closing),
  };
}

const EXPECTED_CONTENT = () => ({
  banners: [
    [banners.today, day(0), 0],
    [banners.in3, day(3), 3],
  ],
  announcements: [announcements.tomorrow, announcements["in 10 days"]],
  closing: [
    { ...batchOf(ids.A), registration_end: day(2), days_left: 2 },
    { ...batchOf(ids.B), registration_end: day(3), days_left: 3 },
  ],
});

const ZERO = { diterima: 0, diverifikasi: 0, perlu_perbaikan: 0, lulus: 0, cadangan: 0, tidak_lulus: 0, peserta: 0, selesai: 0, mengundurkan_diri: 0 };

describe("admin_overview: Perlu Tindakan", () => {
  let answer: AdminOverview;
  let apps: OverviewApplications;
  beforeAll(async () => {
    answer = await overview(admin);
    apps = answer.applications!;
  });

  it("says which day is today in Jakarta", () => {
    expect(answer.today).toBe(today);
  });

  it("banners ending today up to 3 days from today, scheduled announcements, registrations closing within 3 days", () => {
    expect(content(answer)).toEqual(EXPECTED_CONTENT());
  });

  it("new applications per batch, whatever the batch's dates", () => {
    expect(mine(apps.new_by_batch)).toEqual([
      { ...batchOf(ids.E), count: 1 },
      { ...batchOf(ids.A), count: 2 },
    ]);
  });

  it("applications waiting for a fix since a Jakarta day more than 3 days ago (the latest time they were asked)", () => {
    expect(mine(apps.fix_overdue)).toEqual([
      { ...batchOf(ids.A), count: 1, oldest_since: day(-5) },
      { ...batchOf(ids.C), count: 1, oldest_since: day(-4) },
    ]);
  });

  it("batches starting within 7 days that take registrations on the site with fewer accepted than their quota", () => {
    expect(mine(apps.starting_unfilled)).toEqual([
      { ...batchOf(ids.D), start_date: day(4), days_left: 4, quota: 5, accepted: 0 },
      { ...batchOf(ids.A), start_date: day(5), days_left: 5, quota: 3, accepted: 1 },
    ]);
  });
});

describe("admin_overview: the charts' series", () => {
  let apps: OverviewApplications;
  beforeAll(async () => {
    apps = (await overview(admin)).applications!;
  });

  it("applications per Jakarta day for each batch open today, from its first day or 14 days at most", () => {
    const series = Object.fromEntries(mine(apps.daily).map((s) => [name(s.schedule_id), s.days.map((d) => [d.day, d.count])]));
    expect(Object.keys(series)).toEqual(["D", "A", "B"]);
    expect(series.A).toEqual([
      [day(-5), 1],
      [day(-4), 1],
      [day(-3), 0],
      [day(-2), 1],
      [day(-1), 1],
      [day(0), 2],
    ]);
    expect(series.B).toEqual(Array.from({ length: 11 }, (_, i) => [day(i - 10), 0]));
    expect(series.D).toEqual(Array.from({ length: 14 }, (_, i) => [day(i - 13), 0]));
  });

  it("applications by status for each batch with applications whose training has not ended, every status counted", () => {
    expect(mine(apps.by_status)).toEqual([
      { ...batchOf(ids.A), total: 6, counts: { ...ZERO, diterima: 2, perlu_perbaikan: 2, lulus: 1, mengundurkan_diri: 1 } },
      { ...batchOf(ids.C), total: 4, counts: { ...ZERO, lulus: 1, peserta: 1, cadangan: 1, perlu_perbaikan: 1 } },
    ]);
  });

  it("accepted (Lulus Seleksi, Peserta, Selesai) against the quota for each current batch that has one", () => {
    expect(mine(apps.quota)).toEqual([
      { ...batchOf(ids.D), quota: 5, accepted: 0 },
      { ...batchOf(ids.A), quota: 3, accepted: 1 },
      { ...batchOf(ids.C), quota: 2, accepted: 2 },
      { ...batchOf(ids.B), quota: 2, accepted: 0 },
    ]);
  });
});

describe("admin_overview: who sees what", () => {
  it("admins and super admins get everything", async () => {
    for (const client of [(await createMember("admin")).client, (await createMember("super_admin")).client]) {
      const answer = await overview(client);
      expect(content(answer)).toEqual(EXPECTED_CONTENT());
      expect(mine(answer.applications!.new_by_batch).map((b) => b.count)).toEqual([1, 2]);
    }
  });

  it("operators get the content and nothing about applications", async () => {
    const operator = await createMember("operator");
    const answer = await overview(operator.client);
    expect(content(answer)).toEqual(EXPECTED_CONTENT());
    expect(answer.applications).toBeNull();
    expect(JSON.stringify(answer)).not.toContain("new_by_batch");
  });

  it("an admin with two-factor signed in with the password alone gets nothing about applications", async () => {
    const member = await createMember("admin");
    await enrolTotp(member.client);
    const aal1 = await signInAgain(member);
    const answer = await overview(aal1);
    expect(content(answer)).toEqual(EXPECTED_CONTENT());
    expect(answer.applications).toBeNull();
  });

  it("visitors, signed-in non-members and deactivated members are refused", async () => {
    const deactivated = await createMember("admin");
    await sql("update public.admin_members set active = false where user_id = $1", [deactivated.id]);
    for (const client of [anonClient(), (await createNonAdminUser()).client, deactivated.client]) {
      const { data, error } = await client.rpc("admin_overview");
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: "42501" });
    }
  });
});
