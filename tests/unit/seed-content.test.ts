// The demo content (supabase/seed/data.ts -> supabase/seed.sql, images, fixtures) is complete,
// consistent with the schema and the spec, and the committed files are current.
import seedSql from "../../supabase/seed.sql?raw";
import {
  ADMIN,
  ADMIN_AVATAR,
  ANNOUNCEMENTS,
  FAQS,
  BANNERS,
  CONTACT,
  FACILITIES,
  GALLERY,
  INSTRUCTORS,
  PROGRAMS,
  SCHEDULES,
  allSeedImages,
  durationJp,
  scheduleOffsets,
  seededStatus,
  statusOf,
} from "../../supabase/seed/data";
import { renderSvg } from "../../supabase/seed/images";
import { buildSeedSql } from "../../supabase/seed/sql";
import { seedTables } from "../../supabase/seed/rows";
import { getBannerStatus } from "@/features/banners/lib/banners";
import { getRegistrationStatus } from "@/lib/status";
import { getRegistrationPhase } from "@/lib/registration";
import { WHATSAPP_NUMBER } from "@/lib/whatsapp";

const CATEGORIES = ["PBL", "PBK Reguler", "PBK Durasi Pendek"] as const;
const UNIT_CODE = /^(?:[A-Z]\.\d{5,6}\.\d{3}\.\d{2}|TIK\.[A-Z]{2}\d{2}\.\d{3}\.\d{2})$/;

const fixtures = import.meta.glob("../fixtures/*", { query: "?inline", import: "default", eager: true }) as Record<string, string>;

function bytesOf(dataUrl: string): Uint8Array {
  const b64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** Width and height from a JPEG's SOFn segment. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  expect(bytes[0] === 0xff && bytes[1] === 0xd8).toBe(true);
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error("bad JPEG marker");
    const marker = bytes[i + 1];
    const len = (bytes[i + 2] << 8) | bytes[i + 3];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
    }
    i += 2 + len;
  }
  throw new Error("no SOF segment");
}

function ymd(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}
/** What `current_date - (extract(isodow from current_date) - 1)` gives. */
function mondayOf(d: Date): Date {
  return addDays(d, -((d.getDay() + 6) % 7));
}

