/**
 * public.admin_overview() (migration 20261127000011_admin_overview.sql) at the network edge: who may call it and
 * what shape each caller gets, not its counting (that is SQL, proven against seeded rows in
 * tests/integration/admin-overview.test.ts). Visitors and non-members are refused with 42501 as the database does;
 * members get nothing to do, and the applications part only when they may read applicants' data (admins and super
 * admins, two-factor satisfied). A test that needs items or charts answers the function itself with `server.use`.
 */
import type { Identity } from "./identity";
import { PgError, type RestResult } from "./pg-error";
import { twoFactorSatisfied } from "./rls";

/** Today in Asia/Jakarta ('yyyy-MM-dd'), as the function's `today`. */
const jakartaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

export function adminOverview(identity: Identity): RestResult {
  if (identity.role === "anon") throw new PgError(401, "42501", "permission denied for function admin_overview");
  if (!identity.isAdmin) throw new PgError(403, "42501", "Hanya anggota tim admin yang dapat membuka ringkasan.");
  const readsApplications = (identity.memberRole === "admin" || identity.memberRole === "super_admin") && twoFactorSatisfied(identity);
  return {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: {
      today: jakartaToday(),
      content: { banners_ending: [], announcements_scheduled: [], registration_closing: [] },
      applications: readsApplications
        ? { new_by_batch: [], fix_overdue: [], starting_unfilled: [], daily: [], by_status: [], quota: [] }
        : null,
    },
  };
}

/**
 * public.tracer_due_summary() (migration 20261129000001): the same callers as admin_overview; the personal-data
 * readers get counts (none by default), everyone else null. Its counting is tested in tracer-study.test.ts.
 */
export function tracerDueSummary(identity: Identity): RestResult {
  if (identity.role === "anon") throw new PgError(401, "42501", "permission denied for function tracer_due_summary");
  if (!identity.isAdmin) throw new PgError(403, "42501", "Hanya anggota tim admin yang dapat membuka ringkasan.");
  const reads = (identity.memberRole === "admin" || identity.memberRole === "super_admin") && twoFactorSatisfied(identity);
  return { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" }, body: reads ? [] : null };
}

/**
 * public.complaint_due_summary() (migration 20261201000001): the same callers as tracer_due_summary; admins and super
 * admins at aal2 get the counts (none by default), everyone else null. Its counting is tested in complaints.test.ts.
 */
export function complaintDueSummary(identity: Identity): RestResult {
  if (identity.role === "anon") throw new PgError(401, "42501", "permission denied for function complaint_due_summary");
  if (!identity.isAdmin) throw new PgError(403, "42501", "Hanya anggota tim admin yang dapat membuka ringkasan.");
  const reads = (identity.memberRole === "admin" || identity.memberRole === "super_admin") && twoFactorSatisfied(identity);
  return { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" }, body: reads ? { unanswered: 0, overdue: 0 } : null };
}
