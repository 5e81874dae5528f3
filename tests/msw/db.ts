/**
 * The in-memory data set behind the MSW handlers (tests/msw/handlers.ts).
 * Every table of supabase/migrations, storage objects and auth users. The demo content is the
 * real seed's (supabase/seed/rows.ts, from supabase/seed/data.ts) resolved for today, so a field
 * added to the seed shows up here without editing tests/. It is rebuilt after every test
 * (tests/setup/components.ts calls resetDb()). Tests that assert demo content import the
 * expected values from supabase/seed/data.ts; rows the seed lacks are created in the test.
 *
 * Seeding in a test:
 *   db.programs = [makeProgram({ name: "Junior Web Developer" })];   // replace a table
 *   setTable("schedules", []);                                       // empty state
 *   clearTable("gallery");                                           // same as setTable(name, [])
 *   insertRows("instructors", [{ name: "Budi", title: "Instruktur" }]); // defaults + id filled in
 *   db.contact_info = [];                                            // "no row" (PGRST116 for .single())
 * Assertions:
 *   expect(db.instructors.map((i) => i.name)).toContain("Budi");
 *   expect(findObject("gallery", "1731900000001.png")).toBeDefined();
 */
import type { Json } from "@/types/database.types";
import { BUCKET_SPECS, SCHEMA, TABLE_NAMES } from "./schema";
import type { BucketName, Row, TableName } from "./schema";
import { publicObjectUrl } from "./config";
import { ADMIN, ADMIN_AVATAR, SEED_VARIANT_WIDTHS, seedVariantPath } from "../../supabase/seed/data";
import { seedTables, type SeedExpr, type SeedValue } from "../../supabase/seed/rows";

export type { Row, TableName, BucketName };

export type Program = Row<"programs">;
export type SyllabusItem = Row<"syllabus_items">;
export type Instructor = Row<"instructors">;
export type Schedule = Row<"schedules">;
export type Facility = Row<"facilities">;
export type GalleryItem = Row<"gallery">;
export type ContactInfo = Row<"contact_info">;
export type Profile = Row<"profiles">;
export type HeroBanner = Row<"hero_banners">;
export type HistoryEntry = Row<"change_history">;
export type Announcement = Row<"announcements">;
export type Faq = Row<"faq">;

export interface AuthUser {
  id: string;
  email: string;
  password: string;
  app_metadata: Record<string, Json>;
  user_metadata: Record<string, Json>;
  /** Membership of the administrator team (public.admin_members): the token's user_role claim. */
  member_role?: "super_admin" | "admin" | "operator" | "instruktur";
  /** Two-factor factors (auth.mfa_factors): TOTP with its base32 secret. */
  factors?: MswFactor[];
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

export interface MswFactor {
  id: string;
  secret: string;
  status: "verified" | "unverified";
  friendly_name?: string;
  created_at: string;
  updated_at: string;
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  /** Path inside the bucket, e.g. "1731900000001.png" or "<user id>/1731900000001.png". */
  name: string;
  owner: string | null;
  content_type: string;
  size: number;
  body: Uint8Array;
  created_at: string;
  updated_at: string;
}

export interface Bucket {
  id: BucketName;
  public: boolean;
  file_size_limit: number;
  allowed_mime_types: string[];
}

export type Tables = { [T in TableName]: Row<T>[] };

export interface Db extends Tables {
  users: AuthUser[];
  /** Live auth sessions: session id -> user id (removed on logout). */
  sessions: Map<string, string>;
  /** Valid refresh tokens -> session id (rotated on use, revoked on logout). */
  refreshTokens: Map<string, string>;
  /** Sessions that passed two-factor (aal2); the others are aal1. */
  aal2Sessions: Set<string>;
  /** Open MFA challenges: challenge id -> factor id (spent when verified). */
  mfaChallenges: Map<string, string>;
  buckets: Bucket[];
  storage: StoredObject[];
}

// ---------------------------------------------------------------------------
// Demo identities
// ---------------------------------------------------------------------------
/** The seed's demo administrator (supabase/seed/data.ts). */
export const ADMIN_ID = ADMIN.id;
export const ADMIN_EMAIL = ADMIN.email;
export const ADMIN_PASSWORD = ADMIN.password;
/** A signed-in user WITHOUT the admin role (reads like a visitor, writes nothing); test-only, not in the seed. */
export const USER_ID = "0b7e4c52-1d2a-4f3b-9c8d-7e6f5a4b3c2d";
export const USER_EMAIL = "user@example.com";
export const USER_PASSWORD = "user12345";

/** A valid 1×1 PNG, the body of every seeded storage object. */
export const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);

