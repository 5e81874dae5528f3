import { useId } from "react";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";

/** One open vacancy as the short list shows it (the vacancies feature's `vacancySummary` makes it from a row). */
export type VacancySummary = { id: number; position: string; company: string; location: string; deadline: string; applyUrl: string };

/**
 * A short list of open vacancies with Lamar and a link to /lowongan: a program's page (Lowongan Terkait) and the
 * alumni survey's thank-you. Here rather than in a feature because two features show it and a feature may import
 * only another's api/. The title is an h3: both sit in a section titled by an h2.
 */
export function VacancySummaryList({ title, intro, vacancies, allLabel }: { title: string; intro?: string; vacancies: VacancySummary[]; allLabel: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      <ul className="grid gap-3">
        {vacancies.map((vacancy) => (
          <li key={vacancy.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="grid gap-0.5">
              <p className="font-semibold">{vacancy.position}</p>
              <p className="text-sm text-muted-foreground">
                {vacancy.company} · {vacancy.location} · Batas lamaran: {vacancy.deadline}
              </p>
            </div>
            <a
              href={vacancy.applyUrl}
              target="_blank"
              rel="noopener noreferrer external"
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
              aria-label={`Lamar ${vacancy.position} di ${vacancy.company} (membuka situs lain)`}
            >
              Lamar <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      <Link to={paths.vacancies.getHref()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {allLabel}
      </Link>
    </section>
  );
}
