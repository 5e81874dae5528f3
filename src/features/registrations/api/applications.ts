import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { env } from "@/lib/env";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "@/features/registrations/api/registrations";
import { ACCEPTED_STATUSES, type PanelTargetStatus } from "@/features/registrations/lib/pipeline";
import type { ApplicantData } from "@/features/registrations/lib/applicant-file";
import type { ExportAnswer } from "@/features/registrations/lib/export-file";
import type { Tables } from "@/types/database.types";

/*
 * The panel's side of registrations ("Pendaftar", docs/selection.md): applications, their documents and timeline,
 * for admins and super admins. A module of its own beside registrations.ts (the applicant's side, which public
 * pages import). The NIK is not a column the API serves: the list shows `nik_last4`, the full NIK comes only from
 * reveal_registration_nik(), which records who saw it.
 */

/** The columns of an application the panel reads (every one the API serves; never `nik` or `lookup_hash`). */
const APPLICATION_COLUMNS =
  "id, code, schedule_id, status, full_name, nik_last4, birth_place, birth_date, gender, address, regency, whatsapp, email, " +
  "education, employment, motivation, source, guardian_consent, consent_version, consent_at, applicant_message, submitted_at, updated_at, erased_at";

type RegistrationRow = Tables<"registrations">;
export type Application = Omit<RegistrationRow, "nik" | "lookup_hash" | "idempotency_key" | "upload_folder" | "status"> & {
  status: RegistrationStatus;
};
/** A list row: search_registrations()'s columns (the WhatsApp number is for "Kirim via WhatsApp"; the list does not show it). */
export type ApplicationRow = Pick<
  Application,
  "id" | "code" | "schedule_id" | "status" | "full_name" | "nik_last4" | "whatsapp" | "submitted_at" | "erased_at"
>;
export type ApplicationDocument = Tables<"registration_documents">;
export type ApplicationEvent = Tables<"registration_events">;

export type ApplicationSortKey = "submitted_at" | "full_name" | "code";

/** Newest first; by batch (?jadwal=) and status (?status=); searched in the name, the code and the NIK's last 4 digits. */
export const APPLICATION_LIST: ListSpec<ApplicationSortKey> = {
  sortKeys: ["submitted_at", "full_name", "code"],
  defaultSort: "submitted_at",
  defaultDir: "desc",
  privateSearch: true,
  filters: {
    batch: { key: "jadwal", pattern: /^[1-9][0-9]{0,9}$/ },
    status: { key: "status", values: REGISTRATION_STATUSES },
  },
};

export const applicationKeys = {
  all: ["applications"] as const,
  page: (params: ListParams<ApplicationSortKey>) => ["applications", "page", params] as const,
  quota: (scheduleId: number) => ["applications", "quota", scheduleId] as const,
  /** Every application's page (its timeline), without the lists. */
  ones: ["applications", "one"] as const,
  one: (id: number) => ["applications", "one", id] as const,
  count: ["applications", "count"] as const,
};

/**
 * One page of applications matching the search and the filters, in the chosen order, with the total that match.
 * The search text (a name, the NIK's last 4 digits) goes in search_registrations()'s POST body, never in a URL;
 * filters, order and range are in the query string (docs/selection.md, Searching).
 */
export async function fetchApplicationsPage(params: ListParams<ApplicationSortKey>): Promise<Page<ApplicationRow>> {
  let query = supabase.rpc("search_registrations", { p_query: params.q }, { count: "exact" });
  if (params.filters.batch) query = query.eq("schedule_id", Number(params.filters.batch));
  if (params.filters.status) query = query.eq("status", params.filters.status);
  const { data, count } = await pagedQuery(query, { ...params, q: "" }, []).throwOnError();
  return { rows: data as ApplicationRow[], total: count ?? data.length };
}

/** A batch's seats: its quota (null: not limited), how many hold one (Lulus Seleksi, Peserta, Selesai), the reserve list and all applications. */
export interface BatchQuota {
  quota: number | null;
  accepted: number;
  reserve: number;
  applications: number;
}

