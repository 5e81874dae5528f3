/**
 * `npm run verify:postgres`: proves the database on a REAL PostgreSQL (Debian's postgresql, 15 on
 * bookworm; hosted Supabase runs 15-17), not only on PGlite (PostgreSQL 18), so newer syntax fails
 * here before `supabase db push` does.
 *
 *   1. a throwaway cluster (initdb in a temp dir, a free port on 127.0.0.1, trust auth; as root the
 *      server runs as the `postgres` user), removed at the end;
 *   2. supabase/local/bootstrap.sql (what every Supabase project has), every migration in name order
 *      (each in one transaction), then supabase/seed.sql with `extensions` NOT on the search_path,
 *      as on a hosted project;
 *   3. the permission matrix at database level: anon / signed-in non-member / operator / admin / super admin at aal1
 *      and aal2, the instructor of a batch at aal1 and aal2 and the instructor of another batch, deactivated (set role + request.jwt.claims, as PostgREST and storage-api do) × every table of
 *      `public` × select / insert / update / delete / truncate, × every storage bucket × insert / list / upsert /
 *      delete, and × every function of `public` the API roles may execute; catalog rules (RLS on, no TRUNCATE/REFERENCES/TRIGGER for the API roles,
 *      no SECURITY DEFINER function callable by them). Expectations: scripts/pg-verify/expectations.ts;
 *   4. Supabase's linter (splinter, vendored in scripts/splinter/) with the API exposing `public`:
 *      any ERROR or WARN fails the run (INFO is printed).
 *
 * Options: --keep (leave the cluster running and print how to connect), PG_BINDIR=/path/to/bin.
 * Needs the PostgreSQL server binaries (`apt-get install postgresql`); `.ci/run` installs them.
 */
import { execFileSync, spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  AAL,
  ACCEPTED_LINTS,
  BUCKETS,
  CLASS_STAFF,
  CONTENT_EDITORS,
  FUNCTIONS,
  IDENTITIES,
  PERSON,
  PARTICIPANT_ID,
  PERSONAL_DATA_READERS,
  SECURITY_DEFINER_RPCS,
  TABLES,
  type ReadRule,
  type Who,
} from "./pg-verify/expectations";
import { checkConcurrentIssuing } from "./pg-verify/certificates";

const repo = fileURLToPath(new URL("..", import.meta.url));
const keep = process.argv.includes("--keep");
const FS = "\x1f";
const RS = "\x1e";

// ---------------------------------------------------------------------------
// The throwaway cluster
// ---------------------------------------------------------------------------
function findBinDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error("PostgreSQL server binaries not found: apt-get install postgresql (or set PG_BINDIR)");
  }
  return join(base, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const bin = findBinDir();
const asRoot = process.getuid?.() === 0;
const root = mkdtempSync(join(tmpdir(), "pg-verify-"));
const dataDir = join(root, "data");
let port = 0;
let started = false;

/** Runs a server binary; as root through `runuser -u postgres` (initdb and postgres refuse root). */
function server(cmd: string, args: string[], options: SpawnSyncOptions = {}) {
  const full = join(bin, cmd);
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", full, ...args]] : [full, args];
  const result = spawnSync(file, argv, { encoding: "utf8", ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} failed (${result.status}):\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
  return result;
}

function stopCluster() {
  if (started && !keep) {
    spawnSync(asRoot ? "runuser" : join(bin, "pg_ctl"),
      asRoot ? ["-u", "postgres", "--", join(bin, "pg_ctl"), "-D", dataDir, "-m", "immediate", "-w", "stop"] : ["-D", dataDir, "-m", "immediate", "-w", "stop"],
      { stdio: "ignore" });
    started = false;
  }
  if (!keep) rmSync(root, { recursive: true, force: true });
}

process.on("exit", stopCluster);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopCluster();
    process.exit(130);
  });
}

async function startCluster() {
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(root, uid, gid);
  }
  server("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  port = await freePort();
  server("pg_ctl", [
    "-D", dataDir, "-l", join(root, "server.log"), "-w", "-t", "60",
    "-o", `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "start",
  ]);
  started = true;
}

// ---------------------------------------------------------------------------
// psql
// ---------------------------------------------------------------------------
function psql(args: string[], env: Record<string, string> = {}, input?: string) {
  const result = spawnSync(
    join(bin, "psql"),
    ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres", ...args],
    { encoding: "utf8", env: { ...process.env, PGTZ: "UTC", ...env }, maxBuffer: 64 * 1024 * 1024, input },
  );
  if (result.status !== 0) throw new Error(`psql ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A script in a session of its own, asynchronously (sessions that run at the same time). */
function psqlSession(sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(bin, "psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres", "-f", "-"], {
      env: { ...process.env, PGTZ: "UTC" },
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(stderr))));
    child.stdin.end(sql);
  });
}

/** Rows of the LAST statement's result (earlier statements must print nothing). */
function query(sql: string): string[][] {
  // A single argument may not exceed 128 KiB (Linux): the permission matrix's probes go through stdin.
  const out = sql.length > 100_000 ? psql(["-A", "-t", "-F", FS, "-R", RS, "-f", "-"], {}, sql) : psql(["-A", "-t", "-F", FS, "-R", RS, "-c", sql]);
  return out
    .split(RS)
    .map((line) => line.replace(/^\n+|\n+$/g, ""))
    .filter((line) => line !== "")
    .map((line) => line.split(FS));
}

function applyFile(label: string, file: string, env: Record<string, string> = {}) {
  const t0 = Date.now();
  psql(["-1", "-f", file], env);
  console.log(`  ok  ${label} (${Date.now() - t0} ms)`);
}

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

// ---------------------------------------------------------------------------
// Permission matrix
// ---------------------------------------------------------------------------
const PROBE_FUNCTION = `
create function pg_temp.probe(p_role text, p_claims text, p_sql text, p_check text, p_method text default null) returns text
language plpgsql as $fn$
declare
  n bigint;
begin
  begin
    -- a GET as PostgREST runs it: request.method set, in a read-only transaction
    if p_method is not null then
      perform set_config('request.method', p_method, true);
      if p_method in ('GET', 'HEAD') then
        perform set_config('transaction_read_only', 'on', true);
      end if;
    end if;
    perform set_config('role', p_role, true);
    perform set_config('request.jwt.claims', p_claims, true);
    execute p_sql;
    get diagnostics n = row_count;
    -- a function's effect, counted by the checking query as the server's own role
    if p_check is not null then
      perform set_config('role', 'none', true);
      execute p_check into n;
    end if;
    -- undo whatever the probe did, keep its row count
    raise exception using errcode = 'PV000', message = n::text;
  exception
    when sqlstate 'PV000' then return 'ok ' || sqlerrm;
    when others then return 'err ' || sqlstate || ' ' || sqlerrm;
  end;
end
$fn$;`;

