/**
 * "Pendaftar" (issue 23, docs/selection.md): an applicant registers through the site's form; an administrator finds
 * the application by its code (the search text in no URL), reveals the NIK
 * (recorded), opens a document through the function document-url (recorded), marks one "Perlu perbaikan" with a reason and changes the
 * status with a message the applicant reads on Cek Pendaftaran; a bulk change of three applications shows its
 * summary before anything applies; accepting beyond a batch's quota asks first; a batch's results, published, show a
 * visitor codes and masked names only. axe, light and dark.
 */
import { dbSelect, dbWrite, expect, expectToast, scanThemes, selectOption, signInAsAdmin, submitApplication, tabTo, test, uniq, uniqueNik } from "./support";
import fs from "node:fs";
import { readSheet } from "read-excel-file/node";
import { paths } from "../../src/config/paths";

/** The demo's online batch (open for registration on every day the seed runs). */
async function onlineBatch(): Promise<{ id: number; program: string; batch: string }> {
  const [batch] = await dbSelect<{ id: number; program: string; batch: string }>(
    "schedules",
    "select=id,program,batch&online_registration=is.true&program=eq.Desain%20Grafis%20Muda",
  );
  return batch;
}

const statusOf = async (id: number) => (await dbSelect<{ status: string }>("registrations", `select=status&id=eq.${id}`))[0].status;

test("an application found by its code: NIK, documents, review and a status with a message the applicant reads", async ({ page }, testInfo) => {
  const batch = await onlineBatch();
  const nik = uniqueNik();
  // the applicant's submission as their browser sends it (the form itself: mobile-registration.spec.ts); with the form
  // too, this test took over its minute on a busy machine
  const application = await submitApplication(batch.id, { full_name: "Teuku Uji Seleksi", nik });
  await signInAsAdmin(page);

  // the list, searched by the code
  await page.goto(paths.admin.applications.getHref());
  await expect(page.getByRole("heading", { level: 1, name: "Pendaftar" })).toBeVisible();
  // the search text travels in a POST body only: no request's URL and not the page's URL carries it
  const searchedUrls: string[] = [];
  page.on("request", (request) => searchedUrls.push(request.url()));
  await page.getByRole("searchbox", { name: "Cari pendaftar" }).fill(application.code);
  const row = page.getByRole("row").filter({ hasText: application.code });
  await expect(row).toHaveCount(1);
  expect(searchedUrls.filter((url) => url.includes(application.code))).toEqual([]);
  expect(page.url()).toBe(new URL(paths.admin.applications.getHref(), page.url()).href);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText(`•••• •••• •••• ${nik.slice(-4)}`);
  await expect(row).not.toContainText(nik);
  await expect(row).toContainText("Baru");
  await scanThemes(page, "admin-pendaftar", testInfo);

  // one application
  await row.getByRole("link", { name: "Teuku Uji Seleksi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pendaftar" })).toBeVisible();
  await expect(page).toHaveTitle(/Detail Pendaftar/);
  await expect(page).not.toHaveTitle(/Teuku/);
  const facts = page.getByRole("region", { name: "Data Pendaftar" });
  await expect(facts).toContainText(`•••• •••• •••• ${nik.slice(-4)}`);
  await expect(facts).not.toContainText(nik);
  await facts.getByRole("button", { name: "Tampilkan NIK" }).click();
  await expect(facts.getByText(nik, { exact: true })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Riwayat Pendaftaran" });
  await expect(timeline.getByText("NIK ditampilkan")).toBeVisible();
  await expect(timeline.getByText("Pendaftaran dikirim")).toBeVisible();

  // a document, inside the panel, through a 2-minute link from the Edge Function document-url (recorded)
  const documents = page.getByRole("region", { name: "Dokumen" });
  const asked = page.waitForRequest((request) => request.url().endsWith("/functions/v1/document-url") && request.method() === "POST");
  await documents.getByRole("button", { name: "Lihat KTP" }).click();
  expect((await asked).postDataJSON()).toMatchObject({ kind: "ktp" });
  const viewer = page.getByRole("dialog", { name: /KTP · Teuku Uji Seleksi/ });
  await expect(viewer).toBeVisible();
  const src = (await viewer.locator("object").getAttribute("data"))!;
  expect(src).toMatch(/\/storage\/v1\/object\/sign\/registration-documents\/.+\?token=/);
  expect(src).not.toContain(nik);
  const file = await page.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(timeline.getByText("Dokumen KTP dibuka")).toBeVisible();

  // "Perlu perbaikan" with a reason
  await documents.getByRole("button", { name: "Tandai Ijazah Terakhir perlu perbaikan" }).click();
  const fix = page.getByRole("dialog", { name: "Ijazah Terakhir Perlu Perbaikan" });
  await fix.getByRole("button", { name: "Tandai Perlu Perbaikan" }).click();
  await expect(fix.getByText("Tuliskan apa yang perlu diperbaiki.")).toBeVisible();
  await fix.getByLabel("Apa yang perlu diperbaiki?").fill("Foto ijazah buram, nilai tidak terbaca.");
  await fix.getByRole("button", { name: "Tandai Perlu Perbaikan" }).click();
  await expectToast(page, "Ijazah Terakhir ditandai Perlu perbaikan.");
  await expect(documents.getByText("Alasan: Foto ijazah buram, nilai tidak terbaca.")).toBeVisible();
  await expect(timeline.getByText("Dokumen Ijazah Terakhir ditandai Perlu perbaikan")).toBeVisible();
  await documents.getByRole("button", { name: "Tandai KTP sesuai" }).click();
  await expectToast(page, "KTP ditandai Sesuai.");

  // the status, with a message for the applicant
  await page.getByRole("button", { name: "Ubah Status" }).click();
  const change = page.getByRole("dialog", { name: "Ubah Status Pendaftar" });
  await selectOption(page, "Status baru", "Perlu Perbaikan");
  await change.getByLabel("Pesan untuk pendaftar (opsional)").fill("Unggah ulang ijazah yang terbaca jelas ke narahubung.");
  await expect(change.getByRole("status")).toHaveText("1 pendaftar akan diubah menjadi Perlu Perbaikan.");
  await change.getByRole("button", { name: "Terapkan" }).click();
  await expectToast(page, "Status 1 pendaftar diubah menjadi Perlu Perbaikan.");
  await expect(timeline.getByText("Status Baru → Perlu Perbaikan")).toBeVisible();
  await expect(timeline.getByText("Pesan: Unggah ulang ijazah yang terbaca jelas ke narahubung.")).toBeVisible();
  await scanThemes(page, "admin-pendaftar-detail", testInfo);
});

