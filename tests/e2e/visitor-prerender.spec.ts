/**
 * Prerendered public pages (docs/performance.md): the HTML carries the page's content, so it shows with
 * JavaScript disabled; with JavaScript, React hydrates that HTML (same DOM nodes) without a hydration
 * error and without a loading skeleton in between.
 */
import fs from "node:fs";
import nodePath from "node:path";
import type { Page } from "@playwright/test";
import { dbSelect, expect, test } from "./support";
import { paths } from "../../src/config/paths";
import { FIRST_SCREEN_END_ID } from "../../src/config/first-screen";

type Schedule = { id: number; program: string; batch: string };
type Program = { id: number; name: string };

test.describe("prerendered pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the schedules list, a schedule detail and a program page show their content", async ({ page }) => {
    const schedules = await dbSelect<Schedule>("schedules", "select=id,program,batch&order=id");
    const [program] = await dbSelect<Program>("programs", "select=id,name&order=id&limit=1");

    await page.goto(paths.schedules.getHref());
    await expect(page.getByRole("heading", { level: 1, name: "Jadwal Pelatihan" })).toBeVisible();
    // Both layouts are in the HTML; CSS shows the one of this width.
    const main = page.locator("#main-content, main").first();
    for (const s of schedules.slice(0, 3)) await expect(main.getByText(s.program).first()).toBeAttached();
    await expect(main.getByText(schedules[0].batch).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
    await expect(page.getByText("Situs ini membutuhkan JavaScript")).toHaveCount(0);

    await page.goto(paths.scheduleDetail.getHref(schedules[0].id));
    await expect(page.getByRole("heading", { level: 1, name: schedules[0].program })).toBeVisible();
    await expect(page.getByText(schedules[0].batch).first()).toBeVisible();

    await page.goto(paths.programDetail.getHref(program.id));
    await expect(page.getByRole("heading", { level: 1, name: program.name })).toBeVisible();
    await expect(page.locator("script#prerender-state")).toHaveCount(1);
  });
});

/** Records, from the first parsed byte, the most loading placeholders ever shown and the first <h1> node. */
async function watchLoad(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __maxLoading: number; __firstH1: Element | null; __homeShown: boolean };
    w.__maxLoading = 0;
    w.__firstH1 = null;
    w.__homeShown = false;
    new MutationObserver(() => {
      const loading = document.querySelectorAll('[data-slot="skeleton"], [aria-busy="true"]').length;
      if (loading > w.__maxLoading) w.__maxLoading = loading;
      w.__firstH1 ??= document.querySelector("#root h1");
      const home = document.querySelector('#root [data-testid="hero-carousel"], #root section[aria-label="Banner utama"]');
      if (home && !document.documentElement.hasAttribute("data-other-page")) w.__homeShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()) && /hydrat|Minified React error #4(18|19|20|21|22|23|25)/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * The paths of every prerendered page, from the served build's sitemap.xml (the e2e build's SITE_URL is the
 * preview's address), read when the spec loads so that each page is a test of its own (its own time budget).
 */
function sitemapPaths(): string[] {
  const dist = process.env.E2E_DIST_DIR;
  const file = dist ? nodePath.join(dist, "sitemap.xml") : "";
  if (!file || !fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&amp;/g, "&")).pathname);
}

/** The <title> and meta description a page's HTML carries. */
function headOf(html: string) {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ""),
  };
}

