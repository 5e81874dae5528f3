/**
 * The MSW network edge (tests/msw) exercised through the app's real typed
 * client (@/lib/supabase) and data layer: every query shape the app sends,
 * auth and storage, row-level security, and the failure/delay switches.
 */
import { describe, expect, it } from "vitest";
import { supabase, singleOrNull } from "@/lib/supabase";
import { removeFile, uploadFile } from "@/lib/storage";
import { fetchProgram, fetchPrograms, saveSyllabus } from "@/features/programs/api/programs";
import { fetchActiveHeroBanners } from "@/features/banners/api/banners";
import { fetchOverviewCounts } from "@/features/dashboard/api/counts";
import { updateContactInfo } from "@/features/contact/api/contact";
import { ADMIN_EMAIL, ADMIN_ID, ADMIN_PASSWORD, TINY_PNG, clearTable, daysFromToday, db, findObject, makeHeroBanner, makeProgram, setTable } from "../msw/db";
import { failAlways, failNext, getRequests, lastRequest, setDelay } from "../msw/handlers";
import { AUTH_STORAGE_KEY, signInAs, storedSession } from "../msw/auth";
import { ANON_KEY, REST_URL, SUPABASE_URL, publicObjectUrl } from "../msw/config";
import { SCHEMA, TABLE_NAMES } from "../msw/schema";
import { evaluateMediaQuery, setViewportWidth } from "../setup/components";

const png = (name = "foto.png", type = "image/png") => new File([TINY_PNG], name, { type });

