/**
 * Table privileges and row-level security of the emulation, read from the database built from
 * supabase/migrations at test start (tests/setup/db-catalog.ts): which API role may select, insert,
 * update or delete each table (GRANTs, incl. column-level SELECT grants such as `grant select (id)
 * on public.profiles to anon` and column-level UPDATE grants such as `grant update (body) on
 * public.message_templates`), which tables have RLS enabled, and every policy (pg_policies:
 * table, command, roles, USING and WITH CHECK expressions). service_role bypasses RLS because the
 * database says so (rolbypassrls).
 *
 * What is restated here, and why: the emulation cannot run SQL on its in-memory rows, so the policy
 * expressions are evaluated by a small interpreter of the SQL that PostgreSQL deparses for them:
 * `true`/`false`, AND/OR, comparisons (=, <>, <, <=, >, >=) between a column and `now()`,
 * `CURRENT_DATE`, `CURRENT_DATE ± n`, `auth.uid()` or a text literal, the role functions `is_admin()`,
 * `can_read_personal_data()` and `is_super_admin()`, and `private.two_factor_satisfied()`. Only the meaning of these
 * functions is restated: the role functions read the JWT's `user_role` claim (the access-token hook's; the emulation
 * has no deactivated members), `auth.uid()` its `sub`, two_factor_satisfied() its `aal`, the user's verified factors
 * and security_settings.require_two_factor. RESTRICTIVE policies are ANDed with the permissive ones, as in PostgreSQL. A policy using anything else fails every component test at start with the expression it
 * could not read, so a new rule cannot be silently ignored.
 */
import { inject } from "vitest";
import { daysFromToday, db, findUser } from "./db";
import type { Identity } from "./identity";
import type { TableName } from "./schema";
import type { CatalogAction, CatalogPolicy } from "../setup/db-catalog";

export type Action = CatalogAction;

const security = inject("dbSecurity");
const catalog = inject("dbCatalog");

export interface DbError {
  status: number;
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

const MSW_HINT = 'MSW emulates the row-level security of supabase/migrations: sign in first with signInAs("admin") from tests/msw/auth.ts.';

// ---------------------------------------------------------------------------
// Policy expressions
// ---------------------------------------------------------------------------
type Row = Record<string, unknown>;
type Predicate = (row: Row, identity: Identity) => boolean;
type Operand = (row: Row, identity: Identity) => unknown;

/** Strips parentheses that enclose the whole expression. */
function unwrap(expression: string): string {
  let text = expression.trim();
  while (text.startsWith("(") && closingParen(text, 0) === text.length - 1) text = text.slice(1, -1).trim();
  return text;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return -1;
}

/** Splits on a keyword or operator outside parentheses. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const COMPARISONS = ["<>", "<=", ">=", "=", "<", ">"] as const;

/** The roles of the administrator team each role function of the database accepts (migration 20261126000005). */
const MEMBER_ROLE_CHECKS = {
  is_admin: ["super_admin", "admin", "operator"],
  can_read_personal_data: ["super_admin", "admin"],
  is_super_admin: ["super_admin"],
} as const satisfies Record<string, readonly string[]>;

/** private.two_factor_satisfied() (migration 20261126000007): aal2, or no verified factor while not required. */
export function twoFactorSatisfied(identity: Identity): boolean {
  if (identity.claims?.aal === "aal2") return true;
  const user = identity.userId ? findUser(identity.userId) : undefined;
  const hasFactor = (user?.factors ?? []).some((f) => f.status === "verified");
  const required = db.security_settings[0]?.require_two_factor ?? false;
  return !hasFactor && !required;
}

function compileOperand(table: TableName, text: string, where: string): Operand {
  const t = unwrap(text);
  if (/^SELECT auth\.uid\(\) AS uid$/i.test(t) || /^auth\.uid\(\)$/i.test(t)) return (_row, identity) => identity.userId;
  // public.member_role(): the token's role while the membership confirms it (the emulation knows the three content roles)
  if (/^(?:SELECT )?(?:public\.)?member_role\(\)(?: AS \w+)?$/i.test(t)) return (_row, identity) => identity.memberRole;
  if (/^now\(\)$/i.test(t)) return () => Date.now();
  // a text literal, as PostgreSQL deparses it ('registrations'::text)
  const literal = /^'((?:[^']|'')*)'(?:::text)?$/.exec(t);
  if (literal) {
    const value = literal[1].replace(/''/g, "'");
    return () => value;
  }
  // private.jakarta_today(): today's date in Asia/Jakarta (yyyy-mm-dd, as a date column reads)
  if (/^(?:SELECT )?private\.jakarta_today\(\)(?: AS \w+)?$/i.test(t)) {
    return () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  }
  const day = /^CURRENT_DATE(?:\s*([+-])\s*(\d+))?$/i.exec(t);
  if (day) {
    const offset = day[1] ? Number(day[2]) * (day[1] === "-" ? -1 : 1) : 0;
    return () => daysFromToday(offset);
  }
  const column = catalog[table]?.columns.find((c) => c.name === t);
  if (column) {
    if (column.type === "timestamptz") return (row) => (row[t] == null ? null : Date.parse(String(row[t])));
    return (row) => row[t] ?? null;
  }
  throw new Error(`tests/msw/rls.ts cannot read "${t}" in ${where}: teach compileOperand the new expression`);
}

