/**
 * The panel's words for the selection (src/features/registrations/lib): which of the chosen applications a change
 * moves, and each timeline entry in Indonesian. The pipeline itself is compared with the database's rule in
 * tests/integration/applications-api.test.ts.
 */
import { planStatusChange, PANEL_STATUS_LABEL, PANEL_TARGET_STATUSES, NEXT_STATUSES } from "@/features/registrations/lib/pipeline";
import { describeEvent } from "@/features/registrations/lib/timeline";
import type { ApplicationEvent } from "@/features/registrations/api/applications";

const event = (values: Partial<ApplicationEvent>): ApplicationEvent => ({
  id: 1,
  registration_id: 1,
  at: "2026-11-20T02:00:00Z",
  kind: "submitted",
  actor_id: null,
  actor_email: null,
  from_status: null,
  to_status: null,
  details: {},
  ...values,
});

describe("planStatusChange", () => {
  const a = (id: number, status: keyof typeof NEXT_STATUSES) => ({ id, code: `TIK-${id}`, full_name: `N${id}`, status });
  it("splits the chosen applications into moves, already there and refused", () => {
    const plan = planStatusChange([a(1, "diterima"), a(2, "tidak_lulus"), a(3, "selesai"), a(4, "perlu_perbaikan")], "tidak_lulus");
    expect(plan.moves.map((x) => x.id)).toEqual([1, 4]);
    expect(plan.already.map((x) => x.id)).toEqual([2]);
    expect(plan.refused.map((x) => x.id)).toEqual([3]);
  });
  it("plans nothing before a status is chosen", () => {
    expect(planStatusChange([a(1, "diterima")], "")).toEqual({ moves: [], already: [], refused: [] });
  });
  it("offers only statuses the panel sets, each with its label", () => {
    expect(PANEL_TARGET_STATUSES).not.toContain("mengundurkan_diri");
    expect(PANEL_TARGET_STATUSES).not.toContain("diterima");
    for (const targets of Object.values(NEXT_STATUSES)) for (const t of targets) expect(PANEL_TARGET_STATUSES).toContain(t);
    expect(PANEL_TARGET_STATUSES.map((s) => PANEL_STATUS_LABEL[s])).toEqual(["Diverifikasi", "Perlu Perbaikan", "Lulus Seleksi", "Cadangan", "Tidak Lulus", "Peserta", "Selesai"]);
  });
});

describe("describeEvent", () => {
  it("says each kind in words, with who and the message or reason", () => {
    expect(describeEvent(event({ kind: "submitted" }))).toEqual({ title: "Pendaftaran dikirim", actor: "Pendaftar", note: null });
    expect(
      describeEvent(event({ kind: "status_changed", from_status: "diverifikasi", to_status: "lulus", actor_email: "a@x.id", details: { message: "Selamat!" } })),
    ).toEqual({ title: "Status Diverifikasi → Lulus Seleksi", actor: "a@x.id", note: "Pesan: Selamat!" });
    expect(describeEvent(event({ kind: "status_changed", from_status: "diterima", to_status: "mengundurkan_diri" }))).toEqual({
      title: "Status Baru → Mengundurkan Diri",
      actor: "Pendaftar",
      note: null,
    });
    expect(describeEvent(event({ kind: "status_changed", from_status: "lulus", to_status: "peserta" })).actor).toBe("Sistem");
    expect(describeEvent(event({ kind: "nik_revealed", actor_email: "a@x.id" }))).toEqual({ title: "NIK ditampilkan", actor: "a@x.id", note: null });
    expect(describeEvent(event({ kind: "tracer_sent", actor_email: "a@x.id", details: { round_month: 6, channel: "whatsapp" } }))).toEqual({
      title: "Tautan survei alumni (6 bulan) dikirim via WhatsApp",
      actor: "a@x.id",
      note: null,
    });
    expect(describeEvent(event({ kind: "tracer_sent", actor_email: "a@x.id", details: { round_month: 3, channel: "email" } })).title).toBe(
      "Tautan survei alumni (3 bulan) dikirim via email",
    );
    expect(describeEvent(event({ kind: "document_viewed", actor_email: "a@x.id", details: { document: "ktp" } }))).toEqual({
      title: "Dokumen KTP dibuka",
      actor: "a@x.id",
      note: null,
    });
    expect(
      describeEvent(event({ kind: "document_reviewed", actor_email: "a@x.id", details: { document: "pas_foto", verdict: "perlu_perbaikan", reason: "Latar merah." } })),
    ).toEqual({ title: "Dokumen Pas Foto ditandai Perlu perbaikan", actor: "a@x.id", note: "Alasan: Latar merah." });
  });
  it("shows an unknown kind as it is stored", () => {
    expect(describeEvent(event({ kind: "something_new" })).title).toBe("something_new");
  });
});

