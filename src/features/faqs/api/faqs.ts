import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { fetchAllRows, pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables } from "@/types/database.types";

export type Faq = Tables<"faq">;
export type FaqInput = { question: string; answer: string };

export type FaqSortKey = "position" | "question";

export const faqKeys = {
  all: ["faqs"] as const,
  page: (params: ListParams<FaqSortKey>) => ["faqs", "page", params] as const,
};

/**
 * Admin list: in display order (position) by default; sortable by question; searched in the question.
 * Moving a question up or down is offered only in this default view (see `isDisplayOrder`).
 */
export const FAQ_LIST: ListSpec<FaqSortKey> = { sortKeys: ["position", "question"], defaultSort: "position", defaultDir: "asc" };
export const FAQ_SEARCH_COLUMNS = ["question"] as const;

/** True when the list shows every FAQ in display order, so neighbours on screen are neighbours in the order. */
export function isDisplayOrder(params: ListParams<FaqSortKey>): boolean {
  return !params.q && params.sort === "position" && params.dir === "asc";
}

/** Every FAQ in display order (in ranges of 1000 rows: never cut at PostgREST's limit). */
export async function fetchFaqs(): Promise<Faq[]> {
  return fetchAllRows((from, to) => supabase.from("faq").select("*").order("position", { ascending: true }).order("id").range(from, to).throwOnError());
}

/** One page of FAQ matching the search, in the chosen order, with the total that match. */
export async function fetchFaqsPage(params: ListParams<FaqSortKey>): Promise<Page<Faq>> {
  const { data, count } = await pagedQuery(supabase.from("faq").select("*", { count: "exact" }), params, FAQ_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

/** A new FAQ goes to the end of the list. */
export async function createFaq(values: FaqInput): Promise<Faq> {
  const { data: last } = await supabase.from("faq").select("position").order("position", { ascending: false }).limit(1).throwOnError();
  const position = (last[0]?.position ?? 0) + 1;
  const { data } = await supabase.from("faq").insert({ ...values, position }).select().single().throwOnError();
  return data;
}

export async function updateFaq({ id, ...values }: FaqInput & { id: number }): Promise<Faq> {
  const { data } = await supabase.from("faq").update(values).eq("id", id).select().throwOnError();
  return expectRows(data)[0];
}

export async function deleteFaq(id: number): Promise<void> {
  const { data } = await supabase.from("faq").delete().eq("id", id).select("id").throwOnError();
  expectRows(data);
}

/** Puts every FAQ in the given order (positions 1..n) in one transaction (RPC reorder_faq). */
export async function reorderFaqs(ids: number[]): Promise<Faq[]> {
  const { data } = await supabase.rpc("reorder_faq", { p_ids: ids }).throwOnError();
  return data ?? [];
}

/**
 * Moves one FAQ a place up (-1) or down (+1) in the whole display order (also across pages): the
 * current order is read afresh, so a page that is out of date cannot reorder the wrong rows.
 */
export async function moveFaq({ id, direction }: { id: number; direction: -1 | 1 }): Promise<Faq[]> {
  const order = await fetchAllRows((from, to) =>
    supabase.from("faq").select("id").order("position", { ascending: true }).order("id").range(from, to).throwOnError(),
  );
  return reorderFaqs(movedOrder(order, order.findIndex((f) => f.id === id), direction));
}

/** The order after moving the FAQ at `index` one place up (-1) or down (+1). */
export function movedOrder(faqs: readonly Pick<Faq, "id">[], index: number, direction: -1 | 1): number[] {
  const ids = faqs.map((f) => f.id);
  const target = index + direction;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}

export const faqsQuery = () => queryOptions({ queryKey: faqKeys.all, queryFn: fetchFaqs });

export const useFaqs = () => useQuery(faqsQuery());
export const useCreateFaq = () => useInvalidatingMutation(createFaq, faqKeys.all);
export const useUpdateFaq = () => useInvalidatingMutation(updateFaq, faqKeys.all);
export const useDeleteFaq = () => useInvalidatingMutation(deleteFaq, faqKeys.all);
export const useFaqsPage = (params: ListParams<FaqSortKey>) =>
  useQuery({ queryKey: faqKeys.page(params), queryFn: () => fetchFaqsPage(params), placeholderData: keepPreviousData });
export const useMoveFaq = () => useInvalidatingMutation(moveFaq, faqKeys.all);
