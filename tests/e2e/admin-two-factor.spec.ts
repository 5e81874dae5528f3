/**
 * Two-factor sign-in in a real browser against the embedded backend (docs/admin-team.md): an admin enrols an
 * authenticator app in Profil (the test computes the codes from the key on the screen, as the app would), signs
 * out, and signs in with password + code; once a super admin's rule requires two-factor, a member without it is
 * sent to enrol before the panel. Screens at 390 px in light and dark, scanned by axe.
 */
import * as OTPAuth from "otpauth";
import type { Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import { SB_URL, SERVICE_KEY, dbSelect, dbWrite, expect, expectToast, test, uniq, scanThemes, urlEndingWith } from "./support";

const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, "Content-Type": "application/json" };
const PASSWORD = "kata-sandi-uji-123";

async function createMember(role: "admin" | "operator", firstName: string): Promise<{ id: string; email: string }> {
  const email = `dua-langkah-${uniq()}@example.com`;
  const created = await fetch(`${SB_URL}/auth/v1/admin/users`, {
    method: "POST",
    headers: service,
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true, user_metadata: { first_name: firstName, last_name: "Uji" } }),
  });
  const id = ((await created.json()) as { id: string }).id;
  await dbWrite("POST", "admin_members", "", { user_id: id, role });
  return { id, email };
}

async function removeUser(id: string) {
  await fetch(`${SB_URL}/auth/v1/admin/users/${id}`, { method: "DELETE", headers: service });
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto(paths.login.getHref());
  await page.getByLabel("Alamat email").fill(email);
  await page.getByLabel("Kata sandi").fill(PASSWORD);
  await page.getByRole("button", { name: "Masuk" }).click();
}

/** The code the authenticator app shows now for this key (as printed on the screen, in groups of four). */
function codeFor(key: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")) });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

test("an admin enrols an authenticator app, then signs in with password and code", async ({ page }, testInfo) => {
  const member = await createMember("admin", "Dewi");
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithPassword(page, member.email);
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard.getHref()));
    await page.goto(paths.admin.profile.getHref());
    const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: /Verifikasi Dua Langkah/ }) });
    await expect(card.getByText("Tidak aktif")).toBeVisible();
    await card.getByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" }).click();

    const qr = card.getByRole("img", { name: "Kode QR untuk menambahkan akun ini ke aplikasi autentikator" });
    await expect(qr).toBeVisible();
    // the picture really decodes (a `#` in the unencoded data URI would cut the SVG short)
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const key = (await card.locator("code").textContent())!;
    expect(key.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    await scanThemes(page, "two-factor-enrol", testInfo);

    await card.getByLabel("Kode verifikasi").fill(codeFor(key));
    await card.getByRole("button", { name: "Verifikasi dan Aktifkan" }).click();
    await expectToast(page, "Verifikasi dua langkah aktif.");
    await expect(card.getByText("Aktif", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Menu pengguna" }).click();
    await page.getByRole("menuitem", { name: /Log ?out/i }).click();
    await expectToast(page, "Logout berhasil.");

    await signInWithPassword(page, member.email);
    await expect(page.getByRole("heading", { level: 1, name: "Verifikasi Dua Langkah" })).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(paths.login.getHref()));
    // the panel stays closed until the code is in
    await page.goto(paths.admin.programs.getHref());
    await expect(page).toHaveURL(urlEndingWith(paths.login.getHref()));
    await expect(page.getByRole("heading", { level: 1, name: "Verifikasi Dua Langkah" })).toBeVisible();
    await scanThemes(page, "two-factor-code", testInfo);

    const field = page.getByLabel("Kode verifikasi");
    await field.fill(codeFor(key, 10)); // five minutes ahead: not valid now
    await page.getByRole("button", { name: "Verifikasi" }).click();
    await expect(page.getByText(/^Kode salah atau sudah kedaluwarsa\./)).toBeVisible();
    // the enrolment's code passes once (RFC 6238 §5.2): sign in with the app's next one (accepted a step early)
    await field.fill(codeFor(key, 1));
    await page.getByRole("button", { name: "Verifikasi" }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard.getHref()));

    const events = await dbSelect<{ kind: string }>("security_events", `select=kind&subject_id=eq.${member.id}&order=id`);
    // the wrong code is on record too (Auth's MFA Verification hook, migration 20261127000002)
    expect(events.map((e) => e.kind)).toEqual(["member_added", "signed_in", "two_factor_enabled", "signed_in", "two_factor_code_failed", "signed_in_with_code"]);
  } finally {
    await removeUser(member.id);
  }
});

test("while two-factor is required, a member without it is sent to enrol first", async ({ page }) => {
  const member = await createMember("operator", "Fajar");
  await dbWrite("PATCH", "security_settings", "id=eq.true", { require_two_factor: true });
  try {
    await signInWithPassword(page, member.email);
    await expect(page.getByRole("heading", { level: 1, name: "Aktifkan Verifikasi Dua Langkah" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigasi admin" })).toHaveCount(0);
    await page.getByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" }).click();
    const key = (await page.locator("code").textContent())!;
    await page.getByLabel("Kode verifikasi").fill(codeFor(key));
    await page.getByRole("button", { name: "Verifikasi dan Aktifkan" }).click();
    await expectToast(page, "Verifikasi dua langkah aktif.");
    await expect(page.getByRole("navigation", { name: "Navigasi admin" })).toBeVisible();
  } finally {
    await dbWrite("PATCH", "security_settings", "id=eq.true", { require_two_factor: false });
    await removeUser(member.id);
  }
});
