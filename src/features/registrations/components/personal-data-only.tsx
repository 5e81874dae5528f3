import type { ReactNode } from "react";
import { RoleGate } from "@/components/role-gate";
import { useMemberRole } from "@/features/auth/api/member-role";

/** Applicants' personal data (docs/selection.md): admins and super admins; operators manage the public content only. */
export function PersonalDataOnly({ title, children }: { title: string; children: ReactNode }) {
  const role = useMemberRole();
  return (
    <RoleGate
      allowed={role === "admin" || role === "super_admin"}
      title={title}
      denied={{
        title: "Khusus Admin",
        description: "Halaman ini berisi data pribadi pendaftar dan hanya dapat dibuka oleh admin dan super admin.",
      }}
    >
      {children}
    </RoleGate>
  );
}
