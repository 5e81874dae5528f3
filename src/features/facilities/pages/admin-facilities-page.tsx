import { BuildingIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { FACILITY_LIST, useDeleteFacility, useFacilitiesPage, type Facility } from "@/features/facilities/api/facilities";
import { FACILITY_COLUMNS } from "@/features/facilities/components/facility-columns";
import { FacilityFormDialog } from "@/features/facilities/components/facility-form-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Fasilitas", description: "Kelola fasilitas yang tampil di halaman fasilitas.", add: "Tambah Fasilitas" },
  search: { noun: "fasilitas", placeholder: "Cari nama atau deskripsi..." },
  error: "Gagal memuat data fasilitas.",
  empty: { icon: BuildingIcon, title: "Belum Ada Fasilitas", description: 'Klik tombol "Tambah Fasilitas" untuk menambahkan fasilitas pertama.' },
};

export default function AdminFacilitiesPage() {
  const list = useListParams(FACILITY_LIST);
  const query = useFacilitiesPage(list.params);
  const remove = useDeleteFacility();
  const dialogs = useAdminDialogs<Facility>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={query.data?.rows}
          columns={FACILITY_COLUMNS}
          sort={list.tableSort}
          emptyText={`Tidak ada fasilitas yang cocok dengan "${list.params.q}".`}
          actions={{ label: (facility) => `Aksi untuk ${facility.name}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <FacilityFormDialog {...dialogs.dialogProps("form")} facility={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(facility) => `Fasilitas ${facility?.name ?? ""} beserta fotonya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(facility) => remove.mutateAsync(facility)}
        pending={remove.isPending}
        success="Fasilitas berhasil dihapus."
        failure="Gagal menghapus fasilitas."
      />
    </>
  );
}
