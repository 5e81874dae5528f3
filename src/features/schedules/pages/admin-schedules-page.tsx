import { useMemo } from "react";
import { CalendarX2Icon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable, type AdminColumn } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/components/use-admin-dialogs";
import { useDeleteSchedule, useSchedules, type Schedule } from "@/features/schedules/api/schedules";
import { ScheduleFormDialog } from "@/features/schedules/components/schedule-form-dialog";
import { ScheduleStatusBadge } from "@/features/schedules/components/schedule-status-badge";
import { toScheduleRows, type ScheduleRow } from "@/features/schedules/components/schedule-view-model";

const COLUMNS: AdminColumn<ScheduleRow>[] = [
  { header: "Program Kejuruan", className: "min-w-44 font-medium", cell: (row) => row.program },
  { header: "Kategori", className: "whitespace-nowrap text-muted-foreground", cell: (row) => row.programCategory },
  { header: "Instruktur", className: "min-w-40 text-muted-foreground", cell: (row) => row.instructors },
  { header: "Periode Pelaksanaan", className: "whitespace-nowrap tabular-nums", cell: (row) => row.period },
  { header: "Batch", className: "whitespace-nowrap", cell: (row) => row.batch },
  { header: "Status", cell: (row) => <ScheduleStatusBadge status={row.computedStatus} /> },
];

export default function AdminSchedulesPage() {
  const { data: schedules, isPending, isError } = useSchedules();
  const rows = useMemo(() => toScheduleRows(schedules ?? []), [schedules]);
  const remove = useDeleteSchedule();
  const dialogs = useAdminDialogs<Schedule>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Jadwal"
        description="Kelola jadwal pelatihan, instruktur dan periode pelaksanaannya."
        action={<AddButton label="Tambah Jadwal" onClick={dialogs.openCreate} />}
      />

      <AdminListSection
        isError={isError}
        isEmpty={!isPending && rows.length === 0}
        errorTitle="Gagal memuat data jadwal."
        empty={{
          icon: CalendarX2Icon,
          title: "Belum Ada Jadwal",
          description: 'Klik tombol "Tambah Jadwal" untuk menambahkan jadwal pelatihan pertama.',
        }}
      >
        <AdminTable
          rows={isPending ? undefined : rows}
          rowKey={(row) => row.id}
          columns={COLUMNS}
          actionsSkeletonClassName="h-5 w-full min-w-16"
          actionsLabel={(row) => `Aksi untuk jadwal ${row.program}`}
          actions={(row) =>
            editDeleteActions(
              () => dialogs.openEdit(row),
              () => dialogs.openDelete(row),
            )
          }
        />
      </AdminListSection>

      <ScheduleFormDialog {...dialogs.dialogProps("form")} schedule={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(schedule) => `Jadwal untuk program ${schedule?.program ?? ""} akan dihapus secara permanen.`}
        onDelete={(schedule) => remove.mutateAsync(schedule.id)}
        pending={remove.isPending}
        success="Jadwal berhasil dihapus."
        failure="Gagal menghapus jadwal."
      />
    </div>
  );
}
