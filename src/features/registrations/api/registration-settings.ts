import { queryOptions, useQuery } from "@tanstack/react-query";
import { singleOrNull, supabase } from "@/lib/supabase";
import type { Tables } from "@/types/database.types";

export type RegistrationSettings = Tables<"registration_settings">;

/** What the privacy notice states when the settings row cannot be read (the migration's defaults). */
export const DEFAULT_RETENTION_MONTHS = 12;

export const registrationSettingsKeys = { all: ["registration_settings"] as const };

/** The single settings row (id 1): retention of applicants' data and the privacy notice's version. */
export async function fetchRegistrationSettings(): Promise<RegistrationSettings | null> {
  return singleOrNull(supabase.from("registration_settings").select("*").eq("id", 1).single());
}

export const registrationSettingsQuery = () => queryOptions({ queryKey: registrationSettingsKeys.all, queryFn: fetchRegistrationSettings });

export const useRegistrationSettings = () => useQuery(registrationSettingsQuery());
