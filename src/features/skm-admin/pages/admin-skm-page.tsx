import { useMemo } from "react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AdminTable } from "@/components/admin-table";
import { ErrorState } from "@/components/data-state";
import { RoleGate } from "@/components/role-gate";
import { useJakartaToday } from "@/lib/today";
import { useMemberRole } from "@/features/auth/api/member-role";
import { useSkmPeriods } from "@/features/skm-admin/api/skm-periods";
import { skmPeriodColumns } from "@/features/skm-admin/components/skm-period-columns";

const TITLE = "Survei Kepuasan";

/** "Survei Kepuasan" (admins and super admins, docs/satisfaction-survey.md "The panel"): the SKM's periods. */
export default function AdminSkmPage() {
  const role = useMemberRole();
  return (
    <RoleGate
      allowed={role === "admin" || role === "super_admin"}
      title={TITLE}
      denied={{ title: "Khusus Admin", description: "Survei kepuasan hanya dapat dikelola oleh admin dan super admin: jawabannya data pribadi responden." }}
    >
      <Periods />
    </RoleGate>
  );
}

/*
 * Decision: AdminTable without AdminListPage's search and pages: a period is a semester or a year, so the list stays
 * a handful of rows, newest first.
 */
function Periods() {
  const today = useJakartaToday();
  const periods = useSkmPeriods();
  const columns = useMemo(() => skmPeriodColumns(today), [today]);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TITLE}
        description="Periode Survei Kepuasan Masyarakat (PermenPANRB 14/2017): jumlah responden terhadap jumlah minimum, IKM dan mutunya."
      />
      {periods.isError ? (
        <ErrorState title="Gagal memuat periode survei kepuasan." description={periods.error.message} />
      ) : (
        <AdminTable rows={periods.data} columns={columns} skeletonRows={3} emptyText="Belum ada periode survei kepuasan." />
      )}
    </div>
  );
}
