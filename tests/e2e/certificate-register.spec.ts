/**
 * "Sertifikat" (issue 33 §3, docs/certificates.md): an administrator sets the signatory, issues a batch's certificates
 * (asked with the count, then signed by the Edge Function with the backend's key), revokes one with a reason,
 * reissues another after its name was corrected (old → new number, what changed) and exports the register to .xlsx
 * (recorded). axe, light and dark.
 */
import fs from "node:fs";
import { readSheet } from "read-excel-file/node";
import {
  ANON_KEY,
  SB_URL,
  dbSelect,
  dbWrite,
  expect,
  expectToast,
  passwordSession,
  rowAction,
  scanThemes,
  signInAsAdmin,
  submitApplication,
  test,
  today,
  uniq,
  uniqueNik,
} from "./support";
import { paths } from "../../src/config/paths";

test("issues a batch's certificates, revokes one, reissues one, exports the register", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // a batch of its own that has begun (the day of issue lies in its period; a program with a syllabus, as a
  // certificate prints its units), not one another journey left behind, and the open one its applications go to first
  const tag = uniq().replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  const programName = `Register Sertifikat ${tag}`;
  const [program] = (await dbWrite("POST", "programs", "", { name: programName, category: "PBL", duration: "40 JP", description: "Pelatihan uji register sertifikat." })) as { id: number }[];
  await dbWrite("POST", "syllabus_items", "", [{ program_id: program.id, item_order: 1, kode_unit: null, title: "Unit Uji Register", duration_jp: 40 }]);
  const [started] = (await dbWrite("POST", "schedules", "", {
    program: programName,
    programCategory: "PBL",
    instructorName: ["Uji Register"],
    batch: "Batch 1",
    startDate: today(-10),
    endDate: today(20),
  })) as { id: number; program: string; batch: string }[];
  const [open] = await dbSelect<{ id: number }>("schedules", "select=id&online_registration=is.true&limit=1");
  const names = [`Cut Sertifikat ${tag}`, `Teuku Sertifikat ${tag}`];
  const applications = [];
  for (const full_name of names) {
    const application = await submitApplication(open.id, { full_name, nik: uniqueNik() });
    // through the pipeline to Peserta of the started batch
    await dbWrite("PATCH", "registrations", `id=eq.${application.id}`, { schedule_id: started.id, status: "diverifikasi" });
    for (const status of ["lulus", "peserta"]) await dbWrite("PATCH", "registrations", `id=eq.${application.id}`, { status });
    applications.push(application);
  }
  // Selesai as an exception the administrator asks for (attendance and assessment have their own journey, docs/attendance.md)
  const session = await passwordSession();
  const completed = await fetch(`${SB_URL}/rest/v1/rpc/complete_participants`, {
    method: "POST",
    headers: { apikey: ANON_KEY, authorization: `Bearer ${String(session.access_token)}`, "content-type": "application/json" },
    body: JSON.stringify({ p_ids: applications.map((a) => a.id), p_allow_exceptions: true }),
  });
  expect(completed.status, await completed.clone().text()).toBe(200);
  const batchName = `${started.program} (${started.batch})`;
  await signInAsAdmin(page);
  await page.goto(`${paths.admin.certificates.getHref()}?jadwal=${started.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sertifikat" })).toBeVisible();

  // the signatory first
  await page.getByRole("button", { name: "Pengaturan Sertifikat" }).click();
  const settings = page.getByRole("dialog", { name: "Pengaturan Sertifikat" });
  await expect(settings.getByLabel("Pola nomor")).not.toHaveValue("");
  await settings.getByLabel("Nama penanda tangan").fill("Ir. Uji Penanda Tangan, M.T.");
  await settings.getByLabel("Jabatan penanda tangan").fill("Kepala UPTD BLK Banda Aceh");
  await settings.getByLabel("NIP penanda tangan").fill("197805122005011003");
  await scanThemes(page, "admin-sertifikat-pengaturan", testInfo);
  await settings.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Pengaturan sertifikat disimpan.");

  // the batch's certificates, asked with the count, then signed
  const panel = page.getByRole("region", { name: `Sertifikat ${batchName}` });
  const due = Number((await panel.getByText(/peserta berstatus Selesai belum memiliki sertifikat/).textContent())!.match(/^(\d+)/)![1]);
  expect(due).toBeGreaterThanOrEqual(2);
  await panel.getByRole("button", { name: "Terbitkan Sertifikat" }).click();
  const ask = page.getByRole("alertdialog", { name: "Terbitkan Sertifikat" });
  await expect(ask).toContainText(`${due} sertifikat akan diterbitkan untuk peserta ${batchName}`);
  await ask.getByRole("button", { name: `Terbitkan ${due} Sertifikat` }).click();
  await expect(panel.getByText(`${due} sertifikat ditandatangani.`)).toBeVisible({ timeout: 30_000 });
  const issued = await dbSelect<{ id: number; number: string; full_name: string; signed_at: string | null; registration_id: number }>(
    "certificates",
    `select=id,number,full_name,signed_at,registration_id&registration_id=in.(${applications.map((a) => a.id).join(",")})&order=id`,
  );
  expect(issued.map((c) => c.full_name)).toEqual(expect.arrayContaining(names));
  expect(issued.every((c) => c.signed_at !== null)).toBe(true);
  const [first, second] = names.map((name) => issued.find((c) => c.full_name === name)!);
  // the row whose Nomor cell is this number (a replaced row names its replacement too)
  const rowOf = (number: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name: number, exact: true }) });
  await expect(rowOf(first.number)).toContainText("Berlaku");
  await expect(rowOf(first.number)).toContainText("Sudah");
  await scanThemes(page, "admin-sertifikat", testInfo);

  // revoked with a reason
  await rowAction(page, `Aksi untuk ${first.number}`, "Cabut");
  const revoke = page.getByRole("dialog", { name: "Cabut Sertifikat" });
  await revoke.getByRole("button", { name: "Cabut Sertifikat" }).click();
  await expect(revoke.getByText("Tuliskan alasannya (minimal 5 karakter).")).toBeVisible();
  await revoke.getByLabel("Alasan pencabutan").fill("Peserta tidak mengikuti uji kompetensi");
  await scanThemes(page, "admin-sertifikat-cabut", testInfo);
  await revoke.getByRole("button", { name: "Cabut Sertifikat" }).click();
  await expectToast(page, "Sertifikat dicabut.");
  await expect(rowOf(first.number)).toContainText("Alasan: Peserta tidak mengikuti uji kompetensi");

  // the second's name corrected on the application, then a corrected certificate under a new number
  const corrected = `${names[1]} Putra`;
  await dbWrite("PATCH", "registrations", `id=eq.${second.registration_id}`, { full_name: corrected });
  await rowAction(page, `Aksi untuk ${second.number}`, "Terbitkan Ulang");
  const reissue = page.getByRole("dialog", { name: "Terbitkan Ulang Sertifikat" });
  await reissue.getByLabel("Alasan penerbitan ulang").fill("Nama peserta kurang lengkap");
  await reissue.getByRole("button", { name: "Terbitkan Ulang" }).click();
  await expectToast(page, "Sertifikat pengganti diterbitkan.");
  const [fresh] = await dbSelect<{ number: string }>("certificates", `select=number&replaces=eq.${second.id}`);
  const summary = page.getByRole("region", { name: "Hasil penerbitan ulang" });
  await expect(summary).toContainText(`Sertifikat ${second.number} diganti dengan ${fresh.number}.`);
  await expect(summary).toContainText(`Nama: ${names[1]} → ${corrected}`);
  await expect(rowOf(second.number)).toContainText(`Diganti dengan ${fresh.number}`);
  await expect(rowOf(fresh.number)).toContainText(corrected);
  // signed at once, like the batch's
  await expect(summary).toContainText(`Sertifikat ${fresh.number} ditandatangani.`);
  await expect(rowOf(fresh.number)).toContainText("Sudah");

  // exported, read back, and recorded
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ekspor", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sertifikat-.+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expectToast(page, "Register sertifikat diekspor. Ekspor ini tercatat di Aktivitas Keamanan.");
  const sheet = (await readSheet(fs.readFileSync(await download.path()))) as unknown[][];
  expect(sheet[0].slice(0, 5)).toEqual(["No", "Nomor Sertifikat", "Status", "Nomor Pengganti", "Nama Lengkap"]);
  const line = (number: string) => sheet.find((row) => row[1] === number)!;
  expect(line(first.number).slice(2, 5)).toEqual(["Dicabut", null, names[0]]);
  expect(line(second.number).slice(2, 5)).toEqual(["Diganti", fresh.number, names[1]]);
  expect(line(fresh.number).slice(2, 5)).toEqual(["Berlaku", null, corrected]);
  const events = await dbSelect<{ kind: string; details: Record<string, unknown> }>(
    "security_events",
    "select=kind,details&kind=in.(certificates_exported,certificate_revoked,certificate_reissued)&order=id.desc&limit=3",
  );
  expect(events.map((e) => e.kind)).toEqual(["certificates_exported", "certificate_reissued", "certificate_revoked"]);
  expect(events[0].details).toMatchObject({ schedule_id: started.id, rows: sheet.length - 1 });

  // the register on a phone: every cell readable in the card layout, light and dark
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowOf(fresh.number)).toBeVisible();
  await scanThemes(page, "admin-sertifikat-390", testInfo);
});
