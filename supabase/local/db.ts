/**
 * The database of the embedded local Supabase: PGlite (+ pgcrypto), persisted in a
 * folder or in memory, with the platform bootstrap, the migrations and the seed.
 *
 * All access from the gateway goes through `Database`, which holds the backend-wide
 * Mutex for the whole transaction (see wire.ts for the PostgREST side).
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { Mutex } from "./mutex.ts";
import { resetSession } from "./wire.ts";
import type { ApiRole } from "./keys.ts";

export const LOCAL_DIR = path.dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = path.resolve(LOCAL_DIR, "..");
export const REPO_ROOT = path.resolve(SUPABASE_DIR, "..");

export interface SqlResult<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export type Tx = Pick<Transaction, "query" | "exec">;

export class Database {
  readonly lock = new Mutex();
  constructor(readonly pg: PGlite) {}

  /** Opens (or creates) the database; `template` is a datadir tarball to start a NEW database from. */
  static async open(dataDir: string | undefined, template?: Buffer | null): Promise<Database> {
    const pg = await PGlite.create({
      dataDir: dataDir ? `file://${dataDir}` : undefined,
      loadDataDir: template ? new Blob([new Uint8Array(template)]) : undefined,
      extensions: { pgcrypto },
    });
    // Session settings (PGlite is one session; the same values are set as database
    // defaults by the bootstrap, which only applies to new data folders).
    await pg.exec(`set search_path = "$user", public, extensions; set timezone = 'UTC';`);
    return new Database(pg);
  }

  /** Runs fn inside ONE transaction as the superuser, holding the lock. */
  async tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.lock.run(() => this.pg.transaction(fn));
  }

  /**
   * Runs fn inside one transaction under an API role with the request's JWT claims
   * (like PostgREST and storage-api do), so row-level security is really enforced.
   */
  async asRole<T>(role: ApiRole, claims: Record<string, unknown>, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.tx(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [role, JSON.stringify(claims), typeof claims.sub === "string" ? claims.sub : ""],
      );
      return fn(tx);
    });
  }

  /** One statement (or several without params) as superuser, holding the lock. */
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>> {
    return this.lock.run(async () => (await this.pg.query<T>(sql, params)) as SqlResult<T>);
  }

  async exec(sql: string): Promise<SqlResult[]> {
    return this.lock.run(async () => (await this.pg.exec(sql)) as SqlResult[]);
  }

  /**
   * Ad-hoc SQL for tooling (/pg/query): runs as superuser holding the lock, then makes
   * sure nothing leaks into later conversations (open transaction, SET ROLE).
   */
  async adminSql(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]> {
    return this.lock.run(async () => {
      try {
        if (params && params.length) return (await this.pg.query<Record<string, unknown>>(sql, params)).rows;
        const results = await this.pg.exec(sql);
        return results.length ? (results[results.length - 1].rows as Record<string, unknown>[]) : [];
      } finally {
        await resetSession(this.pg);
      }
    });
  }

  async close(): Promise<void> {
    await this.lock.run(async () => {
      if (!this.pg.closed) await this.pg.close();
    });
  }
}

// ---------------------------------------------------------------------------
// Template cache: PGlite's initdb is the slowest part of a fresh start (seconds on a busy
// machine). After bootstrap + migrations the datadir is dumped to
// node_modules/.cache/local-supabase/ under a key made of the PGlite version, bootstrap.sql
// and every migration; later fresh starts (every --memory start, every test run) load it
// in well under a second and only run the seed. Set LOCAL_SUPABASE_NO_TEMPLATE=1 to skip.
// ---------------------------------------------------------------------------
const TEMPLATE_DIR = path.join(REPO_ROOT, "node_modules", ".cache", "local-supabase");

export function templateKey(): string {
  const h = crypto.createHash("sha256");
  try {
    const require = createRequire(import.meta.url);
    h.update(JSON.parse(fs.readFileSync(require.resolve("@electric-sql/pglite/package.json"), "utf8")).version as string);
  } catch {
    h.update("pglite-unknown");
  }
  for (const file of PLATFORM_FILES) h.update(fs.readFileSync(path.join(LOCAL_DIR, file)));
  for (const m of migrationFiles()) h.update(`\0${m.file}\0${m.sql}`);
  return h.digest("hex").slice(0, 24);
}

