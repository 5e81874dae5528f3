import { useMemo } from "react";
import { CalendarX2Icon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Pager, SearchBox } from "@/components/list-controls";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { SCHEDULE_LIST, useDeleteSchedule, useSchedulesPage, type Schedule } from "@/features/schedules/api/schedules";
import { ScheduleFormDialog } from "@/features/schedules/components/schedule-form-dialog";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { toScheduleRow } from "@/features/schedules/lib/schedule-rows";

export default function AdminSchedulesPage() {
  const list = useListParams(SCHEDULE_LIST);
  const { params } = list;
  const { data, isPending, isError } = useSchedulesPage(params);
  // The server's order is kept (by status by default, computed from the same dates).
  const rows = useMemo(() => data?.rows.map((schedule) => toScheduleRow(schedule)), [data]);
  const total = data?.total ?? 0;
  const remove = useDeleteSchedule();
  const dialogs = useAdminDialogs<Schedule>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Jadwal"
        description="Kelola jadwal pelatihan, instruktur dan periode pelaksanaannya."
        action={<AddButton label="Tambah Jadwal" onClick={dialogs.openCreate} />}
      />

      <SearchBox label="Cari jadwal" placeholder="Cari nama program atau batch..." value={params.q} onSearch={(q) => list.update({ q })} />

      <AdminListSection
        isError={isError}
        isEmpty={total === 0 && !!data && !params.q}
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
          columns={SCHEDULE_COLUMNS}
          sort={list.tableSort}
          emptyText={params.q ? `Tidak ada jadwal yang cocok dengan "${params.q}".` : undefined}
          actionsSkeletonClassName="h-5 w-full min-w-16"
          actionsLabel={(row) => `Aksi untuk jadwal ${row.program}`}
          actions={(row) =>
            editDeleteActions(
              () => dialogs.openEdit(row),
              () => dialogs.openDelete(row),
            )
          }
        />
        <Pager page={params.page} total={total} noun="jadwal" onPage={(page) => list.update({ page })} />
      </AdminListSection>

      <ScheduleFormDialog {...dialogs.dialogProps("form")} schedule={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(schedule) => `Jadwal untuk program ${schedule?.program ?? ""} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(schedule) => remove.mutateAsync(schedule.id)}
        pending={remove.isPending}
        success="Jadwal berhasil dihapus."
        failure="Gagal menghapus jadwal."
      />
    </div>
  );
}
