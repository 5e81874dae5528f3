/**
 * What supabase/migrations/20261123000001_hardening.sql guarantees, through the real stack
 * (supabase-js → gateway → PostgREST / storage → PGlite):
 *
 * - every text column has a maximum length and refuses blank / invisible-only values: an
 *   administrator's over-long or zero-width-only write is refused with a 4xx and nothing changes
 *   (every table, every free-text column);
 * - the database's invisible-character list covers the forms' (src/lib/validators.ts);
 * - SECURITY DEFINER functions are not RPC endpoints; public buckets cannot be listed by visitors
 *   or non-admins while their public URLs still serve; the API roles hold no TRUNCATE, REFERENCES
 *   or TRIGGER on any table.
 * The same database rules run on a real PostgreSQL 15 in `npm run verify:postgres`.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { INVISIBLE_CHARACTERS, TEXT_MAX } from "@/lib/validators";
import { adminClient, anonClient, createNonAdminUser, pngFile, serviceClient, sql, userId, type TestClient } from "../helpers/supabase";

type AnyClient = { from(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const db = (c: TestClient) => c as unknown as AnyClient;

let admin: TestClient;
let user: TestClient;
let adminId: string;

beforeAll(async () => {
  admin = await adminClient();
  adminId = await userId(admin);
  user = (await createNonAdminUser()).client;
});

/** Free-text columns and their maximum (the same numbers as TEXT_MAX and the migration). */
const COLUMNS: { table: string; column: string; max: number; url?: boolean }[] = [
  { table: "programs", column: "name", max: TEXT_MAX.programName },
  { table: "programs", column: "duration", max: TEXT_MAX.programDuration },
  { table: "programs", column: "description", max: TEXT_MAX.programDescription },
  { table: "programs", column: "image_url", max: TEXT_MAX.url, url: true },
  { table: "programs", column: "file_path", max: 1024 },
  { table: "syllabus_items", column: "title", max: TEXT_MAX.syllabusTitle },
  { table: "syllabus_items", column: "kode_unit", max: TEXT_MAX.syllabusUnitCode },
  { table: "instructors", column: "name", max: TEXT_MAX.instructorName },
  { table: "instructors", column: "title", max: TEXT_MAX.instructorTitle },
  { table: "schedules", column: "program", max: TEXT_MAX.scheduleProgram },
  { table: "schedules", column: "programCategory", max: TEXT_MAX.scheduleCategory },
  { table: "schedules", column: "batch", max: TEXT_MAX.scheduleBatch },
  { table: "facilities", column: "name", max: TEXT_MAX.facilityName },
  { table: "facilities", column: "description", max: TEXT_MAX.facilityDescription },
  { table: "facilities", column: "image_url", max: TEXT_MAX.url, url: true },
  { table: "facilities", column: "file_path", max: 1024 },
  { table: "gallery", column: "caption", max: TEXT_MAX.galleryCaption },
  { table: "gallery", column: "alt", max: TEXT_MAX.galleryAlt },
  { table: "gallery", column: "src", max: TEXT_MAX.url, url: true },
  { table: "gallery", column: "filePath", max: 1024 },
  { table: "contact_info", column: "address", max: TEXT_MAX.contactAddress },
  { table: "contact_info", column: "phone", max: TEXT_MAX.contactPhone },
  { table: "contact_info", column: "instagram_url", max: TEXT_MAX.url, url: true },
  { table: "contact_info", column: "map_embed_url", max: TEXT_MAX.url, url: true },
  { table: "profiles", column: "first_name", max: TEXT_MAX.profileName },
  { table: "profiles", column: "last_name", max: TEXT_MAX.profileName },
  { table: "profiles", column: "avatar_url", max: TEXT_MAX.url, url: true },
  { table: "hero_banners", column: "title", max: TEXT_MAX.bannerTitle },
  { table: "hero_banners", column: "subtitle", max: TEXT_MAX.bannerSubtitle },
  { table: "hero_banners", column: "image_url", max: TEXT_MAX.url, url: true },
  { table: "hero_banners", column: "file_path", max: 1024 },
  { table: "hero_banners", column: "link_to", max: TEXT_MAX.url, url: true },
];

