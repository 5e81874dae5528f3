/**
 * Every public page and every admin screen (and each admin "add" dialog), in light and dark:
 * a full-page screenshot (test-results/screenshots/<size>-<theme>/) and an axe-core scan
 * (WCAG 2.1 A/AA + best practices) with no serious or critical violation. Runs at 1440×900 and
 * 390×844 (at 390 px the admin screens are photographed but scanned only at 1440 px).
 */
import type { Page, TestInfo } from "@playwright/test";
import { dbSelect, expect, expectAccessible, settle, signInAsAdmin, snap, test, type Theme } from "./support";
import { paths } from "../../src/config/paths";

const THEMES: Theme[] = ["light", "dark"];

type Info = TestInfo;

/** Screenshot + axe in light then dark. On the mobile project admin screens are only photographed. */
async function scan(page: Page, name: string, testInfo: Info, { axe = true, fullPage = true } = {}): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await page.waitForTimeout(150); // let colour transitions end
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
  { name: "admin-profile", path: paths.admin.profile.getHref(), heading: "Profil" },
  { name: "admin-riwayat-perubahan", path: paths.admin.history.getHref(), heading: "Riwayat Perubahan" },
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
