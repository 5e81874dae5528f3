/**
 * Every public page and every admin screen (and each admin "add" dialog), in light and dark:
 * a full-page screenshot (test-results/screenshots/<size>-<theme>/) and an axe-core scan
 * (WCAG 2.1 A/AA + best practices) with no serious or critical violation. Runs at 1440×900 and
 * 390×844 (at 390 px the admin screens are photographed but scanned only at 1440 px). Every badge
 * (registration, banner, announcement, program and history statuses) on the pages that show them:
 * its text's contrast against the background it is drawn on, measured and printed, at least 4.5:1 in
 * light and dark.
 */
import type { Page, TestInfo } from "@playwright/test";
import { applyTheme, dbSelect, expect, expectAccessible, settle, signInAsAdmin, sizeName, snap, test, today, type Theme } from "./support";
import { paths } from "../../src/config/paths";

const THEMES: Theme[] = ["light", "dark"];

type Info = TestInfo;

/** Screenshot + axe in light then dark. On the mobile project admin screens are only photographed. */
async function scan(page: Page, name: string, testInfo: Info, { axe = true, fullPage = true } = {}): Promise<void> {
  for (const theme of THEMES) {
    // without colour transitions: a footer link rendered only when the scan reached it was read mid-transition
    // (2.71:1 in dark, once in CI) after the 150 ms this waited before
    await applyTheme(page, theme);
    await snap(page, name, theme, { fullPage });
    if (axe) await expectAccessible(page, name, theme, testInfo);
  }
}

