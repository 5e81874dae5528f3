import { HandshakeIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { PARTNER_LIST, useDeletePartner, usePartnersPage, type Partner } from "@/features/partners/api/partners";
import { PARTNER_COLUMNS } from "@/features/partners/components/partner-columns";
import { PartnerFormDialog } from "@/features/partners/components/partner-form-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Mitra Industri", description: "Kelola perusahaan mitra: magang, rekrutmen dan instruktur tamu.", add: "Tambah Mitra" },
  search: { noun: "mitra", placeholder: "Cari nama atau bidang usaha..." },
  error: "Gagal memuat data mitra.",
  empty: { icon: HandshakeIcon, title: "Belum Ada Mitra", description: 'Klik tombol "Tambah Mitra" untuk menambahkan mitra pertama.' },
};

export default function AdminPartnersPage() {
  const list = useListParams(PARTNER_LIST);
  const query = usePartnersPage(list.params);
  const remove = useDeletePartner();
  const dialogs = useAdminDialogs<Partner>();

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <AdminTable
          rows={query.data?.rows}
          columns={PARTNER_COLUMNS}
          sort={list.tableSort}
          emptyText={`Tidak ada mitra yang cocok dengan "${list.params.q}".`}
          actions={{ label: (partner) => `Aksi untuk ${partner.name}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <PartnerFormDialog {...dialogs.dialogProps("form")} partner={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(partner) => `Mitra ${partner?.name ?? ""} beserta logonya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(partner) => remove.mutateAsync(partner)}
        pending={remove.isPending}
        success="Mitra berhasil dihapus."
        failure="Gagal menghapus mitra."
      />
    </>
  );
}
