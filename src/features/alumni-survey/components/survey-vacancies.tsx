import { Link } from "react-router-dom";
import { VacancySummaryList } from "@/components/vacancy-summary-list";
import { paths } from "@/config/paths";
import { useProgramVacancies, vacancySummary } from "@/features/vacancies/api/open-vacancies";

/**
 * The thank-you's vacancies (issue 34 §4; docs/outcomes.md "The graduate's page"): the open ones of the graduate's
 * program, nearest deadline first, as its program page lists them. They are the public vacancies (no token asks for
 * them), so answering the survey is a condition for nothing. None (or none to be loaded): one line to /lowongan.
 */
export function SurveyVacancies({ programId, program }: { programId: number | null; program: string }) {
  const { data, isPending, isError } = useProgramVacancies(programId);
  if (programId !== null && isPending) return null;
  if (!data || data.length === 0 || isError) {
    return (
      <p className="text-sm">
        Sedang mencari pekerjaan?{" "}
        <Link to={paths.vacancies.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          Lihat semua lowongan
        </Link>
      </p>
    );
  }
  return (
    <VacancySummaryList
      title="Lowongan Terkait Program Anda"
      intro={`Lowongan yang masih dibuka untuk lulusan ${program}, batas lamaran terdekat lebih dulu.`}
      vacancies={data.map(vacancySummary)}
      allLabel="Lihat semua lowongan"
    />
  );
}
