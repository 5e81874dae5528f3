import { EntityCell } from "@/components/entity-cell";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import type { ScheduleRow } from "@/features/schedules/lib/schedule-rows";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

/** The printed /jadwal (hidden on screen): one clean table of every schedule with its status, whatever the screen width. */
export function SchedulesPrintSheet({ rows }: { rows: ScheduleRow[] }) {
  return (
    <section className="print-sheet print-sheet-landscape hidden text-[10pt] leading-snug text-black print:block" data-testid="schedules-print-sheet" aria-hidden="true">
      <p className="text-[9pt] uppercase tracking-wider">Kejuruan TIK · UPTD BLK Banda Aceh</p>
      <h1 className="mt-1 text-[16pt] font-bold">Jadwal Pelatihan</h1>
      <p className="mt-1 text-[9pt]">Status per {formatDate(new Date())}</p>
      <table className="mt-3">
        <thead>
          <tr>
            {SCHEDULE_COLUMNS.map((c) => (
              <th key={c.key}>{c.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {SCHEDULE_COLUMNS.map((column) => (
                <td key={column.key} className={cn(column.className?.includes("whitespace-nowrap") && "whitespace-nowrap", column.key === "status" && "font-semibold")}>
                  <EntityCell column={column} row={row} view="print" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
