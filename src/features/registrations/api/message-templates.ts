import { useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { applicationKeys } from "@/features/registrations/api/applications";
import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";
import type { Tables } from "@/types/database.types";

/** One status's message for "Kirim via WhatsApp" (migration 20261127000005; admins and super admins). */
export type MessageTemplate = Tables<"message_templates">;

export const messageTemplateKeys = { all: ["message_templates"] as const };

/**
 * Every status's template, in the pipeline's order (the order the migration wrote them). The table also holds the
 * tracer study's survey message (`survei_alumni`, with `{tautan}`: docs/outcomes.md), which belongs to that feature's
 * screens, not to the applications' "Template Pesan".
 */
export async function fetchMessageTemplates(): Promise<MessageTemplate[]> {
  const { data } = await supabase.from("message_templates").select("*").in("status", REGISTRATION_STATUSES).order("id").throwOnError();
  return data;
}

export async function updateMessageTemplate({ id, body }: { id: number; body: string }): Promise<MessageTemplate> {
  const { data } = await supabase.from("message_templates").update({ body }).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

/** Records on the application's timeline that a WhatsApp message was sent (who, when, which status's template). */
export async function recordMessageSent(registrationId: number): Promise<void> {
  const { error } = await supabase.rpc("record_message_sent", { p_registration_id: registrationId });
  if (error) throw new Error(error.message);
}

export const useMessageTemplates = () => useQuery({ queryKey: messageTemplateKeys.all, queryFn: fetchMessageTemplates });
export const useUpdateMessageTemplate = () => useInvalidatingMutation(updateMessageTemplate, messageTemplateKeys.all);
// Only the applications' pages show it (their timeline): the lists are not refetched once per message.
export const useRecordMessageSent = () => useInvalidatingMutation(recordMessageSent, applicationKeys.ones);
