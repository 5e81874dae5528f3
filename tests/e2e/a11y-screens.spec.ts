/**
 * Every public page and every admin screen (and each admin "add" dialog), in light and dark:
 * a full-page screenshot (test-results/screenshots/<size>-<theme>/) and an axe-core scan
 * (WCAG 2.1 A/AA + best practices) with no serious or critical violation. Runs at 1440×900 and
 * 390×844 (at 390 px the admin screens are photographed but scanned only at 1440 px).
 */
import type { Page, TestInfo } from "@playwright/test";
import { dbSelect, expect, expectAccessible, settle, signInAsAdmin, snap, test, type Theme } from "./support";

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
  { name: "home", path: "/", ready: async (p) => void (await expect(p.getByRole("region", { name: "Program Unggulan" })).toBeVisible()) },
  { name: "jadwal", path: "/jadwal", ready: async (p) => void (await expect(p.locator("[data-status]").first()).toBeVisible()) },
  { name: "program-pelatihan", path: "/program-pelatihan", ready: async (p) => void (await expect(p.getByTestId("program-card").first()).toBeVisible()) },
  { name: "kategori", path: "/program-pelatihan/kategori", ready: async (p) => void (await expect(p.getByTestId("category-card").first()).toBeVisible()) },
  {
    name: "kategori-pbl",
    path: "/program-pelatihan/kategori/PBL",
    ready: async (p) => void (await expect(p.getByTestId("program-card").first()).toBeVisible()),
  },
  {
    name: "program-detail",
    path: async () => `/program-pelatihan/${(await dbSelect<{ id: number }>("programs", "select=id&order=created_at.desc&limit=1"))[0].id}`,
    ready: async (p) => void (await expect(p.getByRole("tab", { name: "Deskripsi" })).toBeVisible()),
  },
  { name: "fasilitas", path: "/fasilitas", ready: async (p) => void (await expect(p.getByTestId("facility-card").first()).toBeVisible()) },
  { name: "galeri", path: "/galeri", ready: async (p) => void (await expect(p.getByRole("list", { name: "Foto galeri" })).toBeVisible()) },
  { name: "kontak", path: "/kontak", ready: async (p) => void (await expect(p.getByRole("heading", { name: "Alamat" })).toBeVisible()) },
  { name: "404", path: "/tidak-ada", ready: async (p) => void (await expect(p.getByText("Oops! Page not found")).toBeVisible()) },
  { name: "login", path: "/login", ready: async (p) => void (await expect(p.getByText("Login Admin").first()).toBeVisible()) },
];

const ADMIN_SCREENS: { name: string; path: string; heading: string; addButton?: string }[] = [
  { name: "admin-overview", path: "/dashboard", heading: "Overview" },
  { name: "admin-program", path: "/dashboard/program-pelatihan", heading: "Manajemen Program Pelatihan", addButton: "Tambah Program" },
  { name: "admin-instruktur", path: "/dashboard/instruktur", heading: "Manajemen Instruktur", addButton: "Tambah Instruktur" },
  { name: "admin-jadwal", path: "/dashboard/jadwal", heading: "Manajemen Jadwal", addButton: "Tambah Jadwal" },
  { name: "admin-galeri", path: "/dashboard/galeri", heading: "Manajemen Galeri", addButton: "Tambah Foto" },
  { name: "admin-fasilitas", path: "/dashboard/fasilitas", heading: "Manajemen Fasilitas", addButton: "Tambah Fasilitas" },
  { name: "admin-hero-banner", path: "/dashboard/hero-banner", heading: "Manajemen Hero Banner", addButton: "Tambah Banner" },
  { name: "admin-informasi-kontak", path: "/dashboard/informasi-kontak", heading: "Informasi Kontak" },
  { name: "admin-profile", path: "/dashboard/profile", heading: "Profil" },
];

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

  for (const screen of ADMIN_SCREENS) {
    test(`admin: ${screen.name}`, async ({ page }, testInfo) => {
      await signInAsAdmin(page);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      await settle(page);
      const axe = testInfo.project.name !== "mobile";
      await scan(page, screen.name, testInfo, { axe });
      if (screen.addButton) {
        await page.getByRole("button", { name: screen.addButton }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await settle(page);
        await scan(page, `${screen.name}-dialog`, testInfo, { axe, fullPage: false });
      }
    });
  }
});
