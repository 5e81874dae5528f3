import { queryOptions, useQuery } from "@tanstack/react-query";
import { singleOrNull, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import type { Tables, TablesInsert } from "@/types/database.types";

export type ContactInfo = Tables<"contact_info">;
export type ContactInfoInput = Pick<
  TablesInsert<"contact_info">,
  "address" | "phone" | "email" | "instagram_url" | "map_embed_url" | "privacy_email"
>;

/** The contact information is a single record with this id. */
export const CONTACT_INFO_ID = 1;

export const contactKeys = { all: ["contact_info"] as const };

/** PGRST116 (no row yet) is treated as empty. */
export async function fetchContactInfo(): Promise<ContactInfo | null> {
  return singleOrNull(supabase.from("contact_info").select("*").eq("id", CONTACT_INFO_ID).single());
}

/** Writes the row with id 1 (created on the first save of a fresh project). */
export async function updateContactInfo(values: ContactInfoInput): Promise<ContactInfo> {
  const { data } = await supabase
    .from("contact_info")
    .upsert({ ...values, id: CONTACT_INFO_ID, updated_at: new Date().toISOString() }, { onConflict: "id" })
    .select()
    .single()
    .throwOnError();
  return data;
}

export const contactInfoQuery = () => queryOptions({ queryKey: contactKeys.all, queryFn: fetchContactInfo });

export const useContactInfo = () => useQuery(contactInfoQuery());
export const useUpdateContactInfo = () => useInvalidatingMutation(updateContactInfo, contactKeys.all);
