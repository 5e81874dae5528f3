/**
 * The table definitions the MSW PostgREST emulation enforces, mirrored by hand
 * from supabase/migrations/*.sql (columns, NOT NULL, defaults, CHECK and
 * UNIQUE constraints, foreign keys, row-level security). Keep in sync with the
 * migrations: tests/components/msw-smoke.test.tsx compares the column lists
 * with src/types/database.types.ts.
 */
import type { Database } from "@/types/database.types";

export type TableName = keyof Database["public"]["Tables"];
export type Row<T extends TableName> = Database["public"]["Tables"][T]["Row"];

export type ColumnType = "int" | "text" | "bool" | "date" | "timestamptz" | "uuid" | "text[]";

export interface ColumnSpec {
  type: ColumnType;
  nullable?: boolean;
  /** Applied on insert when the column is missing (PostgREST single-object insert, or missing=default). */
  default?: () => unknown;
  /** Auto-increment identity column. */
  identity?: boolean;
}

export interface CheckSpec {
  name: string;
  test: (row: Record<string, unknown>) => boolean;
}

export interface TableSpec {
  columns: Record<string, ColumnSpec>;
  primaryKey: string[];
  unique?: { name: string; columns: string[] }[];
  checks?: CheckSpec[];
  /** Foreign keys from this table to another one. */
  foreignKeys?: { name: string; column: string; references: TableName; onDelete: "cascade" | "set null" }[];
}

const nowIso = () => new Date().toISOString();
const notBlank = (v: unknown) => typeof v !== "string" || v.trim() !== "";
const httpUrl = (v: unknown) => v === null || v === undefined || /^https?:\/\//i.test(String(v));
const check = (table: string, column: string, test: (v: unknown) => boolean, suffix = "check"): CheckSpec => ({
  name: `${table}_${column}_${suffix}`,
  test: (row) => test(row[column]),
});

export const PROGRAM_CATEGORIES = ["PBL", "PBK Reguler", "PBK Durasi Pendek"] as const;
export const IMAGE_POSITIONS = ["Top", "Center", "Bottom"] as const;
export const SCHEDULE_STATUSES = ["Berlangsung", "Segera Dibuka", "Ditutup"] as const;

