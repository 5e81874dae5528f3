import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables } from "@/types/database.types";
import { EVENT_LABELS } from "@/features/team/lib/security-event-labels";

export type SecurityEvent = Tables<"security_events">;


/** Newest first; searched in the e-mails of who did it and whom it concerns; filtered by kind (?jenis=). */
export const SECURITY_EVENTS_LIST: ListSpec<"at"> = {
  sortKeys: ["at"],
  defaultSort: "at",
  defaultDir: "desc",
  filters: { kind: { key: "jenis", values: Object.keys(EVENT_LABELS) } },
};
const SEARCH_COLUMNS = ["actor_email", "subject_email"] as const;

export const securityEventKeys = { page: (params: ListParams<"at">) => ["security_events", "page", params] as const };

/** One page of the security activity (super admins only: anyone else reads no rows). */
export async function fetchSecurityEvents(params: ListParams<"at">): Promise<Page<SecurityEvent>> {
  const base = supabase.from("security_events").select("*", { count: "exact" });
  const filtered = params.filters.kind ? base.eq("kind", params.filters.kind) : base;
  const { data, count } = await pagedQuery(filtered, params, SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

export const securityEventsQuery = (params: ListParams<"at">) =>
  queryOptions({ queryKey: securityEventKeys.page(params), queryFn: () => fetchSecurityEvents(params), placeholderData: keepPreviousData });
export const useSecurityEvents = (params: ListParams<"at">) => useQuery(securityEventsQuery(params));
