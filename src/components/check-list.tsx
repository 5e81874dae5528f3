import { CircleCheck, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** An ordered list of short texts with an icon per item (requirements, benefits). */
export function CheckList({
  items,
  icon: Icon = CircleCheck,
  className,
  iconClassName,
}: {
  items: readonly string[];
  icon?: LucideIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ol className={cn("grid gap-3", className)}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-3 leading-relaxed">
          <Icon className={cn("mt-0.5 size-5 shrink-0 text-primary", iconClassName)} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
