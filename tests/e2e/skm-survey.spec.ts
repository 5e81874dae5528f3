/**
 * Survei Kepuasan (issue 35 "Done when"; docs/satisfaction-survey.md): on a phone (390 px) a visitor goes from
 * /survei-kepuasan to the form, is told which answers are missing, answers all nine elements and the profile and is
 * thanked; the response is stored once, in the open period. In the panel the admin sees the new count against the
 * minimum, closes the period and writes its follow-up; /survei-kepuasan then shows the closed period's IKM, grade,
 * elements (with the table) and respondents, and the follow-up, in both themes with axe at 0. The period is reopened
 * at the end (through the panel), so the demo data stays as it was for the tests after this one.
 *
 * Then a participant whose training ends this week (docs/satisfaction-survey.md, "Participants' link"): on a phone
 * their Cek Pendaftaran page offers the survey, the link carries a token in its fragment only, the answer is stored
 * as a participant's (source peserta, no registration on the row), and the page then thanks them instead; the same
 * participant cannot answer twice in the period.
 */
import { paths } from "../../src/config/paths";
import type { Page } from "@playwright/test";
import { dbCount, dbSelect, dbWrite, expect, expectToast, rowAction, scanThemes, signInAsAdmin, submitApplication, test, today, uniq, uniqueNik } from "./support";

type Period = { id: number; name: string; closed_at: string | null; follow_up: string | null };

