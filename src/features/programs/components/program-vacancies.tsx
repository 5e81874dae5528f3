import { VacancySummaryList } from "@/components/vacancy-summary-list";
import { useProgramVacancies, vacancySummary } from "@/features/vacancies/api/open-vacancies";

/**
 * The program's open vacancies (issue 34 §4), under its outcome: position, company, deadline and Lamar; the details
 * on /lowongan. Nothing when there are none. Fetched in the browser (not prerendered: a past deadline must not linger).
 */
export function ProgramVacancies({ programId }: { programId: number }) {
  const { data } = useProgramVacancies(programId);
  if (!data || data.length === 0) return null;
  return <VacancySummaryList title="Lowongan Terkait" vacancies={data.map(vacancySummary)} allLabel="Semua lowongan kerja" />;
}
