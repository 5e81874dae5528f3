import { BriefcaseBusiness } from "lucide-react";
import { useToday } from "@/lib/today";
import { lastCompletedOutcome, percentText, usePublicOutcomes } from "@/features/outcomes/api/outcomes";

/**
 * A program's outcome for the last completed year (issue 34 §3): how many of the graduates who answered the tracer
 * study work or run a business within 6 months, beside how many answered, so the figure is never read as better than
 * its data. Nothing when that year has fewer than 5 answers (the database leaves such groups out).
 */
export function ProgramOutcome({ programName }: { programName: string }) {
  const { data } = usePublicOutcomes();
  const outcome = lastCompletedOutcome(data, programName, useToday().getFullYear());
  if (!outcome) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="program-outcome">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
        <BriefcaseBusiness className="size-5" />
      </span>
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">Hasil lulusan {outcome.year}</p>
        <p className="font-semibold">
          {outcome.placed} dari {outcome.reached} lulusan yang menjawab bekerja atau berwirausaha dalam 6 bulan
        </p>
        <p className="text-sm text-muted-foreground">
          {outcome.reached} dari {outcome.graduates} lulusan menjawab survei alumni (tingkat respons {percentText(outcome.response_rate)}).
        </p>
      </div>
    </div>
  );
}
