/**
 * /verifikasi-sertifikat (issue 33 §4, docs/certificates.md "The public page"): a participant's certificate issued
 * and signed as the panel does it (issue_certificates, then the Edge Function sign-certificates, with the admin's
 * token); its QR code's address opened at 390 and 1440 px in light and dark shows Sah with every printed field; the
 * fragment never leaves the browser (only the public id goes to the status check); revoked, the same address shows
 * Dicabut with the date and reason; a token with one changed character in the name shows Tidak sah; the page without a
 * QR code offers the paper check, fits 320 px, and prints the verdict without the navigation. axe in both themes.
 */
import type { Page } from "@playwright/test";
import { applyTheme, dbSelect, dbWrite, expect, passwordSession, postAs, scanThemes, snap, submitApplication, test, today, uniq, uniqueNik } from "./support";
import { paths } from "../../src/config/paths";

const SIGNATORY = {
  signatory_name: "Ir. Teuku Ahmad Fauzan, M.T.",
  signatory_position: "Kepala UPTD Balai Latihan Kerja Banda Aceh",
  signatory_nip: "197805122005011003",
};
const UNITS = [
  { kode: "J.620100.004.02", judul: "Menggunakan Struktur Data", jp: 24 },
  { kode: "J.620100.005.02", judul: "Mengimplementasikan User Interface", jp: 40 },
  { kode: "", judul: "Etos Kerja dan Budaya Industri", jp: 16 },
];
const HOLDER = { full_name: "Cut Nurul Aulia Rahmadhani", birth_date: "2001-04-17" };
const MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const printed = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

type Certificate = {
  id: number;
  public_id: string;
  number: string;
  qr_token: string;
  program: string;
  batch: string;
  jp: number;
  period_start: string;
  period_end: string;
  issued_place: string;
  issued_on: string;
};

/**
 * A participant who applied online, completed a batch that ended two days ago, and got a certificate issued and signed
 * for it: the program's syllabus gives the units, the settings the signatory.
 */
async function signedCertificate(adminToken: string): Promise<Certificate> {
  const tag = uniq();
  const program = `Junior Web Developer ${tag}`;
  const [row] = (await dbWrite("POST", "programs", "", { name: program, category: "PBL", duration: "80 JP", description: "Pelatihan uji sertifikat." })) as { id: number }[];
  await dbWrite(
    "POST",
    "syllabus_items",
    "",
    UNITS.map((u, i) => ({ program_id: row.id, item_order: i + 1, kode_unit: u.kode || null, title: u.judul, duration_jp: u.jp })),
  );
  // open for registration first (the applicant applies as a browser does), then moved into the past
  const [schedule] = (await dbWrite("POST", "schedules", "", {
    program,
    programCategory: "PBL",
    instructorName: ["Uji Sertifikat"],
    batch: `Batch ${tag}`,
    startDate: today(10),
    endDate: today(40),
    online_registration: true,
    registration_start: today(-1),
    registration_end: today(5),
  })) as { id: number }[];
  const application = await submitApplication(schedule.id, { ...HOLDER, nik: uniqueNik() });
  await dbWrite("PATCH", "schedules", `id=eq.${schedule.id}`, {
    startDate: today(-45),
    endDate: today(-2),
    online_registration: false,
    registration_start: null,
    registration_end: null,
    status: "Ditutup",
  });
  for (const status of ["diverifikasi", "lulus", "peserta"]) await dbWrite("PATCH", "registrations", `id=eq.${application.id}`, { status });
  // Selesai only through the completion rule (docs/attendance.md): present every training day, assessed Kompeten
  const days = (await postAs(adminToken, "/rest/v1/rpc/schedule_days", { p_schedule_id: schedule.id })) as {
    day: string;
    is_training_day: boolean;
  }[];
  const marks = days.filter((d) => d.is_training_day).map((d) => ({ registration_id: application.id, day: d.day, status: "hadir", marked_at: new Date().toISOString() }));
  await postAs(adminToken, "/rest/v1/rpc/mark_attendance", { p_schedule_id: schedule.id, p_marks: marks });
  await postAs(adminToken, "/rest/v1/rpc/set_assessment", { p_registration_id: application.id, p_result: "kompeten" });
  await postAs(adminToken, "/rest/v1/rpc/complete_participants", { p_ids: [application.id] });
  await dbWrite("PATCH", "certificate_settings", "id=eq.1", SIGNATORY);

  await postAs(adminToken, "/rest/v1/rpc/issue_certificates", { p_schedule_id: schedule.id });
  const signed = await postAs<{ signed: number }>(adminToken, "/functions/v1/sign-certificates", { schedule_id: schedule.id });
  expect(signed.signed).toBe(1);
  const [certificate] = await dbSelect<Certificate>(
    "certificates",
    `select=id,public_id,number,qr_token,program,batch,jp,period_start,period_end,issued_place,issued_on&schedule_id=eq.${schedule.id}`,
  );
  return certificate;
}

