import * as React from "react";
import { AlertTriangleIcon, InboxIcon, type LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type DataStateProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  /**
   * The title's heading level, following the page's outline (axe heading-order): 2 right under the page's h1 (the
   * default), 3 inside a section titled by an h2 (the home page's sections, the FAQ, a card titled h2).
   */
  headingLevel?: 2 | 3;
};

/** Empty list/detail state: icon, title, optional description and action (e.g. a button). */
export function EmptyState({
  icon = InboxIcon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: DataStateProps & {
  /** A lucide icon component (`icon={CalendarX2}`) or an element (`icon={<CalendarX2 />}`). */
  icon?: LucideIcon | React.ReactElement;
  action?: React.ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-7"
      >
        {React.isValidElement(icon) ? icon : React.createElement(icon as LucideIcon)}
      </div>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** Load-failure state, announced to assistive technology (role="alert"). */
export function ErrorState({ title, description, className, headingLevel = 2 }: DataStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center",
        className,
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangleIcon className="size-7" aria-hidden="true" />
      </div>
      <Heading className="text-lg font-semibold text-destructive">{title}</Heading>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}