function compile(table: TableName, expression: string, where: string): Predicate {
  const text = unwrap(expression);
  const ors = splitTop(text, " OR ");
  if (ors.length > 1) {
    const parts = ors.map((part) => compile(table, part, where));
    return (row, identity) => parts.some((p) => p(row, identity));
  }
  const ands = splitTop(text, " AND ");
  if (ands.length > 1) {
    const parts = ands.map((part) => compile(table, part, where));
    return (row, identity) => parts.every((p) => p(row, identity));
  }
  if (/^true$/i.test(text)) return () => true;
  // a boolean column alone (vacancies.published)
  const flag = catalog[table]?.columns.find((c) => c.name === text && c.type === "bool");
  if (flag) return (row) => row[text] === true;
  if (/^false$/i.test(text)) return () => false;
  if (/^(?:SELECT )?private\.two_factor_satisfied\(\)(?: AS \w+)?$/i.test(text)) return (_row, identity) => twoFactorSatisfied(identity);
  const roleCheck = /^(?:SELECT )?(?:public\.)?(is_admin|can_read_personal_data|is_super_admin)\(\)(?: AS \w+)?$/i.exec(text);
  if (roleCheck) {
    const roles: readonly string[] = MEMBER_ROLE_CHECKS[roleCheck[1].toLowerCase() as keyof typeof MEMBER_ROLE_CHECKS];
    return (_row, identity) => identity.memberRole !== null && roles.includes(identity.memberRole);
  }
  for (const op of COMPARISONS) {
    const sides = splitTop(text, ` ${op} `);
    if (sides.length !== 2) continue;
    const left = compileOperand(table, sides[0], where);
    const right = compileOperand(table, sides[1], where);
    return (row, identity) => {
      const a = left(row, identity);
      const b = right(row, identity);
      if (a === null || a === undefined || b === null || b === undefined) return false; // SQL: NULL is not true
      const [x, y] = typeof a === "number" || typeof b === "number" ? [Number(a), Number(b)] : [String(a), String(b)];
      switch (op) {
        case "=":
          return x === y;
        case "<>":
          return x !== y;
        case "<":
          return x < y;
        case "<=":
          return x <= y;
        case ">":
          return x > y;
        case ">=":
          return x >= y;
      }
    };
  }
  throw new Error(`tests/msw/rls.ts cannot read "${text}" in ${where}: teach compile the new expression`);
}

interface CompiledPolicy {
  policy: CatalogPolicy;
  using: Predicate | null;
  withCheck: Predicate | null;
}

const POLICIES = new Map<string, CompiledPolicy[]>();
for (const policy of security.policies) {
  const where = `policy "${policy.name}" on ${policy.table}`;
  const table = policy.table as TableName;
  (POLICIES.get(table) ?? POLICIES.set(table, []).get(table)!).push({
    policy,
    using: policy.using === null ? null : compile(table, policy.using, where),
    withCheck: policy.withCheck === null ? null : compile(table, policy.withCheck, where),
  });
}

const COMMAND: Record<Action, CatalogPolicy["command"]> = { select: "SELECT", insert: "INSERT", update: "UPDATE", delete: "DELETE" };

