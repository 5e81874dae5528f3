import { CalendarCheck, CalendarClock, CalendarX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RegistrationBadge as RegistrationBadgeModel, RegistrationPhase } from "@/lib/registration";
import { cn } from "@/lib/utils";

const STYLE: Record<RegistrationPhase, { className: string; Icon: typeof CalendarCheck }> = {
  open: {
    className:
      "border-emerald-600/25 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300",
    Icon: CalendarCheck,
  },
  "not-yet": {
    className: "border-sky-600/25 bg-sky-50 text-sky-900 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-300",
    Icon: CalendarClock,
  },
  closed: {
    className: "border-destructive/30 bg-destructive/10 text-red-700 dark:text-red-300",
    Icon: CalendarX,
  },
};

/** 'Pendaftaran Dibuka' (hingga …) / 'Pendaftaran Belum Dibuka' (mulai …) / 'Pendaftaran Ditutup'. */
export function RegistrationBadge({ badge, className }: { badge: RegistrationBadgeModel; className?: string }) {
  const { className: tone, Icon } = STYLE[badge.phase];
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-2", className)}>
      <Badge variant="outline" className={tone} data-registration={badge.phase}>
        <Icon aria-hidden="true" />
        {badge.label}
      </Badge>
      <span className="text-sm text-muted-foreground">{badge.detail}</span>
    </span>
  );
}
