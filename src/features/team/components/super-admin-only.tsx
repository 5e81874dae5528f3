import type { ReactNode } from "react";
import { ShieldOffIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { EmptyState } from "@/components/data-state";
import { useMemberRole } from "@/features/auth/api/member-role";

/**
 * The team's screens for super admins: anyone else sees 'Khusus Super Admin' and nothing is requested (the
 * database refuses them anyway; this only spares a failing request).
 */
export function SuperAdminOnly({ title, children }: { title: string; children: ReactNode }) {
  if (useMemberRole() === "super_admin") return children;
  return (
    <div className="space-y-6">
      <AdminPageHeader title={title} />
      <EmptyState icon={ShieldOffIcon} title="Khusus Super Admin" description="Halaman ini hanya dapat dibuka oleh super admin tim admin." />
    </div>
  );
}