// The rest of an application's life, on an application of its own (one test for both took over its minute on a
// busy machine): the status's WhatsApp message and what the applicant reads.
test("an application's status reaches the applicant: WhatsApp and the status page", async ({ page, browser }, testInfo) => {
  const batch = await onlineBatch();
  const nik = uniqueNik();
  const application = await submitApplication(batch.id, { full_name: "Teuku Uji Seleksi", nik });
  await signInAsAdmin(page);
  await page.goto(paths.admin.application.getHref(application.id));
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pendaftar" })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Riwayat Pendaftaran" });
  const changeStatus = async (label: string, message?: string) => {
    await page.getByRole("button", { name: "Ubah Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Status Pendaftar" });
    await selectOption(page, "Status baru", label);
    if (message) await dialog.getByLabel("Pesan untuk pendaftar (opsional)").fill(message);
    await dialog.getByRole("button", { name: "Terapkan" }).click();
    await expectToast(page, `Status 1 pendaftar diubah menjadi ${label}.`);
  };
  await changeStatus("Perlu Perbaikan", "Unggah ulang ijazah yang terbaca jelas ke narahubung.");
  await expect(timeline.getByText("Status Baru → Perlu Perbaikan")).toBeVisible();

  // "Kirim via WhatsApp": the Perlu Perbaikan template filled in for this applicant; the chat opens in a new tab
  // (wa.me, read here from window.open) and the sending is on the timeline
  await page.evaluate(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await page.getByRole("button", { name: "Kirim via WhatsApp" }).click();
  const whatsapp = page.getByRole("dialog", { name: "Kirim via WhatsApp" });
  await expect(whatsapp.getByLabel("Pesan")).toHaveValue(new RegExp(`^Halo Teuku Uji Seleksi, ada data atau dokumen pendaftaran ${application.code} untuk pelatihan ${batch.program} \\(${batch.batch}\\)`));
  await scanThemes(page, "admin-pendaftar-whatsapp", testInfo);
  await whatsapp.getByRole("button", { name: "Buka WhatsApp" }).click();
  await expectToast(page, "Pesan WhatsApp untuk 1 pendaftar tercatat di riwayat pendaftaran.");
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  expect(decodeURIComponent(opened[0].split("?text=")[1])).toContain(application.code);
  await expect(timeline.getByText("Pesan WhatsApp dikirim (template Perlu Perbaikan)")).toBeVisible();

  // the applicant reads it
  const visitor = await browser.newPage();
  await visitor.goto(paths.checkRegistration.getHref());
  await visitor.locator("html[data-app-started]").waitFor({ state: "attached" });
  await visitor.getByLabel("Kode Pendaftaran").fill(application.code);
  await visitor.getByLabel("Tanggal Lahir").fill("2000-02-03");
  await visitor.getByRole("button", { name: "Cek Status" }).click();
  const status = visitor.getByRole("region", { name: "Status Pendaftaran" });
  await expect(status.getByText("Perlu perbaikan", { exact: true })).toBeVisible();
  await expect(status.getByText("Unggah ulang ijazah yang terbaca jelas ke narahubung.")).toBeVisible();

  // fixed: verified, then accepted with a message, which the applicant reads in turn
  await changeStatus("Diverifikasi");
  await changeStatus("Lulus Seleksi", "Selamat, Anda lulus seleksi. Hadir 11 Januari pukul 08.00 WIB.");
  await expect(timeline.getByText("Status Diverifikasi → Lulus Seleksi")).toBeVisible();
  await visitor.getByRole("button", { name: "Cek Status" }).click();
  await expect(status.getByText("Lulus seleksi", { exact: true })).toBeVisible();
  await expect(status.getByText("Selamat, Anda lulus seleksi. Hadir 11 Januari pukul 08.00 WIB.")).toBeVisible();
  await visitor.close();
});

