/**
 * Playwright configuration for the browser tests. Run through `npm run test:e2e` (tests/e2e/run.ts),
 * which starts the backend and the production build and passes their URLs in E2E_* variables.
 *
 * Projects: "desktop" (1440×900) and "mobile" (390×844) run the read-only specs (visitor journeys,
 * accessibility scans, screenshots) in parallel; "admin" (1440×900) runs the specs that write to the
 * backend one at a time (admin*.spec.ts, certificate-*.spec.ts and tracer-*.spec.ts, skm-*.spec.ts, complaint-*.spec.ts). run.ts runs the read-only projects first, then "admin", so the journeys
 * never race each other. Debian's Chromium only (CHROMIUM_PATH), never a downloaded browser.
 */
import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");

if (!process.env.E2E_BASE_URL) {
  throw new Error("Run the browser tests with `npm run test:e2e` (it starts the backend and the app first).");
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export default defineConfig({
  testDir: here,
  testMatch: /.*\.spec\.ts$/,
  outputDir: path.join(repo, "test-results", "playwright"),
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], [path.join(here, "summary-reporter.ts")]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "id-ID",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Read-only journeys: visitor pages, accessibility scans and screenshots (parallel-safe).
    {
      name: "desktop",
      testMatch: /(visitor|a11y)[^/]*\.spec\.ts$/,
      fullyParallel: true,
      use: { ...devices["Desktop Chrome"], viewport: DESKTOP, deviceScaleFactor: 1 },
    },
    {
      name: "mobile",
      testMatch: /(visitor|a11y|mobile)[^/]*\.spec\.ts$/,
      fullyParallel: true,
      use: { viewport: MOBILE, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: devices["Pixel 7"].userAgent },
    },
    // Journeys that write to the backend: one at a time, after the read-only ones when run together.
    {
      name: "admin",
      // and the other journeys that write: attendance, the certificates' register and verification
      testMatch: /(admin|certificate-|tracer-|skm-|complaint-)[^/]*\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: DESKTOP, deviceScaleFactor: 1 },
    },
  ],
});
