/**
 * Pengaduan (issue 35 "Done when"; docs/complaints.md): on a phone (390 px) a visitor sends a complaint anonymously
 * with a photo (compressed in the browser, uploaded to the private bucket) and keeps the tracking code; the complaint
 * is stored without any contact and its photo is readable by nobody through the Storage API; an admin finds it through
 * "Perlu Tindakan", opens it in the queue, sees the photo through a 2-minute link and answers and closes it; later the visitor reads the answer with the code on /pengaduan/lacak. axe light and dark on the
 * form, the receipt and the answer. The code never appears in a request's URL.
 */
import { paths } from "../../src/config/paths";
import type { Page } from "@playwright/test";
import { ANON_KEY, SB_URL, dbSelect, expect, expectToast, fixture, rowAction, scanThemes, signInAsAdmin, test, uniq } from "./support";

type Complaint = { id: number; category: string; message: string; anonymous: boolean; contact_name: string | null; status: string; answer: string | null; attachment_name: string | null; attachment_type: string | null };

test("a visitor complains anonymously with a photo on a phone; an admin answers; the visitor reads it with the code", async ({ page }, testInfo) => {
  const message = `Wastafel di ruang praktik 2 bocor dan lantainya licin (${uniq()}).`;
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.complaints.getHref());
  await expect(page.getByTestId("complaint-response-time")).toContainText("paling lama 5 hari kerja");
  await expect(page.getByRole("button", { name: "Kirim Pengaduan" })).toBeVisible({ timeout: 20_000 });
  await scanThemes(page, "pengaduan-form", testInfo);
  await page.emulateMedia({ colorScheme: "light" });

  await page.getByRole("radio", { name: "Sarana dan Prasarana" }).check();
  await page.getByLabel("Isi Pengaduan atau Saran").fill(message);
  await page.getByLabel("Berkas Lampiran").setInputFiles(fixture("photo-large.jpg"));
  await expect(page.getByText("photo-large.jpg terunggah")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("checkbox", { name: "Kirim tanpa identitas (anonim)" }).check();
  await expect(page.getByLabel("Nama")).toHaveCount(0);
  await page.getByRole("button", { name: "Kirim Pengaduan" }).click();
  await expect(page.getByRole("heading", { name: "Pengaduan Anda sudah kami terima" })).toBeFocused({ timeout: 20_000 });
  const code = (await page.getByTestId("complaint-code").textContent())!.trim();
  expect(code).toMatch(/^ADU-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await scanThemes(page, "pengaduan-terkirim", testInfo);

  // stored without contact; the photo compressed, in the private bucket, out of reach of the Storage API
  const [stored] = await dbSelect<Complaint>("complaints", `select=*&message=eq.${encodeURIComponent(message)}`);
  expect(stored).toMatchObject({ category: "sarana", anonymous: true, contact_name: null, status: "diterima", answer: null, attachment_type: "image/jpeg" });
  expect(stored.attachment_name).toMatch(/^[0-9a-f-]{36}\/lampiran-\d+\.jpg$/);
  const anon = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };
  for (const url of [`${SB_URL}/storage/v1/object/complaint-attachments/${stored.attachment_name}`, `${SB_URL}/storage/v1/object/authenticated/complaint-attachments/${stored.attachment_name}`]) {
    expect((await fetch(url, { headers: anon })).status).toBeGreaterThanOrEqual(400);
  }

  // the admin answers from the queue
  const answer = `Terima kasih. Wastafel sudah diperbaiki dan lantai diberi keset anti-licin (${uniq()}).`;
  await answerFromQueue(page, stored, message, answer, testInfo);

  // later, on the phone: the answer with the code
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.complaintStatus.getHref());
  await page.getByLabel("Kode Lacak").fill(code.toLowerCase().replaceAll("-", " "));
  await page.getByRole("button", { name: "Lacak" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pengaduan Sarana dan Prasarana: Selesai" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("complaint-answer")).toHaveText(answer);
  await expect(page.getByText(message)).toHaveCount(0);
  await scanThemes(page, "pengaduan-tanggapan", testInfo);
  expect(urls.filter((url) => url.toUpperCase().includes(code.replaceAll("-", "")) || url.toUpperCase().includes(code))).toEqual([]);
});

/**
 * The admin's side: "Perlu Tindakan" counts it and leads to the queue; the row (Anonim, Diterima) opens the complaint
 * with its whole message; "Lihat Lampiran" opens the photo through a 2-minute link in a new tab; the answer is sent
 * and the complaint closed ("Tandai Selesai").
 */
async function answerFromQueue(page: Page, complaint: Complaint, message: string, answer: string, testInfo: Parameters<typeof scanThemes>[2]) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await page.goto(paths.admin.dashboard.getHref());
  await page.getByRole("link", { name: /pengaduan belum ditanggapi/ }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.admin.complaints.getHref()}$`));
  const row = page.getByRole("row").filter({ hasText: message.slice(0, 40) });
  await expect(row).toContainText("Anonim", { timeout: 20_000 });
  await expect(row).toContainText("Diterima");
  await scanThemes(page, "admin-pengaduan-antrean", testInfo);
  await page.emulateMedia({ colorScheme: "light" });
  await rowAction(page, `Aksi untuk pengaduan ${complaint.id}`, "Buka");
  const dialog = page.getByRole("dialog", { name: "Pengaduan" });
  await expect(dialog).toContainText(message);

  const popup = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Lihat Lampiran" }).click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 20_000 }).toContain("/storage/v1/object/sign/complaint-attachments/");
  const file = await page.request.get(tab.url());
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/jpeg");
  await tab.close();

  await dialog.getByRole("textbox", { name: "Tanggapan", exact: true }).fill(answer);
  await dialog.getByRole("checkbox", { name: "Tandai Selesai" }).check();
  await dialog.getByRole("button", { name: "Kirim Tanggapan" }).click();
  await expectToast(page, "Tanggapan berhasil disimpan.");
  await expect(row).toContainText("Selesai");
  const [stored] = await dbSelect<Complaint>("complaints", `select=status,answer&id=eq.${complaint.id}`);
  expect(stored).toMatchObject({ status: "selesai", answer });
}
