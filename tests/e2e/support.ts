/**
 * Shared helpers of the browser tests: backend access with the service role (to check what was
 * or was not written), programmatic sign-in, axe scans, screenshots, theme switching.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page, type TestInfo } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.resolve(here, "..", "fixtures");
export const fixture = (name: string) => path.join(FIXTURES, name);

export const SB_URL = process.env.E2E_SUPABASE_URL ?? "";
export const ANON_KEY = process.env.E2E_ANON_KEY ?? "";
export const SERVICE_KEY = process.env.E2E_SERVICE_ROLE_KEY ?? "";
export const ADMIN = { email: "admin@example.com", password: "admin12345" };
/** The localStorage key supabase-js derives from the URL (sb-<first label of the hostname>-auth-token). */
export const AUTH_STORAGE_KEY = `sb-${new URL(SB_URL || "http://x").hostname.split(".")[0]}-auth-token`;

// ---------------------------------------------------------------------------
// Backend (service role: bypasses RLS, for checks only)
// ---------------------------------------------------------------------------
const serviceHeaders = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` };

/** GET /rest/v1/<table>?<query> as service role. */
export async function dbSelect<T = Record<string, unknown>>(table: string, query = "select=*"): Promise<T[]> {
  const res = await fetch(`${SB_URL}/rest/v1/${table}?${query}`, { headers: serviceHeaders });
  if (!res.ok) throw new Error(`GET ${table}?${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

export async function dbCount(table: string, filter = ""): Promise<number> {
  const res = await fetch(`${SB_URL}/rest/v1/${table}?select=*${filter ? `&${filter}` : ""}`, {
    method: "HEAD",
    headers: { ...serviceHeaders, Prefer: "count=exact" },
  });
  if (!res.ok) throw new Error(`HEAD ${table}: ${res.status}`);
  return Number(res.headers.get("content-range")?.split("/")[1] ?? NaN);
}

/** PATCH/POST/DELETE as service role (test setup and clean-up). */
export async function dbWrite(method: "POST" | "PATCH" | "DELETE", table: string, query: string, body?: unknown): Promise<unknown[]> {
  const res = await fetch(`${SB_URL}/rest/v1/${table}${query ? `?${query}` : ""}`, {
    method,
    headers: { ...serviceHeaders, "Content-Type": "application/json", Prefer: "return=representation" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${table}?${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown[];
}

/** Object names in a storage bucket (one folder level). */
export async function listObjects(bucket: string, prefix = ""): Promise<{ name: string; metadata: { size: number; mimetype: string } | null }[]> {
  const res = await fetch(`${SB_URL}/storage/v1/object/list/${bucket}`, {
    method: "POST",
    headers: { ...serviceHeaders, "Content-Type": "application/json" },
    body: JSON.stringify({ prefix, limit: 1000, offset: 0, sortBy: { column: "name", order: "asc" } }),
  });
  if (!res.ok) throw new Error(`list ${bucket}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { name: string; metadata: { size: number; mimetype: string } | null }[];
}

/** A snapshot of the row counts of every table and the object counts of every bucket. */
export async function backendSnapshot(): Promise<Record<string, number>> {
  const tables = ["programs", "syllabus_items", "instructors", "schedules", "facilities", "gallery", "contact_info", "hero_banners"];
  const buckets = ["programs", "facilities", "gallery", "hero_banners"];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await dbCount(t);
  for (const b of buckets) out[`storage:${b}`] = (await listObjects(b)).length;
  return out;
}

// ---------------------------------------------------------------------------
// Sign-in without the UI
// ---------------------------------------------------------------------------
export async function passwordSession(email = ADMIN.email, password = ADMIN.password): Promise<Record<string, unknown>> {
  const res = await fetch(`${SB_URL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as Record<string, unknown>;
  if (!session.expires_at) session.expires_at = Math.floor(Date.now() / 1000) + Number(session.expires_in);
  return session;
}

/**
 * POST to the gateway (`/rest/v1/rpc/…`, `/functions/v1/…`) with a session's access token, as the panel calls it; the
 * answer's JSON, or a thrown error with the status and body.
 */
export async function postAs<T = unknown>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${SB_URL}${path}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const out = (await res.json().catch(() => ({}))) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

/** Puts a fresh admin session in the page's localStorage (as supabase-js stores it). Call before goto(). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const session = await passwordSession();
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)]);
}

// ---------------------------------------------------------------------------
// Theme, screenshots, accessibility
// ---------------------------------------------------------------------------
export type Theme = "light" | "dark";

export function sizeName(page: Page): "desktop" | "mobile" {
  return (page.viewportSize()?.width ?? 1440) < 768 ? "mobile" : "desktop";
}

/** Switches the colour scheme the "system" theme follows, and waits for next-themes to apply it. */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // Elements with `transition-colors` keep the old theme's colours until their (0.01 ms, reduced-motion)
  // transition has run on a frame: a scan in the same frame saw dark text on the new dark background. Inside an
  // off-screen `content-visibility: auto` section (the footer) a transition starts only when the section is first
  // rendered, e.g. by the scan itself (axe read the footer's links mid-transition, 2.71:1), or never advances (a wait
  // for it timed out): the tests switch the theme without transitions.
  await page.waitForFunction(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    return document.getAnimations().every((a) => !(a instanceof CSSTransition));
  });
}

/** Loads lazily loaded images now (a full-page screenshot would otherwise show them blank). */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const img of images) img.loading = "eager";
    await Promise.race([
      Promise.all(
        images.map((img) =>
          img.complete
            ? null
            : new Promise((resolve) => {
                img.addEventListener("load", resolve, { once: true });
                img.addEventListener("error", resolve, { once: true });
              }),
        ),
      ),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
    // decoding="async" images are decoded when scrolled into view; decode them all now
    await Promise.race([
      Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
  });
}

/**
 * Screenshot under test-results/screenshots/<size>-<theme>/<name>.png: the full page, or only the
 * viewport while a modal dialog is open (its overlay covers the viewport, not the whole page).
 */
export async function snap(page: Page, name: string, theme: Theme, { fullPage = true } = {}): Promise<void> {
  const dir = path.join(process.env.E2E_SCREENSHOT_DIR ?? "test-results/screenshots", `${sizeName(page)}-${theme}`);
  fs.mkdirSync(dir, { recursive: true });
  if (fullPage) await loadLazyImages(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: "disabled" });
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/**
 * A section's link in the admin bar (1440 px): opens its group first (docs/product.md, the admin layout: Overview,
 * Pelatihan, Konten Situs, Tim & Keamanan, Profil; src/app/layouts/admin-nav.ts).
 */
export async function adminMenuLink(page: Page, group: "Pelatihan" | "Konten Situs" | "Tim & Keamanan", label: string): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Navigasi admin", exact: true });
  const trigger = nav.getByRole("button", { name: group, exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  return nav.getByRole("link", { name: label, exact: true });
}

/** Runs axe (WCAG 2.1 A/AA); records the result for the summary; fails on serious/critical violations. */
export async function expectAccessible(page: Page, name: string, theme: Theme, testInfo?: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // Radix's focus proxy beside an open menu group: an empty aria-hidden span that hands the focus on as it gets it
    // (radix-ui/primitives#3085, open upstream); only that element, never the group's button or links
    .exclude('[data-slot="navigation-menu-item"] > span[aria-hidden="true"][tabindex="0"]:empty')
    // axe in the page itself: the default opens a blank page per scan to gather the frames' results and injects axe
    // again there (10 s of a scan under load in CI, where a dialog's two scans went over the test's minute); the
    // site's pages have no frame of their own to gather
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations as AxeViolation[];
  const record = {
    page: name,
    theme,
    size: sizeName(page),
    violations: violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.length, help: v.help })),
  };
  if (process.env.E2E_AXE_FILE) fs.appendFileSync(process.env.E2E_AXE_FILE, `${JSON.stringify(record)}\n`);
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (testInfo && serious.length) {
    await testInfo.attach(`axe-${name}-${theme}.json`, { body: JSON.stringify(serious, null, 2), contentType: "application/json" });
  }
  const describe = serious
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`).join("\n")}`)
    .join("\n");
  // soft: the other theme is still scanned and photographed when this one fails
  expect.soft(serious, `${name} (${record.size}, ${theme}) has serious/critical axe violations:\n${describe}`).toEqual([]);
}

/** Screenshot + axe in light, then dark (applyTheme: without colour transitions). */
export async function scanThemes(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await applyTheme(page, theme);
    await snap(page, name, theme);
    await expectAccessible(page, name, theme, testInfo);
  }
}

// ---------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------
/** Waits until no skeleton/loading indicator is left and network requests have settled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Resolves once every CSS animation inside `locator` has finished. Radix dialogs zoom in from 95 % over 200 ms:
 * a bounding box measured during that zoom is a few pixels off once it ends, which is enough to drop a dragged
 * item one slot short.
 */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

/** The (single) visible toast's text. */
export function toast(page: Page) {
  // CSS, not roles: while a modal dialog is open Radix hides everything else (the toast region too)
  // from the accessibility tree, and the compression notices appear during that time.
  return page.locator('[role="region"][aria-label^="Notifikasi"] li');
}

/** A unique suffix so created rows are recognisable and never collide across runs/projects. */
export function uniq(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
}

/**
 * The test object of every spec. Requests leaving the machine (e.g. the Google Maps embed) are
 * aborted: the suite runs offline and deterministically.
 */
export const test = base.extend<{ offlineOnly: void }>({
  // A prerendered page shows its buttons before the app has started (src/main.tsx marks <html data-app-started>);
  // a click before that is lost, as it would be for a visitor. Every navigation of the test's page therefore
  // waits for the mark, unless JavaScript is off (the prerendered HTML alone).
  page: async ({ page, javaScriptEnabled, baseURL }, provide) => {
    if (javaScriptEnabled !== false) {
      // Only an HTML page of the app runs it: e.g. signInAsAdmin opens /robots.txt to reach localStorage, and the
      // backend's local mailbox is a page of its own.
      const appOrigin = baseURL ? new URL(baseURL).origin : null;
      const started = async (response: Awaited<ReturnType<Page["goto"]>>) => {
        if (!response?.headers()["content-type"]?.includes("text/html")) return;
        if (appOrigin && new URL(response.url()).origin !== appOrigin) return;
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-started"));
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await started(response);
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        await started(response);
        return response;
      };
    }
    await provide(page);
  },
  offlineOnly: [
    async ({ context }, use) => {
      await context.route(
        (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
        (route) => route.abort("internetdisconnected"),
      );
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Today's date as yyyy-MM-dd in local time (the browser and the seed share the machine's time zone). */
export function today(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The day in Banda Aceh (Asia/Jakarta) as yyyy-MM-dd: the database's rules that follow the calendar (a vacancy's
 * deadline, a survey link's window) count in that time zone, which runs 7 hours ahead of a runner on UTC.
 */
export function jakartaDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Jakarta" });
}

/** Registration status of a period, as the spec defines it (docs/product.md, Rules). */
export function statusOf(start: string, end: string, day = today()): "Berlangsung" | "Segera Dibuka" | "Ditutup" {
  if (start <= day && day <= end) return "Berlangsung";
  if (start > day) return "Segera Dibuka";
  return "Ditutup";
}

// ---------------------------------------------------------------------------
// Admin UI helpers
// ---------------------------------------------------------------------------
/** Waits for the toast with this title (one toast is visible at a time). */
export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(toast(page).filter({ hasText: title }).first()).toBeVisible({ timeout: 20_000 });
}

/** Opens a row's action menu ('Aksi untuk …') and picks an item. */
export async function rowAction(page: Page, rowLabel: string, item: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: rowLabel, exact: true }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** Answers the shared confirmation ('Apakah Anda yakin?' → 'Ya, Hapus'); returns its text. */
export async function confirmDeletion(page: Page): Promise<string> {
  const dialog = page.getByRole("alertdialog", { name: "Apakah Anda yakin?" });
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? "";
  await dialog.getByRole("button", { name: "Ya, Hapus" }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  return text;
}

const ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

/** The calendar's day-button label part ('21 November 2025') of a yyyy-MM-dd date. */
export function dayLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${d} ${ID_MONTHS[m - 1]} ${y}`;
}

/** Picks a date range in the two-month picker labelled `label` (both days must be in the months shown). */
export async function pickDateRange(page: Page, label: string, from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: label }).click();
  const calendar = page.locator("[data-slot=popover-content]").last();
  await expect(calendar).toBeVisible();
  for (const day of [from, to]) {
    await calendar.getByRole("button", { name: new RegExp(`, ${dayLabel(day)}(,|$)`) }).first().click();
  }
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
}

/** Chooses an option of a Radix select (combobox) by its label. */
export async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Matches a page URL ending with `href` (a path from the route registry, src/config/paths.ts). */
export function urlEndingWith(href: string): RegExp {
  return new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** Presses Tab until `target` has the focus (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 60, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with ${max} Tab presses`);
}

/** The focused element is on screen and not under the sticky top bar. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const { top, bottom, headerBottom, viewport } = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const header = document.querySelector("header");
    return { top: r.top, bottom: r.bottom, headerBottom: header?.getBoundingClientRect().bottom ?? 0, viewport: window.innerHeight };
  });
  expect(top, "focused element starts below the sticky header").toBeGreaterThanOrEqual(headerBottom - 1);
  expect(bottom, "focused element ends inside the viewport").toBeLessThanOrEqual(viewport + 1);
}

// ---------------------------------------------------------------------------
// Applications (online registration) without the form
// ---------------------------------------------------------------------------
/**
 * Submits an application for a batch the way a visitor's browser does (anon: an upload folder, its documents, then
 * submit_registration), for tests that need applications but not the form. Returns its id and code.
 */
export async function submitApplication(scheduleId: number, applicant: { full_name: string; nik: string; birth_date?: string }): Promise<{ id: number; code: string }> {
  const anon = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };
  const rpc = async (fn: string, body: unknown) => {
    const res = await fetch(`${SB_URL}/rest/v1/rpc/${fn}`, { method: "POST", headers: { ...anon, "content-type": "application/json" }, body: JSON.stringify(body) });
    const out = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${fn}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
  const [schedule] = await dbSelect<{ required_documents: string[] }>("schedules", `select=required_documents&id=eq.${scheduleId}`);
  const [settings] = await dbSelect<{ privacy_notice_version: string }>("registration_settings", "select=privacy_notice_version&id=eq.1");
  const { folder } = (await rpc("start_registration_upload", { p_schedule_id: scheduleId })) as { folder: string };
  const documents = [];
  for (const kind of schedule.required_documents) {
    const name = `${folder}/${kind}-${Date.now()}.pdf`;
    const res = await fetch(`${SB_URL}/storage/v1/object/registration-documents/${name}`, {
      method: "POST",
      headers: { ...anon, "content-type": "application/pdf" },
      body: new Blob([fs.readFileSync(fixture("dokumen.pdf"))], { type: "application/pdf" }),
    });
    if (!res.ok) throw new Error(`upload ${kind}: ${res.status} ${await res.text()}`);
    documents.push({ kind, name });
  }
  const receipt = await rpc("submit_registration", {
    p_application: {
      birth_date: "2000-02-03",
      ...applicant,
      birth_place: "Banda Aceh",
      gender: "L",
      address: "Jl. Uji No. 1",
      regency: "Kota Banda Aceh",
      whatsapp: "6281234567890",
      education: "SMA/SMK/Sederajat",
      employment: "Belum bekerja",
      schedule_id: scheduleId,
      idempotency_key: crypto.randomUUID(),
      upload_folder: folder,
      documents,
      consent: true,
      guardian_consent: false,
      consent_version: settings.privacy_notice_version,
      website: "",
    },
  });
  const [row] = await dbSelect<{ id: number }>("registrations", `select=id&code=eq.${receipt.code as string}`);
  return { id: row.id, code: receipt.code as string };
}

/** A NIK for birth date 2000-02-03 (male) that no other call of this run uses (the last 4 digits differ). */
let nikSerial = Math.floor(Math.random() * 5000);
export const uniqueNik = () => `117101030200${String(++nikSerial % 10_000).padStart(4, "0")}`;
