import { BriefcaseBusiness, CalendarClock, ExternalLink, MapPin } from "lucide-react";
import type { Vacancy } from "@/features/vacancies/api/vacancies";
import { companyName } from "@/features/vacancies/api/open-vacancies";
import { formatDeadline } from "@/features/vacancies/api/deadline";

/** One open vacancy: position, company (with the partner's logo), location, deadline, requirements, Lamar and Karirhub. */
export function VacancyCard({ vacancy, headingLevel: Heading = "h2" }: { vacancy: Vacancy; headingLevel?: "h2" | "h3" }) {
  const company = companyName(vacancy);
  const logo = vacancy.partners?.image_url;
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" data-testid="vacancy-card">
      <div className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-background">
          {logo ? (
            <img src={logo} alt={`Logo ${company}`} className="size-full object-contain" loading="lazy" width={48} height={48} />
          ) : (
            <BriefcaseBusiness className="size-6 text-primary" aria-hidden="true" />
          )}
        </span>
        <div className="grid gap-0.5">
          <Heading className="text-lg font-semibold leading-snug">{vacancy.position}</Heading>
          <p className="text-sm text-muted-foreground">{company}</p>
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {vacancy.location}
      </p>
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        Batas lamaran: {formatDeadline(vacancy.deadline)}
      </p>
      <p className="whitespace-pre-line text-sm text-muted-foreground">{vacancy.requirements}</p>
      <div className="mt-auto flex flex-wrap gap-3 pt-1">
        <a
          href={vacancy.apply_url}
          target="_blank"
          rel="noopener noreferrer external"
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          aria-label={`Lamar ${vacancy.position} di ${company} (membuka situs lain)`}
        >
          Lamar <ExternalLink className="size-4" aria-hidden="true" />
        </a>
        {vacancy.karirhub_url && (
          <a
            href={vacancy.karirhub_url}
            target="_blank"
            rel="noopener noreferrer external"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium hover:bg-accent"
            aria-label={`${vacancy.position} di Karirhub Kemnaker (membuka situs lain)`}
          >
            Lihat di Karirhub <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
    </article>
  );
}
