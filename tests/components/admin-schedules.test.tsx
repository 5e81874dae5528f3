import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { formatDate, formatDateRange, toISODate } from "@/lib/dates";
import { clearTable, db } from "../msw/db";
import { failAlways, failNext, lastRequest, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";
import { adminHeader } from "@/components/entity-columns";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { formatPhoneNumber } from "@/lib/whatsapp";
import { INSTRUCTORS, SCHEDULES, seededStatus } from "../../supabase/seed/data";

// The demo rows are the seed's (supabase/seed/data.ts via tests/msw/db.ts); expected values are read from them.
const EXTENDED = db.schedules.find((s) => s.note === "Pendaftaran diperpanjang")!;
const PLAIN = db.schedules.find((s) => s.quota === null && s.note === null && s.location === null)!;
const [, AINI, FADHIL, ZULFIKAR] = INSTRUCTORS.map((i) => i.name);
const rowOf = (s: { program: string; batch: string }) =>
  screen.getAllByRole("row").find((row) => row.textContent?.includes(s.program) && row.textContent.includes(s.batch))!;

const PATH = paths.admin.schedules.getHref();

async function openAddDialog(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Jadwal" }));
  return findDialog("Tambah Jadwal Baru");
}

/** Picks days `from` and `to` of the first month shown by the open range picker. */
async function pickRange(user: UserEvent, trigger: HTMLElement, from: number, to: number) {
  await user.click(trigger);
  const grids = await screen.findAllByRole("grid");
  expect(grids).toHaveLength(2); // two months side by side
  // Indonesian locale, weeks starting on Monday (Senin)
  expect(grids[0].querySelector("th")).toHaveTextContent(/^Sen/);
  const day = (n: number) =>
    [...screen.getAllByRole("grid")[0].querySelectorAll<HTMLButtonElement>("td:not([data-outside]) button")].find(
      (b) => b.textContent === String(n),
    )!;
  await user.click(day(from));
  await user.click(day(to));
  await user.keyboard("{Escape}");
}

describe(`Admin schedules (${paths.admin.schedules.path})`, () => {
  it("shows 'Manajemen Jadwal', 'Tambah Jadwal' and 3 skeleton rows while loading", async () => {
    setDelay("schedules", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Jadwal" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tambah Jadwal" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows 'Belum Ada Jadwal' with a hint to click 'Tambah Jadwal'", async () => {
    clearTable("schedules");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Jadwal")).toBeInTheDocument();
    expect(screen.getByText(/Klik tombol "Tambah Jadwal"/)).toBeInTheDocument();
  });

  it("shows an error state when loading fails", async () => {
    failAlways("schedules", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat data jadwal.")).toBeInTheDocument();
  });

  it("lists schedules with the spec's columns, sorted by status, Ditutup destructive", async () => {
    renderAdmin(PATH);
    expect((await screen.findAllByText(db.schedules.find((s) => s.status === "Ditutup")!.program)).length).toBeGreaterThan(0);
    // The headers of the one column definition (their text is checked in public-schedules.test.tsx), then the actions.
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      ...SCHEDULE_COLUMNS.map(adminHeader),
      "Aksi",
    ]);
    const statuses = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelector("[data-status]")?.getAttribute("data-status"));
    const count = (status: string) => SCHEDULES.filter((seed) => seededStatus(seed) === status).length;
    expect(statuses).toEqual(
      (["Berlangsung", "Segera Dibuka", "Ditutup"] as const).flatMap((status) => Array<string>(count(status)).fill(status)),
    );
    const closed = screen.getAllByText("Ditutup")[0].closest("[data-status]")!;
    expect(closed.className).toMatch(/bg-destructive/);
    const s1 = db.schedules.find((s) => s.id === 1)!;
    const row = rowOf(s1);
    expect(s1.instructorName.length).toBeGreaterThan(1);
    expect(within(row).getByText(s1.instructorName.join(", "))).toBeInTheDocument();
    expect(within(row).getByText(formatDateRange(s1.startDate, s1.endDate))).toBeInTheDocument();
  });

  it("shows the registration fields as notes under the spec's columns (registration period, quota, location, contact, note)", async () => {
    renderAdmin(PATH);
    await screen.findByText(EXTENDED.program);
    const row = rowOf(EXTENDED);
    const cells = within(row).getAllByRole("cell");
    expect(cells).toHaveLength(7); // the spec's six columns and Aksi
    const s3 = EXTENDED;
    expect(within(cells[0]).getByText(`Batas pendaftaran ${formatDate(s3.registration_end!)}`)).toBeInTheDocument();
    expect(within(cells[0]).getByText(`Lokasi: ${s3.location}`)).toBeInTheDocument();
    expect(within(cells[2]).getByText(`Narahubung: ${s3.contact_name} (WA ${formatPhoneNumber(s3.contact_whatsapp!)})`)).toBeInTheDocument();
    expect(within(cells[3]).getByText(formatDateRange(s3.startDate, s3.endDate))).toBeInTheDocument();
    expect(within(cells[3]).getByText(`Pendaftaran ${formatDateRange(s3.registration_start!, s3.registration_end!)}`)).toBeInTheDocument();
    expect(within(cells[4]).getByText(`Kuota ${s3.quota} peserta`)).toBeInTheDocument();
    expect(within(cells[5]).getByText("Pendaftaran diperpanjang")).toBeInTheDocument();
    // a schedule without the optional fields shows its values alone
    const plain = rowOf(PLAIN);
    expect(within(plain).getAllByRole("cell")[4].textContent).toBe(PLAIN.batch);
  });

  it("validates every field of the add form", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByText("Isi detail jadwal di bawah ini.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    for (const message of [
      "Nama program harus diisi",
      "Kategori program harus diisi",
      "Setidaknya satu instruktur harus dipilih",
      "Tanggal mulai harus diisi.",
      "Tanggal selesai harus diisi.",
      "Batch harus diisi",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(lastRequest("schedules", "insert")).toBeUndefined();
  });

  it("adds a schedule: program fills the read-only category, searchable instructors, 2-month range, batch", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAddDialog(user);

    const category = within(dialog).getByLabelText("Kategori");
    expect(category).toBeDisabled();
    expect(category).toHaveAttribute("readonly");

    const program = within(dialog).getByRole("combobox", { name: "Program Pelatihan" });
    await waitFor(() => expect(program).toHaveTextContent("Pilih program pelatihan"));
    await user.click(program);
    const pbl = db.programs.find((p) => p.category === "PBL")!.name;
    await user.click(await screen.findByRole("option", { name: pbl }));
    expect(category).toHaveValue("PBL");

    const instructors = within(dialog).getByRole("combobox", { name: "Instruktur" });
    await waitFor(() => expect(instructors).toHaveTextContent("Pilih instruktur"));
    await user.click(instructors);
    const search = await screen.findByPlaceholderText("Cari instruktur...");
    await user.type(search, "zzz");
    expect(await screen.findByText("Tidak ada instruktur ditemukan.")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, AINI.split(" ")[1]);
    await user.click(await screen.findByRole("option", { name: AINI }));
    await user.clear(search);
    await user.click(await screen.findByRole("option", { name: FADHIL }));
    await user.click(await screen.findByRole("option", { name: ZULFIKAR }));
    await user.keyboard("{Escape}");
    // chips are removable
    await user.click(within(dialog).getByRole("button", { name: `Hapus ${ZULFIKAR}` }));
    expect(within(dialog).queryByRole("button", { name: `Hapus ${ZULFIKAR}` })).not.toBeInTheDocument();

    const range = within(dialog).getByRole("button", { name: "Periode Pelaksanaan" });
    expect(range).toHaveTextContent("Pilih rentang tanggal");
    await pickRange(user, range, 10, 20);
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), 10);
    const to = new Date(now.getFullYear(), now.getMonth(), 20);
    expect(within(dialog).getByText(formatDateRange(from, to))).toBeInTheDocument();

    const batch = within(dialog).getByPlaceholderText("Contoh: Batch 1");
    await user.type(batch, "Batch 14");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    await expectToast("Jadwal berhasil ditambahkan.");
    await expectDialogClosed("Tambah Jadwal Baru");
    expect(lastRequest("schedules", "insert")?.body).toMatchObject({
      program: pbl,
      programCategory: "PBL",
      instructorName: [AINI, FADHIL],
      batch: "Batch 14",
      startDate: toISODate(from),
      endDate: toISODate(to),
    });
    expect(db.schedules.some((s) => s.batch === "Batch 14")).toBe(true);
    expect(await screen.findByText("Batch 14")).toBeInTheDocument();
  });

  it("disables the pickers with 'Memuat program...' / 'Memuat instruktur...' while loading", async () => {
    setDelay("programs", "select", "infinite");
    setDelay("instructors", "select", "infinite");
    const { user } = renderAdmin(PATH);
    const dialog = await openAddDialog(user);
    const program = within(dialog).getByRole("combobox", { name: "Program Pelatihan" });
    expect(program).toHaveTextContent("Memuat program...");
    expect(program).toBeDisabled();
    const instructors = within(dialog).getByRole("combobox", { name: "Instruktur" });
    expect(instructors).toHaveTextContent("Memuat instruktur...");
    expect(instructors).toBeDisabled();
  });

  it("disables the pickers with 'Gagal memuat program' / 'Gagal memuat instruktur' on failure", async () => {
    failAlways("programs", "select");
    failAlways("instructors", "select");
    const { user } = renderAdmin(PATH);
    const dialog = await openAddDialog(user);
    const program = within(dialog).getByRole("combobox", { name: "Program Pelatihan" });
    await waitFor(() => expect(program).toHaveTextContent("Gagal memuat program"));
    expect(program).toBeDisabled();
    const instructors = within(dialog).getByRole("combobox", { name: "Instruktur" });
    await waitFor(() => expect(instructors).toHaveTextContent("Gagal memuat instruktur"));
    expect(instructors).toBeDisabled();
  });

  it("shows 'Tidak ada program ditemukan.' for an empty program list", async () => {
    clearTable("programs");
    const { user } = renderAdmin(PATH);
    const dialog = await openAddDialog(user);
    const program = within(dialog).getByRole("combobox", { name: "Program Pelatihan" });
    await waitFor(() => expect(program).toBeEnabled());
    await user.click(program);
    expect(await screen.findByText("Tidak ada program ditemukan.")).toBeInTheDocument();
  });

  it("reports a failed add", async () => {
    failNext("schedules", "insert");
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, "jadwal Junior Web Developer", "Edit"); // prefilled values to reuse
    const edit = await findDialog("Edit Jadwal");
    await user.click(within(edit).getByRole("button", { name: "Batal" }));
    await expectDialogClosed("Edit Jadwal");

    const dialog = await openAddDialog(user);
    // the add form starts empty again after an edit was cancelled
    expect(within(dialog).getByRole("button", { name: "Periode Pelaksanaan" })).toHaveTextContent("Pilih rentang tanggal");
    expect(within(dialog).getByPlaceholderText("Contoh: Batch 1")).toHaveValue("");
    const program = within(dialog).getByRole("combobox", { name: "Program Pelatihan" });
    await waitFor(() => expect(program).toBeEnabled());
    await user.click(program);
    await user.click(await screen.findByRole("option", { name: "Junior Web Developer" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Instruktur" }));
    await user.click(await screen.findByRole("option", { name: FADHIL }));
    await user.keyboard("{Escape}");
    await pickRange(user, within(dialog).getByRole("button", { name: "Periode Pelaksanaan" }), 3, 4);
    await user.type(within(dialog).getByPlaceholderText("Contoh: Batch 1"), "Batch 9");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal menambahkan jadwal.", "destructive");
    expect(screen.getByRole("dialog", { name: "Tambah Jadwal Baru" })).toBeInTheDocument();
  });

  it("edits a schedule in 'Edit Jadwal', prefilled, and reports success and failure", async () => {
    const target = db.schedules.find((s) => s.id === 2)!;
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, `jadwal ${target.program}`, "Edit");
    let dialog = await findDialog("Edit Jadwal");
    expect(within(dialog).getByRole("combobox", { name: "Program Pelatihan" })).toHaveTextContent(target.program);
    expect(within(dialog).getByLabelText("Kategori")).toHaveValue(target.programCategory);
    expect(within(dialog).getByText(formatDateRange(target.startDate, target.endDate))).toBeInTheDocument();
    const batch = within(dialog).getByPlaceholderText("Contoh: Batch 1");
    expect(batch).toHaveValue(target.batch);
    await user.clear(batch);
    await user.type(batch, "Batch 7");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Jadwal berhasil diperbarui.");
    await expectDialogClosed("Edit Jadwal");
    expect(db.schedules.find((s) => s.id === 2)?.batch).toBe("Batch 7");
    expect(lastRequest("schedules", "update")?.body).toMatchObject({ status: "Berlangsung" });

    failNext("schedules", "update");
    await pickRowAction(user, `jadwal ${target.program}`, "Edit");
    dialog = await findDialog("Edit Jadwal");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui jadwal.", "destructive");
  });

  it("confirms deletion naming the program, then deletes; failure is reported", async () => {
    // a schedule whose program has no other schedule, so its name leaves the list with it
    const target = db.schedules.find((s) => db.schedules.filter((o) => o.program === s.program).length === 1)!;
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, `jadwal ${target.program}`, "Hapus");
    let confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText(`Jadwal untuk program ${target.program} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`)).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: "Batal" })).toBeInTheDocument();

    failNext("schedules", "delete");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus jadwal.", "destructive");
    expect(db.schedules.some((s) => s.id === target.id)).toBe(true);

    await pickRowAction(user, `jadwal ${target.program}`, "Hapus");
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Jadwal berhasil dihapus.");
    expect(db.schedules.some((s) => s.id === target.id)).toBe(false);
    await waitFor(() => expect(screen.queryByText(target.program)).not.toBeInTheDocument());
  });
});