interface Probe {
  id: string;
  who: Who;
  sql: string;
  /** A count the probe's outcome is instead of `sql`'s row count (a function's effect), run right after it. */
  check?: string;
  /** The HTTP method PostgREST would give (request.method); GET and HEAD also make the transaction read-only. */
  method?: "GET";
  /**
   * "allow": succeeds and touches exactly `rows` (or ≥ 1 when undefined); "deny": refused (42501) or touches nothing;
   * "callable": not refused for lack of rights (it may still answer another error, e.g. an unknown id).
   */
  expect:
    | { kind: "allow"; rows?: number }
    | { kind: "deny"; strict?: boolean }
    | { kind: "count"; rows: number }
    | { kind: "callable" }
    | { kind: "report" }
    /** refused over GET by private.require_post() (SQLSTATE PGRST, status 405), or 42501 without EXECUTE */
    | { kind: "method-refused" }
    /** not refused for its method (any other answer, 42501 and read-only errors included) */
    | { kind: "method-allowed" };
}

interface Outcome {
  ok: boolean;
  rows?: number;
  code?: string;
  message: string;
}

function parseOutcome(text: string): Outcome {
  if (text.startsWith("ok ")) return { ok: true, rows: Number(text.slice(3)), message: text };
  const [, code, ...rest] = text.split(" ");
  return { ok: false, code, message: rest.join(" ") };
}

function judge(probe: Probe, outcome: Outcome): string | null {
  const e = probe.expect;
  switch (e.kind) {
    case "report":
      return null;
    case "allow":
      if (!outcome.ok) return `refused: ${outcome.code} ${outcome.message}`;
      if (e.rows !== undefined ? outcome.rows !== e.rows : (outcome.rows ?? 0) < 1) {
        return `touched ${outcome.rows} rows, expected ${e.rows ?? "at least 1"}`;
      }
      return null;
    case "count":
      if (!outcome.ok) return outcome.code === "42501" && e.rows === 0 ? null : `refused: ${outcome.code} ${outcome.message}`;
      return outcome.rows === e.rows ? null : `saw ${outcome.rows} rows, expected ${e.rows}`;
    case "deny":
      if (outcome.ok) return outcome.rows === 0 && !e.strict ? null : `ALLOWED (${outcome.rows} rows)`;
      return outcome.code === "42501" ? null : `refused for another reason: ${outcome.code} ${outcome.message}`;
    case "callable":
      return !outcome.ok && outcome.code === "42501" ? `refused: ${outcome.message}` : null;
    case "method-refused":
      if (!outcome.ok && outcome.code === "42501") return null;
      return !outcome.ok && outcome.code === "PGRST" && outcome.message.includes("PT405")
        ? null
        : `not refused over GET: ${outcome.ok ? `ran (${outcome.rows} rows)` : `${outcome.code} ${outcome.message}`}`;
    case "method-allowed":
      return !outcome.ok && outcome.code === "PGRST" ? `refused over GET: ${outcome.message}` : null;
  }
}

/**
 * The private buckets visitors upload into (registration-documents, complaint-attachments): nobody uploads outside a
 * folder handed out by start_registration_upload() / start_complaint_upload(), anyone may add a new file of the
 * bucket's name shape inside one (the probe's folder is created as superuser before the run), nobody replaces
 * (upsert), reads, lists, signs or removes a file through the API.
 */
function applicantDocumentProbes(bucket: string, who: Who, uid: string | null, probes: Probe[], files: UploadFiles) {
  const b = lit(bucket);
  const id = `bucket ${bucket} × ${who}`;
  const owner = uid ? lit(uid) : "null";
  const insert = (name: string) => `insert into storage.objects (bucket_id, name, owner, owner_id, version) values (${b}, ${lit(name)}, ${owner}, ${owner}, 'v1')`;
  probes.push({ id: `${id} upload outside a handed-out folder`, who, sql: insert(`verify/${files.fresh}`), expect: { kind: "deny", strict: true } });
  probes.push({ id: `${id} upload into a handed-out folder`, who, sql: insert(`${files.folder}/${files.fresh}`), expect: { kind: "allow", rows: 1 } });
  probes.push({ id: `${id} upload a name of another shape`, who, sql: insert(`${files.folder}/notes.txt`), expect: { kind: "deny", strict: true } });
  probes.push({
    id: `${id} upsert`, who,
    sql: `${insert(`${files.folder}/${files.existing}`)} on conflict (name, bucket_id) do update set version = excluded.version returning *`,
    expect: { kind: "deny", strict: true },
  });
  // nobody reads it through the API, not even to sign (migrations 20261128000002, 20261201000001: Edge Functions sign)
  probes.push({ id: `${id} list`, who, sql: `select * from storage.objects where bucket_id = ${b}`, expect: { kind: "count", rows: 0 } });
  probes.push({ id: `${id} remove`, who, sql: `delete from storage.objects where bucket_id = ${b} returning *`, expect: { kind: "count", rows: 0 } });
}

type UploadFiles = { folder: string; fresh: string; existing: string };
/** The upload folder the applicant-documents probes use (registered by runMatrix, as superuser). */
const APPLICANT_FOLDER = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
const APPLICANT_FILES: UploadFiles = { folder: APPLICANT_FOLDER, fresh: "ktp-1234567890.pdf", existing: "kk-1111111111.pdf" };
/** The complaint-attachments probes' folder (registered by runMatrix, as superuser). */
const COMPLAINT_FOLDER = "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const COMPLAINT_FILES: UploadFiles = { folder: COMPLAINT_FOLDER, fresh: "lampiran-1234567890.pdf", existing: "lampiran-1111111111.pdf" };

