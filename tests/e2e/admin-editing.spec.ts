/**
 * Safe editing in the admin panel, in a real browser against the embedded backend:
 * - the unsaved-changes guard (Escape, a navigation link, closing the tab) on a dialog and a page form;
 * - syllabus ordering by dragging a handle with the mouse and by the keyboard alternative, saved;
 * - a photo upload over a throttled connection shows compression and upload progress (percent, MB),
 *   and a cancelled upload leaves nothing in the bucket and no row.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import {
  adminMenuLink,
  confirmDeletion,
  dbCount,
  dbSelect,
  dbWrite,
  expect,
  expectAccessible,
  expectToast,
  animationsFinished,
  fixture,
  listObjects,
  rowAction,
  settle,
  signInAsAdmin,
  snap,
  test,
  uniq,
  applyTheme,
} from "./support";

const QUESTION = /^Perubahan belum disimpan/;

test.describe("unsaved-changes guard", () => {
  test("asks before a changed dialog or page form is thrown away; untouched or saved forms close silently", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(paths.admin.instructors.getHref());
    await settle(page);
    const add = page.getByRole("button", { name: "Tambah Instruktur" });
    const dialog = page.getByRole("dialog", { name: "Tambah Instruktur Baru" });

    // Untouched: Escape closes at once.
    await add.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Changed: Escape asks; keep editing; a click outside asks too; discard closes without saving.
    const name = `Belum Disimpan ${uniq()}`;
    await add.click();
    await dialog.getByLabel("Nama").fill(name);
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: QUESTION });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole("button", { name: "Lanjutkan Mengedit" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel("Nama")).toHaveValue(name);
    await page.mouse.click(5, 5); // the overlay, outside the dialog
    await expect(ask).toBeVisible();
    await applyTheme(page, "dark");
    await expectAccessible(page, "guard-question", "dark");
    await snap(page, "guard-question", "dark", { fullPage: false });
    await ask.getByRole("button", { name: "Buang Perubahan" }).click();
    await expect(dialog).toBeHidden();
    expect(await dbCount("instructors", `name=eq.${encodeURIComponent(name)}`)).toBe(0);

    // A page form: leaving by a navigation link asks; closing the tab triggers the browser's question.
    await page.goto(paths.admin.contact.getHref());
    await settle(page);
    await page.getByLabel("Nomor Telepon").fill("0651 000 111");
    await (await adminMenuLink(page, "Pelatihan", "Jadwal")).click();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Lanjutkan Mengedit" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.admin.contact.getHref()}$`));
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.type());
      void d.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toContain("beforeunload");
  });
});

/** A seeded program with at least three syllabus items, and its items in order. */
async function programWithSyllabus(): Promise<{ id: number; name: string; titles: string[] }> {
  const programs = await dbSelect<{ id: number; name: string; syllabus_items: { title: string; item_order: number }[] }>(
    "programs",
    "select=id,name,syllabus_items(title,item_order)&order=id",
  );
  const program = programs.find((p) => p.syllabus_items.length >= 3)!;
  return {
    id: program.id,
    name: program.name,
    titles: [...program.syllabus_items].sort((a, b) => a.item_order - b.item_order).map((i) => i.title),
  };
}

async function savedTitles(programId: number): Promise<string[]> {
  const rows = await dbSelect<{ title: string }>("syllabus_items", `select=title&program_id=eq.${programId}&order=item_order`);
  return rows.map((r) => r.title);
}

