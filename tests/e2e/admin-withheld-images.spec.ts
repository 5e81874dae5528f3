/**
 * Withheld images in the panel (docs/change-history.md): the image of an announcement scheduled for later has no
 * public URL (a visitor, or anyone guessing its timestamp name, gets nothing), yet the administrator's list shows
 * it, read from the private bucket with their session.
 */
import fs from "node:fs";
import { SB_URL, SERVICE_KEY, dbWrite, expect, fixture, listObjects, settle, signInAsAdmin, test, today, uniq } from "./support";
import { paths } from "@/config/paths";

test("a scheduled announcement's image is withheld from public view and still shown to administrators", async ({ page }) => {
  const title = `Pengumuman Terjadwal ${uniq()}`;
  const filePath = `${Date.now()}.jpg`;
  const upload = await fetch(`${SB_URL}/storage/v1/object/announcements/${filePath}`, {
    method: "POST",
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, "Content-Type": "image/jpeg" },
    body: fs.readFileSync(fixture("photo-small.jpg")),
  });
  expect(upload.ok, await upload.text()).toBe(true);
  const imageUrl = `${SB_URL}/storage/v1/object/public/announcements/${filePath}`;
  const [row] = (await dbWrite("POST", "announcements", "", {
    title,
    body: "Pengumuman ini terbit minggu depan.",
    published_at: `${today(7)}T08:00:00+07:00`,
    image_url: imageUrl,
    file_path: filePath,
  })) as { id: number }[];
  try {
    // Written with the service role (no member's write to react to): the backend's 10-second run withholds it.
    await expect
      .poll(async () => (await listObjects("withheld-images", "announcements/")).some((o) => o.name === filePath), { timeout: 20_000 })
      .toBe(true);
    const direct = await fetch(imageUrl);
    expect(direct.ok).toBe(false);
    const info = await fetch(`${SB_URL}/storage/v1/object/info/public/announcements/${filePath}`);
    expect(info.ok).toBe(false);

    await signInAsAdmin(page);
    await page.goto(`${paths.admin.announcements.getHref()}?cari=${encodeURIComponent(title)}`);
    await settle(page);
    const thumbnail = page.getByRole("row").filter({ hasText: title }).locator("img").first();
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith("blob:"))).toBe(true);
  } finally {
    await dbWrite("DELETE", "announcements", `id=eq.${row.id}`);
  }
});
