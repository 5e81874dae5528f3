import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { clearTable, db, findObject } from "../msw/db";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pngFile, renderAdmin, uploadNonImage } from "./admin-helpers";
import { paths } from "@/config/paths";

vi.mock("browser-image-compression", () => ({ default: vi.fn().mockRejectedValue(new Error("no canvas")) }));

const PATH = paths.admin.gallery.getHref();

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Foto" }));
  return findDialog("Tambah Foto");
}

describe(`Admin gallery (${paths.admin.gallery.path})`, () => {
  it("shows 4 skeleton placeholders while loading", async () => {
    setDelay("gallery", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Galeri" })).toBeInTheDocument();
    expect(screen.getByTestId("gallery-loading").children).toHaveLength(4);
  });

  it("shows an error state", async () => {
    failAlways("gallery", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat galeri.")).toBeInTheDocument();
  });

  it("shows 'Galeri Kosong' without photos", async () => {
    clearTable("gallery");
    renderAdmin(PATH);
    expect(await screen.findByText("Galeri Kosong")).toBeInTheDocument();
  });

  it("shows a grid of photos; each delete button appears on hover and on keyboard focus", async () => {
    const { user } = renderAdmin(PATH);
    const grid = await screen.findByRole("list", { name: "Foto galeri" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(db.gallery.length);
    const first = db.gallery[0];
    expect(within(grid).getByRole("img", { name: first.alt })).toHaveAttribute("src", first.src);
    expect(within(grid).getByText(first.caption)).toBeInTheDocument();

    const remove = within(grid).getAllByRole("button", { name: /^Hapus foto / })[0];
    expect(remove.className).toMatch(/opacity-0/);
    expect(remove.className).toMatch(/group-hover:opacity-100/);
    expect(remove.className).toMatch(/focus-visible:opacity-100/);
    // reachable with the keyboard
    for (let i = 0; i < 30 && document.activeElement !== remove; i++) await user.tab();
    expect(remove).toHaveFocus();
  });

  it("validates the photo form: one image file, caption and alt text", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Foto harus diunggah.")).toBeInTheDocument();
    expect(within(dialog).getByText("Keterangan harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Teks alternatif harus diisi")).toBeInTheDocument();

    await uploadNonImage(within(dialog).getByLabelText("Foto"));
    expect(await within(dialog).findByText("File harus berupa gambar.")).toBeInTheDocument();
  });

  it("adds a photo: stored under a timestamp name, success toast, dialog closes, grid refreshes", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.upload(within(dialog).getByLabelText("Foto"), pngFile("Kegiatan Kelas.PNG"));
    await user.type(within(dialog).getByLabelText("Keterangan"), "Praktik baru");
    await user.type(within(dialog).getByLabelText("Teks Alternatif"), "Peserta praktik");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Foto berhasil ditambahkan.");
    await expectDialogClosed("Tambah Foto");
    const created = db.gallery.find((g) => g.caption === "Praktik baru")!;
    expect(created.filePath).toMatch(/^\d+\.png$/i);
    expect(findObject("gallery", created.filePath)).toBeTruthy();
    expect(await screen.findByText("Praktik baru")).toBeInTheDocument();
  });

  it("uploads the original with 'Gagal mengompresi foto. Mengunggah tanpa kompresi.' when compression fails", async () => {
    setDelay("storage", "upload", 400);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    const big = pngFile("besar.png", 2 * 1024 * 1024);
    await user.upload(within(dialog).getByLabelText("Foto"), big);
    await user.type(within(dialog).getByLabelText("Keterangan"), "Foto besar");
    await user.type(within(dialog).getByLabelText("Teks Alternatif"), "Foto besar");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal mengompresi foto. Mengunggah tanpa kompresi.", "destructive");
    await expectToast("Foto berhasil ditambahkan.");
    const created = db.gallery.find((g) => g.caption === "Foto besar")!;
    expect(findObject("gallery", created.filePath)?.size).toBe(big.size);
  });

  it("reports a failed upload", async () => {
    failNext("storage", "upload", { bucket: "gallery" });
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.upload(within(dialog).getByLabelText("Foto"), pngFile());
    await user.type(within(dialog).getByLabelText("Keterangan"), "Gagal");
    await user.type(within(dialog).getByLabelText("Teks Alternatif"), "Gagal");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal menambahkan foto.", "destructive");
    expect(db.gallery.some((g) => g.caption === "Gagal")).toBe(false);
  });

  it("confirms before deleting a photo and reports success and failure", async () => {
    const target = db.gallery[0];
    const { user } = renderAdmin(PATH);
    failNext("gallery", "delete");
    await user.click(await screen.findByRole("button", { name: `Hapus foto ${target.caption}` }));
    let confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus foto.", "destructive");

    await user.click(screen.getByRole("button", { name: `Hapus foto ${target.caption}` }));
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Foto berhasil dihapus.");
    expect(db.gallery.some((g) => g.id === target.id)).toBe(false);
    expect(findObject("gallery", target.filePath)).toBeTruthy(); // kept for restoring
  });
});