export const SCHEMA: Record<TableName, TableSpec> = {
  programs: {
    columns: {
      id: { type: "int", identity: true },
      name: { type: "text" },
      category: { type: "text", default: () => "PBK Reguler" },
      duration: { type: "text" },
      description: { type: "text" },
      image_url: { type: "text", nullable: true, default: () => null },
      file_path: { type: "text", nullable: true, default: () => null },
      is_featured: { type: "bool", default: () => false },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [
      check("programs", "name", notBlank),
      check("programs", "category", (v) => (PROGRAM_CATEGORIES as readonly unknown[]).includes(v)),
      check("programs", "duration", notBlank),
      check("programs", "description", notBlank),
      check("programs", "image_url", httpUrl),
    ],
  },
  syllabus_items: {
    columns: {
      id: { type: "int", identity: true },
      program_id: { type: "int" },
      item_order: { type: "int" },
      title: { type: "text" },
      duration_jp: { type: "int" },
      kode_unit: { type: "text", nullable: true, default: () => null },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    unique: [{ name: "syllabus_items_program_order_key", columns: ["program_id", "item_order"] }],
    checks: [
      check("syllabus_items", "item_order", (v) => Number(v) >= 1),
      check("syllabus_items", "title", notBlank),
      check("syllabus_items", "duration_jp", (v) => Number(v) >= 1),
    ],
    foreignKeys: [
      { name: "syllabus_items_program_id_fkey", column: "program_id", references: "programs", onDelete: "cascade" },
    ],
  },
  instructors: {
    columns: {
      id: { type: "int", identity: true },
      name: { type: "text" },
      title: { type: "text" },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [check("instructors", "name", notBlank), check("instructors", "title", notBlank)],
  },
  schedules: {
    columns: {
      id: { type: "int", identity: true },
      program: { type: "text" },
      programCategory: { type: "text" },
      instructorName: { type: "text[]" },
      batch: { type: "text" },
      startDate: { type: "date" },
      endDate: { type: "date" },
      status: { type: "text", default: () => "Segera Dibuka" },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [
      check("schedules", "program", notBlank),
      check("schedules", "programCategory", notBlank),
      check("schedules", "instructorName", (v) => Array.isArray(v) && v.length >= 1),
      check("schedules", "batch", notBlank),
      check("schedules", "status", (v) => (SCHEDULE_STATUSES as readonly unknown[]).includes(v)),
      { name: "schedules_period_check", test: (r) => String(r.endDate) >= String(r.startDate) },
    ],
  },
  facilities: {
    columns: {
      id: { type: "int", identity: true },
      name: { type: "text" },
      description: { type: "text" },
      image_url: { type: "text", nullable: true, default: () => null },
      file_path: { type: "text", nullable: true, default: () => null },
      user_id: { type: "uuid", nullable: true, default: () => null },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [
      check("facilities", "name", notBlank),
      check("facilities", "description", notBlank),
      check("facilities", "image_url", httpUrl),
    ],
  },
  gallery: {
    columns: {
      id: { type: "int", identity: true },
      src: { type: "text" },
      filePath: { type: "text" },
      caption: { type: "text" },
      alt: { type: "text" },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [
      check("gallery", "src", (v) => /^https?:\/\//i.test(String(v))),
      check("gallery", "filePath", notBlank),
      check("gallery", "caption", notBlank),
      check("gallery", "alt", notBlank),
    ],
  },
  contact_info: {
    columns: {
      id: { type: "int", default: () => 1 },
      address: { type: "text" },
      phone: { type: "text" },
      email: { type: "text" },
      instagram_url: { type: "text", nullable: true, default: () => null },
      map_embed_url: { type: "text", nullable: true, default: () => null },
      updated_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [
      check("contact_info", "id", (v) => Number(v) === 1),
      check("contact_info", "address", notBlank),
      check("contact_info", "phone", notBlank),
      check("contact_info", "email", (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(v))),
      check("contact_info", "instagram_url", httpUrl),
      check("contact_info", "map_embed_url", httpUrl),
    ],
  },
  profiles: {
    columns: {
      id: { type: "uuid" },
      first_name: { type: "text", nullable: true, default: () => null },
      last_name: { type: "text", nullable: true, default: () => null },
      avatar_url: { type: "text", nullable: true, default: () => null },
      updated_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [check("profiles", "avatar_url", httpUrl)],
  },
  hero_banners: {
    columns: {
      id: { type: "int", identity: true },
      title: { type: "text" },
      subtitle: { type: "text", nullable: true, default: () => null },
      image_url: { type: "text" },
      file_path: { type: "text", nullable: true, default: () => null },
      image_position: { type: "text", default: () => "Center" },
      link_to: { type: "text", nullable: true, default: () => null },
      autoplay_delay_ms: { type: "int", nullable: true, default: () => null },
      start_date: { type: "date" },
      end_date: { type: "date" },
      created_at: { type: "timestamptz", default: nowIso },
    },
    primaryKey: ["id"],
    checks: [
      check("hero_banners", "title", notBlank),
      check("hero_banners", "image_url", (v) => /^https?:\/\//i.test(String(v))),
      check("hero_banners", "image_position", (v) => (IMAGE_POSITIONS as readonly unknown[]).includes(v)),
      check("hero_banners", "link_to", httpUrl),
      check("hero_banners", "autoplay_delay_ms", (v) => v === null || v === undefined || Number(v) >= 1000),
      { name: "hero_banners_period_check", test: (r) => String(r.end_date) >= String(r.start_date) },
    ],
  },
};

/** Embeddable relationships (PostgREST resource embedding), keyed by parent table then embed name. */
export const RELATIONSHIPS: Partial<
  Record<TableName, Record<string, { table: TableName; localKey: string; foreignKey: string; many: boolean }>>
> = {
  programs: { syllabus_items: { table: "syllabus_items", localKey: "id", foreignKey: "program_id", many: true } },
  syllabus_items: { programs: { table: "programs", localKey: "program_id", foreignKey: "id", many: false } },
};

export const TABLE_NAMES = Object.keys(SCHEMA) as TableName[];

export const BUCKETS = ["programs", "facilities", "gallery", "hero_banners", "avatars"] as const;
export type BucketName = (typeof BUCKETS)[number];
export const BUCKET_FILE_SIZE_LIMIT = 5 * 1024 * 1024;
export const BUCKET_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