function templateEnabled(): boolean {
  return !process.env.LOCAL_SUPABASE_NO_TEMPLATE;
}

export function readTemplate(key: string): Buffer | null {
  if (!templateEnabled()) return null;
  try {
    return fs.readFileSync(path.join(TEMPLATE_DIR, `template-${key}.tar.gz`));
  } catch {
    return null;
  }
}

export async function writeTemplate(db: Database, key: string): Promise<void> {
  if (!templateEnabled()) return;
  try {
    const blob = await db.lock.run(() => db.pg.dumpDataDir("gzip"));
    const buf = Buffer.from(await blob.arrayBuffer());
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    for (const f of fs.readdirSync(TEMPLATE_DIR)) {
      if (f.startsWith("template-") && f !== `template-${key}.tar.gz`) fs.rmSync(path.join(TEMPLATE_DIR, f), { force: true });
    }
    const tmp = path.join(TEMPLATE_DIR, `.template-${key}.${process.pid}.tmp`);
    fs.writeFileSync(tmp, buf);
    fs.renameSync(tmp, path.join(TEMPLATE_DIR, `template-${key}.tar.gz`));
  } catch {
    // A cache only: never fail a start because of it.
  }
}

export function migrationFiles(): { version: string; name: string; file: string; sql: string; checksum: string }[] {
  const dir = path.join(SUPABASE_DIR, "migrations");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => {
      const sql = fs.readFileSync(path.join(dir, f), "utf8");
      const [version, ...rest] = f.replace(/\.sql$/, "").split("_");
      return {
        version,
        name: rest.join("_"),
        file: f,
        sql,
        checksum: crypto.createHash("sha256").update(sql).digest("hex"),
      };
    });
}

/**
 * What every hosted project has before its own migrations: bootstrap.sql (a new database only) and
 * platform-upgrades.sql (idempotent: what the platform added later, so existing data folders get it too).
 */
export const PLATFORM_FILES = ["bootstrap.sql", "platform-upgrades.sql"] as const;

export async function applyBootstrap(db: Database): Promise<void> {
  for (const file of PLATFORM_FILES) await db.exec(fs.readFileSync(path.join(LOCAL_DIR, file), "utf8"));
}

export async function applyPlatformUpgrades(db: Database): Promise<void> {
  await db.exec(fs.readFileSync(path.join(LOCAL_DIR, "platform-upgrades.sql"), "utf8"));
}

/**
 * Applies every migration not yet recorded in supabase_migrations.schema_migrations,
 * in name order, each in its own transaction. Returns the files applied.
 * Warns (does not fail) when an already applied file has changed since.
 */
export async function applyMigrations(db: Database, log: (m: string) => void): Promise<string[]> {
  const applied = new Map(
    (
      await db.query<{ version: string; checksum: string | null }>(
        "select version, checksum from supabase_migrations.schema_migrations",
      )
    ).rows.map((r) => [r.version, r.checksum]),
  );
  const done: string[] = [];
  for (const m of migrationFiles()) {
    if (applied.has(m.version)) {
      if (applied.get(m.version) !== m.checksum) {
        log(
          `warning: migration ${m.file} changed after it was applied to this local database; ` +
            "run `npm run backend:reset` to rebuild from scratch",
        );
      }
      continue;
    }
    try {
      await db.lock.run(() =>
        db.pg.transaction(async (tx) => {
          await tx.exec(m.sql);
          await tx.query(
            "insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)",
            [m.version, m.name, m.checksum],
          );
        }),
      );
    } catch (err) {
      throw new Error(`migration ${m.file} failed: ${(err as Error).message}`);
    }
    // Session-level settings a migration may have changed must not leak into requests.
    await db.exec(`reset role; set search_path = "$user", public, extensions;`);
    done.push(m.file);
  }
  return done;
}

export async function applySeedSql(db: Database): Promise<boolean> {
  const file = path.join(SUPABASE_DIR, "seed.sql");
  if (!fs.existsSync(file)) return false;
  try {
    await db.lock.run(() => db.pg.transaction(async (tx) => void (await tx.exec(fs.readFileSync(file, "utf8")))));
  } catch (err) {
    throw new Error(`supabase/seed.sql failed: ${(err as Error).message}`);
  }
  await db.exec(`reset role; set search_path = "$user", public, extensions;`);
  return true;
}
