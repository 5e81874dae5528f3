/**
 * vitest globalSetup of the "components" project: builds the database from supabase/migrations
 * (the embedded backend's PGlite, in process, from its template cache when fresh) and
 *
 * - reads the catalog the MSW PostgREST emulation enforces: every public table's columns (type,
 *   NOT NULL, default, identity, order), primary key, unique constraints, foreign keys, the API
 *   roles' table and column privileges, the row-level security policies and the storage buckets
 *   (public, size limit, MIME types). Test workers read it
 *   with inject("dbCatalog") (tests/msw/schema.ts, tests/msw/rls.ts);
 * - keeps that database open and answers on a loopback port (inject("dbCheckUrl")): POST /check,
 *   where the emulation sends every row it is about to write and the real database validates it
 *   with its own NOT NULL and CHECK constraints (tests/msw/db-check.ts); and POST /visible, which
 *   answers which rows an API role may see, update or delete under the real row-level security
 *   (tests/components/msw-smoke.test.tsx compares the emulation's policy reading with it).
 *
 * So a column or a constraint added in a migration shows up in component tests without editing tests/.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import {
  applyBootstrap,
  applyMigrations,
  Database,
  readTemplate,
  templateKey,
  writeTemplate,
} from "../../supabase/local/db.ts";

export type CatalogColumnType = "int" | "text" | "bool" | "date" | "timestamptz" | "uuid" | "text[]" | "int[]" | "jsonb";

/** A column default the emulation can apply: a constant, "now", or a fresh value per row ("volatile"). */
export type CatalogDefault = { kind: "const"; value: unknown } | { kind: "now" } | { kind: "volatile" };

export interface CatalogColumn {
  name: string;
  type: CatalogColumnType;
  nullable: boolean;
  identity: boolean;
  default: CatalogDefault | null;
}

export interface CatalogTable {
  columns: CatalogColumn[];
  primaryKey: string[];
  unique: { name: string; columns: string[] }[];
  foreignKeys: { name: string; column: string; references: string; referencedColumn: string; onDelete: "cascade" | "set null" | "no action" }[];
}

export type DbCatalog = Record<string, CatalogTable>;

export type CatalogAction = "select" | "insert" | "update" | "delete";
export type CatalogRole = "anon" | "authenticated" | "service_role";

/** What each API role may do to each public table (GRANTs), and the columns it may read without a table-wide SELECT. */
export interface CatalogPrivileges {
  table: Record<string, Record<CatalogRole, CatalogAction[]>>;
  selectColumns: Record<string, Partial<Record<CatalogRole, string[]>>>;
  /** The columns it may update without a table-wide UPDATE (e.g. only a template's text). */
  updateColumns: Record<string, Partial<Record<CatalogRole, string[]>>>;
}

/** A row-level security policy as PostgreSQL deparses it (pg_policies). */
export interface CatalogPolicy {
  table: string;
  name: string;
  command: "ALL" | "SELECT" | "INSERT" | "UPDATE" | "DELETE";
  roles: string[];
  permissive: boolean;
  using: string | null;
  withCheck: string | null;
}

export interface CatalogSecurity {
  privileges: CatalogPrivileges;
  /** Tables with row-level security enabled. */
  rls: string[];
  policies: CatalogPolicy[];
  /** Roles that bypass row-level security (service_role). */
  bypassRls: string[];
  /** The storage buckets the migrations create, with their limits. */
  buckets: { id: string; public: boolean; file_size_limit: number; allowed_mime_types: string[] }[];
}

/** A constraint violation as PostgreSQL reports it, in PostgREST's error fields. */
export interface CheckFailure {
  /** Index of the failing row in the request. */
  index: number;
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    dbCatalog: DbCatalog;
    dbSecurity: CatalogSecurity;
    dbCheckUrl: string;
  }
}

const TYPES: Record<string, CatalogColumnType> = {
  int2: "int",
  int4: "int",
  int8: "int",
  text: "text",
  varchar: "text",
  bool: "bool",
  date: "date",
  timestamptz: "timestamptz",
  uuid: "uuid",
  _text: "text[]",
  _int2: "int[]",
  _int4: "int[]",
  _int8: "int[]",
  jsonb: "jsonb",
};

/** A literal default PostgreSQL can evaluate once: 'x'::text, 42, true, NULL::..., '{}'::text[]. */
const CONSTANT = /^(?:'(?:[^']|'')*'(?:::[\w\s[\]"]+)*|-?\d+(?:\.\d+)?|true|false|NULL(?:::[\w\s[\]"]+)?)$/i;

