import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { clearTable, db, findObject, insertRows } from "../msw/db";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, pngFile, renderAdmin, uploadNonImage } from "./admin-helpers";
import { paths } from "@/config/paths";

vi.mock("browser-image-compression", () => ({ default: vi.fn().mockRejectedValue(new Error("no canvas")) }));

const PATH = paths.admin.partners.getHref();

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Mitra" }));
  return findDialog("Tambah Mitra Industri");
}

function seedPartners() {
  return insertRows("partners", [
    { name: "PT Telkom Indonesia", sector: "Telekomunikasi", cooperation: ["magang", "rekrutmen"], position: 1 },
    { name: "CV Aceh Digital", sector: "Pengembangan Perangkat Lunak", cooperation: ["instruktur_tamu"], position: 2 },
  ]);
}

describe(`Admin partners (${paths.admin.partners.path})`, () => {
  it("shows skeleton rows while loading", async () => {
    setDelay("partners", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Mitra Industri" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state", async () => {
    failAlways("partners", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat data mitra.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Mitra' when there are none", async () => {
    clearTable("partners");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Mitra")).toBeInTheDocument();
  });

  it("lists partners in their order with sector and kinds of cooperation", async () => {
    seedPartners();
    renderAdmin(PATH);
    expect(await screen.findByText("PT Telkom Indonesia")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Logo", "Nama", "Bidang Usaha", "Kerja Sama", "Urutan", "Aksi"]);
    const row = screen.getByText("PT Telkom Indonesia").closest("tr")!;
    expect(within(row).getByText("Magang, Rekrutmen")).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1).map((r) => within(r).getAllByRole("cell")[1].textContent);
    expect(rows).toEqual(["PT Telkom Indonesia", "CV Aceh Digital"]);
  });

  it("validates name, sector, at least one kind of cooperation, the website and the logo's type", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Situs Web (opsional)"), "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Nama mitra harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Bidang usaha harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Pilih minimal satu bentuk kerja sama.")).toBeInTheDocument();
    expect(within(dialog).getByText("Situs web harus alamat lengkap yang diawali http:// atau https://.")).toBeInTheDocument();
    await uploadNonImage(within(dialog).getByLabelText("Logo (opsional)"));
    expect(await within(dialog).findByText("File harus berupa gambar.")).toBeInTheDocument();
    expect(db.partners).toHaveLength(0);
  });

  it("adds a partner with a logo, and one without", async () => {
    const { user } = renderAdmin(PATH);
    let dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Nama Mitra"), "PT Mitra Logo");
    await user.type(within(dialog).getByLabelText("Bidang Usaha"), "Teknologi");
    await user.click(within(dialog).getByRole("checkbox", { name: "Rekrutmen" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Magang" }));
    await user.type(within(dialog).getByLabelText("Situs Web (opsional)"), "https://mitra.example.co.id");
    await user.upload(within(dialog).getByLabelText("Logo (opsional)"), pngFile("logo.png"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Mitra berhasil ditambahkan.");
    await expectDialogClosed("Tambah Mitra Industri");
    const created = db.partners.find((p) => p.name === "PT Mitra Logo")!;
    expect(created).toMatchObject({ sector: "Teknologi", cooperation: ["magang", "rekrutmen"], website: "https://mitra.example.co.id", position: 1 });
    expect(created.file_path).toMatch(/^\d+\.png$/);
    expect(findObject("partners", created.file_path!)).toBeTruthy();

    dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Nama Mitra"), "CV Tanpa Logo");
    await user.type(within(dialog).getByLabelText("Bidang Usaha"), "Jasa");
    await user.click(within(dialog).getByRole("checkbox", { name: "Instruktur Tamu" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(db.partners.find((p) => p.name === "CV Tanpa Logo")).toMatchObject({ file_path: null, website: null }));
  });

  it("edits a partner and reports a failed save", async () => {
    const [target] = seedPartners();
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Edit");
    let dialog = await findDialog("Edit Mitra Industri");
    const sector = within(dialog).getByLabelText("Bidang Usaha");
    expect(sector).toHaveValue("Telekomunikasi");
    expect(within(dialog).getByRole("checkbox", { name: "Magang" })).toBeChecked();
    await user.clear(sector);
    await user.type(sector, "Telekomunikasi dan Data");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Mitra berhasil diperbarui.");
    expect(db.partners.find((p) => p.id === target.id)!.sector).toBe("Telekomunikasi dan Data");

    failNext("partners", "update");
    await pickRowAction(user, target.name, "Edit");
    dialog = await findDialog("Edit Mitra Industri");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui mitra.", "destructive");
  });

  it("confirms before deleting", async () => {
    const [, target] = seedPartners();
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Hapus");
    const confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText(`Mitra ${target.name} beserta logonya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Mitra berhasil dihapus.");
    expect(db.partners.some((p) => p.id === target.id)).toBe(false);
  });
});
