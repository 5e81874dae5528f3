import { Link } from "react-router-dom";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AdminTable } from "@/components/admin-table";
import { ErrorState } from "@/components/data-state";
import type { EntityColumn } from "@/components/entity-columns";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import { useClassSchedules, type ClassSchedule } from "@/features/attendance/api/attendance";
import { ClassStaffOnly } from "@/features/attendance/components/class-staff-only";

const TITLE = "Kehadiran";

const COLUMNS: readonly EntityColumn<ClassSchedule>[] = [
  {
    key: "program",
    header: "Program",
    cell: (s) => (
      <Link to={paths.admin.attendanceClass.getHref(s.id)} className="font-medium text-primary underline-offset-4 hover:underline">
        {s.program}
      </Link>
    ),
  },
  { key: "batch", header: "Batch", cell: (s) => s.batch },
  { key: "period", header: "Periode", cell: (s) => formatDateRange(s.start_date, s.end_date), className: "whitespace-nowrap" },
  { key: "participants", header: "Peserta", cell: (s) => `${s.participants} peserta`, numeric: true },
];

/** Kehadiran (docs/attendance.md): the classes whose attendance the member keeps, each opening its class list. */
export default function AdminAttendancePage() {
  return (
    <ClassStaffOnly title={TITLE}>
      <Classes />
    </ClassStaffOnly>
  );
}

function Classes() {
  const classes = useClassSchedules();
  return (
    <div className="space-y-6">
      <AdminPageHeader title={TITLE} description="Kelas yang presensinya Anda isi. Pilih kelas untuk menandai kehadiran peserta." />
      {!classes.data && classes.isError ? (
        <ErrorState title="Gagal memuat daftar kelas." description={classes.error.message} />
      ) : (
        <AdminTable
          columns={COLUMNS}
          rows={classes.data}
          emptyText="Belum ada kelas dengan peserta. Kelas tampil di sini setelah pendaftar ditetapkan sebagai Peserta."
        />
      )}
    </div>
  );
}
