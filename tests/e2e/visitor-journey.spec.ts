/**
 * The trainee's journey in a real browser: home → a schedule → its detail → the calendar file
 * (downloaded, then parsed back with ical.js) → the WhatsApp link; and the printed syllabus.
 */
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { dbSelect, expect, settle, test } from "./support";
import { paths } from "@/config/paths";

test("a visitor goes from the home page to a schedule, saves it to the calendar and opens WhatsApp", async ({ page }) => {
  await page.goto(paths.home.getHref());
  const section = page.getByTestId("home-schedules");
  await expect(section).toBeVisible();
  const card = section.getByTestId("schedule-card").first();
  const program = (await card.getByRole("heading").getByRole("link").textContent())!.trim();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${paths.scheduleDetail.path.replace(":id", String.raw`\d+`)}$`));
  await expect(page.getByRole("heading", { level: 1, name: program })).toBeVisible();
  await settle(page);
  await expect(page.getByTestId("schedule-timeline").locator("li")).toHaveCount(4);

  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const [row] = await dbSelect<{ batch: string; startDate: string; endDate: string; registration_end: string; contact_whatsapp: string }>(
    "schedules",
    `select=batch,startDate,endDate,registration_end,contact_whatsapp&id=eq.${id}`,
  );

  // Tambah ke Kalender: the .ics file is built in the browser; parse it back.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh File Kalender (.ics)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^jadwal-[a-z0-9-]+\.ics$/);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Jakarta");
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.summary)).toEqual([
    `Batas akhir pendaftaran: ${program} ${row.batch}`,
    `Pelatihan ${program} ${row.batch}`,
  ]);
  expect(events[0].startDate.toString()).toBe(row.registration_end);
  expect(events[1].startDate.toString()).toBe(row.startDate);
  expect(events[1].startDate.isDate).toBe(true);

  // WhatsApp: the contact person with a prefilled message naming the program and batch.
  const wa = page.getByRole("link", { name: /Tanya via WhatsApp/ });
  const href = new URL((await wa.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe(`https://wa.me/${row.contact_whatsapp}`);
  expect(href.searchParams.get("text")).toContain(`${program} ${row.batch}`);
  // The suite runs offline: answer wa.me locally to see the new tab open the right address.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const popupPromise = page.waitForEvent("popup");
  await wa.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toContain(`https://wa.me/${row.contact_whatsapp}?text=`);
  await popup.close();
});

test("the schedules list links every row or card to its detail page", async ({ page }) => {
  await page.goto(paths.schedules.getHref());
  await settle(page);
  const [open] = await dbSelect<{ id: number; program: string }>("schedules", "select=id,program&note=eq.Pendaftaran%20diperpanjang");
  await page.getByRole("link", { name: open.program, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.scheduleDetail.getHref(open.id)}$`));
  await expect(page.getByText("Pendaftaran Dibuka", { exact: true })).toBeVisible();
  await expect(page.getByText("Pendaftaran diperpanjang")).toBeVisible();
});

test("an unknown schedule shows 'Jadwal Tidak Ditemukan'", async ({ page }) => {
  await page.goto(paths.scheduleDetail.getHref(999999));
  await expect(page.getByRole("heading", { level: 1, name: "Jadwal Tidak Ditemukan" })).toBeVisible();
});

test("the printed syllabus is one clean page: no header, footer or tabs, the full table and the contact line", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "printing does not depend on the screen width");
  const [program] = await dbSelect<{ id: number; name: string }>("programs", "select=id,name&order=created_at.desc&limit=1");
  await page.goto(paths.programDetail.getHref(program.id));
  await settle(page);
  await page.emulateMedia({ media: "print" });
  const sheet = page.getByTestId("syllabus-print-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("tab", { name: "Deskripsi" })).toBeHidden();
  const items = await dbSelect("syllabus_items", `select=id&program_id=eq.${program.id}`);
  await expect(sheet.locator("tbody tr")).toHaveCount(items.length + 1);
  await expect(sheet).toContainText("Telp.");
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  await testInfo.attach("silabus.pdf", { body: pdf, contentType: "application/pdf" });
  // One A4 page for a syllabus of this size.
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await page.emulateMedia({ media: "screen" });
});

test("the FAQ on /kontak lines up with the rest of the page and opens with the keyboard", async ({ page }) => {
  await page.goto(paths.contact.getHref());
  const h1 = page.getByRole("heading", { level: 1, name: "Hubungi Kami" });
  const faq = page.getByRole("heading", { level: 2, name: "Pertanyaan Umum" });
  await expect(faq).toBeVisible();
  const [h1Box, faqBox] = [await h1.boundingBox(), await faq.boundingBox()];
  // same left edge as the page heading (the container), at every width
  expect(Math.abs(h1Box!.x - faqBox!.x)).toBeLessThanOrEqual(1);
  const first = page.getByRole("region", { name: "Pertanyaan Umum" }).getByRole("button").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
