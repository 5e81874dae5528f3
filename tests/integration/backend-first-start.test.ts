/**
 * A write the embedded backend acknowledged during the FIRST start of a new data folder survives a `kill -9` in that
 * start (issue 32 §4). The gateway used to listen during the storage seed while `initialized.json` was written only
 * after it; the next start took the folder for a half-made one and wiped it, with every write acknowledged meanwhile.
 * Now the marker is written once the database is complete, before anything listens, and a start that dies during the
 * storage seed keeps the folder and runs the seed again (each demo application once).
 * Runs its own backend processes on a temporary data folder. Loopback only, free ports.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";
import { DEMO_REGISTRATIONS, GRADUATES, allSeedImages } from "../../supabase/seed/data.ts";
import { startBackendProcess, timedFetch, type BackendProcess } from "../helpers/backend-process";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const asService = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** A free loopback port: the first start must be reachable before it prints its URL. */
async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
let again: BackendProcess | undefined;

afterAll(async () => {
  await again?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("kill -9 during the first start of a new data folder", () => {
  it("keeps every write it acknowledged, and the next start finishes the seed once", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO, "supabase/local/cli.ts"), "--port", String(port), "--db-port", "0", "--data-dir", dataDir], {
      cwd: REPO,
      env: { ...process.env, NODE_OPTIONS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.stderr!.on("data", (d: Buffer) => (out += d.toString("utf8")));
    const exited = new Promise<void>((r) => child.once("exit", () => r()));

    // Writes as soon as anything answers, one after another, until a few are acknowledged; then kill -9.
    const acknowledged: number[] = [];
    const deadline = Date.now() + 120_000;
    let position = 1000;
    try {
      while (acknowledged.length < 5) {
        expect(Date.now(), `no write acknowledged in time:\n${out}`).toBeLessThan(deadline);
        expect(child.exitCode, `the backend exited:\n${out}`).toBeNull();
        const p = position++;
        const res = await timedFetch(
          `http://127.0.0.1:${port}/rest/v1/faq?select=id`,
          {
            method: "POST",
            headers: { ...asService, "content-type": "application/json", prefer: "return=representation" },
            body: JSON.stringify({ question: `Pertanyaan uji mulai pertama ${p}?`, answer: "Jawaban uji.", position: p }),
          },
          3000,
        );
        if (res?.status === 201) acknowledged.push((JSON.parse(res.body) as { id: number }[])[0].id);
        else await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    // The kill came during the first start: before the storage seed was done and before the start said it was ready.
    expect(out).not.toMatch(/storage seed done/);
    expect(out).not.toMatch(/Press Ctrl\+C/);

    again = await startBackendProcess({ dataDir, startTimeoutMs: 180_000 });
    const rows = await timedFetch(`${again.url}/rest/v1/faq?select=id&id=in.(${acknowledged.join(",")})`, { headers: asService }, 10_000);
    expect(rows?.status).toBe(200);
    expect((JSON.parse(rows!.body) as { id: number }[]).map((r) => r.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));

    // The seed the first start could not finish ran again: every demo application once, the marker says done.
    // (The graduates of the outcomes' demo batch come with seed.sql, before the storage seed: once, with it.)
    expect(again.output()).toMatch(/storage seed done/);
    const registrations = await timedFetch(`${again.url}/rest/v1/registrations?select=nik,status`, { headers: asService }, 10_000);
    const graduates = new Set(GRADUATES.map((g) => g.nik));
    const all = JSON.parse(registrations!.body) as { nik: string | null; status: string }[];
    expect(all.filter((r) => r.nik !== null && graduates.has(r.nik))).toHaveLength(GRADUATES.length);
    const stored = all.filter((r) => r.nik === null || !graduates.has(r.nik));
    expect(stored).toHaveLength(DEMO_REGISTRATIONS.length);
    // A withdrawal erases the NIK: the withdrawn demo application has none.
    const withdrawn = DEMO_REGISTRATIONS.filter((d) => d.outcome === "mengundurkan_diri");
    expect(stored.filter((r) => r.nik === null)).toHaveLength(withdrawn.length);
    expect(stored.flatMap((r) => (r.nik ? [r.nik] : [])).sort()).toEqual(
      DEMO_REGISTRATIONS.filter((d) => !withdrawn.includes(d)).map((d) => d.applicant.nik).sort(),
    );
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "initialized.json"), "utf8"))).toMatchObject({ storageSeeded: true });
    // Every demo image is stored (in its bucket, or withheld while no visitor can see its row).
    const objects = await timedFetch(
      `${again.url}/pg/query`,
      { method: "POST", headers: { ...asService, "content-type": "application/json" }, body: JSON.stringify({ query: "select bucket_id, name from storage.objects" }) },
      10_000,
    );
    expect(objects?.status).toBe(200);
    const names = (JSON.parse(objects!.body) as { bucket_id: string; name: string }[]).map((o) => `${o.bucket_id}/${o.name}`);
    for (const img of allSeedImages()) {
      expect(names.some((n) => n === `${img.bucket}/${img.path}` || n === `withheld-images/${img.bucket}/${img.path}`), `${img.bucket}/${img.path}`).toBe(true);
    }
  }, 360_000);
});