// ---------------------------------------------------------------------------
// Date helpers (local calendar dates, like the app's toISODate)
// ---------------------------------------------------------------------------
/** 'yyyy-MM-dd' of today + n days in local time. */
export function daysFromToday(n: number, today: Date = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + n);
  const pad = (v: number) => String(v).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}


// ---------------------------------------------------------------------------
// Fixture builders (fill every column; pass overrides)
// ---------------------------------------------------------------------------
/**
 * A row with every column the migrations define: the given values over the columns' defaults (read
 * from the migrated database), so a column added in a migration appears here without editing tests/.
 */
export function complete<T extends TableName>(table: T, values: Partial<Row<T>>): Row<T> {
  const row: Record<string, unknown> = {};
  for (const [column, spec] of Object.entries(SCHEMA[table].columns)) {
    if (!spec.identity && spec.default) row[column] = spec.default();
  }
  return { ...row, ...values } as Row<T>;
}
let uniq = 1000;
const nextUniq = () => ++uniq;

export function makeProgram(overrides: Partial<Program> = {}): Program {
  const id = overrides.id ?? nextUniq();
  return complete("programs", {
    id,
    name: `Program ${id}`,
    category: "PBK Reguler",
    duration: "160 JP (20 hari)",
    description: "Pelatihan berbasis kompetensi di Kejuruan TIK.",
    image_url: null,
    file_path: null,
    is_featured: false,
    created_at: new Date().toISOString(),
    requirements: [],
    benefits: [],
    ...overrides,
  });
}

export function makeSyllabusItem(overrides: Partial<SyllabusItem> & { program_id: number }): SyllabusItem {
  return complete("syllabus_items", {
    id: overrides.id ?? nextUniq(),
    item_order: 1,
    title: "Materi pelatihan",
    duration_jp: 8,
    kode_unit: null,
    created_at: new Date().toISOString(),
    ...overrides,
  });
}

export function makeInstructor(overrides: Partial<Instructor> = {}): Instructor {
  return complete("instructors", { id: nextUniq(), name: "Instruktur Baru", title: "Instruktur Ahli Pertama", created_at: new Date().toISOString(), ...overrides });
}

export function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return complete("schedules", {
    id: nextUniq(),
    program: "Junior Web Developer",
    programCategory: "PBK Reguler",
    instructorName: ["Cut Nurul Aini, S.Kom."],
    batch: "Batch 1",
    startDate: daysFromToday(10),
    endDate: daysFromToday(40),
    status: "Segera Dibuka",
    created_at: new Date().toISOString(),
    ...NO_REGISTRATION,
    ...overrides,
  });
}

/** The registration columns of a schedule without registration details. */
export const NO_REGISTRATION = {
  registration_start: null,
  registration_end: null,
  quota: null,
  location: null,
  apply_url: null,
  contact_name: null,
  contact_whatsapp: null,
  note: null,
} satisfies Partial<Schedule>;

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  const id = overrides.id ?? nextUniq();
  return {
    id,
    title: `Pengumuman ${id}`,
    body: "Isi pengumuman.",
    image_url: null,
    file_path: null,
    image_variant_widths: [],
    published_at: new Date(Date.now() - 3_600_000).toISOString(),
    schedule_id: null,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  };
}

export function makeFaq(overrides: Partial<Faq> = {}): Faq {
  const id = overrides.id ?? nextUniq();
  return { id, question: `Pertanyaan ${id}?`, answer: `Jawaban ${id}.`, position: id, created_at: new Date().toISOString(), ...overrides };
}

