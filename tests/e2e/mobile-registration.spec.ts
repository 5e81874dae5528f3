/**
 * Online registration as a visitor on a 390 px phone, light and dark: a batch open on the site → Daftar Sekarang →
 * the four steps with the error summary → documents uploaded → consent → the receipt (code, print) → Cek
 * Pendaftaran with the code and birth date → Batalkan Pendaftaran with the NIK's last 4 digits (a wrong one first). axe on
 * every new page and step.
 * It writes only its own registrations (a NIK of its own, then withdrawn), so it runs with the read-only projects.
 */
import type { Locator, Page } from "@playwright/test";
import { dbSelect, expect, expectAccessible, fixture, snap, test, applyTheme, type Theme } from "./support";
import { paths } from "../../src/config/paths";

/**
 * A checkbox's label reads as one sentence: its text, link included, flows as lines of the label's full width. Laid
 * out as a flex row, each text and the link became a narrow column of its own (three columns at 390 px).
 */
async function expectFlowingLabel(label: Locator) {
  const layout = await label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1);
    return {
      display: getComputedStyle(element).display,
      width: element.getBoundingClientRect().width,
      lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      textWidth: rects.reduce((sum, rect) => sum + rect.width, 0),
    };
  });
  expect(layout.display, "a label laid out as a flex or grid row turns its parts into columns").not.toMatch(/flex|grid/);
  // flowing text fills each line but the last: as many lines as its width needs, at most one more
  expect(layout.lines).toBeLessThanOrEqual(Math.ceil(layout.textWidth / layout.width) + 1);
}

/** Steps 1 to 3 of the form filled in (three documents uploaded), ending on step 3. */
async function fillFirstSteps(page: Page, applicant: { nik: string; birthDate: string }) {
  await page.getByLabel("Nama Lengkap (sesuai KTP)").fill("Cut Nyak Uji");
  await page.getByLabel("NIK").fill(applicant.nik);
  await page.getByLabel("Tempat Lahir").fill("Banda Aceh");
  await page.getByLabel("Tanggal Lahir").fill(applicant.birthDate);
  await page.getByRole("combobox", { name: "Jenis Kelamin" }).click();
  await page.getByRole("option", { name: "Perempuan" }).click();
  await page.getByLabel("Alamat Domisili").fill("Jl. Teuku Umar No. 1");
  await page.getByLabel("Kabupaten/Kota").fill("Kota Banda Aceh");
  await page.getByLabel("Nomor WhatsApp").fill("0812-3456-7890");
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByRole("combobox", { name: "Pendidikan Terakhir" }).click();
  await page.getByRole("option", { name: "SMA/SMK/Sederajat" }).click();
  await page.getByRole("combobox", { name: "Status Pekerjaan" }).click();
  await page.getByRole("option", { name: "Belum bekerja" }).click();
  await page.getByRole("button", { name: "Lanjut" }).click();
  // the three documents chosen one right after another, without waiting for an upload: one upload folder for all
  for (const label of ["KTP", "Ijazah Terakhir", "Pas Foto"]) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: `Pilih ${label}` }).click();
    await (await chooser).setFiles(fixture("dokumen.pdf"));
  }
  for (const label of ["KTP", "Ijazah Terakhir", "Pas Foto"]) await expect(page.getByRole("button", { name: `Ganti ${label}` })).toBeVisible();
}

const openForm = async (page: Page, theme: Theme) => {
  const [batch] = await dbSelect<{ id: number }>("schedules", "select=id&online_registration=is.true&program=eq.Desain%20Grafis%20Muda");
  await page.goto(paths.scheduleDetail.getHref(batch.id));
  await applyTheme(page, theme);
  await page.getByRole("link", { name: "Daftar Sekarang" }).click();
  await expect(page.getByRole("heading", { name: "Langkah 1 dari 4: Data Diri" })).toBeVisible();
};

