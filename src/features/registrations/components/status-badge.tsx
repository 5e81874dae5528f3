import { Badge } from "@/components/ui/badge";
import { statusColor } from "@/lib/registration-statuses";
import type { RegistrationStatus } from "@/features/registrations/api/registrations";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";

/**
 * An application's status as the panel shows it: its name on its own colour (src/lib/registration-statuses.ts, the
 * same colour as its share of the overview's chart), with a dot of that colour so the hue reads on a dark card too.
 */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <Badge
      variant="outline"
      data-status={status}
      className="border-transparent"
      style={{ backgroundColor: statusColor(status, "soft"), color: statusColor(status, "text") }}
    >
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: statusColor(status) }} />
      {PANEL_STATUS_LABEL[status]}
    </Badge>
  );
}
