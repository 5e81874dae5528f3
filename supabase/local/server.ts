/**
 * Embedded local Supabase: PGlite + the real PostgREST + a gateway for /auth/v1 and
 * /storage/v1, on loopback only. No Docker, no network. See docs/local-backend.md.
 *
 *   const sb = await startLocalSupabase({ memory: true, port: 0, dbPort: 0 });
 *   ... sb.url, sb.anonKey, sb.serviceRoleKey ...
 *   await sb.stop();
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  Database,
  REPO_ROOT,
  SUPABASE_DIR,
  applyBootstrap,
  applyPlatformUpgrades,
  applyMigrations,
  applySeedSql,
  readTemplate,
  templateKey,
  writeTemplate,
} from "./db.ts";
import { WireServer } from "./wire.ts";
import { FunctionsService } from "./functions.ts";
import { Mailbox } from "./mailbox.ts";
import { certificateSigningKey } from "./certificate-key.ts";
import { Postgrest } from "./postgrest.ts";
import { Gateway } from "./gateway.ts";
import { AuthService } from "./auth.ts";
import { DiskBlobStore, MemoryBlobStore, StorageService } from "./storage.ts";
import { TusService } from "./tus.ts";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "./keys.ts";
import {
  DOCUMENT_REMOVALS_INTERVAL_MS,
  IMAGE_MOVES_INTERVAL_MS,
  PURGE_INTERVAL_MS,
  REGISTRATION_PURGE_INTERVAL_MS,
  moveWithheldImages,
  purgeExpiredFiles,
  purgeRegistrationData,
  purgeComplaintData,
  removeDetachedDocuments,
  removeDetachedComplaintAttachments,
} from "./retention.ts";
import { migrateFileNames } from "./file-names.ts";
import { DOCUMENT_REMOVALS, IMAGE_MOVES, installWriteSignals } from "./after-write.ts";
import { startWatchdog, watchdogMsFromEnv } from "./watchdog.ts";

export { ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET, DEMO_ADMIN } from "./keys.ts";

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, ".supabase-local");
const STORAGE_SEED_FILE = path.join(SUPABASE_DIR, "seed", "storage.ts");

export interface LocalSupabaseOptions {
  /** Fresh database and storage in memory; nothing written to disk. */
  memory?: boolean;
  /** Persisted data folder (default: <repo>/.supabase-local). Ignored with memory. */
  dataDir?: string;
  /** Gateway port (default 54321; 0 = a free port). */
  port?: number;
  /** Postgres wire-protocol port (default 54322; 0 = a free port). */
  dbPort?: number;
  /** Run supabase/seed.sql and the storage seed on a fresh database (default true). */
  seed?: boolean;
  /** No console output. */
  quiet?: boolean;
  /**
   * Be ready without waiting for the storage seed (the demo images and registrations); the log says when it is done.
   * Default false: the start returns once the seed is done (tests and benchmarks count on the images).
   */
  storageSeedInBackground?: boolean;
  /**
   * Kill the process when the database engine blocks the backend this long (ms), so a
   * supervisor can restart it (see watchdog.ts). Default: LOCAL_SUPABASE_WATCHDOG_MS or 30 000; 0 = off.
   */
  watchdogMs?: number;
}

export interface LocalSupabase {
  url: string;
  dbUrl?: string;
  /** PostgREST's own internal URL (tests use it to check PostgREST's checks without the gateway). */
  restUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataDir?: string;
  /** True when this start created the database (bootstrap + migrations + seed). */
  fresh: boolean;
  /** Problems met while seeding (the backend still runs). */
  seedWarnings: string[];
  /** Timings of the start, in ms. */
  timings: Record<string, number>;
  /** SQL as superuser (serialised with every other database conversation). */
  sql(query: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Restart PostgREST so it sees schema changes. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

interface Marker {
  createdAt: string;
  seeded: boolean;
  /**
   * false from the moment the database is complete until the storage seed is done: a start that dies during the seed
   * keeps the data folder (and every write it acknowledged) and runs the seed again. Absent in older markers: done.
   */
  storageSeeded?: boolean;
}

/** The marker, replaced at once (a crash never leaves half of it). */
function writeMarker(file: string, marker: Marker): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(marker, null, 2));
  fs.renameSync(tmp, file);
}

/**
 * supabase-js >= 2.100 builds its realtime client eagerly and throws on Node 20 (no global
 * WebSocket). Nothing here uses realtime (the local backend has none), so a stub that
 * only fails if a socket is actually opened is enough for scripts like the storage seed.
 */
