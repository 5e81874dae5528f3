/**
 * The full permission matrix of the row-level security and storage policies in
 * supabase/migrations, exercised through the real stack (supabase-js → gateway →
 * PostgREST / storage → PGlite):
 *
 *   anonymous visitor / signed-in NON-admin / administrator
 *     × every table (programs, syllabus_items, instructors, schedules, facilities, gallery,
 *       contact_info, profiles, hero_banners) × select / insert / update / delete
 *     × every bucket (programs, facilities, gallery, hero_banners, avatars) × upload / remove
 *
 * and, at the end, attendance and completion (issue 33) × anon / operator / the instructor of another batch and of
 * the batch / admin / super admin, each member at aal1 and aal2.
 *
 * Rules (issue 2 §3): visitors read what the public pages show; every write needs an
 * administrator (being signed in is not enough); profiles are private to their owner;
 * avatars live under the owner's own folder.
 * Refused writes are checked through the service role: the row/object must be unchanged.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminClient,
  anonClient,
  createInstructor,
  createMember,
  createNonAdminUser,
  pngFile,
  serviceClient,
  sql,
  userId,
  type TestClient,
  type TestUser,
} from "../helpers/supabase";
import { enrolTotp, signInAgain } from "../helpers/two-factor";
import { insertApplication } from "../helpers/applications";

type Who = "anon" | "user" | "admin";
const WHO: Who[] = ["anon", "user", "admin"];

const clients = {} as Record<Who, TestClient>;
const ids = {} as Record<Who, string | null>;
let service: TestClient;
const tag = `m${Date.now().toString(36)}`;
let counter = 0;
const marker = () => `${tag}-${++counter}`;

// Untyped access to the tables: the matrix builds rows generically.
type AnyClient = { from(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const db = (c: TestClient) => c as unknown as AnyClient;

const today = new Date().toISOString().slice(0, 10);
let programId: number;

beforeAll(async () => {
  service = serviceClient();
  clients.anon = anonClient();
  const u = await createNonAdminUser();
  clients.user = u.client;
  clients.admin = await adminClient();
  ids.anon = null;
  ids.user = u.id;
  ids.admin = await userId(clients.admin);
  const p = await service.from("programs").select("id").limit(1).single();
  programId = p.data!.id;
});

// ---------------------------------------------------------------------------
// Table definitions
// ---------------------------------------------------------------------------
interface TableCase {
  table: string;
  /** A valid new row (for insert, and created by the service role for update/delete). */
  row: () => Record<string, unknown>;
  /** Column changed by the update test. */
  column: string;
  /** What each identity may do. select: "all" rows, "none", "own" (profiles), "current" (banners). */
  can: Record<"select", Record<Who, "all" | "none" | "own" | "current">> & Record<"insert" | "update" | "delete", Record<Who, boolean>>;
}

const adminOnly = { anon: false, user: false, admin: true };
const publicRead = { anon: "all", user: "all", admin: "all" } as const;

