import { CircleCheck, CircleSlash, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { RegistrationStatus } from "@/lib/status";

const STYLE: Record<RegistrationStatus, { variant: "success" | "default" | "destructive"; className?: string; Icon: typeof Clock }> = {
  Berlangsung: { variant: "success", Icon: CircleCheck },
  "Segera Dibuka": {
    variant: "default",
    className: "bg-warning text-warning-foreground",
    Icon: Clock,
  },
  Ditutup: { variant: "destructive", Icon: CircleSlash },
};

/** Registration status badge: Berlangsung (green), Segera Dibuka (amber), Ditutup (destructive). */
export function ScheduleStatusBadge({ status, className }: { status: RegistrationStatus; className?: string }) {
  const { variant, className: extra, Icon } = STYLE[status];
  return (
    <Badge variant={variant} className={cn(extra, className)} data-status={status}>
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}
