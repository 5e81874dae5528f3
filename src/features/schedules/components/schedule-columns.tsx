import { CalendarDays, Layers, UserRound } from "lucide-react";
import type { CardColumn } from "@/components/entity-columns";
import { paths } from "@/config/paths";
import { ScheduleStatusBadge } from "@/features/schedules/components/schedule-status-badge";
import type { ScheduleRow } from "@/features/schedules/lib/schedule-rows";
import { formatDateRange } from "@/lib/dates";
import { formatPhoneNumber } from "@/lib/whatsapp";

/**
 * The columns of a schedule, in order (docs/product.md, Public pages): the public table and cards of
 * /jadwal, the home page cards, the printed list and the admin table all render this list. The
 * trainee-journey fields are not columns of their own (the spec's columns stay exactly as they are):
 * they are notes under a column's value (docs/trainee-journey.md, Lists):
 * - everywhere: the registration deadline under the program (while registration has not closed), the
 *   quota under the batch, the note (e.g. 'Pendaftaran diperpanjang') under the status, and in the public table and
 *   cards 'Daftar Sekarang' under the status while the batch takes registrations on the site;
 * - admin table only: the location under the program, the contact person under the instructors and the
 *   registration period under the training period.
 * The admin list sorts by every column but Instruktur (a list of names); Periode Pelaksanaan by start date.
 */
export const SCHEDULE_COLUMNS: readonly CardColumn<ScheduleRow>[] = [
  {
    key: "program",
    header: "Program Kejuruan",
    sortKey: "program",
    cell: (row) => row.program,
    className: "font-medium text-foreground",
    adminClassName: "min-w-44",
    card: "title",
    href: (row) => paths.scheduleDetail.getHref(row.id),
    notes: (row, view) => [row.deadline, view === "admin" && row.location && `Lokasi: ${row.location}`],
  },
  {
    key: "programCategory",
    header: "Kategori",
    sortKey: "programCategory",
    cell: (row) => row.programCategory,
    className: "whitespace-nowrap text-muted-foreground",
    card: "eyebrow",
  },
  {
    key: "instructors",
    header: "Instruktur",
    cell: (row) => row.instructors,
    className: "text-muted-foreground",
    adminClassName: "min-w-40",
    card: { icon: UserRound },
    notes: (row, view) => [view === "admin" && contactNote(row)],
  },
  {
    key: "period",
    header: "Periode Pelaksanaan",
    sortKey: "startDate",
    cell: (row) => row.period,
    className: "whitespace-nowrap",
    numeric: true,
    card: { icon: CalendarDays },
    notes: (row, view) => [
      view === "admin" && row.registration_start && row.registration_end
        ? `Pendaftaran ${formatDateRange(row.registration_start, row.registration_end)}`
        : null,
    ],
  },
  {
    key: "batch",
    header: "Batch",
    sortKey: "batch",
    cell: (row) => row.batch,
    className: "whitespace-nowrap",
    card: { icon: Layers },
    notes: (row) => [row.quota ? `Kuota ${row.quota} peserta` : null],
  },
  {
    key: "status",
    header: "Status Pendaftaran",
    adminHeader: "Status",
    sortKey: "status",
    cell: (row) => <ScheduleStatusBadge status={row.computedStatus} />,
    plain: (row) => row.computedStatus,
    card: "footer",
    notes: (row) => [row.note],
    action: (row) => (row.registerHref ? { label: "Daftar Sekarang", href: row.registerHref, context: `${row.program} ${row.batch}` } : null),
  },
];

/** 'Narahubung: name (WA 0812-…)' for the admin list, or nothing without a contact person. */
function contactNote(row: ScheduleRow): string | null {
  if (!row.contact_name && !row.contact_whatsapp) return null;
  const name = row.contact_name ?? "-";
  return row.contact_whatsapp ? `Narahubung: ${name} (WA ${formatPhoneNumber(row.contact_whatsapp)})` : `Narahubung: ${name}`;
}
