/**
 * Administrator journeys (docs/product.md, Login and admin, Messages): sign-in, overview counts, create / edit / delete of
 * every managed entity with its toast and the change visible on the public site, featured toggle,
 * banners by period, contact, profile, logout and the guard. Desktop (1440×900), one worker:
 * every test signs in on its own and leaves the demo content as it found it.
 */
import type { Page } from "@playwright/test";
import {
  ADMIN,
  confirmDeletion,
  dbCount,
  dbSelect,
  dbWrite,
  expect,
  expectToast,
  fixture,
  listObjects,
  pickDateRange,
  rowAction,
  selectOption,
  settle,
  signInAsAdmin,
  test,
  today,
  uniq,
} from "./support";
import { paths } from "../../src/config/paths";
import { urlEndingWith } from "./support";

async function openAdmin(page: Page, path: string, heading: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await settle(page);
}

test.describe("admin: sign-in, overview, guard", () => {
  test("the guard sends signed-out visitors to /login", async ({ page }) => {
    await page.goto(paths.admin.schedules.getHref());
    await expect(page).toHaveURL(urlEndingWith(paths.login.getHref()));
    await expect(page.getByText("Login Admin").first()).toBeVisible();
  });

  test("a wrong password shows the backend message; the right one opens the overview with matching counts", async ({ page }) => {
    await page.goto(paths.login.getHref());
    await page.getByLabel("Alamat email").fill(ADMIN.email);
    await page.getByLabel("Kata sandi").fill("salah-sekali");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.login.getHref()));

    await page.getByLabel("Kata sandi").fill(ADMIN.password);
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard.getHref()));
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    const expected = {
      instructors: await dbCount("instructors"),
      schedules: await dbCount("schedules"),
      gallery: await dbCount("gallery"),
      programs: await dbCount("programs"),
      facilities: await dbCount("facilities"),
    };
    for (const [key, count] of Object.entries(expected)) {
      await expect(page.getByTestId(`count-${key}`)).toHaveText(String(count));
    }
    // signed in, /login goes back to the dashboard
    await page.goto(paths.login.getHref());
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard.getHref()));
  });

  test("profile change shows in the avatar menu; logout returns to /login", async ({ page }) => {
    const [profile] = await dbSelect<{ id: string; first_name: string; last_name: string }>("profiles", "select=*");
    await openAdmin(page, paths.admin.profile.getHref(), "Profil");
    const first = `Nurul${uniq()}`;
    await page.getByLabel("Nama Depan").fill(first);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Profil berhasil diperbarui.");
    await page.getByRole("button", { name: "Menu pengguna" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(first);
    await expect(menu).toContainText(ADMIN.email);
    await page.keyboard.press("Escape");
    // restore the demo name
    await page.getByLabel("Nama Depan").fill(profile.first_name);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Profil berhasil diperbarui.");

    await page.getByRole("button", { name: "Menu pengguna" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expectToast(page, "Logout berhasil.");
    await expect(page).toHaveURL(urlEndingWith(paths.login.getHref()));
    await page.goto(paths.admin.dashboard.getHref());
    await expect(page).toHaveURL(urlEndingWith(paths.login.getHref()));
  });
});

test.describe("admin: content management", () => {
  test("programs: create with a > 1 MB image (compressed), edit, syllabus, featured toggle, delete", async ({ page }) => {
    // A whole journey with seven page loads, and the browser compresses a > 1 MB photo and encodes three WebP widths:
    // it took 57.6 s of the default 60 s in a full e2e run on the 2-core CI machine. No step waits on a race; it is work.
    test.slow();
    const name = `Program E2E ${uniq()}`;
    await openAdmin(page, paths.admin.programs.getHref(), "Manajemen Program Pelatihan");

    // create
    await page.getByRole("button", { name: "Tambah Program" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Program Baru" });
    await dialog.getByLabel("Nama Program").fill(name);
    await selectOption(page, "Kategori", "PBL");
    await dialog.getByLabel("Durasi").fill("120 JP");
    await dialog.getByLabel("Deskripsi").fill("Program uji ujung ke ujung dengan gambar besar.");
    await dialog.getByLabel("Gambar Program (opsional)").setInputFiles(fixture("photo-large.jpg"));
    await dialog.getByRole("button", { name: "Simpan" }).click();
    // the compression notice reports the sizes in MB before the success toast replaces it
    await expectToast(page, /MB/);
    await expectToast(page, "Program berhasil ditambahkan.");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
    const [row] = await dbSelect<{ id: number; file_path: string; image_url: string; category: string }>(
      "programs",
      `select=*&name=eq.${encodeURIComponent(name)}`,
    );
    expect(row.category).toBe("PBL");
    const stored = (await listObjects("programs")).find((o) => o.name === row.file_path);
    expect(stored, "the image is in the programs bucket").toBeTruthy();
    expect(stored!.metadata!.size, "compressed to about 1 MB").toBeLessThanOrEqual(1.1 * 1024 * 1024);

    // visible on the public list
    await page.goto(paths.programs.getHref("PBL"));
    await expect(page.getByRole("heading", { name })).toBeVisible();

    // edit
    await page.goto(paths.admin.programs.getHref());
    await rowAction(page, `Aksi untuk ${name}`, "Edit Detail");
    const edit = page.getByRole("dialog", { name: "Edit Program" });
    await expect(edit.getByLabel("Nama Program")).toHaveValue(name);
    await edit.getByLabel("Durasi").fill("160 JP (20 hari)");
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Program berhasil diperbarui.");

    // syllabus
    await rowAction(page, `Aksi untuk ${name}`, "Kelola Silabus");
    const syllabus = page.getByRole("dialog", { name: "Kelola Silabus" });
    for (const [i, [title, jp, code]] of [
      ["Analisis Kebutuhan", "16", "J.620100.001.01"],
      ["Implementasi Proyek", "40", "J.620100.017.02"],
    ].entries()) {
      await syllabus.getByRole("button", { name: "Tambah Materi" }).click();
      const item = syllabus.getByRole("listitem", { name: `Materi ${i + 1}` });
      await item.getByLabel("Judul Materi").fill(title);
      await item.getByLabel("Durasi (JP)").fill(jp);
      await item.getByLabel("Kode Unit").fill(code);
    }
    await syllabus.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, `Silabus untuk program ${name} berhasil diperbarui.`);
    await page.goto(paths.programDetail.getHref(row.id));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Durasi: 160 JP (20 hari)").or(page.getByText("160 JP (20 hari)")).first()).toBeVisible();
    await page.getByRole("tab", { name: "Silabus" }).click();
    await expect(page.getByText("Total Durasi: 56 Jam Pelajaran (JP)")).toBeVisible();

    // featured toggle → home carousel
    await page.goto(paths.admin.programs.getHref());
    await rowAction(page, `Aksi untuk ${name}`, "Jadikan Unggulan");
    await expectToast(page, "Status program unggulan berhasil diperbarui");
    await page.getByRole("tab", { name: "Unggulan" }).click();
    const featuredRow = page.getByRole("tabpanel").getByRole("row").filter({ hasText: name });
    await expect(featuredRow).toBeVisible();
    await expect(featuredRow.getByLabel("Program unggulan")).toBeVisible(); // the star
    await page.goto(paths.home.getHref());
    await expect(page.getByRole("region", { name: "Program Unggulan" }).getByRole("heading", { name })).toBeAttached();
    await page.goto(paths.admin.programs.getHref());
    await rowAction(page, `Aksi untuk ${name}`, "Hapus dari Unggulan");
    await expectToast(page, "Status program unggulan berhasil diperbarui");

    // delete (row and syllabus; the stored image is kept for a restore from Riwayat Perubahan)
    await rowAction(page, `Aksi untuk ${name}`, "Hapus");
    expect(await confirmDeletion(page)).toContain(name);
    await expectToast(page, "Program berhasil dihapus.");
    await expect(page.getByRole("cell", { name, exact: true })).toHaveCount(0);
    expect(await dbCount("programs", `name=eq.${encodeURIComponent(name)}`)).toBe(0);
    expect(await dbCount("syllabus_items", `program_id=eq.${row.id}`)).toBe(0);
    // kept for a restore, withheld from public view (docs/change-history.md)
    expect((await listObjects("withheld-images", "programs/")).some((o) => o.name === row.file_path)).toBe(true);
    expect((await listObjects("programs")).some((o) => o.name === row.file_path)).toBe(false);
    await page.goto(paths.programs.getHref());
    await expect(page.getByTestId("program-card").first()).toBeVisible();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
  });

  test("instructors: create, edit, delete", async ({ page }) => {
    const name = `Instruktur E2E ${uniq()}`;
    await openAdmin(page, paths.admin.instructors.getHref(), "Manajemen Instruktur");
    for (const column of ["Nama", "Jabatan", "Aksi"]) await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
    await page.getByRole("button", { name: "Tambah Instruktur" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Instruktur Baru" });
    await dialog.getByLabel("Nama").fill(name);
    await dialog.getByLabel("Jabatan").fill("Instruktur Ahli Pertama");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Instruktur berhasil ditambahkan.");
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();

    await rowAction(page, `Aksi untuk ${name}`, "Edit");
    const edit = page.getByRole("dialog", { name: "Edit Instruktur" });
    await edit.getByLabel("Jabatan").fill("Instruktur Ahli Muda");
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Instruktur berhasil diperbarui.");
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Instruktur Ahli Muda");
    expect((await dbSelect<{ title: string }>("instructors", `select=title&name=eq.${encodeURIComponent(name)}`))[0].title).toBe(
      "Instruktur Ahli Muda",
    );

    await rowAction(page, `Aksi untuk ${name}`, "Hapus");
    await confirmDeletion(page);
    await expectToast(page, "Instruktur berhasil dihapus.");
    await expect(page.getByRole("cell", { name, exact: true })).toHaveCount(0);
    expect(await dbCount("instructors", `name=eq.${encodeURIComponent(name)}`)).toBe(0);
  });

  test("schedules: create (program, instructors, period, batch), edit, delete; shown on /jadwal", async ({ page }) => {
    const [program] = await dbSelect<{ name: string; category: string }>("programs", "select=name,category&order=name.asc&limit=1");
    const [instructor] = await dbSelect<{ name: string }>("instructors", "select=name&order=name.asc&limit=1");
    const batch = `Batch E2E ${uniq()}`;
    await openAdmin(page, paths.admin.schedules.getHref(), "Manajemen Jadwal");
    for (const column of ["Program Kejuruan", "Kategori", "Instruktur", "Periode Pelaksanaan", "Batch", "Status", "Aksi"]) {
      await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "Tambah Jadwal" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Jadwal Baru" });
    await expect(dialog.getByText("Isi detail jadwal di bawah ini.")).toBeVisible();
    await selectOption(page, "Program Pelatihan", program.name);
    await expect(dialog.getByLabel("Kategori")).toHaveValue(program.category);
    await expect(dialog.getByLabel("Kategori")).toBeDisabled();
    await dialog.getByRole("combobox", { name: "Instruktur" }).click();
    await page.getByPlaceholder("Cari instruktur...").fill(instructor.name.slice(0, 6));
    await page.getByRole("option", { name: instructor.name }).click();
    await page.keyboard.press("Escape");
    await pickDateRange(page, "Periode Pelaksanaan", today(3), today(20));
    await dialog.getByLabel("Batch").fill(batch);
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Jadwal berhasil ditambahkan.");
    const [row] = await dbSelect<{ id: number; startDate: string; endDate: string; status: string; instructorName: string[] }>(
      "schedules",
      `select=*&batch=eq.${encodeURIComponent(batch)}`,
    );
    expect(row).toMatchObject({ startDate: today(3), endDate: today(20), status: "Segera Dibuka", instructorName: [instructor.name] });

    await page.goto(paths.schedules.getHref());
    const publicRow = page.getByTestId("schedule-row").filter({ hasText: batch });
    await expect(publicRow).toContainText(program.name);
    await expect(publicRow.locator("[data-status]")).toHaveAttribute("data-status", "Segera Dibuka");

    await page.goto(paths.admin.schedules.getHref());
    const actions = page.getByRole("row").filter({ hasText: batch }).getByRole("button", { name: `Aksi untuk jadwal ${program.name}` });
    await actions.click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Jadwal" });
    await edit.getByLabel("Batch").fill(`${batch} Revisi`);
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Jadwal berhasil diperbarui.");
    await expect(page.getByRole("cell", { name: `${batch} Revisi` })).toBeVisible();

    await page.getByRole("row").filter({ hasText: batch }).getByRole("button", { name: `Aksi untuk jadwal ${program.name}` }).click();
    await page.getByRole("menuitem", { name: "Hapus" }).click();
    expect(await confirmDeletion(page)).toContain(program.name);
    await expectToast(page, "Jadwal berhasil dihapus.");
    expect(await dbCount("schedules", `id=eq.${row.id}`)).toBe(0);
    await page.goto(paths.schedules.getHref());
    await expect(page.getByTestId("schedule-row").first()).toBeVisible();
    await expect(page.getByText(batch)).toHaveCount(0);
  });

  test("gallery: add a photo, see it in /galeri, delete it", async ({ page }) => {
    const caption = `Foto E2E ${uniq()}`;
    await openAdmin(page, paths.admin.gallery.getHref(), "Manajemen Galeri");
    await page.getByRole("button", { name: "Tambah Foto" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Foto" });
    await dialog.getByLabel("Foto").setInputFiles(fixture("photo-small.jpg"));
    await dialog.getByLabel("Keterangan").fill(caption);
    await dialog.getByLabel("Teks Alternatif").fill("Peserta praktik di laboratorium");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Foto berhasil ditambahkan.");
    const [row] = await dbSelect<{ id: number; filePath: string }>("gallery", `select=*&caption=eq.${encodeURIComponent(caption)}`);
    expect((await listObjects("gallery")).some((o) => o.name === row.filePath)).toBe(true);

    await page.goto(paths.gallery.getHref());
    await expect(page.getByRole("button", { name: `Perbesar foto: ${caption}` })).toBeVisible();

    await page.goto(paths.admin.gallery.getHref());
    await page.getByRole("img", { name: "Peserta praktik di laboratorium" }).hover();
    await page.getByRole("button", { name: `Hapus foto ${caption}` }).click();
    expect(await confirmDeletion(page)).toContain(caption);
    await expectToast(page, "Foto berhasil dihapus.");
    expect(await dbCount("gallery", `id=eq.${row.id}`)).toBe(0);
    // kept for restoring, withheld from public view
    expect((await listObjects("withheld-images", "gallery/")).some((o) => o.name === row.filePath)).toBe(true);
    expect((await listObjects("gallery")).some((o) => o.name === row.filePath)).toBe(false);
  });

  test("facilities: create, edit, delete; shown on /fasilitas", async ({ page }) => {
    const name = `Fasilitas E2E ${uniq()}`;
    await openAdmin(page, paths.admin.facilities.getHref(), "Manajemen Fasilitas");
    await page.getByRole("button", { name: "Tambah Fasilitas" }).click();
    const dialog = page.getByRole("dialog", { name: "Tambah Fasilitas Baru" });
    await dialog.getByLabel("Nama Fasilitas").fill(name);
    await dialog.getByLabel("Deskripsi").fill("Ruang uji ujung ke ujung.");
    await dialog.getByLabel("Foto").setInputFiles(fixture("facility.jpg"));
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Fasilitas berhasil ditambahkan.");
    await page.goto(paths.facilities.getHref());
    await expect(page.getByRole("heading", { name })).toBeVisible();

    await page.goto(paths.admin.facilities.getHref());
    await rowAction(page, `Aksi untuk ${name}`, "Edit");
    const edit = page.getByRole("dialog", { name: "Edit Fasilitas" });
    await edit.getByLabel("Deskripsi").fill("Ruang uji yang sudah diperbarui.");
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Fasilitas berhasil diperbarui.");
    await page.goto(paths.facilities.getHref());
    await expect(page.getByTestId("facility-card").filter({ hasText: name })).toContainText("Ruang uji yang sudah diperbarui.");

    await page.goto(paths.admin.facilities.getHref());
    await rowAction(page, `Aksi untuk ${name}`, "Hapus");
    await confirmDeletion(page);
    await expectToast(page, "Fasilitas berhasil dihapus.");
    expect(await dbCount("facilities", `name=eq.${encodeURIComponent(name)}`)).toBe(0);
  });

  test("hero banners: an active banner shows on the home page, a scheduled one does not; edit, delete", async ({ page }) => {
    const active = `Banner Aktif E2E ${uniq()}`;
    const scheduled = `Banner Terjadwal E2E ${uniq()}`;
    await openAdmin(page, paths.admin.banners.getHref(), "Manajemen Hero Banner");
    for (const [title, from, to] of [
      [active, today(0), today(5)],
      [scheduled, today(10), today(20)],
    ]) {
      await page.getByRole("button", { name: "Tambah Banner" }).click();
      const dialog = page.getByRole("dialog", { name: "Tambah Banner Baru" });
      await dialog.getByLabel("Judul", { exact: true }).fill(title);
      await dialog.getByLabel("Gambar Banner", { exact: true }).setInputFiles(fixture("banner-small.jpg"));
      await pickDateRange(page, "Periode Aktif", from, to);
      await dialog.getByRole("button", { name: "Simpan" }).click();
      await expectToast(page, "Banner berhasil ditambahkan.");
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole("row").filter({ hasText: active })).toContainText("Aktif");
    await expect(page.getByRole("row").filter({ hasText: active })).toContainText("Default (5 detik)");
    await expect(page.getByRole("row").filter({ hasText: scheduled })).toContainText("Dijadwalkan");

    await page.goto(paths.home.getHref());
    const hero = page.getByRole("region", { name: "Banner utama" });
    await expect(hero.getByRole("group", { name: new RegExp(`: ${active}$`) })).toBeAttached();
    await expect(hero.getByRole("group", { name: new RegExp(`: ${scheduled}$`) })).toHaveCount(0);

    await page.goto(paths.admin.banners.getHref());
    await rowAction(page, `Aksi untuk ${active}`, "Edit");
    const edit = page.getByRole("dialog", { name: "Edit Banner" });
    await edit.getByLabel("Durasi Slide (ms)").fill("7000");
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Banner berhasil diperbarui.");
    await expect(page.getByRole("row").filter({ hasText: active })).not.toContainText("Default (5 detik)");

    for (const title of [active, scheduled]) {
      await rowAction(page, `Aksi untuk ${title}`, "Hapus");
      await confirmDeletion(page);
      await expectToast(page, "Banner berhasil dihapus.");
      expect(await dbCount("hero_banners", `title=eq.${encodeURIComponent(title)}`)).toBe(0);
    }
  });

  test("contact information change shows on /kontak", async ({ page }) => {
    const [before] = await dbSelect<{ phone: string }>("contact_info", "select=*&id=eq.1");
    const phone = `(0651) ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await openAdmin(page, paths.admin.contact.getHref(), "Informasi Kontak");
    await expect(page.getByLabel("Nomor Telepon")).toHaveValue(before.phone);
    await page.getByLabel("Nomor Telepon").fill(phone);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Informasi kontak berhasil diperbarui.");
    await page.goto(paths.contact.getHref());
    await expect(page.getByRole("main").getByText(phone)).toBeVisible();
    await dbWrite("PATCH", "contact_info", "id=eq.1", { phone: before.phone });
  });
});
