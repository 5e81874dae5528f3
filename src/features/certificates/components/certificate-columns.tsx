import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/dates";
import { CERTIFICATE_STATUS_LABEL, certificateStatus, type RegisterRow } from "@/features/certificates/schemas/certificate-schema";

/** A row of the register with the number of the certificate that replaced it (from the same batch's rows). */
export type RegisterListRow = RegisterRow & { replacedByNumber: string | null };

const STATUS_VARIANT = { berlaku: "success", dicabut: "destructive", diganti: "warning" } as const;

/** The columns of "Sertifikat": number, name, program and batch, day of issue, status (with the new number), signed. */
export const CERTIFICATE_COLUMNS: readonly EntityColumn<RegisterListRow>[] = [
  { key: "number", header: "Nomor", className: "whitespace-nowrap font-mono text-sm font-medium", cell: (row) => row.number },
  { key: "name", header: "Nama", className: "min-w-44", cell: (row) => row.full_name },
  { key: "program", header: "Program", className: "min-w-44", cell: (row) => row.program },
  { key: "batch", header: "Batch", className: "whitespace-nowrap", cell: (row) => row.batch },
  { key: "issued", header: "Diterbitkan", className: "whitespace-nowrap text-sm", cell: (row) => formatDate(row.issued_on) },
  {
    key: "status",
    header: "Status",
    className: "min-w-36",
    cell: (row) => {
      const status = certificateStatus(row);
      return <Badge variant={STATUS_VARIANT[status]}>{CERTIFICATE_STATUS_LABEL[status]}</Badge>;
    },
    notes: (row) => [
      row.replacedByNumber ? `Diganti dengan ${row.replacedByNumber}` : null,
      row.revoked_reason && !row.replaced_by ? `Alasan: ${row.revoked_reason}` : null,
    ],
  },
  {
    key: "signed",
    header: "Tanda Tangan",
    className: "whitespace-nowrap text-sm",
    cell: (row) =>
      row.signed_at ? (
        "Sudah"
      ) : certificateStatus(row) === "berlaku" ? (
        <span className="font-medium text-amber-800 dark:text-amber-300">Belum</span>
      ) : (
        <span className="text-muted-foreground">Belum</span>
      ),
  },
];
