import { useQuery } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { fetchAllRows, type ListSpec } from "@/lib/list-params";
import {
  CERTIFICATE_STATUSES,
  REGISTER_COLUMNS,
  issueResultSchema,
  registerExportSchema,
  registerRowSchema,
  reissueResultSchema,
  revokeResultSchema,
  settingsSchema,
  signResultSchema,
  type CertificateSettings,
  type IssueResult,
  type RegisterExport,
  type RegisterRow,
  type ReissueResult,
  type SettingsFormValues,
  type SignResult,
} from "@/features/certificates/schemas/certificate-schema";

/*
 * The certificate register in the panel (docs/certificates.md): admins and super admins, at aal2 where two-factor is
 * due; the database decides every call and answers refusals in Indonesian, which the errors keep. Issue, revoke,
 * reissue and export are the database's functions (each recorded in the security activity); signing is the Edge
 * Function sign-certificates, which holds the key.
 */

/** The list's state: batch and status in the URL, the search (a name) only in memory; searched and paged in memory. */
export const CERTIFICATE_LIST: ListSpec<"number"> = {
  sortKeys: ["number"],
  defaultSort: "number",
  defaultDir: "asc",
  privateSearch: true,
  filters: {
    batch: { key: "jadwal", pattern: /^[1-9][0-9]{0,9}$/ },
    status: { key: "status", values: CERTIFICATE_STATUSES },
  },
};

export const certificateKeys = {
  all: ["certificates"] as const,
  register: (scheduleId: number | undefined) => ["certificates", "register", scheduleId ?? "all"] as const,
  pending: (scheduleId: number) => ["certificates", "pending", scheduleId] as const,
  settings: ["certificates", "settings"] as const,
};

/**
 * The register of a batch (or all of it), in number order, read whole (a few hundred a year): the list searches
 * names in memory, so a name never goes into a request's URL.
 */
export async function fetchRegister(scheduleId?: number): Promise<RegisterRow[]> {
  const rows = await fetchAllRows((from, to) => {
    let query = supabase.from("certificates").select(REGISTER_COLUMNS);
    if (scheduleId !== undefined) query = query.eq("schedule_id", scheduleId);
    return query.order("year").order("seq").order("id").range(from, to).throwOnError();
  });
  return registerRowSchema.array().parse(rows);
}

/** A batch's participants at Selesai (their registration ids), with whether their personal data was erased. */
export interface SelesaiParticipant {
  id: number;
  erased: boolean;
}

export async function fetchSelesai(scheduleId: number): Promise<SelesaiParticipant[]> {
  const { data } = await supabase.from("registrations").select("id, erased_at").eq("schedule_id", scheduleId).eq("status", "selesai").throwOnError();
  return data.map((r) => ({ id: r.id, erased: r.erased_at !== null }));
}

export async function fetchSettings(): Promise<CertificateSettings> {
  const { data } = await supabase
    .from("certificate_settings")
    .select("number_pattern, signatory_name, signatory_position, signatory_nip, issue_place")
    .eq("id", 1)
    .single()
    .throwOnError();
  return settingsSchema.parse(data);
}

/** Saves the settings; a refusal (no row changed) is an error, not a silent nothing. */
export async function saveSettings(values: SettingsFormValues): Promise<CertificateSettings> {
  const { data, error } = await supabase
    .from("certificate_settings")
    .update(values)
    .eq("id", 1)
    .select("number_pattern, signatory_name, signatory_position, signatory_nip, issue_place")
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) throw new Error("Pengaturan tidak tersimpan: hanya admin dan super admin yang dapat mengubahnya.");
  return settingsSchema.parse(data);
}

/** Certificates for every participant of the batch at Selesai who has none yet (all or nothing). */
export async function issueCertificates(scheduleId: number): Promise<IssueResult> {
  const { data, error } = await supabase.rpc("issue_certificates", { p_schedule_id: scheduleId });
  if (error) throw new Error(error.message);
  return issueResultSchema.parse(data);
}

/**
 * Signs the batch's issued certificates that have no signature yet (the Edge Function sign-certificates; signing
 * twice changes nothing). A failure leaves them issued and unsigned: the same call signs them later.
 */
export async function signCertificates(scheduleId: number): Promise<SignResult> {
  const { data, error } = await authClient.functions.invoke<unknown>("sign-certificates", { body: { schedule_id: scheduleId } });
  if (!error) return signResultSchema.parse(data);
  const response = (error as { context?: unknown }).context;
  const body = response instanceof Response ? ((await response.json().catch(() => null)) as { message?: unknown } | null) : null;
  throw new Error(typeof body?.message === "string" ? body.message : "Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.");
}

export async function revokeCertificate({ id, reason }: { id: number; reason: string }) {
  const { data, error } = await supabase.rpc("revoke_certificate", { p_id: id, p_reason: reason });
  if (error) throw new Error(error.message);
  return revokeResultSchema.parse(data);
}

export async function reissueCertificate({ id, reason }: { id: number; reason: string }): Promise<ReissueResult> {
  const { data, error } = await supabase.rpc("reissue_certificate", { p_id: id, p_reason: reason });
  if (error) throw new Error(error.message);
  return reissueResultSchema.parse(data);
}

/** The register of a batch (or all of it) for a file; the database records the export before it answers. */
export async function exportRegister(scheduleId?: number): Promise<RegisterExport> {
  const { data, error } = await supabase.rpc("export_certificates", scheduleId === undefined ? {} : { p_schedule_id: scheduleId });
  if (error) throw new Error(error.message);
  return registerExportSchema.parse(data);
}

export const useRegister = (scheduleId?: number) => useQuery({ queryKey: certificateKeys.register(scheduleId), queryFn: () => fetchRegister(scheduleId) });
export const useSelesai = (scheduleId: number) => useQuery({ queryKey: certificateKeys.pending(scheduleId), queryFn: () => fetchSelesai(scheduleId) });
export const useCertificateSettings = (enabled = true) => useQuery({ queryKey: certificateKeys.settings, queryFn: fetchSettings, enabled });
export const useSaveCertificateSettings = () => useInvalidatingMutation(saveSettings, certificateKeys.settings);
export const useIssueCertificates = () => useInvalidatingMutation(issueCertificates, certificateKeys.all);
export const useSignCertificates = () => useInvalidatingMutation(signCertificates, certificateKeys.all);
export const useRevokeCertificate = () => useInvalidatingMutation(revokeCertificate, certificateKeys.all);
export const useReissueCertificate = () => useInvalidatingMutation(reissueCertificate, certificateKeys.all);
export const useExportRegister = () => useInvalidatingMutation(exportRegister, certificateKeys.all);

/** The printed fields' names, for what other features show of the register (a reissue's changes in Aktivitas Keamanan). */
export { PRINTED_FIELD_LABEL } from "@/features/certificates/schemas/certificate-schema";
