import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  scheduleFormDefaults,
  scheduleSchema,
  toScheduleInput,
} from "@/features/schedules/schemas/schedule-schema";
import { galleryPhotoDefaults, galleryPhotoSchema, toGalleryItemInput } from "@/features/gallery/schemas/gallery-schema";
import {
  instructorFormDefaults,
  instructorSchema,
  toInstructorInput,
} from "@/features/instructors/schemas/instructor-schema";
import { programFormDefaults, programSchema, toProgramInput } from "@/features/programs/schemas/program-schema";
import {
  syllabusFormDefaults,
  syllabusItemSchema,
  syllabusSchema,
  toSyllabusInput,
} from "@/features/programs/schemas/syllabus-schema";
import { facilityFormDefaults, makeFacilitySchema, toFacilityInput } from "@/features/facilities/schemas/facility-schema";
import { contactFormDefaults, contactSchema, toContactInput } from "@/features/contact/schemas/contact-schema";
import { profileFormDefaults, profileSchema, toProfileInput } from "@/features/profile/schemas/profile-schema";
import {
  heroBannerFormDefaults,
  makeHeroBannerSchema,
  toHeroBannerInput,
} from "@/features/banners/schemas/hero-banner-schema";

/** Messages of a failed parse, keyed by the dotted path of the field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const png = () => new File([new Uint8Array([1, 2, 3])], "foto.png", { type: "image/png" });
const pdf = () => new File(["%PDF"], "doc.pdf", { type: "application/pdf" });

describe("schedule schema", () => {
  const valid = {
    program: "Web Developer",
    programCategory: "PBK Reguler",
    instructorName: ["Budi"],
    startDate: new Date(2026, 6, 1),
    endDate: new Date(2026, 7, 15),
    batch: "Batch 1",
  };

  it("accepts a complete schedule and maps dates to yyyy-MM-dd", () => {
    const parsed = scheduleSchema.parse({ ...valid, program: "  Web Developer ", batch: " Batch 1 " });
    expect(toScheduleInput(parsed)).toEqual({
      program: "Web Developer",
      programCategory: "PBK Reguler",
      instructorName: ["Budi"],
      batch: "Batch 1",
      startDate: "2026-07-01",
      endDate: "2026-08-15",
    });
  });

  it("gives every message of docs/product.md (Validation)", () => {
    expect(
      messages(scheduleSchema, {
        program: " ",
        programCategory: "",
        instructorName: [],
        startDate: null,
        endDate: null,
        batch: "  ",
      }),
    ).toEqual({
      program: ["Nama program harus diisi"],
      programCategory: ["Kategori program harus diisi"],
      instructorName: ["Setidaknya satu instruktur harus dipilih"],
      startDate: ["Tanggal mulai harus diisi."],
      endDate: ["Tanggal selesai harus diisi."],
      batch: ["Batch harus diisi"],
    });
  });

  it("builds defaults from nothing or from a row", () => {
    expect(scheduleFormDefaults()).toEqual({
      program: "",
      programCategory: "",
      instructorName: [],
      startDate: null,
      endDate: null,
      batch: "",
    });
    const d = scheduleFormDefaults({
      program: "Web",
      programCategory: "PBL",
      instructorName: ["A", "B"],
      batch: "2",
      startDate: "2026-01-31",
      endDate: "2026-02-02",
    });
    expect(d.startDate).toEqual(new Date(2026, 0, 31));
    expect(d.endDate).toEqual(new Date(2026, 1, 2));
    expect(d.instructorName).toEqual(["A", "B"]);
  });
});

describe("gallery photo schema", () => {
  it("requires exactly one photo, a caption and an alt text", () => {
    expect(messages(galleryPhotoSchema, galleryPhotoDefaults)).toEqual({
      file: ["Foto harus diunggah."],
      caption: ["Keterangan harus diisi"],
      alt: ["Teks alternatif harus diisi"],
    });
  });

  it("accepts image files only", () => {
    expect(messages(galleryPhotoSchema, { file: pdf(), caption: "a", alt: "b" })).toEqual({
      file: ["File harus berupa gambar."],
    });
  });

  it("maps to the mutation input", () => {
    const file = png();
    const parsed = galleryPhotoSchema.parse({ file, caption: " Lab ", alt: " Ruang lab " });
    expect(toGalleryItemInput(parsed, file)).toEqual({ caption: "Lab", alt: "Ruang lab", file });
  });
});

describe("instructor schema", () => {
  it("gives both messages", () => {
    expect(messages(instructorSchema, instructorFormDefaults())).toEqual({
      name: ["Nama harus diisi"],
      title: ["Jabatan harus diisi"],
    });
  });
  it("trims and maps", () => {
    const parsed = instructorSchema.parse(instructorFormDefaults({ name: " Budi ", title: " Instruktur " }));
    expect(toInstructorInput(parsed)).toEqual({ name: "Budi", title: "Instruktur" });
  });
});

describe("program schema", () => {
  it("defaults the category to PBK Reguler", () => {
    expect(programFormDefaults().category).toBe("PBK Reguler");
    const parsed = programSchema.parse({ name: "A", description: "B", duration: "C" });
    expect(parsed.category).toBe("PBK Reguler");
  });

  it("gives every message", () => {
    expect(messages(programSchema, { name: "", description: " ", duration: "", category: "Lain" })).toEqual({
      name: ["Nama program harus diisi"],
      description: ["Deskripsi harus diisi"],
      duration: ["Durasi harus diisi"],
      category: ["Kategori program harus dipilih."],
    });
  });

  it("accepts the three categories, an optional image, and rejects non-images", () => {
    for (const category of ["PBL", "PBK Reguler", "PBK Durasi Pendek"]) {
      expect(programSchema.safeParse({ name: "A", description: "B", duration: "C", category }).success).toBe(true);
    }
    expect(messages(programSchema, { name: "A", description: "B", duration: "C", image: pdf() })).toEqual({
      image: ["File harus berupa gambar."],
    });
    const image = png();
    const parsed = programSchema.parse({ name: "A", description: "B", duration: "1 bulan", category: "PBL", image });
    expect(toProgramInput(parsed)).toEqual({ name: "A", description: "B", duration: "1 bulan", category: "PBL", image });
    expect(toProgramInput({ ...parsed, image: undefined }).image).toBeNull();
  });

  it("builds defaults from a row, falling back to PBK Reguler for unknown categories", () => {
    expect(programFormDefaults({ name: "A", description: "B", duration: "C", category: "PBL" }).category).toBe("PBL");
    expect(programFormDefaults({ name: "A", description: "B", duration: "C", category: "X" }).category).toBe(
      "PBK Reguler",
    );
  });
});

describe("syllabus schemas", () => {
  it("gives every item message", () => {
    expect(messages(syllabusItemSchema, { title: " ", duration_jp: "", kode_unit: "" })).toEqual({
      title: ["Judul materi harus diisi"],
      duration_jp: ["Durasi harus diisi"],
      kode_unit: ["Kode unit harus diisi"],
    });
    expect(messages(syllabusItemSchema, { title: "a", duration_jp: 0, kode_unit: "k" })).toEqual({
      duration_jp: ["Durasi harus diisi"],
    });
    expect(messages(syllabusItemSchema, { title: "a", duration_jp: "abc", kode_unit: "k" })).toEqual({
      duration_jp: ["Durasi harus diisi"],
    });
  });

  it("validates a list with paths per item and maps it in order", () => {
    expect(
      messages(syllabusSchema, {
        items: [
          { title: "A", duration_jp: 2, kode_unit: "U1" },
          { title: "", duration_jp: 1, kode_unit: "U2" },
        ],
      }),
    ).toEqual({ "items.1.title": ["Judul materi harus diisi"] });

    const parsed = syllabusSchema.parse({
      items: [
        { title: " Dasar ", duration_jp: "8", kode_unit: " J.620100.001.01 " },
        { title: "Lanjut", duration_jp: 16, kode_unit: "U2" },
      ],
    });
    expect(toSyllabusInput(7, parsed)).toEqual({
      programId: 7,
      items: [
        { title: "Dasar", duration_jp: 8, kode_unit: "J.620100.001.01" },
        { title: "Lanjut", duration_jp: 16, kode_unit: "U2" },
      ],
    });
  });

  it("sorts stored items by item_order for the editor", () => {
    expect(
      syllabusFormDefaults([
        { title: "B", duration_jp: 2, kode_unit: null, item_order: 2 },
        { title: "A", duration_jp: 1, kode_unit: "K", item_order: 1 },
      ]),
    ).toEqual({
      items: [
        { title: "A", duration_jp: 1, kode_unit: "K" },
        { title: "B", duration_jp: 2, kode_unit: "" },
      ],
    });
  });
});

describe("facility schema", () => {
  it("requires a photo for a new facility", () => {
    expect(messages(makeFacilitySchema({ isEdit: false }), facilityFormDefaults())).toEqual({
      name: ["Nama fasilitas harus diisi"],
      description: ["Deskripsi harus diisi"],
      image: ["Foto fasilitas harus diunggah untuk fasilitas baru."],
    });
  });

  it("keeps the current photo when editing without a new one", () => {
    const parsed = makeFacilitySchema({ isEdit: true }).parse(facilityFormDefaults({ name: "Lab", description: "D" }));
    expect(toFacilityInput(parsed)).toEqual({ name: "Lab", description: "D", image: null });
  });

  it("accepts image files only", () => {
    expect(messages(makeFacilitySchema({ isEdit: true }), { name: "a", description: "b", image: pdf() })).toEqual({
      image: ["File harus berupa gambar."],
    });
    expect(messages(makeFacilitySchema({ isEdit: false }), { name: "a", description: "b", image: pdf() })).toEqual({
      image: ["File harus berupa gambar."],
    });
  });
});

describe("contact schema", () => {
  const valid = {
    address: "Jl. Teuku Umar",
    phone: "0651-123",
    email: "tik@example.com",
    instagram_url: "",
    map_embed_url: "",
  };

  it("gives every message", () => {
    expect(
      messages(contactSchema, {
        address: "",
        phone: " ",
        email: "bukan-email",
        instagram_url: "instagram",
        map_embed_url: "javascript:alert(1)",
      }),
    ).toEqual({
      address: ["Alamat harus diisi."],
      phone: ["Nomor telepon harus diisi."],
      email: ["Email tidak valid."],
      instagram_url: ["URL Instagram tidak valid."],
      map_embed_url: ["URL peta tidak valid."],
    });
    expect(messages(contactSchema, { ...valid, email: "" })).toEqual({ email: ["Email tidak valid."] });
    expect(messages(contactSchema, { ...valid, instagram_url: "ftp://x.org" })).toEqual({
      instagram_url: ["URL Instagram tidak valid."],
    });
  });

  it("stores empty URLs as null and keeps valid ones", () => {
    expect(toContactInput(contactSchema.parse(valid))).toEqual({ ...valid, instagram_url: null, map_embed_url: null, privacy_email: null });
    expect(contactSchema.parse({ ...valid, privacy_email: " ppid@example.go.id " }).privacy_email).toBe("ppid@example.go.id");
    expect(contactSchema.safeParse({ ...valid, privacy_email: "ppid@" }).error?.issues.map((i) => i.message)).toEqual(["Email pelindungan data tidak valid."]);
    const urls = contactSchema.parse({
      ...valid,
      email: " tik@example.com ",
      instagram_url: "https://instagram.com/tik",
      map_embed_url: "https://www.google.com/maps/embed?pb=1",
    });
    expect(toContactInput(urls)).toEqual({
      ...valid,
      instagram_url: "https://instagram.com/tik",
      map_embed_url: "https://www.google.com/maps/embed?pb=1",
      privacy_email: null,
    });
    expect(contactFormDefaults({ ...valid, instagram_url: null, map_embed_url: null })).toEqual({ ...valid, privacy_email: "" });
  });
});

describe("profile schema", () => {
  it("gives both messages and accepts image avatars only", () => {
    expect(messages(profileSchema, profileFormDefaults())).toEqual({
      first_name: ["Nama depan harus diisi."],
      last_name: ["Nama belakang harus diisi."],
    });
    expect(messages(profileSchema, { first_name: "A", last_name: "B", avatar: pdf() })).toEqual({
      avatar: ["File harus berupa gambar."],
    });
  });

  it("maps to the update-profile input", () => {
    const avatar = png();
    const parsed = profileSchema.parse({ ...profileFormDefaults({ first_name: " Ani ", last_name: "Z" }), avatar });
    expect(toProfileInput("u1", parsed)).toEqual({ userId: "u1", first_name: "Ani", last_name: "Z", avatar });
    expect(toProfileInput("u1", { ...parsed, avatar: null }).avatar).toBeNull();
  });
});

describe("hero banner schema", () => {
  const base = {
    title: "Pendaftaran dibuka",
    subtitle: "",
    link_to: "",
    startDate: new Date(2026, 5, 1),
    endDate: new Date(2026, 5, 30),
    autoplay_delay_ms: "",
    image: png(),
  };

  it("gives every message for a new banner", () => {
    expect(
      messages(makeHeroBannerSchema({ isEdit: false }), {
        title: " ",
        subtitle: "",
        link_to: "halaman",
        startDate: null,
        endDate: null,
        autoplay_delay_ms: "999",
        image_position: "Center",
        image: null,
      }),
    ).toEqual({
      title: ["Judul banner harus diisi"],
      link_to: ["URL tidak valid."],
      startDate: ["Tanggal mulai harus diisi."],
      endDate: ["Tanggal selesai harus diisi."],
      autoplay_delay_ms: ["Durasi minimal 1 detik (1000 ms)."],
      image: ["Gambar banner harus diunggah untuk banner baru."],
    });
  });

  it("defaults the image position to Center and stores an empty delay as null", () => {
    const parsed = makeHeroBannerSchema({ isEdit: false }).parse(base);
    expect(parsed.image_position).toBe("Center");
    expect(heroBannerFormDefaults().image_position).toBe("Center");
    expect(toHeroBannerInput(parsed)).toEqual({
      title: "Pendaftaran dibuka",
      subtitle: null,
      link_to: null,
      start_date: "2026-06-01",
      end_date: "2026-06-30",
      autoplay_delay_ms: null,
      image_position: "Center",
      image: base.image,
    });
  });

  it("accepts a delay of 1000 ms or more, rejects less or non-numbers", () => {
    const schema = makeHeroBannerSchema({ isEdit: false });
    expect(schema.parse({ ...base, autoplay_delay_ms: "1000" }).autoplay_delay_ms).toBe(1000);
    expect(schema.parse({ ...base, autoplay_delay_ms: " 7000 " }).autoplay_delay_ms).toBe(7000);
    for (const bad of ["0", "999", "abc", "1500.5", "-2000"]) {
      expect(messages(schema, { ...base, autoplay_delay_ms: bad })).toEqual({
        autoplay_delay_ms: ["Durasi minimal 1 detik (1000 ms)."],
      });
    }
  });

  it("accepts only Top, Center or Bottom and http(s) links; editing keeps the current image", () => {
    const edit = makeHeroBannerSchema({ isEdit: true });
    const parsed = edit.parse({
      ...base,
      image: null,
      image_position: "Top",
      subtitle: " Sub ",
      link_to: "https://example.com/daftar",
      autoplay_delay_ms: "3000",
    });
    expect(toHeroBannerInput(parsed)).toMatchObject({
      subtitle: "Sub",
      link_to: "https://example.com/daftar",
      image_position: "Top",
      autoplay_delay_ms: 3000,
      image: null,
    });
    expect(edit.safeParse({ ...base, image_position: "Left" }).success).toBe(false);
    expect(messages(edit, { ...base, image: pdf() })).toEqual({ image: ["File harus berupa gambar."] });
  });

  it("builds defaults from a row", () => {
    expect(
      heroBannerFormDefaults({
        title: "T",
        subtitle: null,
        link_to: null,
        start_date: "2026-06-01",
        end_date: "2026-06-30",
        autoplay_delay_ms: 4000,
        image_position: "Bottom",
      }),
    ).toEqual({
      title: "T",
      subtitle: "",
      link_to: "",
      startDate: new Date(2026, 5, 1),
      endDate: new Date(2026, 5, 30),
      autoplay_delay_ms: "4000",
      image_position: "Bottom",
      image: null,
    });
  });
});
