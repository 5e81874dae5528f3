import { useMemo } from "react";
import { CalendarX2 } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSchedules } from "@/features/schedules/api/schedules";
import { ScheduleCard } from "@/features/schedules/components/schedule-card";
import { SCHEDULE_COLUMNS, toScheduleRows } from "@/features/schedules/components/schedule-view-model";
import { SchedulesTable } from "@/features/schedules/components/schedules-table";
import { useIsDesktop } from "@/features/schedules/components/use-media-query";
import { usePageMeta } from "@/lib/page-meta";

function SchedulesSkeleton({ desktop }: { desktop: boolean }) {
  if (desktop) {
    return (
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="schedules-loading" aria-busy="true">
        <div className="grid grid-cols-6 gap-4 border-b bg-muted/50 px-4 py-4">
          {SCHEDULE_COLUMNS.map((c) => (
            <Skeleton key={c} className="h-4 w-3/4" />
          ))}
        </div>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="grid grid-cols-6 gap-4 border-b px-4 py-5 last:border-0">
            {SCHEDULE_COLUMNS.map((c) => (
              <Skeleton key={c} className="h-4" />
            ))}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4" data-testid="schedules-loading" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-5">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export default function SchedulesPage() {
  usePageMeta({
    title: "Jadwal Pelatihan",
    description:
      "Jadwal pelatihan Kejuruan TIK BLK Banda Aceh: program kejuruan, instruktur, periode pelaksanaan, batch, dan status pendaftaran.",
  });
  const isDesktop = useIsDesktop();
  const { data, isPending, isError } = useSchedules();
  const rows = useMemo(() => toScheduleRows(data ?? []), [data]);

  return (
    <>
      <section className="relative -mt-24 overflow-hidden border-b bg-muted/40 pt-24 md:-mt-28 md:pt-28">
        <div className="bg-grid-pattern pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]" aria-hidden="true" />
        <div className="container relative py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Jadwal</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Jadwal Pelatihan</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Periode pelaksanaan dan status pendaftaran setiap program pelatihan. Status dihitung dari tanggal hari ini.
          </p>
        </div>
      </section>
      <section className="container py-10 sm:py-14" aria-label="Daftar jadwal pelatihan">
        {isPending ? (
          <SchedulesSkeleton desktop={isDesktop} />
        ) : isError ? (
          <ErrorState title="Gagal memuat data..." description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<CalendarX2 />}
            title="Belum ada jadwal yang dipublikasikan."
            description="Jadwal pelatihan berikutnya akan diumumkan di halaman ini."
          />
        ) : isDesktop ? (
          <SchedulesTable rows={rows} />
        ) : (
          <div className="grid grid-cols-1 gap-4" data-testid="schedule-cards">
            {rows.map((row) => (
              <ScheduleCard key={row.id} row={row} headingLevel="h2" />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