test("a visitor answers on a phone; the panel closes the period and writes the follow-up; the public page shows the result", async ({ page }, testInfo) => {
  const [open] = await dbSelect<Period>("skm_periods", "select=id,name,closed_at,follow_up&closed_at=is.null&order=starts_on.desc&limit=1");
  expect(open, "the demo data has an open period").toBeTruthy();
  const before = await dbCount("skm_responses", `period_id=eq.${open.id}`);

  // a visitor on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.satisfaction.getHref());
  await page.getByRole("link", { name: "Isi Survei Kepuasan" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.satisfactionForm.getHref()}$`));
  await expect(page.getByText(`Periode survei: ${open.name}.`)).toBeVisible({ timeout: 20_000 });
  const questions = page.getByRole("radiogroup");
  await expect(questions).toHaveCount(12); // nine elements, sex, education, occupation

  // sent with nothing answered: each missing answer is named and nothing is stored
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByText('Pilih salah satu jawaban untuk unsur "Persyaratan".')).toBeVisible();
  await expect(page.getByText("Pilih pekerjaan utama.")).toBeVisible();
  expect(await dbCount("skm_responses", `period_id=eq.${open.id}`)).toBe(before);

  for (let i = 0; i < 9; i++) {
    // the second-best answer for the 8th element (Sarana dan Prasarana), the best for the rest
    await questions.nth(i).getByRole("radio").nth(i === 7 ? 2 : 3).check();
  }
  await page.getByLabel("Umur (tahun)").fill("23");
  await page.getByRole("radiogroup", { name: "Jenis kelamin" }).getByRole("radio", { name: "Perempuan" }).check();
  await page.getByRole("radiogroup", { name: "Pendidikan terakhir" }).getByRole("radio", { name: "SMA/SMK" }).check();
  await page.getByRole("radiogroup", { name: "Pekerjaan utama" }).getByRole("radio", { name: "Belum Bekerja" }).check();
  const suggestion = `Jam layanan diperpanjang sampai sore ${uniq()}`;
  await page.getByLabel(/Saran untuk kami/).fill(suggestion);
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByRole("heading", { name: "Terima kasih!" })).toBeFocused();
  await expect(page.getByText(`Jawaban Anda untuk periode ${open.name} sudah kami terima.`)).toBeVisible();
  await expect.poll(() => dbCount("skm_responses", `period_id=eq.${open.id}`)).toBe(before + 1);
  const [stored] = await dbSelect<Record<string, unknown>>("skm_responses", `select=*&suggestion=eq.${encodeURIComponent(suggestion)}`);
  expect(stored).toMatchObject({ period_id: open.id, source: "publik", u1: 4, u8: 3, u9: 4, age: 23, gender: "P", education: "SMA/SMK", occupation: "Belum Bekerja" });

  // the panel: the count against the minimum, closing, the follow-up
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await page.goto(paths.admin.skm.getHref());
  const row = page.getByRole("row").filter({ hasText: open.name });
  await expect(row).toContainText(`${before + 1} dari`, { timeout: 20_000 });
  await expect(row).toContainText("Berjalan");
  await rowAction(page, `Aksi untuk ${open.name}`, "Tutup Periode");
  await page.getByRole("alertdialog", { name: "Tutup periode ini?" }).getByRole("button", { name: "Ya, Tutup Periode" }).click();
  await expectToast(page, "Periode berhasil ditutup.");
  await expect(row).toContainText("Ditutup");

  const followUp = `Ruang praktik mendapat dua pendingin udara baru (${uniq()}).`;
  await rowAction(page, `Aksi untuk ${open.name}`, "Hasil & Tindak Lanjut");
  const dialog = page.getByRole("dialog", { name: "Hasil & Tindak Lanjut" });
  await expect(dialog).toContainText(`${before + 1} dari`);
  await expect(dialog.getByRole("table", { name: `Nilai per unsur periode ${open.name}` })).toContainText("(terendah)");
  await dialog.getByLabel(/^Tindak Lanjut/).fill(followUp);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Tindak lanjut berhasil disimpan.");
  expect((await dbSelect<Period>("skm_periods", `select=follow_up,closed_at&id=eq.${open.id}`))[0]).toMatchObject({ follow_up: followUp, closed_at: expect.any(String) });

  // the public page: the closed period's result with its follow-up, both themes, axe 0
  try {
    await page.goto(paths.satisfaction.getHref());
    await expect(page.getByRole("heading", { level: 2, name: open.name, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("skm-index")).toContainText("Indeks Kepuasan Masyarakat");
    await expect(page.getByTestId("skm-index")).toContainText(/[ABCD] \((Sangat Baik|Baik|Kurang Baik|Tidak Baik)\)/);
    await expect(page.getByTestId("skm-respondents")).toContainText(`Berdasarkan ${before + 1} responden.`);
    const elements = page.getByRole("table", { name: `Nilai per unsur pelayanan, ${open.name}` });
    await expect(elements.getByRole("row")).toHaveCount(10);
    await expect(page.getByText(followUp)).toBeVisible();
    await scanThemes(page, "survei-kepuasan-hasil", testInfo);
  } finally {
    // reopened through the panel as an admin would (the demo's open period stays open for the tests after this one)
    await page.goto(paths.admin.skm.getHref());
    await rowAction(page, `Aksi untuk ${open.name}`, "Buka Kembali");
    await page.getByRole("alertdialog", { name: "Buka kembali periode ini?" }).getByRole("button", { name: "Ya, Buka Kembali" }).click();
    await expectToast(page, "Periode berhasil dibuka kembali.");
    await expect.poll(async () => (await dbSelect<Period>("skm_periods", `select=closed_at&id=eq.${open.id}`))[0].closed_at).toBeNull();
  }
});

/** Answers the nine elements (the best answer but one for the 8th) and the profile. */
async function answerAll(page: Page) {
  const questions = page.getByRole("radiogroup");
  await expect(questions).toHaveCount(12);
  for (let i = 0; i < 9; i++) await questions.nth(i).getByRole("radio").nth(i === 7 ? 2 : 3).check();
  await page.getByLabel("Umur (tahun)").fill("20");
  await page.getByRole("radiogroup", { name: "Jenis kelamin" }).getByRole("radio", { name: "Laki-laki" }).check();
  await page.getByRole("radiogroup", { name: "Pendidikan terakhir" }).getByRole("radio", { name: "SMA/SMK" }).check();
  await page.getByRole("radiogroup", { name: "Pekerjaan utama" }).getByRole("radio", { name: "Belum Bekerja" }).check();
}

test("a participant near the end of training answers from their Cek Pendaftaran page on a phone, once", async ({ page }) => {
  // a batch that ends in three days, its participant (Peserta)
  const [open] = await dbSelect<Record<string, unknown>>("schedules", "select=*&online_registration=is.true&program=eq.Desain%20Grafis%20Muda");
  const { id: _id, created_at: _created, status: _status, ...fields } = open;
  const [batch] = (await dbWrite("POST", "schedules", "select=id", { ...fields, program: `SKM Peserta ${uniq()}`, batch: "Batch 1" })) as { id: number }[];
  const application = await submitApplication(batch.id, { full_name: `Teuku Peserta ${uniq()}`, nik: uniqueNik() });
  await dbWrite("PATCH", "schedules", `id=eq.${batch.id}`, { online_registration: false, registration_start: null, registration_end: null, startDate: today(-30), endDate: today(3) });
  for (const status of ["diverifikasi", "lulus", "peserta"]) await dbWrite("PATCH", "registrations", `id=eq.${application.id}`, { status });
  const [period] = await dbSelect<Period>("skm_periods", "select=id,name&closed_at=is.null&order=starts_on.desc&limit=1");
  const before = await dbCount("skm_responses", `period_id=eq.${period.id}&source=eq.peserta`);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.setViewportSize({ width: 390, height: 844 });
  async function checkStatus() {
    await page.goto(paths.checkRegistration.getHref());
    await page.getByLabel("Kode Pendaftaran").fill(application.code);
    await page.getByLabel("Tanggal Lahir").fill("2000-02-03");
    await page.getByRole("button", { name: "Cek Status" }).click();
  }
  await checkStatus();
  await expect(page.getByRole("heading", { name: "Survei Kepuasan" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Survei Kepuasan Masyarakat periode ${period.name}`)).toBeVisible();
  await page.getByRole("button", { name: "Isi Survei Kepuasan" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.satisfactionForm.getHref()}#[A-Za-z0-9_-]{43}$`));
  const token = new URL(page.url()).hash.slice(1);
  await expect(page.getByText(/Anda mengisi melalui tautan pribadi peserta pelatihan/)).toBeVisible({ timeout: 20_000 });
  await answerAll(page);
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByRole("heading", { name: "Terima kasih!" })).toBeFocused();
  await expect.poll(() => dbCount("skm_responses", `period_id=eq.${period.id}&source=eq.peserta`)).toBe(before + 1);
  // the token stayed in the fragment: no request carried it in its URL
  expect(urls.filter((url) => url.includes(token))).toEqual([]);

  // the status page now thanks them; the same link cannot answer again
  await checkStatus();
  await expect(page.getByText("Terima kasih, Anda sudah mengisi survei kepuasan periode ini.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Isi Survei Kepuasan" })).toHaveCount(0);
  await page.goto(`${paths.satisfactionForm.getHref()}#${token}`);
  await answerAll(page);
  await page.getByRole("button", { name: "Kirim Jawaban" }).click();
  await expect(page.getByRole("alert")).toContainText("Tautan survei ini sudah dipakai atau tidak berlaku lagi.");
  expect(await dbCount("skm_responses", `period_id=eq.${period.id}&source=eq.peserta`)).toBe(before + 1);
});
