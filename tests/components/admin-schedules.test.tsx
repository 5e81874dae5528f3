import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { formatDateRange, toISODate } from "@/lib/dates";
import { clearTable, db } from "../msw/db";
import { failAlways, failNext, lastRequest, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";

const PATH = "/dashboard/jadwal";

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

describe("Admin schedules (/dashboard/jadwal)", () => {
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
    expect(await screen.findByText("Teknisi Perawatan Laptop")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Program Kejuruan",
      "Kategori",
      "Instruktur",
      "Periode Pelaksanaan",
      "Batch",
      "Status",
      "Aksi",
    ]);
    const statuses = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelector("[data-status]")?.getAttribute("data-status"));
    expect(statuses).toEqual([
      "Berlangsung",
      "Berlangsung",
      "Segera Dibuka",
      "Segera Dibuka",
      "Segera Dibuka",
      "Ditutup",
      "Ditutup",
      "Ditutup",
    ]);
    const closed = screen.getAllByText("Ditutup")[0].closest("[data-status]")!;
    expect(closed.className).toMatch(/bg-destructive/);
    const row = screen.getByText("Junior Web Developer").closest("tr")!;
    expect(within(row).getByText("Ir. Muhammad Iqbal, M.Kom., Cut Nurul Aini, S.Kom.")).toBeInTheDocument();
    const s1 = db.schedules.find((s) => s.id === 1)!;
    expect(within(row).getByText(formatDateRange(s1.startDate, s1.endDate))).toBeInTheDocument();
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
    await user.click(await screen.findByRole("option", { name: "Pengembangan Aplikasi Android untuk UMKM" }));
    expect(category).toHaveValue("PBL");

    const instructors = within(dialog).getByRole("combobox", { name: "Instruktur" });
    await waitFor(() => expect(instructors).toHaveTextContent("Pilih instruktur"));
    await user.click(instructors);
    const search = await screen.findByPlaceholderText("Cari instruktur...");
    await user.type(search, "zzz");
    expect(await screen.findByText("Tidak ada instruktur ditemukan.")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "Nurul");
    await user.click(await screen.findByRole("option", { name: /Cut Nurul Aini/ }));
    await user.clear(search);
    await user.click(await screen.findByRole("option", { name: /Fadhil Ramadhan/ }));
    await user.click(await screen.findByRole("option", { name: /Rahmi Yusuf/ }));
    await user.keyboard("{Escape}");
    // chips are removable
    await user.click(within(dialog).getByRole("button", { name: "Hapus Rahmi Yusuf, S.Sn." }));
    expect(within(dialog).queryByRole("button", { name: "Hapus Rahmi Yusuf, S.Sn." })).not.toBeInTheDocument();

    const range = within(dialog).getByRole("button", { name: "Periode Pelaksanaan" });
    expect(range).toHaveTextContent("Pilih rentang tanggal");
    await pickRange(user, range, 10, 20);
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), 10);
    const to = new Date(now.getFullYear(), now.getMonth(), 20);
    expect(within(dialog).getByText(formatDateRange(from, to))).toBeInTheDocument();

    const batch = within(dialog).getByPlaceholderText("Contoh: Batch 1");
    await user.type(batch, "Batch 4");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    await expectToast("Jadwal berhasil ditambahkan.");
    await expectDialogClosed("Tambah Jadwal Baru");
    expect(lastRequest("schedules", "insert")?.body).toMatchObject({
      program: "Pengembangan Aplikasi Android untuk UMKM",
      programCategory: "PBL",
      instructorName: ["Cut Nurul Aini, S.Kom.", "Fadhil Ramadhan, S.Kom."],
      batch: "Batch 4",
      startDate: toISODate(from),
      endDate: toISODate(to),
    });
    expect(db.schedules.some((s) => s.batch === "Batch 4")).toBe(true);
    expect(await screen.findByText("Batch 4")).toBeInTheDocument();
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
    await user.click(await screen.findByRole("option", { name: /Fadhil Ramadhan/ }));
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
    const target = db.schedules.find((s) => s.id === 3)!;
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, `jadwal ${target.program}`, "Hapus");
    let confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText(`Jadwal untuk program ${target.program} akan dihapus secara permanen.`)).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: "Batal" })).toBeInTheDocument();

    failNext("schedules", "delete");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus jadwal.", "destructive");
    expect(db.schedules.some((s) => s.id === 3)).toBe(true);

    await pickRowAction(user, `jadwal ${target.program}`, "Hapus");
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Jadwal berhasil dihapus.");
    expect(db.schedules.some((s) => s.id === 3)).toBe(false);
    await waitFor(() => expect(screen.queryByText(target.program)).not.toBeInTheDocument());
  });
});
