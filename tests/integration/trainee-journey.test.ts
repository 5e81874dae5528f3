/**
 * The trainee-journey tables and bucket through real supabase-js against the embedded backend:
 * announcements (visitors see only published ones), faq (public read, atomic reorder), the new
 * schedule/program columns and their constraints, and the announcements bucket.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createNonAdminUser, pngFile, serviceClient, type TestClient } from "../helpers/supabase";

let admin: TestClient;
let user: TestClient;
const tag = `t${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await adminClient();
  user = (await createNonAdminUser()).client;
});

describe("announcements", () => {
  it("shows visitors and non-admins only published announcements; administrators see scheduled ones too", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const { data: created, error } = await admin
      .from("announcements")
      .insert({ title: `Terjadwal ${tag}`, body: "Besok.", published_at: future })
      .select()
      .single();
    expect(error).toBeNull();
    for (const client of [anonClient(), user]) {
      const { data } = await client.from("announcements").select("id, published_at");
      expect(data!.length).toBeGreaterThanOrEqual(4);
      expect(data!.every((a) => Date.parse(a.published_at) <= Date.now())).toBe(true);
      expect(data!.some((a) => a.id === created!.id)).toBe(false);
      const one = await client.from("announcements").select("*").eq("id", created!.id);
      expect(one.data).toEqual([]);
    }
    const { data: all } = await admin.from("announcements").select("id").eq("id", created!.id);
    expect(all).toHaveLength(1);
    // the seed has one scheduled announcement as well
    const { count } = await admin.from("announcements").select("*", { count: "exact", head: true }).gt("published_at", new Date().toISOString());
    expect(count).toBeGreaterThanOrEqual(2);
    await admin.from("announcements").delete().eq("id", created!.id);
  });

  it("lets only administrators write", async () => {
    const row = { title: `Uji ${tag}`, body: "Isi." };
    const anon = await anonClient().from("announcements").insert(row);
    expect(anon.error?.code).toBe("42501");
    const nonAdmin = await user.from("announcements").insert(row);
    expect(nonAdmin.error?.code).toBe("42501");
    const { data: seeded } = await anonClient().from("announcements").select("id").limit(1).single();
    const upd = await user.from("announcements").update({ title: "x" }).eq("id", seeded!.id).select();
    expect(upd.data).toEqual([]);
    const del = await user.from("announcements").delete().eq("id", seeded!.id).select();
    expect(del.data).toEqual([]);
  });

  it("refuses blank (invisible) titles and non-http image URLs", async () => {
    const blank = await admin.from("announcements").insert({ title: "\u200B \u00A0", body: "Isi." });
    expect(blank.error?.code).toBe("23514");
    const bad = await admin.from("announcements").insert({ title: "Uji", body: "Isi.", image_url: "javascript:alert(1)" });
    expect(bad.error?.code).toBe("23514");
  });

  it("keeps an announcement when its schedule is deleted (link set to null)", async () => {
    const { data: s } = await admin
      .from("schedules")
      .insert({ program: `P ${tag}`, programCategory: "PBL", instructorName: ["X"], batch: "1", startDate: "2030-01-01", endDate: "2030-01-02", status: "Segera Dibuka" })
      .select()
      .single();
    const { data: a } = await admin.from("announcements").insert({ title: `Terkait ${tag}`, body: "Isi.", schedule_id: s!.id }).select().single();
    await admin.from("schedules").delete().eq("id", s!.id);
    const { data: after } = await admin.from("announcements").select("schedule_id").eq("id", a!.id).single();
    expect(after!.schedule_id).toBeNull();
    await admin.from("announcements").delete().eq("id", a!.id);
  });
});

describe("faq", () => {
  it("is public, ordered by position, and only administrators write", async () => {
    const { data } = await anonClient().from("faq").select("position").order("position");
    expect(data!.length).toBeGreaterThanOrEqual(6);
    expect(data!.map((f) => f.position)).toEqual([...data!.map((f) => f.position)].sort((a, b) => a - b));
    expect((await anonClient().from("faq").insert({ question: "A?", answer: "B", position: 99 })).error?.code).toBe("42501");
    expect((await user.from("faq").insert({ question: "A?", answer: "B", position: 99 })).error?.code).toBe("42501");
  });

  it("reorders every question in one transaction (reorder_faq), and refuses partial lists", async () => {
    const { data: before } = await admin.from("faq").select("id").order("position");
    const ids = before!.map((f) => f.id);
    const reversed = [...ids].reverse();
    const { data, error } = await admin.rpc("reorder_faq", { p_ids: reversed });
    expect(error).toBeNull();
    expect(data!.map((f) => f.id)).toEqual(reversed);
    const partial = await admin.rpc("reorder_faq", { p_ids: ids.slice(1) });
    expect(partial.error?.code).toBe("22023");
    expect((await anonClient().rpc("reorder_faq", { p_ids: ids })).error).not.toBeNull();
    const byUser = await user.rpc("reorder_faq", { p_ids: ids });
    // a non-admin may call it but RLS lets no update through: the order stays as it was
    expect(byUser.error ?? null).toBeNull();
    const { data: still } = await anonClient().from("faq").select("id").order("position");
    expect(still!.map((f) => f.id)).toEqual(reversed);
    await admin.rpc("reorder_faq", { p_ids: ids });
  });
});

describe("schedule and program columns", () => {
  it("serves the registration details of the seeded schedules", async () => {
    const { data } = await anonClient()
      .from("schedules")
      .select("program, registration_start, registration_end, quota, apply_url, contact_whatsapp, note")
      .not("registration_end", "is", null);
    expect(data!.length).toBeGreaterThanOrEqual(5);
    expect(data!.some((s) => s.note === "Pendaftaran diperpanjang")).toBe(true);
    for (const s of data!) if (s.contact_whatsapp) expect(s.contact_whatsapp).toMatch(/^62[1-9]\d{7,12}$/);
  });

  it.each([
    ["a WhatsApp number not in 62… form", { contact_whatsapp: "081234567890" }],
    ["an http apply link", { apply_url: "http://skillhub.kemnaker.go.id/" }],
    ["a quota of 0", { quota: 0 }],
    ["a registration end after the training start", { registration_start: "2029-12-01", registration_end: "2030-01-02" }],
    ["a registration end before its start", { registration_start: "2029-12-10", registration_end: "2029-12-01" }],
    ["only one registration date", { registration_start: "2029-12-01" }],
    ["an invisible note", { note: "\u200B\u200B" }],
  ])("refuses %s", async (_label, patch) => {
    const { error } = await admin
      .from("schedules")
      .insert({ program: `P ${tag}`, programCategory: "PBL", instructorName: ["X"], batch: "1", startDate: "2030-01-01", endDate: "2030-01-05", status: "Segera Dibuka", ...patch });
    expect(error?.code).toBe("23514");
  });

  it("stores requirements and benefits as ordered lists and refuses blank items", async () => {
    const { data: p } = await anonClient().from("programs").select("id, requirements, benefits").limit(1).single();
    expect(p!.requirements.length).toBeGreaterThan(0);
    const bad = await admin.from("programs").update({ requirements: ["Usia 17 tahun", " \u200B"] }).eq("id", p!.id);
    expect(bad.error?.code).toBe("23514");
  });
});

describe("announcements bucket", () => {
  it("has the same limits as the other content buckets", async () => {
    const { data } = await serviceClient().storage.getBucket("announcements");
    expect(data).toMatchObject({ public: true, file_size_limit: 5242880 });
    expect(data!.allowed_mime_types).toEqual(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
  });

  it("lets administrators upload and remove; visitors and non-admins neither upload nor list", async () => {
    const path = `${tag}.png`;
    expect((await anonClient().storage.from("announcements").upload(path, pngFile())).error).not.toBeNull();
    expect((await user.storage.from("announcements").upload(path, pngFile())).error).not.toBeNull();
    const up = await admin.storage.from("announcements").upload(path, pngFile());
    expect(up.error).toBeNull();
    const res = await fetch(admin.storage.from("announcements").getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const listed = await anonClient().storage.from("announcements").list();
    expect(listed.data ?? []).toEqual([]);
    const refused = await user.storage.from("announcements").remove([path]);
    expect(refused.data ?? []).toEqual([]);
    const rm = await admin.storage.from("announcements").remove([path]);
    expect(rm.data?.map((o) => o.name)).toEqual([path]);
  });
});