export async function fetchBatchQuota(scheduleId: number): Promise<BatchQuota> {
  const count = async (statuses?: readonly string[]) => {
    const base = supabase.from("registrations").select("id", { count: "exact", head: true }).eq("schedule_id", scheduleId);
    const { count: n } = await (statuses ? base.in("status", statuses) : base).throwOnError();
    return n ?? 0;
  };
  const [{ data: schedule }, accepted, reserve, applications] = await Promise.all([
    supabase.from("schedules").select("quota").eq("id", scheduleId).maybeSingle().throwOnError(),
    count(ACCEPTED_STATUSES),
    count(["cadangan"]),
    count(),
  ]);
  return { quota: schedule?.quota ?? null, accepted, reserve, applications };
}

/** How many applications there are (the overview's card). */
export async function fetchApplicationCount(): Promise<number> {
  const { count } = await supabase.from("registrations").select("id", { count: "exact", head: true }).throwOnError();
  return count ?? 0;
}

/** Accepting these would put the batch over its quota: the database asks first (docs/selection.md, Quota). */
export class OverQuota extends Error {
  constructor(
    message: string,
    readonly overQuota: number,
    readonly quota: number,
    readonly accepted: number,
  ) {
    super(message);
    this.name = "OverQuota";
  }
}

export interface StatusChange {
  ids: number[];
  status: PanelTargetStatus;
  /** "Pesan untuk pendaftar" (read on the applicant's status page); none clears the previous one. */
  message?: string;
  /** Accept beyond the batch's quota (after the administrator confirmed it). */
  allowOverQuota?: boolean;
}

/** Changes the status of one or many applications, all or nothing (set_registration_status). */
export async function setApplicationStatus({ ids, status, message, allowOverQuota = false }: StatusChange) {
  const { data, error } = await supabase.rpc("set_registration_status", {
    p_ids: ids,
    p_status: status,
    ...(message ? { p_message: message } : {}),
    p_allow_over_quota: allowOverQuota,
  });
  if (error) {
    const numbers = error.code === "PT409" && error.details ? parseQuota(error.details) : null;
    if (numbers) throw new OverQuota(error.message, numbers.over_quota, numbers.quota, numbers.accepted);
    throw new Error(error.message);
  }
  return data as { changed: number; unchanged: number; status: string };
}

function parseQuota(details: string): { over_quota: number; quota: number; accepted: number } | null {
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    return typeof parsed.over_quota === "number" && typeof parsed.quota === "number" && typeof parsed.accepted === "number"
      ? { over_quota: parsed.over_quota, quota: parsed.quota, accepted: parsed.accepted }
      : null;
  } catch {
    return null;
  }
}

/** One application, its documents and its timeline (newest first); null when there is no such application. */
export async function fetchApplication(id: number): Promise<{ application: Application; documents: ApplicationDocument[]; events: ApplicationEvent[] } | null> {
  const [{ data: application }, { data: documents }, { data: events }] = await Promise.all([
    supabase.from("registrations").select(APPLICATION_COLUMNS).eq("id", id).maybeSingle().throwOnError(),
    supabase.from("registration_documents").select("*").eq("registration_id", id).order("kind").throwOnError(),
    supabase.from("registration_events").select("*").eq("registration_id", id).order("at", { ascending: false }).order("id", { ascending: false }).throwOnError(),
  ]);
  if (!application) return null;
  return { application: application as unknown as Application, documents, events };
}

/** "Tampilkan NIK": the full NIK, recorded on the application's timeline with who and when. */
export async function revealNik(id: number): Promise<string> {
  const { data, error } = await supabase.rpc("reveal_registration_nik", { p_id: id });
  if (error) throw new Error(error.message);
  return data;
}

export interface DocumentReview {
  registrationId: number;
  kind: string;
  verdict: "sesuai" | "perlu_perbaikan";
  reason?: string;
}

/** Marks a document Sesuai, or Perlu perbaikan with a reason (recorded on the timeline). */
export async function reviewDocument({ registrationId, kind, verdict, reason }: DocumentReview) {
  const { error } = await supabase.rpc("review_registration_document", {
    p_registration_id: registrationId,
    p_kind: kind,
    p_verdict: verdict,
    ...(reason ? { p_reason: reason } : {}),
  });
  if (error) throw new Error(error.message);
}