export function makeFacility(overrides: Partial<Facility> = {}): Facility {
  const id = overrides.id ?? nextUniq();
  return complete("facilities", {
    id,
    name: `Fasilitas ${id}`,
    description: "Ruang praktik yang nyaman dan lengkap.",
    image_url: publicObjectUrl("facilities", `${id}.png`),
    file_path: `${id}.png`,
    user_id: ADMIN_ID,
    created_at: new Date().toISOString(),
    ...overrides,
  });
}

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const id = overrides.id ?? nextUniq();
  return complete("gallery", {
    id,
    src: publicObjectUrl("gallery", `${id}.png`),
    filePath: `${id}.png`,
    caption: `Kegiatan pelatihan ${id}`,
    alt: `Foto kegiatan pelatihan ${id}`,
    created_at: new Date().toISOString(),
    ...overrides,
  });
}

/**
 * An application for the first demo batch (no demo applications are loaded: a test makes its own). Its code, name
 * and NIK end with its id (1 to 9), e.g. 'TIK-AAAA-0003', 'Pendaftar 3', '…0003'; submitted on the 2{id}th.
 */
export function makeRegistration(id: number, overrides: Partial<Row<"registrations">> = {}): Row<"registrations"> {
  return complete("registrations", {
    id,
    code: `TIK-AAAA-000${id}`,
    schedule_id: db.schedules[0].id,
    status: "diterima",
    full_name: `Pendaftar ${id}`,
    nik: `117101030200000${id}`,
    nik_last4: `000${id}`,
    whatsapp: `62812000000${id}`,
    submitted_at: `2026-11-2${id}T02:00:00Z`,
    upload_folder: crypto.randomUUID(),
    idempotency_key: crypto.randomUUID(),
    lookup_hash: "x",
    consent_version: "2026-11-25",
    consent_at: "2026-11-20T02:00:00Z",
    ...overrides,
  });
}

export function makeHeroBanner(overrides: Partial<HeroBanner> = {}): HeroBanner {
  const id = overrides.id ?? nextUniq();
  return complete("hero_banners", {
    id,
    title: `Banner ${id}`,
    subtitle: null,
    image_url: publicObjectUrl("hero_banners", `${id}.png`),
    file_path: `${id}.png`,
    image_position: "Center",
    link_to: null,
    autoplay_delay_ms: null,
    start_date: daysFromToday(-1),
    end_date: daysFromToday(30),
    created_at: new Date().toISOString(),
    ...overrides,
  });
}

// ---------------------------------------------------------------------------
// The demo content: the rows of the real seed (supabase/seed/rows.ts, built from supabase/seed/data.ts),
// resolved for today. Ids are assigned in insertion order as the database's identity columns do.
// ---------------------------------------------------------------------------
/** The Monday of the current ISO week plus n days, as 'yyyy-MM-dd' (what the seed's date arithmetic gives). */
function mondayPlus(n: number, today: Date = new Date()): string {
  return daysFromToday(n - ((today.getDay() + 6) % 7), today);
}

function resolveSeedValue(value: SeedValue, tables: Partial<Record<TableName, Record<string, unknown>[]>>): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return [...value];
  const e: SeedExpr = value;
  switch (e.$) {
    case "monday":
      return mondayPlus(e.days);
    case "today":
      return daysFromToday(e.days);
    case "hoursAgo":
      return new Date(Date.now() - e.hours * 3_600_000).toISOString();
    case "nowPlusDays": {
      const at = Date.now() + e.days * 86_400_000;
      return new Date(e.notAfterNow ? Math.min(at, Date.now()) : at).toISOString();
    }
    case "idOf": {
      const match = (tables[e.table] ?? []).find((row) => Object.entries(e.where).every(([column, v]) => row[column] === v));
      return match ? match.id : null;
    }
    case "imageUrl":
      return publicObjectUrl(e.image.bucket, e.image.path);
  }
}

function seedTablesForToday(): Partial<Tables> {
  const tables: Partial<Record<TableName, Record<string, unknown>[]>> = {};
  for (const { table, rows } of seedTables()) {
    const identity = Object.entries(SCHEMA[table].columns).find(([, spec]) => spec.identity)?.[0];
    tables[table] = rows.map((seedRow, index) => {
      const row: Record<string, unknown> = {};
      if (identity) row[identity] = index + 1;
      for (const [column, value] of Object.entries(seedRow)) {
        if (value !== undefined) row[column] = resolveSeedValue(value as SeedValue, tables);
      }
      return complete(table, row as Partial<Row<typeof table>>);
    });
  }
  return tables as Partial<Tables>;
}

