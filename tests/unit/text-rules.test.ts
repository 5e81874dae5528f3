/**
 * The text rule of every form (src/lib/validators.ts, the same as the database's public.is_valid_text):
 * every text field has a maximum length with the message '{Label} maksimal {N} karakter.', and a value
 * made only of white space or invisible characters gets the field's own "harus diisi" message.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { makeHeroBannerSchema } from "@/features/banners/schemas/hero-banner-schema";
import { contactSchema } from "@/features/contact/schemas/contact-schema";
import { makeFacilitySchema } from "@/features/facilities/schemas/facility-schema";
import { galleryPhotoSchema } from "@/features/gallery/schemas/gallery-schema";
import { instructorSchema } from "@/features/instructors/schemas/instructor-schema";
import { profileSchema } from "@/features/profile/schemas/profile-schema";
import { programSchema } from "@/features/programs/schemas/program-schema";
import { syllabusItemSchema } from "@/features/programs/schemas/syllabus-schema";
import { scheduleSchema } from "@/features/schedules/schemas/schedule-schema";
import { characterCount, hasVisibleText, INVISIBLE_CHARACTERS, maxLengthMessage, TEXT_MAX } from "@/lib/validators";

const png = () => new File([new Uint8Array([1, 2, 3])], "foto.png", { type: "image/png" });

function messagesOf(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join(".") === field).map((issue) => issue.message);
}

/** Every invisible character of the rule, one string each. */
const invisibles = INVISIBLE_CHARACTERS.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
);
const ZERO_WIDTH_ONLY = "\u200B\u200C\u200D\u2060\uFEFF\u00A0";

interface FieldCase {
  form: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  field: string;
  label: string;
  max: number;
  /** The field's "harus diisi" message (required fields only). */
  required?: string;
}

const program = { name: "Web", description: "Deskripsi", duration: "10 JP", category: "PBL", image: null };
const syllabus = { title: "Materi", duration_jp: 2, kode_unit: "J.1" };
const instructor = { name: "Budi", title: "Instruktur" };
const schedule = {
  program: "Web",
  programCategory: "PBL",
  instructorName: ["Budi"],
  startDate: new Date(2026, 0, 5),
  endDate: new Date(2026, 0, 9),
  batch: "1",
};
const facility = { name: "Lab", description: "Ruang", image: png() };
const gallery = { file: png(), caption: "Foto", alt: "Peserta" };
const contact = { address: "Jl. T. Nyak Arief", phone: "0651", email: "tik@example.com", instagram_url: "", map_embed_url: "" };
const profile = { first_name: "Rahmat", last_name: "Hidayat", avatar: null };
const banner = {
  title: "Pendaftaran",
  subtitle: "",
  link_to: "",
  startDate: new Date(2026, 0, 1),
  endDate: new Date(2026, 0, 31),
  autoplay_delay_ms: "",
  image_position: "Center",
  image: png(),
};
const facilitySchema = makeFacilitySchema({ isEdit: false });
const bannerSchema = makeHeroBannerSchema({ isEdit: false });