/** The policies of a table that apply to a role and an action (FOR ALL included, TO PUBLIC included). */
function policiesFor(table: TableName, identity: Identity, action: Action, permissive = true): CompiledPolicy[] {
  return (POLICIES.get(table) ?? []).filter(
    ({ policy }) =>
      policy.permissive === permissive &&
      (policy.command === "ALL" || policy.command === COMMAND[action]) &&
      (policy.roles.includes("public") || policy.roles.includes(identity.role)),
  );
}

/** PostgreSQL's rule: some permissive policy passes AND every restrictive one does. */
function passes(table: TableName, identity: Identity, action: Action, check: (p: CompiledPolicy) => boolean): boolean {
  return policiesFor(table, identity, action).some(check) && policiesFor(table, identity, action, false).every(check);
}

const bypassesRls = (identity: Identity) => security.bypassRls.includes(identity.role);
const rlsOn = (table: TableName) => security.rls.includes(table);

// ---------------------------------------------------------------------------
// Privileges
// ---------------------------------------------------------------------------
function tableGranted(table: TableName, identity: Identity, action: Action): boolean {
  return security.privileges.table[table]?.[identity.role]?.includes(action) ?? false;
}

/** Columns the role may read without a table-wide SELECT (column-level grants), if any. */
function selectColumns(table: TableName, identity: Identity): string[] | undefined {
  return security.privileges.selectColumns[table]?.[identity.role];
}

function denied(table: TableName, identity: Identity): DbError {
  return {
    status: identity.role === "anon" ? 401 : 403,
    code: "42501",
    message: `permission denied for table ${table}`,
    details: null,
    hint: identity.role === "anon" ? MSW_HINT : null,
  };
}

/** Columns the role may update without a table-wide UPDATE (column-level grants), if any. */
function updateColumns(table: TableName, identity: Identity): string[] | undefined {
  return security.privileges.updateColumns[table]?.[identity.role];
}

/** A privilege error (42501) when the role may not touch the table at all, else null. */
export function privilegeError(table: TableName, identity: Identity, action: Action): DbError | null {
  if (tableGranted(table, identity, action)) return null;
  if (action === "select" && selectColumns(table, identity)?.length) return null; // checked per column
  if (action === "update" && updateColumns(table, identity)?.length) return null; // checked per column
  return denied(table, identity);
}

/** 42501 when the role writes a column outside its column-level UPDATE grant (e.g. a template's status). */
export function updateColumnPrivilegeError(table: TableName, identity: Identity, columns: string[]): DbError | null {
  if (tableGranted(table, identity, "update")) return null;
  const allowed = updateColumns(table, identity);
  if (!allowed || columns.every((c) => allowed.includes(c))) return null;
  return { ...denied(table, identity), hint: null };
}

/** 42501 when the role reads a column outside its column-level grant (e.g. anon and profiles other than id). */
export function columnPrivilegeError(table: TableName, identity: Identity, columns: string[]): DbError | null {
  if (tableGranted(table, identity, "select")) return null;
  const allowed = selectColumns(table, identity);
  if (!allowed || columns.every((c) => allowed.includes(c))) return null;
  return { ...denied(table, identity), hint: null };
}

// ---------------------------------------------------------------------------
// Row-level security
// ---------------------------------------------------------------------------
/** RLS violation on INSERT (WITH CHECK of the insert policies, for `row` when known). */
export function insertPolicyError(table: TableName, identity: Identity, row: Row = {}): DbError | null {
  if (bypassesRls(identity) || !rlsOn(table)) return null;
  const allowed = passes(table, identity, "insert", ({ withCheck, using }) => (withCheck ?? using)?.(row, identity) ?? false);
  if (allowed) return null;
  return {
    status: identity.role === "anon" ? 401 : 403,
    code: "42501",
    message: `new row violates row-level security policy for table "${table}"`,
    details: null,
    hint: MSW_HINT,
  };
}

/** The USING clause: which rows the caller sees (select) or may change (update/delete). */
export function rowVisible(table: TableName, identity: Identity, action: Exclude<Action, "insert">, row: Row): boolean {
  if (bypassesRls(identity) || !rlsOn(table)) return true;
  return passes(table, identity, action, ({ using }) => using?.(row, identity) ?? false);
}
