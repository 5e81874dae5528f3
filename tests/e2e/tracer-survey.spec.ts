/**
 * Survei Alumni (issue 34 §1, docs/outcomes.md "Sending from the panel" and "The graduate's page"): a graduate of a
 * batch that ended three months ago is due: the overview's "Perlu Tindakan" says so and leads to the panel's list,
 * where the admin sends the link through WhatsApp (the send recorded on the graduate's timeline); on a phone (390 px)
 * the link from that message opens the questionnaire, the questions for work appear after Bekerja, a missing answer is named, the answer
 * is stored and thanked, then corrected with the same link; the database holds the corrected answer. The token never
 * leaves the fragment: no request carries it in its URL. axe in light and dark on the form and the thank-you.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import {
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
} from "./support";

/** A graduate (Selesai) of a batch that ended three months ago, due for the 3-month round. */
async function graduate(adminToken: string): Promise<{ registrationId: number; program: string; name: string }> {
  const tag = uniq();
  const name = `Cut Alumni ${tag}`;
  const program = `Alumni E2E ${tag}`;
  const [open] = await dbSelect<Record<string, unknown>>("schedules", "select=*&online_registration=is.true&program=eq.Desain%20Grafis%20Muda");
  const { id: _id, created_at: _created, status: _status, ...fields } = open;
  const [batch] = (await dbWrite("POST", "schedules", "select=id", { ...fields, program, batch: "Batch 1" })) as { id: number }[];
  const application = await submitApplication(batch.id, { full_name: name, nik: uniqueNik() });
  const end = new Date(`${today()}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() - 3);
  const endDate = end.toISOString().slice(0, 10);
  await dbWrite("PATCH", "schedules", `id=eq.${batch.id}`, { online_registration: false, registration_start: null, registration_end: null, startDate: today(-130), endDate });
  for (const status of ["diverifikasi", "lulus", "peserta"]) await dbWrite("PATCH", "registrations", `id=eq.${application.id}`, { status });
  // Selesai as an exception the administrator asks for (attendance and assessment: certificate-journey.spec.ts)
  await postAs(adminToken, "/rest/v1/rpc/complete_participants", { p_ids: [application.id], p_allow_exceptions: true });
  return { registrationId: application.id, program, name };
}

const question = (page: Page, wording: RegExp) => page.getByRole("radiogroup", { name: wording });

test("the panel sends a graduate their link by WhatsApp; on a phone they answer, then correct with the same link", async ({ page }, testInfo) => {
  const admin = (await passwordSession()) as { access_token: string };
  const { registrationId, program, name } = await graduate(admin.access_token);

  // the panel: "Perlu Tindakan" leads to the due list; "Kirim Survei" opens WhatsApp with the graduate's own link
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await signInAsAdmin(page);
  await page.goto(paths.admin.dashboard.getHref());
  await page.getByRole("link", { name: new RegExp(`lulusan menunggu tautan survei alumni.*${program}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.admin.tracer.getHref()}$`));
  await expect(page.getByRole("button", { name: `Aksi untuk ${name}`, exact: true })).toBeVisible({ timeout: 20_000 });
  await scanThemes(page, "survei-alumni-panel", testInfo);
  await rowAction(page, `Aksi untuk ${name}`, "Kirim Survei");
  const dialog = page.getByRole("dialog", { name: "Kirim Survei" });
  await expect(dialog.getByLabel("Pesan")).toHaveValue(new RegExp(`${paths.alumniSurvey.getHref()}#[A-Za-z0-9_-]{43} `));
  await scanThemes(page, "survei-alumni-kirim", testInfo);
  await dialog.getByRole("button", { name: "Buka WhatsApp" }).click();
  await expectToast(page, "Tautan survei untuk 1 lulusan tercatat di riwayat pendaftaran.");
  const [whatsapp] = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  const message = new URL(whatsapp).searchParams.get("text") ?? "";
  expect(message).toContain(`Halo ${name}`);
  const path = new URL(/https?:\/\/\S+#\S+/.exec(message)![0]).href.replace(/^https?:\/\/[^/]+/, "");
  const token = path.split("#")[1];
  const events = await dbSelect<{ details: unknown }>("registration_events", `select=details&kind=eq.tracer_sent&registration_id=eq.${registrationId}`);
  expect(events.map((e) => e.details)).toEqual([{ round_month: 3, channel: "whatsapp" }]);
  const [{ id: roundId, sends }] = await dbSelect<{ id: number; sends: number }>("tracer_rounds", `select=id,sends&registration_id=eq.${registrationId}&round_month=eq.3`);
  expect(sends).toBe(1);
  // the graduate's phone: no panel session
  await page.evaluate(() => localStorage.clear());
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 2, name: "Halo, Cut" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const status = question(page, /Apa kegiatan utama Anda saat ini\?/);
  await status.getByText("Bekerja", { exact: true }).click();
  await page.getByLabel(/Berapa bulan setelah pelatihan selesai/).fill("2");
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByText('Pertanyaan "Nama tempat Anda bekerja" wajib dijawab.')).toBeVisible();
  await scanThemes(page, "survei-alumni-form", testInfo);
  await page.getByLabel(/Nama tempat Anda bekerja/).fill("PT Aceh Digital Kreatif");
  await question(page, /Bidang usaha tempat Anda bekerja/).getByText("Teknologi Informasi dan Komunikasi").click();
  await question(page, /Apakah pekerjaan Anda sesuai/).getByText("Sesuai", { exact: true }).click();
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByRole("heading", { name: "Terima kasih, Cut!" })).toBeVisible();
  await scanThemes(page, "survei-alumni-terima-kasih", testInfo);

  // corrected with the same link: now a business
  await page.getByRole("button", { name: "Perbaiki Jawaban" }).click();
  await status.getByText("Wirausaha", { exact: true }).click();
  await page.getByLabel(/Bidang usaha Anda/).fill("Jasa desain grafis");
  await page.getByRole("button", { name: "Simpan Perbaikan" }).click();
  await expect(page.getByRole("heading", { name: "Terima kasih, Cut!" })).toBeVisible();

  const [round] = await dbSelect<{ answered_at: string | null; corrected_at: string | null }>("tracer_rounds", `select=answered_at,corrected_at&id=eq.${roundId}`);
  expect(round.answered_at).not.toBeNull();
  expect(round.corrected_at).not.toBeNull();
  const answers = await dbSelect<{ value: unknown; question: { key: string } }>("tracer_answers", `select=value,question:tracer_questions(key)&round_id=eq.${roundId}`);
  expect(Object.fromEntries(answers.map((a) => [a.question.key, a.value]))).toEqual({
    status: "Wirausaha",
    business_field: "Jasa desain grafis",
    months_to_first: 2,
    quote_consent: false,
  });
  // the token stayed in the fragment: no request carried it in its address
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
});
