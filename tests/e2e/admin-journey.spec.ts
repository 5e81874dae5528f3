/**
 * Admin side of the trainee journey in a real browser: an administrator extends a registration
 * period and the visitor sees the new date; an administrator publishes an announcement and it
 * appears on /pengumuman; an announcement photo is stored with its WebP variants (srcset on the public
 * pages) and replacing it removes the old file and its variants; FAQ questions are added, edited,
 * moved and deleted.
 */
import {
  confirmDeletion,
  dbCount,
  dbSelect,
  dbWrite,
  expect,
  expectAccessible,
  expectToast,
  fixture,
  listObjects,
  pickDateRange,
  rowAction,
  settle,
  signInAsAdmin,
  snap,
  test,
  today,
  uniq,
} from "./support";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";

test("an administrator extends a registration period and the visitor sees the new date", async ({ page, browser }) => {
  const [schedule] = await dbSelect<{ id: number; program: string; startDate: string; registration_start: string; registration_end: string }>(
    "schedules",
    "select=id,program,startDate,registration_start,registration_end&program=eq.Desain%20Grafis%20Muda&registration_end=not.is.null&limit=1",
  );
  const start = new Date(`${schedule.startDate}T00:00:00`);
  start.setDate(start.getDate() - 1);
  const newEnd = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`;
  try {
    await signInAsAdmin(page);
    await page.goto(paths.admin.schedules.getHref());
    await settle(page);
    await rowAction(page, `Aksi untuk jadwal ${schedule.program}`, "Edit");
    const dialog = page.getByRole("dialog", { name: "Edit Jadwal" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Kosongkan periode pendaftaran" }).click();
    await pickDateRange(page, "Periode Pendaftaran", today(), newEnd);
    await dialog.getByLabel("Catatan Singkat").fill("Pendaftaran diperpanjang");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Jadwal berhasil diperbarui.");

    const visitor = await browser.newPage();
    await visitor.goto(paths.scheduleDetail.getHref(schedule.id));
    await expect(visitor.getByText(`hingga ${formatDate(newEnd)}`)).toBeVisible();
    await expect(visitor.getByText("Pendaftaran diperpanjang")).toBeVisible();
    await visitor.close();
  } finally {
    await dbWrite("PATCH", "schedules", `id=eq.${schedule.id}`, {
      registration_start: schedule.registration_start,
      registration_end: schedule.registration_end,
      note: null,
    });
  }
});

test("an administrator publishes an announcement and visitors see it first on /pengumuman", async ({ page, browser }) => {
  const title = `Pendaftaran Batch Uji ${uniq()} Dibuka`;
  await signInAsAdmin(page);
  await page.goto(paths.admin.announcements.getHref());
  await settle(page);
  await page.getByRole("button", { name: "Tambah Pengumuman" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Pengumuman Baru" });
  await dialog.getByLabel("Judul").fill(title);
  await dialog.getByLabel("Isi Pengumuman").fill("Pendaftaran dibuka hari ini.\n\nDaftar di https://skillhub.kemnaker.go.id/");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Pengumuman berhasil ditambahkan.");

  const visitor = await browser.newPage();
  await visitor.goto(paths.announcements.getHref());
  const first = visitor.getByTestId("announcement-card").first();
  await expect(first.getByRole("heading")).toHaveText(title);
  await first.getByRole("link").click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("link", { name: /https:\/\/skillhub\.kemnaker\.go\.id\// })).toHaveAttribute("target", "_blank");
  await visitor.close();

  await rowAction(page, `Aksi untuk ${title}`, "Hapus");
  await confirmDeletion(page);
  await expectToast(page, "Pengumuman berhasil dihapus.");
});

const variantsOf = (main: string) => [480, 960, 1600].map((w) => main.replace(/\.[a-z0-9]+$/i, `.w${w}.webp`));

test("an announcement photo is stored with its WebP variants, shown with srcset, and replacing it removes the old files", async ({ page, browser }) => {
  const title = `Pengumuman Berfoto ${uniq()}`;
  await signInAsAdmin(page);
  await page.goto(paths.admin.announcements.getHref());
  await settle(page);
  await page.getByRole("button", { name: "Tambah Pengumuman" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Pengumuman Baru" });
  await dialog.getByLabel("Judul").fill(title);
  await dialog.getByLabel("Isi Pengumuman").fill("Foto kegiatan pembukaan pelatihan.");
  await dialog.getByLabel("Gambar (opsional)").setInputFiles(fixture("photo-large.jpg"));
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Pengumuman berhasil ditambahkan.");

  const [row] = await dbSelect<{ id: number; file_path: string; image_url: string; image_variant_widths: number[] }>(
    "announcements",
    `select=id,file_path,image_url,image_variant_widths&title=eq.${encodeURIComponent(title)}`,
  );
  // the spec's name, '<timestamp>.<ext>'; the row records the variants stored next to it
  expect(row.file_path).toMatch(/^\d{13}\.[a-z]+$/);
  expect(row.image_variant_widths).toEqual([480, 960, 1600]);
  const names = (await listObjects("announcements")).map((o) => o.name);
  expect(names).toEqual(expect.arrayContaining([row.file_path, ...variantsOf(row.file_path)]));

  const visitor = await browser.newPage();
  await visitor.goto(paths.announcementDetail.getHref(row.id));
  // A page added after the build: the host answers with the prerendered home page (hidden) until the app renders
  // this one, so the article is looked for only once its heading is shown.
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const img = visitor.locator("article img");
  await expect(img).toHaveAttribute("srcset", new RegExp(`${variantsOf(row.file_path)[0].replace(/\./g, "\\.")} 480w`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // the browser picked a WebP variant, not the main JPEG
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/\d{13}\.w\d+\.webp$/);
  await visitor.close();

  await rowAction(page, `Aksi untuk ${title}`, "Edit");
  const edit = page.getByRole("dialog", { name: "Edit Pengumuman" });
  await edit.getByLabel("Gambar (opsional)").setInputFiles(fixture("photo-small.jpg"));
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Pengumuman berhasil diperbarui.");
  const [replaced] = await dbSelect<{ file_path: string }>("announcements", `select=file_path&id=eq.${row.id}`);
  expect(replaced.file_path).not.toBe(row.file_path);
  await expect
    .poll(async () => {
      const now = (await listObjects("announcements")).map((o) => o.name);
      return [row.file_path, ...variantsOf(row.file_path)].filter((n) => now.includes(n));
    })
    .toEqual([]);
  expect((await listObjects("announcements")).map((o) => o.name)).toEqual(expect.arrayContaining([replaced.file_path, ...variantsOf(replaced.file_path)]));

  await rowAction(page, `Aksi untuk ${title}`, "Hapus");
  await confirmDeletion(page);
  await expectToast(page, "Pengumuman berhasil dihapus.");
  expect(await dbCount("announcements", `id=eq.${row.id}`)).toBe(0);
});

test("an administrator adds, edits, moves and deletes a FAQ question and visitors see it on /kontak", async ({ page, browser }) => {
  const question = `Apakah ada kelas akhir pekan ${uniq()}?`;
  await signInAsAdmin(page);
  await page.goto(paths.admin.faqs.getHref());
  await settle(page);
  await page.getByRole("button", { name: "Tambah FAQ" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah FAQ Baru" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Pertanyaan harus diisi")).toBeVisible();
  await expect(dialog.getByText("Jawaban harus diisi")).toBeVisible();
  await dialog.getByLabel("Pertanyaan").fill(question);
  await dialog.getByLabel("Jawaban").fill("Belum ada. Semua kelas berlangsung pada hari kerja.");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "FAQ berhasil ditambahkan.");
  await expectAccessible(page, "admin-faq-journey", "light");

  await rowAction(page, `Aksi untuk ${question}`, "Edit");
  const edit = page.getByRole("dialog", { name: "Edit FAQ" });
  await edit.getByLabel("Jawaban").fill("Belum ada. Semua kelas berlangsung Senin sampai Jumat.");
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "FAQ berhasil diperbarui.");

  // new questions go last; move it up one place
  const positions = async () => (await dbSelect<{ question: string }>("faq", "select=question&order=position")).map((f) => f.question);
  expect((await positions()).at(-1)).toBe(question);
  await page.getByRole("button", { name: `Naikkan: ${question}` }).click();
  await expectToast(page, "Urutan FAQ berhasil diperbarui.");
  await expect.poll(async () => (await positions()).at(-2)).toBe(question);

  const visitor = await browser.newPage();
  await visitor.goto(paths.contact.getHref());
  const trigger = visitor.getByRole("button", { name: question });
  await trigger.focus();
  await visitor.keyboard.press("Enter");
  await expect(visitor.getByText("Belum ada. Semua kelas berlangsung Senin sampai Jumat.")).toBeVisible();
  await visitor.close();

  await rowAction(page, `Aksi untuk ${question}`, "Hapus");
  await confirmDeletion(page);
  await expectToast(page, "FAQ berhasil dihapus.");
  expect(await positions()).not.toContain(question);
  await snap(page, "admin-faq-journey", "light");
});
