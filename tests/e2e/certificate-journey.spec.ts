/**
 * From participant to a certificate anyone can verify (issue 33, "Done when"; docs/attendance.md, docs/certificates.md):
 * two accepted applications made Peserta; their instructor, signed in on a phone (390 px), marks every training day of
 * the class, one day with the connection cut (the screen says what is not yet saved) and restored (then saved); an
 * admin gives the final assessment and makes the participants Selesai, the one below the minimum only after the
 * exception is asked for; the admin issues the batch's certificates (signed by sign-certificates); the trainee
 * downloads theirs from Cek Pendaftaran on a phone; the QR code printed in that PDF, read by a QR reader, opens
 * /verifikasi-sertifikat showing Sah with every field; the admin revokes it and the same address shows Dicabut; the
 * code with one changed character in the name shows Tidak sah. axe 0 in light and dark on each screen.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import { firstPageContent, pdfTexts, readQrCode } from "../helpers/pdf-qr";
import {
  SB_URL,
  SERVICE_KEY,
  AUTH_STORAGE_KEY,
  dbSelect,
  dbWrite,
  expect,
  expectToast,
  passwordSession,
  postAs,
  rowAction,
  scanThemes,
  signInAsAdmin,
  submitApplication,
  test,
  today,
  uniq,
  uniqueNik,
  urlEndingWith,
} from "./support";

const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, "Content-Type": "application/json" };
const PASSWORD = "kata-sandi-uji-123";
const BIRTH_DATE = "2001-04-17";
const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());

/** A finished class of the last days (7 days: 5 weekdays), taught by a new instructor with an account, and 2 participants. */
async function finishedClass() {
  const tag = uniq();
  const teacher = `Instruktur Presensi ${tag}`;
  const [instructor] = (await dbWrite("POST", "instructors", "select=id", { name: teacher, title: "Instruktur Uji" })) as { id: number }[];
  const email = `instruktur-${tag}@example.com`;
  const created = await fetch(`${SB_URL}/auth/v1/admin/users`, {
    method: "POST",
    headers: service,
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true, user_metadata: { first_name: "Instruktur", last_name: "Uji" } }),
  });
  const userId = ((await created.json()) as { id: string }).id;
  await dbWrite("POST", "admin_members", "", { user_id: userId, role: "instruktur", instructor_id: instructor.id });

  // taking registrations first (as the online batch of the demo), then moved into the past
  const [template] = await dbSelect<Record<string, unknown>>("schedules", "select=*&online_registration=is.true&program=eq.Desain%20Grafis%20Muda");
  const { id: _id, created_at: _created, status: _status, ...fields } = template;
  const program = `Presensi E2E ${tag}`;
  // a program of its own with a syllabus: a certificate prints its units
  const [programRow] = (await dbWrite("POST", "programs", "", { name: program, category: "PBL", duration: "40 JP", description: "Pelatihan uji presensi dan sertifikat." })) as { id: number }[];
  await dbWrite("POST", "syllabus_items", "", [{ program_id: programRow.id, item_order: 1, kode_unit: "J.620100.004.02", title: "Menggunakan Struktur Data", duration_jp: 40 }]);
  const [batch] = (await dbWrite("POST", "schedules", "select=id", { ...fields, program, batch: "Batch 1", instructorName: [teacher] })) as { id: number }[];
  const people = [];
  for (const full_name of ["Cut Rajin Hadir", "Teuku Jarang Hadir"]) {
    const a = { full_name, ...(await submitApplication(batch.id, { full_name, nik: uniqueNik(), birth_date: BIRTH_DATE })) };
    // accepted (the selection has its own journey, admin-applications.spec.ts)
    for (const status of ["diverifikasi", "lulus"]) await dbWrite("PATCH", "registrations", `id=eq.${a.id}`, { status });
    people.push(a);
  }
  // Lulus Seleksi → Peserta as the panel does it, under the database's transition rules
  const admin = (await passwordSession()) as { access_token: string };
  await postAs(admin.access_token, "/rest/v1/rpc/set_registration_status", { p_ids: people.map((a) => a.id), p_status: "peserta" });
  const start = today(-9);
  const end = today(-3);
  await dbWrite("PATCH", "schedules", `id=eq.${batch.id}`, {
    online_registration: false,
    registration_start: today(-30),
    registration_end: today(-10),
    startDate: start,
    endDate: end,
  });
  const days: string[] = [];
  for (let i = -9; i <= -3; i++) if (!isWeekend(today(i))) days.push(today(i));
  return { id: batch.id, program, batch: "Batch 1", email, userId, people, days };
}

