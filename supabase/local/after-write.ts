/**
 * Work a write through /rest/v1 causes, and only the writes that cause it (the embedded backend only).
 *
 * A signal names a job (e.g. the image moves, docs/change-history.md) and the tables whose writes make it
 * due. On every start the backend puts a row trigger on each of those tables (after the migrations, so a
 * table a migration adds is covered by the next start); the trigger adds the signal's name to PostgREST's
 * `response.headers`, so the answer of exactly the request that wrote such a row carries
 * `X-Local-After-Write: <name>` (several names: several lines, read back as one comma-separated value).
 * The gateway strips the header and waits for the named jobs before it answers (gateway.ts). A write that
 * touches none of the tables, such as a registration, never waits.
 *
 * The triggers are local plumbing (schema supabase_local), never part of a migration: hosted projects run
 * the same jobs on a schedule (supabase/hosted/).
 */
import type { Database } from "./db.ts";

export interface WriteSignal {
  /** The job's name, as it appears in the header (lower case, letters, digits and dashes). */
  name: string;
  /** SQL returning the names (column `table_name`) of the tables in schema public whose writes make the job due. */
  tables: string;
  /** The row operations that raise it (default: every write). */
  events?: "insert or update or delete" | "delete";
}

/**
 * The image moves: every table with an image (public.content_file_columns(), the list the history and the
 * clean-ups use). Only writes to those rows change which images a visitor can see: a delete, a restore, a new
 * or replaced image, a banner's period, an announcement's publish date. The passage of time (a publish date
 * reached) is the periodic run's job.
 */
export const IMAGE_MOVES: WriteSignal = {
  name: "image-moves",
  tables: "select table_name from public.content_file_columns()",
};

/**
 * The removal of applicants' documents no application holds (docs/registration.md, "Documents"): a document row
 * deleted (an erasure on request, a withdrawal), so its files go before the answer and no link made before serves
 * them. Only deletes: a submission inserts document rows and never waits.
 */
export const DOCUMENT_REMOVALS: WriteSignal = {
  name: "document-removals",
  tables: "select 'registration_documents'::text as table_name",
  events: "delete",
};

/** The response header a signalling write's answer carries from PostgREST to the gateway (never to the client). */
export const AFTER_WRITE_HEADER = "x-local-after-write";

const TRIGGER_PREFIX = "zz_local_after_write_";

/**
 * (Re)creates the signal triggers: drops every earlier one (a table no longer listed stops signalling),
 * then puts one per signal on each listed table, as the last BEFORE trigger (after any trigger that may skip
 * the row). One transaction.
 */
export async function installWriteSignals(db: Database, signals: readonly WriteSignal[]): Promise<void> {
  for (const s of signals) if (!/^[a-z0-9-]+$/.test(s.name)) throw new Error(`invalid write signal name: ${s.name}`);
  await db.tx(async (tx) => {
    await tx.exec(`
      create or replace function supabase_local.signal_after_write() returns trigger
      language plpgsql
      set search_path = ''
      as $$
      declare
        header jsonb := pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('${AFTER_WRITE_HEADER}', tg_argv[0]));
        existing text := pg_catalog.current_setting('response.headers', true);
        headers jsonb := '[]';
      begin
        -- PostgREST reads response.headers once the statement has run; headers a function set keep their place.
        if existing is not null and existing <> '' and pg_catalog.pg_input_is_valid(existing, 'jsonb') then
          headers := existing::jsonb;
        end if;
        if pg_catalog.jsonb_typeof(headers) = 'array' and not headers @> header then
          perform pg_catalog.set_config('response.headers', (headers || header)::text, true);
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end
      $$;
    `);
    const old = await tx.query<{ name: string; tbl: string }>(
      `select t.tgname as name, c.relname as tbl
         from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and t.tgname like $1`,
      [`${TRIGGER_PREFIX}%`],
    );
    for (const t of old.rows) await tx.exec(`drop trigger ${ident(t.name)} on public.${ident(t.tbl)}`);
    for (const s of signals) {
      const tables = await tx.query<{ table_name: string }>(s.tables);
      for (const { table_name } of tables.rows) {
        await tx.exec(
          `create trigger ${ident(TRIGGER_PREFIX + s.name.replace(/-/g, "_"))}
             before ${s.events ?? "insert or update or delete"} on public.${ident(table_name)}
             for each row execute function supabase_local.signal_after_write('${s.name}')`,
        );
      }
    }
  });
}

/** The signal names a PostgREST answer carries (the header's value, comma-separated when repeated). */
export function signalsOf(value: string | string[] | undefined): Set<string> {
  const names = new Set<string>();
  for (const v of Array.isArray(value) ? value : value ? [value] : []) {
    for (const name of v.split(",")) if (name.trim()) names.add(name.trim());
  }
  return names;
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
