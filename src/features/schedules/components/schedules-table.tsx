import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ScheduleStatusBadge } from "@/features/schedules/components/schedule-status-badge";
import { SCHEDULE_COLUMNS, type ScheduleRow } from "@/features/schedules/components/schedule-view-model";


/** Desktop (≥ 768 px) view of the public schedules. */
export function SchedulesTable({ rows }: { rows: ScheduleRow[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Table>
        <TableHeader>
          <TableRow className="bg-muted/50 hover:bg-muted/50">
            {SCHEDULE_COLUMNS.map((column) => (
              <TableHead key={column} scope="col" className="h-12 whitespace-nowrap font-semibold text-foreground">
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="schedule-row">
              <TableCell className="py-4 font-medium text-foreground">{row.program}</TableCell>
              <TableCell className="whitespace-nowrap py-4 text-muted-foreground">{row.programCategory}</TableCell>
              <TableCell className="py-4 text-muted-foreground">{row.instructors}</TableCell>
              <TableCell className="whitespace-nowrap py-4 tabular-nums">{row.period}</TableCell>
              <TableCell className="whitespace-nowrap py-4">{row.batch}</TableCell>
              <TableCell className="py-4">
                <ScheduleStatusBadge status={row.computedStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
