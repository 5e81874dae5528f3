/**
 * Every backend call of docs/product.md (Backend calls and permissions), made through the app's own data layer
 * (src/features/*\/api) with the real supabase-js against the embedded local
 * Supabase (started once, in memory, by tests/integration/global-setup.ts).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/types/database.types";
import { getBannerStatus } from "@/features/banners/lib/banners";
import { expectImagesIn } from "../helpers/withheld";

const url = () => process.env.SUPABASE_TEST_URL as string;
const anonKey = () => process.env.SUPABASE_TEST_ANON_KEY as string;
const serviceKey = () => process.env.SUPABASE_TEST_SERVICE_ROLE_KEY as string;

// 1×1 PNG
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name = "foto.png") => new File([PNG], name, { type: "image/png" });

async function objectStatus(publicUrl: string | null | undefined): Promise<number> {
  const res = await fetch(publicUrl as string);
  await res.arrayBuffer();
  return res.status;
}

async function bucketNames(service: SupabaseClient<Database>, bucket: string, folder = ""): Promise<string[]> {
  const { data, error } = await service.storage.from(bucket).list(folder, { limit: 1000 });
  if (error) throw error;
  return data.map((o) => (folder ? `${folder}/${o.name}` : o.name));
}

let service: SupabaseClient<Database>;
let adminId: string;
let programs: typeof import("@/features/programs/api/programs");
let instructors: typeof import("@/features/instructors/api/instructors");
let schedules: typeof import("@/features/schedules/api/schedules");
let facilities: typeof import("@/features/facilities/api/facilities");
let gallery: typeof import("@/features/gallery/api/gallery");
let contact: typeof import("@/features/contact/api/contact");
let profile: typeof import("@/features/profile/api/profile");
let banners: typeof import("@/features/banners/api/banners");
let session: typeof import("@/features/auth/api/session");
let counts: typeof import("@/features/dashboard/api/counts");

beforeAll(async () => {
  // The app's client reads its URL and key from import.meta.env when first imported.
  vi.stubEnv("VITE_SUPABASE_URL", url());
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", anonKey());
  const { authClient } = await import("@/lib/auth-client");
  const { data, error } = await authClient.auth.signInWithPassword({
    email: "admin@example.com",
    password: "admin12345",
  });
  if (error) throw error;
  adminId = data.user.id;
  service = createClient<Database>(url(), serviceKey(), { auth: { persistSession: false } });
  programs = await import("@/features/programs/api/programs");
  instructors = await import("@/features/instructors/api/instructors");
  schedules = await import("@/features/schedules/api/schedules");
  facilities = await import("@/features/facilities/api/facilities");
  gallery = await import("@/features/gallery/api/gallery");
  contact = await import("@/features/contact/api/contact");
  profile = await import("@/features/profile/api/profile");
  banners = await import("@/features/banners/api/banners");
  session = await import("@/features/auth/api/session");
  counts = await import("@/features/dashboard/api/counts");
});

describe("programs and syllabus", () => {
  it("creates, reads, updates, features and deletes a program with its image", async () => {
    const created = await programs.createProgram({
      name: "Uji Integrasi Program",
      description: "Deskripsi uji",
      duration: "80 JP",
      category: "PBL",
      image: png(),
    });
    expect(created.file_path).toMatch(/^\d+\.png$/);
    expect(created.image_url).toContain(`/storage/v1/object/public/programs/${created.file_path}`);
    expect(await objectStatus(created.image_url)).toBe(200);

    const list = await programs.fetchPrograms();
    expect(list[0].id).toBe(created.id); // created_at descending
    for (let i = 1; i < list.length; i++) {
      expect(list[i - 1].created_at >= list[i].created_at).toBe(true);
    }

    await programs.saveSyllabus({
      programId: created.id,
      items: [
        { title: "Materi A", duration_jp: 10, kode_unit: "J.620100.001.01" },
        { title: "Materi B", duration_jp: 4, kode_unit: "" },
        { title: "Materi C", duration_jp: 6, kode_unit: "J.620100.003.01" },
      ],
    });
    const detail = await programs.fetchProgram(created.id);
    expect(detail?.syllabus_items.map((i) => [i.item_order, i.title])).toEqual([
      [1, "Materi A"],
      [2, "Materi B"],
      [3, "Materi C"],
    ]);
    expect(detail?.syllabus_items[1].kode_unit).toBeNull();

    // Replacing the list keeps the new order only.
    await programs.saveSyllabus({
      programId: created.id,
      items: [
        { title: "Materi C", duration_jp: 6, kode_unit: "J.620100.003.01" },
        { title: "Materi A", duration_jp: 10, kode_unit: "J.620100.001.01" },
      ],
    });
    const reordered = await programs.fetchProgram(created.id);
    expect(reordered?.syllabus_items.map((i) => `${i.item_order}:${i.title}`)).toEqual(["1:Materi C", "2:Materi A"]);

    const oldUrl = created.image_url;
    const updated = await programs.updateProgram({
      id: created.id,
      current: created,
      name: "Uji Integrasi Program (ubah)",
      description: "Deskripsi baru",
      duration: "90 JP",
      category: "PBK Reguler",
      image: png("baru.png"),
    });
    expect(updated.name).toBe("Uji Integrasi Program (ubah)");
    expect(updated.file_path).not.toBe(created.file_path);
    expect(await objectStatus(updated.image_url)).toBe(200);
    expect(await objectStatus(oldUrl)).not.toBe(200); // the replaced file is gone

    const kept = await programs.updateProgram({ ...updated, current: updated, category: "PBL", image: null });
    expect(kept.image_url).toBe(updated.image_url); // no new image: the current one stays

    expect((await programs.setProgramFeatured({ id: created.id, is_featured: true })).is_featured).toBe(true);
    expect((await programs.setProgramFeatured({ id: created.id, is_featured: false })).is_featured).toBe(false);

    await programs.deleteProgram(created.id);
    expect(await programs.fetchProgram(created.id)).toBeNull();
    const { data: orphans } = await service.from("syllabus_items").select("id").eq("program_id", created.id);
    expect(orphans).toEqual([]); // on delete cascade
    // kept for restoring, withheld from public view; the clean-up removes it after 30 days
    await expectImagesIn("programs", [updated.file_path!], "withheld", { own: false });
    expect(await objectStatus(updated.image_url)).not.toBe(200);
  });

  it("returns null for a program that does not exist (PGRST116 treated as empty)", async () => {
    expect(await programs.fetchProgram(987654)).toBeNull();
    await expect(programs.deleteProgram(987654)).resolves.toBeUndefined();
  });

  it("never loses a syllabus when the new list is invalid", async () => {
    const p = await programs.createProgram({ name: "Atomik", description: "d", duration: "1", category: "PBL" });
    await programs.saveSyllabus({ programId: p.id, items: [{ title: "Tetap", duration_jp: 2, kode_unit: "X.1" }] });
    await expect(
      programs.saveSyllabus({
        programId: p.id,
        items: [
          { title: "Baru", duration_jp: 3, kode_unit: "X.2" },
          { title: "Salah", duration_jp: 0, kode_unit: "X.3" },
        ],
      }),
    ).rejects.toBeTruthy();
    const after = await programs.fetchProgram(p.id);
    expect(after?.syllabus_items.map((i) => i.title)).toEqual(["Tetap"]);
    await expect(programs.saveSyllabus({ programId: 987654, items: [] })).rejects.toThrow("Program pelatihan tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.");
    await programs.deleteProgram(p.id);
  });

  it("removes the uploaded image again when the row cannot be written", async () => {
    const before = await bucketNames(service, "programs");
    await expect(
      programs.createProgram({
        name: "Tidak Valid",
        description: "d",
        duration: "1",
        category: "Bukan Kategori" as never,
        image: png(),
      }),
    ).rejects.toBeTruthy();
    expect((await bucketNames(service, "programs")).sort()).toEqual(before.sort());
  });
});

describe("instructors", () => {
  it("lists by name and supports insert, update and delete", async () => {
    const a = await instructors.createInstructor({ name: "Zulfikar Uji", title: "Instruktur Ahli Muda" });
    const b = await instructors.createInstructor({ name: "Aaa Uji", title: "Instruktur Terampil" });
    const list = await instructors.fetchInstructors();
    const names = list.map((i) => i.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const updated = await instructors.updateInstructor({ id: a.id, name: "Zulfikar Uji", title: "Instruktur Madya" });
    expect(updated.title).toBe("Instruktur Madya");
    await instructors.deleteInstructor(a.id);
    await instructors.deleteInstructor(b.id);
    expect((await instructors.fetchInstructors()).some((i) => i.id === a.id || i.id === b.id)).toBe(false);
    await expect(instructors.deleteInstructor(a.id)).rejects.toThrow(); // nothing deleted → failure, not silent success
  });
});

describe("schedules", () => {
  it("computes and sends the status on every save, ordered by startDate descending", async () => {
    const iso = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    };
    const s = await schedules.createSchedule({
      program: "Junior Web Developer",
      programCategory: "PBK Reguler",
      instructorName: ["Instruktur Satu", "Instruktur Dua"],
      batch: "Batch Uji",
      startDate: iso(10),
      endDate: iso(40),
    });
    expect(s.status).toBe("Segera Dibuka");
    expect(s.instructorName).toEqual(["Instruktur Satu", "Instruktur Dua"]);
    const running = await schedules.updateSchedule({ ...s, id: s.id, startDate: iso(0), endDate: iso(0) });
    expect(running.status).toBe("Berlangsung");
    const closed = await schedules.updateSchedule({ ...s, id: s.id, startDate: iso(-30), endDate: iso(-1) });
    expect(closed.status).toBe("Ditutup");
    const list = await schedules.fetchSchedules();
    for (let i = 1; i < list.length; i++) expect(list[i - 1].startDate >= list[i].startDate).toBe(true);
    await schedules.deleteSchedule(s.id);
    expect((await schedules.fetchSchedules()).some((x) => x.id === s.id)).toBe(false);
  });
});

describe("admin list pages on the real PostgREST (search, sort, range, exact count)", () => {
  const iso = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  };
  const list = <K extends string>(sort: K, dir: "asc" | "desc", q = "", page = 1) => ({ q, sort, dir, page, filters: {} });

  it("schedules by status read as date ranges (running, upcoming, past; reversed descending), other columns as asked", async () => {
    const tag = `Urut${Date.now()}`;
    const base = { programCategory: "PBK Reguler", instructorName: ["Instruktur Uji"], batch: "Batch 1" };
    const made = [
      await schedules.createSchedule({ ...base, program: `${tag} lalu`, startDate: iso(-40), endDate: iso(-10) }),
      await schedules.createSchedule({ ...base, program: `${tag} nanti`, startDate: iso(10), endDate: iso(20) }),
      await schedules.createSchedule({ ...base, program: `${tag} kini`, startDate: iso(-1), endDate: iso(1) }),
    ];
    try {
      const asc = await schedules.fetchSchedulesPage(list("status", "asc", tag));
      expect(asc).toEqual({ total: 3, rows: [made[2], made[1], made[0]] });
      expect((await schedules.fetchSchedulesPage(list("status", "desc", tag))).rows.map((r) => r.id)).toEqual([made[0].id, made[1].id, made[2].id]);
      expect((await schedules.fetchSchedulesPage(list("startDate", "asc", tag))).rows.map((r) => r.id)).toEqual([made[0].id, made[2].id, made[1].id]);
      // Every schedule is in exactly one range: the status order pages through all of them.
      const all = await schedules.fetchSchedules();
      const first = await schedules.fetchSchedulesPage(list("status", "asc"));
      expect(first.total).toBe(all.length);
    } finally {
      for (const s of made) await schedules.deleteSchedule(s.id);
    }
  });

  it("hero banners by status, programs by tab, announcements and FAQ by search, each with its total", async () => {
    const banners_ = await banners.fetchHeroBannersPage(list("status", "asc"));
    const statuses = banners_.rows.map((b) => getBannerStatus(b.start_date, b.end_date));
    const rank = { Aktif: 1, Dijadwalkan: 2, Kadaluarsa: 3 } as const;
    expect(statuses.map((s) => rank[s])).toEqual(statuses.map((s) => rank[s]).sort());
    expect(banners_.total).toBe((await banners.fetchHeroBanners()).length);

    const featured = await programs.fetchProgramsPage({ ...list("name", "asc"), filters: { kind: "unggulan" } });
    expect(featured.rows.length).toBeGreaterThan(0);
    expect(featured.rows.every((p) => p.is_featured)).toBe(true);
    expect(featured.total).toBe((await programs.fetchPrograms()).filter((p) => p.is_featured).length);

    const { fetchAnnouncementsPage } = await import("@/features/announcements/api/announcements");
    const faqs = await import("@/features/faqs/api/faqs");
    const allFaqs = await faqs.fetchFaqs();
    const term = allFaqs[0].question.slice(0, 8);
    const found = await faqs.fetchFaqsPage(list("position", "asc", term));
    expect(found.rows.map((f) => f.id)).toContain(allFaqs[0].id);
    expect(found.rows.every((f) => f.question.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    expect((await fetchAnnouncementsPage(list("published_at", "desc", "zzz-tidak-ada"))).total).toBe(0);

    // Moving the second question up swaps it with the first in the whole order; moving it back restores it.
    await faqs.moveFaq({ id: allFaqs[1].id, direction: -1 });
    expect((await faqs.fetchFaqs()).slice(0, 2).map((f) => f.id)).toEqual([allFaqs[1].id, allFaqs[0].id]);
    await faqs.moveFaq({ id: allFaqs[1].id, direction: 1 });
    expect((await faqs.fetchFaqs()).map((f) => f.id)).toEqual(allFaqs.map((f) => f.id));
  });
});

describe("facilities", () => {
  it("requires an image for a new facility, replaces files on update and keeps the file of a deleted row", async () => {
    await expect(facilities.createFacility({ name: "Lab", description: "d", image: null })).rejects.toThrow(
      "image required",
    );
    const f = await facilities.createFacility({ name: "Lab Uji", description: "Ruang uji", image: png() });
    expect(f.user_id).toBe(adminId);
    expect(await objectStatus(f.image_url)).toBe(200);
    const list = await facilities.fetchFacilities();
    expect(list[0].id).toBe(f.id);
    const u = await facilities.updateFacility({ id: f.id, current: f, name: "Lab Uji 2", description: "x", image: png() });
    expect(await objectStatus(f.image_url)).not.toBe(200);
    expect(await objectStatus(u.image_url)).toBe(200);
    await facilities.deleteFacility(u);
    await expectImagesIn("facilities", [u.file_path!], "withheld", { own: false }); // kept for restoring
  });
});

describe("gallery", () => {
  it("inserts src, filePath, caption and alt; a deleted photo's file is kept for restoring", async () => {
    const g = await gallery.createGalleryItem({ caption: "Praktik jaringan", alt: "Peserta praktik", file: png() });
    expect(g.filePath).toMatch(/^\d+\.png$/);
    expect(g.src).toContain(`/gallery/${g.filePath}`);
    expect((await gallery.fetchGallery())[0].id).toBe(g.id);
    await gallery.deleteGalleryItem(g);
    await expectImagesIn("gallery", [g.filePath!], "withheld", { own: false }); // kept for restoring
  });
});

describe("contact information", () => {
  it("reads and updates the row with id 1", async () => {
    const before = await contact.fetchContactInfo();
    const saved = await contact.updateContactInfo({
      address: "Jl. Uji No. 1, Banda Aceh",
      phone: "0651-000000",
      email: "uji@example.com",
      instagram_url: null,
      map_embed_url: "https://www.google.com/maps/embed?pb=uji",
    });
    expect(saved.id).toBe(1);
    expect((await contact.fetchContactInfo())?.address).toBe("Jl. Uji No. 1, Banda Aceh");
    if (before) {
      await contact.updateContactInfo({
        address: before.address,
        phone: before.phone,
        email: before.email,
        instagram_url: before.instagram_url,
        map_embed_url: before.map_embed_url,
      });
    }
  });
});

describe("profile and session", () => {
  it("updates the profile, the avatar in the user's folder and the user metadata", async () => {
    const { authClient } = await import("@/lib/auth-client");
    const current = await profile.fetchProfile(adminId);
    expect(current?.id).toBe(adminId);
    const saved = await profile.updateProfile({
      userId: adminId,
      first_name: "Admin",
      last_name: "Uji",
      avatar: png("avatar.png"),
    });
    expect(saved.avatar_url).toContain(`/avatars/${adminId}/`);
    const { data } = await authClient.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ first_name: "Admin", last_name: "Uji", avatar_url: saved.avatar_url });
    const again = await profile.updateProfile({ userId: adminId, first_name: "Admin", last_name: "BLK", avatar: png() });
    expect(await objectStatus(saved.avatar_url)).not.toBe(200); // the previous avatar was removed
    expect(await objectStatus(again.avatar_url)).toBe(200);
    expect(await profile.fetchProfile("00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("gets the session and runs the keep-alive query", async () => {
    const s = await session.fetchSession();
    expect(s?.user.email).toBe("admin@example.com");
    expect(await session.keepAlive()).toBeGreaterThanOrEqual(0);
  });
});

describe("hero banners", () => {
  it("selects active banners by whole days, replaces files on update, keeps the file of a deleted banner", async () => {
    const today = new Date();
    const iso = (offset: number) => {
      const d = new Date(today);
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    };
    const base = { subtitle: null, link_to: null, autoplay_delay_ms: null, image_position: "Center" as const };
    await expect(banners.createHeroBanner({ ...base, title: "x", start_date: iso(0), end_date: iso(0) })).rejects.toThrow(
      "image required",
    );
    const endsToday = await banners.createHeroBanner({ ...base, title: "Berakhir hari ini", start_date: iso(-3), end_date: iso(0), image: png() });
    const future = await banners.createHeroBanner({ ...base, title: "Dijadwalkan", start_date: iso(2), end_date: iso(9), image: png() });
    const active = await banners.fetchActiveHeroBanners();
    expect(active.some((b) => b.id === endsToday.id)).toBe(true);
    expect(active.some((b) => b.id === future.id)).toBe(false);
    expect((await banners.fetchHeroBanners()).some((b) => b.id === future.id)).toBe(true);
    const u = await banners.updateHeroBanner({ ...base, id: future.id, current: future, title: "Ubah", start_date: iso(2), end_date: iso(9), autoplay_delay_ms: 7000, image: png() });
    expect(u.autoplay_delay_ms).toBe(7000);
    expect(await objectStatus(future.image_url)).not.toBe(200);
    await banners.deleteHeroBanner(u);
    await banners.deleteHeroBanner(endsToday);
    await expectImagesIn("hero_banners", [u.file_path!], "withheld", { own: false }); // kept for restoring
  });
});

describe("overview counts", () => {
  it("match the tables (head-only count queries)", async () => {
    const result = await counts.fetchOverviewCounts();
    for (const table of ["instructors", "schedules", "gallery", "programs", "facilities"] as const) {
      const { count } = await service.from(table).select("*", { count: "exact", head: true });
      expect(result[table]).toBe(count);
    }
  });
});
