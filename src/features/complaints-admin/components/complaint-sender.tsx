import { formatPhoneNumber } from "@/lib/whatsapp";
import type { ComplaintRow } from "@/features/complaints-admin/api/complaints";

/** The sender as the queue shows it: "Anonim", or the name with the phone and e-mail given. */
export function ComplaintSender({ row }: { row: ComplaintRow }) {
  if (row.anonymous) return <span className="text-muted-foreground">Anonim</span>;
  // erased after the retention: the contact is gone with the message
  if (!row.contact_name) return <span className="text-muted-foreground">Dihapus</span>;
  return (
    <span className="grid">
      <span className="font-medium">{row.contact_name}</span>
      {row.contact_phone && <span className="text-sm text-muted-foreground">{formatPhoneNumber(row.contact_phone)}</span>}
      {row.contact_email && <span className="break-all text-sm text-muted-foreground">{row.contact_email}</span>}
    </span>
  );
}
