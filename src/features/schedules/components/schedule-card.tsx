import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { EntityCell, EntityNotes } from "@/components/entity-cell";
import type { ScheduleRow } from "@/features/schedules/lib/schedule-rows";
import { cn } from "@/lib/utils";

const byPlace = (place: "eyebrow" | "title" | "footer") => SCHEDULE_COLUMNS.filter((column) => column.card === place);
const FIELDS = SCHEDULE_COLUMNS.flatMap((column) => (typeof column.card === "object" ? [{ ...column, icon: column.card.icon }] : []));

/** One schedule as a card (mobile view of /jadwal, and the home section), laid out by SCHEDULE_COLUMNS. */
export function ScheduleCard({
  row,
  headingLevel = "h3",
  showStatusLabel = true,
  className,
}: {
  row: ScheduleRow;
  headingLevel?: "h2" | "h3";
  /** Show the footer's label (e.g. 'Status Pendaftaran') next to its value (the /jadwal cards mirror the table columns). */
  showStatusLabel?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="schedule-card"
      className={cn(
        "relative flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        className,
      )}
    >
      <div className="flex flex-col gap-2 border-b p-5 pb-4">
        {byPlace("eyebrow").map((column) => (
          <p key={column.key} className="text-xs font-medium uppercase tracking-wide text-primary">
            <span className="sr-only">{column.header}: </span>
            {column.cell(row)}
          </p>
        ))}
        {byPlace("title").map((column) => (
          <div key={column.key} className="flex flex-col gap-1">
            <Heading className="text-base font-semibold leading-snug">
              <span className="sr-only">{column.header}: </span>
              {/* The whole card opens the row's page (the link's ::after covers the card). */}
              <EntityCell
                column={column}
                row={row}
                view="card"
                withNotes={false}
                linkClassName="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              />
            </Heading>
            <EntityNotes column={column} row={row} view="card" />
          </div>
        ))}
      </div>
      <dl className="grid flex-1 gap-3 p-5 pt-4 text-sm">
        {FIELDS.map(({ icon: Icon, ...column }) => (
          <div key={column.key}>
            <dt className="relative pl-7 text-xs text-muted-foreground">
              <Icon className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
              {column.header}
            </dt>
            <dd className={cn("pl-7 font-medium", column.numeric && "tabular-nums")}>
              <EntityCell column={column} row={row} view="card" />
            </dd>
          </div>
        ))}
      </dl>
      {byPlace("footer").map((column) => (
        <div key={column.key} className="flex items-center justify-between gap-3 border-t bg-muted/30 px-5 py-3">
          <span className={cn("text-xs text-muted-foreground", !showStatusLabel && "sr-only")}>{column.header}</span>
          <div className="flex flex-col items-end text-right">
            <EntityCell column={column} row={row} view="card" />
          </div>
        </div>
      ))}
    </article>
  );
}
