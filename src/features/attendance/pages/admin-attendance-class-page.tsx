import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { AdminPageHeader } from "@/components/admin-page-header";
import { NotFoundState } from "@/components/not-found-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import { useMemberRole } from "@/features/auth/api/member-role";
import { useClassList } from "@/features/attendance/api/attendance";
import { AttendanceMarking } from "@/features/attendance/components/attendance-marking";
import { ClassStaffOnly } from "@/features/attendance/components/class-staff-only";
import { CompletionPanel } from "@/features/attendance/components/completion-panel";

/**
 * One class (docs/attendance.md): 'Presensi' for everyone who keeps it; 'Penyelesaian' (the minimum, the assessment,
 * Peserta → Selesai) for admins and super admins only, who also mark days off.
 */
export default function AdminAttendanceClassPage() {
  return (
    <ClassStaffOnly title="Kehadiran">
      <ClassPage />
    </ClassStaffOnly>
  );
}

function ClassPage() {
  const id = Number(useParams().id);
  const role = useMemberRole();
  const admin = role === "admin" || role === "super_admin";
  if (!Number.isSafeInteger(id) || id <= 0) return (
      <NotFoundState title="Kelas Tidak Ditemukan" description="Alamat kelas ini tidak valid." backTo={paths.admin.attendance.getHref()} backLabel="Kembali ke daftar kelas" />
    );
  return (
    <div className="space-y-6">
      <Link to={paths.admin.attendance.getHref()} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Kembali ke daftar kelas
      </Link>
      <ClassHeader id={id} />
      {admin ? (
        <Tabs defaultValue="presensi">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="presensi">Presensi</TabsTrigger>
            <TabsTrigger value="penyelesaian">Penyelesaian</TabsTrigger>
          </TabsList>
          <TabsContent value="presensi" className="pt-2">
            <AttendanceMarking scheduleId={id} canChangeDays />
          </TabsContent>
          <TabsContent value="penyelesaian" className="pt-2">
            <CompletionPanel scheduleId={id} />
          </TabsContent>
        </Tabs>
      ) : (
        <AttendanceMarking scheduleId={id} canChangeDays={false} />
      )}
    </div>
  );
}

function ClassHeader({ id }: { id: number }) {
  const schedule = useClassList(id).data?.schedule;
  return (
    <AdminPageHeader
      title={schedule ? `Kehadiran ${schedule.program}` : "Kehadiran"}
      description={schedule ? `${schedule.batch} · ${formatDateRange(schedule.start_date, schedule.end_date)}` : undefined}
    />
  );
}
