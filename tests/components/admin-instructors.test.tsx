import { screen, waitFor, within } from "@testing-library/react";
import { clearTable, db } from "../msw/db";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";

const PATH = paths.admin.instructors.getHref();

describe(`Admin instructors (${paths.admin.instructors.path})`, () => {
  it("shows 3 skeleton rows while loading", async () => {
    setDelay("instructors", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Instruktur" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Manajemen Instruktur \| /);
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state when loading fails", async () => {
    failAlways("instructors", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat data instruktur.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Instruktur' when there are none", async () => {
    clearTable("instructors");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Instruktur")).toBeInTheDocument();
  });

  it("lists instructors in a table Nama, Jabatan, Aksi", async () => {
    renderAdmin(PATH);
    const first = db.instructors[0];
    expect(await screen.findByText(first.name)).toBeInTheDocument();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Nama", "Jabatan", "Aksi"]);
    expect(screen.getAllByRole("row")).toHaveLength(db.instructors.length + 1);
    expect(within(screen.getByText(first.name).closest("tr")!).getByText(first.title, { selector: "td" })).toBeInTheDocument();
  });

  it("adds an instructor: validation messages, success toast, dialog closes, list refreshes", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Instruktur" }));
    const dialog = await findDialog("Tambah Instruktur Baru");
    expect(within(dialog).getByText("Isi detail instruktur di bawah ini.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Nama harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Jabatan harus diisi")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Nama"), "  Budi Santoso ");
    await user.type(within(dialog).getByLabelText("Jabatan"), "Instruktur Muda");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    await expectToast("Instruktur berhasil ditambahkan.");
    await expectDialogClosed("Tambah Instruktur Baru");
    expect(await screen.findByText("Budi Santoso")).toBeInTheDocument();
    expect(db.instructors.find((i) => i.name === "Budi Santoso")?.title).toBe("Instruktur Muda");
  });

  it("shows 'Menyimpan...' (disabled, not dismissable) while saving; Batal closes without saving (after confirming)", async () => {
    setDelay("instructors", "insert", 400);
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Instruktur" }));
    let dialog = await findDialog("Tambah Instruktur Baru");
    await user.type(within(dialog).getByLabelText("Nama"), "Sabar");
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    const ask = await screen.findByRole("alertdialog", { name: "Perubahan belum disimpan" });
    await user.click(within(ask).getByRole("button", { name: "Buang Perubahan" }));
    await expectDialogClosed("Tambah Instruktur Baru");
    expect(db.instructors.some((i) => i.name === "Sabar")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Tambah Instruktur" }));
    dialog = await findDialog("Tambah Instruktur Baru");
    expect(within(dialog).getByLabelText("Nama")).toHaveValue(""); // starts empty again
    await user.type(within(dialog).getByLabelText("Nama"), "Sabar");
    await user.type(within(dialog).getByLabelText("Jabatan"), "Instruktur");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByRole("button", { name: "Menyimpan..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Batal" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Tambah Instruktur Baru" })).toBeInTheDocument();
    await expectToast("Instruktur berhasil ditambahkan.");
  });

  it("keeps the dialog open and says so when adding fails", async () => {
    failNext("instructors", "insert");
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Instruktur" }));
    const dialog = await findDialog("Tambah Instruktur Baru");
    await user.type(within(dialog).getByLabelText("Nama"), "Budi");
    await user.type(within(dialog).getByLabelText("Jabatan"), "Instruktur");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal menambahkan instruktur.", "destructive");
    expect(screen.getByRole("dialog", { name: "Tambah Instruktur Baru" })).toBeInTheDocument();
  });

  it("edits an instructor in the same dialog titled 'Edit Instruktur', prefilled", async () => {
    const target = db.instructors[0];
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Edit");
    const dialog = await findDialog("Edit Instruktur");
    const title = within(dialog).getByLabelText("Jabatan");
    expect(within(dialog).getByLabelText("Nama")).toHaveValue(target.name);
    expect(title).toHaveValue(target.title);
    await user.clear(title);
    await user.type(title, "Kepala Instruktur");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Instruktur berhasil diperbarui.");
    await expectDialogClosed("Edit Instruktur");
    expect(db.instructors.find((i) => i.id === target.id)?.title).toBe("Kepala Instruktur");
  });

  it("reports a failed edit", async () => {
    failNext("instructors", "update");
    const target = db.instructors[0];
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Edit");
    const dialog = await findDialog("Edit Instruktur");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui instruktur.", "destructive");
  });

  it("asks before deleting; Batal keeps the row, 'Ya, Hapus' deletes it", async () => {
    const target = db.instructors[0];
    const count = db.instructors.length;
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Hapus");
    let confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText(`Instruktur ${target.name} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(db.instructors).toHaveLength(count);

    await pickRowAction(user, target.name, "Hapus");
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Instruktur berhasil dihapus.");
    await waitFor(() => expect(screen.queryByText(target.name)).not.toBeInTheDocument());
    expect(db.instructors).toHaveLength(count - 1);
  });

  it("reports a failed deletion", async () => {
    failNext("instructors", "delete");
    const target = db.instructors[0];
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Hapus");
    await user.click(within(await findDialog("Apakah Anda yakin?")).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus instruktur.", "destructive");
    expect(db.instructors.some((i) => i.id === target.id)).toBe(true);
  });
});
