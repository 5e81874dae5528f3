// The demo content of supabase/seed/data.ts as table rows, keyed by the database's column names.
// Two consumers turn these rows into data, so they cannot disagree:
//   - supabase/seed/sql.ts writes them into supabase/seed.sql (one INSERT per table, columns = the keys present);
//   - tests/msw/db.ts serves them to the component tests (the fake backend's demo content).
// A value is either a plain value or a relative one (SeedExpr: a date counted from the day the seed runs,
// the id of another seeded row found by its natural key, an image URL) that each consumer resolves.
// The entity fields of data.ts that are already columns are spread into the rows as they are, so a
// column added to a table and given values in data.ts reaches both consumers without editing this file.
// Pure: no Node imports.
import type { TablesInsert } from "../../src/types/database.types";
import {
  ADMIN,
  ADMIN_AVATAR,
  ANNOUNCEMENTS,
  BANNERS,
  CONTACT,
  FACILITIES,
  FAQS,
  GALLERY,
  INSTRUCTORS,
  PROGRAMS,
  SCHEDULES,
  SEED_VARIANT_WIDTHS,
  announcementImage,
  bannerImage,
  facilityImage,
  galleryImage,
  programImage,
  scheduleOffsets,
  seededStatus,
  type SeedImage,
} from "./data";

/** A value that depends on when (and into which database) the seed is loaded. */
export type SeedExpr =
  /** A date: the Monday of the current ISO week plus `days`. */
  | { $: "monday"; days: number }
  /** A date: today plus `days`. */
  | { $: "today"; days: number }
  /** A timestamp: now minus `hours`. */
  | { $: "hoursAgo"; hours: number }
  /** A timestamp: now plus `days` (negative: in the past); `notAfterNow` caps it at now. */
  | { $: "nowPlusDays"; days: number; notAfterNow?: boolean }
  /** The id of the first seeded row (lowest id) of `table` whose columns equal `where`. */
  | { $: "idOf"; table: SeedTableName; where: Record<string, string> }
  /** The public URL of a seed image (the storage base URL depends on the backend). */
  | { $: "imageUrl"; image: SeedImage };

export type SeedValue = string | number | boolean | null | string[] | number[] | SeedExpr;

type SeedTableName = "profiles" | "programs" | "syllabus_items" | "instructors" | "schedules" | "facilities" | "gallery" | "hero_banners" | "announcements" | "faq" | "contact_info";

/** A row of `T`: any of its columns, each a plain value or a SeedExpr. */
export type SeedRow<T extends SeedTableName> = { [K in keyof TablesInsert<T>]?: TablesInsert<T>[K] | SeedExpr };

export interface SeedTable<T extends SeedTableName = SeedTableName> {
  table: T;
  /** SQL comment lines written above the INSERT. */
  comment?: string[];
  /** Upsert on this key (the row may already exist, e.g. the profile the sign-up trigger created). */
  upsertOn?: string;
  rows: SeedRow<T>[];
}

const monday = (days: number): SeedExpr => ({ $: "monday", days });
const today = (days: number): SeedExpr => ({ $: "today", days });
const hoursAgo = (hours: number): SeedExpr => ({ $: "hoursAgo", hours });
const imageUrl = (image: SeedImage): SeedExpr => ({ $: "imageUrl", image });
/** Every seeded photo has all its WebP variants (supabase/seed/photo-cache.ts). */
const variantWidths: number[] = [...SEED_VARIANT_WIDTHS];

