import { useMemo } from "react";
import { Link } from "react-router-dom";
import { ArrowRight, CalendarDays } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useSchedules } from "@/features/schedules/api/schedules";
import { formatDateRange } from "@/lib/dates";
import { getRegistrationPhase, registrationDeadlineText } from "@/lib/registration";
import { getRegistrationStatus, sortByStatus } from "@/lib/status";
import { paths } from "@/config/paths";
import { useToday } from "@/lib/today";

/** The program's running and upcoming batches (status Berlangsung or Segera Dibuka), each linking to its detail. */
export function ProgramBatches({ programName }: { programName: string }) {
  const { data, isPending, isError } = useSchedules();
  const today = useToday();
  const batches = useMemo(() => {
    const rows = (data ?? [])
      .filter((s) => s.program === programName)
      .map((s) => ({ ...s, status: getRegistrationStatus(s.startDate, s.endDate, today) }))
      .filter((s) => s.status !== "Ditutup");
    return sortByStatus(rows, (s) => s.status).map((s) => ({
      ...s,
      deadline:
        getRegistrationPhase(s.registration_start, s.registration_end, today) === "closed"
          ? null
          : registrationDeadlineText(s.registration_start, s.registration_end),
    }));
  }, [data, programName, today]);

  return (
    <section aria-labelledby="batch-program" className="mt-10">
      <h2 id="batch-program" className="text-xl font-semibold">
        Jadwal Batch
      </h2>
      <div className="mt-4">
        {isPending ? (
          <Skeleton className="h-20 w-full rounded-xl" />
        ) : isError ? (
          <p className="text-sm text-destructive">Gagal memuat jadwal batch program ini.</p>
        ) : batches.length === 0 ? (
          <p className="text-muted-foreground">
            Belum ada batch yang berlangsung atau akan dibuka untuk program ini.{" "}
            <Link to={paths.schedules.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Lihat semua jadwal
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {batches.map((s) => (
              <li key={s.id}>
                <Link
                  to={paths.scheduleDetail.getHref(s.id)}
                  className="flex h-full items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold">{s.batch}</span>
                    <span className="mt-1 flex items-center gap-1.5 text-sm tabular-nums text-muted-foreground">
                      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                      {formatDateRange(s.startDate, s.endDate)}
                    </span>
                    {s.deadline ? <span className="mt-1 block text-xs text-muted-foreground">{s.deadline}</span> : null}
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <Badge variant="outline">{s.status}</Badge>
                    <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
