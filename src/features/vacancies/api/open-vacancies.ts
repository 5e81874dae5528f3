/** The public side of the vacancies (the /lowongan page and the program pages): no panel code. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { VacancySummary } from "@/components/vacancy-summary-list";
import { formatDeadline, jakartaToday } from "@/features/vacancies/api/deadline";
import type { Vacancy } from "@/features/vacancies/api/vacancies";

/** The company's name: the partner's, or the one typed for a one-off vacancy. */
export const companyName = (vacancy: Pick<Vacancy, "company" | "partners">) => vacancy.partners?.name ?? vacancy.company ?? "";

/**
 * The vacancies a visitor may see, nearest deadline first. The database gives visitors only published ones whose
 * deadline (Asia/Jakarta) is today or later; the same filter here keeps a member who browses the public pages
 * signed in from seeing drafts or past ones.
 */
async function fetchOpenVacancies(programId?: number): Promise<Vacancy[]> {
  let query = supabase.from("vacancies").select("*, partners(name, image_url)").eq("published", true).gte("deadline", jakartaToday());
  if (programId !== undefined) query = query.contains("program_ids", [programId]);
  const { data } = await query.order("deadline").order("id").limit(100).throwOnError();
  return data;
}

export const useOpenVacancies = () => useQuery(queryOptions({ queryKey: ["vacancies", "open"], queryFn: () => fetchOpenVacancies() }));
/** A program's open vacancies (`program_ids` contains it); nothing is asked without a program (`null`). */
export const useProgramVacancies = (programId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ["vacancies", "program", programId],
      queryFn: () => fetchOpenVacancies(programId ?? undefined),
      enabled: programId !== null,
    }),
  );

/** A vacancy as the short lists show it (a program's page, the alumni survey's thank-you). */
export const vacancySummary = (vacancy: Vacancy): VacancySummary => ({
  id: vacancy.id,
  position: vacancy.position,
  company: companyName(vacancy),
  location: vacancy.location,
  deadline: formatDeadline(vacancy.deadline),
  applyUrl: vacancy.apply_url,
});