// The applicant's rights, on an application of its own: the data file, then erasure from a 390 px phone.
test("an applicant's rights: everything held as a file, then erasure from a phone", async ({ page }, testInfo) => {
  const batch = await onlineBatch();
  const nik = uniqueNik();
  const application = await submitApplication(batch.id, { full_name: "Teuku Uji Seleksi", nik });
  await signInAsAdmin(page);
  await page.goto(paths.admin.application.getHref(application.id));
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pendaftar" })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Riwayat Pendaftaran" });

  // the applicant's right of access: everything held, as a readable file (recorded)
  const rights = page.getByRole("region", { name: "Hak Pendaftar" });
  const downloadingData = page.waitForEvent("download");
  await rights.getByRole("button", { name: "Unduh Seluruh Data" }).click();
  const dataFile = await downloadingData;
  expect(dataFile.suggestedFilename()).toBe(`data-pendaftar-${application.code}.txt`);
  const held = fs.readFileSync(await dataFile.path(), "utf8");
  for (const line of [`Kode Pendaftaran: ${application.code}`, `NIK: ${nik}`, "Nama Lengkap: Teuku Uji Seleksi", "Status: Baru"]) expect(held).toContain(line);

  // the same two screens on a 390 px phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pendaftar" })).toBeVisible();
  await expect(timeline.getByText("Pendaftaran dikirim")).toBeVisible();
  await scanThemes(page, "admin-pendaftar-detail", testInfo);
  // the right to erasure, from the phone: asked first, then the personal data is gone and the code stays
  await rights.getByRole("button", { name: "Hapus Data Pribadi" }).click();
  await page.getByRole("alertdialog", { name: "Hapus data pribadi?" }).getByRole("button", { name: "Ya, Hapus Data" }).click();
  await expectToast(page, "Data pribadi pendaftar dihapus.");
  await expect(page.getByText(/Data pribadi pendaftar ini sudah dihapus pada/)).toBeVisible();
  expect(await dbSelect("registrations", `select=code,full_name,nik&id=eq.${application.id}`)).toEqual([{ code: application.code, full_name: null, nik: null }]);

  await page.goto(paths.admin.applications.getHref());
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await scanThemes(page, "admin-pendaftar", testInfo);
});

