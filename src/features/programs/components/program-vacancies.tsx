import { ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { formatDeadline } from "@/features/vacancies/api/deadline";
import { companyName, useProgramVacancies } from "@/features/vacancies/api/open-vacancies";

/**
 * The program's open vacancies (issue 34 §4), under its outcome: position, company, deadline and Lamar; the details
 * on /lowongan. Nothing when there are none. Fetched in the browser (not prerendered: a past deadline must not linger).
 */
export function ProgramVacancies({ programId }: { programId: number }) {
  const { data } = useProgramVacancies(programId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="program-vacancies" className="grid gap-3">
      <h3 id="program-vacancies" className="text-xl font-semibold">
        Lowongan Terkait
      </h3>
      <ul className="grid gap-3">
        {data.map((vacancy) => (
          <li key={vacancy.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="grid gap-0.5">
              <p className="font-semibold">{vacancy.position}</p>
              <p className="text-sm text-muted-foreground">
                {companyName(vacancy)} · {vacancy.location} · Batas lamaran: {formatDeadline(vacancy.deadline)}
              </p>
            </div>
            <a
              href={vacancy.apply_url}
              target="_blank"
              rel="noopener noreferrer external"
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
              aria-label={`Lamar ${vacancy.position} di ${companyName(vacancy)} (membuka situs lain)`}
            >
              Lamar <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      <Link to={paths.vacancies.getHref()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Semua lowongan kerja
      </Link>
    </section>
  );
}