/** The seed tables in insertion order (a table's lookups only point at tables before it). */
export function seedTables(): SeedTable[] {
  const programByName = new Map(PROGRAMS.map((p) => [p.name, p]));
  const tables: { [T in SeedTableName]: SeedTable<T> } = {
    profiles: {
      table: "profiles",
      comment: ["-- Its profile is created by the on_auth_user_created trigger; make sure it is complete."],
      upsertOn: "id",
      rows: [{ id: ADMIN.id, first_name: ADMIN.first_name, last_name: ADMIN.last_name, avatar_url: imageUrl(ADMIN_AVATAR) }],
    },
    programs: {
      table: "programs",
      comment: ["-- Programs (created_at staggered: the first listed is the newest)."],
      rows: PROGRAMS.map(({ image: _image, syllabus: _syllabus, ...columns }, i) => {
        const img = programImage(PROGRAMS[i]);
        return { ...columns, image_url: imageUrl(img), file_path: img.path, image_variant_widths: variantWidths, created_at: hoursAgo((i + 1) * 24) };
      }),
    },
    syllabus_items: {
      table: "syllabus_items",
      comment: ["-- Syllabus items (item_order 1..n per program, JP totals equal the program durations)."],
      rows: PROGRAMS.flatMap((p) =>
        p.syllabus.map((item, i) => ({
          program_id: { $: "idOf", table: "programs", where: { name: p.name } } satisfies SeedExpr,
          item_order: i + 1,
          ...item,
        })),
      ),
    },
    instructors: { table: "instructors", rows: INSTRUCTORS.map((t) => ({ ...t })) },
    schedules: {
      table: "schedules",
      comment: [
        "-- Schedules: periods start on a Monday (the Monday of the current ISO week plus a whole number of weeks)",
        "-- and end on a Friday. Status is the one the dates give on every weekday the seed may run (margins of at",
        "-- least 3 days). Registration periods are day offsets from the same Monday (open ones stay open all week).",
      ],
      rows: SCHEDULES.map((s) => {
        const { program, instructors, startWeek: _startWeek, weeks: _weeks, registration, contact, ...columns } = s;
        const p = programByName.get(program);
        if (!p) throw new Error(`schedule for unknown program ${program}`);
        const { start, end } = scheduleOffsets(s);
        return {
          program,
          programCategory: p.category,
          instructorName: instructors,
          startDate: monday(start),
          endDate: monday(end),
          status: seededStatus(s),
          ...(registration && { registration_start: monday(registration.startDay), registration_end: monday(registration.endDay) }),
          ...columns,
          ...(contact && { contact_name: contact.name, contact_whatsapp: contact.whatsapp }),
          created_at: hoursAgo(0),
        };
      }),
    },
    facilities: {
      table: "facilities",
      rows: FACILITIES.map(({ image: _image, ...columns }, i) => {
        const img = facilityImage(FACILITIES[i]);
        return { ...columns, image_url: imageUrl(img), file_path: img.path, image_variant_widths: variantWidths, user_id: ADMIN.id, created_at: hoursAgo((i + 1) * 24) };
      }),
    },
    gallery: {
      table: "gallery",
      rows: GALLERY.map(({ image: _image, ...columns }, i) => {
        const img = galleryImage(GALLERY[i]);
        return { src: imageUrl(img), filePath: img.path, image_variant_widths: variantWidths, ...columns, created_at: hoursAgo((i + 1) * 30) };
      }),
    },
    hero_banners: {
      table: "hero_banners",
      comment: ["-- Hero banners: two active today, one expired, one scheduled (inclusive date periods)."],
      rows: BANNERS.map(({ image: _image, startDay, endDay, ...columns }, i) => {
        const img = bannerImage(BANNERS[i]);
        return { ...columns, image_url: imageUrl(img), file_path: img.path, image_variant_widths: variantWidths, start_date: today(startDay), end_date: today(endDay), created_at: hoursAgo((i + 1) * 12) };
      }),
    },
    announcements: {
      table: "announcements",
      comment: ["-- Announcements: published_at relative to now (one is scheduled for next week and hidden from visitors)."],
      rows: ANNOUNCEMENTS.map(({ image: _image, publishedDay, schedule, ...columns }, i) => {
        const img = announcementImage(ANNOUNCEMENTS[i]);
        return {
          ...columns,
          image_url: img ? imageUrl(img) : null,
          file_path: img ? img.path : null,
          image_variant_widths: img ? variantWidths : [],
          published_at: { $: "nowPlusDays", days: publishedDay },
          schedule_id: schedule ? { $: "idOf", table: "schedules", where: { program: schedule.program, batch: schedule.batch } } : null,
          created_at: { $: "nowPlusDays", days: publishedDay, notAfterNow: true },
        };
      }),
    },
    faq: { table: "faq", rows: FAQS.map((f, i) => ({ ...f, position: i + 1 })) },
    contact_info: { table: "contact_info", upsertOn: "id", rows: [{ id: 1, ...CONTACT }] },
  };
  return Object.values(tables);
}
