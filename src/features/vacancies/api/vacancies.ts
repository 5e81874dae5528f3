import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import type { Tables, TablesInsert } from "@/types/database.types";

/** A vacancy with the partner it names (name and logo), as the panel and the public pages show it. */
export type Vacancy = Tables<"vacancies"> & { partners: Pick<Tables<"partners">, "name" | "image_url"> | null };
export type VacancyInput = Omit<TablesInsert<"vacancies">, "id" | "created_at" | "updated_at">;

// the same embedding as the public pages (api/open-vacancies.ts)
const WITH_PARTNER = "*, partners(name, image_url)";

/** The company's name: the partner's, or the one typed for a one-off vacancy (the panel's copy: the public one is in open-vacancies.ts, so the public pages share no chunk with the panel). */
export const companyName = (vacancy: Pick<Vacancy, "company" | "partners">) => vacancy.partners?.name ?? vacancy.company ?? "";

export type VacancySortKey = "deadline" | "position" | "created_at";

export const vacancyKeys = {
  all: ["vacancies"] as const,
  page: (params: ListParams<VacancySortKey>) => ["vacancies", "page", params] as const,
};

/** Admin list: the latest deadline first; searched in position, company and location. */
export const VACANCY_LIST: ListSpec<VacancySortKey> = { sortKeys: ["deadline", "position", "created_at"], defaultSort: "deadline", defaultDir: "desc" };
const VACANCY_SEARCH_COLUMNS = ["position", "company", "location"] as const;

async function fetchVacanciesPage(params: ListParams<VacancySortKey>): Promise<Page<Vacancy>> {
  const { data, count } = await pagedQuery(supabase.from("vacancies").select(WITH_PARTNER, { count: "exact" }), params, VACANCY_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

async function createVacancy(values: VacancyInput): Promise<void> {
  await supabase.from("vacancies").insert(values).throwOnError();
}

async function updateVacancy({ id, ...values }: VacancyInput & { id: number }): Promise<void> {
  const { data } = await supabase.from("vacancies").update(values).eq("id", id).select("id").throwOnError();
  expectRows(data);
}

async function deleteVacancy(vacancy: Pick<Vacancy, "id">): Promise<void> {
  const { data } = await supabase.from("vacancies").delete().eq("id", vacancy.id).select("id").throwOnError();
  expectRows(data);
}

export const useVacanciesPage = (params: ListParams<VacancySortKey>) =>
  useQuery({ queryKey: vacancyKeys.page(params), queryFn: () => fetchVacanciesPage(params), placeholderData: keepPreviousData });
export const useCreateVacancy = () => useInvalidatingMutation(createVacancy, vacancyKeys.all);
export const useUpdateVacancy = () => useInvalidatingMutation(updateVacancy, vacancyKeys.all);
export const useDeleteVacancy = () => useInvalidatingMutation(deleteVacancy, vacancyKeys.all);
