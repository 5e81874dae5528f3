import type { ReactNode } from "react";
import { ShieldOffIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { EmptyState } from "@/components/data-state";

/**
 * A screen for some roles only (the caller decides `allowed` from the member's role): anyone else sees why, and
 * nothing is requested. The database refuses them anyway; this only spares a failing request.
 */
export function RoleGate({
  allowed,
  title,
  denied,
  children,
}: {
  allowed: boolean;
  title: string;
  denied: { title: string; description: string };
  children: ReactNode;
}) {
  if (allowed) return children;
  return (
    <div className="space-y-6">
      <AdminPageHeader title={title} />
      <EmptyState icon={ShieldOffIcon} title={denied.title} description={denied.description} />
    </div>
  );
}
