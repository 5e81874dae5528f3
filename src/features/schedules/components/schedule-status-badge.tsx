import { CircleCheck, CircleSlash, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { RegistrationStatus } from "@/lib/status";

/**
 * Tinted badges (WCAG AA contrast in light and dark, also on a hovered row or a muted card strip);
 * Ditutup has the destructive colour's tint and border, with a darker red text than the token itself.
 */
const STYLE: Record<RegistrationStatus, { className: string; Icon: typeof Clock }> = {
  Berlangsung: {
    className:
      "border-emerald-600/25 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300",
    Icon: CircleCheck,
  },
  "Segera Dibuka": {
    className:
      "border-amber-600/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300",
    Icon: Clock,
  },
  Ditutup: {
    className: "border-destructive/30 bg-destructive/10 text-red-700 dark:text-red-300",
    Icon: CircleSlash,
  },
};

/** Registration status badge: Berlangsung (green), Segera Dibuka (amber), Ditutup (destructive red). */
export function ScheduleStatusBadge({ status, className }: { status: RegistrationStatus; className?: string }) {
  const { className: tone, Icon } = STYLE[status];
  return (
    <Badge variant="outline" className={cn(tone, className)} data-status={status}>
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}
