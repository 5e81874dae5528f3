/**
 * 'Tim Admin' in a real browser against the embedded backend (docs/admin-team.md): the demo super admin changes a
 * member's role, deactivates and removes them, each change in the database and the security activity; trying to
 * deactivate themselves, the last active super admin, shows the database's refusal and changes nothing.
 */
import { paths } from "../../src/config/paths";
import { SB_URL, SERVICE_KEY, adminMenuLink, dbSelect, dbWrite, expect, expectToast, signInAsAdmin, test, uniq } from "./support";

const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, "Content-Type": "application/json" };

test("a super admin changes a member's role, deactivates and removes them; the last super admin stays", async ({ page }) => {
  const email = `tim-${uniq()}@example.com`;
  const created = await fetch(`${SB_URL}/auth/v1/admin/users`, {
    method: "POST",
    headers: service,
    body: JSON.stringify({ email, password: "kata-sandi-uji-123", email_confirm: true, user_metadata: { first_name: "Rahmi", last_name: `Uji ${email.slice(4, 9)}` } }),
  });
  const userId = ((await created.json()) as { id: string }).id;
  await dbWrite("POST", "admin_members", "", { user_id: userId, role: "operator" });
  const member = async () => (await dbSelect<{ role: string; active: boolean }>("admin_members", `select=role,active&user_id=eq.${userId}`))[0];

  try {
    await signInAsAdmin(page);
    await page.goto(paths.admin.dashboard.getHref());
    await (await adminMenuLink(page, "Tim & Keamanan", "Tim Admin")).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tim Admin" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Operator");
    await expect(row).toContainText("Belum pernah");
    const name = (await row.getByRole("button", { name: /^Aksi untuk / }).getAttribute("aria-label"))!;

    await row.getByRole("button", { name }).click();
    await page.getByRole("menuitem", { name: "Ubah Peran" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Peran" });
    await dialog.getByRole("combobox", { name: "Peran" }).click();
    await page.getByRole("option", { name: /^Admin:/ }).click();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Peran anggota berhasil diubah.");
    await expect(row).toContainText("Admin");
    expect(await member()).toEqual({ role: "admin", active: true });

    await row.getByRole("button", { name }).click();
    await page.getByRole("menuitem", { name: "Nonaktifkan" }).click();
    await page.getByRole("alertdialog", { name: "Nonaktifkan anggota ini?" }).getByRole("button", { name: "Ya, Nonaktifkan" }).click();
    await expectToast(page, "Anggota berhasil dinonaktifkan.");
    await expect(row).toContainText("Nonaktif");
    expect(await member()).toEqual({ role: "admin", active: false });

    // the demo administrator is the only active super admin: the database refuses, nothing changes
    const you = page.getByRole("row").filter({ hasText: "(Anda)" });
    await you.getByRole("button", { name: /^Aksi untuk / }).click();
    await page.getByRole("menuitem", { name: "Nonaktifkan" }).click();
    await page.getByRole("alertdialog", { name: "Nonaktifkan anggota ini?" }).getByRole("button", { name: "Ya, Nonaktifkan" }).click();
    await expectToast(page, "Gagal menonaktifkan anggota.");
    // the toast's description (a live region may repeat the text for screen readers)
    await expectToast(page, "Super admin aktif terakhir tidak dapat diturunkan, dinonaktifkan, atau dihapus dari tim.");
    await expect(you).toContainText("Aktif");

    await row.getByRole("button", { name }).click();
    await page.getByRole("menuitem", { name: "Hapus dari Tim" }).click();
    await page.getByRole("alertdialog", { name: "Hapus dari tim admin?" }).getByRole("button", { name: "Ya, Hapus dari Tim" }).click();
    await expectToast(page, "Anggota berhasil dihapus dari tim.");
    await expect(row).toHaveCount(0);
    expect(await member()).toBeUndefined();
    const events = await dbSelect<{ kind: string; actor_email: string | null }>("security_events", `select=kind,actor_email&subject_id=eq.${userId}&order=id`);
    expect(events.map((e) => e.kind)).toEqual(["member_added", "role_changed", "member_deactivated", "member_removed"]);
    expect(events.slice(1).every((e) => e.actor_email === "admin@example.com")).toBe(true);
  } finally {
    await fetch(`${SB_URL}/auth/v1/admin/users/${userId}`, { method: "DELETE", headers: service });
  }
});
