/**
 * Bad input in the browser (SPEC §5): every admin form submitted empty shows each of its required
 * messages; invalid URLs, a too-short autoplay delay and a non-image file are refused with the
 * spec's messages; and nothing is written (row counts, stored files, the contact row and the profile
 * are compared through the backend with the service role).
 */
import type { Locator, Page } from "@playwright/test";
import { backendSnapshot, dbSelect, expect, fixture, settle, signInAsAdmin, test } from "./support";

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

test.describe("admin: bad input is refused and nothing is written", () => {
  test("every form, empty or invalid", async ({ page }) => {
    test.setTimeout(120_000);
    const before = await backendSnapshot();
    const [contactBefore] = await dbSelect("contact_info", "select=*");
    const profilesBefore = await dbSelect("profiles", "select=*");
    await signInAsAdmin(page);

    // Programs (category defaults to PBK Reguler, the image is optional)
    let dialog = await openDialog(page, "/dashboard/program-pelatihan", "Tambah Program", "Tambah Program Baru");
    await submit(dialog);
    await expectMessages(dialog, ["Nama program harus diisi", "Deskripsi harus diisi", "Durasi harus diisi"]);
    await expect(dialog.getByRole("combobox", { name: "Kategori" })).toHaveText("PBK Reguler");
    await dialog.getByLabel("Gambar Program (opsional)").setInputFiles(fixture("not-an-image.txt"));
    await submit(dialog);
    await expectMessages(dialog, ["File harus berupa gambar."]);
    await page.keyboard.press("Escape");

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
    await page.keyboard.press("Escape");

    // Instructors
    dialog = await openDialog(page, "/dashboard/instruktur", "Tambah Instruktur", "Tambah Instruktur Baru");
    await submit(dialog);
    await expectMessages(dialog, ["Nama harus diisi", "Jabatan harus diisi"]);
    await page.keyboard.press("Escape");

    // Schedules
    dialog = await openDialog(page, "/dashboard/jadwal", "Tambah Jadwal", "Tambah Jadwal Baru");
    await submit(dialog);
    await expectMessages(dialog, [
      "Nama program harus diisi",
      "Kategori program harus diisi",
      "Setidaknya satu instruktur harus dipilih",
      "Tanggal mulai harus diisi.",
      "Tanggal selesai harus diisi.",
      "Batch harus diisi",
    ]);
    await page.keyboard.press("Escape");

    // Gallery (a text file is not a photo)
    dialog = await openDialog(page, "/dashboard/galeri", "Tambah Foto", "Tambah Foto");
    await submit(dialog);
    await expectMessages(dialog, ["Foto harus diunggah.", "Keterangan harus diisi", "Teks alternatif harus diisi"]);
    await dialog.getByLabel("Foto", { exact: true }).setInputFiles(fixture("not-an-image.txt"));
    await dialog.getByLabel("Keterangan").fill("Bukan foto");
    await dialog.getByLabel("Teks Alternatif").fill("Bukan foto");
    await submit(dialog);
    await expectMessages(dialog, ["File harus berupa gambar."]);
    await page.keyboard.press("Escape");

    // Facilities (a new one needs a photo)
    dialog = await openDialog(page, "/dashboard/fasilitas", "Tambah Fasilitas", "Tambah Fasilitas Baru");
    await submit(dialog);
    await expectMessages(dialog, ["Nama fasilitas harus diisi", "Deskripsi harus diisi"]);
    await dialog.getByLabel("Nama Fasilitas").fill("Ruang tanpa foto");
    await dialog.getByLabel("Deskripsi").fill("Tidak boleh tersimpan.");
    await submit(dialog);
    await expectMessages(dialog, ["Foto fasilitas harus diunggah untuk fasilitas baru."]);
    await page.keyboard.press("Escape");

    // Hero banners: required fields, then an invalid link and a too-short autoplay delay
    dialog = await openDialog(page, "/dashboard/hero-banner", "Tambah Banner", "Tambah Banner Baru");
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
    await page.keyboard.press("Escape");

    // Contact information
    await page.goto("/dashboard/informasi-kontak");
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
    await page.goto("/dashboard/profile");
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
});
