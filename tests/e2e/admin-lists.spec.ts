/**
 * Admin lists in a real browser against the embedded backend: the schedule list searched, sorted
 * and paged, the view surviving a reload (it lives in the URL); keyboard-only edit and delete at
 * 390 px with the focus never under the sticky top bar; every admin table (programs, schedules,
 * instructors, facilities, hero banners, announcements, FAQ) scanned by axe and photographed at 1440
 * and 390 px, light and dark, and at 390 and 900 px checked for cells hidden under the row menu or past
 * the screen edge; a long FAQ question wraps beside (never under) its 'Aksi' menu at 390 px; the focus
 * after a deletion (next row, previous row, the heading) in a table and in the gallery grid; every
 * paged admin list (and the change history) at 320 px without sideways scrolling.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import {
  confirmDeletion,
  dbCount,
  dbSelect,
  dbWrite,
  expect,
  expectAccessible,
  expectFocusVisible,
  expectToast,
  settle,
  signInAsAdmin,
  snap,
  tabTo,
  test,
  today,
  uniq,
} from "./support";

const pad = (n: number) => String(n).padStart(2, "0");

type Box = { left: number; right: number; top: number; bottom: number };

/**
 * What is wrong with the admin table's layout on this screen: the page or the table scrolling
 * sideways, a cell reaching past the screen edge, a cell whose text is cut off inside it, or a cell
 * overlapping its row's 'Aksi' cell (the last one). Empty when every cell can be read.
 */
async function tableLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const container = document.querySelector<HTMLElement>("[data-slot=table-container]");
    if (!container) return ["no table"];
    if (container.scrollWidth > container.clientWidth) problems.push(`table scrolls sideways (${container.scrollWidth} > ${container.clientWidth})`);
    const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const row of container.querySelectorAll("tbody tr")) {
      const cells = [...row.querySelectorAll<HTMLElement>(":scope > td")];
      if (cells.length < 2) continue;
      const actions = cells.at(-1)!.getBoundingClientRect();
      for (const cell of cells.slice(0, -1)) {
        const box = cell.getBoundingClientRect();
        const text = (cell.textContent ?? "").trim().slice(0, 40);
        if (overlap(box, actions)) problems.push(`"${text}" lies under the Aksi cell`);
        if (box.right > width + 0.5 || box.left < -0.5) problems.push(`"${text}" reaches past the screen edge`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`"${text}" is cut off (${cell.scrollWidth} > ${cell.clientWidth})`);
      }
    }
    return problems;
  });
}

/** From the focused row menu button, by keyboard: 'Hapus', then `answer` in the confirmation naming `name`. */
async function answerDeletionByKeyboard(page: Page, name: string, answer: "Batal" | "Ya, Hapus"): Promise<void> {
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Hapus" })).toBeFocused();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Apakah Anda yakin?" });
  await expect(confirm).toContainText(name);
  await tabTo(page, confirm.getByRole("button", { name: answer }), 5);
  await page.keyboard.press("Enter");
}