function runMatrix(ids: Record<Who, string | null>) {
  // what the access-token hook puts in a member's token (the inactive one still carries the role it had), at the
  // identity's assurance level
  const signedIn = (who: Who, userRole?: string) =>
    JSON.stringify({
      sub: ids[who],
      role: "authenticated",
      email: `${PERSON[who]}@example.com`,
      aal: AAL[who],
      app_metadata: { provider: "email" },
      ...(userRole ? { user_role: userRole } : {}),
    });
  const memberRole: Partial<Record<Who, string>> = {
    operator: "operator",
    admin: "admin",
    super_admin: "super_admin",
    inactive: "admin",
    instruktur: "instruktur",
    instruktur_other: "instruktur",
  };
  const claims = Object.fromEntries(
    IDENTITIES.map((who) => [who, who === "anon" ? JSON.stringify({ role: "anon" }) : signedIn(who, memberRole[PERSON[who]])]),
  ) as Record<Who, string>;
  const role = (who: Who) => (who === "anon" ? "anon" : "authenticated");
  const probes: Probe[] = [];
  const notes: string[] = [];
  const failures: string[] = [];

  // a folder handed out, with one file in it (what the upsert probe tries to replace); an application's entry in the
  // change history (which operators must not read); one batch's results public, another's scheduled; a partner and
  // three vacancies (open, past its deadline, unpublished: visitors read only the first); two survey periods, one
  // answered (which no one may delete) and one not
  query(`insert into public.skm_periods (name, starts_on, ends_on, population) values
           ('Periode Terjawab', '2096-01-01', '2096-06-30', 100), ('Periode Kosong', '2097-01-01', '2097-06-30', 100);
         insert into public.skm_responses (period_id, source, idempotency_key, u1, u2, u3, u4, u5, u6, u7, u8, u9, age, gender, education, occupation, answered_on)
           select id, 'publik', gen_random_uuid(), 4, 3, 3, 4, 3, 4, 4, 2, 3, 30, 'P', 'D4/S1', 'Pegawai Swasta', '2096-02-01'
             from public.skm_periods where name = 'Periode Terjawab';
         insert into public.partners (name, sector, cooperation) values ('Mitra Verifikasi', 'Teknologi', array['magang']);
         insert into public.vacancies (position, company, location, requirements, deadline, apply_url, published) values
           ('Lowongan Terbuka', 'PT Uji', 'Banda Aceh', 'Uji', current_date + 7, 'https://example.com/a', true),
           ('Lowongan Lewat', 'PT Uji', 'Banda Aceh', 'Uji', current_date - 7, 'https://example.com/b', true),
           ('Lowongan Draf', 'PT Uji', 'Banda Aceh', 'Uji', current_date + 7, 'https://example.com/c', false);
         insert into public.registration_uploads (folder, schedule_id) select ${lit(APPLICANT_FOLDER)}, id from public.schedules order by id limit 1 on conflict do nothing;
         insert into storage.objects (bucket_id, name, version) values ('registration-documents', ${lit(`${APPLICANT_FOLDER}/kk-1111111111.pdf`)}, 'v1') on conflict do nothing;
         insert into public.complaint_uploads (folder) values (${lit(COMPLAINT_FOLDER)}) on conflict do nothing;
         insert into storage.objects (bucket_id, name, version) values ('complaint-attachments', ${lit(`${COMPLAINT_FOLDER}/lampiran-1111111111.pdf`)}, 'v1') on conflict do nothing;
         insert into public.complaints (category, message, anonymous, contact_name, code_hash, idempotency_key)
           values ('sarana', 'Pengaduan verifikasi izin: kursi laboratorium rusak.', false, 'Pengadu Verifikasi', repeat('b', 64), gen_random_uuid());
         insert into public.change_history (table_name, row_id, action) values ('registrations', '0', 'UPDATE');
         insert into public.selection_results (schedule_id, published_at) select id, now() - interval '1 day' from public.schedules order by id limit 1;
         insert into public.selection_results (schedule_id, published_at) select id, now() + interval '1 day' from public.schedules order by id offset 1 limit 1`);

  // --- tables, from the catalog --------------------------------------------------------------
  const tables = query(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`).map((r) => r[0]);
  const count = (table: string, where?: string) =>
    Number(query(`select count(*) from public.${table}${where ? ` where ${where}` : ""}`)[0][0]);
  const anyColumn = (table: string) =>
    query(`select quote_ident(attname) from pg_attribute where attrelid = ${lit(`public.${table}`)}::regclass
           and attnum > 0 and not attisdropped and attidentity = '' and attgenerated = '' order by attnum limit 1`)[0][0];

  for (const table of tables) {
    const rule = TABLES[table];
    const qt = `public.${JSON.stringify(table)}`;
    if (!rule) notes.push(`table ${table}: no expectations in scripts/pg-verify/expectations.ts; checked only that anon and non-admins write nothing`);
    const column = rule?.updateColumn ?? anyColumn(table);
    for (const who of IDENTITIES) {
      const id = `${table} × ${who}`;
      // select
      if (rule) {
        const r: ReadRule = rule.select[who];
        const rows = r === "all" ? count(table) : r === "none" ? 0 : count(table, r.where.replace(/:uid/g, ids[who] ?? "00000000-0000-0000-0000-000000000000"));
        probes.push({ id: `${id} select`, who, sql: `select ${rule.selectColumns ?? "*"} from ${qt}`, expect: { kind: "count", rows } });
        for (const hidden of rule.hiddenColumns ?? []) {
          probes.push({ id: `${id} select ${hidden}`, who, sql: `select ${hidden} from ${qt}`, expect: { kind: "deny", strict: true } });
        }
      } else {
        probes.push({ id: `${id} select`, who, sql: `select * from ${qt}`, expect: { kind: "report" } });
      }
      // insert / update / delete
      const writes: [string, string, boolean | undefined][] = [
        ["insert", rule ? `insert into ${qt} ${rule.sample}` : `insert into ${qt} default values`, rule?.insert[who]],
        ["update", `update ${qt} set ${column} = ${column}`, rule?.update[who]],
        ["delete", `delete from ${qt}${rule?.deleteWhere ? ` where ${rule.deleteWhere}` : ""}`, rule?.delete[who]],
      ];
      for (const [op, sql, allowed] of writes) {
        const expect: Probe["expect"] =
          allowed === true ? { kind: "allow" } : allowed === false || !CONTENT_EDITORS.includes(who) ? { kind: "deny", strict: op === "insert" } : { kind: "report" };
        probes.push({ id: `${id} ${op}`, who, sql, expect });
      }
      // TRUNCATE is never an API operation (row-level security does not apply to it)
      probes.push({ id: `${id} truncate`, who, sql: `truncate ${qt} cascade`, expect: { kind: "deny", strict: true } });
    }
  }

  // --- storage buckets, from the catalog -----------------------------------------------------
  const buckets = query(`select id from storage.buckets order by id`).map((r) => r[0]);
  for (const bucket of buckets) {
    const rule = BUCKETS[bucket];
    if (!rule) notes.push(`bucket ${bucket}: no expectations in scripts/pg-verify/expectations.ts; checked only that anon and non-admins neither write nor list`);
    const b = lit(bucket);
    const total = Number(query(`select count(*) from storage.objects where bucket_id = ${b}`)[0][0]);
    for (const who of IDENTITIES) {
      const id = `bucket ${bucket} × ${who}`;
      const uid = ids[who];
      const folder = rule === "own-folder" ? `${uid ?? "anon"}/` : "verify/";
      const own = rule === "own-folder"
        ? Number(query(`select count(*) from storage.objects where bucket_id = ${b} and (storage.foldername(name))[1] = ${lit(uid ?? "")}`)[0][0])
        : total;
      const isAdmin = CONTENT_EDITORS.includes(who);
      if (rule === "applicant-documents" || rule === "complaint-attachments") {
        applicantDocumentProbes(bucket, who, uid, probes, rule === "applicant-documents" ? APPLICANT_FILES : COMPLAINT_FILES);
        continue;
      }
      const adminExpect = (allow: Probe["expect"]): Probe["expect"] =>
        !isAdmin || rule === "withheld" ? { kind: "deny", strict: true } : rule ? allow : { kind: "report" };
      // what storage-api runs for a move (POST /object/move): an UPDATE of the row as the caller
      if (rule === "withheld") {
        probes.push({
          id: `${id} move out`, who,
          sql: `update storage.objects set bucket_id = 'programs', name = 'verify/moved.png' where bucket_id = ${b} returning *`,
          expect: { kind: "count", rows: 0 },
        });
        probes.push({
          id: `${id} move in`, who,
          sql: `update storage.objects set bucket_id = ${b}, name = 'programs/verify/moved.png' where bucket_id = 'programs' returning *`,
          expect: isAdmin ? { kind: "deny", strict: true } : { kind: "count", rows: 0 },
        });
      }
      probes.push({
        id: `${id} upload`, who,
        sql: `insert into storage.objects (bucket_id, name, owner, owner_id, version) values (${b}, ${lit(`${folder}matrix-new.png`)}, ${uid ? lit(uid) : "null"}, ${uid ? lit(uid) : "null"}, 'v1')`,
        expect: adminExpect({ kind: "allow", rows: 1 }),
      });
      // what storage-api runs for an upload with x-upsert on an existing object
      probes.push({
        id: `${id} upsert`, who,
        sql: `insert into storage.objects (bucket_id, name, owner, owner_id, version) values (${b}, ${lit(`${folder}probe.png`)}, ${uid ? lit(uid) : "null"}, ${uid ? lit(uid) : "null"}, 'v2')
              on conflict (name, bucket_id) do update set version = excluded.version returning *`,
        expect: adminExpect({ kind: "allow", rows: 1 }),
      });
      // listing (POST /object/list runs this as the caller)
      probes.push({
        id: `${id} list`, who,
        sql: `select * from storage.objects where bucket_id = ${b}`,
        expect: !isAdmin ? { kind: "count", rows: 0 } : rule ? { kind: "count", rows: own } : { kind: "report" },
      });
      // what storage-api runs for a removal
      probes.push({
        id: `${id} remove`, who,
        sql: `delete from storage.objects where bucket_id = ${b} returning *`,
        expect: !isAdmin ? { kind: "count", rows: 0 } : rule ? { kind: "count", rows: own } : { kind: "report" },
      });
    }
    if (rule === "own-folder") {
      // an administrator never touches another user's folder
      const other = `${ids.user}/probe.png`;
      probes.push({
        id: `bucket ${bucket} × admin upload into another user's folder`, who: "admin",
        sql: `insert into storage.objects (bucket_id, name, owner, version) values (${b}, ${lit(`${ids.user}/x.png`)}, ${lit(ids.admin!)}, 'v1')`,
        expect: { kind: "deny", strict: true },
      });
      probes.push({
        id: `bucket ${bucket} × admin remove another user's object`, who: "admin",
        sql: `delete from storage.objects where bucket_id = ${b} and name = ${lit(other)} returning *`,
        expect: { kind: "count", rows: 0 },
      });
    }
  }

  // --- functions the API roles may execute, from the catalog ------------------------------------------
  const executable = query(`
      select regexp_replace(p.oid::regprocedure::text, '^public\\.', '')
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
      order by 1`).map((r) => r[0]);
  for (const fn of executable) {
    if (!FUNCTIONS[fn]) failures.push(`function ${fn}: executable by the API roles but not described in scripts/pg-verify/expectations.ts (FUNCTIONS)`);
  }
  for (const fn of Object.keys(FUNCTIONS)) {
    if (!executable.includes(fn)) failures.push(`function ${fn}: described in FUNCTIONS but not executable by the API roles (renamed or revoked?)`);
  }
  for (const [fn, rule] of Object.entries(FUNCTIONS)) {
    for (const who of IDENTITIES) {
      const allowed =
        rule.callers === "anyone" ||
        (rule.callers === "authenticated" && who !== "anon") ||
        (rule.callers === "editors" && CONTENT_EDITORS.includes(who)) ||
        (rule.callers === "personal" && PERSONAL_DATA_READERS.includes(who)) ||
        (rule.callers === "team" && who === "super_admin") ||
        (rule.callers === "class" && CLASS_STAFF.includes(who)) ||
        (rule.callers === "class_keepers" && [...PERSONAL_DATA_READERS, "instruktur", "instruktur_other"].includes(who));
      const expect: Probe["expect"] = rule.check
        ? allowed
          ? { kind: "allow", rows: 1 }
          : { kind: "deny" }
        : allowed
          ? { kind: "callable" }
          : { kind: "deny", strict: true };
      probes.push({ id: `function ${fn} × ${who}`, who, sql: rule.call, check: rule.check, expect });
      probes.push({
        id: `function ${fn} × ${who} over GET`,
        who,
        sql: rule.call,
        method: "GET",
        expect: { kind: rule.get === "refused" ? "method-refused" : "method-allowed" },
      });
      if (rule.personalPart && allowed) {
        probes.push({
          id: `function ${fn} × ${who} (applicants' part)`,
          who,
          sql: rule.personalPart,
          expect: { kind: "count", rows: PERSONAL_DATA_READERS.includes(who) ? 1 : 0 },
        });
      }
    }
  }

  // --- run them all in one session ------------------------------------------------------------
  const values = probes
    .map((p, i) => `(${i}, ${lit(role(p.who))}, ${lit(claims[p.who])}, ${lit(p.sql)}, ${p.check ? lit(p.check) : "null"}, ${p.method ? lit(p.method) : "null"})`)
    .join(",\n");
  const out = query(`${PROBE_FUNCTION}\nselect i, pg_temp.probe(r, c, s, k, m) from (values ${values}) as v (i, r, c, s, k, m) order by i;`);
  let checked = 0;
  for (const [i, text] of out) {
    const probe = probes[Number(i)];
    const outcome = parseOutcome(text);
    const problem = judge(probe, outcome);
    if (probe.expect.kind !== "report") checked++;
    if (problem) failures.push(`${probe.id}: ${problem}`);
    else if (probe.expect.kind === "report") notes.push(`${probe.id}: ${outcome.ok ? `ok, ${outcome.rows} rows` : `refused ${outcome.code}`} (not asserted)`);
  }
  if (out.length !== probes.length) failures.push(`ran ${out.length} of ${probes.length} probes`);

  // --- catalog rules --------------------------------------------------------------------------
  for (const [table] of query(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                               where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`)) {
    failures.push(`table ${table}: row-level security is off`);
  }
  for (const [table, grantee, privilege] of query(`
      select c.relname, r.rolname, p.privilege
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r (rolname)
      cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) as p (privilege)
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
        and has_table_privilege(r.rolname, c.oid, p.privilege)`)) {
    failures.push(`table ${table}: ${grantee} has ${privilege}`);
  }
  // tables created later by the migration role inherit no TRUNCATE/REFERENCES/TRIGGER either
  const later = query(`
    begin;
    create table public.pg_verify_later (id int primary key);
    select r.rolname || ' ' || p.privilege from (values ('anon'), ('authenticated')) as r (rolname)
    cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) as p (privilege)
    where has_table_privilege(r.rolname, 'public.pg_verify_later', p.privilege);
    rollback;`);
  for (const [grant] of later) failures.push(`a table created later gets ${grant} (default privileges)`);
  for (const [fn, grantee] of query(`
      select p.oid::regprocedure::text, r.rolname
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r (rolname)
      where n.nspname = 'public' and p.prosecdef and has_function_privilege(r.rolname, p.oid, 'EXECUTE')`)) {
    if (!SECURITY_DEFINER_RPCS.some((name) => fn.startsWith(`${name}(`))) {
      failures.push(`SECURITY DEFINER function ${fn} is executable by ${grantee}`);
    }
  }

  // text columns without the text rule (public.is_valid_text) are reported, not failed: a table written only by
  // the database itself (e.g. by a trigger) may leave its columns unbounded on purpose
  for (const [table, column] of query(`
      select c.relname, a.attname
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'text[]'::regtype, 'varchar[]'::regtype)
        and not exists (
          select 1 from pg_constraint k
          where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any (k.conkey)
            and pg_get_constraintdef(k.oid) ~ 'is_valid_text')
      order by 1, 2`)) {
    notes.push(`column ${table}.${column}: no length/visible-text rule (check (public.is_valid_text(${column}, max)))`);
  }

  return { checked, probes: probes.length, tables: tables.length, buckets: buckets.length, functions: executable.length, notes, failures, claims };
}

// ---------------------------------------------------------------------------
// Linter (splinter)
// ---------------------------------------------------------------------------
function runLinter() {
  const splinter = readFileSync(join(repo, "scripts/splinter/splinter.sql"), "utf8");
  const body = splinter.replace(/^set local search_path = '';\s*/m, "");
  if (body === splinter) throw new Error("scripts/splinter/splinter.sql: unexpected first statement");
  const rows = query(`
    begin;
    set local search_path = '';
    -- as on a hosted project: PostgREST exposes the public schema
    set local pgrst.db_schemas = 'public';
    select level, name, cache_key, detail from (${body}) as lint order by level, name, cache_key;
    rollback;`);
  return rows.map(([level, name, cacheKey, detail]) => ({ level, name, cacheKey, detail }));
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
async function main() {
  const t0 = Date.now();
  console.log(`PostgreSQL: ${execFileSync(join(bin, "postgres"), ["--version"], { encoding: "utf8" }).trim()} (${bin})`);
  await startCluster();
  console.log(`cluster: ${dataDir}, port ${port}${asRoot ? ", server runs as postgres" : ""}`);

  console.log("\n1. Schema");
  applyFile("supabase/local/bootstrap.sql", join(repo, "supabase/local/bootstrap.sql"));
  applyFile("supabase/local/platform-upgrades.sql", join(repo, "supabase/local/platform-upgrades.sql"));
  const migrations = readdirSync(join(repo, "supabase/migrations")).filter((f) => f.endsWith(".sql")).sort();
  for (const file of migrations) applyFile(`supabase/migrations/${file}`, join(repo, "supabase/migrations", file));
  // hosted projects do not guarantee `extensions` on the search_path of the seed's session
  applyFile("supabase/seed.sql (search_path without extensions)", join(repo, "supabase/seed.sql"), {
    PGOPTIONS: "-c search_path=public",
  });

  console.log("\n2. Permission matrix (database level)");
  const superAdmin = query(`select id from auth.users where email = 'admin@example.com'`)[0]?.[0];
  if (!superAdmin) throw new Error("the seed's administrator admin@example.com is missing");
  if (query(`select role from public.admin_members where user_id = ${lit(superAdmin)}`)[0]?.[0] !== "super_admin") {
    throw new Error("the seed's administrator is not a super admin of the team");
  }
  const newUser = (email: string) =>
    query(`insert into auth.users (id, aud, role, email, email_confirmed_at)
           values (gen_random_uuid(), 'authenticated', 'authenticated', ${lit(email)}, now()) returning id;`)[0][0];
  const people = {
    user: newUser("pengguna@example.com"),
    operator: newUser("operator@example.com"),
    admin: newUser("admin-tim@example.com"),
    super_admin: superAdmin,
    inactive: newUser("nonaktif@example.com"),
    instruktur: newUser("instruktur@example.com"),
    instruktur_other: newUser("instruktur-lain@example.com"),
  };
  const ids = Object.fromEntries(IDENTITIES.map((who) => [who, who === "anon" ? null : people[PERSON[who] as keyof typeof people]])) as Record<
    Who,
    string | null
  >;
  query(`insert into public.admin_members (user_id, role, active) values
           (${lit(people.operator)}, 'operator', true), (${lit(people.admin)}, 'admin', true), (${lit(people.inactive)}, 'admin', false)`);
  // the instructors (migration 20261128000003): each tied to a row of Instruktur, each teaching a batch of its own; the
  // probes' batch has one participant and yesterday is one of its training days
  query(`
    insert into public.instructors (name, title) values ('Instruktur Verifikasi', 'Instruktur'), ('Instruktur Lain Verifikasi', 'Instruktur');
    insert into public.admin_members (user_id, role, instructor_id)
      select ${lit(people.instruktur)}::uuid, 'instruktur', id from public.instructors where name = 'Instruktur Verifikasi';
    insert into public.admin_members (user_id, role, instructor_id)
      select ${lit(people.instruktur_other)}::uuid, 'instruktur', id from public.instructors where name = 'Instruktur Lain Verifikasi';
    insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status) values
      ('Kelas Verifikasi Presensi', 'PBK', array['Instruktur Verifikasi'], '1', current_date - 20, current_date + 20, 'Berlangsung'),
      ('Kelas Lain Presensi', 'PBK', array['Instruktur Lain Verifikasi'], '1', current_date - 20, current_date + 20, 'Berlangsung');
    insert into public.training_day_changes (schedule_id, day, is_training_day)
      select id, current_date - 1, true from public.schedules where program = 'Kelas Verifikasi Presensi';
    insert into public.registration_uploads (folder, schedule_id)
      select '8b1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', id from public.schedules where program = 'Kelas Verifikasi Presensi';
    insert into public.registrations (id, code, schedule_id, upload_folder, idempotency_key, status, full_name, nik, birth_place, birth_date,
        gender, address, regency, whatsapp, education, employment, lookup_hash, consent_version, consent_at)
      overriding system value
      select ${PARTICIPANT_ID}, 'TIK-0000-0002', schedule_id, folder, gen_random_uuid(), 'peserta', 'Peserta Verifikasi', '1171010101990002', 'Banda Aceh',
        '1999-01-01', 'L', 'Jl. Uji 2', 'Kota Banda Aceh', '6281234567890', 'SMA/SMK/Sederajat', 'Belum bekerja', repeat('0', 64),
        '2026-11-25', now()
      from public.registration_uploads where folder = '8b1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';`);
  // the active members have a verified factor (Auth's table, as GoTrue writes it)
  query(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         select gen_random_uuid(), u, null, 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP'
         from unnest(array[${[people.operator, people.admin, people.super_admin, people.instruktur, people.instruktur_other].map((id) => `${lit(id)}::uuid`).join(", ")}]) as u`);
  // one object per bucket, plus one in each signed-in identity's avatar folder
  query(`
    insert into storage.objects (bucket_id, name, owner, version)
    select id, 'verify/probe.png', ${lit(superAdmin)}, 'v1' from storage.buckets where id <> 'avatars';
    insert into storage.objects (bucket_id, name, owner, version)
    select 'avatars', u.id || '/probe.png', u.id, 'v1' from (values ${[...new Set(IDENTITIES.map((w) => ids[w]).filter((id) => id !== null))].map((id) => `(${lit(id)}::uuid)`).join(", ")}) as u (id)
    where exists (select 1 from storage.buckets where id = 'avatars');`);
  const matrix = runMatrix(ids);
  for (const note of matrix.notes) console.log(`  note ${note}`);
  console.log(`  ${matrix.probes} probes (${matrix.checked} asserted) over ${matrix.tables} tables, ${matrix.buckets} buckets and ${matrix.functions} functions × ${IDENTITIES.join(" / ")}`);
  for (const failure of matrix.failures) console.log(`  FAIL ${failure}`);

  console.log("   Applicants' documents (a file no application holds; public.open_registration_document)");
  const documentFailures = checkApplicantDocuments(matrix.claims);
  for (const failure of documentFailures) console.log(`  FAIL ${failure}`);
  if (documentFailures.length === 0) {
    console.log("  ok  even under a permissive policy no role reads a file no application holds; only personal-data readers open a document, not once erased");
  }
  matrix.failures.push(...documentFailures);

  console.log("\n3. Custom Access Token hook (as Supabase Auth calls it: role supabase_auth_admin)");
  const hookFailures = checkAccessTokenHook(ids);
  for (const failure of hookFailures) console.log(`  FAIL ${failure}`);
  if (hookFailures.length === 0) console.log("  ok  user_role for active members only; every other claim kept; not executable by the API roles");
  matrix.failures.push(...hookFailures);

  console.log("   Password and MFA Verification hooks (wrong passwords and codes in the security activity)");
  const attemptFailures = checkVerificationHooks(ids);
  for (const failure of attemptFailures) console.log(`  FAIL ${failure}`);
  if (attemptFailures.length === 0) console.log("  ok  a failure is recorded, a success is not, both answer continue; not executable by the API roles");
  matrix.failures.push(...attemptFailures);

  console.log("\n4. Two-factor requirement (members without a factor; public.set_require_two_factor)");
  const twoFactorFailures = checkTwoFactorRequirement(people.super_admin);
  for (const failure of twoFactorFailures) console.log(`  FAIL ${failure}`);
  if (twoFactorFailures.length === 0) {
    console.log("  ok  without a factor: aal1 suffices until required, then nothing personal; only a super admin at aal2 requires it");
  }
  matrix.failures.push(...twoFactorFailures);

  console.log("\n4b. Certificates issued from sessions running at the same time");
  const certificateFailures = await checkConcurrentIssuing({ query, session: psqlSession }, matrix.claims.super_admin);
  for (const failure of certificateFailures) console.log(`  FAIL ${failure}`);
  if (certificateFailures.length === 0) console.log("  ok  every session succeeds, no number twice, numbers consecutive, each participant once");
  matrix.failures.push(...certificateFailures);

  console.log("\n5. Linter (splinter)");
  const lints = runLinter();
  const blocking = lints.filter((l) => (l.level === "ERROR" || l.level === "WARN") && !(l.cacheKey in ACCEPTED_LINTS));
  for (const l of lints) {
    const accepted = l.cacheKey in ACCEPTED_LINTS ? ` (accepted: ${ACCEPTED_LINTS[l.cacheKey]})` : "";
    console.log(`  ${l.level.padEnd(5)} ${l.name}: ${l.detail.replace(/\\`/g, "`").replace(/\s+/g, " ")}${accepted}`);
  }
  const byLevel = (level: string) => lints.filter((l) => l.level === level).length;
  console.log(`  ${byLevel("ERROR")} ERROR, ${byLevel("WARN")} WARN, ${byLevel("INFO")} INFO`);

  const failed = matrix.failures.length + blocking.length;
  if (keep) console.log(`\ncluster kept: psql -h 127.0.0.1 -p ${port} -U postgres (data in ${dataDir})`);
  console.log(`\n${failed ? "FAILED" : "passed"}: ${matrix.failures.length} matrix failures, ${blocking.length} blocking lints (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  process.exitCode = failed ? 1 : 0;
}

