/**
 * npx tsx scripts/public-page-cost.ts [--json] — what one more public page costs every other public page's first
 * load (scripts/lib/public-page-cost.ts): builds the app with and without the synthetic page of
 * tests/fixtures/synthetic-public-page and prints each page's first-load JavaScript (gzip) in both. Exits 1 when a
 * page grew more than 0.05 KiB. A production build: run with NODE_ENV unset or "production" (React's development
 * build would be measured otherwise).
 */
import { fileURLToPath } from "node:url";
import { PUBLIC_PAGE_COST_LIMIT_BYTES, publicPageCost } from "./lib/public-page-cost.ts";

if (process.env.NODE_ENV && process.env.NODE_ENV !== "production") {
  console.error(`NODE_ENV is "${process.env.NODE_ENV}": the build would not be a production build.`);
  process.exit(2);
}
const root = fileURLToPath(new URL("..", import.meta.url));
const moduleFile = fileURLToPath(new URL("../tests/fixtures/synthetic-public-page/module.ts", import.meta.url));
const cost = await publicPageCost(root, moduleFile);
const over = cost.pages.filter((page) => page.added > PUBLIC_PAGE_COST_LIMIT_BYTES);
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(cost));
} else {
  console.log("First-load JS (gzip bytes) of each public page, without and with one more public page\n");
  for (const page of cost.pages) {
    console.log(`${page.page.padEnd(50)}${String(page.before).padStart(9)}${String(page.after).padStart(9)}${`+${page.added}`.padStart(7)}`);
  }
  console.log(`\nthe added page itself: ${cost.synthetic} B; limit per other page: +${PUBLIC_PAGE_COST_LIMIT_BYTES} B`);
}
if (over.length > 0) {
  console.error(`${over.length} page(s) grew more than ${PUBLIC_PAGE_COST_LIMIT_BYTES} B: ${over.map((page) => page.page).join(", ")}`);
  process.exit(1);
}
