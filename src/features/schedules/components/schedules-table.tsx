import { cellClassName } from "@/components/entity-columns";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { EntityCell } from "@/components/entity-cell";
import type { ScheduleRow } from "@/features/schedules/lib/schedule-rows";

/** Desktop (≥ 768 px) view of the public schedules: every cell, link and note comes from SCHEDULE_COLUMNS. */
export function SchedulesTable({ rows }: { rows: ScheduleRow[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Table>
        <TableHeader>
          <TableRow className="bg-muted/50 hover:bg-muted/50">
            {SCHEDULE_COLUMNS.map((column) => (
              <TableHead key={column.key} scope="col" className="h-12 whitespace-nowrap font-semibold text-foreground">
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="schedule-row">
              {SCHEDULE_COLUMNS.map((column) => (
                <TableCell key={column.key} className={cellClassName(column, "py-4")}>
                  <EntityCell column={column} row={row} view="table" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