const PUBLIC_PAGES: { name: string; path: string | (() => Promise<string>); ready: (page: Page) => Promise<void> }[] = [
  { name: "home", path: paths.home.path, ready: async (p) => void (await expect(p.getByRole("region", { name: "Program Unggulan" })).toBeVisible()) },
  { name: "jadwal", path: paths.schedules.getHref(), ready: async (p) => void (await expect(p.locator("[data-status]").first()).toBeVisible()) },
  { name: "program-pelatihan", path: paths.programs.getHref(), ready: async (p) => void (await expect(p.getByTestId("program-card").first()).toBeVisible()) },
  { name: "kategori", path: paths.categories.getHref(), ready: async (p) => void (await expect(p.getByTestId("category-card").first()).toBeVisible()) },
  {
    name: "kategori-pbl",
    path: paths.categoryPrograms.getHref("PBL"),
    ready: async (p) => void (await expect(p.getByTestId("program-card").first()).toBeVisible()),
  },
  {
    name: "program-detail",
    path: async () => paths.programDetail.getHref((await dbSelect<{ id: number }>("programs", "select=id&order=created_at.desc&limit=1"))[0].id),
    ready: async (p) => void (await expect(p.getByRole("tab", { name: "Deskripsi" })).toBeVisible()),
  },
  {
    name: "jadwal-detail",
    path: async () =>
      paths.scheduleDetail.getHref(
        (await dbSelect<{ id: number }>("schedules", "select=id&note=eq.Pendaftaran%20diperpanjang&limit=1"))[0].id,
      ),
    ready: async (p) => void (await expect(p.getByTestId("schedule-timeline")).toBeVisible()),
  },
  { name: "pengumuman", path: paths.announcements.getHref(), ready: async (p) => void (await expect(p.getByTestId("announcement-card").first()).toBeVisible()) },
  {
    name: "pengumuman-detail",
    path: async () =>
      paths.announcementDetail.getHref(
        (await dbSelect<{ id: number }>("announcements", "select=id&image_url=not.is.null&order=published_at.desc&limit=1"))[0].id,
      ),
    ready: async (p) => void (await expect(p.getByText(/^Diterbitkan/)).toBeVisible()),
  },
  { name: "fasilitas", path: paths.facilities.getHref(), ready: async (p) => void (await expect(p.getByTestId("facility-card").first()).toBeVisible()) },
  { name: "galeri", path: paths.gallery.getHref(), ready: async (p) => void (await expect(p.getByRole("list", { name: "Foto galeri" })).toBeVisible()) },
  {
    name: "kontak",
    path: paths.contact.getHref(),
    ready: async (p) => {
      await expect(p.getByRole("heading", { name: "Alamat" })).toBeVisible();
      await expect(p.getByRole("region", { name: "Pertanyaan Umum" }).getByRole("button").first()).toBeVisible();
    },
  },
  {
    name: "cek-pendaftaran",
    path: paths.checkRegistration.getHref(),
    ready: async (p) => void (await expect(p.getByRole("button", { name: "Cek Status" })).toBeVisible()),
  },
  {
    name: "kebijakan-privasi",
    path: paths.privacy.getHref(),
    ready: async (p) => void (await expect(p.getByRole("heading", { name: "Kontak pelindungan data" })).toBeVisible()),
  },
  {
    // without a link's token (with one: tracer-survey.spec.ts, admin project)
    name: "survei-alumni",
    path: paths.alumniSurvey.getHref(),
    ready: async (p) => void (await expect(p.getByRole("heading", { name: "Buka survei dari tautan Anda" })).toBeVisible()),
  },
  {
    name: "hasil-pelatihan",
    path: paths.outcomes.getHref(),
    ready: async (p) => void (await expect(p.getByRole("heading", { level: 1, name: "Ke Mana Lulusan Kami?" })).toBeVisible()),
  },
  {
    name: "lowongan",
    path: paths.vacancies.getHref(),
    ready: async (p) => void (await expect(p.getByRole("heading", { level: 1, name: "Lowongan Kerja" })).toBeVisible()),
  },
  {
    name: "standar-pelayanan",
    path: paths.serviceStandard.getHref(),
    ready: async (p) => void (await expect(p.getByRole("heading", { level: 3, name: "1. Persyaratan" })).toBeVisible()),
  },
  {
    name: "maklumat-pelayanan",
    path: paths.servicePledge.getHref(),
    ready: async (p) => void (await expect(p.getByTestId("service-pledge")).toBeVisible()),
  },
  {
    // the demo content's open half-year (supabase/seed/skm.ts): the index, the elements' table and chart
    name: "survei-kepuasan",
    path: paths.satisfaction.getHref(),
    ready: async (p) => {
      await expect(p.getByTestId("skm-index")).toBeVisible();
      await expect(p.getByTestId("skm-elements-chart")).toBeVisible();
    },
  },
  {
    name: "survei-kepuasan-isi",
    path: paths.satisfactionForm.getHref(),
    ready: async (p) => void (await expect(p.getByRole("button", { name: "Kirim Jawaban" })).toBeVisible()),
  },
  {
    name: "pengaduan",
    path: paths.complaints.getHref(),
    ready: async (p) => {
      await expect(p.getByRole("button", { name: "Kirim Pengaduan" })).toBeVisible();
      await expect(p.getByTestId("complaint-response-time")).toContainText("5 hari kerja");
    },
  },
  {
    name: "pengaduan-lacak",
    path: paths.complaintStatus.getHref(),
    ready: async (p) => void (await expect(p.getByRole("button", { name: "Lacak" })).toBeVisible()),
  },
  { name: "404", path: "/tidak-ada", ready: async (p) => void (await expect(p.getByText("Oops! Page not found")).toBeVisible()) },
  { name: "login", path: paths.login.getHref(), ready: async (p) => void (await expect(p.getByText("Login Admin").first()).toBeVisible()) },
];

