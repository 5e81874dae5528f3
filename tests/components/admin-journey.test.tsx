// Admin side of the trainee journey: registration details of a schedule, requirements/benefits of a
// program, announcements and FAQ management, navigation and overview counts.
import { screen, waitFor, within } from "@testing-library/react";
import { clearTable, db } from "../msw/db";
import { failAlways, failNext, lastRequest, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, pngFile, renderAdmin, uploadNonImage } from "./admin-helpers";
import { paths } from "@/config/paths";
import { formatPhoneNumber } from "@/lib/whatsapp";
import { ANNOUNCEMENTS, FAQS } from "../../supabase/seed/data";

// The demo rows are the seed's (supabase/seed/data.ts via tests/msw/db.ts); expected values are read from them.
// EXTENDED: the schedule with an open, extended registration (quota, note, contact person).
const EXTENDED = db.schedules.find((s) => s.note === "Pendaftaran diperpanjang")!;
const SCHEDULED_COUNT = ANNOUNCEMENTS.filter((a) => a.publishedDay > 0).length;

describe("schedule form: registration details", () => {
  async function openEdit(id: number) {
    const target = db.schedules.find((s) => s.id === id)!;
    const view = renderAdmin(paths.admin.schedules.getHref());
    await pickRowAction(view.user, `jadwal ${target.program}`, "Edit");
    return { ...view, dialog: await findDialog("Edit Jadwal"), target };
  }

  it("prefills the registration details and saves a normalised WhatsApp number", async () => {
    const { user, dialog } = await openEdit(EXTENDED.id);
    const group = within(dialog).getByRole("group", { name: "Pendaftaran (opsional)" });
    expect(within(group).getByLabelText("Kuota Peserta")).toHaveValue(String(EXTENDED.quota));
    expect(within(group).getByLabelText("Catatan Singkat")).toHaveValue("Pendaftaran diperpanjang");
    const wa = within(group).getByLabelText("WhatsApp Narahubung");
    // the stored number as it is read, not its digits
    expect(wa).toHaveValue(formatPhoneNumber(EXTENDED.contact_whatsapp!));
    expect(wa).not.toHaveValue(EXTENDED.contact_whatsapp);
    await user.clear(wa);
    await user.type(wa, "+62 812-3456-7890");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Jadwal berhasil diperbarui.");
    expect(lastRequest("schedules", "update")?.body).toMatchObject({
      contact_whatsapp: "6281234567890",
      quota: EXTENDED.quota,
      registration_start: EXTENDED.registration_start,
      registration_end: EXTENDED.registration_end,
      status: "Segera Dibuka",
    });
    expect(db.schedules.find((s) => s.id === EXTENDED.id)?.contact_whatsapp).toBe("6281234567890");
  });

  it.each([
    ["Kuota Peserta", "0", "Kuota harus bilangan bulat minimal 1."],
    ["Kuota Peserta", "2,5", "Kuota harus bilangan bulat minimal 1."],
    ["Kuota Peserta", "5000", "Kuota maksimal 1000 peserta."],
    ["WhatsApp Narahubung", "0812-ABCD", "Nomor WhatsApp tidak valid. Tulis nomor seperti 0812-3456-7890 atau +62 812-3456-7890."],
    ["Tautan Pendaftaran", "http://skillhub.kemnaker.go.id/", "Tautan pendaftaran harus berupa alamat https:// yang valid."],
    ["Tautan Pendaftaran", "javascript:alert(1)", "Tautan pendaftaran harus berupa alamat https:// yang valid."],
    ["Lokasi", "x".repeat(201), "Lokasi maksimal 200 karakter."],
    ["Catatan Singkat", "x".repeat(201), "Catatan maksimal 200 karakter."],
  ])("refuses %s '%s' with '%s' and keeps the input", async (label, value, message) => {
    const { user, dialog } = await openEdit(EXTENDED.id);
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    if (value.length > 50) await user.click(input).then(() => user.paste(value));
    else await user.type(input, value);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(input).toHaveValue(value);
    expect(lastRequest("schedules", "update")).toBeUndefined();
  });

  it("refuses a registration period that ends after the training starts", async () => {
    const { user, dialog } = await openEdit(1); // registration -40..-12, training -10..25
    // move the training start before the end of registration: pick a period in the past month view
    const { scheduleSchema } = await import("@/features/schedules/schemas/schedule-schema");
    const result = scheduleSchema.safeParse({
      program: "A",
      programCategory: "PBL",
      instructorName: ["X"],
      batch: "1",
      startDate: new Date(2026, 2, 10),
      endDate: new Date(2026, 2, 20),
      registrationStart: new Date(2026, 2, 1),
      registrationEnd: new Date(2026, 2, 11),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Pendaftaran harus ditutup paling lambat pada tanggal mulai pelatihan.");
    // the form shows the clear-period action for an existing period and empties it
    await user.click(within(dialog).getByRole("button", { name: "Kosongkan periode pendaftaran" }));
    expect(within(dialog).getByRole("button", { name: "Periode Pendaftaran" })).toHaveTextContent("Pilih rentang tanggal pendaftaran");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Jadwal berhasil diperbarui.");
    expect(lastRequest("schedules", "update")?.body).toMatchObject({ registration_start: null, registration_end: null });
  });
});

describe("schedule form: online registration", () => {
  // a batch with a registration period that registers elsewhere (the seed's online batches are on already)
  const elsewhere = () => db.schedules.find((s) => !s.online_registration && s.registration_start && s.note === null)!;
  async function openEdit() {
    const view = renderAdmin(paths.admin.schedules.getHref());
    const target = elsewhere();
    await pickRowAction(view.user, `jadwal ${target.program}`, "Edit");
    return { ...view, dialog: await findDialog("Edit Jadwal") };
  }

  it("is off for an existing batch; turned on, it saves the chosen documents and age limits", async () => {
    const { user, dialog } = await openEdit();
    const online = within(dialog).getByRole("checkbox", { name: "Terima pendaftaran online di situs ini" });
    expect(online).not.toBeChecked();
    expect(within(dialog).queryByRole("group", { name: "Dokumen yang Diunggah Pendaftar" })).not.toBeInTheDocument();
    await user.click(online);
    const documents = within(dialog).getByRole("group", { name: "Dokumen yang Diunggah Pendaftar" });
    // the default: KTP and Ijazah Terakhir
    expect(within(documents).getByRole("checkbox", { name: "KTP" })).toBeChecked();
    expect(within(documents).getByRole("checkbox", { name: "Ijazah Terakhir" })).toBeChecked();
    expect(within(documents).getByRole("checkbox", { name: "Pas Foto" })).not.toBeChecked();
    await user.click(within(documents).getByRole("checkbox", { name: "Kartu Keluarga" }));
    expect(within(dialog).getByText(/Kartu Keluarga juga memuat data seluruh anggota keluarga/)).toBeInTheDocument();
    await user.click(within(documents).getByRole("checkbox", { name: "Ijazah Terakhir" }));
    await user.type(within(dialog).getByLabelText("Usia Minimal (opsional)"), "18");
    await user.type(within(dialog).getByLabelText("Usia Maksimal (opsional)"), "35");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Jadwal berhasil diperbarui.");
    expect(lastRequest("schedules", "update")?.body).toMatchObject({
      online_registration: true,
      required_documents: ["ktp", "kk"],
      min_age: 18,
      max_age: 35,
    });
  });

  it.each([
    ["Usia Minimal (opsional)", "12", "Usia minimal harus bilangan bulat 15 sampai 99."],
    ["Usia Minimal (opsional)", "18,5", "Usia minimal harus bilangan bulat 15 sampai 99."],
    ["Usia Maksimal (opsional)", "120", "Usia maksimal harus bilangan bulat 15 sampai 99."],
  ])("refuses %s '%s' with '%s'", async (label, value, message) => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole("checkbox", { name: "Terima pendaftaran online di situs ini" }));
    await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(lastRequest("schedules", "update")).toBeUndefined();
  });

  it("refuses a maximum age under the minimum, and online registration without a registration period", async () => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole("checkbox", { name: "Terima pendaftaran online di situs ini" }));
    await user.type(within(dialog).getByLabelText("Usia Minimal (opsional)"), "30");
    await user.type(within(dialog).getByLabelText("Usia Maksimal (opsional)"), "20");
    await user.click(within(dialog).getByRole("button", { name: "Kosongkan periode pendaftaran" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Usia maksimal tidak boleh kurang dari usia minimal.")).toBeInTheDocument();
    expect(within(dialog).getByText("Isi periode pendaftaran untuk menerima pendaftaran online.")).toBeInTheDocument();
    expect(lastRequest("schedules", "update")).toBeUndefined();
  });
});

describe("program form: requirements and benefits", () => {
  it("saves one item per line in order and prefills them", async () => {
    const { user } = renderAdmin(paths.admin.programs.getHref());
    await pickRowAction(user, db.programs[0].name, "Edit Detail");
    const dialog = await findDialog("Edit Program");
    const requirements = within(dialog).getByLabelText("Persyaratan (opsional)");
    expect(requirements).toHaveValue(db.programs[0].requirements.join("\n"));
    await user.clear(requirements);
    await user.type(requirements, "- Usia 18 tahun{enter}{enter}2. Ijazah SMA{enter}   ");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Program berhasil diperbarui.");
    expect(lastRequest("programs", "update")?.body).toMatchObject({ requirements: ["Usia 18 tahun", "Ijazah SMA"] });
  });

  it("refuses an item longer than 300 characters", async () => {
    const { user } = renderAdmin(paths.admin.programs.getHref());
    await pickRowAction(user, db.programs[0].name, "Edit Detail");
    const dialog = await findDialog("Edit Program");
    const benefits = within(dialog).getByLabelText("Yang Anda Dapatkan (opsional)");
    await user.clear(benefits);
    await user.click(benefits);
    await user.paste("x".repeat(301));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Setiap butir manfaat maksimal 300 karakter.")).toBeInTheDocument();
  });
});

describe(`Admin announcements (${paths.admin.announcements.path})`, () => {
  const PATH = paths.admin.announcements.getHref();

  it("shows skeleton rows, then every announcement with Terbit / Terjadwal", async () => {
    setDelay("announcements", "select", "infinite");
    const first = renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Pengumuman" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
    first.unmount();
  });

  it("lists scheduled announcements too (admins read all)", async () => {
    renderAdmin(PATH);
    await screen.findByRole("heading", { name: "Manajemen Pengumuman" });
    expect(SCHEDULED_COUNT).toBeGreaterThan(0);
    expect(await screen.findByText(ANNOUNCEMENTS.find((a) => a.publishedDay > 0)!.title)).toBeInTheDocument();
    expect(screen.getAllByText("Terbit")).toHaveLength(ANNOUNCEMENTS.length - SCHEDULED_COUNT);
    expect(screen.getAllByText("Terjadwal")).toHaveLength(SCHEDULED_COUNT);
  });

  it("shows the empty and error states", async () => {
    clearTable("announcements");
    const first = renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Pengumuman")).toBeInTheDocument();
    first.unmount();
    failAlways("announcements", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat data pengumuman.")).toBeInTheDocument();
  });

  it("gives every message and refuses HTML and non-images, losing nothing", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Pengumuman" }));
    const dialog = await findDialog("Tambah Pengumuman Baru");
    const time = within(dialog).getByLabelText("Jam Terbit");
    await user.clear(time);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Judul pengumuman harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Isi pengumuman harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Jam terbit harus berformat JJ:MM, misalnya 08:00.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Isi Pengumuman"), "Klik <a href=x>di sini</a>");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(
      await within(dialog).findByText("Isi pengumuman berupa teks biasa: hapus tag HTML (tautan https:// cukup ditulis apa adanya)."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Isi Pengumuman")).toHaveValue("Klik <a href=x>di sini</a>");
    await uploadNonImage(within(dialog).getByLabelText("Gambar (opsional)"));
    expect(await within(dialog).findByText("File harus berupa gambar.")).toBeInTheDocument();
    expect(lastRequest("announcements", "insert")).toBeUndefined();
  });

  it("publishes an announcement with an image and a linked schedule", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Pengumuman" }));
    const dialog = await findDialog("Tambah Pengumuman Baru");
    await user.type(within(dialog).getByLabelText("Judul"), "Pendaftaran Batch 5 Dibuka");
    await user.type(within(dialog).getByLabelText("Isi Pengumuman"), "Daftar di https://skillhub.kemnaker.go.id/");
    const schedule = within(dialog).getByRole("combobox", { name: "Jadwal Terkait (opsional)" });
    await waitFor(() => expect(schedule).toBeEnabled());
    await user.click(schedule);
    await user.click(await screen.findByRole("option", { name: new RegExp(`${EXTENDED.program} — ${EXTENDED.batch}`) }));
    await user.upload(within(dialog).getByLabelText("Gambar (opsional)"), pngFile("poster.png"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pengumuman berhasil ditambahkan.");
    await expectDialogClosed("Tambah Pengumuman Baru");
    const saved = db.announcements.find((a) => a.title === "Pendaftaran Batch 5 Dibuka")!;
    expect(saved.schedule_id).toBe(EXTENDED.id);
    expect(saved.image_url).toMatch(/\/storage\/v1\/object\/public\/announcements\/\d+\.png$/);
    expect(Date.parse(saved.published_at)).toBeLessThanOrEqual(Date.now());
  });

  it("reports a failed save and keeps the dialog open", async () => {
    failNext("announcements", "insert");
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Pengumuman" }));
    const dialog = await findDialog("Tambah Pengumuman Baru");
    await user.type(within(dialog).getByLabelText("Judul"), "Uji");
    await user.type(within(dialog).getByLabelText("Isi Pengumuman"), "Isi");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal menambahkan pengumuman.", "destructive");
    expect(screen.getByRole("dialog", { name: "Tambah Pengumuman Baru" })).toBeInTheDocument();
  });

  it("edits, removes the image, and deletes", async () => {
    const { user } = renderAdmin(PATH);
    const first = db.announcements.find((a) => a.image_url !== null)!;
    await pickRowAction(user, first.title, "Edit");
    const dialog = await findDialog("Edit Pengumuman");
    expect(within(dialog).getByLabelText("Judul")).toHaveValue(first.title);
    await user.click(within(dialog).getByLabelText("Hapus gambar saat ini"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pengumuman berhasil diperbarui.");
    expect(db.announcements.find((a) => a.id === first.id)?.image_url).toBeNull();

    await pickRowAction(user, first.title, "Hapus");
    await user.click(within(await findDialog("Apakah Anda yakin?")).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Pengumuman berhasil dihapus.");
    expect(db.announcements.some((a) => a.id === first.id)).toBe(false);
  });
});

describe(`Admin FAQ (${paths.admin.faqs.path})`, () => {
  const PATH = paths.admin.faqs.getHref();

  it("moves a question down and up (one transaction through reorder_faq)", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: `Turunkan: ${FAQS[0].question}` }));
    await expectToast("Urutan FAQ berhasil diperbarui.");
    const swapped = [2, 1, ...FAQS.slice(2).map((_, i) => i + 3)];
    expect([...db.faq].sort((a, b) => a.position - b.position).map((f) => f.id)).toEqual(swapped);
    expect(lastRequest("rpc", "reorder_faq")?.body).toEqual({ p_ids: swapped });
    await waitFor(() => expect(screen.getByRole("button", { name: `Naikkan: ${FAQS[1].question}` })).toBeDisabled());
  });

  it("reports a failed reorder", async () => {
    failNext("rpc", "reorder_faq");
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: `Turunkan: ${FAQS[0].question}` }));
    await expectToast("Gagal memperbarui urutan FAQ.", "destructive");
  });

  it("adds a question at the end, with every message first", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah FAQ" }));
    const dialog = await findDialog("Tambah FAQ Baru");
    await user.type(within(dialog).getByLabelText("Pertanyaan"), "\u200B ");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Pertanyaan harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Jawaban harus diisi")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Pertanyaan"));
    await user.type(within(dialog).getByLabelText("Pertanyaan"), "Apakah ada batas usia?");
    await user.type(within(dialog).getByLabelText("Jawaban"), "17 sampai 45 tahun.");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("FAQ berhasil ditambahkan.");
    expect(db.faq.find((f) => f.question === "Apakah ada batas usia?")?.position).toBe(FAQS.length + 1);
  });

  it("shows the empty state", async () => {
    clearTable("faq");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada FAQ")).toBeInTheDocument();
  });
});

describe("navigation and overview", () => {
  it("counts announcements and FAQ on the overview", async () => {
    renderAdmin(paths.admin.dashboard.getHref());
    expect(await screen.findByTestId("count-announcements")).toHaveTextContent(String(ANNOUNCEMENTS.length));
    expect(screen.getByTestId("count-faq")).toHaveTextContent(String(FAQS.length));
    expect(screen.getByRole("link", { name: /Total Pengumuman/ })).toHaveAttribute("href", paths.admin.announcements.getHref());
  });
});