describe("message templates", () => {
  it("fills the five placeholders, every occurrence; a missing value leaves its placeholder", async () => {
    const { fillTemplate } = await import("@/features/registrations/lib/message");
    expect(
      fillTemplate("Halo {nama}, {program} ({batch}) mulai {tanggal}. Kode {kode}. Sekali lagi, {nama}.", {
        nama: "Cut Nyak",
        program: "Desain Grafis",
        batch: "Batch 2",
        tanggal: "5 Jan 2027",
        kode: "TIK-AAAA-BBBB",
      }),
    ).toBe("Halo Cut Nyak, Desain Grafis (Batch 2) mulai 5 Jan 2027. Kode TIK-AAAA-BBBB. Sekali lagi, Cut Nyak.");
    expect(fillTemplate("Halo {nama} {alamat}", {})).toBe("Halo {nama} {alamat}");
    // a replacement is not read again as a placeholder
    expect(fillTemplate("{nama}", { nama: "{kode}", kode: "X" })).toBe("{kode}");
  });

  it("finds the placeholders the panel does not fill", async () => {
    const { unknownPlaceholders } = await import("@/features/registrations/lib/message");
    expect(unknownPlaceholders("Halo {nama} di {alamat}, {NIK} {}")).toEqual(["alamat", "NIK", ""]);
    expect(unknownPlaceholders("Halo {nama} {program} {batch} {kode} {tanggal}")).toEqual([]);
  });

  it("the editor's schema says what is wrong in Indonesian", async () => {
    const { messageTemplateSchema } = await import("@/features/registrations/schemas/message-template-schema");
    const issue = (body: string) => messageTemplateSchema.safeParse({ body }).error?.issues[0]?.message;
    expect(issue(" \u200b ")).toBe("Isi pesan harus diisi.");
    expect(issue("x".repeat(1001))).toBe("Isi pesan maksimal 1000 karakter.");
    expect(issue("Halo {nama} di {alamat}")).toBe("Placeholder tidak dikenal: {alamat}. Gunakan {nama}, {program}, {batch}, {kode}, {tanggal}.");
    expect(issue("Halo {nama}")).toBeUndefined();
  });

  it("describes a message sent with its template", () => {
    expect(describeEvent(event({ kind: "message_sent", actor_email: "a@x.id", details: { channel: "whatsapp", template: "lulus" } }))).toEqual({
      title: "Pesan WhatsApp dikirim (template Lulus Seleksi)",
      actor: "a@x.id",
      note: null,
    });
  });
});

describe("an export on the timeline", () => {
  it("says the application was in an export and how many rows it had", () => {
    expect(describeEvent(event({ kind: "exported", actor_email: "a@x.id", details: { statuses: ["lulus"], rows: 12 } }))).toEqual({
      title: "Termasuk dalam ekspor data (12 baris)",
      actor: "a@x.id",
      note: null,
    });
  });
});

describe("the applicant's data file", () => {
  it("says everything in readable Indonesian lines; an erased application says so instead of its fields", async () => {
    const { applicantDataText } = await import("@/features/registrations/lib/applicant-file");
    const base = {
      generated_at: "2026-11-26T03:00:00Z",
      schedule: { program: "Desain Grafis Muda", batch: "Batch 2", start_date: "2027-01-04", end_date: "2027-02-26" },
      documents: [{ kind: "ijazah", mime_type: "application/pdf", size_bytes: 300_000, review_status: "perlu_perbaikan", review_reason: "Buram.", reviewed_at: null }],
      timeline: [{ at: "2026-11-21T04:00:00Z", kind: "status_changed", actor_email: "a@x.id", from_status: "diterima", to_status: "lulus", details: { message: "Selamat!" } }],
    };
    const application = {
      code: "TIK-AB12-CD34", status: "lulus" as const, submitted_at: "2026-11-20T02:00:00Z", consent_version: "2026-11-25", consent_at: "2026-11-20T02:00:00Z",
      erased_at: null, guardian_consent: false, full_name: "Cut Nyak", nik: "1171014201010001", gender: "P", birth_date: "2001-01-02", email: null,
    };
    const text = applicantDataText({ ...base, application });
    expect(text.split("\r\n")).toEqual(
      expect.arrayContaining([
        "Kode Pendaftaran: TIK-AB12-CD34",
        "Status: Lulus Seleksi",
        "Nama Lengkap: Cut Nyak",
        "NIK: 1171014201010001",
        "Jenis Kelamin: Perempuan",
        "Email: -",
        "- Ijazah Terakhir, PDF, 293 KB: Perlu perbaikan (Buram.)",
        expect.stringMatching(/^- .+: Status Baru → Lulus Seleksi \(a@x\.id\)\. Pesan: Selamat!$/),
      ]),
    );
    const erased = applicantDataText({ ...base, documents: [], application: { ...application, full_name: null, nik: null, erased_at: "2026-11-22T01:00:00Z" } });
    expect(erased).toMatch(/Data pribadi sudah dihapus pada /);
    expect(erased).not.toContain("NIK:");
    expect(erased).toContain("Tidak ada dokumen tersimpan.");
  });
});

describe("the status change's form", () => {
  it("refuses a message longer than the database keeps, in Indonesian (the textarea's maxLength stops typing first)", async () => {
    const { statusChangeSchema, STATUS_CHANGE_MESSAGES } = await import("@/features/registrations/schemas/status-change-schema");
    const over = statusChangeSchema.safeParse({ status: "lulus", message: "x".repeat(1001) });
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((i) => i.message)).toEqual([STATUS_CHANGE_MESSAGES.message]);
    expect(STATUS_CHANGE_MESSAGES.message).toBe("Pesan paling banyak 1000 karakter.");
    expect(statusChangeSchema.safeParse({ status: "lulus", message: "x".repeat(1000) }).success).toBe(true);
  });
});