const ADMIN_SCREENS: { name: string; path: string; heading: string; addButton?: string }[] = [
  { name: "admin-overview", path: paths.admin.dashboard.getHref(), heading: "Overview" },
  { name: "admin-program", path: paths.admin.programs.getHref(), heading: "Manajemen Program Pelatihan", addButton: "Tambah Program" },
  { name: "admin-instruktur", path: paths.admin.instructors.getHref(), heading: "Manajemen Instruktur", addButton: "Tambah Instruktur" },
  { name: "admin-jadwal", path: paths.admin.schedules.getHref(), heading: "Manajemen Jadwal", addButton: "Tambah Jadwal" },
  { name: "admin-galeri", path: paths.admin.gallery.getHref(), heading: "Manajemen Galeri", addButton: "Tambah Foto" },
  { name: "admin-fasilitas", path: paths.admin.facilities.getHref(), heading: "Manajemen Fasilitas", addButton: "Tambah Fasilitas" },
  { name: "admin-hero-banner", path: paths.admin.banners.getHref(), heading: "Manajemen Hero Banner", addButton: "Tambah Banner" },
  { name: "admin-pengumuman", path: paths.admin.announcements.getHref(), heading: "Manajemen Pengumuman", addButton: "Tambah Pengumuman" },
  { name: "admin-faq", path: paths.admin.faqs.getHref(), heading: "Manajemen FAQ", addButton: "Tambah FAQ" },
  { name: "admin-informasi-kontak", path: paths.admin.contact.getHref(), heading: "Informasi Kontak" },
  { name: "admin-standar-pelayanan", path: paths.admin.serviceStandard.getHref(), heading: "Standar Pelayanan" },
  { name: "admin-profile", path: paths.admin.profile.getHref(), heading: "Profil" },
  { name: "admin-riwayat-perubahan", path: paths.admin.history.getHref(), heading: "Riwayat Perubahan" },
  { name: "admin-pendaftar", path: paths.admin.applications.getHref(), heading: "Pendaftar" },
  { name: "admin-kehadiran", path: paths.admin.attendance.getHref(), heading: "Kehadiran" },
  { name: "admin-template-pesan", path: paths.admin.messageTemplates.getHref(), heading: "Template Pesan" },
  { name: "admin-survei-alumni", path: paths.admin.tracer.getHref(), heading: "Survei Alumni" },
  { name: "admin-hasil-survei-alumni", path: paths.admin.tracerFigures.getHref(), heading: "Hasil Survei Alumni" },
  { name: "admin-survei-kepuasan", path: paths.admin.skm.getHref(), heading: "Survei Kepuasan", addButton: "Tambah Periode" },
  { name: "admin-pengaduan", path: paths.admin.complaints.getHref(), heading: "Pengaduan" },
  { name: "admin-pertanyaan-survei-alumni", path: paths.admin.tracerQuestions.getHref(), heading: "Pertanyaan Survei Alumni", addButton: "Tambah Pertanyaan" },
  { name: "admin-cerita-alumni", path: paths.admin.alumniStories.getHref(), heading: "Cerita Alumni" },
  { name: "admin-mitra", path: paths.admin.partners.getHref(), heading: "Mitra Industri", addButton: "Tambah Mitra" },
  { name: "admin-lowongan", path: paths.admin.vacancies.getHref(), heading: "Lowongan Kerja", addButton: "Tambah Lowongan" },
  { name: "admin-tim-admin", path: paths.admin.team.getHref(), heading: "Tim Admin" },
  { name: "admin-aktivitas-keamanan", path: paths.admin.security.getHref(), heading: "Aktivitas Keamanan" },
];

async function openAdminScreen(page: Page, screen: { path: string; heading: string }): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(screen.path);
  await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
  await settle(page);
}