/**
 * Auth users: the seed's administrator, and a signed-in user WITHOUT the admin role that only the
 * tests use (signInAs("user")). Like the database's on_auth_user_created trigger, every user gets a
 * profile from its metadata when the seed has none.
 */
function seedUsers(): AuthUser[] {
  const created = "2024-11-01T08:00:00.000Z";
  return [
    {
      id: ADMIN_ID,
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      app_metadata: { provider: "email", providers: ["email"] },
      member_role: "super_admin",
      user_metadata: {
        first_name: ADMIN.first_name,
        last_name: ADMIN.last_name,
        avatar_url: publicObjectUrl(ADMIN_AVATAR.bucket, ADMIN_AVATAR.path),
      },
      created_at: created,
      updated_at: created,
      last_sign_in_at: null,
    },
    {
      id: USER_ID,
      email: USER_EMAIL,
      password: USER_PASSWORD,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { first_name: "Siti", last_name: "Aminah" },
      created_at: created,
      updated_at: created,
      last_sign_in_at: null,
    },
  ];
}

function profilesOf(users: AuthUser[], seeded: Profile[]): Profile[] {
  const missing = users
    .filter((u) => !seeded.some((p) => p.id === u.id))
    .map((u) => {
      const meta = u.user_metadata as Record<string, string | undefined>;
      return complete("profiles", { id: u.id, first_name: meta.first_name ?? null, last_name: meta.last_name ?? null, avatar_url: meta.avatar_url ?? null });
    });
  return [...seeded, ...missing];
}

function seedBuckets(): Bucket[] {
  return BUCKET_SPECS.map((bucket) => ({ ...bucket, allowed_mime_types: [...bucket.allowed_mime_types] }));
}

/** Storage objects for every file the seeded rows point at, with the responsive variants the seed uploads. */
function seedStorage(tables: Tables): StoredObject[] {
  const refs: [BucketName, string | null][] = [
    ...tables.programs.map((p) => ["programs", p.file_path] as [BucketName, string | null]),
    ...tables.facilities.map((f) => ["facilities", f.file_path] as [BucketName, string | null]),
    ...tables.gallery.map((g) => ["gallery", g.filePath] as [BucketName, string | null]),
    ...tables.hero_banners.map((h) => ["hero_banners", h.file_path] as [BucketName, string | null]),
    ...tables.announcements.map((a) => ["announcements", a.file_path] as [BucketName, string | null]),
  ];
  const files = refs
    .filter((r): r is [BucketName, string] => Boolean(r[1]))
    .flatMap(([bucket, name]) => [[bucket, name], ...SEED_VARIANT_WIDTHS.map((w) => [bucket, seedVariantPath(name, w)])]);
  files.push([ADMIN_AVATAR.bucket, ADMIN_AVATAR.path]);
  return files.map(([bucket_id, name], i) => makeStoredObject(bucket_id, name, TINY_PNG, "image/png", ADMIN_ID, `seed-${i}`));
}

export function makeStoredObject(
  bucket_id: string,
  name: string,
  body: Uint8Array,
  content_type: string,
  owner: string | null,
  id: string = crypto.randomUUID(),
): StoredObject {
  const now = new Date().toISOString();
  return { id, bucket_id, name, owner, content_type, size: body.byteLength, body, created_at: now, updated_at: now };
}

function freshTables(users: AuthUser[]): Tables {
  const seeded = seedTablesForToday();
  const empty = Object.fromEntries(TABLE_NAMES.map((table) => [table, []])) as unknown as Tables;
  // the settings row the registrations migration inserts (its defaults)
  const registration_settings = [complete("registration_settings", { id: 1 })];
  // the team: every user with a member_role, as the seed makes the demo administrator a super admin
  const admin_members = users.flatMap((u) => (u.member_role ? [complete("admin_members", { user_id: u.id, role: u.member_role })] : []));
  // the team's security settings row the two-factor migration inserts (not required)
  const security_settings = [complete("security_settings", { id: true })];
  // the certificate settings row the certificates migration inserts (its defaults: no signatory yet)
  const certificate_settings = [complete("certificate_settings", { id: 1 })];
  return {
    ...empty,
    ...seeded,
    registration_settings,
    admin_members,
    security_settings,
    certificate_settings,
    profiles: profilesOf(users, seeded.profiles ?? []),
  };
}

