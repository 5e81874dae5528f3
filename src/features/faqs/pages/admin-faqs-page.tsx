import { InfoIcon, MessageCircleQuestionIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { FAQ_LIST, isDisplayOrder, useDeleteFaq, useFaqsPage, useMoveFaq, type Faq } from "@/features/faqs/api/faqs";
import { faqColumns } from "@/features/faqs/components/faq-columns";
import { FaqFormDialog } from "@/features/faqs/components/faq-form-dialog";
import { PAGE_SIZE } from "@/lib/list-params";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen FAQ", description: "Kelola pertanyaan yang sering diajukan di halaman Kontak, beserta urutannya.", add: "Tambah FAQ" },
  search: { noun: "FAQ", placeholder: "Cari pertanyaan..." },
  error: "Gagal memuat data FAQ.",
  empty: { icon: MessageCircleQuestionIcon, title: "Belum Ada FAQ", description: 'Klik tombol "Tambah FAQ" untuk menambahkan pertanyaan pertama.' },
};

export default function AdminFaqsPage() {
  const list = useListParams(FAQ_LIST);
  const { params } = list;
  const query = useFaqsPage(params);
  const faqs = query.data?.rows ?? [];
  const remove = useDeleteFaq();
  const move = useMoveFaq();
  const dialogs = useAdminDialogs<Faq>();
  // Up and down mean something only when neighbours on screen are neighbours in the display order.
  const canMove = isDisplayOrder(params);
  const first = (params.page - 1) * PAGE_SIZE;
  const columns = faqColumns({
    canMove,
    hintId: "faq-order-hint",
    indexOf: (faq) => first + faqs.findIndex((x) => x.id === faq.id),
    total: query.data?.total ?? 0,
    pending: move.isPending,
    onMove: (faq, direction) =>
      void runWithToast(() => move.mutateAsync({ id: faq.id, direction }), {
        success: "Urutan FAQ berhasil diperbarui.",
        failure: "Gagal memperbarui urutan FAQ.",
      }),
  });

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        {!canMove && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-dashed px-4 py-3 text-sm text-muted-foreground">
            <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
            <p id="faq-order-hint" className="flex-1">
              Urutan hanya dapat diubah saat daftar ditampilkan menurut urutan, tanpa pencarian.
            </p>
            <Button variant="outline" size="sm" onClick={() => list.update({ q: "", sort: undefined, dir: undefined })}>
              Tampilkan menurut urutan
            </Button>
          </div>
        )}
        <AdminTable
          rows={query.data?.rows}
          columns={columns}
          sort={list.tableSort}
          emptyText={params.q ? `Tidak ada FAQ yang cocok dengan "${params.q}".` : undefined}
          actions={{ label: (f) => `Aksi untuk ${f.question}`, items: editDeleteActions(dialogs) }}
        />
      </AdminListPage>
      <FaqFormDialog {...dialogs.dialogProps("form")} faq={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(f) => `Pertanyaan "${f?.question ?? ""}" akan dihapus secara permanen.`}
        onDelete={(f) => remove.mutateAsync(f.id)}
        pending={remove.isPending}
        success="FAQ berhasil dihapus."
        failure="Gagal menghapus FAQ."
      />
    </>
  );
}
