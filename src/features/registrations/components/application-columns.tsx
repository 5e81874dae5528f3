import { Link } from "react-router-dom";
import type { EntityColumn } from "@/components/entity-columns";
import { paths } from "@/config/paths";
import type { ApplicationRow } from "@/features/registrations/api/applications";
import { StatusBadge } from "@/features/registrations/components/status-badge";
import { formatJakartaDateTime } from "@/lib/dates";

/** An application's name, or that its personal data was erased. */
export const applicantName = (row: Pick<ApplicationRow, "full_name">) => row.full_name ?? "(data pribadi dihapus)";

/** The NIK as the list shows it: only the last 4 digits (the full NIK is reachable only through "Tampilkan NIK"). */
export const maskedNik = (last4: string | null) => (last4 ? `•••• •••• •••• ${last4}` : "-");

/** A row of "Pendaftar" with its batch's name. */
export type ApplicationListRow = ApplicationRow & { batchLabel: string };

/** The columns of "Pendaftar": the applicant (to their application), code, masked NIK, batch, status, submitted. */
export const APPLICATION_COLUMNS: readonly EntityColumn<ApplicationListRow>[] = [
  {
    key: "name",
    header: "Nama",
    sortKey: "full_name",
    className: "min-w-48 font-medium",
    cell: (row) => (
      <Link
        to={paths.admin.application.getHref(row.id)}
        className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {applicantName(row)}
      </Link>
    ),
  },
  { key: "code", header: "Kode", sortKey: "code", className: "whitespace-nowrap font-mono text-sm", cell: (row) => row.code },
  {
    key: "nik",
    header: "NIK",
    className: "whitespace-nowrap font-mono text-sm text-muted-foreground",
    cell: (row) => <span aria-label={row.nik_last4 ? `NIK berakhiran ${row.nik_last4}` : "NIK tidak ada"}>{maskedNik(row.nik_last4)}</span>,
  },
  { key: "batch", header: "Jadwal", className: "min-w-48", cell: (row) => row.batchLabel },
  {
    key: "status",
    header: "Status",
    className: "whitespace-nowrap",
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    key: "submitted",
    header: "Didaftarkan",
    sortKey: "submitted_at",
    className: "whitespace-nowrap text-sm text-muted-foreground",
    cell: (row) => formatJakartaDateTime(row.submitted_at),
  },
];