async function signInWith(page: Page, email: string) {
  const session = await passwordSession(email, PASSWORD);
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)]);
}

const statusOf = async (id: number) => (await dbSelect<{ status: string }>("registrations", `select=status&id=eq.${id}`))[0].status;

test("accepted → Peserta → attendance at 390 px (one day offline) → assessment → Selesai → certificate → download → QR Sah → revoked Dicabut → changed Tidak sah", async ({ page, context, browser }, testInfo) => {
  // a long journey, and the signing function's first start loads its imports once
  test.setTimeout(360_000);
  const c = await finishedClass();
  const [rajin, jarang] = c.people;
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWith(page, c.email);
    // the instructor's panel is Kehadiran: the overview opens it, the menu holds Kehadiran and Profil
    await page.goto(paths.admin.dashboard.getHref());
    await expect(page).toHaveURL(urlEndingWith(paths.admin.attendance.getHref()));
    await expect(page.getByRole("heading", { level: 1, name: "Kehadiran" })).toBeVisible();
    await page.getByRole("button", { name: "Buka menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Admin Panel" });
    await expect(sheet.getByRole("link", { name: "Kehadiran", exact: true })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Overview", exact: true })).toHaveCount(0);
    await expect(sheet.getByRole("link", { name: "Program Pelatihan", exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    // only its own class
    await expect(page.getByRole("link", { name: c.program })).toBeVisible();
    await scanThemes(page, "kehadiran-instruktur", testInfo);
    await page.getByRole("link", { name: c.program }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Kehadiran ${c.program}` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Penyelesaian" })).toHaveCount(0);

    const row = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("group", { name: `Kehadiran ${name}` }) });
    const saveState = page.getByTestId("save-state");
    // from the last training day back to the first: Cut always present; Teuku absent twice (60 % < 75 %)
    const days = [...c.days].reverse();
    for (const [i, day] of days.entries()) {
      await expect(page.getByRole("combobox", { name: "Hari" })).toContainText(dayText(day));
      if (i === 2) {
        await context.setOffline(true);
        await row(jarang.full_name).getByRole("button", { name: "Alpa" }).click();
        await page.getByRole("button", { name: "Semua Hadir" }).click();
        await expect(saveState).toContainText("2 tanda belum tersimpan — akan dikirim ulang otomatis.");
        await expect(row(rajin.full_name).getByText("Belum tersimpan")).toBeVisible();
        await expect(row(jarang.full_name).getByText("Belum tersimpan")).toBeVisible();
        await scanThemes(page, "kehadiran-belum-tersimpan", testInfo);
        await context.setOffline(false);
        await expect(saveState).toContainText("Semua tanda kehadiran tersimpan.", { timeout: 20_000 });
        await expect(row(rajin.full_name).getByText("Belum tersimpan")).toHaveCount(0);
      } else {
        if (i === 4) await row(jarang.full_name).getByRole("button", { name: "Izin" }).click();
        await page.getByRole("button", { name: "Semua Hadir" }).click();
        await expect(saveState).toContainText("Semua tanda kehadiran tersimpan.");
      }
      await expect(page.getByText("2 dari 2 peserta sudah ditandai.")).toBeVisible();
      if (i < days.length - 1) await page.getByRole("button", { name: "Hari pelatihan sebelumnya" }).click();
    }
    await expect(page.getByRole("button", { name: "Hari pelatihan sebelumnya" })).toBeDisabled();
    await expect(row(rajin.full_name)).toContainText("Kehadiran 100 % (5 dari 5 hari)");
    await expect(row(jarang.full_name)).toContainText("Kehadiran 60 % (3 dari 5 hari)");
    await scanThemes(page, "kehadiran-kelas-instruktur", testInfo);
    const stored = await dbSelect<{ registration_id: number; status: string }>("attendance", `select=registration_id,status&registration_id=in.(${rajin.id},${jarang.id})`);
    expect(stored).toHaveLength(10);
    expect(stored.filter((m) => m.status === "hadir")).toHaveLength(8);

    // the admin: assessment and completion, at 1440 px
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
    await page.goto(paths.admin.attendanceClass.getHref(c.id));
    await expect(page.getByRole("button", { name: "Jadikan Hari Libur" })).toBeVisible();
    await scanThemes(page, "kehadiran-kelas-admin", testInfo);
    await page.getByRole("tab", { name: "Penyelesaian" }).click();
    for (const [name, score] of [[rajin.full_name, "88"], [jarang.full_name, "70"]]) {
      await rowAction(page, `Aksi untuk ${name}`, "Beri Penilaian");
      const dialog = page.getByRole("dialog", { name: "Penilaian Akhir" });
      await dialog.getByRole("combobox", { name: "Hasil" }).click();
      await page.getByRole("option", { name: "Kompeten", exact: true }).click();
      await dialog.getByRole("textbox", { name: "Nilai (opsional)" }).fill(score);
      await dialog.getByRole("button", { name: "Simpan" }).click();
      await expectToast(page, "Penilaian disimpan.");
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole("row").filter({ hasText: rajin.full_name })).toContainText("Memenuhi syarat Selesai");
    await expect(page.getByRole("row").filter({ hasText: jarang.full_name })).toContainText("Belum memenuhi syarat");
    await scanThemes(page, "kehadiran-penyelesaian", testInfo);
    await page.setViewportSize({ width: 390, height: 844 });
    await scanThemes(page, "kehadiran-penyelesaian", testInfo);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole("checkbox", { name: "Pilih semua di halaman ini" }).check();
    await page.getByRole("button", { name: "Nyatakan Selesai (2)" }).click();
    await page.getByRole("alertdialog", { name: "Nyatakan Selesai" }).getByRole("button", { name: "Nyatakan Selesai" }).click();
    const question = page.getByRole("alertdialog", { name: "Belum memenuhi syarat Selesai" });
    await expect(question.getByRole("list", { name: "Peserta yang belum memenuhi syarat" })).toContainText(jarang.full_name);
    await expect(question).not.toContainText(rajin.full_name);
    await scanThemes(page, "kehadiran-pengecualian", testInfo);
    expect([await statusOf(rajin.id), await statusOf(jarang.id)]).toEqual(["peserta", "peserta"]);
    await question.getByRole("button", { name: "Tetap Nyatakan Selesai" }).click();
    await expectToast(page, "2 peserta dinyatakan Selesai.");
    expect([await statusOf(rajin.id), await statusOf(jarang.id)]).toEqual(["selesai", "selesai"]);

    // the batch's certificates, issued in the panel and signed (the signatory's settings have their own journey)
    await dbWrite("PATCH", "certificate_settings", "id=eq.1", SIGNATORY);
    const batchName = `${c.program} (${c.batch})`;
    await page.goto(`${paths.admin.certificates.getHref()}?jadwal=${c.id}`);
    const panel = page.getByRole("region", { name: `Sertifikat ${batchName}` });
    await expect(panel.getByText("2 peserta berstatus Selesai belum memiliki sertifikat", { exact: false })).toBeVisible();
    await panel.getByRole("button", { name: "Terbitkan Sertifikat" }).click();
    await page.getByRole("alertdialog", { name: "Terbitkan Sertifikat" }).getByRole("button", { name: "Terbitkan 2 Sertifikat" }).click();
    await expect(panel.getByText("2 sertifikat ditandatangani.")).toBeVisible({ timeout: 60_000 });
    const [certificate] = await dbSelect<{ id: number; number: string; issued_on: string }>("certificates", `select=id,number,issued_on&registration_id=eq.${rajin.id}`);

    // the trainee, on a phone without the admin's session: Cek Pendaftaran, then the PDF
    const trainee = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    try {
      const phone = await trainee.newPage();
      await phone.goto(paths.checkRegistration.getHref());
      await phone.locator("html[data-app-started]").waitFor({ state: "attached" });
      await phone.getByLabel("Kode Pendaftaran").fill(rajin.code);
      await phone.getByLabel("Tanggal Lahir").fill(BIRTH_DATE);
      await phone.getByRole("button", { name: "Cek Status" }).click();
      const status = phone.getByRole("region", { name: "Status Pendaftaran" });
      await expect(status.getByText("Selesai", { exact: true }).first()).toBeVisible();
      await expect(status).toContainText(`Nomor ${certificate.number}`);
      await scanThemes(phone, "cek-pendaftaran-sertifikat", testInfo);
      const downloading = phone.waitForEvent("download");
      await status.getByRole("button", { name: "Unduh Sertifikat (PDF)" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const content = await firstPageContent(fs.readFileSync(await download.path()));
      expect(pdfTexts(content).join("\n")).toContain(rajin.full_name);

      // a visitor scans the printed QR code: the address it holds, read from the PDF's drawing
      const scanned = readQrCode(content);
      const origin = new URL(phone.url()).origin;
      expect(scanned.startsWith(`${origin}${paths.certificateVerification.getHref()}#`)).toBe(true);
      const employer = await trainee.newPage();
      await employer.goto(scanned);
      const verdict = employer.getByTestId("certificate-verdict");
      await expect(verdict.getByRole("heading", { level: 2, name: "Sah", exact: true })).toBeVisible({ timeout: 20_000 });
      for (const field of [certificate.number, rajin.full_name, `Banda Aceh, 17 April 2001`, c.program, c.batch, "Kompeten", SIGNATORY.signatory_name, `NIP ${SIGNATORY.signatory_nip}`]) {
        await expect(verdict, field).toContainText(field);
      }
      await scanThemes(employer, "verifikasi-sertifikat-dari-pdf", testInfo);

      // the admin revokes it in the register; the same address now says Dicabut
      const reason = "Data kehadiran peserta dikoreksi";
      await rowAction(page, `Aksi untuk ${certificate.number}`, "Cabut");
      const revoke = page.getByRole("dialog", { name: "Cabut Sertifikat" });
      await revoke.getByLabel("Alasan pencabutan").fill(reason);
      await revoke.getByRole("button", { name: "Cabut Sertifikat" }).click();
      await expectToast(page, "Sertifikat dicabut.");
      await employer.reload();
      await expect(verdict.getByRole("heading", { level: 2, name: "Dicabut", exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(verdict).toContainText(reason);
      await expect(verdict.getByRole("heading", { name: "Sah", exact: true })).toHaveCount(0);

      // a copy whose QR code carries the name with one character changed: the signature no longer matches
      const [address, token] = scanned.split("#");
      const [h, p, s] = token.split(".");
      const text = Buffer.from(p, "base64url").toString("utf8");
      const edited = text.replace("Rajin", "Rajim");
      expect(edited).not.toBe(text);
      await employer.goto(`${address}#${[h, Buffer.from(edited, "utf8").toString("base64url"), s].join(".")}`);
      await expect(verdict.getByRole("heading", { level: 2, name: "Tidak sah", exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(verdict).not.toContainText("Rajim");
      await scanThemes(employer, "verifikasi-sertifikat-tidak-sah-dari-pdf", testInfo);
    } finally {
      await trainee.close();
    }
  } finally {
    await fetch(`${SB_URL}/auth/v1/admin/users/${c.userId}`, { method: "DELETE", headers: service });
  }
});

const SIGNATORY = {
  signatory_name: "Ir. Teuku Ahmad Fauzan, M.T.",
  signatory_position: "Kepala UPTD Balai Latihan Kerja Banda Aceh",
  signatory_nip: "197805122005011003",
};

const WEEKDAYS = ["Min", "Sen", "Sel", "Rab", "Kam", "Jum", "Sab"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agt", "Sep", "Okt", "Nov", "Des"];
/** The day as the day picker writes it ('Sen, 1 Des 2026'). */
function dayText(iso: string) {
  const [y, m, d] = iso.split("-").map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${d} ${MONTHS[m - 1]} ${y}`;
}