const TABLES: TableCase[] = [
  {
    table: "programs",
    row: () => ({ name: marker(), category: "PBL", duration: "10 JP", description: "uji" }),
    column: "description",
    can: { select: publicRead, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
  {
    table: "syllabus_items",
    row: () => ({ program_id: programId, item_order: 1000 + ++counter, title: marker(), duration_jp: 2, kode_unit: "J.620100.001.01" }),
    column: "title",
    can: { select: publicRead, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
  {
    table: "instructors",
    row: () => ({ name: marker(), title: "Instruktur" }),
    column: "title",
    can: { select: { anon: "none", user: "none", admin: "all" }, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
  {
    table: "schedules",
    row: () => ({
      program: marker(),
      programCategory: "PBL",
      instructorName: ["Uji"],
      batch: "1",
      startDate: today,
      endDate: today,
      status: "Berlangsung",
    }),
    column: "batch",
    can: { select: publicRead, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
  {
    table: "facilities",
    row: () => ({ name: marker(), description: "uji", image_url: "http://127.0.0.1/x.png", file_path: "x.png" }),
    column: "description",
    can: { select: publicRead, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
  {
    table: "gallery",
    row: () => ({ src: "http://127.0.0.1/x.png", filePath: `${marker()}.png`, caption: marker(), alt: "uji" }),
    column: "caption",
    can: { select: publicRead, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
  {
    table: "hero_banners",
    row: () => ({ title: marker(), image_url: "http://127.0.0.1/b.png", file_path: "b.png", start_date: today, end_date: today }),
    column: "title",
    can: { select: { anon: "current", user: "current", admin: "all" }, insert: adminOnly, update: adminOnly, delete: adminOnly },
  },
];

async function refusedOrEmpty(res: { error: { code?: string } | null; data: unknown }): Promise<boolean> {
  if (res.error) return res.error.code === "42501";
  return Array.isArray(res.data) && res.data.length === 0;
}

// ---------------------------------------------------------------------------
// Generic tables
// ---------------------------------------------------------------------------
describe.each(TABLES)("table $table", (tc) => {
  it.each(WHO)("select as %s", async (who) => {
    const res = await db(clients[who]).from(tc.table).select("*");
    const all = await db(service).from(tc.table).select("*");
    expect(all.data.length).toBeGreaterThan(0);
    const expected = tc.can.select[who];
    if (expected === "all") {
      expect(res.error).toBeNull();
      expect(res.data.length).toBe(all.data.length);
    } else if (expected === "none") {
      expect(await refusedOrEmpty(res)).toBe(true);
    } else if (expected === "current") {
      expect(res.error).toBeNull();
      expect(res.data.length).toBeGreaterThan(0);
      expect(res.data.length).toBeLessThan(all.data.length);
      const now = Date.now();
      for (const b of res.data as { start_date: string; end_date: string }[]) {
        expect(new Date(b.start_date).getTime()).toBeLessThanOrEqual(now + 2 * 86400_000);
        expect(new Date(b.end_date).getTime()).toBeGreaterThanOrEqual(now - 2 * 86400_000);
      }
    }
  });

  it.each(WHO)("insert as %s", async (who) => {
    const row = tc.row();
    const res = await db(clients[who]).from(tc.table).insert(row).select("id");
    if (tc.can.insert[who]) {
      expect(res.error).toBeNull();
      expect(res.data).toHaveLength(1);
      await db(service).from(tc.table).delete().eq("id", res.data[0].id);
    } else {
      expect(res.error?.code).toBe("42501");
      expect(res.status).toBe(who === "anon" ? 401 : 403);
    }
  });

  it.each(WHO)("update as %s", async (who) => {
    const created = await db(service).from(tc.table).insert(tc.row()).select("*").single();
    expect(created.error).toBeNull();
    const id = created.data.id;
    const value = tc.column === "duration_jp" ? 7 : marker();
    const res = await db(clients[who]).from(tc.table).update({ [tc.column]: value }).eq("id", id).select("id");
    const after = await db(service).from(tc.table).select("*").eq("id", id).single();
    if (tc.can.update[who]) {
      expect(res.error).toBeNull();
      expect(after.data[tc.column]).toBe(value);
    } else {
      expect(await refusedOrEmpty(res)).toBe(true);
      expect(after.data[tc.column]).toEqual(created.data[tc.column]);
    }
    await db(service).from(tc.table).delete().eq("id", id);
  });

  it.each(WHO)("delete as %s", async (who) => {
    const created = await db(service).from(tc.table).insert(tc.row()).select("id").single();
    const id = created.data.id;
    const res = await db(clients[who]).from(tc.table).delete().eq("id", id).select("id");
    const after = await db(service).from(tc.table).select("id").eq("id", id);
    if (tc.can.delete[who]) {
      expect(res.error).toBeNull();
      expect(after.data).toHaveLength(0);
    } else {
      expect(await refusedOrEmpty(res)).toBe(true);
      expect(after.data).toHaveLength(1);
      await db(service).from(tc.table).delete().eq("id", id);
    }
  });
});

// ---------------------------------------------------------------------------
// The certificate register (docs/certificates.md): admins read it and its settings and edit the settings; the
// functions write it; everyone reads the public keys; the bookkeeping tables are closed. (Operators and the
// aal1/aal2 cells: npm run verify:postgres.)
// ---------------------------------------------------------------------------
describe("the certificate register", () => {
  it.each(WHO)("as %s", async (who) => {
    const c = db(clients[who]);
    const isAdmin = who === "admin";
    const refusedInsert = (res: { error: { code?: string } | null; status: number }) => {
      expect(res.error?.code).toBe("42501");
      expect(res.status).toBe(who === "anon" ? 401 : 403);
    };

    const register = await c.from("certificates").select("id");
    if (isAdmin) expect(register.error).toBeNull();
    else expect(await refusedOrEmpty(register)).toBe(true);
    refusedInsert(await c.from("certificates").insert({ number: marker() }).select("id"));
    expect(await refusedOrEmpty(await c.from("certificates").update({ full_name: marker() }).gte("id", 0).select("id"))).toBe(true);
    expect(await refusedOrEmpty(await c.from("certificates").delete().gte("id", 0).select("id"))).toBe(true);

    const settings = await c.from("certificate_settings").select("issue_place");
    const place = (await db(service).from("certificate_settings").select("issue_place").single()).data.issue_place as string;
    if (isAdmin) expect(settings.data).toEqual([{ issue_place: place }]);
    else expect(await refusedOrEmpty(settings)).toBe(true);
    const edit = await c.from("certificate_settings").update({ issue_place: place }).eq("id", 1).select("id");
    if (isAdmin) expect(edit.data).toEqual([{ id: 1 }]);
    else expect(await refusedOrEmpty(edit)).toBe(true);
    refusedInsert(await c.from("certificate_settings").insert({ id: 2 }).select("id"));
    expect(await refusedOrEmpty(await c.from("certificate_settings").delete().eq("id", 1).select("id"))).toBe(true);

    expect((await c.from("certificate_keys").select("kid")).error).toBeNull();
    refusedInsert(await c.from("certificate_keys").insert({ kid: marker(), jwk: {} }).select("kid"));
    expect(await refusedOrEmpty(await c.from("certificate_keys").delete().neq("kid", "").select("kid"))).toBe(true);

    for (const table of ["certificate_counters", "certificate_limits", "certificate_attempts"]) {
      expect(await refusedOrEmpty(await c.from(table).select("*")), table).toBe(true);
      refusedInsert(await c.from(table).insert({}).select("*"));
    }
  });
});

// ---------------------------------------------------------------------------
// contact_info: one row (id 1); administrators update it; nobody deletes it
// ---------------------------------------------------------------------------
describe("table contact_info", () => {
  it.each(WHO)("select as %s", async (who) => {
    const res = await clients[who].from("contact_info").select("*");
    expect(res.error).toBeNull();
    expect(res.data!.map((r) => r.id)).toEqual([1]);
  });

  it.each(WHO)("insert as %s", async (who) => {
    const res = await clients[who].from("contact_info").insert({ id: 1, address: "Jl. Uji", phone: "0651", email: "uji@example.com" });
    if (who === "admin") {
      // Allowed by the policies; the single row already exists.
      expect(res.error?.code).toBe("23505");
    } else {
      expect(res.error?.code).toBe("42501");
    }
  });

  it.each(WHO)("update as %s", async (who) => {
    const before = (await service.from("contact_info").select("*").eq("id", 1).single()).data!;
    const phone = `0651-${++counter}`;
    const res = await clients[who].from("contact_info").update({ phone }).eq("id", 1).select("id");
    const after = (await service.from("contact_info").select("*").eq("id", 1).single()).data!;
    if (who === "admin") {
      expect(res.error).toBeNull();
      expect(after.phone).toBe(phone);
      await service.from("contact_info").update({ phone: before.phone }).eq("id", 1);
    } else {
      expect(await refusedOrEmpty(res)).toBe(true);
      expect(after.phone).toBe(before.phone);
    }
  });

  it.each(WHO)("delete as %s (refused to everyone)", async (who) => {
    const before = (await service.from("contact_info").select("*").eq("id", 1).single()).data!;
    const res = await clients[who].from("contact_info").delete().eq("id", 1).select("id");
    const after = await service.from("contact_info").select("id").eq("id", 1);
    if (after.data!.length === 0) await service.from("contact_info").insert(before); // keep the seed intact
    expect(await refusedOrEmpty(res)).toBe(true);
    expect(after.data).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------
// profiles: private to their owner; created by the auth trigger, never via the API
// ---------------------------------------------------------------------------
describe("table profiles", () => {
  it.each(WHO)("select as %s sees at most its own profile", async (who) => {
    const res = await clients[who].from("profiles").select("id");
    if (who === "anon") {
      expect(await refusedOrEmpty(res)).toBe(true);
    } else {
      expect(res.error).toBeNull();
      expect(res.data!.map((r) => r.id)).toEqual([ids[who]]);
    }
  });

  it.each(WHO)("insert as %s (refused: profiles come from the auth trigger)", async (who) => {
    const res = await clients[who].from("profiles").insert({ id: ids[who] ?? randomUUID(), first_name: "X" });
    expect(res.error?.code).toBe("42501");
  });

  it.each(WHO)("update of its own profile as %s", async (who) => {
    const target = ids[who] ?? ids.admin!;
    const before = (await service.from("profiles").select("*").eq("id", target).single()).data!;
    const name = marker();
    const res = await clients[who].from("profiles").update({ first_name: name }).eq("id", target).select("id");
    const after = (await service.from("profiles").select("*").eq("id", target).single()).data!;
    // Writes need an administrator: an ordinary signed-in user cannot even edit their own profile.
    if (who === "admin") {
      expect(res.error).toBeNull();
      expect(after.first_name).toBe(name);
      await service.from("profiles").update({ first_name: before.first_name }).eq("id", target);
    } else {
      expect(await refusedOrEmpty(res)).toBe(true);
      expect(after.first_name).toBe(before.first_name);
    }
  });

  it("a signed-in user cannot read or update someone else's profile", async () => {
    const read = await clients.user.from("profiles").select("id").eq("id", ids.admin!);
    expect(read.data).toEqual([]);
    const before = (await service.from("profiles").select("first_name").eq("id", ids.admin!).single()).data!;
    const res = await clients.user.from("profiles").update({ first_name: "Hacked" }).eq("id", ids.admin!).select("id");
    expect(await refusedOrEmpty(res)).toBe(true);
    expect((await service.from("profiles").select("first_name").eq("id", ids.admin!).single()).data!.first_name).toBe(before.first_name);
  });

  it("an administrator cannot update another user's profile", async () => {
    const before = (await service.from("profiles").select("first_name").eq("id", ids.user!).single()).data!;
    const res = await clients.admin.from("profiles").update({ first_name: "Ganti" }).eq("id", ids.user!).select("id");
    expect(await refusedOrEmpty(res)).toBe(true);
    expect((await service.from("profiles").select("first_name").eq("id", ids.user!).single()).data!.first_name).toBe(before.first_name);
  });

  it.each(WHO)("delete of a profile as %s (refused to everyone)", async (who) => {
    const target = ids[who] ?? ids.user!;
    const before = (await service.from("profiles").select("*").eq("id", target).single()).data!;
    const res = await clients[who].from("profiles").delete().eq("id", target).select("id");
    const after = await service.from("profiles").select("id").eq("id", target);
    if (after.data!.length === 0) await service.from("profiles").insert(before);
    expect(await refusedOrEmpty(res)).toBe(true);
    expect(after.data).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------
// RPC replace_syllabus_items (the data layer's atomic syllabus save)
// ---------------------------------------------------------------------------
describe("rpc replace_syllabus_items", () => {
  it.each(WHO)("as %s", async (who) => {
    const created = await service.from("programs").insert({ name: marker(), category: "PBL", duration: "1 JP", description: "uji" }).select("id").single();
    const pid = created.data!.id;
    const res = await clients[who].rpc("replace_syllabus_items", {
      p_program_id: pid,
      p_items: [{ title: "Satu", duration_jp: 2, kode_unit: "" }],
    });
    const rows = (await service.from("syllabus_items").select("title").eq("program_id", pid)).data!;
    if (who === "admin") {
      expect(res.error).toBeNull();
      expect(rows.map((r) => r.title)).toEqual(["Satu"]);
    } else {
      expect(res.error).not.toBeNull();
      expect(rows).toEqual([]);
    }
    await service.from("programs").delete().eq("id", pid);
  });

  it("answers an unknown program with 404 and a list that is not an array with 400, in Indonesian (never a 500)", async () => {
    const unknown = await clients.admin.rpc("replace_syllabus_items", { p_program_id: 987654321, p_items: [] });
    expect([unknown.status, unknown.error?.message]).toEqual([404, "Program pelatihan tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman."]);
    const { data: program } = await service.from("programs").select("id").limit(1).single();
    const notList = await clients.admin.rpc("replace_syllabus_items", { p_program_id: program!.id, p_items: { title: "Satu" } });
    expect([notList.status, notList.error?.message]).toEqual([400, "Daftar silabus tidak valid."]);
  });
});

// ---------------------------------------------------------------------------
// Buckets × upload / remove
// ---------------------------------------------------------------------------
const BUCKETS = ["programs", "facilities", "gallery", "hero_banners", "avatars"] as const;

/** Where each identity would put its file: avatars under its own user id folder. */
function objectPath(bucket: string, who: Who, name: string): string {
  if (bucket === "avatars") return `${ids[who] ?? randomUUID()}/${name}`;
  return `${tag}/${who}-${name}`;
}

async function exists(bucket: string, path: string): Promise<boolean> {
  const folder = path.split("/").slice(0, -1).join("/");
  const file = path.split("/").pop()!;
  const { data } = await service.storage.from(bucket).list(folder, { limit: 1000 });
  return !!data?.some((o) => o.name === file);
}

describe.each(BUCKETS)("bucket %s", (bucket) => {
  it.each(WHO)("upload as %s", async (who) => {
    const path = objectPath(bucket, who, `${marker()}.png`);
    const res = await clients[who].storage.from(bucket).upload(path, pngFile());
    if (who === "admin") {
      expect(res.error).toBeNull();
      expect(await exists(bucket, path)).toBe(true);
      await service.storage.from(bucket).remove([path]);
    } else {
      expect(res.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
      expect(await exists(bucket, path)).toBe(false);
    }
  });

  it.each(WHO)("remove as %s", async (who) => {
    const path = objectPath(bucket, who, `${marker()}.png`);
    expect((await service.storage.from(bucket).upload(path, pngFile())).error).toBeNull();
    const res = await clients[who].storage.from(bucket).remove([path]);
    expect(res.error).toBeNull();
    if (who === "admin") {
      expect(res.data).toHaveLength(1);
      expect(await exists(bucket, path)).toBe(false);
    } else {
      expect(res.data).toEqual([]);
      expect(await exists(bucket, path)).toBe(true);
      await service.storage.from(bucket).remove([path]);
    }
  });

  it.each(WHO)("public read of an object as %s", async (who) => {
    const path = objectPath(bucket, "admin", `${marker()}.png`);
    await service.storage.from(bucket).upload(path, pngFile());
    const res = await fetch(clients[who].storage.from(bucket).getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const dl = await clients[who].storage.from(bucket).download(path);
    expect(dl.error).toBeNull();
    await service.storage.from(bucket).remove([path]);
  });
});

describe("avatars stay in the owner's folder", () => {
  it("an administrator cannot upload into another user's avatar folder", async () => {
    const path = `${ids.user}/${marker()}.png`;
    const res = await clients.admin.storage.from("avatars").upload(path, pngFile());
    expect(res.error).toMatchObject({ statusCode: "403" });
    expect(await exists("avatars", path)).toBe(false);
  });

  it("an administrator cannot upload at the bucket root or in a made-up folder", async () => {
    for (const path of [`${marker()}.png`, `${randomUUID()}/${marker()}.png`]) {
      const res = await clients.admin.storage.from("avatars").upload(path, pngFile());
      expect(res.error).toMatchObject({ statusCode: "403" });
    }
  });

  it("an administrator cannot remove another user's avatar", async () => {
    const path = `${ids.user}/${marker()}.png`;
    await service.storage.from("avatars").upload(path, pngFile());
    const res = await clients.admin.storage.from("avatars").remove([path]);
    expect(res.data).toEqual([]);
    expect(await exists("avatars", path)).toBe(true);
    await service.storage.from("avatars").remove([path]);
  });

  it("an administrator can replace (upsert) their own avatar", async () => {
    const path = `${ids.admin}/${marker()}.png`;
    expect((await clients.admin.storage.from("avatars").upload(path, pngFile())).error).toBeNull();
    expect((await clients.admin.storage.from("avatars").upload(path, pngFile(), { upsert: true })).error).toBeNull();
    await clients.admin.storage.from("avatars").remove([path]);
  });

  it("a non-admin cannot overwrite an administrator's object with upsert", async () => {
    const path = `${tag}/owned-by-admin.png`;
    await clients.admin.storage.from("gallery").upload(path, pngFile());
    const res = await clients.user.storage.from("gallery").upload(path, new File(["x"], "x.png", { type: "image/png" }), { upsert: true });
    expect(res.error).not.toBeNull();
    const r = await fetch(service.storage.from("gallery").getPublicUrl(path).data.publicUrl);
    expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(1);
    await service.storage.from("gallery").remove([path]);
  });
});

// ---------------------------------------------------------------------------
// Attendance and completion (migration 20261128000003_attendance.sql, docs/attendance.md): every identity at aal1 and
// aal2 × every function and table. Authorization is decided before the input is looked at, so the writing functions
// are called with input they refuse after it (nothing changes here; their effects are in attendance.test.ts): an
// allowed caller gets that input's 400, anyone else 42501 (anon: no EXECUTE at all).
// ---------------------------------------------------------------------------
describe("attendance and completion × anon, operator, the instructor of another batch and of the batch, admin, super admin, at aal1 and aal2", () => {
  type Caller =
    | "anon"
    | "operator"
    | "instruktur lain"
    | "instruktur lain aal1"
    | "instruktur"
    | "instruktur aal1"
    | "admin"
    | "admin aal1"
    | "super admin"
    | "super admin aal1";
  const callers = {} as Record<Caller, TestClient>;
  const members: string[] = [];
  let scheduleId: number;
  let registrationId: number;

  // the files share one backend: the super admin made here must not count as the team's second one elsewhere
  // (admin-roles.test.ts counts the active super admins)
  afterAll(async () => {
    await sql("delete from public.admin_members where user_id = any ($1::uuid[])", [members]);
  });

  beforeAll(async () => {
    const teacher = await createInstructor();
    const stranger = await createInstructor();
    const [s] = await sql<{ id: number }>(
      `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
       values ('Matriks Presensi', 'PBK', $1, $2, current_date - 7, current_date + 7, 'Berlangsung') returning id`,
      [[teacher.name], marker()],
    );
    scheduleId = s.id;
    registrationId = (await insertApplication(scheduleId, { status: "peserta" })).id;
    await sql("insert into public.attendance (registration_id, day, status, marked_at) values ($1, current_date - 1, 'hadir', now())", [registrationId]);
    callers.anon = anonClient();
    const operator = await createMember("operator");
    members.push(operator.id);
    callers.operator = operator.client;
    const withCode = async (user: TestUser, name: Caller) => {
      members.push(user.id);
      await enrolTotp(user.client);
      callers[name] = user.client;
      callers[`${name} aal1` as Caller] = await signInAgain(user);
    };
    await withCode(stranger, "instruktur lain");
    await withCode(teacher, "instruktur");
    await withCode(await createMember("admin"), "admin");
    await withCode(await createMember("super_admin"), "super admin");
  }, 180_000);

  const CALLERS: Caller[] = [
    "anon",
    "operator",
    "instruktur lain",
    "instruktur lain aal1",
    "instruktur",
    "instruktur aal1",
    "admin",
    "admin aal1",
    "super admin",
    "super admin aal1",
  ];
  const CLASS_STAFF: Caller[] = ["instruktur", "admin", "super admin"];
  const ADMINS: Caller[] = ["admin", "super admin"];
  const FUNCTIONS: [string, Caller[], () => Record<string, unknown>, string | null][] = [
    ["class_schedules", [...CLASS_STAFF, "instruktur lain"], () => ({}), null],
    ["schedule_days", CLASS_STAFF, () => ({ p_schedule_id: scheduleId }), null],
    ["class_list", CLASS_STAFF, () => ({ p_schedule_id: scheduleId }), null],
    ["completion_overview", CLASS_STAFF, () => ({ p_schedule_id: scheduleId }), null],
    ["mark_attendance", CLASS_STAFF, () => ({ p_schedule_id: scheduleId, p_marks: [] }), "Kirim minimal satu tanda presensi."],
    ["set_min_attendance", CLASS_STAFF, () => ({ p_schedule_id: scheduleId, p_min_attendance: 101 }), "Kehadiran minimum antara 0 dan 100 persen."],
    ["set_assessment", CLASS_STAFF, () => ({ p_registration_id: registrationId, p_result: "x" }), "Pilih hasil penilaian: Kompeten atau Belum Kompeten."],
    ["set_training_day", ADMINS, () => ({ p_schedule_id: scheduleId, p_day: "2000-01-03", p_is_training_day: false }), null],
    ["complete_participants", ADMINS, () => ({ p_ids: [] }), "Pilih minimal satu peserta."],
  ];

  describe.each(FUNCTIONS)("rpc %s", (fn, allowed, args, refusal) => {
    it.each(CALLERS)("as %s", async (who) => {
      // twice in a row: the same answer
      for (let i = 0; i < 2; i++) {
        const res = await callers[who].rpc(fn as never, args() as never);
        if (allowed.includes(who)) {
          if (refusal) expect(res.error).toMatchObject({ code: "22023", message: refusal });
          else if (fn === "set_training_day") expect(res.error).toMatchObject({ code: "22023" });
          else expect(res.error).toBeNull();
        } else if (who === "anon") {
          expect(res.status).toBe(401);
        } else {
          expect(res.error?.code).toBe("42501");
        }
      }
    });
  });

  describe.each(["attendance", "assessments", "training_day_changes", "schedule_completion", "registrations", "registration_events"] as const)("table %s", (table) => {
    it.each(CALLERS)("select as %s: admins and super admins at aal2 only", async (who) => {
      const res = await db(callers[who]).from(table).select(table === "registrations" ? "id" : "*");
      const rows = res.error ? [] : (res.data as unknown[]);
      if (ADMINS.includes(who) && table === "attendance") expect(rows.length).toBeGreaterThan(0);
      if (!ADMINS.includes(who)) expect(rows).toEqual([]);
    });

    it.each(CALLERS)("no write as %s", async (who) => {
      const before = await sql<{ n: number }>(`select count(*)::int as n from public.${table}`);
      const res = await db(callers[who]).from(table).delete().gte(table === "training_day_changes" || table === "schedule_completion" ? "schedule_id" : table === "registrations" || table === "registration_events" ? "id" : "registration_id", 0).select("*");
      expect(await refusedOrEmpty(res)).toBe(true);
      expect(await sql<{ n: number }>(`select count(*)::int as n from public.${table}`)).toEqual(before);
    });
  });
});
