import { useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import type { Tables } from "@/types/database.types";
import type { TracerSettingsFormValues } from "@/features/tracer-study/schemas/tracer-settings-schema";

/** One graduate's round that is open or opens within 7 days, unanswered (`tracer_due()`, docs/outcomes.md "Sending"). */
export interface DueRound {
  round_id: number;
  registration_id: number;
  full_name: string;
  program: string;
  batch: string;
  round_month: number;
  opens_on: string;
  closes_on: string;
  sends: number;
  last_sent_at: string | null;
  has_whatsapp: boolean;
  has_email: boolean;
}

/** The link of one round and the two addresses it may go to (`tracer_link`), asked at the moment of sending. */
export interface SurveyLink {
  round_id: number;
  path: string;
  whatsapp: string | null;
  email: string | null;
}

export type TracerSettings = Tables<"tracer_settings">;
export type SurveyChannel = "whatsapp" | "email";

export const tracerSendingKeys = {
  due: ["tracer_due"] as const,
  settings: ["tracer_settings"] as const,
  message: ["message_templates", "survei_alumni"] as const,
};

async function rpc<T>(call: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  // The database's refusal ("Masukkan kode verifikasi dua langkah…", "Nomor WhatsApp lulusan ini tidak ada.") as it is.
  if (error) throw new Error(error.message);
  return data as T;
}

/** Creates the rounds that became due and lists them (POST: it writes the new rounds). */
export const fetchDueRounds = () => rpc<DueRound[]>(supabase.rpc("tracer_due"));

/** The round's link with its token: asked for the one message being written, never kept in the cache. */
export const fetchSurveyLink = (roundId: number) => rpc<SurveyLink>(supabase.rpc("tracer_link", { p_round_id: roundId }));

/** Counts the send and puts it on the graduate's timeline (the channel only, not the message). */
export const recordSurveySent = ({ roundId, channel }: { roundId: number; channel: SurveyChannel }) =>
  rpc<{ round_id: number; sends: number }>(supabase.rpc("record_tracer_sent", { p_round_id: roundId, p_channel: channel }));

export async function fetchTracerSettings(): Promise<TracerSettings> {
  const { data } = await supabase.from("tracer_settings").select("*").eq("id", 1).throwOnError();
  return expectRows(data)[0];
}

export async function updateTracerSettings(values: TracerSettingsFormValues): Promise<TracerSettings> {
  const { data } = await supabase
    .from("tracer_settings")
    .update({ months: values.months, answer_days: values.answerDays, correction_days: values.correctionDays })
    .eq("id", 1)
    .select()
    .throwOnError();
  return expectRows(data)[0];
}

/** The survey's message (`message_templates` row `survei_alumni`, with {tautan}). */
export async function fetchSurveyMessage(): Promise<Tables<"message_templates">> {
  const { data } = await supabase.from("message_templates").select("*").eq("status", "survei_alumni").throwOnError();
  return expectRows(data)[0];
}

export async function updateSurveyMessage({ id, body }: { id: number; body: string }) {
  const { data } = await supabase.from("message_templates").update({ body }).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

export const useDueRounds = () => useQuery({ queryKey: tracerSendingKeys.due, queryFn: fetchDueRounds });
export const useTracerSettings = () => useQuery({ queryKey: tracerSendingKeys.settings, queryFn: fetchTracerSettings });
export const useSurveyMessage = () => useQuery({ queryKey: tracerSendingKeys.message, queryFn: fetchSurveyMessage });

/**
 * The link for the round being written: asked once per round while the dialog shows it, never retried on its own,
 * dropped from the cache as soon as no dialog uses it (the token is a key to the graduate's answers).
 */
export const useSurveyLink = (roundId: number | undefined) =>
  useQuery({
    queryKey: ["tracer_link", roundId],
    queryFn: () => fetchSurveyLink(roundId!),
    enabled: roundId !== undefined,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useRecordSurveySent = () => useInvalidatingMutation(recordSurveySent, tracerSendingKeys.due);
// New months or days change which rounds are due.
export const useUpdateTracerSettings = () => useInvalidatingMutation(updateTracerSettings, tracerSendingKeys.settings, tracerSendingKeys.due);
export const useUpdateSurveyMessage = () => useInvalidatingMutation(updateSurveyMessage, tracerSendingKeys.message);
