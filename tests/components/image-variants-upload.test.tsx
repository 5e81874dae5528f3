/**
 * Responsive images against the MSW storage emulation: the WebP variants of an uploaded main file are stored
 * next to it under names derived from its '<timestamp>.<ext>' name, and removing the main file removes every variant.
 * (The main file's own upload is the TUS path covered by the admin upload tests; writeWithImage chains the two.)
 */
import fs from "node:fs";
import path from "node:path";
import { signInAs } from "../msw/auth";
import { db } from "../msw/db";
import { VARIANT_WIDTHS, variantPaths } from "@/lib/image-variants";

const variants = VARIANT_WIDTHS.map((width) => ({ width, blob: new Blob([new Uint8Array(width)], { type: "image/webp" }) }));
const objects = (bucket: string) => db.storage.filter((o) => o.bucket_id === bucket).map((o) => o.name);

async function storeMain(bucket: "facilities", path: string) {
  const { authClient } = await import("@/lib/auth-client");
  const { error } = await authClient.storage.from(bucket).upload(path, new Blob([new Uint8Array(64)], { type: "image/jpeg" }), { contentType: "image/jpeg" });
  if (error) throw error;
}

describe("responsive image variants in storage", () => {
  afterAll(async () => {
    // the auth client started by these tests must not keep refreshing its session after the file ends
    const { authClient } = await import("@/lib/auth-client");
    await authClient.auth.stopAutoRefresh();
  });

  it("stores the three WebP widths next to the main file and removing the main file removes all four", async () => {
    signInAs("admin");
    const { removeFile, uploadVariants } = await import("@/lib/storage");
    const main = "1717000000000.jpg";
    await storeMain("facilities", main);

    await uploadVariants("facilities", main, variants);
    expect(objects("facilities")).toEqual(expect.arrayContaining([main, ...variantPaths(main)]));
    expect(variantPaths(main)).toEqual(["1717000000000.w480.webp", "1717000000000.w960.webp", "1717000000000.w1600.webp"]);

    await removeFile("facilities", main);
    for (const name of [main, ...variantPaths(main)]) expect(objects("facilities")).not.toContain(name);
  });

  it("gives every public content bucket of the migrations variants (announcements included); avatars and partner logos stay single files", async () => {
    const dir = path.resolve(__dirname, "../../supabase/migrations");
    const sql = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    const buckets = new Set<string>();
    for (const insert of sql.matchAll(/insert into storage\.buckets[^;]*;/gi)) {
      for (const row of insert[0].matchAll(/\(\s*'([a-z_]+)'\s*,\s*'[a-z_]+'\s*,\s*true/g)) buckets.add(row[1]);
    }
    expect(buckets).toContain("announcements");
    const { RESPONSIVE_BUCKETS } = await import("@/lib/storage-upload");
    expect(buckets).toContain("partners");
    expect([...RESPONSIVE_BUCKETS].sort()).toEqual([...buckets].filter((b) => b !== "avatars" && b !== "partners").sort());
  });
});
