import { useMemo } from "react";
import { CalendarX2Icon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { SCHEDULE_LIST, useDeleteSchedule, useSchedulesPage, type Schedule } from "@/features/schedules/api/schedules";
import { ScheduleFormDialog } from "@/features/schedules/components/schedule-form-dialog";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { toScheduleRow } from "@/features/schedules/lib/schedule-rows";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Jadwal", description: "Kelola jadwal pelatihan, instruktur dan periode pelaksanaannya.", add: "Tambah Jadwal" },
  search: { noun: "jadwal", placeholder: "Cari nama program atau batch..." },
  error: "Gagal memuat data jadwal.",
  empty: { icon: CalendarX2Icon, title: "Belum Ada Jadwal", description: 'Klik tombol "Tambah Jadwal" untuk menambahkan jadwal pelatihan pertama.' },
};

export default function AdminSchedulesPage() {
  const list = useListParams(SCHEDULE_LIST);
  const query = useSchedulesPage(list.params);
  // The server's order is kept (by status by default, computed from the same dates).
  const rows = useMemo(() => query.data?.rows.map((schedule) => toScheduleRow(schedule)), [query.data]);
  const remove = useDeleteSchedule();
  const dialogs = useAdminDialogs<Schedule>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={rows}
          columns={SCHEDULE_COLUMNS}
          sort={list.tableSort}
          emptyText={list.params.q ? `Tidak ada jadwal yang cocok dengan "${list.params.q}".` : undefined}
          actionsSkeletonClassName="h-5 w-full min-w-16"
          actions={{ label: (row) => `Aksi untuk jadwal ${row.program}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <ScheduleFormDialog {...dialogs.dialogProps("form")} schedule={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(schedule) => `Jadwal untuk program ${schedule?.program ?? ""} akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(schedule) => remove.mutateAsync(schedule.id)}
        pending={remove.isPending}
        success="Jadwal berhasil dihapus."
        failure="Gagal menghapus jadwal."
      />
    </>
  );
}