async function readCatalog(db: Database): Promise<DbCatalog> {
  const catalog: DbCatalog = {};
  const { rows: columns } = await db.query<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(
    `select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  for (const c of columns) {
    const table = (catalog[c.table_name] ??= { columns: [], primaryKey: [], unique: [], foreignKeys: [] });
    const identity = c.is_identity === "YES" || /^nextval\(/.test(c.column_default ?? "");
    let def: CatalogDefault | null = null;
    if (c.column_default !== null && !identity) {
      if (/^(now\(\)|CURRENT_TIMESTAMP|CURRENT_DATE|timezone\()/i.test(c.column_default)) def = { kind: "now" };
      else if (CONSTANT.test(c.column_default)) {
        const { rows } = await db.query<{ v: unknown }>(`select to_jsonb(${c.column_default}) as v`);
        def = { kind: "const", value: rows[0].v };
      } else def = { kind: "volatile" };
    }
    table.columns.push({
      name: c.column_name,
      type: TYPES[c.udt_name] ?? "text",
      nullable: c.is_nullable === "YES",
      identity,
      default: def,
    });
  }
  const { rows: constraints } = await db.query<{
    table_name: string;
    name: string;
    kind: string;
    columns: string[];
    references: string | null;
    referenced_schema: string | null;
    referenced_columns: string[] | null;
    on_delete: string;
  }>(
    `select cl.relname as table_name, con.conname as name, con.contype as kind,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
            ref.relname as references, refns.nspname as referenced_schema,
            case when con.contype = 'f' then
              array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[]
            end as referenced_columns,
            con.confdeltype as on_delete
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_namespace ns on ns.oid = cl.relnamespace
       left join pg_class ref on ref.oid = con.confrelid
       left join pg_namespace refns on refns.oid = ref.relnamespace
      where ns.nspname = 'public' and con.contype in ('p', 'u', 'f')
      order by cl.relname, con.conname`,
  );
  for (const con of constraints) {
    const table = catalog[con.table_name];
    if (!table) continue;
    if (con.kind === "p") table.primaryKey = con.columns;
    else if (con.kind === "u") table.unique.push({ name: con.name, columns: con.columns });
    // Foreign keys between public tables (a reference to auth.users is the auth service's business).
    else if (con.kind === "f" && con.referenced_schema === "public" && con.columns.length === 1 && con.references && con.referenced_columns) {
      table.foreignKeys.push({
        name: con.name,
        column: con.columns[0],
        references: con.references,
        referencedColumn: con.referenced_columns[0],
        onDelete: con.on_delete === "c" ? "cascade" : con.on_delete === "n" ? "set null" : "no action",
      });
    }
  }
  return catalog;
}

const ROLES: CatalogRole[] = ["anon", "authenticated", "service_role"];

async function readSecurity(db: Database): Promise<CatalogSecurity> {
  const privileges: CatalogPrivileges = { table: {}, selectColumns: {}, updateColumns: {} };
  const { rows: grants } = await db.query<{ table_name: string; role: CatalogRole; action: CatalogAction; granted: boolean }>(
    `select c.relname as table_name, r.role, a.action,
            has_table_privilege(r.role, c.oid, upper(a.action)) as granted
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join unnest($1::text[]) r(role)
       cross join unnest(array['select', 'insert', 'update', 'delete']) a(action)
      where n.nspname = 'public' and c.relkind = 'r'`,
    [ROLES],
  );
  for (const g of grants) {
    const table = (privileges.table[g.table_name] ??= { anon: [], authenticated: [], service_role: [] });
    if (g.granted) table[g.role].push(g.action);
  }
  for (const [privilege, into] of [
    ["SELECT", privileges.selectColumns],
    ["UPDATE", privileges.updateColumns],
  ] as const) {
    const { rows: columns } = await db.query<{ table_name: string; role: CatalogRole; columns: string[] }>(
      `select c.relname as table_name, r.role, array_agg(a.attname::text order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         cross join unnest($1::text[]) r(role)
        where n.nspname = 'public' and c.relkind = 'r'
          and not has_table_privilege(r.role, c.oid, $2)
          and has_column_privilege(r.role, c.oid, a.attnum, $2)
        group by 1, 2`,
      [ROLES, privilege],
    );
    for (const c of columns) (into[c.table_name] ??= {})[c.role] = c.columns;
  }
  const { rows: rls } = await db.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity`,
  );
  const { rows: policies } = await db.query<{
    tablename: string;
    policyname: string;
    cmd: CatalogPolicy["command"];
    roles: string[];
    permissive: string;
    qual: string | null;
    with_check: string | null;
  }>(
    `select tablename, policyname, cmd, roles::text[] as roles, permissive, qual, with_check
       from pg_policies where schemaname = 'public' order by tablename, policyname`,
  );
  const { rows: bypass } = await db.query<{ rolname: string }>(`select rolname from pg_roles where rolbypassrls`);
  const { rows: buckets } = await db.query<CatalogSecurity["buckets"][number]>(
    `select id, public, file_size_limit::int as file_size_limit, coalesce(allowed_mime_types, '{}')::text[] as allowed_mime_types
       from storage.buckets order by id`,
  );
  return {
    privileges,
    rls: rls.map((r) => r.relname),
    policies: policies.map((p) => ({
      table: p.tablename,
      name: p.policyname,
      command: p.cmd,
      roles: p.roles,
      permissive: p.permissive === "PERMISSIVE",
      using: p.qual,
      withCheck: p.with_check,
    })),
    bypassRls: bypass.map((r) => r.rolname),
    buckets,
  };
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Validates rows against a table's real NOT NULL and CHECK constraints: each row is inserted in a
 * transaction that is always rolled back, with session_replication_role = replica so that
 * foreign keys and triggers (change history) do not fire; a duplicate key against the rows the
 * migrations created is not this check's business (the emulation checks keys on its own tables).
 * Returns the first failure, or null.
 */
async function checkRows(db: Database, table: string, rows: Record<string, unknown>[]): Promise<CheckFailure | null> {
  if (!IDENTIFIER.test(table)) throw new Error(`not a table name: ${table}`);
  return db.lock.run(() =>
    db.pg.transaction(async (tx) => {
      let failure: CheckFailure | null = null;
      await tx.exec("set local session_replication_role = replica");
      for (const [index, row] of rows.entries()) {
        await tx.exec("savepoint msw_row");
        try {
          await tx.query(
            `insert into public.${table} overriding system value
             select * from jsonb_populate_record(null::public.${table}, $1::jsonb)`,
            [JSON.stringify(row)],
          );
        } catch (error) {
          const e = error as { code?: string; message: string; detail?: string; hint?: string };
          if (e.code !== "23505") {
            failure = { index, code: e.code ?? "XX000", message: e.message, details: e.detail ?? null, hint: e.hint ?? null };
          }
        }
        await tx.exec("rollback to savepoint msw_row");
        if (failure) break;
      }
      await tx.rollback();
      return failure;
    }),
  );
}

export interface VisibleRequest {
  table: string;
  role: CatalogRole;
  claims: Record<string, unknown>;
  action: "select" | "update" | "delete";
  rows: Record<string, unknown>[];
  primaryKey: string[];
}

/**
 * The primary keys of the rows `role` with `claims` may select / update / delete in `table` when it
 * holds exactly `rows` (inserted as the superuser with triggers off; all rolled back).
 */
async function visibleRows(db: Database, request: VisibleRequest): Promise<unknown[][]> {
  const { table, role, claims, action, rows, primaryKey } = request;
  if (![table, ...primaryKey].every((name) => IDENTIFIER.test(name.toLowerCase()))) throw new Error("bad identifier");
  const key = primaryKey.map((c) => `"${c}"`).join(", ");
  // The UPDATE sets a column to itself: the key, or for a role with column-level UPDATE grants one it may write.
  const { rows: writable } = await db.query<{ column: string }>(
    `select a.attname::text as column from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and not has_table_privilege($2, a.attrelid, 'UPDATE') and has_column_privilege($2, a.attrelid, a.attnum, 'UPDATE')
      order by a.attnum limit 1`,
    [`public.${table}`, role],
  );
  const column = writable[0]?.column ?? primaryKey[0];
  if (!IDENTIFIER.test(column.toLowerCase())) throw new Error("bad identifier");
  const statement = {
    select: `select jsonb_build_array(${key}) as k from public.${table}`,
    update: `update public.${table} set "${column}" = "${column}" returning jsonb_build_array(${key}) as k`,
    delete: `delete from public.${table} returning jsonb_build_array(${key}) as k`,
  }[action];
  return db.lock.run(() =>
    db.pg.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica; delete from public.${table};`);
      for (const row of rows) {
        await tx.query(
          `insert into public.${table} overriding system value select * from jsonb_populate_record(null::public.${table}, $1::jsonb)`,
          [JSON.stringify(row)],
        );
      }
      // A token carrying the team's user_role (the access-token hook's) belongs to an active member, as the
      // emulation assumes (tests/msw/rls.ts): public.member_role() checks the claim against this table.
      if (typeof claims.user_role === "string" && typeof claims.sub === "string") {
        await tx.query(
          `insert into public.admin_members (user_id, role) values ($1, $2) on conflict (user_id) do update set role = excluded.role, active = true`,
          [claims.sub, claims.user_role],
        );
      }
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
        [role, JSON.stringify(claims), typeof claims.sub === "string" ? claims.sub : ""],
      );
      const { rows: visible } = await tx.query<{ k: unknown[] }>(statement);
      await tx.rollback();
      return visible.map((r) => r.k);
    }),
  );
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export default async function setup(project: TestProject) {
  const key = templateKey();
  const template = readTemplate(key);
  const db = await Database.open(undefined, template);
  try {
    if (!template) {
      await applyBootstrap(db);
      await applyMigrations(db, () => {});
      await writeTemplate(db, key);
    } else {
      await applyMigrations(db, () => {});
    }
    project.provide("dbCatalog", await readCatalog(db));
    project.provide("dbSecurity", await readSecurity(db));
  } catch (error) {
    await db.close();
    throw error;
  }

  const server = createServer((request, response) => {
    const route = request.method === "POST" ? request.url : null;
    if (route !== "/check" && route !== "/visible") return answer(response, 404, { error: "POST /check or /visible" });
    readBody(request)
      .then(async (body) => {
        if (route === "/visible") return { keys: await visibleRows(db, body as VisibleRequest) };
        const { table, rows } = body as { table: string; rows: Record<string, unknown>[] };
        return { failure: await checkRows(db, table, rows) };
      })
      .then((result) => answer(response, 200, result))
      .catch((error: Error) => answer(response, 400, { error: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("dbCheckUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
  };
}
