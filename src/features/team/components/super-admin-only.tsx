import type { ReactNode } from "react";
import { RoleGate } from "@/components/role-gate";
import { useMemberRole } from "@/features/auth/api/member-role";

/** The team's screens (docs/admin-team.md): super admins only. */
export function SuperAdminOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RoleGate
      allowed={useMemberRole() === "super_admin"}
      title={title}
      denied={{ title: "Khusus Super Admin", description: "Halaman ini hanya dapat dibuka oleh super admin tim admin." }}
    >
      {children}
    </RoleGate>
  );
}
