/**
 * Bad input in the browser (docs/product.md, Validation): every admin form submitted empty shows each of its required
 * messages; invalid URLs, a too-short autoplay delay and a non-image file are refused with the
 * spec's messages; and nothing is written (row counts, stored files, the contact row and the profile
 * are compared through the backend with the service role).
 */
import type { Locator, Page } from "@playwright/test";
import { backendSnapshot, dbSelect, expect, fixture, settle, signInAsAdmin, test } from "./support";
import { paths } from "../../src/config/paths";

async function openDialog(page: Page, path: string, button: string, title: string): Promise<Locator> {
  await page.goto(path);
  await settle(page);
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectMessages(scope: Locator, messages: string[]): Promise<void> {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

async function submit(scope: Locator): Promise<void> {
  await scope.getByRole("button", { name: "Simpan" }).click();
}

/**
 * Escape closes the dialog; when the refused input left it with changes, the unsaved-changes guard
 * asks first and the test throws the changes away ('Buang Perubahan').
 */
async function closeAndDiscard(page: Page) {
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: /^Perubahan belum disimpan/ });
  await expect(async () => {
    if (await ask.isVisible()) await ask.getByRole("button", { name: "Buang Perubahan" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await expect(ask).toHaveCount(0);
}

test.describe("admin: bad input is refused and nothing is written", () => {
  test("every form, empty or invalid", async ({ page }) => {
    test.setTimeout(120_000);
    const before = await backendSnapshot();
    const [contactBefore] = await dbSelect("contact_info", "select=*");
    const profilesBefore = await dbSelect("profiles", "select=*");
    await signInAsAdmin(page);

    // Programs (category defaults to PBK Reguler, the image is optional)
    let dialog = await openDialog(page, paths.admin.programs.getHref(), "Tambah Program", "Tambah Program Baru");
    await submit(dialog);
    await expectMessages(dialog, ["Nama program harus diisi", "Deskripsi harus diisi", "Durasi harus diisi"]);
    await expect(dialog.getByRole("combobox", { name: "Kategori" })).toHaveText("PBK Reguler");
    await dialog.getByLabel("Gambar Program (opsional)").setInputFiles(fixture("not-an-image.txt"));
    await submit(dialog);
    await expectMessages(dialog, ["File harus berupa gambar."]);
    await closeAndDiscard(page);

    // Syllabus items
    await page.getByRole("button", { name: /^Aksi untuk / }).first().click();
    await page.getByRole("menuitem", { name: "Kelola Silabus" }).click();
    dialog = page.getByRole("dialog", { name: "Kelola Silabus" });
    await dialog.getByRole("button", { name: "Tambah Materi" }).click();
    const item = dialog.getByRole("listitem").last();
    await item.getByLabel("Durasi (JP)").fill("");
    await submit(dialog);
    await expectMessages(item, ["Judul materi harus diisi", "Durasi harus diisi", "Kode unit harus diisi"]);
    await item.getByLabel("Durasi (JP)").fill("0");
    await submit(dialog);
    await expectMessages(item, ["Durasi harus diisi"]);
    await closeAndDiscard(page);

    // Instructors
    dialog = await openDialog(page, paths.admin.instructors.getHref(), "Tambah Instruktur", "Tambah Instruktur Baru");
    await submit(dialog);
    await expectMessages(dialog, ["Nama harus diisi", "Jabatan harus diisi"]);
    await closeAndDiscard(page);

    // Schedules
    dialog = await openDialog(page, paths.admin.schedules.getHref(), "Tambah Jadwal", "Tambah Jadwal Baru");
    await submit(dialog);
    await expectMessages(dialog, [
      "Nama program harus diisi",
      "Kategori program harus diisi",
      "Setidaknya satu instruktur harus dipilih",
      "Tanggal mulai harus diisi.",
      "Tanggal selesai harus diisi.",
      "Batch harus diisi",
    ]);
    await closeAndDiscard(page);

    // Gallery (a text file is not a photo)
    dialog = await openDialog(page, paths.admin.gallery.getHref(), "Tambah Foto", "Tambah Foto");
    await submit(dialog);
    await expectMessages(dialog, ["Foto harus diunggah.", "Keterangan harus diisi", "Teks alternatif harus diisi"]);
    await dialog.getByLabel("Foto", { exact: true }).setInputFiles(fixture("not-an-image.txt"));
    await dialog.getByLabel("Keterangan").fill("Bukan foto");
    await dialog.getByLabel("Teks Alternatif").fill("Bukan foto");
    await submit(dialog);
    await expectMessages(dialog, ["File harus berupa gambar."]);
    await closeAndDiscard(page);

    // Facilities (a new one needs a photo)
    dialog = await openDialog(page, paths.admin.facilities.getHref(), "Tambah Fasilitas", "Tambah Fasilitas Baru");
    await submit(dialog);
    await expectMessages(dialog, ["Nama fasilitas harus diisi", "Deskripsi harus diisi"]);
    await dialog.getByLabel("Nama Fasilitas").fill("Ruang tanpa foto");
    await dialog.getByLabel("Deskripsi").fill("Tidak boleh tersimpan.");
    await submit(dialog);
    await expectMessages(dialog, ["Foto fasilitas harus diunggah untuk fasilitas baru."]);
    await closeAndDiscard(page);

    // Hero banners: required fields, then an invalid link and a too-short autoplay delay
    dialog = await openDialog(page, paths.admin.banners.getHref(), "Tambah Banner", "Tambah Banner Baru");
    await submit(dialog);
    await expectMessages(dialog, [
      "Judul banner harus diisi",
      "Tanggal mulai harus diisi.",
      "Tanggal selesai harus diisi.",
      "Gambar banner harus diunggah untuk banner baru.",
    ]);
    await dialog.getByLabel("Tautan Tombol (opsional)").fill("bukan-sebuah-url");
    await dialog.getByLabel("Durasi Slide (ms)").fill("500");
    await submit(dialog);
    await expectMessages(dialog, ["URL tidak valid.", "Durasi minimal 1 detik (1000 ms)."]);
    await closeAndDiscard(page);

    // Contact information
    await page.goto(paths.admin.contact.getHref());
    await settle(page);
    const main = page.getByRole("main");
    for (const label of ["Alamat", "Nomor Telepon", "Email"]) await main.getByLabel(label, { exact: true }).fill("");
    await submit(main);
    await expectMessages(main, ["Alamat harus diisi.", "Nomor telepon harus diisi.", "Email tidak valid."]);
    await main.getByLabel("Email", { exact: true }).fill("bukan-email");
    await main.getByLabel("URL Instagram (opsional)").fill("instagram-kami");
    await main.getByLabel("URL Embed Peta (opsional)").fill("peta");
    await submit(main);
    await expectMessages(main, ["Email tidak valid.", "URL Instagram tidak valid.", "URL peta tidak valid."]);

    // Profile
    await page.goto(paths.admin.profile.getHref());
    await settle(page);
    await main.getByLabel("Nama Depan").fill("");
    await main.getByLabel("Nama Belakang").fill("");
    await submit(main);
    await expectMessages(main, ["Nama depan harus diisi.", "Nama belakang harus diisi."]);

    // Nothing reached the backend
    await page.waitForTimeout(500);
    expect(await backendSnapshot()).toEqual(before);
    expect((await dbSelect("contact_info", "select=*"))[0]).toEqual(contactBefore);
    expect(await dbSelect("profiles", "select=*")).toEqual(profilesBefore);
  });

  test("too long or invisible-only values get a clear message and nothing is written", async ({ page }) => {
    test.setTimeout(90_000);
    const before = await backendSnapshot();
    const [contactBefore] = await dbSelect("contact_info", "select=*");
    await signInAsAdmin(page);

    let dialog = await openDialog(page, paths.admin.programs.getHref(), "Tambah Program", "Tambah Program Baru");
    await dialog.getByLabel("Nama Program", { exact: true }).fill("A".repeat(121));
    await dialog.getByLabel("Durasi", { exact: true }).fill("\u200B\u200B\u00A0");
    await dialog.getByLabel("Deskripsi", { exact: true }).fill("x".repeat(5001));
    await submit(dialog);
    await expectMessages(dialog, ["Nama program maksimal 120 karakter.", "Durasi harus diisi", "Deskripsi maksimal 5000 karakter."]);
    await expect(dialog.getByLabel("Nama Program", { exact: true })).toHaveValue("A".repeat(121)); // what was typed is kept
    await closeAndDiscard(page);

    dialog = await openDialog(page, paths.admin.instructors.getHref(), "Tambah Instruktur", "Tambah Instruktur Baru");
    await dialog.getByLabel("Nama", { exact: true }).fill("\u200B\u200C\u200D\uFEFF");
    await dialog.getByLabel("Jabatan", { exact: true }).fill("J".repeat(121));
    await submit(dialog);
    await expectMessages(dialog, ["Nama harus diisi", "Jabatan maksimal 120 karakter."]);
    await closeAndDiscard(page);

    await page.goto(paths.admin.contact.getHref());
    await settle(page);
    const main = page.getByRole("main");
    await main.getByLabel("Alamat", { exact: true }).fill("Jl. ".repeat(100));
    await submit(main);
    await expectMessages(main, ["Alamat maksimal 300 karakter."]);

    await page.waitForTimeout(500);
    expect(await backendSnapshot()).toEqual(before);
    expect((await dbSelect("contact_info", "select=*"))[0]).toEqual(contactBefore);
  });
});
