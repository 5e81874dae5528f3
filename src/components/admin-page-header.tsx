import type { ReactNode } from "react";
import { usePageMeta } from "@/lib/page-meta";

interface AdminPageHeaderProps {
  title: string;
  description?: string;
  /** e.g. the 'Tambah …' button */
  action?: ReactNode;
}

/** Heading of an admin screen (also the document title), with an optional action on the right. */
export function AdminPageHeader({ title, description, action }: AdminPageHeaderProps) {
  usePageMeta(title, description);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {/* Focusable by script: it takes the focus when the last row of the list below is deleted. */}
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action && <div className="flex flex-wrap items-center gap-2">{action}</div>}
    </div>
  );
}
