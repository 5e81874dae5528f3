import type { SkmPeriodRow } from "@/features/skm-admin/api/skm-periods";

/** "18 dari 52 responden" with a bar; the bar is full once the minimum is reached. */
export function SkmRespondents({ row }: { row: SkmPeriodRow }) {
  const { respondents, minimum } = row.result;
  const percent = minimum > 0 ? Math.min(100, Math.round((respondents / minimum) * 100)) : 100;
  return (
    <div className="grid min-w-36 gap-1.5">
      <span>
        {respondents} dari {minimum} responden
      </span>
      <div
        role="progressbar"
        aria-label={`Responden periode ${row.name} terhadap jumlah minimum`}
        aria-valuemin={0}
        aria-valuemax={minimum}
        aria-valuenow={Math.min(respondents, minimum)}
        aria-valuetext={`${respondents} dari ${minimum} responden`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
