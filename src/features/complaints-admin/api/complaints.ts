import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { env } from "@/lib/env";
import { useInvalidatingMutation } from "@/lib/query";
import { supabase } from "@/lib/supabase";
import type { ComplaintCategory, ComplaintStatus } from "@/lib/complaint-statuses";
import { adminOverviewKeys } from "@/features/dashboard/api/overview";

/*
 * The panel's side of the complaints (docs/complaints.md, "The panel"): the queue from complaint_queue (admins at aal2,
 * POST), the answer and the status moves; the database decides every move and its refusal is shown verbatim.
 */

export type ComplaintRow = {
  id: number;
  category: ComplaintCategory;
  /** null once erased after the retention (docs/complaints.md "Retention") */
  message: string | null;
  anonymous: boolean;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  status: ComplaintStatus;
  answer: string | null;
  answered_at: string | null;
  answered_by_email: string | null;
  received_at: string;
  status_changed_at: string;
  due_on: string;
  overdue: boolean;
  has_attachment: boolean;
  attachment_type: string | null;
};

export const complaintAdminKeys = {
  all: ["complaints-admin"] as const,
  queue: (status: ComplaintStatus | undefined) => ["complaints-admin", "queue", status ?? "semua"] as const,
  settings: ["complaints-admin", "settings"] as const,
};

/** The queue, overdue first, then oldest received first (the function's order, kept as it comes). */
async function fetchComplaintQueue(status: ComplaintStatus | undefined): Promise<ComplaintRow[]> {
  const { data, error } = await supabase.rpc("complaint_queue", status ? { p_status: status } : {});
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ComplaintRow[];
}

export const useComplaintQueue = (status: ComplaintStatus | undefined) =>
  useQuery({ queryKey: complaintAdminKeys.queue(status), queryFn: () => fetchComplaintQueue(status) });

async function transitionComplaint({ id, to }: { id: number; to: ComplaintStatus }): Promise<void> {
  const { error } = await supabase.rpc("complaint_transition", { p_id: id, p_to_status: to });
  if (error) throw new Error(error.message);
}

async function answerComplaint({ id, answer, close }: { id: number; answer: string; close: boolean }): Promise<void> {
  const { error } = await supabase.rpc("answer_complaint", { p_id: id, p_answer: answer, p_close: close });
  if (error) throw new Error(error.message);
}

/** Both refresh the queue and the overview's "Perlu Tindakan" counts. */
export const useTransitionComplaint = () => useInvalidatingMutation(transitionComplaint, complaintAdminKeys.all, adminOverviewKeys.all);
export const useAnswerComplaint = () => useInvalidatingMutation(answerComplaint, complaintAdminKeys.all, adminOverviewKeys.all);

/**
 * A 2-minute link to the complaint's attachment from the Edge Function complaint-attachment-url (the bucket is private;
 * the function signs after the database let the caller open it). Its refusals carry an Indonesian message, kept here.
 */
export async function complaintAttachmentUrl(id: number): Promise<string> {
  const { data, error } = await authClient.functions.invoke<{ signedURL: string }>("complaint-attachment-url", { body: { complaint_id: id } });
  if (!error && typeof data?.signedURL === "string") return `${env.supabaseUrl}/storage/v1${data.signedURL}`;
  const response = (error as { context?: unknown } | null)?.context;
  const body = response instanceof Response ? ((await response.json().catch(() => null)) as { message?: unknown } | null) : null;
  throw new Error(typeof body?.message === "string" ? body.message : "Lampiran tidak dapat dibuka. Coba lagi.");
}

/** The promised response time in working days (complaint_settings, one row; everyone reads it). */
async function fetchResponseDays(): Promise<number> {
  const { data, error } = await supabase.from("complaint_settings").select("response_working_days").eq("id", 1).single();
  if (error) throw new Error(error.message);
  return data.response_working_days;
}
export const useResponseDays = () => useQuery({ queryKey: complaintAdminKeys.settings, queryFn: fetchResponseDays });

/** Changes the promise (admins; in the change history): the queue's due dates and overdue marks follow it. */
export function useSaveResponseDays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (days: number) => {
      const { error } = await supabase.from("complaint_settings").update({ response_working_days: days }).eq("id", 1);
      if (error) throw new Error(error.message);
    },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: complaintAdminKeys.all }), client.invalidateQueries({ queryKey: adminOverviewKeys.all })]),
  });
}