test.describe("accessibility and screenshots", () => {
  for (const entry of PUBLIC_PAGES) {
    test(`public: ${entry.name}`, async ({ page }, testInfo) => {
      const path = typeof entry.path === "string" ? entry.path : await entry.path();
      await page.goto(path);
      await entry.ready(page);
      await settle(page);
      await scan(page, entry.name, testInfo);
    });
  }

  // The screen and its "add" dialog are separate tests: each is two screenshots and two axe scans, which keeps a
  // test well inside its time limit on a busy machine (one test doing all four took up to a minute).
  for (const screen of ADMIN_SCREENS) {
    test(`admin: ${screen.name}`, async ({ page }, testInfo) => {
      await openAdminScreen(page, screen);
      await scan(page, screen.name, testInfo, { axe: testInfo.project.name !== "mobile" });
    });
    if (screen.addButton) {
      const addButton = screen.addButton;
      test(`admin: ${screen.name} dialog`, async ({ page }, testInfo) => {
        await openAdminScreen(page, screen);
        await page.getByRole("button", { name: addButton }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await settle(page);
        await scan(page, `${screen.name}-dialog`, testInfo, { axe: testInfo.project.name !== "mobile", fullPage: false });
      });
    }
  }
});

/**
 * The overview with "Perlu Tindakan" and the selection's charts (the demo's applications, batches and the scheduled
 * announcement; docs/selection.md, "Overview: Perlu Tindakan and charts"): every line and every "Lihat sebagai tabel"
 * reached by Tab alone and opened by keyboard; then, with the tables open, axe in light and dark at 1440 and at
 * 390 px, and screenshots. At 390 px nothing may be wider than the screen.
 */
test("admin: the overview's Perlu Tindakan and charts, by keyboard, light and dark", async ({ page }, testInfo) => {
  await openAdminScreen(page, { path: paths.admin.dashboard.getHref(), heading: "Overview" });
  const lines = page.getByRole("list", { name: "Daftar hal yang perlu ditangani" }).getByRole("link");
  await expect(lines.first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Grafik Pendaftaran" })).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  // the applications' three charts and the placement chart (the demo content's graduates of last year answered)
  const summaries = page.locator("summary", { hasText: "Lihat sebagai tabel" });
  await expect(summaries).toHaveCount(4);

  // Tab from the page's heading through the main content: every line, then every disclosure, opened with Enter
  await page.getByRole("heading", { level: 1, name: "Overview" }).focus();
  const lineCount = await lines.count();
  const reached = new Set<string>();
  for (let i = 0; i < 80 && reached.size < lineCount + 4; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      if (el.tagName === "SUMMARY") return `summary:${[...document.querySelectorAll("summary")].indexOf(el as HTMLElement)}`;
      return el.closest("[aria-label='Daftar hal yang perlu ditangani']") ? `line:${el.getAttribute("href")}:${el.textContent}` : null;
    });
    if (focused?.startsWith("summary:")) await page.keyboard.press("Enter");
    if (focused) reached.add(focused);
  }
  expect([...reached].filter((r) => r.startsWith("line:"))).toHaveLength(lineCount);
  expect([...reached].filter((r) => r.startsWith("summary:"))).toHaveLength(4);
  for (const table of await page.getByRole("table").all()) await expect(table).toBeVisible();

  if (sizeName(page) === "mobile") {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  }
  // the batches beside the bars: two lines each, the program over the batch (never a lone '2)'), inside the drawing,
  // the whole name in the tick's title and in the table
  for (const title of ["Kursi Terisi dibanding Kuota", "Pendaftar per Status"]) {
    const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: title, exact: true }) });
    const ticks = await card.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-label").evaluateAll((groups) =>
      groups.map((group) => {
        const surface = group.closest("svg")!.getBoundingClientRect();
        const box = group.getBoundingClientRect();
        const lines = [...group.querySelectorAll("text")].flatMap((text) => [...text.querySelectorAll("tspan")].map((t) => t.textContent ?? ""));
        return { lines, title: group.querySelector("title")?.textContent ?? "", inside: box.left >= surface.left - 1 };
      }),
    );
    expect(ticks.length, title).toBeGreaterThan(0);
    for (const tick of ticks) {
      expect(tick.lines, `${title}: ${tick.title}`).toHaveLength(2);
      expect(tick.title.startsWith(tick.lines[0].replace(/…$/, "")) && tick.title.endsWith(` (${tick.lines[1]})`), `${tick.lines} / ${tick.title}`).toBe(true);
      expect(tick.inside, `${title}: ${tick.title} inside the drawing`).toBe(true);
      // a program name of up to 18 characters is whole, also at 390 px (at 120 px it read "Desain Gra…")
      const program = tick.title.slice(0, tick.title.lastIndexOf(" ("));
      if (program.length <= 18) expect(tick.lines[0], `${title}: ${tick.title}`).toBe(program);
      await expect(card.getByRole("table").getByRole("rowheader", { name: tick.title, exact: true })).toHaveCount(1);
    }
  }
  await settle(page);
  await scan(page, "admin-overview-charts", testInfo);
});

