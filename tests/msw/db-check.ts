/**
 * The real constraints for the emulation's writes: every row the emulation is about to store is
 * sent to the database built from supabase/migrations (kept open by tests/setup/db-catalog.ts), which
 * validates it with its own NOT NULL and CHECK constraints (text rules, lengths, enumerations,
 * periods, ...) inside a transaction that is rolled back. A violation comes back with PostgreSQL's
 * code, constraint name and detail, shaped as PostgREST answers it.
 */
import { bypass } from "msw";
import { inject } from "vitest";
import { PgError } from "./pg-error";
import type { CheckFailure, VisibleRequest } from "../setup/db-catalog";

const DB_URL = inject("dbCheckUrl");

/** PostgREST's HTTP status for a PostgreSQL error code (foreign key and unique violations are conflicts). */
const statusOf = (code: string) => (code === "23503" || code === "23505" ? 409 : code === "42501" ? 403 : 400);

/** Throws the database's error for the first row that violates a NOT NULL or CHECK constraint of `table`. */
export async function checkRows(table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const response = await fetch(
    bypass(`${DB_URL}/check`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ table, rows }) }),
  );
  const body = (await response.json()) as { failure?: CheckFailure | null; error?: string };
  if (!response.ok) throw new Error(`tests/msw/db-check.ts: the database could not check ${table}: ${body.error}`);
  const failure = body.failure;
  if (failure) throw new PgError(statusOf(failure.code), failure.code, failure.message, failure.details, failure.hint);
}

/**
 * The primary keys of the rows an API role may select / update / delete in `table` under the real
 * row-level security, when the table holds exactly `rows` (for comparing ./rls.ts with the database).
 */
export async function visibleInDatabase(request: Omit<VisibleRequest, "primaryKey"> & { primaryKey: string[] }): Promise<unknown[][]> {
  const response = await fetch(
    bypass(`${DB_URL}/visible`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request) }),
  );
  const body = (await response.json()) as { keys?: unknown[][]; error?: string };
  if (!response.ok || !body.keys) throw new Error(`tests/msw/db-check.ts: the database could not answer /visible: ${body.error}`);
  return body.keys;
}
