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
        <div className="flex items-start gap-3">
          <UserRound className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Instruktur</dt>
            <dd className="font-medium">{row.instructors}</dd>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Periode Pelaksanaan</dt>
            <dd className="font-medium tabular-nums">{row.period}</dd>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Layers className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Batch</dt>
            <dd className="font-medium">{row.batch}</dd>
          </div>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-3 border-t bg-muted/30 px-5 py-3">
        <span className={cn("text-xs text-muted-foreground", !showStatusLabel && "sr-only")}>Status Pendaftaran</span>
        <ScheduleStatusBadge status={row.computedStatus} />
      </div>
    </article>
  );
}