/**
 * The admin menu (src/app/layouts/admin-nav.ts): at 1440 px one row (Overview, three groups, Profil) with a group
 * open under it, its button and the current page marked; at 390 px the sheet with every group under its heading.
 * Screenshots `admin-menu.png` and axe, light and dark, at both sizes.
 */
test("admin: the menu in groups, light and dark", async ({ page }, testInfo) => {
  // a light page of a group (a long table made the two axe scans outlast the test on a busy machine)
  await openAdminScreen(page, { path: paths.admin.contact.getHref(), heading: "Informasi Kontak" });
  if (sizeName(page) === "mobile") {
    await page.getByRole("button", { name: "Buka menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Admin Panel" });
    await expect(sheet.getByRole("link", { name: "Informasi Kontak", exact: true })).toHaveAttribute("aria-current", "page");
    for (const group of ["Pelatihan", "Konten Situs", "Tim & Keamanan"]) await expect(sheet.getByRole("list", { name: group })).toBeVisible();
  } else {
    const nav = page.getByRole("navigation", { name: "Navigasi admin", exact: true });
    expect((await nav.boundingBox())!.height, "the bar is one row").toBeLessThanOrEqual(48);
    const group = nav.getByRole("button", { name: "Konten Situs", exact: true });
    await expect(group).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("button", { name: "Pelatihan", exact: true })).not.toHaveAttribute("aria-current");
    // by keyboard: the button opens with Enter, Escape closes it and leaves the focus on it
    await group.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Informasi Kontak", exact: true })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(group).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Galeri", exact: true })).toBeVisible();
  }
  await settle(page);
  await scan(page, "admin-menu", testInfo, { fullPage: false });
});

interface BadgeContrast {
  /** Its index among the page's badges. */
  index: number;
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/**
 * The contrast ratio (WCAG 2.x) of every visible badge's text (or of the badge at `only`): its colour
 * over the background it is drawn on, i.e. its own (translucent) background composited over each
 * ancestor's down to the first opaque one (or the white canvas). A badge over a background image cannot
 * be measured this way and fails.
 */
function badgeContrasts(page: Page, only?: number): Promise<BadgeContrast[]> {
  return page.evaluate((only) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const m = css.match(/^rgba?\(([^)]+)\)$/);
      if (!m) throw new Error(`unexpected colour ${css}`);
      const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
    const badges = [...document.querySelectorAll<HTMLElement>("[data-slot=badge]")];
    return badges.flatMap((badge, index) => {
      if ((only !== undefined && index !== only) || badge.getClientRects().length === 0) return [];
      const layers: Rgba[] = [];
      for (let el: Element | null = badge; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.backgroundImage !== "none") throw new Error(`badge "${badge.textContent}" lies on a background image`);
        const layer = parse(style.backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      const color = over(parse(getComputedStyle(badge).color), background);
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      const ratio = Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
      return [{ index, text: (badge.textContent ?? "").trim(), ratio, color: hex(color), background: hex(background) }];
    });
  }, only);
}