test("bulk: three applications rejected after a summary; accepting beyond the quota asks first", async ({ page }, testInfo) => {
  // A batch of its own with a quota of 1, open for registration (a copy of the demo's online batch under a program
  // name of its own: other journeys look the demo's batch up by its program).
  const template = (await dbSelect<Record<string, unknown>>("schedules", `select=*&id=eq.${(await onlineBatch()).id}`))[0];
  const { id: _id, created_at: _created, status: _status, ...fields } = template;
  const program = `Seleksi E2E ${uniq()}`;
  const batchName = `${program} (Batch 1)`;
  const [batch] = (await dbWrite("POST", "schedules", "select=id", { ...fields, program, batch: "Batch 1", quota: 1 })) as { id: number }[];
  const applications: { name: string; id: number; code: string }[] = [];
  for (const name of ["Ahmad Bulk Satu", "Budi Bulk Dua", "Cut Bulk Tiga", "Dara Bulk Empat"]) {
    applications.push({ name, ...(await submitApplication(batch.id, { full_name: name, nik: uniqueNik() })) });
  }
  await signInAsAdmin(page);
  await page.goto(paths.admin.applications.getHref({ batch: batch.id }));
  const meter = page.getByRole("meter", { name: "Kursi terisi" });
  await expect(meter).toHaveAttribute("aria-valuetext", "0 dari 1 kursi");
  await expect(page.getByText("0 dari 1 kursi terisi, sisa 1.")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(5);

  // three chosen → the summary first, nothing applied until Terapkan
  for (const a of applications.slice(0, 3)) await page.getByRole("checkbox", { name: `Pilih ${a.name} (${a.code})` }).check();
  const bar = page.getByRole("region", { name: "Pendaftar dipilih" });
  await expect(bar).toContainText("3 pendaftar dipilih");
  await bar.getByRole("button", { name: "Ubah Status" }).click();
  const dialog = page.getByRole("dialog", { name: "Ubah Status 3 Pendaftar" });
  await selectOption(page, "Status baru", "Tidak Lulus");
  const summary = dialog.getByRole("region", { name: "Ringkasan perubahan" });
  await expect(summary.getByRole("status")).toHaveText("3 pendaftar akan diubah menjadi Tidak Lulus.");
  for (const a of applications.slice(0, 3)) await expect(summary).toContainText(a.code);
  await expect(summary).not.toContainText(applications[3].code);
  for (const a of applications) expect(await statusOf(a.id)).toBe("diterima");
  await scanThemes(page, "admin-pendaftar-ubah-status", testInfo);
  await dialog.getByRole("button", { name: "Terapkan" }).click();
  await expectToast(page, "Status 3 pendaftar diubah menjadi Tidak Lulus.");
  await expect(bar).toBeHidden();
  for (const a of applications.slice(0, 3)) expect(await statusOf(a.id)).toBe("tidak_lulus");
  expect(await statusOf(applications[3].id)).toBe("diterima");

  // accept the fourth (within the quota), then one more: the quota question, by how many
  const setStatus = async (a: (typeof applications)[number], label: string) => {
    await page.getByRole("button", { name: `Aksi untuk ${a.name} (${a.code})` }).click();
    await page.getByRole("menuitem", { name: "Ubah Status" }).click();
    await selectOption(page, "Status baru", label);
    await page.getByRole("dialog", { name: "Ubah Status Pendaftar" }).getByRole("button", { name: "Terapkan" }).click();
  };
  await setStatus(applications[3], "Diverifikasi");
  await expectToast(page, "Status 1 pendaftar diubah menjadi Diverifikasi.");
  await setStatus(applications[3], "Lulus Seleksi");
  await expectToast(page, "Status 1 pendaftar diubah menjadi Lulus Seleksi.");
  await expect(meter).toHaveAttribute("aria-valuetext", "1 dari 1 kursi");
  await setStatus(applications[0], "Diverifikasi");
  await expectToast(page, "Status 1 pendaftar diubah menjadi Diverifikasi.");
  await setStatus(applications[0], "Lulus Seleksi");
  const question = page.getByRole("alertdialog", { name: "Melebihi kuota" });
  await expect(question).toContainText("Kuota batch ini 1 peserta. Dengan perubahan ini 2 kursi terisi, 1 melebihi kuota. Tetap terapkan?");
  expect(await statusOf(applications[0].id)).toBe("diverifikasi");
  await question.getByRole("button", { name: "Tetap Terapkan" }).click();
  await expectToast(page, "Status 1 pendaftar diubah menjadi Lulus Seleksi.");
  await expect(meter).toHaveAttribute("aria-valuetext", "2 dari 1 kursi");
  await expect(page.getByText("2 dari 1 kursi terisi, 1 melebihi kuota.")).toBeVisible();
  expect(await statusOf(applications[0].id)).toBe("lulus");

  // the batch exported to .xlsx, read back with a spreadsheet library and compared with the database, row by row
  await page.getByRole("button", { name: "Ekspor", exact: true }).click();
  const exporting = page.getByRole("dialog", { name: "Ekspor Pendaftar" });
  await expect(exporting.getByRole("combobox", { name: "Jadwal" })).toContainText(batchName);
  await exporting.getByRole("checkbox", { name: "Tidak Lulus" }).check();
  await scanThemes(page, "admin-pendaftar-ekspor", testInfo);
  const downloading = page.waitForEvent("download");
  await exporting.getByRole("button", { name: "Ekspor", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pendaftar-seleksi-e2e-.+-batch-1-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expectToast(page, "Data pendaftar diekspor. Ekspor ini tercatat di Aktivitas Keamanan.");
  const sheet = await readSheet(fs.readFileSync(await download.path()));
  const header = sheet[0] as string[];
  expect(header.slice(0, 5)).toEqual(["No", "Kode Pendaftaran", "Status", "Nama Lengkap", "NIK"]);
  const stored = await dbSelect<{ code: string; status: string; full_name: string; nik: string; whatsapp: string; birth_date: string }>(
    "registrations",
    `select=code,status,full_name,nik,whatsapp,birth_date&schedule_id=eq.${batch.id}&order=submitted_at,id`,
  );
  const labels: Record<string, string> = { lulus: "Lulus Seleksi", tidak_lulus: "Tidak Lulus" };
  expect(sheet.slice(1).map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])))).toEqual(
    stored.map((r, i) =>
      expect.objectContaining({
        No: i + 1,
        "Kode Pendaftaran": r.code,
        Status: labels[r.status],
        "Nama Lengkap": r.full_name,
        NIK: r.nik,
        "Nomor WhatsApp": r.whatsapp,
        "Tanggal Lahir": new Date(`${r.birth_date}T00:00:00Z`),
      }),
    ),
  );
  for (const row of sheet.slice(1)) expect(typeof row[header.indexOf("NIK")]).toBe("string");
  const recorded = await dbSelect<{ actor_email: string; details: { rows: number } }>(
    "security_events",
    `select=actor_email,details&kind=eq.registrations_exported&details->>schedule_id=eq.${batch.id}`,
  );
  expect(recorded).toEqual([expect.objectContaining({ actor_email: "admin@example.com", details: expect.objectContaining({ rows: 4 }) })]);

});

