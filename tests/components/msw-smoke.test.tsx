/**
 * The MSW network edge (tests/msw) exercised through the app's real typed
 * client (@/lib/supabase) and data layer: every query shape the app sends,
 * auth and storage, row-level security, and the failure/delay switches.
 */
import { describe, expect, it } from "vitest";
import { supabase, singleOrNull } from "@/lib/supabase";
import { authClient } from "@/lib/auth-client";
import { removeFile, uploadFile } from "@/lib/storage";
import { variantPaths } from "@/lib/image-variants";
import { fetchProgram, fetchPrograms, saveSyllabus } from "@/features/programs/api/programs";
import { fetchActiveHeroBanners } from "@/features/banners/api/banners";
import { fetchOverviewCounts } from "@/features/dashboard/api/counts";
import { updateContactInfo } from "@/features/contact/api/contact";
import { ADMIN_EMAIL, ADMIN_ID, ADMIN_PASSWORD, TINY_PNG, USER_ID, clearTable, daysFromToday, db, findObject, makeHeroBanner, makeProgram, setTable } from "../msw/db";
import { failAlways, failNext, getRequests, lastRequest, setDelay } from "../msw/handlers";
import { AUTH_STORAGE_KEY, signInAs, storedSession } from "../msw/auth";
import { ANON_KEY, REST_URL, SUPABASE_URL, publicObjectUrl } from "../msw/config";
import { SCHEMA, TABLE_NAMES, type TableName } from "../msw/schema";
import { privilegeError, rowVisible } from "../msw/rls";
import { visibleInDatabase } from "../msw/db-check";
import type { Identity } from "../msw/identity";
import { decodeJwt } from "../msw/jwt";
import { evaluateMediaQuery, setViewportWidth } from "../setup/components";
import { ADMIN, ANNOUNCEMENTS, BANNERS, FACILITIES, GALLERY, INSTRUCTORS, PROGRAMS, SCHEDULES, seededStatus } from "../../supabase/seed/data";
import { getRegistrationStatus } from "@/lib/status";

// The demo rows are the seed's (supabase/seed/data.ts via tests/msw/db.ts): expected values are read from it.
const idsWhere = <T extends { id: number }>(rows: T[], keep: (row: T) => boolean) => rows.filter(keep).map((row) => row.id);

const png = (name = "foto.png", type = "image/png") => new File([TINY_PNG], name, { type });