const BADGE_PAGES: { name: string; path: () => Promise<string>; admin?: boolean; expect: string[] }[] = [
  { name: "home", path: async () => paths.home.getHref(), expect: ["Berlangsung", "Segera Dibuka"] },
  { name: "jadwal", path: async () => paths.schedules.getHref(), expect: ["Berlangsung", "Segera Dibuka", "Ditutup"] },
  {
    name: "jadwal-detail",
    path: async () =>
      paths.scheduleDetail.getHref(
        (await dbSelect<{ id: number }>("schedules", "select=id&note=eq.Pendaftaran%20diperpanjang&limit=1"))[0].id,
      ),
    expect: ["Pendaftaran Dibuka"],
  },
  {
    name: "jadwal-detail-pendaftaran-ditutup",
    path: async () =>
      paths.scheduleDetail.getHref((await dbSelect<{ id: number }>("schedules", `select=id&registration_end=lt.${today()}&limit=1`))[0].id),
    expect: ["Pendaftaran Ditutup"],
  },
  {
    name: "jadwal-detail-ditutup",
    path: async () => paths.scheduleDetail.getHref((await dbSelect<{ id: number }>("schedules", `select=id&endDate=lt.${today()}&limit=1`))[0].id),
    expect: ["Ditutup"],
  },
  {
    name: "program-detail",
    path: async () => paths.programDetail.getHref((await dbSelect<{ id: number }>("programs", "select=id&order=created_at.desc&limit=1"))[0].id),
    expect: [],
  },
  { name: "admin-jadwal", path: async () => paths.admin.schedules.getHref(), admin: true, expect: ["Berlangsung", "Segera Dibuka", "Ditutup"] },
  { name: "admin-hero-banner", path: async () => paths.admin.banners.getHref(), admin: true, expect: ["Aktif", "Dijadwalkan", "Kadaluarsa"] },
  { name: "admin-pengumuman", path: async () => paths.admin.announcements.getHref(), admin: true, expect: ["Terbit", "Terjadwal"] },
  { name: "admin-program", path: async () => paths.admin.programs.getHref(), admin: true, expect: ["Unggulan", "Biasa"] },
  { name: "admin-riwayat-perubahan", path: async () => paths.admin.history.getHref(), admin: true, expect: [] },
  { name: "admin-pendaftar", path: async () => paths.admin.applications.getHref(), admin: true, expect: ["Baru", "Perlu Perbaikan", "Lulus Seleksi"] },
];

test.describe("badge contrast", () => {
  for (const entry of BADGE_PAGES) {
    test(`badges: ${entry.name} text at least 4.5:1 in light and dark (measured)`, async ({ page }) => {
      if (entry.admin) await signInAsAdmin(page);
      await page.goto(await entry.path());
      await settle(page);
      await expect(page.locator("[data-slot=badge]").first()).toBeAttached();
      // Colours change at once with the theme (and under the pointer), so what is measured is what stays on screen.
      await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const measured = (await badgeContrasts(page)).map((badge) => ({ ...badge, state: "" }));
        // Each kind of badge under the pointer too: a table row or a card changes its background on hover.
        for (const text of new Set(measured.map((b) => b.text))) {
          const { index } = measured.find((b) => b.text === text)!;
          const badge = page.locator("[data-slot=badge]").nth(index);
          await badge.scrollIntoViewIfNeeded();
          const box = (await badge.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          measured.push(...(await badgeContrasts(page, index)).map((b) => ({ ...b, state: " (hover)" })));
        }
        await page.mouse.move(0, 0);
        const seen = new Map<string, (typeof measured)[number]>();
        for (const badge of measured) {
          const key = `${badge.text} ${badge.color} ${badge.background}`;
          if (!seen.has(key)) seen.set(key, badge);
        }
        for (const badge of seen.values()) {
          console.log(
            `[contrast] ${entry.name} ${theme} ${sizeName(page)}: "${badge.text}"${badge.state} ${badge.ratio}:1 (${badge.color} on ${badge.background})`,
          );
          expect.soft(badge.ratio, `"${badge.text}"${badge.state} on ${entry.name} (${theme}): ${badge.color} on ${badge.background}`).toBeGreaterThanOrEqual(4.5);
        }
        for (const text of entry.expect) {
          expect(measured.some((b) => b.text.startsWith(text)), `a "${text}" badge on ${entry.name}`).toBe(true);
        }
      }
    });
  }
});
