/**
 * An embedded backend started on a data folder from before the spec's file names: it applies the new
 * migration (the widths of the variants are recorded for files with the old ".rsp" marker) and then
 * renames the files, rows and history at start (supabase/local/server.ts → file-names.ts).
 * The old folder is built in this process with every earlier migration, then the backend runs in its own.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { Database, applyBootstrap, migrationFiles } from "../../supabase/local/db.ts";
import { DiskBlobStore } from "../../supabase/local/storage.ts";
import { startBackendProcess, type BackendProcess } from "../helpers/backend-process";
import { PNG_1x1 } from "../helpers/supabase";

const MIGRATION = "20261124000001";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "old-file-names-"));
let backend: BackendProcess | undefined;

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function buildOldDataFolder(main: string, variants: string[]) {
  const db = await Database.open(path.join(dataDir, "pgdata"));
  try {
    await applyBootstrap(db);
    for (const m of migrationFiles().filter((file) => file.version < MIGRATION)) {
      await db.pg.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query("insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)", [m.version, m.name, m.checksum]);
      });
    }
    const blobs = new DiskBlobStore(path.join(dataDir, "storage"));
    for (const name of [main, ...variants]) {
      const mimetype = name.endsWith(".webp") ? "image/webp" : "image/png";
      await (await blobs.stage("gallery", name, PNG_1x1)).commit();
      await db.query("insert into storage.objects (bucket_id, name, metadata) values ('gallery', $1, $2::jsonb)", [
        name,
        JSON.stringify({ mimetype, size: PNG_1x1.length, cacheControl: "max-age=3600" }),
      ]);
    }
    await db.query(`insert into public.gallery (src, "filePath", caption, alt) values ($1, $2, 'Foto lama', 'Foto lama')`, [
      `http://127.0.0.1:54321/storage/v1/object/public/gallery/${main}`,
      main,
    ]);
  } finally {
    await db.close();
  }
  fs.writeFileSync(path.join(dataDir, "initialized.json"), JSON.stringify({ createdAt: new Date().toISOString(), seeded: false }));
}

it("renames the files of an old data folder at start, after recording their variants", async () => {
  const main = "1717000000000.rsp.png";
  const variants = [480, 960, 1600].map((w) => `1717000000000.rsp.w${w}.webp`);
  await buildOldDataFolder(main, variants);

  backend = await startBackendProcess({ dataDir, seed: false });
  // that migration first (later ones follow it)
  expect(backend.output()).toMatch(new RegExp(`applied \\d+ migration\\(s\\): ${MIGRATION}_image_file_names\\.sql`));
  expect(backend.output()).toContain('renamed 1 image file(s) to "<timestamp>.<ext>"');

  const headers = { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` };
  const rows = (await (await fetch(`${backend.url}/rest/v1/gallery?select=src,filePath,image_variant_widths`, { headers })).json()) as unknown[];
  expect(rows).toEqual([
    {
      src: "http://127.0.0.1:54321/storage/v1/object/public/gallery/1717000000000.png",
      filePath: "1717000000000.png",
      image_variant_widths: [480, 960, 1600],
    },
  ]);
  // the migration recorded the widths without a history entry of its own; the rename is recorded
  const history = (await (
    await fetch(`${backend.url}/rest/v1/change_history?select=action,actor_role,old_data,new_data&table_name=eq.gallery&order=id`, { headers })
  ).json()) as { action: string; actor_role: string; old_data: Record<string, unknown> | null; new_data: Record<string, unknown> }[];
  expect(history.map((h) => [h.action, h.actor_role])).toEqual([
    ["INSERT", "postgres"],
    ["UPDATE", "service_role"],
  ]);
  expect(history[0].new_data).toMatchObject({ filePath: "1717000000000.png" });
  expect(history[1].old_data).toMatchObject({ filePath: main, image_variant_widths: [480, 960, 1600] });
  expect(history[1].new_data).toMatchObject({ filePath: "1717000000000.png", image_variant_widths: [480, 960, 1600] });

  const status = async (name: string) => {
    const res = await fetch(`${backend!.url}/storage/v1/object/public/gallery/${name}`);
    await res.arrayBuffer();
    return res.status;
  };
  const renamed = ["1717000000000.png", "1717000000000.w480.webp", "1717000000000.w960.webp", "1717000000000.w1600.webp"];
  expect(await Promise.all(renamed.map(status))).toEqual([200, 200, 200, 200]);
  expect(await Promise.all([main, ...variants].map(status))).not.toContain(200);
}, 180_000);
