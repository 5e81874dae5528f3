/**
 * Inviting a member in a real browser against the embedded backend (docs/admin-team.md): the demo super admin
 * invites an operator from Tim Admin (the Edge Function invite-member, run by Deno); the operator opens the e-mail
 * in the local mailbox, follows its link, sets a password on /atur-kata-sandi and lands in the panel; edits a
 * program; and cannot read any applicant's data, neither in the panel nor through the API with their own token.
 */
import { paths } from "../../src/config/paths";
import { ANON_KEY, AUTH_STORAGE_KEY, SB_URL, SERVICE_KEY, adminMenuLink, dbSelect, dbWrite, expect, expectToast, rowAction, scanThemes, signInAsAdmin, test, uniq, urlEndingWith } from "./support";

const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` };

test("a super admin invites an operator, who sets a password from the mailbox, edits a program and sees no applicant data", async ({ page }, testInfo) => {
  const email = `undangan-${uniq()}@example.com`;
  const [program] = await dbSelect<{ id: number; name: string; duration: string }>("programs", "select=id,name,duration&order=id.asc&limit=1");
  try {
    await signInAsAdmin(page);
    await page.goto(paths.admin.team.getHref());
    await page.getByRole("button", { name: "Undang Anggota" }).click();
    const dialog = page.getByRole("dialog", { name: "Undang Anggota" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("combobox", { name: "Peran" }).click();
    await page.getByRole("option", { name: /^Operator:/ }).click();
    await dialog.getByRole("button", { name: "Kirim Undangan" }).click();
    // the first invitation may start the function (Deno fetches its npm imports once)
    await expect(page.getByText(`Email undangan terkirim ke ${email}.`).first()).toBeVisible({ timeout: 180_000 });
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Operator");

    // the operator, on another browser: sign the admin out of this one first
    await page.evaluate((key) => localStorage.removeItem(key), AUTH_STORAGE_KEY);
    await page.goto(`${SB_URL}/mailbox`);
    await page.getByRole("link", { name: "Undangan ke Panel Admin Kejuruan TIK" }).first().click();
    await expect(page.getByText(`untuk ${email}`)).toBeVisible();
    await page.getByRole("link", { name: "Terima undangan dan buat kata sandi" }).click();

    // supabase-js takes the session out of the address (an empty fragment stays)
    await expect(page).toHaveURL(/\/atur-kata-sandi#?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Buat Kata Sandi" })).toBeVisible();
    await expect(page.getByText(`Untuk akun ${email}.`)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await scanThemes(page, "set-password", testInfo);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByLabel("Kata sandi baru").fill("qwertyuiop");
    await page.getByLabel("Ulangi kata sandi").fill("qwertyuiop");
    await page.getByRole("button", { name: "Simpan dan Masuk" }).click();
    await expect(page.getByText("Kata sandi ini terlalu umum dan mudah ditebak. Pilih yang lain.")).toBeVisible();
    await page.getByLabel("Kata sandi baru").fill("Kopi-Ulee-Kareng-2026");
    await page.getByLabel("Ulangi kata sandi").fill("Kopi-Ulee-Kareng-2026");
    await page.getByRole("button", { name: "Simpan dan Masuk" }).click();
    await expectToast(page, "Kata sandi berhasil disimpan.");
    await expect(page).toHaveURL(urlEndingWith(paths.admin.dashboard.getHref()));

    // an operator edits the public content
    await page.goto(paths.admin.programs.getHref());
    await rowAction(page, `Aksi untuk ${program.name}`, "Edit Detail");
    const edit = page.getByRole("dialog", { name: "Edit Program" });
    await edit.getByLabel("Durasi").fill(`${program.duration} (diperbarui)`);
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expectToast(page, "Program berhasil diperbarui.");

    // and never applicants' data: not in the menu, and not through the API with their own token
    await expect(await adminMenuLink(page, "Tim & Keamanan", "Riwayat Perubahan")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigasi admin" }).getByRole("link", { name: "Tim Admin" })).toHaveCount(0);
    const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token, AUTH_STORAGE_KEY);
    expect(token).toBeTruthy();
    const asOperator = { apikey: ANON_KEY, Authorization: `Bearer ${token}` };
    const rows = await fetch(`${SB_URL}/rest/v1/registrations?select=id,full_name`, { headers: asOperator });
    expect(await rows.json()).toEqual([]);
    // the NIK is not even a column the API serves (only reveal_registration_nik(), which admins call and which records it)
    const nik = await fetch(`${SB_URL}/rest/v1/registrations?select=nik`, { headers: asOperator });
    expect(nik.status).toBe(403);
    const documents = await fetch(`${SB_URL}/rest/v1/registration_documents?select=object_name`, { headers: asOperator });
    expect(await documents.json()).toEqual([]);
    const [doc] = await dbSelect<{ object_name: string }>("registration_documents", "select=object_name&limit=1");
    if (doc) {
      const file = await fetch(`${SB_URL}/storage/v1/object/authenticated/registration-documents/${doc.object_name}`, { headers: asOperator });
      expect(file.status).toBeGreaterThanOrEqual(400);
    }
    const team = await fetch(`${SB_URL}/rest/v1/rpc/team_members`, { method: "POST", headers: { ...asOperator, "Content-Type": "application/json" }, body: "{}" });
    expect(team.status).toBe(403);
  } finally {
    await dbWrite("PATCH", "programs", `id=eq.${program.id}`, { duration: program.duration });
    const listed = (await (await fetch(`${SB_URL}/auth/v1/admin/users?per_page=1000`, { headers: service })).json()) as {
      users: { id: string; email: string }[];
    };
    const invited = listed.users.find((u) => u.email === email);
    if (invited) await fetch(`${SB_URL}/auth/v1/admin/users/${invited.id}`, { method: "DELETE", headers: service });
  }
});
