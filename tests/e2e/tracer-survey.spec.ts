/**
 * Survei Alumni (issue 34 §1, docs/outcomes.md "Sending from the panel" and "The graduate's page"): a graduate of a
 * batch that ended three months ago is due: the overview's "Perlu Tindakan" says so and leads to the panel's list,
 * where the admin sends the link through WhatsApp (the send recorded on the graduate's timeline); on a phone (390 px)
 * the link from that message opens the questionnaire, the questions for work appear after Bekerja, a missing answer is named, the answer
 * is stored and thanked, then corrected with the same link; the database holds the corrected answer. The token never
 * leaves the fragment: no request carries it in its URL. axe in light and dark on the form and the thank-you.
 *
 * Then the figure (issue 34 "Done when"; docs/outcomes.md "Figures" and "Public outcomes"): a batch of six graduates
 * that ended last year (the program page shows the last completed year) answers one by one; a second graduate
 * corrects their answer on a phone within the correction window; the program page and /hasil-pelatihan show
 * nothing at four answers and the figure once five have answered, beside the response rate; and a vacancy of that
 * program leaves /lowongan and the program page once its deadline has passed.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/config/paths";
import {
  ANON_KEY,
  SB_URL,
  dbSelect,
  dbWrite,
  expect,
  expectToast,
  jakartaDay,
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

/** tracer_submit as the graduate's browser sends it: anon, the token in the POST body. */
async function answer(token: string, answers: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${SB_URL}/rest/v1/rpc/tracer_submit`, {
    method: "POST",
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ p_token: token, p_answers: answers }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** The public figures as a visitor's browser asks for them (GET, anon). */
async function publicOutcomes(): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${SB_URL}/rest/v1/rpc/public_outcomes`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

test("five answers make a program's figure public, a correction counts, and a vacancy leaves with its deadline", async ({ page }) => {
  const admin = (await passwordSession()) as { access_token: string };
  const tag = uniq();
  const program = `Angka Alumni ${tag}`;
  const [programRow] = (await dbWrite("POST", "programs", "", { name: program, category: "PBL", duration: "40 JP", description: "Pelatihan uji angka alumni." })) as { id: number }[];
  const [open] = await dbSelect<Record<string, unknown>>("schedules", "select=*&online_registration=is.true&program=eq.Desain%20Grafis%20Muda");
  const { id: _id, created_at: _created, status: _status, ...fields } = open;
  const [batch] = (await dbWrite("POST", "schedules", "select=id", { ...fields, program, batch: "Batch 1" })) as { id: number }[];
  const graduates: { id: number; name: string }[] = [];
  for (let i = 1; i <= 6; i++) {
    const name = `Cut Angka ${i} ${tag}`;
    graduates.push({ id: (await submitApplication(batch.id, { full_name: name, nik: uniqueNik() })).id, name });
  }
  // the batch ended in December of last year: its year is the one a program page shows
  const lastYear = new Date().getFullYear() - 1;
  await dbWrite("PATCH", "schedules", `id=eq.${batch.id}`, {
    online_registration: false,
    registration_start: null,
    registration_end: null,
    startDate: `${lastYear}-11-01`,
    endDate: `${lastYear}-12-15`,
  });
  const ids = graduates.map((g) => g.id).join(",");
  for (const status of ["diverifikasi", "lulus", "peserta"]) await dbWrite("PATCH", "registrations", `id=in.(${ids})`, { status });
  await postAs(admin.access_token, "/rest/v1/rpc/complete_participants", { p_ids: graduates.map((g) => g.id), p_allow_exceptions: true });
  // the 6-month round, still open (a round's window is a setting; the panel's sending is the first test's)
  const sixMonths = `${new Date().getFullYear()}-06-15`;
  const opensOn = sixMonths < jakartaDay(-1) ? sixMonths : jakartaDay(-1);
  const rounds = (await dbWrite(
    "POST",
    "tracer_rounds",
    "select=id,registration_id",
    graduates.map((g) => ({ registration_id: g.id, round_month: 6, opens_on: opensOn, closes_on: jakartaDay(30) })),
  )) as { id: number; registration_id: number }[];
  const tokens: string[] = [];
  for (const g of graduates) {
    const round = rounds.find((r) => r.registration_id === g.id)!;
    tokens.push((await postAs<{ token: string }>(admin.access_token, "/rest/v1/rpc/tracer_link", { p_round_id: round.id })).token);
  }

  const work = { status: "Bekerja", employer: "PT Uji Satu", sector: "Teknologi Informasi dan Komunikasi", work_fits: "Sesuai", months_to_first: 2 };
  await answer(tokens[0], work);
  await answer(tokens[1], { status: "Belum Bekerja" });
  await answer(tokens[2], { status: "Wirausaha", business_field: "Jasa desain grafis", months_to_first: 4 });
  await answer(tokens[3], { status: "Melanjutkan Pendidikan" });

  // four answers: too few to show (a figure of four could point at a person): the database leaves the group out,
  // and the page (whose outcome request has been answered) shows nothing
  expect((await publicOutcomes()).filter((o) => o.program === program)).toEqual([]);
  const figure = page.getByTestId("program-outcome");
  const outcomes = page.waitForResponse((r) => r.url().includes("/rpc/public_outcomes"));
  await page.goto(paths.programDetail.getHref(programRow.id));
  await outcomes;
  await expect(page.getByRole("heading", { level: 1, name: program })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Pelatihan uji angka alumni.")).toBeVisible();
  await expect(figure).toHaveCount(0);

  // the second graduate found work: they correct their answer on a phone with the same link
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${paths.alumniSurvey.getHref()}#${tokens[1]}`);
  await expect(page.getByText(/Anda sudah mengisi survei ini pada .*Perbaikan dapat dikirim sampai/)).toBeVisible({ timeout: 20_000 });
  await question(page, /Apa kegiatan utama Anda saat ini\?/).getByText("Bekerja", { exact: true }).click();
  await page.getByLabel(/Nama tempat Anda bekerja/).fill("Dinas Komunikasi dan Informatika");
  await question(page, /Bidang usaha tempat Anda bekerja/).getByText("Pemerintahan").click();
  await question(page, /Apakah pekerjaan Anda sesuai/).getByText("Cukup sesuai").click();
  await page.getByLabel(/Berapa bulan setelah pelatihan selesai/).fill("3");
  await page.getByRole("button", { name: "Simpan Perbaikan" }).click();
  await expect(page.getByRole("heading", { name: "Terima kasih, Cut!" })).toBeVisible();

  // the fifth answer: 3 of 5 who answered work or run a business, 5 of the 6 graduates answered
  await answer(tokens[4], { status: "Belum Bekerja" });
  expect((await publicOutcomes()).filter((o) => o.program === program)).toEqual([
    { program, year: lastYear, graduates: 6, reached: 5, placed: 3, response_rate: 83.3, placement_rate: 60, placed_of_graduates: 50 },
  ]);
  await page.goto(paths.programDetail.getHref(programRow.id));
  await expect(figure).toContainText("3 dari 5 lulusan yang menjawab bekerja atau berwirausaha dalam 6 bulan", { timeout: 20_000 });
  await expect(figure).toContainText("5 dari 6 lulusan menjawab survei alumni (tingkat respons 83,3 %).");
  await expect(figure).toContainText(`Hasil lulusan ${lastYear}`);
  await page.goto(paths.outcomes.getHref());
  const row = page.getByRole("row", { name: new RegExp(program) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole("cell")).toHaveText(["6", "5", "83,3 %", "3", "60 %", "50 %"]);

  // a vacancy of this program: on /lowongan and the program page until its deadline, gone the day after
  const position = `Staf Dukungan TI ${tag}`;
  const [vacancy] = (await dbWrite("POST", "vacancies", "select=id", {
    position,
    company: "PT Uji Lowongan",
    location: "Banda Aceh",
    requirements: "Lulusan pelatihan TIK.",
    deadline: jakartaDay(0),
    apply_url: "https://example.com/lamar",
    program_ids: [programRow.id],
    published: true,
  })) as { id: number }[];
  await page.goto(paths.vacancies.getHref());
  await expect(page.getByRole("heading", { name: position })).toBeVisible({ timeout: 20_000 });
  await page.goto(paths.programDetail.getHref(programRow.id));
  await expect(page.getByText(position)).toBeVisible({ timeout: 20_000 });
  // the deadline passes (as the calendar would move past it): no job, the row's rule hides it on the next read
  await dbWrite("PATCH", "vacancies", `id=eq.${vacancy.id}`, { deadline: jakartaDay(-1) });
  const vacancies = page.waitForResponse((r) => r.url().includes("/rest/v1/vacancies"));
  await page.goto(paths.vacancies.getHref());
  await vacancies;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(position)).toHaveCount(0);
  const related = page.waitForResponse((r) => r.url().includes("/rest/v1/vacancies"));
  await page.goto(paths.programDetail.getHref(programRow.id));
  await related;
  await expect(figure).toBeVisible();
  await expect(page.getByText(position)).toHaveCount(0);
});