for (const theme of ["light", "dark"] as Theme[]) {
  // A 16-year-old: step 4 asks for the guardian's consent too. Both labels read as one sentence; going back and forth
  // with consent ticked sends nothing (the application is never sent here: the journey below sends one). axe on
  // steps 1 and 3 and the error summary here, on step 4, the receipt and the status in the journey (each test within
  // its minute on a busy machine: an axe scan takes 5-10 s there).
  test(`step 4: the consent labels flow at 390 px, Kembali and Lanjut send nothing (${theme})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the form on a phone");
    const submissions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/rpc/submit_registration")) submissions.push(request.method());
    });
    await openForm(page, theme);
    await expectAccessible(page, `daftar-step-1`, theme, testInfo);
    // nothing filled: the summary takes the focus
    await page.getByRole("button", { name: "Lanjut" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Periksa kembali isian berikut:" })).toBeFocused();
    await expectAccessible(page, `daftar-errors`, theme, testInfo);

    await fillFirstSteps(page, { nik: `1171014201${theme === "light" ? "11" : "12"}${String(Date.now()).slice(-4)}`, birthDate: `${new Date().getFullYear() - 16}-01-02` });
    await expectAccessible(page, `daftar-dokumen`, theme, testInfo);
    await page.getByRole("button", { name: "Lanjut" }).click();
    await expect(page.getByRole("heading", { name: "Langkah 4 dari 4: Persetujuan" })).toBeVisible();
    const consent = page.getByRole("checkbox", { name: /menyetujui pemrosesan data pribadi/ });
    const guardian = page.getByRole("checkbox", { name: /orang tua atau wali saya telah menyetujui/ });
    await expect(guardian).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    // each consent one sentence over the full width, the link inside it (not three narrow columns)
    for (const box of [consent, guardian]) await expectFlowingLabel(page.locator(`label[for="${await box.getAttribute("id")}"]`));
    await snap(page, `daftar-persetujuan-wali`, theme, { fullPage: false });
    await consent.check();
    // back to step 1 as an adult, then Lanjut three times with consent ticked
    for (const heading of ["Langkah 3 dari 4: Dokumen", "Langkah 2 dari 4: Pendidikan & Pekerjaan", "Langkah 1 dari 4: Data Diri"]) {
      await page.getByRole("button", { name: "Kembali" }).click();
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await page.getByLabel("Tanggal Lahir").fill("2001-01-02");
    for (const heading of ["Langkah 2 dari 4: Pendidikan & Pekerjaan", "Langkah 3 dari 4: Dokumen", "Langkah 4 dari 4: Persetujuan"]) {
      await page.getByRole("button", { name: "Lanjut" }).click();
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(guardian).toHaveCount(0);
    await expect(consent).toBeChecked();
    await expect(page.getByRole("button", { name: "Kirim Pendaftaran" })).toBeEnabled();
    await expect(page.getByRole("region", { name: "Pendaftaran Terkirim" })).toHaveCount(0);
    expect(submissions).toEqual([]);
  });

  test(`registers for a batch, prints the receipt, checks the status and withdraws (${theme})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the journey of a phone");
    await openForm(page, theme);

    // every submission the page sends: only 'Kirim Pendaftaran' sends, once
    const submissions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/rpc/submit_registration")) submissions.push(request.method());
    });

    const nik = `1171014201${theme === "light" ? "01" : "02"}${String(Date.now()).slice(-4)}`;
    await fillFirstSteps(page, { nik, birthDate: "2001-01-02" });
    await page.getByRole("button", { name: "Lanjut" }).click();
    // 'Lanjut' opens step 4: nothing sent, no message about a box the applicant has not seen yet
    await expect(page.getByRole("heading", { name: "Langkah 4 dari 4: Persetujuan" })).toBeVisible();
    await expect(page.getByText("Anda harus menyetujui Kebijakan Privasi untuk mendaftar.")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("checkbox", { name: /menyetujui pemrosesan data pribadi/ }).check();
    await expectAccessible(page, `daftar-persetujuan`, theme, testInfo);
    expect(submissions).toEqual([]);
    await page.getByRole("button", { name: "Kirim Pendaftaran" }).click();

    const receipt = page.getByRole("region", { name: "Pendaftaran Terkirim" });
    await expect(receipt).toBeVisible();
    const code = (await receipt.getByText(/^TIK-/).textContent())!.trim();
    expect(code).toMatch(/^TIK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(submissions).toEqual(["POST"]);
    await expectAccessible(page, `daftar-bukti`, theme, testInfo);
    await snap(page, `daftar-bukti`, theme);
    // the printed receipt: the sheet alone, with its QR code, on one A4 page
    await page.emulateMedia({ media: "print" });
    const sheet = page.getByTestId("registration-print-sheet");
    await expect(sheet).toContainText(code);
    await expect(sheet.locator('img[src^="data:image/svg+xml"]')).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Pendaftaran Terkirim" })).toBeHidden();
    const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await snap(page, `daftar-bukti-cetak`, theme);
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("link", { name: "Cek Pendaftaran" }).click();
    await page.getByLabel("Kode Pendaftaran").fill(code);
    await page.getByLabel("Tanggal Lahir").fill("2001-01-02");
    await page.getByRole("button", { name: "Cek Status" }).click();
    const status = page.getByRole("region", { name: "Status Pendaftaran" });
    await expect(status.getByText("Diterima untuk diverifikasi")).toBeVisible();
    await expect(status.getByText("C** Ny***k U**")).toBeVisible();
    await expectAccessible(page, `cek-pendaftaran-hasil`, theme, testInfo);
    await status.getByRole("button", { name: "Batalkan Pendaftaran" }).click();
    // withdrawal erases the data: it also asks for the last 4 digits of the NIK
    const confirm = page.getByRole("alertdialog");
    await confirm.getByLabel("4 Digit Terakhir NIK").fill(nik.slice(-4) === "0000" ? "9999" : "0000");
    await confirm.getByRole("button", { name: "Ya, Batalkan Pendaftaran" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("Data pendaftaran tidak ditemukan. Periksa kode, tanggal lahir, dan 4 digit terakhir NIK.");
    await expectAccessible(page, `cek-pendaftaran-batalkan`, theme, testInfo);
    await confirm.getByLabel("4 Digit Terakhir NIK").fill(nik.slice(-4));
    await confirm.getByRole("button", { name: "Ya, Batalkan Pendaftaran" }).click();
    await expect(status.getByText("Mengundurkan diri")).toBeVisible();
    const [row] = await dbSelect<{ status: string; nik: string | null }>("registrations", `select=status,nik&code=eq.${code}`);
    expect(row).toEqual({ status: "mengundurkan_diri", nik: null });
  });
}
