import { ArrowDownIcon, ArrowUpIcon, InfoIcon, MessageCircleQuestionIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection, AdminTable } from "@/components/admin-table";
import { editDeleteActions } from "@/components/edit-delete-actions";
import { Pager, SearchBox } from "@/components/list-controls";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { FAQ_LIST, isDisplayOrder, useDeleteFaq, useFaqsPage, useMoveFaq, type Faq } from "@/features/faqs/api/faqs";
import { FaqFormDialog } from "@/features/faqs/components/faq-form-dialog";
import { PAGE_SIZE } from "@/lib/list-params";

export default function AdminFaqsPage() {
  const list = useListParams(FAQ_LIST);
  const { params } = list;
  const { data, isPending, isError } = useFaqsPage(params);
  const total = data?.total ?? 0;
  const faqs = data?.rows ?? [];
  const remove = useDeleteFaq();
  const move = useMoveFaq();
  const dialogs = useAdminDialogs<Faq>();
  // Up and down mean something only when neighbours on screen are neighbours in the display order.
  const canMove = isDisplayOrder(params);
  const first = (params.page - 1) * PAGE_SIZE;

  function moveFaq(faq: Faq, direction: -1 | 1) {
    void runWithToast(() => move.mutateAsync({ id: faq.id, direction }), {
      success: "Urutan FAQ berhasil diperbarui.",
      failure: "Gagal memperbarui urutan FAQ.",
    });
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen FAQ"
        description="Kelola pertanyaan yang sering diajukan di halaman Kontak, beserta urutannya."
        action={<AddButton label="Tambah FAQ" onClick={dialogs.openCreate} />}
      />
      <SearchBox label="Cari FAQ" placeholder="Cari pertanyaan..." value={params.q} onSearch={(q) => list.update({ q })} />
      <AdminListSection
        isError={isError}
        isEmpty={total === 0 && !!data && !params.q}
        errorTitle="Gagal memuat data FAQ."
        empty={{ icon: MessageCircleQuestionIcon, title: "Belum Ada FAQ", description: 'Klik tombol "Tambah FAQ" untuk menambahkan pertanyaan pertama.' }}
      >
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
          rows={isPending ? undefined : faqs}
          rowKey={(f) => f.id}
          sort={list.tableSort}
          emptyText={params.q ? `Tidak ada FAQ yang cocok dengan "${params.q}".` : undefined}
          columns={[
            {
              header: "Urutan",
              sortKey: "position",
              headClassName: "w-32",
              skeleton: "h-8 w-24",
              cell: (f) => {
                const index = first + faqs.findIndex((x) => x.id === f.id);
                const disabledHint = canMove ? undefined : "faq-order-hint";
                return (
                  <div className="flex items-center gap-1">
                    <span className="w-6 text-center tabular-nums text-muted-foreground">{canMove ? index + 1 : ""}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      disabled={!canMove || index === 0 || move.isPending}
                      onClick={() => moveFaq(f, -1)}
                      aria-label={`Naikkan: ${f.question}`}
                      aria-describedby={disabledHint}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      disabled={!canMove || index === total - 1 || move.isPending}
                      onClick={() => moveFaq(f, 1)}
                      aria-label={`Turunkan: ${f.question}`}
                      aria-describedby={disabledHint}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                  </div>
                );
              },
            },
            { header: "Pertanyaan", sortKey: "question", skeleton: "h-5 w-56", className: "min-w-56 font-medium", cell: (f) => f.question },
            {
              header: "Jawaban",
              skeleton: "h-5 w-64",
              className: "min-w-64 max-w-xl",
              cell: (f) => <p className="line-clamp-2 text-muted-foreground">{f.answer}</p>,
            },
          ]}
          actionsLabel={(f) => `Aksi untuk ${f.question}`}
          actions={(f) =>
            editDeleteActions(
              () => dialogs.openEdit(f),
              () => dialogs.openDelete(f),
            )
          }
        />
        <Pager page={params.page} total={total} noun="FAQ" onPage={(page) => list.update({ page })} />
      </AdminListSection>
      <FaqFormDialog {...dialogs.dialogProps("form")} faq={dialogs.itemFor("form")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(f) => `Pertanyaan "${f?.question ?? ""}" akan dihapus secara permanen.`}
        onDelete={(f) => remove.mutateAsync(f.id)}
        pending={remove.isPending}
        success="FAQ berhasil dihapus."
        failure="Gagal menghapus FAQ."
      />
    </div>
  );
}
