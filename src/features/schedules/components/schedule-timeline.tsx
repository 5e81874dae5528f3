import { Check, Circle, CircleDot } from "lucide-react";
import { formatDate } from "@/lib/dates";
import type { StepState, TimelineStep } from "@/lib/registration";
import { cn } from "@/lib/utils";

const STATE_TEXT: Record<StepState, string> = { done: "Selesai", now: "Sedang berlangsung", upcoming: "Akan datang" };

/** The dated steps of a schedule, each marked done / now / upcoming. */
export function ScheduleTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="relative grid gap-0" data-testid="schedule-timeline">
      {steps.map((step, index) => {
        const Icon = step.state === "done" ? Check : step.state === "now" ? CircleDot : Circle;
        return (
          <li
            key={step.key}
            className="relative flex gap-4 pb-6 last:pb-0"
            data-state={step.state}
            aria-current={step.state === "now" ? "step" : undefined}
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn("absolute left-4 top-9 h-[calc(100%-2.25rem)] w-0.5 -translate-x-1/2", step.state === "upcoming" ? "bg-border" : "bg-primary/60")}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full border-2",
                step.state === "done" && "border-primary bg-primary text-primary-foreground",
                step.state === "now" && "border-primary bg-background text-primary ring-4 ring-primary/20",
                step.state === "upcoming" && "border-border bg-background text-muted-foreground",
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn("font-medium", step.state === "upcoming" && "text-muted-foreground")}>{step.label}</p>
              <p className="text-sm tabular-nums text-muted-foreground">
                <time dateTime={step.date}>{formatDate(step.date)}</time>
                <span className={cn("ml-2 rounded-full px-2 py-0.5 text-xs", step.state === "now" ? "bg-primary/10 font-medium text-primary" : "")}>
                  {STATE_TEXT[step.state]}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