function freshDb(): Db {
  const users = seedUsers();
  const tables = freshTables(users);
  return {
    ...tables,
    users,
    sessions: new Map(),
    refreshTokens: new Map(),
    aal2Sessions: new Set(),
    mfaChallenges: new Map(),
    buckets: seedBuckets(),
    storage: seedStorage(tables),
  };
}

/** The live data set. Assign to its properties freely inside a test; resetDb() restores the demo content. */
export const db: Db = freshDb();

/** Restores the demo content (called after every test by tests/setup/components.ts). */
export function resetDb(): void {
  Object.assign(db, freshDb());
}

/** Replaces a table's rows. */
export function setTable<T extends TableName>(table: T, rows: Row<T>[]): void {
  (db as Tables)[table] = rows as Tables[T];
}

/** Empties a table (the "empty" state of a page). */
export function clearTable(table: TableName): void {
  setTable(table, []);
}

/** Empties every table (auth users and storage stay). */
export function clearAllTables(): void {
  for (const table of TABLE_NAMES) clearTable(table);
}

/**
 * Appends rows, filling in ids (max + 1) and column defaults like the database
 * would. No constraint checks (that is the handlers' job): for seeding only.
 */
export function insertRows<T extends TableName>(table: T, rows: Partial<Row<T>>[]): Row<T>[] {
  const spec = SCHEMA[table];
  const list = db[table] as unknown as Record<string, unknown>[];
  const added = rows.map((partial) => {
    const row: Record<string, unknown> = {};
    for (const [column, col] of Object.entries(spec.columns)) {
      if (column in partial) row[column] = (partial as Record<string, unknown>)[column];
      else if (col.identity) row[column] = nextId(table);
      else if (col.default) row[column] = col.default();
      else row[column] = null;
    }
    list.push(row);
    return row as Row<T>;
  });
  return added;
}

/** The next identity value of a table (max(id) + 1). */
export function nextId(table: TableName): number {
  const ids = (db[table] as unknown as { id: unknown }[]).map((r) => Number(r.id)).filter(Number.isFinite);
  return ids.length ? Math.max(...ids) + 1 : 1;
}

export function findObject(bucket: string, name: string): StoredObject | undefined {
  return db.storage.find((o) => o.bucket_id === bucket && o.name === name);
}

export function listObjects(bucket: string): string[] {
  return db.storage.filter((o) => o.bucket_id === bucket).map((o) => o.name);
}

/** A known TOTP key for tests: `totpCode(TEST_TOTP_SECRET)` gives the code an authenticator app would show. */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Gives a user a verified authenticator factor with TEST_TOTP_SECRET; answers its id. */
export function addVerifiedFactor(userId: string): string {
  const user = findUser(userId);
  if (!user) throw new Error(`addVerifiedFactor: no user ${userId}`);
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  user.factors = [...(user.factors ?? []), { id, secret: TEST_TOTP_SECRET, status: "verified", created_at: now, updated_at: now }];
  return id;
}

export function findUser(idOrEmail: string): AuthUser | undefined {
  const key = idOrEmail.toLowerCase();
  return db.users.find((u) => u.id === idOrEmail || u.email.toLowerCase() === key);
}

let historyIds = 1000;

/**
 * A change-history entry as the database trigger writes it (by the demo administrator unless
 * given). Push it to db.change_history; ids count up from 1000, transaction ids default to the id.
 */
export function makeHistoryEntry(partial: Partial<HistoryEntry> & Pick<HistoryEntry, "table_name" | "action">): HistoryEntry {
  const id = partial.id ?? historyIds++;
  const data = (partial.new_data ?? partial.old_data ?? null) as { id?: unknown } | null;
  return complete("change_history", {
    id,
    changed_at: new Date().toISOString(),
    actor_id: ADMIN_ID,
    actor_email: ADMIN_EMAIL,
    actor_role: "authenticated",
    row_id: data && data.id !== undefined ? String(data.id) : null,
    old_data: null,
    new_data: null,
    transaction_id: id,
    restored_from: null,
    ...partial,
  });
}
