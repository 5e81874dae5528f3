/**
 * Table privileges and row-level security, mirrored from
 * supabase/migrations/*_rls.sql: everyone reads the public content, only
 * administrators (app_metadata.role = "admin") write; instructors are read by
 * administrators only; profiles by their owner; hero banners outside their
 * period (±1 day) only by administrators. service_role bypasses everything.
 */
import { daysFromToday } from "./db";
import type { Identity } from "./identity";
import type { TableName } from "./schema";

export type Action = "select" | "insert" | "update" | "delete";

const PUBLIC_READ: TableName[] = ["programs", "syllabus_items", "schedules", "facilities", "gallery", "contact_info", "hero_banners"];
const ADMIN_WRITE: TableName[] = ["programs", "syllabus_items", "instructors", "schedules", "facilities", "gallery", "hero_banners"];

/** Table-level GRANTs. */
function granted(table: TableName, role: Identity["role"], action: Action): boolean {
  if (role === "service_role") return true;
  if (role === "anon") return action === "select" && (PUBLIC_READ.includes(table) || table in ANON_COLUMN_GRANTS);
  // authenticated
  switch (action) {
    case "select":
      return true;
    case "insert":
      return ADMIN_WRITE.includes(table) || table === "contact_info";
    case "update":
      return ADMIN_WRITE.includes(table) || table === "contact_info" || table === "profiles";
    case "delete":
      return ADMIN_WRITE.includes(table);
  }
}

/** Column-level SELECT grants to anon (`grant select (id) on public.profiles to anon` for the keep-alive). */
const ANON_COLUMN_GRANTS: Partial<Record<TableName, string[]>> = { profiles: ["id"] };

export interface DbError {
  status: number;
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

const MSW_HINT = 'MSW emulates the row-level security of supabase/migrations: sign in first with signInAs("admin") from tests/msw/auth.ts.';

/** A privilege error (42501) when the role may not touch the table at all, else null. */
export function privilegeError(table: TableName, identity: Identity, action: Action): DbError | null {
  if (granted(table, identity.role, action)) return null;
  return {
    status: identity.role === "anon" ? 401 : 403,
    code: "42501",
    message: `permission denied for table ${table}`,
    details: null,
    hint: identity.role === "anon" ? MSW_HINT : null,
  };
}

/** RLS violation on INSERT (WITH CHECK). */
export function insertPolicyError(table: TableName, identity: Identity): DbError | null {
  if (identity.role === "service_role" || identity.isAdmin) return null;
  return {
    status: identity.role === "anon" ? 401 : 403,
    code: "42501",
    message: `new row violates row-level security policy for table "${table}"`,
    details: null,
    hint: MSW_HINT,
  };
}

/** The USING clause: which rows the caller sees (select) or may change (update/delete). */
export function rowVisible(table: TableName, identity: Identity, action: Exclude<Action, "insert">, row: Record<string, unknown>): boolean {
  if (identity.role === "service_role") return true;
  if (action === "select") {
    switch (table) {
      case "instructors":
        return identity.isAdmin;
      case "profiles":
        return identity.userId !== null && row.id === identity.userId;
      case "hero_banners":
        if (identity.isAdmin) return true;
        return String(row.start_date) <= daysFromToday(1) && String(row.end_date) >= daysFromToday(-1);
      default:
        return true;
    }
  }
  if (table === "profiles") return identity.isAdmin && identity.userId !== null && row.id === identity.userId;
  return identity.isAdmin;
}

/** 42501 when anon reads a column outside its column-level grant (e.g. profiles other than id). */
export function columnPrivilegeError(table: TableName, identity: Identity, columns: string[]): DbError | null {
  if (identity.role !== "anon") return null;
  const allowed = ANON_COLUMN_GRANTS[table];
  if (!allowed || columns.every((c) => allowed.includes(c))) return null;
  return { status: 401, code: "42501", message: `permission denied for table ${table}`, details: null, hint: null };
}
