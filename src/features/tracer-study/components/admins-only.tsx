import type { ReactNode } from "react";
import { RoleGate } from "@/components/role-gate";
import { useMemberRole } from "@/features/auth/api/member-role";

/**
 * The tracer study's pages are for admins and super admins (its answers are graduates' personal data; docs/outcomes.md):
 * others see "Khusus Admin" with the page's own reason, and the page asks the database for nothing.
 */
export function AdminsOnly({ title, reason, children }: { title: string; reason: string; children: ReactNode }) {
  const role = useMemberRole();
  return (
    <RoleGate allowed={role === "admin" || role === "super_admin"} title={title} denied={{ title: "Khusus Admin", description: reason }}>
      {children}
    </RoleGate>
  );
}