test.describe("syllabus ordering", () => {
  test("drag an item by its handle, then move one with the keyboard; the order is saved", async ({ page }) => {
    const program = await programWithSyllabus();
    const [first, second, third, ...rest] = program.titles;
    await signInAsAdmin(page);
    await page.goto(paths.admin.programs.getHref());
    await settle(page);
    await rowAction(page, `Aksi untuk ${program.name}`, "Kelola Silabus");
    const dialog = page.getByRole("dialog", { name: "Kelola Silabus" });
    const titles = () => dialog.getByLabel("Judul Materi").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    await expect.poll(titles).toEqual(program.titles);
    // The titles can be there while the dialog is still zooming in: measure the boxes once it has stopped.
    await animationsFinished(dialog);

    // Mouse: drag item 1's handle below item 2.
    // The pointer moves by exactly the distance between the two items' centres, so the dragged item ends on item 2's
    // centre: closest-centre collision then has one answer (a drop between two centres depended on timing).
    const handle = dialog.getByRole("button", { name: "Seret untuk memindahkan materi 1" });
    const grip = (await handle.boundingBox())!;
    const source = (await dialog.getByRole("listitem", { name: "Materi 1" }).boundingBox())!;
    const target = (await dialog.getByRole("listitem", { name: "Materi 2" }).boundingBox())!;
    const pitch = target.y + target.height / 2 - (source.y + source.height / 2);
    const x = grip.x + grip.width / 2;
    const y = grip.y + grip.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 20, { steps: 4 });
    await page.mouse.move(x, y + pitch, { steps: 12 });
    await page.mouse.up();
    await expect.poll(titles).toEqual([second, first, third, ...rest]);

    // Keyboard: Tab to 'move item 3 up', Enter; the move is announced.
    const up = dialog.getByRole("button", { name: "Pindahkan materi 3 ke atas" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect.poll(titles).toEqual([second, third, first, ...rest]);
    await snap(page, "syllabus-ordering", "light", { fullPage: false });
    await expect(dialog.getByTestId("syllabus-announcement")).toHaveText(/^Materi ".+" dipindahkan ke posisi 2 dari \d+\.$/);

    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, `Silabus untuk program ${program.name} berhasil diperbarui.`);
    expect(await savedTitles(program.id)).toEqual([second, third, first, ...rest]);
  });
});

/** Slows the page's network down like mobile data (CDP network emulation). */
async function throttle(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 4 * bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

async function openAddPhoto(page: Page, caption: string) {
  await page.goto(paths.admin.gallery.getHref());
  await settle(page);
  await page.getByRole("button", { name: "Tambah Foto" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Foto" });
  await dialog.getByLabel("Foto").setInputFiles(fixture("photo-large.jpg"));
  await dialog.getByLabel("Keterangan").fill(caption);
  await dialog.getByLabel("Teks Alternatif").fill("Foto uji unggahan lambat");
  return dialog;
}

test.describe("uploads on a slow connection", () => {
  test("a throttled upload shows compression and upload progress, then saves", async ({ page }) => {
    await signInAsAdmin(page);
    const caption = `Unggah lambat ${uniq()}`;
    const dialog = await openAddPhoto(page, caption);
    await throttle(page, 96 * 1024);
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText(/^Mengompresi foto\.\.\. \d+%$/)).toBeVisible();
    const uploading = dialog.getByText(/^Mengunggah foto\.\.\. (\d+)% \((\d+\.\d\d) MB dari (\d+\.\d\d) MB\)$/);
    await expect(uploading).toBeVisible({ timeout: 30_000 });
    const bar = dialog.getByRole("progressbar", { name: "Unggahan foto" });
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 30_000 }).toBeGreaterThan(10);
    const text = (await uploading.textContent())!;
    const [, , sent, total] = /(\d+)% \((\S+) MB dari (\S+) MB\)/.exec(text)!;
    expect(Number(total)).toBeLessThanOrEqual(1.0);
    expect(Number(sent)).toBeLessThan(Number(total));
    await expectAccessible(page, "upload-progress", "light");
    await snap(page, "upload-progress", "light", { fullPage: false });
    await expectToast(page, "Foto berhasil ditambahkan.");
    const [row] = await dbSelect<{ filePath: string }>("gallery", `select=filePath&caption=eq.${encodeURIComponent(caption)}`);
    expect((await listObjects("gallery")).some((o) => o.name === row.filePath)).toBe(true);
  });

  test("a cancelled upload leaves nothing in the bucket and no row", async ({ page }) => {
    await signInAsAdmin(page);
    const objectsBefore = (await listObjects("gallery")).length;
    const rowsBefore = await dbCount("gallery");
    const caption = `Dibatalkan ${uniq()}`;
    const dialog = await openAddPhoto(page, caption);
    await throttle(page, 48 * 1024);
    await dialog.getByRole("button", { name: "Simpan" }).click();
    const bar = dialog.getByRole("progressbar", { name: "Unggahan foto" });
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 40_000 }).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Batalkan Unggahan" }).click();
    await expectToast(page, "Unggahan dibatalkan.");
    await expect(dialog.getByRole("button", { name: "Simpan" })).toBeEnabled();
    await expect(dialog.getByLabel("Keterangan")).toHaveValue(caption);
    expect(await dbCount("gallery")).toBe(rowsBefore);
    await expect.poll(async () => (await listObjects("gallery")).length).toBe(objectsBefore);
  });
});

