import { CalendarDays, Layers, UserRound } from "lucide-react";
import { ScheduleStatusBadge } from "@/features/schedules/components/schedule-status-badge";
import type { ScheduleRow } from "@/features/schedules/components/schedule-view-model";
import { cn } from "@/lib/utils";

/** One schedule as a card (mobile view of /jadwal, and the home section). */
export function ScheduleCard({
  row,
  headingLevel = "h3",
  showStatusLabel = true,
  className,
}: {
  row: ScheduleRow;
  headingLevel?: "h2" | "h3";
  /** Show the 'Status Pendaftaran' label next to the badge (the /jadwal cards mirror the table columns). */
  showStatusLabel?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="schedule-card"
      className={cn(
        "flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <div className="flex flex-col gap-2 border-b p-5 pb-4">
        <p className="text-xs font-medium uppercase tracking-wide text-primary">
          <span className="sr-only">Kategori: </span>
          {row.programCategory}
        </p>
        <Heading className="text-base font-semibold leading-snug">
          <span className="sr-only">Program Kejuruan: </span>
          {row.program}
        </Heading>
      </div>
      <dl className="grid flex-1 gap-3 p-5 pt-4 text-sm">
        <div>
          <dt className="relative pl-7 text-xs text-muted-foreground">
            <UserRound className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
            Instruktur
          </dt>
          <dd className="pl-7 font-medium">{row.instructors}</dd>
        </div>
        <div>
          <dt className="relative pl-7 text-xs text-muted-foreground">
            <CalendarDays className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
            Periode Pelaksanaan
          </dt>
          <dd className="pl-7 font-medium tabular-nums">{row.period}</dd>
        </div>
        <div>
          <dt className="relative pl-7 text-xs text-muted-foreground">
            <Layers className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
            Batch
          </dt>
          <dd className="pl-7 font-medium">{row.batch}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-3 border-t bg-muted/30 px-5 py-3">
        <span className={cn("text-xs text-muted-foreground", !showStatusLabel && "sr-only")}>Status Pendaftaran</span>
        <ScheduleStatusBadge status={row.computedStatus} />
      </div>
    </article>
  );
}
