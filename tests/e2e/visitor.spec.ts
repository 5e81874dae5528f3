/**
 * Visitor journeys (docs/product.md, Public layout, Public pages), run at 1440×900 ("desktop") and 390×844 ("mobile").
 * Expected values come from the backend (service role), so the journeys stay true to the seed. Also measured: the
 * hero's slide dots as pointer targets (WCAG 2.5.8) and the skip link, focused by Tab, beside the logo (not over it).
 */
import type { Locator, Page } from "@playwright/test";
import { dbSelect, expect, settle, signInAsAdmin, snap, statusOf, test, today } from "./support";
import { paths } from "../../src/config/paths";
import { urlEndingWith } from "./support";
import { matchPath } from "react-router-dom";

type Program = { id: number; name: string; category: string; is_featured: boolean; description: string; duration: string };
type Schedule = { id: number; program: string; startDate: string; endDate: string };
type Banner = { id: number; title: string; start_date: string; end_date: string; autoplay_delay_ms: number | null; created_at: string };

const STATUS_RANK = { Berlangsung: 1, "Segera Dibuka": 2, Ditutup: 3 } as const;

test.describe("visitor", () => {
  test("home: hero carousel moves and pauses; featured programs, schedules, facilities, call to action", async ({ page }) => {
    const banners = (await dbSelect<Banner>("hero_banners", "select=*&order=created_at.desc")).filter(
      (b) => b.start_date <= today() && today() <= b.end_date,
    );
    const programs = await dbSelect<Program>("programs", "select=*");
    const schedules = await dbSelect<Schedule>("schedules", "select=*");
    const facilities = await dbSelect("facilities", "select=id");
    expect(banners.length, "the seed has at least 2 active banners").toBeGreaterThanOrEqual(2);

    await page.goto(paths.home.getHref());
    const hero = page.getByRole("region", { name: "Banner utama" });
    await expect(hero).toBeVisible();
    await expect(hero.getByRole("group", { name: `1 dari ${banners.length}: ${banners[0].title}` })).toBeVisible();
    const dots = hero.getByRole("group", { name: "Pilih slide" }).getByRole("button");
    await expect(dots).toHaveCount(banners.length);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    // autoplay (the first banner's delay, 5000 ms by default) moves to slide 2
    const delay = banners[0].autoplay_delay_ms ?? 5000;
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: delay + 4000 });

    // the pause button stops it
    await hero.getByRole("button", { name: "Jeda slide otomatis" }).click();
    await expect(hero.getByRole("button", { name: "Putar slide otomatis" })).toBeVisible();
    await page.mouse.move(5, 890); // leave the carousel: hovering pauses too, the button must be enough
    const current = await dots.evaluateAll((els) => els.findIndex((e) => e.getAttribute("aria-current") === "true"));
    await page.waitForTimeout(delay + 1500);
    await expect(dots.nth(current)).toHaveAttribute("aria-current", "true");
    // manual navigation still works
    await hero.getByRole("button", { name: "Slide berikutnya" }).click();
    await expect(dots.nth((current + 1) % banners.length)).toHaveAttribute("aria-current", "true");
    // the primary and contact buttons
    await expect(hero.getByRole("link", { name: "Hubungi Kami" }).first()).toHaveAttribute("href", paths.contact.getHref());

    const featured = programs.filter((p) => p.is_featured);
    const featuredSection = page.getByRole("region", { name: "Program Unggulan" });
    await expect(featuredSection.getByTestId("program-card")).toHaveCount(featured.length);
    await expect(featuredSection.getByRole("link", { name: `Lihat Detail ${featured[0].name}` }).first()).toBeAttached();
    // Its carousel (embla) starts once it comes near the screen, not while the page loads (docs/performance.md, "After
    // hydration"); then its arrows move it. A press before embla has started does nothing, hence the retry.
    const width = page.viewportSize()?.width ?? 0;
    if (featured.length > (width < 640 ? 1 : width < 1024 ? 2 : 3)) {
      const previous = featuredSection.getByRole("button", { name: "Program sebelumnya" });
      await expect(previous).toBeDisabled();
      await featuredSection.scrollIntoViewIfNeeded();
      await expect(async () => {
        await featuredSection.getByRole("button", { name: "Program berikutnya" }).click();
        await expect(previous).toBeEnabled({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
    }

    const upcoming = schedules.filter((s) => statusOf(s.startDate, s.endDate) !== "Ditutup");
    const schedulesSection = page.getByRole("region", { name: "Jadwal Pelatihan" });
    await expect(schedulesSection.getByTestId("schedule-card")).toHaveCount(Math.min(4, upcoming.length));
    await expect(schedulesSection.locator('[data-status="Ditutup"]')).toHaveCount(0);
    await expect(schedulesSection.getByRole("link", { name: "Lihat Semua Jadwal" })).toHaveAttribute("href", paths.schedules.getHref());

    const facilitiesSection = page.getByRole("region", { name: "Fasilitas Modern" });
    await expect(facilitiesSection.getByTestId("facility-card")).toHaveCount(Math.min(6, facilities.length));

    await page.getByRole("link", { name: "Lihat Jadwal Pelatihan" }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.schedules.getHref()));
    await expect(page.getByRole("heading", { level: 1, name: "Jadwal Pelatihan" })).toBeVisible();
  });

  test("programs list: every category filter card", async ({ page }) => {
    const programs = await dbSelect<Program>("programs", "select=id,name,category");
    await page.goto(paths.programs.getHref());
    await expect(page.getByRole("heading", { level: 1, name: "Program Pelatihan" })).toBeVisible();
    const filters = page.getByRole("group", { name: "Filter kategori program" });
    const grid = page.getByTestId("program-grid");
    await expect(grid.getByTestId("program-card")).toHaveCount(programs.length);

    const cards: [string, string | null][] = [
      ["PBL (Project-Based Learning)", "PBL"],
      ["PBK Reguler", "PBK Reguler"],
      ["PBK Durasi Pendek", "PBK Durasi Pendek"],
      ["Semua Kategori", null],
    ];
    for (const [title, category] of cards) {
      const button = filters.getByRole("button", { name: new RegExp(`^${title.replace(/[()]/g, "\\$&")}`) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const expected = programs.filter((p) => category === null || p.category === category);
      await expect(grid.getByTestId("program-card")).toHaveCount(expected.length);
      if (category) {
        await expect(page).toHaveURL(new RegExp(`\\?.*=${encodeURIComponent(category).replace(/%20/g, "(\\+|%20)")}`));
        for (const text of await grid.getByText(/^Kategori: /).allTextContents()) expect(text).toBe(`Kategori: ${category}`);
      } else {
        await expect(page).toHaveURL(urlEndingWith(paths.programs.getHref()));
      }
    }
    // a card leads to the program's detail page
    await grid.getByTestId("program-card").first().getByRole("link").click();
    await expect(page).toHaveURL((url) => matchPath(paths.programDetail.path, url.pathname) !== null);
  });

  test("category grid → a category → a program → the Silabus tab with its total JP", async ({ page }) => {
    const programs = await dbSelect<Program & { syllabus_items: { duration_jp: number; title: string; item_order: number }[] }>(
      "programs",
      "select=id,name,category,syllabus_items(duration_jp,title,item_order)&order=created_at.desc",
    );
    await page.goto(paths.categories.getHref());
    await expect(page.getByRole("heading", { level: 1, name: "Kategori Program Pelatihan" })).toBeVisible();
    const categoryCards = page.getByTestId("category-card");
    await expect(categoryCards).toHaveCount(new Set(programs.map((p) => p.category)).size);
    await expect(categoryCards.first()).toContainText("PBL");

    await categoryCards.filter({ hasText: "PBK Reguler" }).first().click();
    await expect(page).toHaveURL(urlEndingWith(paths.categoryPrograms.getHref("PBK Reguler")));
    await expect(page.getByRole("heading", { level: 1, name: "Program Pelatihan: PBK Reguler" })).toBeVisible();
    const reguler = programs.filter((p) => p.category === "PBK Reguler");
    await expect(page.getByTestId("program-card")).toHaveCount(reguler.length);

    const program = reguler.find((p) => p.syllabus_items.length > 0)!;
    await page.getByRole("link", { name: `Lihat Detail ${program.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: program.name })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Deskripsi" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Silabus" }).click();
    const total = program.syllabus_items.reduce((sum, i) => sum + i.duration_jp, 0);
    await expect(page.getByText(`Total Durasi: ${total} Jam Pelajaran (JP)`)).toBeVisible();
    const items = page.getByRole("list", { name: "Silabus" }).getByTestId("syllabus-item");
    await expect(items).toHaveCount(program.syllabus_items.length);
    const first = [...program.syllabus_items].sort((a, b) => a.item_order - b.item_order)[0];
    await expect(items.first()).toContainText(first.title);
    await expect(items.first()).toContainText(`${first.duration_jp} JP`);
  });

  test("an unknown program id shows 'Program Tidak Ditemukan'", async ({ page }) => {
    await page.goto(paths.programDetail.getHref(999999));
    await expect(page.getByRole("heading", { name: "Program Tidak Ditemukan" })).toBeVisible();
    await expect(page.getByText("Program pelatihan yang Anda cari tidak dapat ditemukan.")).toBeVisible();
  });

  test("schedules: table on desktop, cards on mobile, ordered by status", async ({ page }, testInfo) => {
    const schedules = await dbSelect<Schedule>("schedules", "select=*");
    await page.goto(paths.schedules.getHref());
    await expect(page.getByRole("heading", { level: 1, name: "Jadwal Pelatihan" })).toBeVisible();
    const mobile = testInfo.project.name === "mobile";
    if (mobile) {
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByTestId("schedule-card")).toHaveCount(schedules.length);
    } else {
      const table = page.getByRole("table");
      for (const column of ["Program Kejuruan", "Kategori", "Instruktur", "Periode Pelaksanaan", "Batch", "Status Pendaftaran"]) {
        await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
      }
      await expect(page.getByTestId("schedule-row")).toHaveCount(schedules.length);
    }
    // The prerendered HTML carries both layouts (CSS shows one) until the app knows the width: wait for one.
    await expect(page.locator("[data-status]")).toHaveCount(schedules.length);
    const shown = await page.locator("[data-status]").evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
    const ranks = shown.map((s) => STATUS_RANK[s as keyof typeof STATUS_RANK]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const expected = schedules.map((s) => statusOf(s.startDate, s.endDate)).sort((a, b) => STATUS_RANK[a] - STATUS_RANK[b]);
    expect(shown).toEqual(expected);
    expect(new Set(shown)).toEqual(new Set(["Berlangsung", "Segera Dibuka", "Ditutup"]));
  });

  test("facilities", async ({ page }) => {
    const facilities = await dbSelect<{ name: string }>("facilities", "select=name");
    await page.goto(paths.facilities.getHref());
    await expect(page.getByRole("heading", { level: 1, name: "Fasilitas Kami" })).toBeVisible();
    await expect(page.getByTestId("facility-card")).toHaveCount(facilities.length);
    await expect(page.getByRole("heading", { name: facilities[0].name })).toBeVisible();
  });

  test("gallery: the lightbox opens, moves and closes", async ({ page }) => {
    const photos = await dbSelect<{ caption: string }>("gallery", "select=caption&order=created_at.desc");
    await page.goto(paths.gallery.getHref());
    const grid = page.getByRole("list", { name: "Foto galeri" });
    await expect(grid.getByRole("listitem")).toHaveCount(photos.length);
    await grid.getByRole("button", { name: `Perbesar foto: ${photos[0].caption}` }).click();
    const lightbox = page.locator(".yarl__root");
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 dari ${photos.length}`)).toBeVisible();
    await expect(lightbox.getByText(photos[0].caption)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(lightbox.getByText(`2 dari ${photos.length}`)).toBeVisible();
    await lightbox.getByRole("button", { name: "Tutup" }).click();
    await expect(lightbox).toHaveCount(0);
  });

  test("contact with the map", async ({ page }) => {
    const [contact] = await dbSelect<{ address: string; phone: string; email: string; map_embed_url: string | null }>("contact_info", "select=*&id=eq.1");
    await page.goto(paths.contact.getHref());
    const main = page.getByRole("main");
    await expect(main.getByText(contact.address)).toBeVisible();
    await expect(main.getByText(contact.phone)).toBeVisible();
    await expect(main.getByText(contact.email)).toBeVisible();
    const map = page.locator('iframe[title="Peta lokasi Kejuruan TIK BLK Banda Aceh"]');
    await expect(map).toHaveAttribute("height", "450");
    expect(contact.map_embed_url).toBeTruthy();
    await expect(map).toHaveAttribute("src", contact.map_embed_url!);
  });

  test("an unknown path shows the 404 page with a link home", async ({ page }) => {
    await page.goto("/halaman-yang-tidak-ada");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("main").getByRole("link").first().click();
    await expect(page).toHaveURL(urlEndingWith(paths.home.getHref()));
  });

  test("header navigation (mobile: the collapsible menu)", async ({ page }, testInfo) => {
    await page.goto(paths.home.getHref());
    if (testInfo.project.name === "mobile") {
      await expect(page.getByRole("navigation", { name: "Navigasi utama" })).toBeHidden();
      await page.getByRole("button", { name: "Buka menu" }).click();
      const sheet = page.getByRole("dialog", { name: "Menu navigasi" });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole("link", { name: "Admin Login" })).toBeVisible();
      await sheet.getByRole("link", { name: "Galeri" }).click();
      await expect(sheet).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: "Navigasi utama" });
      for (const label of ["Beranda", "Jadwal", "Program Pelatihan", "Fasilitas", "Galeri", "Pengumuman", "Kontak"]) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
      await nav.getByRole("link", { name: "Galeri" }).click();
    }
    await expect(page).toHaveURL(urlEndingWith(paths.gallery.getHref()));
    await settle(page);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("the theme switch persists across reloads", async ({ page }) => {
    await page.goto(paths.home.getHref());
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await page.getByRole("button", { name: "Ganti tema" }).click();
    await page.getByRole("menuitemradio", { name: "Gelap" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.goto(paths.contact.getHref());
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Ganti tema" }).click();
    await page.getByRole("menuitemradio", { name: "Terang" }).click();
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("home: every hero slide dot is a target of at least 24×24 px (WCAG 2.5.8), none overlapping another", async ({ page }) => {
    await page.goto(paths.home.getHref());
    const dots = page.getByRole("region", { name: "Banner utama" }).getByRole("group", { name: "Pilih slide" }).getByRole("button");
    await expect(dots.first()).toBeVisible();
    const boxes = [];
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      console.log(`[target] slide dot "${await dot.getAttribute("aria-label")}": ${box.width}×${box.height} px`);
      expect.soft(box.width, "dot target width").toBeGreaterThanOrEqual(24);
      expect.soft(box.height, "dot target height").toBeGreaterThanOrEqual(24);
      boxes.push(box);
    }
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].x, "dots side by side").toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width);
  });

  // One test per layout (three widths, each screenshotted in both themes): both layouts in one test, with the admin's
  // sign-in, took over a minute on a busy machine.
  const skipLinkLayouts: { name: string; path: string; logo: (page: Page) => Locator }[] = [
    { name: "public", path: paths.home.getHref(), logo: (p) => p.getByRole("banner").getByRole("link", { name: /Beranda$/ }).first() },
    { name: "admin", path: paths.admin.dashboard.getHref(), logo: (p) => p.getByRole("banner").getByRole("link", { name: "Admin Panel" }) },
  ];
  for (const layout of skipLinkLayouts) {
    test(`skip link (${layout.name}): focused by Tab at 320, 390 and 1440 px it keeps its padding and does not cover the logo`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "sets its own screen sizes");
      if (layout.name === "admin") await signInAsAdmin(page);
      for (const width of [320, 390, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(layout.path);
        await settle(page);
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Lewati ke konten utama" });
        await expect(skip).toBeFocused();
        const logo = layout.logo(page);
        await expect(logo).toBeVisible();
        const [box, logoBox] = [(await skip.boundingBox())!, (await logo.boundingBox())!];
        const padding = await skip.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(parseFloat);
        });
        console.log(
          `[skip link] ${layout.name} ${width} px: box ${JSON.stringify(box)}, padding ${padding.join("/")} px, logo ${JSON.stringify(logoBox)}`,
        );
        expect.soft(Math.min(...padding), `${layout.name} ${width} px: padding`).toBeGreaterThan(0);
        const apart =
          box.x + box.width <= logoBox.x || logoBox.x + logoBox.width <= box.x || box.y + box.height <= logoBox.y || logoBox.y + logoBox.height <= box.y;
        expect.soft(apart, `${layout.name} ${width} px: the skip link ${JSON.stringify(box)} covers the logo ${JSON.stringify(logoBox)}`).toBe(true);
        expect.soft(box.x + box.width, `${layout.name} ${width} px: on screen`).toBeLessThanOrEqual(width);
        for (const theme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
          await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
          await expect(skip).toBeFocused();
          await snap(page, `skip-link-${layout.name}-${width}`, theme, { fullPage: false });
        }
        await page.emulateMedia({ colorScheme: "light" });
      }
    });
  }
});