test.describe("admin lists beyond PostgREST's 1000 rows", () => {
  test("1,110 gallery photos: search, the last page (past row 1000) is reachable from the URL, and its oldest photo can be deleted", async ({ page }) => {
    const tag = `Arsip${uniq()}`;
    const photo = (await dbSelect<{ src: string }>("gallery", "select=src&limit=1"))[0].src;
    const rows = Array.from({ length: 1110 }, (_, i) => ({
      src: photo,
      filePath: `arsip/${tag}-${i + 1}.jpg`,
      caption: `${tag} ${String(i + 1).padStart(4, "0")}`,
      alt: `Foto arsip nomor ${i + 1}`,
      created_at: new Date(Date.UTC(2001, 0, 1, 0, i)).toISOString(),
    }));
    await dbWrite("POST", "gallery", "select=id", rows);
    try {
      expect(await dbCount("gallery", `caption=like.${tag}*`)).toBe(1110);
      await signInAsAdmin(page);
      await page.goto(paths.admin.gallery.getHref());
      await settle(page);
      await page.getByRole("searchbox", { name: "Cari foto" }).fill(tag);
      await expect(page.getByText("Menampilkan 1–20 dari 1.110 foto")).toBeVisible();
      await expect(page.getByText("Halaman 1 dari 56")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`cari=${tag}`));

      // A shared link to the last page: photos 1101..1110 of the list, i.e. the oldest ten.
      await page.goto(`${paths.admin.gallery.getHref()}?cari=${tag}&halaman=56`);
      await settle(page);
      await expect(page.getByText("Menampilkan 1.101–1.110 dari 1.110 foto")).toBeVisible();
      const grid = page.getByRole("list", { name: "Foto galeri" });
      await expect(grid.getByRole("listitem")).toHaveCount(10);
      const oldest = `${tag} 0001`;
      await expect(grid.getByText(oldest, { exact: true })).toBeVisible();

      await grid.getByRole("button", { name: `Hapus foto ${oldest}` }).focus();
      await page.keyboard.press("Enter");
      await confirmDeletion(page);
      await expectToast(page, "Foto berhasil dihapus.");
      await expect(grid.getByRole("listitem")).toHaveCount(9);
      expect(await dbCount("gallery", `caption=eq.${encodeURIComponent(oldest)}`)).toBe(0);

      // Sorted oldest first, the next oldest leads page 1 and the URL says so.
      await page.getByLabel("Urutkan").selectOption({ label: "Terlama" });
      await expect(grid.getByRole("listitem").first()).toContainText(`${tag} 0002`);
      await expect(page).toHaveURL(/urut=created_at&arah=asc/);
      await page.reload();
      await expect(page.getByRole("list", { name: "Foto galeri" }).getByRole("listitem").first()).toContainText(`${tag} 0002`);

      // The same view at 390 px, keyboard-reachable and without axe violations, light and dark.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await page.goto(`${paths.admin.gallery.getHref()}?cari=${tag}&halaman=2`);
        await settle(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByText("Halaman 2 dari 56")).toBeVisible();
        await expectAccessible(page, "admin-gallery-paged", theme);
        await snap(page, "admin-gallery-paged-390", theme);
        await page.goto(`${paths.admin.instructors.getHref()}?urut=title&arah=desc`);
        await settle(page);
        await expect(page.getByRole("columnheader", { name: "Jabatan" })).toHaveAttribute("aria-sort", "descending");
        await expectAccessible(page, "admin-instructors-sorted", theme);
        await snap(page, "admin-instructors-sorted-390", theme);
      }
    } finally {
      await dbWrite("DELETE", "gallery", `caption=like.${tag}*&select=id`);
    }
  });
});
