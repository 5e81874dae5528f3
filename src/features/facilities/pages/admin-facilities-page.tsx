import { BuildingIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { Pager, SearchBox } from "@/components/list-controls";
import { useListParams } from "@/hooks/use-list-params";
import {
  FACILITY_LIST,
  useDeleteFacility,
  useFacilitiesPage,
  type Facility,
  type FacilitySortKey,
} from "@/features/facilities/api/facilities";
import { FACILITY_COLUMNS } from "@/features/facilities/components/facility-columns";
import { FacilityFormDialog } from "@/features/facilities/components/facility-form-dialog";

export default function AdminFacilitiesPage() {
  const list = useListParams(FACILITY_LIST);
  const { params } = list;
  const { data, isPending, isError } = useFacilitiesPage(params);
  const facilities = data?.rows;
  const total = data?.total ?? 0;
  const remove = useDeleteFacility();
  const dialogs = useAdminDialogs<Facility>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Fasilitas"
        description="Kelola fasilitas yang tampil di halaman fasilitas."
        action={<AddButton label="Tambah Fasilitas" onClick={dialogs.openCreate} />}
      />

      <SearchBox
        label="Cari fasilitas"
        placeholder="Cari nama atau deskripsi..."
        value={params.q}
        onSearch={(q) => list.update({ q })}
      />

      <AdminListSection
        isError={isError}
        isEmpty={total === 0 && !!data && !params.q}
        errorTitle="Gagal memuat data fasilitas."
        empty={{
          icon: BuildingIcon,
          title: "Belum Ada Fasilitas",
          description: 'Klik tombol "Tambah Fasilitas" untuk menambahkan fasilitas pertama.',
        }}
      >
        <AdminTable
          rows={isPending ? undefined : facilities}
          rowKey={(facility) => facility.id}
          columns={FACILITY_COLUMNS}
          sort={{ key: params.sort, dir: params.dir, onSort: (key) => list.toggleSort(key as FacilitySortKey) }}
          emptyText={`Tidak ada fasilitas yang cocok dengan "${params.q}".`}
          actionsLabel={(facility) => `Aksi untuk ${facility.name}`}
          actions={(facility) =>
            editDeleteActions(
              () => dialogs.openEdit(facility),
              () => dialogs.openDelete(facility),
            )
          }
        />
        <Pager page={params.page} total={total} noun="fasilitas" onPage={(page) => list.update({ page })} />
      </AdminListSection>

      <FacilityFormDialog {...dialogs.dialogProps("form")} facility={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(facility) => `Fasilitas ${facility?.name ?? ""} beserta fotonya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(facility) => remove.mutateAsync(facility)}
        pending={remove.isPending}
        success="Fasilitas berhasil dihapus."
        failure="Gagal menghapus fasilitas."
      />
    </div>
  );
}