describe("setup", () => {
  it("points the client at the MSW base URL and derives the storage key from it", () => {
    expect(SUPABASE_URL).toBe("http://localhost:54321");
    expect(AUTH_STORAGE_KEY).toBe("sb-localhost-auth-token");
    expect((supabase as unknown as { storageKey: string }).storageKey).toBe(AUTH_STORAGE_KEY);
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
        .map((l) => /^\s{2}("?[A-Za-z_]+"?)\s+[a-z]/.exec(l)?.[1])
        .filter((c): c is string => Boolean(c) && c !== "constraint")
        .map((c) => c.replace(/"/g, ""));
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

describe("rest: reads", () => {
  it("lists programs ordered by created_at desc", async () => {
    const programs = await fetchPrograms();
    expect(programs).toHaveLength(9);
    expect(programs[0].name).toBe("Junior Web Developer");
    const times = programs.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("selects a column list with aliases", async () => {
    const { data, error } = await supabase.from("programs").select("id, judul:name").eq("id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, judul: "Junior Network Administrator" }]);
  });

  it("embeds syllabus_items ordered by item_order", async () => {
    db.syllabus_items = [...db.syllabus_items].reverse();
    const program = await fetchProgram(1);
    expect(program?.name).toBe("Junior Web Developer");
    expect(program?.syllabus_items.map((i) => i.item_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
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
    expect(await ids(supabase.from("programs").select("id").eq("category", "PBL"))).toEqual([4, 5, 6]);
    expect(await ids(supabase.from("programs").select("id").neq("category", "PBL"))).toEqual([1, 2, 3, 7, 8, 9]);
    expect(await ids(supabase.from("programs").select("id").eq("is_featured", true))).toEqual([1, 2, 4, 7]);
    expect(await ids(supabase.from("programs").select("id").in("id", [3, 5, 99]))).toEqual([3, 5]);
    expect(await ids(supabase.from("programs").select("id").is("image_url", null))).toEqual([8]);
    expect(await ids(supabase.from("programs").select("id").not("image_url", "is", null))).toHaveLength(8);
    expect(await ids(supabase.from("programs").select("id").gt("id", 7))).toEqual([8, 9]);
    expect(await ids(supabase.from("programs").select("id").lt("id", 3))).toEqual([1, 2]);
    expect(await ids(supabase.from("schedules").select("id").lte("startDate", daysFromToday(0)).gte("endDate", daysFromToday(0)))).toEqual([1, 2]);
    expect(await ids(supabase.from("schedules").select("id").contains("instructorName", ['"Fadhil Ramadhan, S.Kom."']))).toEqual([3, 6]);
    expect(await ids(supabase.from("programs").select("id").or("id.eq.1,category.eq.PBL"))).toEqual([1, 4, 5, 6]);
    expect(await ids(supabase.from("programs").select("id").ilike("name", "%umkm%"))).toEqual([4, 9]);
  });

  it("returns only the active banners for the visitor's date (2 of 4)", async () => {
    const active = await fetchActiveHeroBanners();
    expect(active.map((b) => b.title).sort()).toEqual(["Pelatihan Berbasis Kompetensi Gratis", "Pendaftaran Junior Web Developer Batch 3 Dibuka"]);
    // RLS: anonymous visitors never see banners far outside their period
    const all = await supabase.from("hero_banners").select("id").throwOnError();
    expect(all.data.map((b) => b.id).sort()).toEqual([1, 2]);
  });

  it("orders by a quoted camelCase column and limits", async () => {
    const { data } = await supabase.from("schedules").select("id, startDate").order("startDate", { ascending: false }).limit(3).throwOnError();
    expect(data.map((s) => s.id)).toEqual([5, 4, 3]);
    const quoted = await supabase.from("schedules").select('"startDate"').order('"startDate"').limit(1).throwOnError();
    expect(quoted.data).toEqual([{ startDate: daysFromToday(-90) }]);
    const instructors = await (async () => {
      signInAs("admin");
      return (await supabase.from("instructors").select("name").order("name").throwOnError()).data.map((i) => i.name);
    })();
    expect(instructors[0]).toBe("Cut Nurul Aini, S.Kom.");
  });

  it("counts with HEAD + Prefer count=exact", async () => {
    signInAs("admin");
    expect(await fetchOverviewCounts()).toEqual({ instructors: 6, schedules: 8, gallery: 8, programs: 9, facilities: 7 });
    const head = lastRequest("facilities", "select")!;
    expect(head.method).toBe("HEAD");
    const raw = await fetch(`${REST_URL}/programs?select=*`, {
      method: "HEAD",
      headers: { apikey: ANON_KEY, Prefer: "count=exact" },
    });
    expect(raw.headers.get("content-range")).toBe("*/9");
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
    expect(data).toMatchObject({ id: 7, name: "Zulfikar, S.Kom.", title: "Instruktur Terampil" });
    expect(data?.created_at).toEqual(expect.any(String));
    expect(db.instructors).toHaveLength(7);
  });

  it("inserts with return=minimal (no .select())", async () => {
    signInAs("admin");
    const res = await supabase.from("schedules").insert({
      program: "Junior Web Developer",
      programCategory: "PBK Reguler",
      instructorName: ["Cut Nurul Aini, S.Kom."],
      batch: "Batch 4",
      startDate: daysFromToday(30),
      endDate: daysFromToday(60),
      status: "Segera Dibuka",
    });
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
    expect(res.data).toBeNull();
    expect(db.schedules.find((s) => s.batch === "Batch 4")?.id).toBe(9);
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
    expect(db.programs).toHaveLength(9);
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
    const { data, error } = await supabase.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe("admin");
    expect(data.user?.user_metadata).toMatchObject({ first_name: "Rahmat", last_name: "Hidayat" });
    expect(storedSession()?.user.email).toBe(ADMIN_EMAIL);
    const { data: fetched } = await supabase.auth.getUser();
    expect(fetched.user?.id).toBe(ADMIN_ID);
    await supabase.auth.signOut();
    expect(storedSession()).toBeNull();
  });

  it("answers bad credentials with 400 invalid_credentials", async () => {
    const { error } = await supabase.auth.signInWithPassword({ email: ADMIN_EMAIL, password: "salah" });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.message).toBe("Invalid login credentials");
  });

  it("signInAs puts a usable session in localStorage", async () => {
    signInAs("admin");
    const { data } = await supabase.auth.getSession();
    expect(data.session?.user.email).toBe(ADMIN_EMAIL);
    const { data: rows } = await supabase.from("instructors").select("id").throwOnError();
    expect(rows).toHaveLength(6);
    expect(lastRequest("instructors")?.userId).toBe(ADMIN_ID);
  });

  it("merges user metadata on updateUser (null deletes a key)", async () => {
    signInAs("admin");
    const { data, error } = await supabase.auth.updateUser({ data: { first_name: "Rina", avatar_url: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: "Rina", last_name: "Hidayat" });
    expect(db.users.find((u) => u.id === ADMIN_ID)?.user_metadata.first_name).toBe("Rina");
  });

  it("rotates refresh tokens and refuses a spent one", async () => {
    const first = signInAs("admin")!;
    const { data, error } = await supabase.auth.refreshSession();
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
    const { error } = await supabase.auth.signUp({ email: "baru@example.com", password: "rahasia123" });
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
    expect(lastRequest("storage", "remove")?.body).toEqual({ prefixes: [path] });
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
    const first = await supabase.storage.from("programs").upload("sama.png", png());
    expect(first.error).toBeNull();
    const again = await supabase.storage.from("programs").upload("sama.png", png());
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
    const { error } = await supabase.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
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
    expect(db.programs).toHaveLength(9);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getRequests()).toHaveLength(0);
    expect(makeProgram().id).toBeGreaterThan(1000);
  });
});