/** Every request the page makes from now on (URL and body). */
function recordRequests(page: Page): { url: string; body: string }[] {
  const requests: { url: string; body: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), body: request.postData() ?? "" }));
  return requests;
}

const verdictOf = (page: Page) => page.getByTestId("certificate-verdict");

test("a certificate's QR code: Sah with every field (390 and 1440 px, light and dark), Dicabut once revoked, Tidak sah with a changed name", async ({ page }, testInfo) => {
  // the signing function's first start can take a while on a busy machine (it loads its imports once)
  test.setTimeout(240_000);
  const admin = (await passwordSession()) as { access_token: string };
  const certificate = await signedCertificate(admin.access_token);
  const address = `${paths.certificateVerification.getHref()}#${certificate.qr_token}`;
  const payload = certificate.qr_token.split(".")[1];

  const requests = recordRequests(page);
  const fields = [
    certificate.number,
    HOLDER.full_name,
    `Banda Aceh, ${printed(HOLDER.birth_date)}`,
    certificate.program,
    certificate.batch,
    `${certificate.jp} JP`,
    `${printed(certificate.period_start)} s.d. ${printed(certificate.period_end)}`,
    "Kompeten",
    `${certificate.issued_place}, ${printed(certificate.issued_on)}`,
    SIGNATORY.signatory_name,
    SIGNATORY.signatory_position,
    `NIP ${SIGNATORY.signatory_nip}`,
    ...UNITS.flatMap((u) => [u.judul, ...(u.kode ? [u.kode] : [])]),
  ];

  for (const [size, viewport] of [
    ["390 px", { width: 390, height: 844 }],
    ["1440 px", { width: 1440, height: 900 }],
  ] as const) {
    await test.step(`Sah at ${size}`, async () => {
      await page.setViewportSize(viewport);
      // a fresh load each time (the same address again would only be a jump within the page)
      await page.goto("about:blank");
      requests.length = 0;
      await page.goto(address);
      const verdict = verdictOf(page);
      await expect(verdict.getByRole("heading", { level: 2, name: "Sah", exact: true })).toBeVisible({ timeout: 20_000 });
      for (const text of fields) await expect(verdict, text).toContainText(text);
      await expect(page).toHaveTitle(/Verifikasi Sertifikat/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // the token (and its payload) went nowhere; the status check carried the public id alone, in a POST body
      expect(requests.filter((r) => r.url.includes(payload) || r.body.includes(payload) || r.url.includes(certificate.qr_token.slice(-20)))).toEqual([]);
      const status = requests.filter((r) => r.url.endsWith("/rest/v1/rpc/certificate_status"));
      expect(status.map((r) => JSON.parse(r.body))).toEqual([{ p_id: certificate.public_id }]);
      // the address keeps the fragment: a reload shows the same verdict
      expect(new URL(page.url()).hash).toBe(`#${certificate.qr_token}`);
      await scanThemes(page, "verifikasi-sertifikat-sah", testInfo);
    });
  }

  await test.step("Sah at 320 px: nothing scrolls sideways", async () => {
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(verdictOf(page).getByRole("heading", { level: 2, name: "Sah", exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the units' table fits too (its box would scroll sideways and hide the hours)
    const tableOverflow = await verdictOf(page).locator("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(tableOverflow).toBeLessThanOrEqual(0);
    await snap(page, "verifikasi-sertifikat-sah-320", "dark");
  });

  await test.step("revoked: Dicabut with the date and reason", async () => {
    const reason = "Peserta terbukti tidak mengikuti pelatihan";
    await postAs(admin.access_token, "/rest/v1/rpc/revoke_certificate", { p_id: certificate.id, p_reason: reason });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const verdict = verdictOf(page);
    await expect(verdict.getByRole("heading", { level: 2, name: "Dicabut", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(verdict).toContainText(reason);
    await expect(verdict).toContainText(certificate.number);
    // the day of revocation is the database's day in Asia/Jakarta (UTC+7), not the runner's
    await expect(verdict).toContainText(`pada ${printed(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date()))}`);
    await expect(verdict.getByRole("heading", { name: "Sah", exact: true })).toHaveCount(0);
    await scanThemes(page, "verifikasi-sertifikat-dicabut", testInfo);
  });

  await test.step("one changed character in the name: Tidak sah", async () => {
    const [h, p, s] = certificate.qr_token.split(".");
    const text = Buffer.from(p, "base64url").toString("utf8");
    const edited = text.replace("Nurul", "Nurol");
    expect(edited).not.toBe(text);
    await page.goto(`${paths.certificateVerification.getHref()}#${[h, Buffer.from(edited, "utf8").toString("base64url"), s].join(".")}`);
    const verdict = verdictOf(page);
    await expect(verdict.getByRole("heading", { level: 2, name: "Tidak sah", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(verdict).toContainText("tidak cocok dengan tanda tangan digital");
    await expect(verdict).not.toContainText("Nurol");
    await scanThemes(page, "verifikasi-sertifikat-tidak-sah", testInfo);
  });
});

test("without a QR code: the paper check at 320 px, and the verdict printed without the navigation", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(paths.certificateVerification.getHref());
  await expect(page.getByRole("heading", { level: 1, name: "Verifikasi Sertifikat" })).toBeVisible();
  const number = page.getByRole("textbox", { name: "Nomor Sertifikat" });
  await expect(number).toBeVisible();
  // the form takes input once its code has hydrated it (inert before: typed text would be lost)
  await expect(page.locator("form:not([inert])")).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "nothing scrolls sideways at 320 px").toBeLessThanOrEqual(0);
  await number.fill("999/TIK/BLK-BNA/2020");
  await page.getByLabel("Tanggal Lahir Pemegang").fill("2001-04-17");
  await page.getByRole("button", { name: "Periksa Sertifikat" }).click();
  const answer = page.getByTestId("paper-verdict");
  await expect(answer.getByRole("heading", { level: 2, name: "Tidak ditemukan" })).toBeVisible();
  await expect(answer).toContainText("Periksa nomor sertifikat dan tanggal lahir");
  await scanThemes(page, "verifikasi-sertifikat-kertas", testInfo);

  // printed: the answer, not the header, the form or the footer
  await applyTheme(page, "dark");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(number).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(answer.getByRole("heading", { name: "Tidak ditemukan" })).toBeVisible();
  const colour = await answer.getByRole("heading", { name: "Tidak ditemukan" }).evaluate((el) => getComputedStyle(el).color);
  expect(colour, "black on paper in the dark theme too").toBe("rgb(0, 0, 0)");
  await snap(page, "verifikasi-sertifikat-cetak", "dark");
});
