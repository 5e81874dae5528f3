import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { RegistrationStatus } from "@/features/registrations/api/registrations";

/*
 * The overview's "Perlu Tindakan" and charts (docs/selection.md, "Overview: Perlu Tindakan and charts"): one call to
 * public.admin_overview(), which counts in the database with the days of Asia/Jakarta. Its `applications` part is
 * null for anyone who may not read applicants' data (operators; admins at aal1 where two-factor is due).
 */

/** A batch as the overview names it. */
export interface OverviewBatch {
  schedule_id: number;
  program: string;
  batch: string;
}

/** Content every team member looks after. Dates are 'yyyy-MM-dd' (Asia/Jakarta); `days_left` counts from today (0 = today). */
export interface OverviewContent {
  banners_ending: { id: number; title: string; end_date: string; days_left: number }[];
  announcements_scheduled: { id: number; title: string; published_at: string }[];
  registration_closing: (OverviewBatch & { registration_end: string; days_left: number })[];
}

/** What only admins and super admins see: counts of applications (never a name or any personal value). */
export interface OverviewApplications {
  new_by_batch: (OverviewBatch & { count: number })[];
  fix_overdue: (OverviewBatch & { count: number; oldest_since: string })[];
  starting_unfilled: (OverviewBatch & { start_date: string; days_left: number; quota: number; accepted: number })[];
  daily: (OverviewBatch & { days: { day: string; count: number }[] })[];
  by_status: (OverviewBatch & { total: number; counts: Record<RegistrationStatus, number> })[];
  quota: (OverviewBatch & { quota: number; accepted: number })[];
}

/** Per batch and round, graduates whose survey link is due this week and was never sent (`tracer_due_summary()`). */
export type OverviewTracerDue = (OverviewBatch & { round_month: number; count: number; opens_on: string })[];

/** Complaints without an answer that are not Selesai, and those of them past the due date (`complaint_due_summary()`). */
export type OverviewComplaintsDue = { unanswered: number; overdue: number };

export interface AdminOverview {
  /** Today in Asia/Jakarta, as the database counted it. */
  today: string;
  content: OverviewContent;
  applications: OverviewApplications | null;
  /** Null, like `applications`, for anyone who may not read graduates' data. */
  tracer_due: OverviewTracerDue | null;
  /** Null for operators and admins at aal1 (docs/complaints.md, "The panel"). */
  complaints_due: OverviewComplaintsDue | null;
}

export const adminOverviewKeys = { all: ["admin-overview"] as const };

/** The overview, the tracer study's due counts (docs/outcomes.md) and the complaints' (docs/complaints.md), asked together. */
export async function fetchAdminOverview(): Promise<AdminOverview> {
  const [overview, tracer, complaints] = await Promise.all([
    supabase.rpc("admin_overview"),
    supabase.rpc("tracer_due_summary"),
    supabase.rpc("complaint_due_summary"),
  ]);
  const error = overview.error ?? tracer.error ?? complaints.error;
  if (error) throw new Error(error.message);
  return {
    ...(overview.data as unknown as Omit<AdminOverview, "tracer_due" | "complaints_due">),
    tracer_due: tracer.data as unknown as OverviewTracerDue | null,
    complaints_due: complaints.data as unknown as OverviewComplaintsDue | null,
  };
}

/** Always fresh: it says what needs doing now. */
export const useAdminOverview = () => useQuery({ queryKey: adminOverviewKeys.all, queryFn: fetchAdminOverview, staleTime: 0 });
