import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import type { Tables } from "@/types/database.types";

/*
 * The Standar Pelayanan and Maklumat Pelayanan (docs/service-standard.md): public rows everyone reads (prerendered),
 * whose texts admins and super admins edit. The sections are fixed by migration 20261130000030 (one per component of
 * PermenPANRB 15/2014): only their body changes.
 */

export type ServiceStandardSection = Tables<"service_standard_sections">;
export type ServicePledge = Tables<"service_pledge">;
export type ServicePledgeInput = Pick<ServicePledge, "statement" | "signer_name" | "signer_position" | "place" | "signed_on">;

export const serviceStandardKeys = {
  sections: ["service_standard", "sections"] as const,
  pledge: ["service_standard", "pledge"] as const,
};

async function fetchSections(): Promise<ServiceStandardSection[]> {
  const { data } = await supabase.from("service_standard_sections").select("*").order("position").throwOnError();
  return data;
}

async function fetchPledge(): Promise<ServicePledge | null> {
  const { data } = await supabase.from("service_pledge").select("*").eq("id", 1).maybeSingle().throwOnError();
  return data;
}

export const serviceStandardQuery = () => queryOptions({ queryKey: serviceStandardKeys.sections, queryFn: fetchSections });
export const servicePledgeQuery = () => queryOptions({ queryKey: serviceStandardKeys.pledge, queryFn: fetchPledge });

export const useServiceStandard = () => useQuery(serviceStandardQuery());
export const useServicePledge = () => useQuery(servicePledgeQuery());

/** Only the body is written: the key, group, title and position are the regulation's (no column privilege for them). */
async function updateSection({ id, body }: { id: number; body: string }): Promise<ServiceStandardSection> {
  const { data } = await supabase.from("service_standard_sections").update({ body }).eq("id", id).select().single().throwOnError();
  return data;
}

async function updatePledge(values: ServicePledgeInput): Promise<ServicePledge> {
  const { data } = await supabase.from("service_pledge").update(values).eq("id", 1).select().single().throwOnError();
  return data;
}

export const useUpdateServiceSection = () => useInvalidatingMutation(updateSection, serviceStandardKeys.sections);
export const useUpdateServicePledge = () => useInvalidatingMutation(updatePledge, serviceStandardKeys.pledge);
