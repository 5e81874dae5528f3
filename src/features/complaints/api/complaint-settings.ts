import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/*
 * complaint_settings (everyone reads): what the complaint page and the privacy notice state. A module of its own so
 * the privacy page does not load the complaint functions.
 */

export const complaintKeys = { settings: ["complaints", "settings"] as const };

export type ComplaintSettings = { responseDays: number; retentionMonths: number };

/**
 * The promised response time in working days (the service standard's "paling lama 5 hari kerja") and how long a
 * handled complaint is kept (docs/complaints.md "Retention"); the defaults when the row cannot be read.
 */
async function fetchComplaintSettings(): Promise<ComplaintSettings> {
  const { data, error } = await supabase.from("complaint_settings").select("response_working_days, retention_months").maybeSingle();
  if (error) throw error;
  return { responseDays: data?.response_working_days ?? 5, retentionMonths: data?.retention_months ?? 12 };
}
export const complaintSettingsQuery = () => queryOptions({ queryKey: complaintKeys.settings, queryFn: fetchComplaintSettings });
export const useComplaintSettings = () => useQuery(complaintSettingsQuery());

