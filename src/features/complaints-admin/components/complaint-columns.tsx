import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { COMPLAINT_CATEGORY_NAMES, COMPLAINT_STATUS_NAMES } from "@/lib/complaint-statuses";
import type { ComplaintRow } from "@/features/complaints-admin/api/complaints";
import { ComplaintSender } from "@/features/complaints-admin/components/complaint-sender";
import { COMPLAINT_STATUS_VARIANT, messagePreview, receivedAgo } from "@/features/complaints-admin/lib/complaint-queue";

/** The queue (docs/complaints.md, "The panel"); `today` is Asia/Jakarta's day. */
export const complaintColumns = (today: string): readonly EntityColumn<ComplaintRow>[] => [
  {
    key: "received",
    header: "Diterima",
    cell: (row) => (
      <span className="grid">
        <span className="font-medium">{formatJakartaDateTime(row.received_at)}</span>
        <span className="text-sm text-muted-foreground">{receivedAgo(row.received_at, today)}</span>
      </span>
    ),
  },
  { key: "category", header: "Kategori", cell: (row) => COMPLAINT_CATEGORY_NAMES[row.category] },
  { key: "message", header: "Isi", cell: (row) => <span className="block max-w-md">{messagePreview(row.message)}</span> },
  { key: "sender", header: "Pengirim", cell: (row) => <ComplaintSender row={row} /> },
  {
    key: "status",
    header: "Status",
    cell: (row) => <Badge variant={COMPLAINT_STATUS_VARIANT[row.status]}>{COMPLAINT_STATUS_NAMES[row.status]}</Badge>,
  },
  {
    key: "due",
    header: "Batas Tanggapan",
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="whitespace-nowrap">{formatDate(row.due_on)}</span>
        {row.overdue && <Badge variant="destructive">Terlambat</Badge>}
        {row.answered_at && <Badge variant="outline">Dijawab</Badge>}
      </span>
    ),
  },
];