const FIELDS: FieldCase[] = [
  { form: "program", schema: programSchema, valid: program, field: "name", label: "Nama program", max: 120, required: "Nama program harus diisi" },
  { form: "program", schema: programSchema, valid: program, field: "description", label: "Deskripsi", max: 5000, required: "Deskripsi harus diisi" },
  { form: "program", schema: programSchema, valid: program, field: "duration", label: "Durasi", max: 60, required: "Durasi harus diisi" },
  { form: "syllabus", schema: syllabusItemSchema, valid: syllabus, field: "title", label: "Judul materi", max: 200, required: "Judul materi harus diisi" },
  { form: "syllabus", schema: syllabusItemSchema, valid: syllabus, field: "kode_unit", label: "Kode unit", max: 60, required: "Kode unit harus diisi" },
  { form: "instructor", schema: instructorSchema, valid: instructor, field: "name", label: "Nama", max: 120, required: "Nama harus diisi" },
  { form: "instructor", schema: instructorSchema, valid: instructor, field: "title", label: "Jabatan", max: 120, required: "Jabatan harus diisi" },
  { form: "schedule", schema: scheduleSchema, valid: schedule, field: "program", label: "Nama program", max: 120, required: "Nama program harus diisi" },
  { form: "schedule", schema: scheduleSchema, valid: schedule, field: "programCategory", label: "Kategori program", max: 60, required: "Kategori program harus diisi" },
  { form: "schedule", schema: scheduleSchema, valid: schedule, field: "batch", label: "Batch", max: 60, required: "Batch harus diisi" },
  { form: "facility", schema: facilitySchema, valid: facility, field: "name", label: "Nama fasilitas", max: 120, required: "Nama fasilitas harus diisi" },
  { form: "facility", schema: facilitySchema, valid: facility, field: "description", label: "Deskripsi", max: 2000, required: "Deskripsi harus diisi" },
  { form: "gallery", schema: galleryPhotoSchema, valid: gallery, field: "caption", label: "Keterangan", max: 200, required: "Keterangan harus diisi" },
  { form: "gallery", schema: galleryPhotoSchema, valid: gallery, field: "alt", label: "Teks alternatif", max: 300, required: "Teks alternatif harus diisi" },
  { form: "contact", schema: contactSchema, valid: contact, field: "address", label: "Alamat", max: 300, required: "Alamat harus diisi." },
  { form: "contact", schema: contactSchema, valid: contact, field: "phone", label: "Nomor telepon", max: 40, required: "Nomor telepon harus diisi." },
  { form: "profile", schema: profileSchema, valid: profile, field: "first_name", label: "Nama depan", max: 60, required: "Nama depan harus diisi." },
  { form: "profile", schema: profileSchema, valid: profile, field: "last_name", label: "Nama belakang", max: 60, required: "Nama belakang harus diisi." },
  { form: "banner", schema: bannerSchema, valid: banner, field: "title", label: "Judul banner", max: 120, required: "Judul banner harus diisi" },
  { form: "banner", schema: bannerSchema, valid: banner, field: "subtitle", label: "Subjudul", max: 300 },
];

describe("text rules of every form field", () => {
  it.each(FIELDS)("$form.$field: at most $max characters ('$label maksimal $max karakter.')", (c) => {
    const atMax = "a".repeat(c.max);
    expect(c.schema.safeParse({ ...c.valid, [c.field]: atMax }).success).toBe(true);
    expect(messagesOf(c.schema, { ...c.valid, [c.field]: `${atMax}b` }, c.field)).toEqual([maxLengthMessage(c.label, c.max)]);
    expect(maxLengthMessage(c.label, c.max)).toBe(`${c.label} maksimal ${c.max} karakter.`);
  });

  it.each(FIELDS.filter((c) => c.required))("$form.$field: empty, blank or invisible-only gives '$required'", (c) => {
    for (const value of ["", "   ", ZERO_WIDTH_ONLY, invisibles.join("")]) {
      expect(messagesOf(c.schema, { ...c.valid, [c.field]: value }, c.field)).toEqual([c.required]);
    }
  });

  it("counts characters as the database does (an emoji is one character)", () => {
    const emoji = "🎓".repeat(TEXT_MAX.programName);
    expect(characterCount(emoji)).toBe(TEXT_MAX.programName);
    expect(programSchema.safeParse({ ...program, name: emoji }).success).toBe(true);
  });

  it("stores an invisible-only optional field as empty", () => {
    const parsed = bannerSchema.parse({ ...banner, subtitle: ZERO_WIDTH_ONLY });
    expect(parsed.subtitle).toBe("");
  });

  it("limits URLs and e-mail too", () => {
    const longUrl = `https://example.com/${"a".repeat(TEXT_MAX.url)}`;
    expect(messagesOf(contactSchema, { ...contact, instagram_url: longUrl }, "instagram_url")).toEqual([
      "URL Instagram maksimal 2048 karakter.",
    ]);
    expect(messagesOf(contactSchema, { ...contact, map_embed_url: longUrl }, "map_embed_url")).toEqual([
      "URL peta maksimal 2048 karakter.",
    ]);
    expect(messagesOf(bannerSchema, { ...banner, link_to: longUrl }, "link_to")).toEqual(["Tautan tombol maksimal 2048 karakter."]);
    expect(messagesOf(contactSchema, { ...contact, email: `${"a".repeat(250)}@example.com` }, "email")).toEqual([
      "Email maksimal 254 karakter.",
    ]);
  });
});

describe("hasVisibleText", () => {
  it("refuses every invisible character alone", () => {
    for (const ch of invisibles) expect(hasVisibleText(ch)).toBe(false);
  });

  it("accepts visible text in any script, also next to invisible characters", () => {
    for (const value of ["a", "é", "Ω", "ب", "中", "🎓", "\u200Bx\u200B", "👩‍💻"]) expect(hasVisibleText(value)).toBe(true);
  });
});
