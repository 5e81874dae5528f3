import { memo, useMemo } from "react";
import { CalendarX2, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSchedules } from "@/features/schedules/api/schedules";
import { ScheduleCard } from "@/features/schedules/components/schedule-card";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { toScheduleRows, type ScheduleRow } from "@/features/schedules/lib/schedule-rows";
import { useToday } from "@/lib/today";
import { SchedulesPrintSheet } from "@/features/schedules/components/schedules-print-sheet";
import { SchedulesTable } from "@/features/schedules/components/schedules-table";
import { DESKTOP_QUERY, useMediaQueryOrUnknown } from "@/features/schedules/hooks/use-media-query";
import { PublicPageHeader } from "@/components/public-page-header";
import { usePrinting } from "@/hooks/use-printing";

/** Widths of the card skeleton's lines, by card place. */
const CARD_LINE: Record<string, string> = { eyebrow: "h-3 w-24", title: "h-5 w-3/4", footer: "h-5 w-1/3" };

function SchedulesSkeleton({ desktop }: { desktop: boolean }) {
  const grid = { gridTemplateColumns: `repeat(${SCHEDULE_COLUMNS.length}, minmax(0, 1fr))` };
  if (desktop) {
    return (
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="schedules-loading" aria-busy="true">
        <div className="grid gap-4 border-b bg-muted/50 px-4 py-4" style={grid}>
          {SCHEDULE_COLUMNS.map((c) => (
            <Skeleton key={c.key} className="h-4 w-3/4" />
          ))}
        </div>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="grid gap-4 border-b px-4 py-5 last:border-0" style={grid}>
            {SCHEDULE_COLUMNS.map((c) => (
              <Skeleton key={c.key} className="h-4" />
            ))}
          </div>
        ))}
      </div>
    );
  }
  const lines = [...SCHEDULE_COLUMNS].sort((a, b) => cardRank(a.card) - cardRank(b.card));
  return (
    <div className="grid gap-4" data-testid="schedules-loading" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-5">
          {lines.map((c) => (
            <Skeleton key={c.key} className={typeof c.card === "string" ? CARD_LINE[c.card] : "h-4 w-2/3"} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Card order: eyebrow, title, fields, footer. */
function cardRank(card: (typeof SCHEDULE_COLUMNS)[number]["card"]): number {
  return typeof card === "object" ? 2 : { eyebrow: 0, title: 1, footer: 3 }[card];
}

/** Memoized (the table too): when the width becomes known right after hydration, the layout that stays is not rendered again. */
const ScheduleCards = memo(function ScheduleCards({ rows }: { rows: ScheduleRow[] }) {
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="schedule-cards">
      {rows.map((row) => (
        <ScheduleCard key={row.id} row={row} headingLevel="h2" />
      ))}
    </div>
  );
});
const MemoSchedulesTable = memo(SchedulesTable);

export default function SchedulesPage() {
  const printing = usePrinting();
  const isDesktop = useMediaQueryOrUnknown(DESKTOP_QUERY);
  const { data, isPending, isError } = useSchedules();
  const today = useToday();
  const rows = useMemo(() => toScheduleRows(data ?? [], today), [data, today]);

  return (
    <>
      {printing && rows.length > 0 ? <SchedulesPrintSheet rows={rows} /> : null}
      <div className="print:hidden">
        <PublicPageHeader
          eyebrow="Jadwal"
          title="Jadwal Pelatihan"
          description="Periode pelaksanaan dan status pendaftaran setiap program pelatihan. Status dihitung dari tanggal hari ini."
        >
          {rows.length > 0 ? (
            <Button type="button" variant="outline" className="mt-6 rounded-full" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Cetak Jadwal
            </Button>
          ) : null}
        </PublicPageHeader>
      </div>
      <section className="container py-10 print:hidden sm:py-14" aria-label="Daftar jadwal pelatihan">
        {isPending ? (
          <SchedulesSkeleton desktop={isDesktop ?? false} />
        ) : isError ? (
          <ErrorState title="Gagal memuat data..." description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<CalendarX2 />}
            title="Belum ada jadwal yang dipublikasikan."
            description="Jadwal pelatihan berikutnya akan diumumkan di halaman ini."
          />
        ) : (
          // Until the width is known (prerendered HTML, and while it hydrates) both layouts are there and CSS shows
          // the breakpoint's (md = 768 px); then the other one goes. The shown one keeps its place in the tree, so
          // it stays as it is instead of being rendered again.
          <>
            {isDesktop !== false ? (
              <div className={isDesktop === null ? "hidden md:block" : undefined}>
                <MemoSchedulesTable rows={rows} />
              </div>
            ) : null}
            {isDesktop !== true ? (
              <div className={isDesktop === null ? "md:hidden" : undefined}>
                <ScheduleCards rows={rows} />
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
