/**
 * The admin panel at 390×844 (docs/product.md, Login and admin): the top bar collapses into a menu with every section,
 * Profil and Logout; the signed-in visitor's menu on the public site (Dashboard, Profil, Log out).
 * Read-only: it never logs out (that journey runs in the admin project).
 */
import { ADMIN, expect, settle, signInAsAdmin, test } from "./support";
import { paths } from "../../src/config/paths";
import { adminNavFor, isNavGroup } from "../../src/app/layouts/admin-nav";
import { urlEndingWith } from "./support";

test("admin panel: the collapsed menu at 390 px", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(paths.admin.dashboard.getHref());
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navigasi admin", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Buka menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Admin Panel" });
  await expect(sheet).toBeVisible();
  // the same menu as the desktop bar (src/app/layouts/admin-nav.ts): Overview, each group's links under its heading, Profil
  await expect(sheet.getByRole("link", { name: "Overview", exact: true })).toHaveAttribute("aria-current", "page");
  // the seeded admin is a super admin; the groups come from the menu's one definition, so a new area needs no edit here
  const groups = adminNavFor("super_admin").filter(isNavGroup);
  expect(groups.map((group) => group.label)).toEqual(["Pelatihan", "Konten Situs", "Tim & Keamanan"]);
  for (const { label: group, items } of groups) {
    const labels = items.map((item) => item.label);
    await expect(sheet.getByRole("heading", { name: group, exact: true })).toBeVisible();
    await expect(sheet.getByRole("list", { name: group, exact: true }).getByRole("link")).toHaveText(labels);
  }
  for (const label of ["Profil", "Beranda"]) await expect(sheet.getByRole("link", { name: label, exact: true })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Logout" })).toBeVisible();
  await sheet.getByRole("link", { name: "Jadwal", exact: true }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.admin.schedules.getHref()));
  await expect(page.getByRole("heading", { level: 1, name: "Manajemen Jadwal" })).toBeVisible();
});

test("public site signed in: the mobile menu shows the user with Dashboard, Profil and Log out", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(paths.home.getHref());
  await settle(page);
  await page.getByRole("button", { name: "Buka menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu navigasi" });
  await expect(sheet).toContainText(ADMIN.email);
  await expect(sheet.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Profil" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Log out" })).toBeVisible();
  await sheet.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard.getHref()));
});