/** The row an administrator may update in each table. */
async function targetRow(table: string): Promise<{ key: string; value: unknown; row: Record<string, unknown> }> {
  if (table === "profiles") {
    const { data } = await db(serviceClient()).from("profiles").select("*").eq("id", adminId).single();
    return { key: "id", value: adminId, row: data };
  }
  const { data } = await db(serviceClient()).from(table).select("*").order("id").limit(1).single();
  return { key: "id", value: data.id, row: data };
}

describe("text columns: maximum length and visible text", () => {
  it.each(COLUMNS)("$table.$column: over-long (max $max) and zero-width-only values are refused with a 4xx", async (c) => {
    const target = await targetRow(c.table);
    const prefix = c.url ? "https://example.com/" : "";
    const atMax = prefix + "a".repeat(c.max - prefix.length);
    const bad = [`${atMax}a`, ...(c.url ? [] : ["\u200B\u200C\u200D\uFEFF\u00A0 "])];

    for (const value of bad) {
      const res = await db(admin).from(c.table).update({ [c.column]: value }).eq(target.key, target.value).select();
      expect(res.error?.code, `${c.table}.${c.column} = ${JSON.stringify(value.slice(0, 12))}…`).toBe("23514");
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const after = await targetRow(c.table);
    expect(after.row[c.column]).toEqual(target.row[c.column]);

    // exactly the maximum is fine (written and put back)
    const ok = await db(admin).from(c.table).update({ [c.column]: atMax }).eq(target.key, target.value).select();
    expect(ok.error).toBeNull();
    await db(serviceClient()).from(c.table).update({ [c.column]: target.row[c.column] }).eq(target.key, target.value);
  });

  it("refuses a 100 KiB program description on insert (nothing is written)", async () => {
    const res = await db(admin)
      .from("programs")
      .insert({ name: "Uji Besar", category: "PBL", duration: "1 JP", description: "x".repeat(100 * 1024) });
    expect(res.error?.code).toBe("23514");
    expect(res.status).toBe(400);
    const { data } = await anonClient().from("programs").select("name").eq("name", "Uji Besar");
    expect(data).toEqual([]);
  });

  it("refuses a name made only of zero-width characters on insert", async () => {
    const res = await db(admin).from("instructors").insert({ name: "\u200B\u200B\u200B", title: "Instruktur" });
    expect(res.error?.code).toBe("23514");
    expect(res.status).toBe(400);
  });

  it("refuses a blank or over-long instructor name inside a schedule's instructor list", async () => {
    const { data } = await db(serviceClient()).from("schedules").select("id").order("id").limit(1).single();
    for (const names of [["Budi", "\u200B"], ["a".repeat(TEXT_MAX.instructorName + 1)]]) {
      const res = await db(admin).from("schedules").update({ instructorName: names }).eq("id", data.id);
      expect(res.error?.code).toBe("23514");
    }
  });

  it("the database refuses every invisible character the forms refuse, and accepts visible text", async () => {
    const chars = INVISIBLE_CHARACTERS.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    const rows = await sql<{ code: number; ok: boolean }>(
      `select c as code, public.is_valid_text(chr(c), 10) as ok from unnest($1::int[]) as t (c)`,
      [chars],
    );
    expect(rows.filter((r) => r.ok).map((r) => r.code.toString(16))).toEqual([]);
    expect(rows).toHaveLength(chars.length);
    const visible = await sql<{ ok: boolean }>(
      `select public.is_valid_text(v, 10) as ok from unnest(array['a', 'é', 'ب', '中', '🎓', e'\\u200Bx']) as t (v)`,
    );
    expect(visible.every((r) => r.ok)).toBe(true);
  });
});

describe("arrays are lists and dates are plausible", () => {
  const first = async (table: string) => (await db(serviceClient()).from(table).select("*").order("id").limit(1).single()).data;

  it.each([
    ["programs", "requirements", [["Lulus SMA", "KTP"]]],
    ["programs", "benefits", [["Sertifikat"], ["Makan siang"]]],
    ["schedules", "instructorName", [["Budi", "Ani"]]],
    ["schedules", "required_documents", [["ktp"]]],
    ["gallery", "image_variant_widths", [[480, 960]]],
  ])("%s.%s refuses an array of arrays with a 4xx and keeps its value", async (table, column, nested) => {
    const row = await first(table);
    const res = await db(admin).from(table).update({ [column]: nested }).eq("id", row.id).select();
    expect(res.status, JSON.stringify(res.error)).toBe(400);
    expect((await first(table))[column]).toEqual(row[column]);
  });

  it.each([
    ["hero_banners", { start_date: "99999-01-01" }],
    ["hero_banners", { end_date: "1999-12-31" }],
    ["schedules", { startDate: "2100-01-01", endDate: "2100-02-01" }],
    ["schedules", { registration_start: "0099-01-01" }],
    ["announcements", { published_at: "99999-01-01T00:00:00Z" }],
  ])("%s refuses %o with a 4xx and keeps its value", async (table, change) => {
    const row = await first(table);
    const res = await db(admin).from(table).update(change).eq("id", row.id).select();
    expect(res.status, JSON.stringify(res.error)).toBe(400);
    expect(await first(table)).toEqual(row);
  });

  it("accepts the years 2000 to 2099", async () => {
    const row = await first("hero_banners");
    const ok = await db(admin).from("hero_banners").update({ start_date: "2000-01-01", end_date: "2099-12-31" }).eq("id", row.id).select();
    expect(ok.error).toBeNull();
    await db(serviceClient()).from("hero_banners").update({ start_date: row.start_date, end_date: row.end_date }).eq("id", row.id);
  });
});

describe("SECURITY DEFINER functions are not API endpoints", () => {
  it("no SECURITY DEFINER function of public is executable by anon or authenticated", async () => {
    const rows = await sql<{ fn: string }>(`
      select p.oid::regprocedure::text || ' ' || r.rolname as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r (rolname)
      where n.nspname = 'public' and p.prosecdef and has_function_privilege(r.rolname, p.oid, 'EXECUTE')`);
    expect(rows.map((r) => r.fn)).toEqual([]);
    const [trigger] = await sql<{ n: number }>(`select count(*)::int as n from pg_proc where proname = 'handle_new_user' and prosecdef`);
    expect(trigger.n).toBe(1);
  });

  it.each(["anon", "user"] as const)("/rpc/handle_new_user answers %s with a 4xx", async (who) => {
    const client = who === "anon" ? anonClient() : user;
    const res = await (client as unknown as { rpc(fn: string): PromiseLike<{ error: { code: string } | null; status: number }> }).rpc(
      "handle_new_user",
    );
    expect(["42501", "PGRST202"]).toContain(res.error?.code);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("public buckets cannot be listed, their public URLs still serve", () => {
  const BUCKETS = ["programs", "facilities", "gallery", "hero_banners", "avatars"];

  it.each(BUCKETS)("bucket %s: anon and a non-admin list nothing; the admin's own upload stays reachable", async (bucket) => {
    const folder = bucket === "avatars" ? `${adminId}/` : "";
    const path = `${folder}listing-${Date.now()}.png`;
    expect((await admin.storage.from(bucket).upload(path, pngFile())).error).toBeNull();
    for (const client of [anonClient(), user]) {
      const root = await client.storage.from(bucket).list();
      expect(root.data ?? []).toEqual([]);
      if (folder) expect((await client.storage.from(bucket).list(adminId)).data ?? []).toEqual([]);
    }
    const res = await fetch(anonClient().storage.from(bucket).getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    // upsert and removal by the administrator still work
    expect((await admin.storage.from(bucket).upload(path, pngFile(), { upsert: true })).error).toBeNull();
    const removed = await admin.storage.from(bucket).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
  });
});

describe("table privileges of the API roles", () => {
  it("anon and authenticated hold no TRUNCATE, REFERENCES or TRIGGER on any table of public", async () => {
    const rows = await sql<{ grant: string }>(`
      select c.relname || ' ' || r.rolname || ' ' || p.privilege as grant
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r (rolname)
      cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) as p (privilege)
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and has_table_privilege(r.rolname, c.oid, p.privilege)`);
    expect(rows.map((r) => r.grant)).toEqual([]);
  });
});
