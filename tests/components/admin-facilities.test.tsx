import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { clearTable, db, findObject } from "../msw/db";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import {
  expectDialogClosed,
  expectToast,
  findDialog,
  pickRowAction,
  pngFile,
  renderAdmin,
  uploadNonImage,
} from "./admin-helpers";
import { paths } from "@/config/paths";

vi.mock("browser-image-compression", () => ({ default: vi.fn().mockRejectedValue(new Error("no canvas")) }));

const PATH = paths.admin.facilities.getHref();

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Fasilitas" }));
  return findDialog("Tambah Fasilitas Baru");
}

describe(`Admin facilities (${paths.admin.facilities.path})`, () => {
  it("shows skeleton rows while loading", async () => {
    setDelay("facilities", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Fasilitas" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state", async () => {
    failAlways("facilities", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat data fasilitas.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Fasilitas' when there are none", async () => {
    clearTable("facilities");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Fasilitas")).toBeInTheDocument();
  });

  it("lists facilities with thumbnail, name and description", async () => {
    renderAdmin(PATH);
    const first = db.facilities[0];
    expect(await screen.findByText(first.name)).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Gambar",
      "Nama",
      "Deskripsi",
      "Aksi",
    ]);
    const row = screen.getByText(first.name).closest("tr")!;
    expect(within(row).getByRole("img", { name: first.name })).toHaveAttribute("src", first.image_url);
    expect(within(row).getByText(first.description)).toBeInTheDocument();
  });

  it("requires a photo for a new facility and validates name and description", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Nama fasilitas harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Deskripsi harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Foto fasilitas harus diunggah untuk fasilitas baru.")).toBeInTheDocument();
    await uploadNonImage(within(dialog).getByLabelText("Foto"));
    expect(await within(dialog).findByText("File harus berupa gambar.")).toBeInTheDocument();
  });

  it("adds a facility with a photo", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Nama Fasilitas"), "Ruang Podcast");
    await user.type(within(dialog).getByLabelText("Deskripsi"), "Studio rekaman kecil.");
    await user.upload(within(dialog).getByLabelText("Foto"), pngFile("podcast.png"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Fasilitas berhasil ditambahkan.");
    await expectDialogClosed("Tambah Fasilitas Baru");
    const created = db.facilities.find((f) => f.name === "Ruang Podcast")!;
    expect(created.file_path).toMatch(/^\d+\.png$/);
    expect(findObject("facilities", created.file_path!)).toBeTruthy();
    expect(await screen.findByText("Ruang Podcast")).toBeInTheDocument();
  });

  it("reports a failed add and removes nothing else", async () => {
    failNext("facilities", "insert");
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Nama Fasilitas"), "Gagal");
    await user.type(within(dialog).getByLabelText("Deskripsi"), "Gagal");
    await user.upload(within(dialog).getByLabelText("Foto"), pngFile());
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal menambahkan fasilitas.", "destructive");
  });

  it("uploads the original with 'Gagal mengompresi foto. Mengunggah tanpa kompresi.' when compression fails", async () => {
    setDelay("storage", "upload", 400);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Nama Fasilitas"), "Aula");
    await user.type(within(dialog).getByLabelText("Deskripsi"), "Aula besar.");
    await user.upload(within(dialog).getByLabelText("Foto"), pngFile("aula.png", 1.2 * 1024 * 1024));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal mengompresi foto. Mengunggah tanpa kompresi.", "destructive");
    await expectToast("Fasilitas berhasil ditambahkan.");
  });

  it("edits in 'Edit Fasilitas': photo optional, a new photo replaces the old file", async () => {
    const target = db.facilities[0];
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Edit");
    let dialog = await findDialog("Edit Fasilitas");
    const name = within(dialog).getByLabelText("Nama Fasilitas");
    expect(name).toHaveValue(target.name);
    expect(within(dialog).getByRole("img", { name: `Foto ${target.name}` })).toHaveAttribute("src", target.image_url);
    await user.clear(name);
    await user.type(name, "Lab Pemrograman A");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Fasilitas berhasil diperbarui.");
    await expectDialogClosed("Edit Fasilitas");
    expect(db.facilities.find((f) => f.id === target.id)).toMatchObject({ name: "Lab Pemrograman A", file_path: target.file_path });

    await pickRowAction(user, "Lab Pemrograman A", "Edit");
    dialog = await findDialog("Edit Fasilitas");
    await user.upload(within(dialog).getByLabelText("Foto (opsional)"), pngFile("baru.png"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Fasilitas berhasil diperbarui.");
    // The first save's toast (same title) may still be the one on screen: wait for this save's write.
    await waitFor(() => expect(db.facilities.find((f) => f.id === target.id)!.file_path).not.toBe(target.file_path));
    const updated = db.facilities.find((f) => f.id === target.id)!;
    expect(findObject("facilities", updated.file_path!)).toBeTruthy();
    await waitFor(() => expect(findObject("facilities", target.file_path!)).toBeUndefined());

    failNext("facilities", "update");
    await pickRowAction(user, "Lab Pemrograman A", "Edit");
    dialog = await findDialog("Edit Fasilitas");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui fasilitas.", "destructive");
  });

  it("confirms before deleting and reports success and failure", async () => {
    const target = db.facilities[1];
    const { user } = renderAdmin(PATH);
    failNext("facilities", "delete");
    await pickRowAction(user, target.name, "Hapus");
    let confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText(`Fasilitas ${target.name} beserta fotonya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus fasilitas.", "destructive");

    await pickRowAction(user, target.name, "Hapus");
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Fasilitas berhasil dihapus.");
    expect(db.facilities.some((f) => f.id === target.id)).toBe(false);
  });
});