describe("seed.sql", () => {
  it("is generated from supabase/seed/data.ts and up to date (npx tsx scripts/gen-seed.ts)", () => {
    expect(seedSql).toBe(buildSeedSql());
  });

  it("inserts each table's rows with the columns their keys name (supabase/seed/rows.ts); a row without one gets the default", () => {
    for (const { table, rows } of seedTables()) {
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const header = new RegExp(String.raw`insert into public\.${table} \(([^)]*)\)\nvalues\n`).exec(seedSql);
      expect(header, table).not.toBeNull();
      expect(header![1].split(", ").map((column) => column.replace(/"/g, ""))).toEqual(columns);
    }
    // schedules without a note (most of them) leave the column to its default
    const schedules = seedSql.slice(seedSql.indexOf("insert into public.schedules"), seedSql.indexOf("insert into public.facilities"));
    expect(schedules.match(/, default[,)]/g)?.length).toBeGreaterThanOrEqual(SCHEDULES.filter((s) => !s.note).length);
    // relative values are SQL evaluated when the seed runs, lookups go by natural key
    expect(schedules).toContain(`"startDate"`);
    expect(schedules).toContain("(current_date - (extract(isodow from current_date)::int - 1)) - 14");
    expect(seedSql).toContain("(select id from public.schedules where program = 'Digital Marketing' and batch = 'Batch 4' order by id limit 1)");
    expect(seedSql).toContain("(select id from public.programs where name = 'Junior Web Developer' order by id limit 1)");
  });

  it("creates the demo administrator with a pgcrypto ($2a$) bcrypt hash, a super admin of the team", () => {
    // qualified: hosted projects do not guarantee `extensions` on the seed's search_path
    expect(seedSql).toContain(`extensions.crypt('${ADMIN.password}', extensions.gen_salt('bf'))`);
    expect(seedSql).not.toMatch(/(?<!extensions\.)\b(crypt|gen_salt)\(/);
    expect(seedSql).not.toMatch(/\$2b\$/);
    expect(seedSql).toContain(`'{"provider":"email","providers":["email"]}'::jsonb`);
    expect(seedSql).toContain(`insert into public.admin_members (user_id, role) values ('${ADMIN.id}', 'super_admin');`);
    expect(ADMIN.email).toBe("admin@example.com");
    expect(ADMIN.password).toBe("admin12345");
    expect(ADMIN.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("uses no absolute dates: schedules and banners are relative to current_date", () => {
    expect(seedSql).not.toMatch(/'\d{4}-\d{2}-\d{2}/);
    expect(seedSql).toContain("current_date - (extract(isodow from current_date)::int - 1)");
  });
});

describe("programs and syllabus", () => {
  it("has at least 9 programs over the three categories, several featured, unique names", () => {
    expect(PROGRAMS.length).toBeGreaterThanOrEqual(9);
    for (const c of CATEGORIES) expect(PROGRAMS.filter((p) => p.category === c).length).toBeGreaterThanOrEqual(2);
    expect(PROGRAMS.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(3);
    expect(PROGRAMS.some((p) => !p.is_featured)).toBe(true);
    expect(new Set(PROGRAMS.map((p) => p.name)).size).toBe(PROGRAMS.length);
  });

  it.each(PROGRAMS.map((p) => [p.name, p] as const))("%s: 4-10 syllabus items with SKKNI unit codes adding up to the duration", (_, p) => {
    expect(p.description.length).toBeGreaterThan(120);
    expect(p.syllabus.length).toBeGreaterThanOrEqual(4);
    expect(p.syllabus.length).toBeLessThanOrEqual(10);
    for (const item of p.syllabus) {
      expect(item.kode_unit).toMatch(UNIT_CODE);
      expect(Number.isInteger(item.duration_jp)).toBe(true);
      expect(item.duration_jp).toBeGreaterThanOrEqual(1);
      expect(item.title.trim()).not.toBe("");
    }
    const jp = durationJp(p.duration);
    expect(p.syllabus.reduce((sum, i) => sum + i.duration_jp, 0)).toBe(jp);
    const days = Number(/\((\d+) hari\)/.exec(p.duration)![1]);
    expect(days * 8).toBe(jp);
  });
});

describe("instructors and schedules", () => {
  it("has at least 6 instructors with functional titles", () => {
    expect(INSTRUCTORS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(INSTRUCTORS.map((i) => i.name)).size).toBe(INSTRUCTORS.length);
    for (const i of INSTRUCTORS) expect(i.title).toMatch(/^Instruktur (Terampil|Mahir|Penyelia|Ahli (Pertama|Muda|Madya|Utama))$/);
  });

  it("has at least 8 schedules referring to real programs and instructors, lasting the program's days", () => {
    expect(SCHEDULES.length).toBeGreaterThanOrEqual(8);
    const names = new Set(INSTRUCTORS.map((i) => i.name));
    for (const s of SCHEDULES) {
      const p = PROGRAMS.find((x) => x.name === s.program);
      expect(p, s.program).toBeDefined();
      expect(s.instructors.length).toBeGreaterThanOrEqual(1);
      for (const n of s.instructors) expect(names.has(n), n).toBe(true);
      expect(s.batch).toMatch(/^Batch \d+$/);
      expect(s.weeks * 5).toBe(Number(/\((\d+) hari\)/.exec(p!.duration)![1]));
      const { start, end } = scheduleOffsets(s);
      expect(end).toBeGreaterThan(start);
    }
    const keys = SCHEDULES.map((s) => `${s.program}/${s.batch}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("shows Berlangsung, Segera Dibuka and Ditutup (at least 2 each) whatever the weekday of the seed", () => {
    for (const status of ["Berlangsung", "Segera Dibuka", "Ditutup"] as const) {
      expect(SCHEDULES.filter((s) => seededStatus(s) === status).length).toBeGreaterThanOrEqual(2);
    }
    for (let weekday = 0; weekday < 7; weekday++) {
      for (const s of SCHEDULES) expect(statusOf(s, weekday)).toBe(seededStatus(s));
    }
  });

  it("agrees with the app's getRegistrationStatus for seeds run on any day, seen a day earlier or later", () => {
    const first = new Date(2026, 0, 5); // a Monday; covers two weeks and a month/year boundary below
    for (const seedDay of [...Array.from({ length: 14 }, (_, i) => addDays(first, i)), new Date(2026, 11, 31), new Date(2027, 1, 28)]) {
      const monday = mondayOf(seedDay);
      for (const s of SCHEDULES) {
        const { start, end } = scheduleOffsets(s);
        const startDate = ymd(addDays(monday, start));
        const endDate = ymd(addDays(monday, end));
        for (const shift of [-1, 0, 1]) {
          expect(getRegistrationStatus(startDate, endDate, addDays(seedDay, shift)), `${s.program} ${s.batch}`).toBe(seededStatus(s));
        }
        expect(new Date(startDate).getUTCDay()).toBe(1); // Monday
        expect(new Date(endDate).getUTCDay()).toBe(5); // Friday
      }
    }
  });
});

describe("facilities, gallery, banners, contact", () => {
  it("has at least 6 facilities and 8 gallery photos with captions and alt texts", () => {
    expect(FACILITIES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(FACILITIES.map((f) => f.name)).size).toBe(FACILITIES.length);
    for (const f of FACILITIES) expect(f.description.length).toBeGreaterThan(60);
    expect(GALLERY.length).toBeGreaterThanOrEqual(8);
    for (const g of GALLERY) {
      expect(g.caption.trim().length).toBeGreaterThan(10);
      expect(g.alt.trim().length).toBeGreaterThan(10);
      expect(g.alt).not.toBe(g.caption);
    }
  });

  it("has 2 active, 1 expired and 1 scheduled banner, with margins for time zones", () => {
    const today = new Date(2026, 5, 15);
    const statuses = BANNERS.map((b) => {
      const all = [-1, 0, 1].map((shift) =>
        getBannerStatus(ymd(addDays(today, b.startDay)), ymd(addDays(today, b.endDay)), addDays(today, shift)),
      );
      expect(new Set(all).size).toBe(1);
      return all[0];
    });
    expect(statuses.filter((s) => s === "Aktif")).toHaveLength(2);
    expect(statuses.filter((s) => s === "Kadaluarsa")).toHaveLength(1);
    expect(statuses.filter((s) => s === "Dijadwalkan")).toHaveLength(1);
    for (const b of BANNERS) {
      expect(b.endDay).toBeGreaterThanOrEqual(b.startDay);
      if (b.autoplay_delay_ms !== null) expect(b.autoplay_delay_ms).toBeGreaterThanOrEqual(1000);
      if (b.link_to !== null) expect(b.link_to).toMatch(/^https?:\/\//);
      expect(["Top", "Center", "Bottom"]).toContain(b.image_position);
    }
    // The first active banner (newest) sets the carousel's autoplay delay.
    expect(BANNERS[0].autoplay_delay_ms).toBe(6000);
  });

  it("has complete contact information for Banda Aceh with a Google Maps embed URL", () => {
    expect(CONTACT.address).toMatch(/Banda Aceh/);
    expect(CONTACT.phone).toMatch(/^\(0651\)/);
    expect(CONTACT.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(CONTACT.instagram_url).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(CONTACT.map_embed_url).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
  });
});

describe("trainee journey", () => {
  it("gives every program requirements and benefits (short, distinct texts)", () => {
    for (const p of PROGRAMS) {
      expect(p.requirements.length, p.name).toBeGreaterThanOrEqual(5);
      expect(p.benefits.length, p.name).toBeGreaterThanOrEqual(5);
      for (const t of [...p.requirements, ...p.benefits]) expect(t.length).toBeLessThanOrEqual(300);
      expect(new Set(p.requirements).size).toBe(p.requirements.length);
      expect(new Set(p.benefits).size).toBe(p.benefits.length);
    }
  });

  it("has open, extended, not-yet-open and full-quota registrations whatever the weekday (seen a day later too)", () => {
    for (let weekday = 0; weekday <= 6; weekday++) {
      const monday = new Date(2026, 10, 23); // the Monday of the seed week
      for (const seen of [weekday - 1, weekday, weekday + 1]) {
        const phases = SCHEDULES.filter((s) => s.registration).map((s) => ({
          s,
          phase: getRegistrationPhase(ymd(addDays(monday, s.registration!.startDay)), ymd(addDays(monday, s.registration!.endDay)), addDays(monday, seen)),
        }));
        expect(phases.filter((p) => p.phase === "open").length).toBeGreaterThanOrEqual(2);
        expect(phases.some((p) => p.phase === "not-yet")).toBe(true);
        expect(phases.some((p) => p.phase === "open" && p.s.note === "Pendaftaran diperpanjang")).toBe(true);
        expect(phases.some((p) => p.phase === "closed" && /kuota/i.test(p.s.note ?? ""))).toBe(true);
      }
    }
  });

  it("keeps registration within the rules of the database (ends on or before the training start)", () => {
    for (const s of SCHEDULES) {
      if (s.registration) {
        const { start } = scheduleOffsets(s);
        expect(s.registration.startDay).toBeLessThanOrEqual(s.registration.endDay);
        expect(s.registration.endDay).toBeLessThanOrEqual(start);
      }
      if (s.quota !== undefined) expect(Number.isInteger(s.quota) && s.quota >= 1).toBe(true);
      if (s.apply_url) expect(s.apply_url).toMatch(/^https:\/\//);
      if (s.contact) expect(s.contact.whatsapp).toMatch(WHATSAPP_NUMBER);
    }
    expect(SCHEDULES.filter((s) => !s.registration).length).toBeGreaterThanOrEqual(1);
  });

  it("has 4+ announcements, one scheduled for the future, linked to real schedules", () => {
    expect(ANNOUNCEMENTS.length).toBeGreaterThanOrEqual(4);
    expect(ANNOUNCEMENTS.filter((a) => a.publishedDay > 0)).toHaveLength(1);
    for (const a of ANNOUNCEMENTS) {
      if (a.schedule) expect(SCHEDULES.some((s) => s.program === a.schedule!.program && s.batch === a.schedule!.batch)).toBe(true);
      expect(a.body).not.toMatch(/<[a-z]/i);
    }
    expect(seedSql).toContain("insert into public.announcements");
  });

  it("has 6+ FAQ with distinct questions", () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(FAQS.map((f) => f.question)).size).toBe(FAQS.length);
    for (const f of FAQS) expect(f.question.endsWith("?")).toBe(true);
  });
});

describe("images", () => {
  const images = allSeedImages();

  it("names a distinct, correctly sized image for every row", () => {
    expect(images).toHaveLength(
      PROGRAMS.length + FACILITIES.length + GALLERY.length + BANNERS.length + ANNOUNCEMENTS.filter((a) => a.image).length + 1,
    );
    expect(new Set(images.map((i) => `${i.bucket}/${i.path}`)).size).toBe(images.length);
    for (const img of images) {
      if (img.bucket === "hero_banners") expect([img.width, img.height]).toEqual([1920, 1080]);
      else if (img.bucket === "avatars") expect([img.width, img.height]).toEqual([500, 500]);
      else expect(img.width).toBe(1200);
    }
    expect(ADMIN_AVATAR.path.startsWith(`${ADMIN.id}/`)).toBe(true);
    const svgs = images.map(renderSvg);
    expect(new Set(svgs).size).toBe(images.length);
    for (const svg of svgs) expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  });

  it("records the WebP variant widths on every seeded row with a photo, and none without", () => {
    const tables = new Map(seedTables().map((t) => [t.table, t.rows as Record<string, unknown>[]]));
    for (const [table, path] of [["programs", "file_path"], ["facilities", "file_path"], ["gallery", "filePath"], ["hero_banners", "file_path"], ["announcements", "file_path"]] as const) {
      for (const row of tables.get(table)!) {
        expect(String(row[path]), table).not.toMatch(/\.rsp\./);
        expect(row.image_variant_widths, table).toEqual(row[path] ? [480, 960, 1600] : []);
      }
    }
  });

  it("renders photo-like uploads at seed time: a 1920 px JPEG of several hundred KB and its three WebP widths", async () => {
    const { seedObjects } = await import("../../supabase/seed/photo-cache");
    const { default: sharp } = await import("sharp");
    const [main, ...variants] = await seedObjects(images[0]);
    expect(main.path).toMatch(/^[a-z0-9-]+\.jpg$/); // the main file keeps a plain name; the row records the variants
    expect(main.contentType).toBe("image/jpeg");
    expect((await sharp(main.body).metadata()).width).toBe(1920);
    expect(main.body.length).toBeGreaterThan(200 * 1024);
    expect(main.body.length).toBeLessThan(1024 * 1024); // the browser's compression target
    const stem = main.path.replace(/\.jpg$/, "");
    expect(variants.map((v) => v.path)).toEqual([`${stem}.w480.webp`, `${stem}.w960.webp`, `${stem}.w1600.webp`]);
    for (const variant of variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe("webp");
      expect(variant.path).toContain(`.w${meta.width}.webp`);
    }
    expect(await seedObjects(ADMIN_AVATAR)).toHaveLength(1); // avatars have no variants
  }, 120_000);
});

describe("test fixtures", () => {
  const get = (name: string) => {
    const data = fixtures[`../fixtures/${name}`];
    expect(data, name).toBeDefined();
    return bytesOf(data);
  };

  it("has small images and one JPEG large enough for client-side compression", () => {
    for (const name of ["photo-small.jpg", "facility.jpg", "banner-small.jpg", "avatar.png"]) {
      expect(get(name).length, name).toBeLessThan(300 * 1024);
    }
    const large = get("photo-large.jpg");
    expect(large.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(large.length).toBeLessThan(4 * 1024 * 1024);
    expect(jpegSize(large)).toEqual({ width: 4000, height: 3000 });
    expect(Array.from(get("avatar.png").slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("has a text file and a text file disguised as .png", () => {
    expect(get("not-an-image.txt").length).toBeGreaterThan(0);
    const fake = get("fake.png");
    expect(fake[0]).not.toBe(0x89);
  });
});