test.describe("every prerendered page", () => {
  const pagePaths = sitemapPaths();
  test("the sitemap lists every registry page that has content", () => {
    // the home page, lists, categories, and each program, schedule and announcement
    expect(pagePaths.length).toBeGreaterThan(20);
  });
  for (const path of pagePaths) {
    test(`${path} hydrates without a hydration warning or error and keeps the <title> and description of its HTML`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "the same pages and heads at every width");
      const errors = await watchLoad(page);
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<script id="prerender-state"');
      const expected = headOf(html);
      expect(expected.title, path).not.toBe("");
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const shown = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      }));
      expect(shown, path).toEqual(expected);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("prerendered pages with JavaScript", () => {
  test("hydrate without an error and without a loading skeleton, then stay interactive", async ({ page }) => {
    const [schedule] = await dbSelect<Schedule>("schedules", "select=id,program,batch&order=id&limit=1");
    const [program] = await dbSelect<Program>("programs", "select=id,name&order=id&limit=1");
    const errors = await watchLoad(page);
    for (const path of [paths.home.getHref(), paths.schedules.getHref(), paths.scheduleDetail.getHref(schedule.id), paths.programDetail.getHref(program.id), paths.announcements.getHref()]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const result = await page.evaluate(() => {
        const w = window as unknown as { __maxLoading: number; __firstH1: Element | null };
        const root = document.getElementById("root")!;
        return {
          maxLoading: w.__maxLoading,
          sameH1: w.__firstH1 !== null && w.__firstH1 === document.querySelector("#root h1"),
          // hydrateRoot() marks its container with React's root (`__reactContainer$…`).
          hydrated: Object.keys(root).some((key) => key.startsWith("__reactContainer$")),
        };
      });
      expect(result, path).toEqual({ maxLoading: 0, sameH1: true, hydrated: true });
      await expect(page.locator("html"), path).not.toHaveAttribute("data-other-page");
    }
    expect(errors).toEqual([]);

    // Hydrated: client-side navigation works from the prerendered page.
    await page.goto(paths.schedules.getHref());
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole("navigation", { name: "Navigasi footer" }).getByRole("link", { name: "Kontak" }).click();
    await expect(page).toHaveURL(/\/kontak$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hubungi Kami" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("hydration keeps the prerendered page: every element shown before the code ran is still the one shown after", async ({ page }) => {
    // Hydration takes over the prerendered elements; a mismatch would make React render them again.
    const [schedule] = await dbSelect<Schedule>("schedules", "select=id&order=id&limit=1");
    const [program] = await dbSelect<Program>("programs", "select=id&order=id&limit=1");
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        // What the visitor sees before any script ran, except the boxes that are there to be replaced: late images'
        // (LateImage) and the header's slot for the session's button.
        const replaced = "[data-late-image], [data-session-slot]";
        const shown = [...document.querySelectorAll("#root *")].filter((el) => el.getClientRects().length > 0 && !el.closest(replaced));
        (window as unknown as { __shown: Element[] }).__shown = shown;
      });
    });
    for (const path of [paths.home.getHref(), paths.schedules.getHref(), paths.scheduleDetail.getHref(schedule.id), paths.programDetail.getHref(program.id), paths.gallery.getHref()]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html"), path).toHaveAttribute("data-app-started", "");
      const result = await page.evaluate(() => {
        const shown = (window as unknown as { __shown: Element[] }).__shown;
        const gone = shown.filter((el) => !el.isConnected).map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`.slice(0, 80));
        return { shown: shown.length, gone: gone.slice(0, 5) };
      });
      expect(result.shown, path).toBeGreaterThan(50);
      expect(result.gone, path).toEqual([]);
    }
  });

  test("the first paint needs neither the stylesheet nor the scripts: critical CSS is inline, code loads after", async ({ context }) => {
    const [schedule] = await dbSelect<Schedule>("schedules", "select=id,program,batch&order=id&limit=1");
    // A raw page: the test's own page waits for the app after each navigation, and here the app is held back.
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const held: (() => void)[] = [];
    const requested: string[] = [];
    let released = false;
    await page.route(/\/assets\/.+\.(css|js)$/, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      if (!released) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await page.goto(paths.scheduleDetail.getHref(schedule.id), { waitUntil: "domcontentloaded" });
    // Styled from the inline rules while the stylesheet and every script are still on their way.
    const heading = page.getByRole("heading", { level: 1, name: schedule.program });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((h) => getComputedStyle(h).fontSize)).toBe("30px");
    expect(await page.locator("header").first().evaluate((h) => getComputedStyle(h).position)).toBe("fixed");
    await expect.poll(() => requested.some((p) => p.endsWith(".css"))).toBe(true);
    // The scripts are requested only once the content has been painted (they are not in the HTML); here the held
    // stylesheet keeps the page from loading, so they come after LOAD_WAIT_MS (scripts/lib/prerender-pages.ts).
    const html = await (await page.request.get(paths.scheduleDetail.getHref(schedule.id))).text();
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    // The loader preloads the page's own chunk too (from Vite's manifest), one link per task before the entry runs.
    expect(html).toMatch(/p=\[[^\]]*"\/assets\/schedule-detail-[\w-]+\.js"/);
    await expect.poll(() => requested.some((p) => p.endsWith(".js"))).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    // Released, the app starts and hydrates the same page.
    released = true;
    for (const release of held.splice(0)) release();
    await expect(page.locator("html")).toHaveAttribute("data-app-started", "");
    await expect(heading).toBeVisible();
    await page.close();
  });

  test("the home page is painted with its whole hero: the first paint waits until the hero's HTML has been read", async ({ page }) => {
    const html = await (await page.request.get(paths.home.getHref())).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`);
    // The mark follows the hero (its text and controls), and comes before the next section.
    const mark = html.indexOf(`id="${FIRST_SCREEN_END_ID}"`);
    expect(mark).toBeGreaterThan(html.lastIndexOf('aria-label="Pilih slide"'));
    expect(mark).toBeLessThan(html.indexOf('aria-labelledby="program-unggulan"'));
    // Other pages are painted as soon as the browser can.
    expect(await (await page.request.get(paths.schedules.getHref())).text()).not.toContain('rel="expect"');
    await page.goto(paths.home.getHref());
    expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  });

  test("a page reached by a client-side navigation is rendered by the browser: its later photos are images at once", async ({ page }) => {
    const errors = await watchLoad(page);
    await page.goto(paths.schedules.getHref());
    // From here on, count the placeholder boxes of late images that appear (a prerendered page's first render).
    await page.evaluate(() => {
      const w = window as unknown as { __lateBoxes: number };
      w.__lateBoxes = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element) w.__lateBoxes += (node.matches("[data-late-image]") ? 1 : 0) + node.querySelectorAll("[data-late-image]").length;
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Program Pelatihan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Program Pelatihan" })).toBeVisible();
    const cards = page.getByTestId("program-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await expect(cards.last().locator("img")).toHaveAttribute("loading", "lazy");
    expect(await page.evaluate(() => (window as unknown as { __lateBoxes: number }).__lateBoxes)).toBe(0);
    expect(errors).toEqual([]);
  });

  test("an address the build did not prerender is rendered by the client as before", async ({ page }) => {
    const errors = await watchLoad(page);
    // vite preview (like most hosts) answers an unknown address with index.html, the prerendered home page.
    await page.goto(paths.programDetail.getHref(987654));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Kejuruan TIK BLK Banda Aceh");
    await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
    // The home page's HTML hid itself at this address (no flash of the wrong page) until the client rendered.
    await expect(page.locator("html")).not.toHaveAttribute("data-other-page");
    expect(await page.evaluate(() => (window as unknown as { __homeShown: boolean }).__homeShown)).toBe(false);
    expect(errors).toEqual([]);
  });
});