/**
 * Members WITHOUT a factor (an admin and a super admin, new here) at aal1: they read applicants' data and the team
 * while two-factor is not required, and nothing of it once it is; who may switch the requirement on. The setting is
 * left as it was found (off).
 */
function checkTwoFactorRequirement(superAdminWithFactor: string): string[] {
  const failures: string[] = [];
  const member = (email: string, role: string) => {
    const id = query(`insert into auth.users (id, aud, role, email, email_confirmed_at)
                      values (gen_random_uuid(), 'authenticated', 'authenticated', ${lit(email)}, now()) returning id;`)[0][0];
    query(`insert into public.admin_members (user_id, role) values (${lit(id)}, ${lit(role)})`);
    return id;
  };
  const claimsOf = (id: string, role: string, aal: string) =>
    JSON.stringify({ sub: id, role: "authenticated", aal, user_role: role, email: "x@example.com" });
  const run = (claims: string, sql: string) => {
    const [[out]] = query(`${PROBE_FUNCTION}\nselect pg_temp.probe('authenticated', ${lit(claims)}, ${lit(sql)}, null);`);
    return parseOutcome(out);
  };
  const admin = claimsOf(member("admin-tanpa-kode@example.com", "admin"), "admin", "aal1");
  const boss = claimsOf(member("super-tanpa-kode@example.com", "super_admin"), "super_admin", "aal1");
  const total = (table: string) => Number(query(`select count(*) from ${table}`)[0][0]);
  // nobody reads the applicants' bucket through the API, whatever their level (migration 20261128000002)
  const documents = 0;
  const reads = (label: string, claims: string, expected: { registrations: number; documents: number; team: boolean; events: boolean }) => {
    const got = {
      registrations: run(claims, "select id from public.registrations").rows ?? -1,
      documents: run(claims, "select * from storage.objects where bucket_id = 'registration-documents'").rows ?? -1,
      team: run(claims, "select * from public.team_members()").ok,
      events: (run(claims, "select * from public.security_events").rows ?? 0) > 0,
    };
    if (JSON.stringify(got) !== JSON.stringify(expected)) failures.push(`${label}: ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  };
  const registrations = total("public.registrations");
  const events = total("public.security_events") > 0;
  reads("admin without a factor, not required", admin, { registrations, documents, team: false, events: false });
  reads("super admin without a factor, not required", boss, { registrations, documents, team: true, events });

  // switching it on: refused at aal1 (a super admin must have passed two-factor), refused to an admin, allowed at aal2
  const turnOn = "select public.set_require_two_factor(true)";
  const atAal1 = run(boss, turnOn);
  if (atAal1.ok || atAal1.code !== "PT409") failures.push(`set_require_two_factor at aal1: ${atAal1.message}, expected PT409`);
  const byAdmin = run(admin, turnOn);
  if (byAdmin.ok || byAdmin.code !== "42501") failures.push(`set_require_two_factor by an admin: ${byAdmin.message}, expected 42501`);
  const atAal2 = run(claimsOf(superAdminWithFactor, "super_admin", "aal2"), turnOn);
  if (!atAal2.ok) failures.push(`set_require_two_factor by a super admin at aal2: ${atAal2.message}`);

  query("update public.security_settings set require_two_factor = true");
  try {
    reads("admin without a factor, required", admin, { registrations: 0, documents: 0, team: false, events: false });
    reads("super admin without a factor, required", boss, { registrations: 0, documents: 0, team: false, events: false });
    reads("super admin with a factor at aal2, required", claimsOf(superAdminWithFactor, "super_admin", "aal2"), {
      registrations,
      documents,
      team: true,
      events,
    });
  } finally {
    query("update public.security_settings set require_two_factor = false");
  }
  return failures;
}

/**
 * Applicants' documents (migration 20261128000002_document_erasure.sql), in one transaction rolled back: an
 * application holding one file of its folder, a second file nobody holds (replaced, or its application erased), and
 * a permissive policy such as a later change might add ("everyone reads the bucket"). The restrictive policy keeps
 * the loose file from every identity, while the held one is what the permissive policy gives a visitor (so the
 * probe is real). public.open_registration_document() answers the held object to the personal-data readers only,
 * and PT410 once the application is erased.
 */
function checkApplicantDocuments(claims: Record<Who, string>): string[] {
  const failures: string[] = [];
  const folder = "7a1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
  const held = `${folder}/ktp-1234567890.pdf`;
  const loose = `${folder}/ijazah-1234567890.pdf`;
  const id = "(select id from public.registrations where code = 'TIK-0000-0001')";
  const role = (who: Who) => (who === "anon" ? "anon" : "authenticated");
  const probe = (who: Who, sql: string) => `pg_temp.probe(${lit(role(who))}, ${lit(claims[who])}, ${lit(sql)}, null)`;
  const readHeld = `select 1 from storage.objects where bucket_id = 'registration-documents' and name = ${lit(held)}`;
  const readLoose = `select 1 from storage.objects where bucket_id = 'registration-documents' and name = ${lit(loose)}`;
  const open = `select public.open_registration_document(${id}, 'ktp')`;
  const rows = query(`
    begin;
    insert into public.registration_uploads (folder, schedule_id) select ${lit(folder)}, id from public.schedules order by id limit 1;
    insert into public.registrations (code, schedule_id, upload_folder, idempotency_key, full_name, nik, birth_place, birth_date, gender,
        address, regency, whatsapp, education, employment, lookup_hash, consent_version, consent_at)
      select 'TIK-0000-0001', schedule_id, folder, gen_random_uuid(), 'Uji Verifikasi', '1171010101990001', 'Banda Aceh', '1999-01-01', 'L',
        'Jl. Uji 1', 'Kota Banda Aceh', '6281234567890', 'SMA/SMK/Sederajat', 'Belum bekerja', repeat('0', 64), '2026-11-25', now()
      from public.registration_uploads where folder = ${lit(folder)};
    insert into public.registration_documents (registration_id, kind, object_name, mime_type, size_bytes)
      values (${id}, 'ktp', ${lit(held)}, 'application/pdf', 1);
    insert into storage.objects (bucket_id, name, version) values ('registration-documents', ${lit(held)}, 'v1'), ('registration-documents', ${lit(loose)}, 'v1');
    create policy "pg-verify: everyone reads applicants' documents" on storage.objects for select to anon, authenticated
      using (bucket_id = 'registration-documents');
    ${PROBE_FUNCTION}
    create temporary table pg_verify_documents (who text, what text, outcome text) on commit drop;
    ${IDENTITIES.map((w) => `insert into pg_verify_documents values (${lit(w)}, 'loose', ${probe(w, readLoose)}), (${lit(w)}, 'open', ${probe(w, open)});`).join("\n    ")}
    insert into pg_verify_documents values ('anon', 'held', ${probe("anon", readHeld)});
    do ${"$$"} begin perform public.erase_registration(${id}, now()); end ${"$$"};
    ${PERSONAL_DATA_READERS.map((w) => `insert into pg_verify_documents values (${lit(w)}, 'open erased', ${probe(w, open)});`).join("\n    ")}
    select who, what, outcome from pg_verify_documents;
    rollback;`);
  const seen = new Map(rows.map(([who, what, outcome]) => [`${who} ${what}`, parseOutcome(outcome)]));
  const expectOutcome = (key: string, ok: (o: Outcome) => boolean, wanted: string) => {
    const o = seen.get(key);
    if (!o || !ok(o)) failures.push(`applicants' documents × ${key}: ${o ? o.message : "not run"}, expected ${wanted}`);
  };
  for (const who of IDENTITIES) {
    expectOutcome(`${who} loose`, (o) => (o.ok ? o.rows === 0 : o.code === "42501"), "no row");
    if (PERSONAL_DATA_READERS.includes(who)) {
      expectOutcome(`${who} open`, (o) => o.ok && o.rows === 1, "the object's name");
      expectOutcome(`${who} open erased`, (o) => !o.ok && o.code === "PT410", "PT410");
    } else {
      expectOutcome(`${who} open`, (o) => !o.ok && o.code === "42501", "42501");
    }
  }
  expectOutcome("anon held", (o) => o.ok && o.rows === 1, "the held file (the permissive policy is in force)");
  return failures;
}

/** public.custom_access_token_hook on this server: what each identity's token gets, and who may call it. */
function checkAccessTokenHook(ids: Record<Who, string | null>): string[] {
  const failures: string[] = [];
  const expected: Partial<Record<Who, string | null>> = {
    user: null,
    operator: "operator",
    admin: "admin",
    super_admin: "super_admin",
    inactive: null,
    instruktur: "instruktur",
    instruktur_other: "instruktur",
  };
  for (const [who, role] of Object.entries(expected) as [Who, string | null][]) {
    // a forged user_role in the incoming claims never survives for a non-member
    const claims = { iss: "x", aud: "authenticated", exp: 1, iat: 0, sub: ids[who], role: "authenticated", aal: "aal1", session_id: "s", email: "", phone: "", is_anonymous: false, user_role: "super_admin" };
    const event = JSON.stringify({ user_id: ids[who], claims, authentication_method: "password" });
    const [[out]] = query(`begin; set local role supabase_auth_admin; select public.custom_access_token_hook(${lit(event)}::jsonb)::text; rollback;`);
    const result = JSON.parse(out) as { claims: Record<string, unknown> };
    const { user_role: got, ...rest } = result.claims;
    const { user_role: _forged, ...kept } = claims;
    if ((got ?? null) !== role) failures.push(`hook × ${who}: user_role ${JSON.stringify(got)}, expected ${JSON.stringify(role)}`);
    const sorted = (o: object) => JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
    if (sorted(rest) !== sorted(kept)) failures.push(`hook × ${who}: changed other claims: ${out}`);
  }
  for (const [grantee] of query(`select r from (values ('anon'), ('authenticated'), ('public')) as v (r)
      where r <> 'public' and has_function_privilege(r, 'public.custom_access_token_hook(jsonb)', 'EXECUTE')`)) {
    failures.push(`hook: executable by ${grantee}`);
  }
  return failures;
}

/** The two verification hooks as Auth calls them (role supabase_auth_admin, a transaction of their own; rolled back here). */
function checkVerificationHooks(ids: Record<Who, string | null>): string[] {
  const failures: string[] = [];
  const hooks = [
    ["password_verification_attempt_hook", "sign_in_failed"],
    ["mfa_verification_attempt_hook", "two_factor_code_failed"],
  ] as const;
  for (const [hook, kind] of hooks) {
    for (const valid of [false, true]) {
      const event = JSON.stringify({ metadata: { ip_address: "192.0.2.7", name: "verify" }, user_id: ids.admin, factor_id: ids.admin, factor_type: "totp", valid });
      // one result row: the hook's answer (kept in a setting by a DO block, which prints nothing) and the count
      const [[out, recorded]] = query(
        `begin; set local role supabase_auth_admin;
         do $$ begin perform set_config('verify.hook_out', public.${hook}(${lit(event)}::jsonb)::text, true); end $$;
         reset role;
         select current_setting('verify.hook_out'),
                (select count(*) from public.security_events where kind = '${kind}' and subject_id = ${lit(ids.admin!)} and details ->> 'ip' = '192.0.2.7')::text;
         rollback;`,
      );
      if (JSON.parse(out).decision !== "continue") failures.push(`${hook} (valid ${valid}): answered ${out}`);
      if (recorded !== (valid ? "0" : "1")) failures.push(`${hook} (valid ${valid}): recorded ${recorded} ${kind} event(s)`);
    }
    for (const [grantee] of query(`select r from (values ('anon'), ('authenticated')) as v (r)
        where has_function_privilege(r, 'public.${hook}(jsonb)', 'EXECUTE')`)) {
      failures.push(`${hook}: executable by ${grantee}`);
    }
  }
  return failures;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