describe("setup", () => {
  it("points the client at the MSW base URL and derives the storage key from it", () => {
    expect(SUPABASE_URL).toBe("http://localhost:54321");
    expect(AUTH_STORAGE_KEY).toBe("sb-localhost-auth-token");
    expect((authClient as unknown as { storageKey: string }).storageKey).toBe(AUTH_STORAGE_KEY);
  });

  it("mirrors the migrations' columns for every table", () => {
    const sql = Object.values(
      import.meta.glob<string>("../../supabase/migrations/*.sql", { query: "?raw", import: "default", eager: true }),
    ).join("\n");
    for (const table of TABLE_NAMES) {
      const block = new RegExp(`create table public\\.${table} \\(([\\s\\S]*?)\\n\\);`).exec(sql);
      expect(block, `create table public.${table}`).not.toBeNull();
      const columns = block![1]
        .split("\n")
        .map((l) => /^\s{2}("?[A-Za-z_][A-Za-z0-9_]*"?)\s+[a-z]/.exec(l)?.[1])
        // a table constraint's line (constraint …, primary key (a, b), unique (…), check (…)) names no column
        .filter((c): c is string => Boolean(c) && !["constraint", "primary", "unique", "check", "foreign", "exclude"].includes(c!))
        .map((c) => c.replace(/"/g, ""));
      // later migrations: alter table public.<table> add column / drop column (several per statement too)
      const statements = new RegExp(`alter table (?:only )?public\\.${table}\\s+([^;]*);`, "gi");
      for (const [, body] of sql.matchAll(statements)) {
        for (const [, action, column] of body.matchAll(/(add|drop) column (?:if (?:not )?exists )?("?[A-Za-z_][A-Za-z0-9_]*"?)/gi)) {
          const name = column.replace(/"/g, "");
          if (action.toLowerCase() === "add") columns.push(name);
          else columns.splice(columns.indexOf(name), 1);
        }
      }
      expect(Object.keys(SCHEMA[table].columns).sort(), table).toEqual(columns.sort());
    }
  });

  it("controls matchMedia through setViewportWidth", () => {
    const mobile = window.matchMedia("(max-width: 767px)");
    expect(mobile.matches).toBe(false);
    let changes = 0;
    mobile.addEventListener("change", () => changes++);
    setViewportWidth(390);
    expect(mobile.matches).toBe(true);
    expect(window.innerWidth).toBe(390);
    expect(evaluateMediaQuery("(min-width: 768px)")).toBe(false);
    expect(changes).toBe(1);
  });
});

describe("demo content", () => {
  it("serves the real seed's rows resolved for today (supabase/seed/rows.ts): same rows, same statuses, lookups by natural key", () => {
    expect(db.programs.map((p) => [p.id, p.name])).toEqual(PROGRAMS.map((p, i) => [i + 1, p.name]));
    expect(db.syllabus_items).toHaveLength(PROGRAMS.flatMap((p) => p.syllabus).length);
    expect(db.syllabus_items.filter((i) => i.program_id === 2).map((i) => i.title)).toEqual(PROGRAMS[1].syllabus.map((i) => i.title));
    // dates counted from the Monday of this week: the status the dates give today is the seeded one
    expect(db.schedules.map((s) => getRegistrationStatus(s.startDate, s.endDate))).toEqual(SCHEDULES.map(seededStatus));
    expect(db.schedules.map((s) => s.status)).toEqual(SCHEDULES.map(seededStatus));
    const linked = db.announcements.filter((a) => a.schedule_id !== null);
    expect(linked).toHaveLength(ANNOUNCEMENTS.filter((a) => a.schedule).length);
    for (const announcement of linked) {
      const seed = ANNOUNCEMENTS[announcement.id - 1];
      expect(db.schedules.find((s) => s.id === announcement.schedule_id)).toMatchObject(seed.schedule!);
    }
    expect(db.profiles.find((p) => p.id === ADMIN_ID)).toMatchObject({ first_name: ADMIN.first_name, last_name: ADMIN.last_name });
    expect(findObject("programs", db.programs[0].file_path!)).toBeDefined();
  });
});

describe("rest: reads", () => {
  it("lists programs ordered by created_at desc", async () => {
    const programs = await fetchPrograms();
    expect(programs).toHaveLength(PROGRAMS.length);
    expect(programs[0].name).toBe(PROGRAMS[0].name);
    const times = programs.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("selects a column list with aliases", async () => {
    const { data, error } = await supabase.from("programs").select("id, judul:name").eq("id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, judul: PROGRAMS[1].name }]);
  });

  it("embeds syllabus_items ordered by item_order", async () => {
    db.syllabus_items = [...db.syllabus_items].reverse();
    const program = await fetchProgram(1);
    expect(program?.name).toBe(PROGRAMS[0].name);
    expect(program?.syllabus_items.map((i) => i.item_order)).toEqual(PROGRAMS[0].syllabus.map((_, i) => i + 1));
    expect(getRequests("programs", "select")[0].url.searchParams.get("syllabus_items.order")).toBe("item_order.asc");
  });

  it("answers .single() with 406 PGRST116 when nothing matches; maybeSingle gives null", async () => {
    const res = await supabase.from("programs").select("*").eq("id", 999).single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe("PGRST116");
    expect(await fetchProgram(999)).toBeNull();
    const maybe = await supabase.from("programs").select("*").eq("id", 999).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    clearTable("contact_info");
    expect(await singleOrNull(supabase.from("contact_info").select("*").eq("id", 1).single())).toBeNull();
  });

  it("filters with eq/neq/lt/gt/lte/gte/in/is", async () => {
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null }>) => (await q).data!.map((r) => r.id).sort((a, b) => a - b);
    const today = daysFromToday(0);
    const instructor = SCHEDULES[0].instructors[0];
    db.programs.push(makeProgram({ id: 50, name: "Tanpa Foto", image_url: null, file_path: null }));
    const withPhoto = idsWhere(db.programs, (p) => p.image_url !== null);
    expect(await ids(supabase.from("programs").select("id").eq("category", "PBL"))).toEqual(idsWhere(db.programs, (p) => p.category === "PBL"));
    expect(await ids(supabase.from("programs").select("id").neq("category", "PBL"))).toEqual(idsWhere(db.programs, (p) => p.category !== "PBL"));
    expect(await ids(supabase.from("programs").select("id").eq("is_featured", true))).toEqual(idsWhere(db.programs, (p) => p.is_featured));
    expect(await ids(supabase.from("programs").select("id").in("id", [3, 5, 99]))).toEqual([3, 5]);
    expect(await ids(supabase.from("programs").select("id").is("image_url", null))).toEqual([50]);
    expect(await ids(supabase.from("programs").select("id").not("image_url", "is", null))).toHaveLength(withPhoto.length);
    expect(withPhoto).toHaveLength(PROGRAMS.length);
    expect(await ids(supabase.from("programs").select("id").gt("id", 7))).toEqual(idsWhere(db.programs, (p) => p.id > 7));
    expect(await ids(supabase.from("programs").select("id").lt("id", 3))).toEqual([1, 2]);
    const running = idsWhere(db.schedules, (s) => s.startDate <= today && s.endDate >= today);
    expect(running.length).toBeGreaterThan(0);
    expect(await ids(supabase.from("schedules").select("id").lte("startDate", today).gte("endDate", today))).toEqual(running);
    expect(await ids(supabase.from("schedules").select("id").contains("instructorName", [`"${instructor}"`]))).toEqual(
      idsWhere(db.schedules, (s) => s.instructorName.includes(instructor)),
    );
    expect(await ids(supabase.from("programs").select("id").or("id.eq.1,category.eq.PBL"))).toEqual(idsWhere(db.programs, (p) => p.id === 1 || p.category === "PBL"));
    const junior = idsWhere(db.programs, (p) => p.name.toLowerCase().includes("junior"));
    expect(junior.length).toBeGreaterThan(1);
    expect(await ids(supabase.from("programs").select("id").ilike("name", "%JUNIOR%"))).toEqual(junior);
  });

  it("returns only the active banners for the visitor's date (the seed's active ones, not the expired or scheduled)", async () => {
    const activeSeed = BANNERS.map((b, i) => ({ ...b, id: i + 1 })).filter((b) => b.startDay <= 0 && b.endDay >= 0);
    expect(activeSeed.length).toBeGreaterThan(0);
    expect(activeSeed.length).toBeLessThan(BANNERS.length);
    const active = await fetchActiveHeroBanners();
    expect(active.map((b) => b.title).sort()).toEqual(activeSeed.map((b) => b.title).sort());
    // RLS: anonymous visitors never see banners far outside their period (the seed's others are days away)
    const all = await supabase.from("hero_banners").select("id").throwOnError();
    expect(all.data.map((b) => b.id).sort()).toEqual(activeSeed.map((b) => b.id));
  });

  it("orders by a quoted camelCase column and limits", async () => {
    const { data } = await supabase.from("schedules").select("id, startDate").order("startDate", { ascending: false }).limit(3).throwOnError();
    const byStart = [...db.schedules].sort((a, b) => b.startDate.localeCompare(a.startDate));
    expect(data.map((s) => s.id)).toEqual(byStart.slice(0, 3).map((s) => s.id));
    const quoted = await supabase.from("schedules").select('"startDate"').order('"startDate"').limit(1).throwOnError();
    expect(quoted.data).toEqual([{ startDate: byStart[byStart.length - 1].startDate }]);
    const instructors = await (async () => {
      signInAs("admin");
      return (await supabase.from("instructors").select("name").order("name").throwOnError()).data.map((i) => i.name);
    })();
    expect(instructors[0]).toBe(INSTRUCTORS.map((i) => i.name).sort()[0]);
  });

  it("counts with HEAD + Prefer count=exact", async () => {
    signInAs("admin");
    expect(await fetchOverviewCounts()).toEqual({
      instructors: INSTRUCTORS.length,
      schedules: SCHEDULES.length,
      gallery: GALLERY.length,
      programs: PROGRAMS.length,
      facilities: FACILITIES.length,
    });
    const head = lastRequest("facilities", "select")!;
    expect(head.method).toBe("HEAD");
    const raw = await fetch(`${REST_URL}/programs?select=*`, {
      method: "HEAD",
      headers: { apikey: ANON_KEY, Prefer: "count=exact" },
    });
    expect(raw.headers.get("content-range")).toBe(`*/${PROGRAMS.length}`);
    clearTable("gallery");
    expect((await fetchOverviewCounts()).gallery).toBe(0);
  });

  it("refuses what row-level security refuses to anonymous visitors", async () => {
    const res = await supabase.from("instructors").select("*");
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe("42501");
    // keep-alive: anon may read profiles.id only (column grant) and sees no row; other columns are refused
    expect((await supabase.from("profiles").select("id").limit(1)).data).toEqual([]);
    expect((await supabase.from("profiles").select("*")).error?.code).toBe("42501");
    // HEAD errors carry no body (as in PostgREST): the count query still rejects
    await expect(fetchOverviewCounts()).rejects.toBeInstanceOf(Error);
  });
});

describe("rest: writes", () => {
  it("inserts with return=representation (.select().single()) as admin", async () => {
    signInAs("admin");
    const { data, error, status } = await supabase
      .from("instructors")
      .insert({ name: "Zulfikar, S.Kom.", title: "Instruktur Terampil" })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ id: INSTRUCTORS.length + 1, name: "Zulfikar, S.Kom.", title: "Instruktur Terampil" });
    expect(data?.created_at).toEqual(expect.any(String));
    expect(db.instructors).toHaveLength(INSTRUCTORS.length + 1);
  });

  it("inserts with return=minimal (no .select())", async () => {
    signInAs("admin");
    const res = await supabase.from("schedules").insert({
      program: "Junior Web Developer",
      programCategory: "PBK Reguler",
      instructorName: ["Cut Nurul Aini, S.Kom."],
      batch: "Batch 99",
      startDate: daysFromToday(30),
      endDate: daysFromToday(60),
      status: "Segera Dibuka",
    });
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
    expect(res.data).toBeNull();
    expect(db.schedules.find((s) => s.batch === "Batch 99")?.id).toBe(SCHEDULES.length + 1);
  });

  it("enforces constraints like the database (not null, check, foreign key)", async () => {
    signInAs("admin");
    const missing = await supabase.from("programs").insert({ name: "X", description: "Y" } as never);
    expect(missing.error).toMatchObject({ code: "23502" });
    const badCategory = await supabase.from("programs").insert({ name: "X", description: "Y", duration: "1", category: "Lain" });
    expect(badCategory.error).toMatchObject({ code: "23514" });
    const shortDelay = await supabase
      .from("hero_banners")
      .insert({ title: "T", image_url: "http://x/y.png", start_date: "2025-01-01", end_date: "2025-01-02", autoplay_delay_ms: 500 });
    expect(shortDelay.error?.message).toContain("hero_banners_autoplay_delay_ms_check");
    const orphan = await supabase.from("syllabus_items").insert({ program_id: 999, item_order: 1, title: "T", duration_jp: 1 });
    expect(orphan.status).toBe(409);
    expect(orphan.error?.code).toBe("23503");
    const unknown = await supabase.from("programs").update({ nama: "x" } as never).eq("id", 1);
    expect(unknown.error?.code).toBe("PGRST204");
    expect(db.programs).toHaveLength(PROGRAMS.length);
  });

  it("checks every written row with the database's own NOT NULL and CHECK constraints (tests/msw/db-check.ts)", async () => {
    signInAs("admin");
    const before = structuredClone(db.announcements);
    // a length rule of public.is_valid_text(title, 200), restated nowhere in tests/ (the JavaScript
    // copy this replaced even had the constraint's name wrong: "announcements_title_check")
    const long = await supabase.from("announcements").insert({ title: "a".repeat(201), body: "Isi" });
    expect(long.status).toBe(400);
    expect(long.error).toMatchObject({ code: "23514", message: 'new row for relation "announcements" violates check constraint "announcements_title_text"' });
    expect(long.error?.details).toMatch(/^Failing row contains \(/);
    // invisible-only text is no text
    const invisible = await supabase.from("faq").insert({ question: "\u200b\u200b", answer: "Jawab", position: 99 });
    expect(invisible.error).toMatchObject({ code: "23514", message: expect.stringContaining('"faq_question_text"') });
    // updates are checked too, and nothing is stored
    const { startDate } = db.schedules[0];
    const period = await supabase.from("schedules").update({ endDate: daysFromToday(-400) }).eq("id", db.schedules[0].id);
    expect(period.error).toMatchObject({ code: "23514", message: expect.stringContaining('"schedules_period_check"') });
    expect(db.schedules[0].startDate).toBe(startDate);
    expect(db.announcements).toEqual(before);
  });

  it("refuses writes to anonymous (401) and non-admin users (403 / 0 rows)", async () => {
    const anon = await supabase.from("programs").insert({ name: "X", description: "Y", duration: "1" });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe("42501");
    signInAs("user");
    const user = await supabase.from("programs").insert({ name: "X", description: "Y", duration: "1" });
    expect(user.status).toBe(403);
    const update = await supabase.from("programs").update({ name: "Dirusak" }).eq("id", 1).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    expect(db.programs.find((p) => p.id === 1)?.name).toBe("Junior Web Developer");
  });

  it("updates with and without representation", async () => {
    signInAs("admin");
    const rep = await supabase.from("programs").update({ is_featured: false }).eq("id", 1).select().throwOnError();
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([expect.objectContaining({ id: 1, is_featured: false })]);
    const minimal = await supabase.from("programs").update({ duration: "300 JP" }).eq("id", 2);
    expect(minimal.status).toBe(204);
    expect(db.programs.find((p) => p.id === 2)?.duration).toBe("300 JP");
  });

  it("deletes (cascading the syllabus) with and without representation", async () => {
    signInAs("admin");
    const rep = await supabase.from("programs").delete().eq("id", 1).select("id").throwOnError();
    expect(rep.data).toEqual([{ id: 1 }]);
    expect(db.syllabus_items.some((i) => i.program_id === 1)).toBe(false);
    const minimal = await supabase.from("gallery").delete().eq("id", 3);
    expect(minimal.status).toBe(204);
    expect(db.gallery.map((g) => g.id)).not.toContain(3);
  });

  it("upserts the contact information row (on_conflict=id)", async () => {
    signInAs("admin");
    const saved = await updateContactInfo({
      address: "Jl. Baru No. 2, Banda Aceh",
      phone: "0651 000",
      email: "baru@example.com",
      instagram_url: null,
      map_embed_url: null,
    });
    expect(saved).toMatchObject({ id: 1, address: "Jl. Baru No. 2, Banda Aceh", instagram_url: null });
    expect(db.contact_info).toHaveLength(1);
    clearTable("contact_info");
    await updateContactInfo({ address: "A", phone: "B", email: "c@d.id", instagram_url: null, map_embed_url: null });
    expect(db.contact_info).toHaveLength(1);
    expect(lastRequest("contact_info", "upsert")?.url.searchParams.get("on_conflict")).toBe("id");
  });

  it("replaces a syllabus atomically through rpc/replace_syllabus_items", async () => {
    signInAs("admin");
    const rows = await saveSyllabus({
      programId: 2,
      items: [
        { title: "Pengenalan Jaringan", duration_jp: 8, kode_unit: "J.611000.001.02" },
        { title: "Praktik Subnetting", duration_jp: 16, kode_unit: "" },
      ],
    });
    expect(rows.map((r) => [r.item_order, r.title, r.kode_unit])).toEqual([
      [1, "Pengenalan Jaringan", "J.611000.001.02"],
      [2, "Praktik Subnetting", null],
    ]);
    expect(db.syllabus_items.filter((i) => i.program_id === 2)).toHaveLength(2);
    await expect(saveSyllabus({ programId: 2, items: [{ title: "Ok", duration_jp: 0, kode_unit: "A" }] })).rejects.toMatchObject({ code: "23514" });
    expect(db.syllabus_items.filter((i) => i.program_id === 2)).toHaveLength(2);
    await expect(saveSyllabus({ programId: 999, items: [] })).rejects.toThrow("program id not found");
  });

  it("lets a test replace tables with builders", async () => {
    setTable("programs", [makeProgram({ id: 50, name: "Satu-satunya" })]);
    db.hero_banners = [makeHeroBanner({ title: "Hari ini", start_date: daysFromToday(0), end_date: daysFromToday(0) })];
    expect((await fetchPrograms()).map((p) => p.name)).toEqual(["Satu-satunya"]);
    expect((await fetchActiveHeroBanners()).map((b) => b.title)).toEqual(["Hari ini"]);
  });
});

describe("auth", () => {
  it("signs in with a password, stores the session and gets the user", async () => {
    const { data, error } = await authClient.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(error).toBeNull();
    expect(decodeJwt(data.session!.access_token)?.user_role).toBe("super_admin");
    expect(data.user?.user_metadata).toMatchObject({ first_name: ADMIN.first_name, last_name: ADMIN.last_name });
    expect(storedSession()?.user.email).toBe(ADMIN_EMAIL);
    const { data: fetched } = await authClient.auth.getUser();
    expect(fetched.user?.id).toBe(ADMIN_ID);
    await authClient.auth.signOut();
    expect(storedSession()).toBeNull();
  });

  it("answers bad credentials with 400 invalid_credentials", async () => {
    const { error } = await authClient.auth.signInWithPassword({ email: ADMIN_EMAIL, password: "salah" });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.message).toBe("Invalid login credentials");
  });

  it("signInAs puts a usable session in localStorage", async () => {
    signInAs("admin");
    const { data } = await authClient.auth.getSession();
    expect(data.session?.user.email).toBe(ADMIN_EMAIL);
    const { data: rows } = await supabase.from("instructors").select("id").throwOnError();
    expect(rows).toHaveLength(INSTRUCTORS.length);
    expect(lastRequest("instructors")?.userId).toBe(ADMIN_ID);
  });

  it("merges user metadata on updateUser (null deletes a key)", async () => {
    signInAs("admin");
    const { data, error } = await authClient.auth.updateUser({ data: { first_name: "Rina", avatar_url: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: "Rina", last_name: ADMIN.last_name });
    expect(db.users.find((u) => u.id === ADMIN_ID)?.user_metadata.first_name).toBe("Rina");
  });

  it("rotates refresh tokens and refuses a spent one", async () => {
    const first = signInAs("admin")!;
    const { data, error } = await authClient.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    const reuse = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("refuses sign-up (422 signup_disabled)", async () => {
    const { error } = await authClient.auth.signUp({ email: "baru@example.com", password: "rahasia123" });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("signup_disabled");
  });
});

describe("storage", () => {
  it("uploads, serves publicly and removes an image", async () => {
    signInAs("admin");
    const { path, publicUrl } = await uploadFile("gallery", png("kegiatan.png"));
    expect(path).toMatch(/^\d+\.png$/);
    expect(publicUrl).toBe(publicObjectUrl("gallery", path));
    expect(findObject("gallery", path)?.size).toBe(TINY_PNG.byteLength);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_PNG);
    await removeFile("gallery", path);
    expect(findObject("gallery", path)).toBeUndefined();
    // with the names its WebP variants would have (src/lib/image-variants.ts)
    const removals = getRequests("storage", "remove").map((r) => [r.bucket, r.body]);
    expect(removals).toContainEqual(["gallery", { prefixes: [path, ...variantPaths(path)] }]);
    // and wherever the backend may have withheld them (docs/change-history.md)
    expect(removals).toContainEqual(["withheld-images", { prefixes: [path, ...variantPaths(path)].map((name) => `gallery/${name}`) }]);
  });

  it("stores avatars only in the user's own folder", async () => {
    signInAs("admin");
    await expect(uploadFile("avatars", png(), ADMIN_ID)).resolves.toMatchObject({ path: expect.stringMatching(new RegExp(`^${ADMIN_ID}/`)) });
    await expect(uploadFile("avatars", png(), "someone-else")).rejects.toThrow("Upload failed: new row violates row-level security policy");
  });

  it("refuses non-images, anonymous uploads and duplicates", async () => {
    await expect(uploadFile("programs", png())).rejects.toThrow(/Upload failed/);
    signInAs("admin");
    await expect(uploadFile("programs", new File(["teks"], "catatan.txt", { type: "text/plain" }))).rejects.toThrow(
      "Upload failed: mime type text/plain is not supported",
    );
    const first = await authClient.storage.from("programs").upload("sama.png", png());
    expect(first.error).toBeNull();
    const again = await authClient.storage.from("programs").upload("sama.png", png());
    expect(again.error?.message).toBe("The resource already exists");
  });
});

describe("switches", () => {
  it("failNext makes exactly the next matching call fail with a PostgREST error body", async () => {
    failNext("programs", "select");
    const failed = await supabase.from("programs").select("*");
    expect(failed.status).toBe(500);
    expect(failed.error).toMatchObject({ code: "XX000", message: expect.stringContaining("programs select"), details: null, hint: null });
    expect((await supabase.from("programs").select("*")).error).toBeNull();
  });

  it("failAlways keeps failing; custom status/code/message", async () => {
    failAlways("gallery", "select", { status: 400, code: "22P02", message: "rusak" });
    for (let i = 0; i < 2; i++) {
      const res = await supabase.from("gallery").select("*");
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe("rusak");
    }
  });

  it("fails rpc, storage and auth calls too", async () => {
    signInAs("admin");
    failNext("rpc", "replace_syllabus_items");
    await expect(saveSyllabus({ programId: 1, items: [] })).rejects.toMatchObject({ code: "XX000" });
    failNext("storage", "upload", { bucket: "gallery" });
    await expect(uploadFile("gallery", png())).rejects.toThrow("Upload failed: MSW simulated failure: storage upload");
    failNext("auth", "signInWithPassword", { message: "Email not confirmed", code: "email_not_confirmed" });
    const { error } = await authClient.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(error?.message).toBe("Email not confirmed");
  });

  it("setDelay keeps a request pending", async () => {
    setDelay("programs", "select", "infinite");
    const outcome = await Promise.race([
      supabase.from("programs").select("*").then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("pending"), 100)),
    ]);
    expect(outcome).toBe("pending");
  });

  it("starts every test from the demo content", async () => {
    expect(db.programs).toHaveLength(PROGRAMS.length);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getRequests()).toHaveLength(0);
    expect(makeProgram().id).toBeGreaterThan(1000);
  });
});

describe("privileges and row-level security come from the database (tests/msw/rls.ts)", () => {
  const claims = {
    anon: { role: "anon" },
    user: { role: "authenticated", sub: USER_ID, app_metadata: {} },
    admin: { role: "authenticated", sub: ADMIN_ID, app_metadata: {}, user_role: "super_admin" },
  } as const;
  const identity = (who: keyof typeof claims): Identity => ({
    role: claims[who].role,
    userId: who === "anon" ? null : claims[who].sub!,
    isAdmin: who === "admin",
    memberRole: who === "admin" ? "super_admin" : null,
    claims: claims[who] as never,
  });
  // Every table gets its demo rows plus, for the period and publication rules, rows on both sides of each edge.
  const rowsOf = (table: TableName) => {
    const rows = structuredClone(db[table]) as unknown as Record<string, unknown>[];
    if (table === "hero_banners") {
      for (const [start, end] of [[2, 5], [1, 5], [-5, -2], [-5, -1]]) rows.push(makeHeroBanner({ start_date: daysFromToday(start), end_date: daysFromToday(end) }));
    }
    if (table === "profiles" && !rows.some((r) => r.id === USER_ID)) rows.push({ ...rows[0], id: USER_ID });
    return rows;
  };

  it.each(TABLE_NAMES.map((table) => [table]))("%s: the emulation sees, updates and deletes what the database's policies allow", async (table) => {
    const primaryKey = SCHEMA[table].primaryKey;
    const rows = rowsOf(table);
    const keyOf = (row: Record<string, unknown>) => JSON.stringify(primaryKey.map((c) => row[c]));
    for (const who of ["anon", "user", "admin"] as const) {
      for (const action of ["select", "update", "delete"] as const) {
        const caller = identity(who);
        if (privilegeError(table, caller, action) || (action !== "select" && privilegeError(table, caller, "select"))) continue;
        const emulated = rows
          .filter((row) => rowVisible(table, caller, action, row) && (action === "select" || rowVisible(table, caller, "select", row)))
          .map(keyOf)
          .sort();
        const real = (await visibleInDatabase({ table, role: caller.role, claims: claims[who], action, rows, primaryKey }))
          .map((key) => JSON.stringify(key))
          .sort();
        expect(emulated, `${who} ${action} ${table}`).toEqual(real);
      }
    }
  });
});
