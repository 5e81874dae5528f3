import type { ReactNode } from "react";
import { RoleGate } from "@/components/role-gate";
import { useMemberRole, type MemberRole } from "@/features/auth/api/member-role";

/** Who keeps attendance (docs/attendance.md): admins, super admins and instructors; the database decides per batch. */
const CLASS_STAFF: readonly MemberRole[] = ["admin", "super_admin", "instruktur"];

export function ClassStaffOnly({ title, children }: { title: string; children: ReactNode }) {
  const role = useMemberRole();
  return (
    <RoleGate
      allowed={role !== null && CLASS_STAFF.includes(role)}
      title={title}
      denied={{ title: "Khusus Admin dan Instruktur", description: "Presensi kelas hanya dapat dibuka oleh admin, super admin, dan instruktur kelas." }}
    >
      {children}
    </RoleGate>
  );
}
