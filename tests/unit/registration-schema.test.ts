import { nikBirthDate, nikMismatch } from "@/features/registrations/lib/nik";
import { EMPTY_REGISTRATION, registrationSchema, toApplication, ageOn, type BatchRules, type RegistrationFormInput } from "@/features/registrations/schemas/registration-schema";

const RULES: BatchRules = { requiredDocuments: ["ktp", "ijazah"], minAge: 18, maxAge: 35, startDate: "2026-12-07", today: "2026-11-25" };
const doc = (name: string) => ({ name, size: 1000, fileName: "ktp.pdf", mimeType: "application/pdf" });
const VALID: RegistrationFormInput = {
  ...EMPTY_REGISTRATION,
  full_name: "Muhammad Rizki",
  nik: "1171010101990001",
  birth_place: "Banda Aceh",
  birth_date: "1999-01-01",
  gender: "L",
  address: "Jl. Teuku Umar No. 1",
  regency: "Kota Banda Aceh",
  whatsapp: "0812-3456-7890",
  education: "SMA/SMK/Sederajat",
  employment: "Belum bekerja",
  documents: { ktp: doc("f/ktp-1.pdf"), ijazah: doc("f/ijazah-1.pdf") },
  consent: true,
};

function messages(input: RegistrationFormInput, rules = RULES) {
  const result = registrationSchema(rules).safeParse(input);
  // the first message of each field, as the form shows it
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("registration schema (the same messages as submit_registration)", () => {
  it("accepts a complete application and maps it to what the database takes", () => {
    const values = registrationSchema(RULES).parse(VALID);
    expect(toApplication(values, { scheduleId: 4, idempotencyKey: "k", uploadFolder: "f", consentVersion: "2026-11-25", honeypot: "" })).toMatchObject({
      schedule_id: 4,
      whatsapp: "6281234567890",
      email: null,
      source: null,
      documents: [{ kind: "ktp", name: "f/ktp-1.pdf" }, { kind: "ijazah", name: "f/ijazah-1.pdf" }],
      consent: true,
      website: "",
    });
  });

  it("gives every required field its message", () => {
    expect(messages({ ...EMPTY_REGISTRATION, documents: {} })).toEqual({
      full_name: "Nama lengkap harus diisi.",
      nik: "NIK harus diisi.",
      birth_place: "Tempat lahir harus diisi.",
      birth_date: "Tanggal lahir harus diisi.",
      gender: "Pilih jenis kelamin.",
      address: "Alamat domisili harus diisi.",
      regency: "Kabupaten/kota harus diisi.",
      whatsapp: "Nomor WhatsApp harus diisi.",
      education: "Pilih pendidikan terakhir.",
      employment: "Pilih status pekerjaan.",
      consent: "Anda harus menyetujui Kebijakan Privasi untuk mendaftar.",
      "documents.ktp": "Unggah KTP.",
      "documents.ijazah": "Unggah Ijazah Terakhir.",
    });
  });

  it.each([
    [{ full_name: "Al" }, "full_name", "Nama lengkap minimal 3 karakter."],
    [{ full_name: "A".repeat(121) }, "full_name", "Nama lengkap maksimal 120 karakter."],
    [{ full_name: "\u200B\u00A0 " }, "full_name", "Nama lengkap harus diisi."],
    [{ nik: "117101010199" }, "nik", "NIK harus 16 digit angka."],
    [{ nik: "11710101019900AB" }, "nik", "NIK harus 16 digit angka."],
    [{ birth_date: "1999-02-30" }, "birth_date", "Tanggal lahir tidak valid."],
    [{ birth_date: "2027-01-01" }, "birth_date", "Tanggal lahir tidak valid."],
    [{ birth_date: "2010-01-01", guardian_consent: true }, "birth_date", "Usia minimal 18 tahun pada hari pertama pelatihan."],
    [{ birth_date: "1980-01-01" }, "birth_date", "Usia maksimal 35 tahun pada hari pertama pelatihan."],
    [{ whatsapp: "0812" }, "whatsapp", "Nomor WhatsApp tidak valid. Contoh: 081234567890."],
    [{ email: "bukan-email" }, "email", "Format email tidak valid."],
    [{ address: "x".repeat(301) }, "address", "Alamat domisili maksimal 300 karakter."],
    [{ motivation: "x".repeat(1001) }, "motivation", "Motivasi maksimal 1000 karakter."],
  ])("%o: %s '%s'", (change, field, message) => {
    expect(messages({ ...VALID, ...change })[field]).toBe(message);
  });

  it("asks a guardian's consent under 18 (batches without age limits)", () => {
    const open = { ...RULES, minAge: null, maxAge: null };
    expect(messages({ ...VALID, birth_date: "2010-06-15" }, open).guardian_consent).toBe("Pendaftar di bawah 18 tahun memerlukan persetujuan orang tua atau wali.");
    expect(messages({ ...VALID, birth_date: "2010-06-15", guardian_consent: true }, open)).toEqual({});
  });

  it("counts ages like the database (the birthday itself counts)", () => {
    expect(ageOn("2008-12-07", "2026-12-07")).toBe(18);
    expect(ageOn("2008-12-08", "2026-12-07")).toBe(17);
  });
});

describe("the NIK's encoded birth date", () => {
  it("reads day, month and year, women's day + 40", () => {
    expect(nikBirthDate("1171010101990001")).toEqual({ day: 1, month: 1, year2: 99, female: false });
    expect(nikBirthDate("1106044908010002")).toEqual({ day: 9, month: 8, year2: 1, female: true });
    expect(nikBirthDate("1171019913990001")).toBeNull();
  });

  it("warns (never refuses) when the date or sex does not match", () => {
    expect(nikMismatch("1171010101990001", "1999-01-01", "L")).toBeNull();
    expect(nikMismatch("1106044908010002", "2001-08-09", "P")).toBeNull();
    expect(nikMismatch("1171010101990001", "1999-01-02", "L")).toMatch(/tidak cocok dengan NIK/);
    expect(nikMismatch("1171010101990001", "1999-01-01", "P")).toMatch(/tidak cocok dengan NIK/);
    expect(nikMismatch("12345", "1999-01-01", "L")).toBeNull();
  });
});
