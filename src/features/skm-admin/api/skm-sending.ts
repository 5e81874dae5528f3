import { useQuery } from "@tanstack/react-query";
import { useInvalidatingMutation } from "@/lib/query";
import { expectRows, supabase } from "@/lib/supabase";
import type { Tables } from "@/types/database.types";

/**
 * A participant's satisfaction survey link for the panel's WhatsApp message (`skm_participant_link`, admins and super
 * admins at aal2; docs/satisfaction-survey.md "Participants' link"): the path with a fresh token in its fragment and
 * what the message names.
 */
export interface SkmParticipantLink {
  registration_id: number;
  path: string;
  period: string;
  full_name: string | null;
  program: string;
  batch: string;
  whatsapp: string | null;
}

export const skmSendingKeys = {
  message: ["message_templates", "survei_kepuasan"] as const,
  link: (registrationId: number | undefined) => ["skm_participant_link", registrationId] as const,
};

/** The link; the database's refusal ("Survei kepuasan untuk peserta ini tidak sedang dibuka: …") as it is. */
export async function fetchSkmParticipantLink(registrationId: number): Promise<SkmParticipantLink> {
  const { data, error } = await supabase.rpc("skm_participant_link", { p_registration_id: registrationId });
  if (error) throw new Error(error.message);
  return data as unknown as SkmParticipantLink;
}

/** The survey's message (`message_templates` row `survei_kepuasan`, with {tautan}). */
export async function fetchSkmMessage(): Promise<Tables<"message_templates">> {
  const { data } = await supabase.from("message_templates").select("*").eq("status", "survei_kepuasan").throwOnError();
  return expectRows(data)[0];
}

export async function updateSkmMessage({ id, body }: { id: number; body: string }): Promise<Tables<"message_templates">> {
  const { data } = await supabase.from("message_templates").update({ body }).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

/** `enabled`: asked only while a dialog needs it (the periods page asks nothing more on its own). */
export const useSkmMessage = (enabled = true) => useQuery({ queryKey: skmSendingKeys.message, queryFn: fetchSkmMessage, enabled });
export const useUpdateSkmMessage = () => useInvalidatingMutation(updateSkmMessage, skmSendingKeys.message);

/**
 * The link for the message being written: asked once while the dialog shows it (each call makes a new token, which
 * replaces the participant's earlier unanswered one), never retried on its own, dropped from the cache once no dialog
 * uses it (the token answers the participant's survey).
 */
export const useSkmParticipantLink = (registrationId: number | undefined) =>
  useQuery({
    queryKey: skmSendingKeys.link(registrationId),
    queryFn: () => fetchSkmParticipantLink(registrationId!),
    enabled: registrationId !== undefined,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
