/**
 * Online registration as a visitor on a 390 px phone, light and dark: a batch open on the site → Daftar Sekarang →
 * the four steps with the error summary → documents uploaded → consent → the receipt (code, print) → Cek
 * Pendaftaran with the code and birth date → Batalkan Pendaftaran with the NIK's last 4 digits (a wrong one first). axe on
 * every new page and step.
 * It writes only its own registrations (a NIK of its own, then withdrawn), so it runs with the read-only projects.
 */
import { dbSelect, expect, expectAccessible, fixture, snap, test, applyTheme, type Theme } from "./support";
import { paths } from "../../src/config/paths";

for (const theme of ["light", "dark"] as Theme[]) {
  test(`registers for a batch, prints the receipt, checks the status and withdraws (${theme})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the journey of a phone");
    const [batch] = await dbSelect<{ id: number; program: string }>("schedules", "select=id,program&online_registration=is.true&program=eq.Desain%20Grafis%20Muda");
    await page.goto(paths.scheduleDetail.getHref(batch.id));
    await applyTheme(page, theme);
    await page.getByRole("link", { name: "Daftar Sekarang" }).click();
    await expect(page.getByRole("heading", { name: "Langkah 1 dari 4: Data Diri" })).toBeVisible();
    await expectAccessible(page, `daftar-step-1`, theme, testInfo);

    // nothing filled: the summary takes the focus
    await page.getByRole("button", { name: "Lanjut" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Periksa kembali isian berikut:" })).toBeFocused();
    await expectAccessible(page, `daftar-errors`, theme, testInfo);

    const nik = `1171014201${theme === "light" ? "01" : "02"}${String(Date.now()).slice(-4)}`;
    await page.getByLabel("Nama Lengkap (sesuai KTP)").fill("Cut Nyak Uji");
    await page.getByLabel("NIK").fill(nik);
    await page.getByLabel("Tempat Lahir").fill("Banda Aceh");
    await page.getByLabel("Tanggal Lahir").fill("2001-01-02");
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
    await expectAccessible(page, `daftar-dokumen`, theme, testInfo);
    await page.getByRole("button", { name: "Lanjut" }).click();
    await page.getByRole("checkbox", { name: /menyetujui pemrosesan data pribadi/ }).check();
    await expectAccessible(page, `daftar-persetujuan`, theme, testInfo);
    await page.getByRole("button", { name: "Kirim Pendaftaran" }).click();

    const receipt = page.getByRole("region", { name: "Pendaftaran Terkirim" });
    await expect(receipt).toBeVisible();
    const code = (await receipt.getByText(/^TIK-/).textContent())!.trim();
    expect(code).toMatch(/^TIK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
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