test("the results published: the batch's page links them, codes and masked names only", async ({ page, browser }, testInfo) => {
  // a batch of its own (see above), its applications moved along the pipeline by the service role
  const template = (await dbSelect<Record<string, unknown>>("schedules", `select=*&id=eq.${(await onlineBatch()).id}`))[0];
  const { id: _id, created_at: _created, status: _status, ...fields } = template;
  const program = `Hasil E2E ${uniq()}`;
  const batchName = `${program} (Batch 1)`;
  const [batch] = (await dbWrite("POST", "schedules", "select=id", { ...fields, program, batch: "Batch 1" })) as { id: number }[];
  const walk: Record<string, string[]> = { lulus: ["diverifikasi", "lulus"], cadangan: ["diverifikasi", "cadangan"], tidak_lulus: ["tidak_lulus"] };
  const applications: { name: string; id: number; code: string }[] = [];
  for (const [name, status] of [["Ahmad Hasil Satu", "lulus"], ["Budi Hasil Dua", "cadangan"], ["Cut Hasil Tiga", "tidak_lulus"]]) {
    const a = { name, ...(await submitApplication(batch.id, { full_name: name, nik: uniqueNik() })) };
    for (const step of walk[status]) await dbWrite("PATCH", "registrations", `id=eq.${a.id}`, { status: step });
    applications.push(a);
  }
  await signInAsAdmin(page);
  await page.goto(paths.admin.applications.getHref({ batch: batch.id }));

  // published from today, keyboard only (without an announcement: other journeys read the latest announcements)
  const results = page.getByRole("region", { name: `Hasil Seleksi ${batchName}` });
  await tabTo(page, results.getByRole("button", { name: "Umumkan Hasil Seleksi" }));
  await page.keyboard.press("Enter");
  const publishing = page.getByRole("dialog", { name: "Umumkan Hasil Seleksi" });
  await tabTo(page, publishing.getByRole("textbox", { name: "Catatan (opsional)" }), 10);
  await page.keyboard.type("Peserta yang lulus harap hadir pukul 08.00 WIB.");
  await tabTo(page, publishing.getByRole("checkbox", { name: "Umumkan juga sebagai pengumuman" }), 5);
  await page.keyboard.press("Space");
  await expect(publishing.getByRole("textbox", { name: "Judul Pengumuman" })).toBeHidden();
  await scanThemes(page, "admin-pendaftar-hasil-seleksi", testInfo);
  await tabTo(page, publishing.getByRole("button", { name: "Umumkan", exact: true }), 5);
  await page.keyboard.press("Enter");
  await expectToast(page, "Hasil seleksi diumumkan.");
  await expect(results).toContainText("Diumumkan sejak");
  // the card, published, on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(results.getByRole("button", { name: "Tarik Kembali" })).toBeVisible();
  await scanThemes(page, "admin-pendaftar-hasil-seleksi-kartu", testInfo);

  // a visitor: the batch's page links the results; the page lists codes and masked names only
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(paths.scheduleDetail.getHref(batch.id));
  await visitor.locator("html[data-app-started]").waitFor({ state: "attached" });
  await visitor.getByRole("link", { name: "Lihat Hasil Seleksi" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: `Hasil Seleksi ${program}` })).toBeVisible();
  // each row: No., the code's first 3 characters (never the whole code: with a birth date it opens the application), Nama
  const listed = (name: RegExp) => visitor.getByRole("table", { name }).getByRole("row").filter({ has: visitor.getByRole("cell") });
  const shown = (code: string) => `${code.slice(0, 7)}•-••••${code.slice(0, 7)}, lima karakter terakhir disembunyikan`;
  await expect(listed(/^Lulus Seleksi/)).toHaveText([`1${shown(applications[0].code)}Ah***d Ha***l Sa***u`]);
  await expect(listed(/^Cadangan/)).toHaveText([`1${shown(applications[1].code)}Bu***i Ha***l D**`]);
  await expect(visitor.getByText("Peserta yang lulus harap hadir pukul 08.00 WIB.")).toBeVisible();
  const text = (await visitor.locator("main").textContent()) ?? "";
  for (const a of applications) expect(text).not.toContain(a.name);
  for (const a of applications) expect(text).not.toContain(a.code);
  await scanThemes(visitor, "hasil-seleksi", testInfo);
  // most visitors come on a phone
  await visitor.setViewportSize({ width: 390, height: 844 });
  await scanThemes(visitor, "hasil-seleksi", testInfo);
  await visitorContext.close();
});