export function ensureWebSocketGlobal(): void {
  const g = globalThis as { WebSocket?: unknown };
  if (typeof g.WebSocket !== "undefined") return;
  g.WebSocket = class NoRealtimeWebSocket {
    static CONNECTING = 0;
    static OPEN = 1;
    static CLOSING = 2;
    static CLOSED = 3;
    constructor() {
      throw new Error("Realtime is not available on the embedded local Supabase");
    }
  };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function startLocalSupabase(opts: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const t0 = Date.now();
  const timings: Record<string, number> = {};
  const mark = (k: string) => (timings[k] = Date.now() - t0);
  const log = opts.quiet ? () => {} : (m: string) => console.log(`[local-supabase] ${m}`);
  const warn = opts.quiet ? () => {} : (m: string) => console.warn(`[local-supabase] ${m}`);
  const memory = !!opts.memory;
  const seed = opts.seed !== false;
  const dataDir = memory ? undefined : path.resolve(opts.dataDir ?? DEFAULT_DATA_DIR);

  const cleanups: Array<() => Promise<void> | void> = [];
  const runCleanups = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()!();
      } catch (err) {
        warn(`shutdown step failed: ${(err as Error).message}`);
      }
    }
  };

  try {
    // -- data folder ----------------------------------------------------------
    let fresh = true;
    let pgDir: string | undefined;
    let markerFile: string | undefined;
    let marker: Marker | null = null;
    if (dataDir) {
      fs.mkdirSync(dataDir, { recursive: true });
      const lockFile = path.join(dataDir, "server.pid");
      if (fs.existsSync(lockFile)) {
        const pid = Number(fs.readFileSync(lockFile, "utf8").trim());
        if (pid && pid !== process.pid && pidAlive(pid)) {
          throw new Error(`${dataDir} is in use by another local Supabase (pid ${pid}); stop it first or use --memory`);
        }
      }
      fs.writeFileSync(lockFile, String(process.pid));
      cleanups.push(() => fs.rmSync(lockFile, { force: true }));
      pgDir = path.join(dataDir, "pgdata");
      markerFile = path.join(dataDir, "initialized.json");
      fresh = !fs.existsSync(markerFile);
      if (!fresh) marker = JSON.parse(fs.readFileSync(markerFile, "utf8")) as Marker;
      if (fresh) {
        // A start that died before the database was complete leaves a partial one: begin again. Nothing listened
        // before the marker was written (below), so nothing acknowledged is lost.
        fs.rmSync(pgDir, { recursive: true, force: true });
        fs.rmSync(path.join(dataDir, "storage"), { recursive: true, force: true });
        fs.rmSync(path.join(dataDir, "tus-uploads"), { recursive: true, force: true });
      }
    }

    // -- database ---------------------------------------------------------------
    log(memory ? "starting PGlite in memory" : `starting PGlite in ${pgDir}`);
    const key = fresh ? templateKey() : "";
    const template = fresh ? readTemplate(key) : null;
    const db = await Database.open(pgDir, template);
    cleanups.push(() => db.close());
    mark("pglite");
    if (fresh && !template) {
      await applyBootstrap(db);
      mark("bootstrap");
    } else if (!fresh) {
      await applyPlatformUpgrades(db);
    }
    const applied = await applyMigrations(db, warn);
    if (applied.length) log(`applied ${applied.length} migration(s): ${applied.join(", ")}`);
    else if (template) log("bootstrap + migrations loaded from the template cache");
    mark("migrations");
    if (fresh && !template) {
      await writeTemplate(db, key);
      mark("template_saved");
    }
    // The writes whose answer waits for a job (after-write.ts); the jobs are registered below, once they can run.
    await installWriteSignals(db, [IMAGE_MOVES, DOCUMENT_REMOVALS]);
    const afterWriteJobs = new Map<string, () => Promise<void>>();
    const seedWarnings: string[] = [];
    let seededSql = false;
    if (fresh && seed) {
      seededSql = await applySeedSql(db);
      if (seededSql) log("applied supabase/seed.sql");
      mark("seed_sql");
    }

    // The database is complete: from here on the data folder is kept whatever happens. Written before anything
    // listens, so a write acknowledged by this start is never wiped by the next one; the storage seed still to come is
    // noted, and a start that dies during it runs it again.
    const storageSeedDue = seed && (fresh || marker?.storageSeeded === false) && fs.existsSync(STORAGE_SEED_FILE);
    if (markerFile && fresh) {
      marker = { createdAt: new Date().toISOString(), seeded: seed && seededSql, ...(storageSeedDue ? { storageSeeded: false } : {}) };
      writeMarker(markerFile, marker);
    }

    // -- wire protocol + PostgREST + gateway -------------------------------------
    const wire = new WireServer({ db: db.pg, lock: db.lock, port: opts.dbPort ?? 54322, log: warn });
    try {
      await wire.start();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") {
        throw new Error(`port ${opts.dbPort ?? 54322} (Postgres wire) is already in use: is another backend running? (use dbPort 0 for a free port)`);
      }
      throw err;
    }
    cleanups.push(() => wire.stop());
    mark("wire");

    const postgrest = new Postgrest({ dbPort: wire.port, log: opts.quiet ? undefined : warn });
    cleanups.push(() => postgrest.stop());
    await postgrest.start();
    mark("postgrest");

    let publicUrl = "";
    const mailbox = new Mailbox();
    const auth = new AuthService(db, () => publicUrl, mailbox);
    const blobs = dataDir ? new DiskBlobStore(path.join(dataDir, "storage")) : new MemoryBlobStore();
    const storage = new StorageService(db, blobs);
    const tus = new TusService(db, blobs, dataDir);
    cleanups.push(() => tus.close());
    // the functions' secret signing key for certificates (hosted: `supabase secrets set CERTIFICATE_SIGNING_JWK=…`)
    const signingKey = certificateSigningKey(dataDir);
    const functions = new FunctionsService({
      dir: path.join(SUPABASE_DIR, "functions"),
      env: () => ({
        SUPABASE_URL: publicUrl,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        CERTIFICATE_SIGNING_JWK: signingKey,
      }),
      log,
      warn: (m) => console.warn(`[local-supabase] ${m}`),
    });
    cleanups.push(() => functions.close());
    const gateway = new Gateway({
      db,
      postgrest,
      auth,
      storage,
      tus,
      functions,
      mailbox,
      log: warn,
      // A job not registered yet (start-up) has nothing to wait for.
      afterRestWrite: (signals) => Promise.all([...signals].map((name) => afterWriteJobs.get(name)?.())).then(() => {}),
    });
    try {
      await gateway.listen(opts.port ?? 54321);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") {
        throw new Error(`port ${opts.port ?? 54321} (API gateway) is already in use: is another backend running? (use port 0 for a free port)`);
      }
      throw err;
    }
    cleanups.push(() => gateway.close());
    publicUrl = `http://127.0.0.1:${gateway.port}`;
    mark("gateway");

    // -- storage seed (through the storage API, once the gateway listens) ---------
    let stopping = false;
    let storageSeed: Promise<void> | null = null;
    if (storageSeedDue) {
      const seedStarted = Date.now();
      log(fresh ? "storage seed: uploading the demo images and registrations ..." : "storage seed: the previous start died during it; running it again ...");
      storageSeed = (async () => {
        try {
          ensureWebSocketGlobal();
          const mod = (await import(pathToFileURL(STORAGE_SEED_FILE).href)) as {
            seedStorage?: (o: { url: string; serviceRoleKey: string; anonKey: string }) => Promise<void>;
          };
          if (typeof mod.seedStorage !== "function") throw new Error("supabase/seed/storage.ts does not export seedStorage()");
          await mod.seedStorage({ url: publicUrl, serviceRoleKey: SERVICE_ROLE_KEY, anonKey: ANON_KEY });
          if (markerFile && marker) writeMarker(markerFile, { ...marker, storageSeeded: true });
          log(`storage seed done in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (supabase/seed/storage.ts): the demo images are in place`);
        } catch (err) {
          if (stopping) return;
          const msg = `storage seed failed: ${(err as Error).stack ?? err}`;
          seedWarnings.push(msg);
          warn(msg);
        }
        mark("seed_storage");
      })();
      if (!opts.storageSeedInBackground) await storageSeed;
    }
    // -- image files stored under the old ".rsp" marker get the spec's names (old data folders) ----
    try {
      const { renamed, skipped } = await migrateFileNames({ url: publicUrl, serviceRoleKey: SERVICE_ROLE_KEY });
      if (renamed.length) log(`renamed ${renamed.length} image file(s) to "<timestamp>.<ext>" (supabase/local/file-names.ts)`);
      for (const s of skipped) warn(`image file ${s.bucket}/${s.name} not renamed: ${s.reason}`);
    } catch (err) {
      warn(`renaming image files failed: ${(err as Error).message}`);
    }
    mark("file_names");
    // -- the clean-ups, at start and then periodically: files of rows deleted more than the retention period ago
    // (hourly); the registrations' and complaints' expired personal data and the files no row uses (every 5 minutes)
    const scheduledPurges: [string, typeof purgeExpiredFiles, number][] = [
      ["files of rows deleted more than the retention period ago", purgeExpiredFiles, PURGE_INTERVAL_MS],
      ["registration document files no registration uses", purgeRegistrationData, REGISTRATION_PURGE_INTERVAL_MS],
      ["complaints past their retention", purgeComplaintData, REGISTRATION_PURGE_INTERVAL_MS],
    ];
    for (const [what, purge, intervalMs] of scheduledPurges) {
      const run = async () => {
        try {
          const removed = await purge({ url: publicUrl, serviceRoleKey: SERVICE_ROLE_KEY });
          if (removed.length) log(`removed ${removed.length} file(s): ${what}`);
        } catch (err) {
          warn(`clean-up (${what}) failed: ${(err as Error).message}`);
        }
      };
      await run();
      const timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      cleanups.push(() => clearInterval(timer));
    }
    // -- applicants' documents no application holds any more (docs/registration.md, "Documents"): right after a
    // write through the API that deleted a document row (an erasure, a withdrawal: its answer waits for the removal,
    // so no link made before serves the files once it is answered; after-write.ts) and every 10 seconds (uploads
    // never submitted, a day after their folder was handed out); one run at a time, and a call during a run gets
    // one more run, which its promise includes.
    {
      let running: Promise<void> | null = null;
      let again = false;
      const removeDocuments = (): Promise<void> => {
        if (running) {
          again = true;
          return running;
        }
        running = (async () => {
          do {
            again = false;
            try {
              const removed = await removeDetachedDocuments({ url: publicUrl, serviceRoleKey: SERVICE_ROLE_KEY });
              if (removed.length) log(`removed ${removed.length} applicant document file(s) no application holds (erased, withdrawn or never submitted)`);
            } catch (err) {
              warn(`removing applicants' document files failed: ${(err as Error).message}`);
            }
            // complaint attachments never sent with a complaint (docs/complaints.md), a day after their folder
            try {
              const removed = await removeDetachedComplaintAttachments({ url: publicUrl, serviceRoleKey: SERVICE_ROLE_KEY });
              if (removed.length) log(`removed ${removed.length} complaint attachment file(s) no complaint references`);
            } catch (err) {
              warn(`removing complaint attachment files failed: ${(err as Error).message}`);
            }
          } while (again);
          running = null;
        })();
        return running;
      };
      await removeDocuments();
      afterWriteJobs.set(DOCUMENT_REMOVALS.name, removeDocuments);
      const timer = setInterval(() => void removeDocuments(), DOCUMENT_REMOVALS_INTERVAL_MS);
      timer.unref();
      cleanups.push(() => running ?? undefined);
      cleanups.push(() => clearInterval(timer));
      cleanups.push(() => void afterWriteJobs.delete(DOCUMENT_REMOVALS.name));
    }
    // -- withheld images (docs/change-history.md): right after every write through the API to a table with images
    // (its answer waits for the run: after-write.ts), and every 10 seconds (a publish date reached); runs never
    // overlap, and writes during a run ask for one more run, which the promise they get includes.
    {
      let running: Promise<void> | null = null;
      let again = false;
      const moveImages = (): Promise<void> => {
        if (running) {
          again = true;
          return running;
        }
        running = (async () => {
          do {
            again = false;
            try {
              const moved = await moveWithheldImages({ url: publicUrl, serviceRoleKey: SERVICE_ROLE_KEY });
              const withheld = moved.filter((m) => m.destination_bucket === "withheld-images").length;
              if (withheld) log(`withheld ${withheld} image file(s) no visitor can see (deleted, replaced or not yet published)`);
              if (moved.length > withheld) log(`returned ${moved.length - withheld} image file(s) to public view`);
            } catch (err) {
              warn(`moving withheld images failed: ${(err as Error).message}`);
            }
          } while (again);
          running = null;
        })();
        return running;
      };
      await moveImages();
      afterWriteJobs.set(IMAGE_MOVES.name, moveImages);
      const timer = setInterval(() => void moveImages(), IMAGE_MOVES_INTERVAL_MS);
      timer.unref();
      // LIFO: stop new runs first, then wait for the one in flight.
      cleanups.push(() => running ?? undefined);
      cleanups.push(() => {
        clearInterval(timer);
        afterWriteJobs.delete(IMAGE_MOVES.name);
      });
    }
    mark("ready");
    // Only once ready: a cold start on a busy machine may legitimately block for seconds.
    const watchdog = startWatchdog(opts.watchdogMs ?? watchdogMsFromEnv());
    cleanups.push(() => watchdog.stop());

    let stopped = false;
    return {
      url: publicUrl,
      dbUrl: `postgresql://postgres:postgres@127.0.0.1:${wire.port}/postgres`,
      restUrl: postgrest.url,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      jwtSecret: JWT_SECRET,
      dataDir,
      fresh,
      seedWarnings,
      timings,
      sql: (query, params) => db.adminSql(query, params),
      reloadSchema: () => gateway.reloadSchema(),
      stop: async () => {
        if (stopped) return;
        stopped = true;
        stopping = true;
        await runCleanups();
      },
    };
  } catch (err) {
    await runCleanups();
    throw err;
  }
}
