/**
 * A period's status in the panel (docs/satisfaction-survey.md, "The panel"), from its dates and closed_at, with
 * today taken in Asia/Jakarta (the database's rule for the open period: it contains today and is not closed).
 */
export type SkmPeriodStatus = "Akan Datang" | "Berjalan" | "Ditutup";

/** `today`, `startsOn` and `endsOn` are 'yyyy-MM-dd' (they compare as text). */
export function skmPeriodStatus(period: { starts_on: string; ends_on: string; closed_at: string | null }, today: string): SkmPeriodStatus {
  if (period.closed_at || today > period.ends_on) return "Ditutup";
  if (today < period.starts_on) return "Akan Datang";
  return "Berjalan";
}