test.describe("admin lists: search, sort and pages in the URL", () => {
  test("45 schedules: search, sort by Program Kejuruan, page 2, reload shows the same view; keyboard edit and delete at 390 px", async ({ page }) => {
    const tag = `Daftar${uniq()}`;
    const rows = Array.from({ length: 45 }, (_, i) => ({
      program: `${tag} ${pad(i + 1)}`,
      programCategory: "PBK Reguler",
      instructorName: ["Instruktur Uji"],
      batch: "Batch 1",
      startDate: today(10 + i),
      endDate: today(90),
      status: "Segera Dibuka",
    }));
    await dbWrite("POST", "schedules", "select=id", rows);
    try {
      await signInAsAdmin(page);
      await page.goto(paths.admin.schedules.getHref());
      await settle(page);
      await page.getByRole("searchbox", { name: "Cari jadwal" }).fill(tag);
      await expect(page.getByText("Menampilkan 1–20 dari 45 jadwal")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`cari=${tag}`));
      // Default: status order, then the latest start first.
      const firstProgram = page.getByRole("row").nth(1).getByRole("cell").first();
      await expect(firstProgram).toHaveText(`${tag} 45`);

      const header = page.getByRole("columnheader", { name: "Program Kejuruan" });
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(firstProgram).toHaveText(`${tag} 01`);
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(firstProgram).toHaveText(`${tag} 45`);
      await page.getByRole("button", { name: /Berikutnya/ }).click();
      await expect(page.getByText("Menampilkan 21–40 dari 45 jadwal")).toBeVisible();
      await expect(firstProgram).toHaveText(`${tag} 25`);
      await expect(page).toHaveURL(new RegExp(`\\?cari=${tag}&urut=program&arah=desc&halaman=2$`));

      await page.reload();
      await settle(page);
      await expect(page.getByText("Menampilkan 21–40 dari 45 jadwal")).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Cari jadwal" })).toHaveValue(tag);
      await expect(page.getByRole("columnheader", { name: "Program Kejuruan" })).toHaveAttribute("aria-sort", "descending");
      await expect(firstProgram).toHaveText(`${tag} 25`);

      // Keyboard only at 390 px: open a row's menu, edit (unchanged: closes silently), then delete.
      await page.setViewportSize({ width: 390, height: 844 });
      const target = `${tag} 20`;
      const actions = page.getByRole("button", { name: `Aksi untuk jadwal ${target}`, exact: true });
      await page.getByRole("searchbox", { name: "Cari jadwal" }).focus();
      await tabTo(page, actions, 120);
      await expectFocusVisible(page);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Edit" })).toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Edit Jadwal" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Batch")).toHaveValue("Batch 1");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(actions).toBeFocused();
      await expectFocusVisible(page);

      await answerDeletionByKeyboard(page, target, "Ya, Hapus");
      await expectToast(page, "Jadwal berhasil dihapus.");
      await expect(page.getByText("Menampilkan 21–40 dari 44 jadwal")).toBeVisible();
      expect(await dbCount("schedules", `program=eq.${encodeURIComponent(target)}`)).toBe(0);
    } finally {
      await dbWrite("DELETE", "schedules", `program=like.${tag}*&select=id`);
    }
  });

  test("keyboard only at 390 px: add a schedule (program list, instructor search, date range, batch)", async ({ page }) => {
    const batch = `Batch Papan ${uniq()}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.schedules.getHref());
    await settle(page);
    try {
      const add = page.getByRole("button", { name: "Tambah Jadwal" });
      await tabTo(page, add);
      await expectFocusVisible(page);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Tambah Jadwal Baru" });
      await expect(dialog).toBeVisible();

      const program = dialog.getByRole("combobox", { name: "Program Pelatihan" });
      await tabTo(page, program, 5);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("listbox")).toBeHidden();
      await expect(program).toBeFocused(); // the list gives the focus back before the next Tab
      await expect(dialog.getByLabel("Kategori")).not.toHaveValue("");

      const instructors = dialog.getByRole("combobox", { name: "Instruktur" });
      await tabTo(page, instructors, 5);
      await page.keyboard.press("Enter");
      await page.keyboard.type("Cut");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeVisible(); // Escape closed the pick list only
      await expect(instructors).toContainText("1 dipilih");
      await expect(instructors).toBeFocused();

      const period = dialog.getByRole("button", { name: "Periode Pelaksanaan" });
      await tabTo(page, period, 5);
      await page.keyboard.press("Enter");
      const calendar = page.locator("[data-slot=popover-content]").last();
      await expect(calendar).toBeVisible();
      await expect.poll(() => calendar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Escape");
      await expect(calendar).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(period).toBeFocused();
      await expect(period).not.toContainText("Pilih rentang tanggal");

      await tabTo(page, dialog.getByLabel("Batch"), 5);
      await expectFocusVisible(page);
      await page.keyboard.type(batch);
      await page.keyboard.press("Enter");
      await expectToast(page, "Jadwal berhasil ditambahkan.");
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
      expect(await dbCount("schedules", `batch=eq.${encodeURIComponent(batch)}`)).toBe(1);
    } finally {
      await dbWrite("DELETE", "schedules", `batch=eq.${encodeURIComponent(batch)}&select=id`);
    }
  });

  test("admin-faq-list at 390 px: a long question wraps beside its Aksi menu, never under it", async ({ page }) => {
    const question = `Apakah peserta yang bekerja pada hari kerja dapat mengikuti pelatihan berbasis kompetensi pada kelas malam atau kelas akhir pekan di UPTD BLK Banda Aceh ${uniq()}?`;
    const [last] = await dbSelect<{ position: number }>("faq", "select=position&order=position.desc&limit=1");
    await dbWrite("POST", "faq", "select=id", { question, answer: "Belum ada kelas malam.", position: (last?.position ?? 0) + 1 });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsAdmin(page);
      await page.goto(paths.admin.faqs.getHref());
      await settle(page);
      const actions = page.getByRole("button", { name: `Aksi untuk ${question}`, exact: true });
      const row = page.getByRole("row").filter({ has: actions });
      const questionCell = row.getByRole("cell").filter({ hasText: question });
      const actionsCell = row.getByRole("cell").filter({ has: actions });
      await expect(questionCell).toBeVisible();
      const [q, a] = [await questionCell.boundingBox(), await actionsCell.boundingBox()];
      if (!q || !a) throw new Error("no layout for the question or its Aksi cell");
      const apart = q.x + q.width <= a.x + 0.5 || a.x + a.width <= q.x + 0.5 || q.y + q.height <= a.y + 0.5 || a.y + a.height <= q.y + 0.5;
      expect(apart, `question cell ${JSON.stringify(q)} overlaps the Aksi cell ${JSON.stringify(a)}`).toBe(true);
      expect(q.x + q.width).toBeLessThanOrEqual(390);
      // The whole question is on screen, wrapped over several lines (not cut off, not one long line).
      expect(q.height).toBeGreaterThan(60);
      await actions.scrollIntoViewIfNeeded();
      await expect(actions).toBeInViewport({ ratio: 1 });
      expect(await tableLayoutProblems(page)).toEqual([]);
    } finally {
      await dbWrite("DELETE", "faq", `question=eq.${encodeURIComponent(question)}&select=id`);
    }
  });

  const LISTS = [
    { name: "admin-program-list", path: paths.admin.programs.getHref(), search: "Cari program", sorted: "Nama" },
    { name: "admin-jadwal-list", path: paths.admin.schedules.getHref(), search: "Cari jadwal", sorted: "Periode Pelaksanaan" },
    { name: "admin-instruktur-list", path: paths.admin.instructors.getHref(), search: "Cari instruktur", sorted: "Jabatan" },
    { name: "admin-fasilitas-list", path: paths.admin.facilities.getHref(), search: "Cari fasilitas", sorted: "Nama" },
    { name: "admin-hero-banner-list", path: paths.admin.banners.getHref(), search: "Cari banner", sorted: "Periode Aktif" },
    { name: "admin-pengumuman-list", path: paths.admin.announcements.getHref(), search: "Cari pengumuman", sorted: "Tanggal Terbit" },
    { name: "admin-faq-list", path: paths.admin.faqs.getHref(), search: "Cari FAQ", sorted: "Pertanyaan" },
  ];

  for (const list of LISTS) {
    test(`${list.name}: search box and a sorted column, axe and screenshots at 1440 and 390 px, light and dark; every cell readable at 390 and 900 px`, async ({ page }) => {
      await signInAsAdmin(page);
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        for (const theme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
          await page.goto(list.path);
          await settle(page);
          const header = page.getByRole("columnheader", { name: list.sorted });
          await header.getByRole("button").click();
          await expect(header).toHaveAttribute("aria-sort", "ascending");
          await settle(page);
          await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
          await expect(page.getByRole("searchbox", { name: list.search })).toBeVisible();
          if (list.name === "admin-faq-list") {
            await expect(page.getByText("Urutan hanya dapat diubah saat daftar ditampilkan menurut urutan, tanpa pencarian.")).toBeVisible();
          }
          if (size.width === 390) expect(await tableLayoutProblems(page)).toEqual([]);
          await expectAccessible(page, list.name, theme);
          await snap(page, list.name, theme);
        }
      }
      // A tablet gets the cards too (the programs, schedules and banners tables are wider than 900 px).
      await page.setViewportSize({ width: 900, height: 900 });
      await page.goto(list.path);
      await settle(page);
      expect(await tableLayoutProblems(page)).toEqual([]);
    });
  }
});

/** The accessible name (aria-label, else text) of the focused element. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? (el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "") : null;
  });
}

test.describe("admin lists: the focus after a deletion", () => {
  test("keyboard only at 390 px: the focus goes to the next row's menu, the previous row's after the last, the heading when the list is empty; Batal gives it back", async ({ page }) => {
    const tag = `Fokus${uniq()}`;
    const names = ["A", "B", "C"].map((letter) => `${tag} ${letter}`);
    await dbWrite("POST", "instructors", "select=id", names.map((name) => ({ name, title: "Instruktur Uji" })));
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsAdmin(page);
      await page.goto(`${paths.admin.instructors.getHref()}?cari=${tag}&urut=name&arah=asc`);
      await settle(page);
      const menu = (name: string) => page.getByRole("button", { name: `Aksi untuk ${name}`, exact: true });
      await expect(page.getByRole("button", { name: new RegExp(`^Aksi untuk ${tag}`) })).toHaveCount(3);

      const remove = async (name: string, answer: "Batal" | "Ya, Hapus") => {
        await menu(name).focus();
        await answerDeletionByKeyboard(page, name, answer);
        await expect(page.getByRole("alertdialog")).toBeHidden({ timeout: 20_000 });
        if (answer === "Ya, Hapus") {
          await expectToast(page, "Instruktur berhasil dihapus.");
          await expect(menu(name)).toHaveCount(0);
        }
      };

      await remove(names[1], "Batal");
      await expect(menu(names[1])).toBeFocused();
      await remove(names[1], "Ya, Hapus");
      await expect(menu(names[2])).toBeFocused();
      await expectFocusVisible(page);
      await remove(names[2], "Ya, Hapus");
      await expect(menu(names[0])).toBeFocused();
      await remove(names[0], "Ya, Hapus");
      await expect(page.getByText(`Tidak ada instruktur yang cocok dengan "${tag}".`)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Manajemen Instruktur" })).toBeFocused();
      // The next Tab continues from the heading, not from the top of the page.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Tambah Instruktur" })).toBeFocused();
    } finally {
      await dbWrite("DELETE", "instructors", `name=like.${tag}*&select=id`);
    }
  });

  test("gallery grid: after a photo is deleted the focus goes to the next photo's delete button", async ({ page }) => {
    const tag = `Fokus${uniq()}`;
    const photo = (await dbSelect<{ src: string }>("gallery", "select=src&limit=1"))[0].src;
    await dbWrite(
      "POST",
      "gallery",
      "select=id",
      [1, 2].map((n) => ({ src: photo, filePath: `fokus/${tag}-${n}.jpg`, caption: `${tag} ${n}`, alt: `Foto uji ${n}` })),
    );
    try {
      await signInAsAdmin(page);
      await page.goto(`${paths.admin.gallery.getHref()}?cari=${tag}&urut=caption&arah=asc`);
      await settle(page);
      const remove = (n: number) => page.getByRole("button", { name: `Hapus foto ${tag} ${n}`, exact: true });
      await remove(1).focus();
      await page.keyboard.press("Enter");
      await confirmDeletion(page);
      await expectToast(page, "Foto berhasil dihapus.");
      await expect(remove(1)).toHaveCount(0);
      await expect(remove(2)).toBeFocused();
      await page.keyboard.press("Enter");
      await confirmDeletion(page);
      await expect(remove(2)).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: "Manajemen Galeri" })).toBeFocused();
      expect(await focusedName(page)).toBe("Manajemen Galeri");
    } finally {
      await dbWrite("DELETE", "gallery", `caption=like.${tag}*&select=id`);
    }
  });
});

test.describe("admin lists at 320 px", () => {
  /** Each list's table, the column that names a row, and its pager's navigation label. */
  const PAGED = [
    { path: paths.admin.programs.getHref(), table: "programs", name: "name" },
    { path: paths.admin.instructors.getHref(), table: "instructors", name: "name" },
    { path: paths.admin.schedules.getHref(), table: "schedules", name: "program" },
    { path: paths.admin.facilities.getHref(), table: "facilities", name: "name" },
    { path: paths.admin.gallery.getHref(), table: "gallery", name: "caption" },
    { path: paths.admin.banners.getHref(), table: "hero_banners", name: "title" },
    { path: paths.admin.announcements.getHref(), table: "announcements", name: "title" },
    { path: paths.admin.faqs.getHref(), table: "faq", name: "question" },
  ];

  test("every paged admin list and the change history: the pager fits, nothing scrolls sideways", async ({ page }) => {
    const tag = `Lebar${uniq()}`;
    // 21 copies of a demo row in every list (one page is 20), which also fills the change history.
    for (const list of PAGED) {
      const [model] = await dbSelect<Record<string, unknown>>(list.table, "select=*&limit=1");
      const [last] = list.table === "faq" ? await dbSelect<{ position: number }>("faq", "select=position&order=position.desc&limit=1") : [];
      const rows = Array.from({ length: 21 }, (_, i) => {
        const { id: _id, created_at: _created, ...row } = model;
        return { ...row, [list.name]: `${tag} ${pad(i + 1)}`, ...(last ? { position: last.position + i + 1 } : {}) };
      });
      await dbWrite("POST", list.table, "select=id", rows);
    }
    try {
      await page.setViewportSize({ width: 320, height: 720 });
      await signInAsAdmin(page);
      for (const path of [...PAGED.map((list) => list.path), paths.admin.history.getHref()]) {
        await page.goto(path);
        await settle(page);
        const pager = page.getByRole("navigation", { name: /^Halaman (daftar|riwayat)$/ });
        await expect(pager).toBeVisible();
        const sizes = await page.evaluate(() => {
          const nav = document.querySelector<HTMLElement>('nav[aria-label^="Halaman "]')!;
          const root = document.documentElement;
          return { pager: nav.scrollWidth, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
        });
        console.log(`[320 px] ${path}: pager ${sizes.pager} px, page ${sizes.scrollWidth}/${sizes.clientWidth} px`);
        expect.soft(sizes.scrollWidth, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(sizes.clientWidth);
        const box = await pager.boundingBox();
        expect.soft(box!.x + sizes.pager, `${path}: the pager reaches past the screen edge`).toBeLessThanOrEqual(sizes.clientWidth);
        await pager.scrollIntoViewIfNeeded();
        await snap(page, `pager-320-${path.split("/").pop()}`, "light", { fullPage: false });
      }
    } finally {
      for (const list of PAGED) await dbWrite("DELETE", list.table, `${list.name}=like.${tag}*&select=id`);
    }
  });
});