/**
 * A batch's applications with the chosen statuses, NIK included, for a file (export_registrations): the database
 * records the export (who, when, which batch, how many rows) in the security activity and on each application's
 * timeline before it answers.
 */
export async function exportApplications(scheduleId: number, statuses: readonly RegistrationStatus[]): Promise<ExportAnswer> {
  const { data, error } = await supabase.rpc("export_registrations", { p_schedule_id: scheduleId, p_statuses: [...statuses] });
  if (error) throw new Error(error.message);
  return data as unknown as ExportAnswer;
}

/** Everything held about one applicant (their right of access): recorded by the database before it answers. */
export async function fetchApplicantData(id: number): Promise<ApplicantData> {
  const { data, error } = await supabase.rpc("applicant_data", { p_id: id });
  if (error) throw new Error(error.message);
  return data as unknown as ApplicantData;
}

/** Erases one applicant's personal data and documents on request (recorded; the code, status and timeline stay). */
export async function eraseApplicantData(id: number): Promise<void> {
  const { error } = await supabase.rpc("erase_applicant_data", { p_id: id });
  if (error) throw new Error(error.message);
}

/**
 * A 2-minute link to one document of an application, from the Edge Function `document-url` (the bucket is private and
 * nobody signs in it through the Storage API: the function signs after the database let the caller open the document,
 * and records the view; docs/selection.md). Its refusals carry an Indonesian message, which the error keeps.
 */
export async function documentUrl({ registrationId, kind }: { registrationId: number; kind: string }): Promise<string> {
  const { data, error } = await authClient.functions.invoke<{ signedURL: string }>("document-url", { body: { registration_id: registrationId, kind } });
  if (!error && typeof data?.signedURL === "string") return `${env.supabaseUrl}/storage/v1${data.signedURL}`;
  const response = (error as { context?: unknown } | null)?.context;
  const body = response instanceof Response ? ((await response.json().catch(() => null)) as { message?: unknown } | null) : null;
  throw new Error(typeof body?.message === "string" ? body.message : "Dokumen tidak dapat dibuka. Muat ulang halaman lalu coba lagi.");
}

export const useApplicationsPage = (params: ListParams<ApplicationSortKey>) =>
  useQuery({ queryKey: applicationKeys.page(params), queryFn: () => fetchApplicationsPage(params), placeholderData: keepPreviousData });
export const useBatchQuota = (scheduleId: number | undefined) =>
  useQuery({ queryKey: applicationKeys.quota(scheduleId ?? 0), queryFn: () => fetchBatchQuota(scheduleId!), enabled: scheduleId !== undefined });
export const useApplicationCount = (enabled: boolean) =>
  useQuery({ queryKey: applicationKeys.count, queryFn: fetchApplicationCount, enabled, staleTime: 0 });
/** One application; `id` null (not a valid id in the URL) asks nothing. */
export const useApplication = (id: number | null) =>
  useQuery({ queryKey: applicationKeys.one(id ?? 0), queryFn: () => fetchApplication(id!), enabled: id !== null });
export const useSetApplicationStatus = () => useInvalidatingMutation(setApplicationStatus, applicationKeys.all);
export const useExportApplications = () =>
  useInvalidatingMutation(({ scheduleId, statuses }: { scheduleId: number; statuses: readonly RegistrationStatus[] }) => exportApplications(scheduleId, statuses), applicationKeys.all);
export const useApplicantData = () => useInvalidatingMutation(fetchApplicantData, applicationKeys.all);
export const useEraseApplicantData = () => useInvalidatingMutation(eraseApplicantData, applicationKeys.all);
export const useRevealNik = () => useInvalidatingMutation(revealNik, applicationKeys.all);
/** Opening a document is recorded on the timeline: the application is read again. */
export const useOpenDocument = () => useInvalidatingMutation(documentUrl, applicationKeys.all);
export const useReviewDocument = () => useInvalidatingMutation(reviewDocument, applicationKeys.all);
