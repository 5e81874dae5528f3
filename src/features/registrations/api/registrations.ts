import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { Json } from "@/types/database.types";
import { rpcAnswer } from "@/lib/public-rpc";

/** The statuses of a registration (registrations.status), in the order of the selection. */
/** In pipeline order (migration 20261127000003_selection_pipeline.sql decides which change is allowed). */
export const REGISTRATION_STATUSES = [
  "diterima",
  "diverifikasi",
  "perlu_perbaikan",
  "lulus",
  "cadangan",
  "tidak_lulus",
  "peserta",
  "selesai",
  "mengundurkan_diri",
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The batch an application is for, as every registration function answers it. */
export interface RegistrationBatch {
  code: string;
  submitted_at: string;
  schedule_id: number;
  program: string;
  batch: string;
  start_date: string;
  end_date: string;
  registration_end: string | null;
  contact_name: string | null;
  contact_whatsapp: string | null;
}

/** What check_registration() and withdraw_registration() answer: only what the applicant needs. */
export interface RegistrationStatusView extends RegistrationBatch {
  /** e.g. 'Mu***d Ri***i'; null once the personal data is erased. */
  masked_name: string | null;
  status: RegistrationStatus;
  /** The administrators' message to the applicant. */
  message: string | null;
  erased: boolean;
  /**
   * The satisfaction survey for this participant (check_registration only): null when it is not open to them now
   * (docs/satisfaction-survey.md, "Participants' link"), else the open period and whether they already answered.
   */
  skm?: { period: string; answered: boolean } | null;
}

/** What submit_registration() answers: the receipt, with the name as typed (the applicant's own device). */
export interface RegistrationReceipt extends RegistrationBatch {
  full_name: string;
}

export function checkRegistration(code: string, birthDate: string): Promise<RegistrationStatusView> {
  return rpcAnswer(supabase.rpc("check_registration", { p_code: code, p_birth_date: birthDate }));
}

/** Withdrawal erases personal data, so it also asks for the last 4 digits of the NIK (only the applicant has them). */
export function withdrawRegistration(code: string, birthDate: string, nikLast4: string): Promise<RegistrationStatusView> {
  return rpcAnswer(supabase.rpc("withdraw_registration", { p_code: code, p_birth_date: birthDate, p_nik_last4: nikLast4 }));
}

/**
 * A fresh token for the participant's own satisfaction survey link (`skm_participant_token`: the status check's lookup
 * and limits); the link is `path`, with the token in the fragment. Refused with 409 when not open or already answered.
 */
export function fetchSkmParticipantToken(code: string, birthDate: string): Promise<{ token: string; path: string; period: string }> {
  return rpcAnswer(supabase.rpc("skm_participant_token", { p_code: code, p_birth_date: birthDate }));
}

type Lookup = { code: string; birthDate: string };

/** Mutations, not queries: each call is counted by the server's failure limits and must not be retried or cached. */
export const useCheckRegistration = () => useMutation({ mutationFn: ({ code, birthDate }: Lookup) => checkRegistration(code, birthDate) });
export const useWithdrawRegistration = () =>
  useMutation({
    mutationFn: ({ code, birthDate, nikLast4 }: Lookup & { nikLast4: string }) => withdrawRegistration(code, birthDate, nikLast4),
  });

/** A fresh folder of the private bucket for this application's documents (valid 24 hours, until submitted). */
export async function startRegistrationUpload(scheduleId: number): Promise<string> {
  const { folder } = await rpcAnswer<{ folder: string }>(supabase.rpc("start_registration_upload", { p_schedule_id: scheduleId }));
  return folder;
}

/**
 * Uploads one document into the application's folder as `<kind>-<timestamp>.<ext>` (what the bucket's policy
 * accepts), resumable (TUS: progress, retries, resume after a reload) and as the anonymous visitor. The upload
 * code is loaded on first use.
 */
export async function uploadRegistrationDocument(
  folder: string,
  kind: string,
  file: File,
  control: { onProgress?: (progress: { loaded: number; total: number }) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const ext = file.type === "application/pdf" ? "pdf" : file.type === "image/png" ? "png" : file.type === "image/webp" ? "webp" : "jpg";
  const objectName = `${folder}/${kind}-${Date.now()}.${ext}`;
  const { uploadFile } = await import("@/lib/storage-upload");
  // resumes only this document's own interrupted upload: the same scan chosen for two documents stays two uploads
  const uploaded = await uploadFile("registration-documents", file, folder, { ...control, objectName, resumePrefix: `${folder}/${kind}-`, anonymous: true });
  return uploaded.path;
}

/** Submits the application (every rule is checked again by the database); the same idempotency key after a timeout gives the same receipt. */
export function submitRegistration(application: Json): Promise<RegistrationReceipt> {
  return rpcAnswer(supabase.rpc("submit_registration", { p_application: application }));
}
