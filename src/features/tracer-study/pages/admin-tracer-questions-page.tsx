import { Link } from "react-router-dom";
import { ArrowLeftIcon, ArchiveIcon, PencilIcon, PlusIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/data-state";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { formatJakartaDateTime } from "@/lib/dates";
import { AdminsOnly } from "@/features/tracer-study/components/admins-only";
import {
  isCoreQuestion,
  useReorderTracerQuestions,
  useRetireTracerQuestion,
  useTracerQuestions,
  type TracerQuestion,
} from "@/features/tracer-study/api/tracer-questions";
import { TracerQuestionFormDialog } from "@/features/tracer-study/components/tracer-question-form-dialog";
import { TracerQuestionList, TracerQuestionSummary } from "@/features/tracer-study/components/tracer-question-list";

const TITLE = "Pertanyaan Survei Alumni";
const CORE_NOT_RETIRABLE = "Tidak dapat dipensiunkan: angka penempatan dan lama mendapat pekerjaan dihitung dari jawabannya.";
const RETIRE_KEEPS_WORDING = "Jawaban yang sudah diberikan tetap menyimpan teks pertanyaannya.";

/** "Pertanyaan Survei Alumni" (admins and super admins, docs/outcomes.md): the questionnaire of the tracer study. */
export default function AdminTracerQuestionsPage() {
  return (
    <AdminsOnly title={TITLE} reason="Pertanyaan survei alumni hanya dapat diubah oleh admin dan super admin.">
      <Questions />
    </AdminsOnly>
  );
}

function Questions() {
  const query = useTracerQuestions();
  const reorder = useReorderTracerQuestions();
  const retire = useRetireTracerQuestion();
  const dialogs = useAdminDialogs<TracerQuestion>();
  const active = query.data?.filter((q) => !q.retired_at) ?? [];
  const retired = (query.data ?? [])
    .filter((q) => q.retired_at)
    .sort((a, b) => (b.retired_at ?? "").localeCompare(a.retired_at ?? ""));
  const retiring = dialogs.itemFor("delete");
  const statusOptions = (query.data?.find((q) => q.key === "status")?.options as string[] | null | undefined) ?? [];

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.admin.tracer.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Survei Alumni
        </Link>
      </Button>
      <AdminPageHeader
        title={TITLE}
        description="Pertanyaan yang dijawab lulusan lewat tautan survei, dalam urutan tampilnya. Seret pegangan (atau tekan Spasi lalu panah) untuk mengubah urutan; urutan langsung disimpan."
        action={
          <Button onClick={dialogs.openCreate}>
            <PlusIcon aria-hidden="true" />
            Tambah Pertanyaan
          </Button>
        }
      />
      {query.isError ? (
        <ErrorState title="Gagal memuat pertanyaan survei." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !query.data ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-lg" data-testid="skeleton-question" />
          ))}
        </div>
      ) : (
        <>
          {active.length === 0 ? (
            <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">Belum ada pertanyaan aktif.</p>
          ) : (
            <TracerQuestionList
              questions={active}
              disabled={reorder.isPending}
              onReorder={(ids) => reorder.mutate(ids)}
              renderActions={(question) => (
                <>
                  <Button variant="outline" size="sm" onClick={() => dialogs.openEdit(question)} aria-label={`Ubah pertanyaan ${question.wording}`}>
                    <PencilIcon aria-hidden="true" />
                    Ubah
                  </Button>
                  {isCoreQuestion(question) ? (
                    <p className="max-w-48 text-xs text-muted-foreground">{CORE_NOT_RETIRABLE}</p>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => dialogs.openDelete(question)}
                      aria-label={`Pensiunkan pertanyaan ${question.wording}`}
                    >
                      <ArchiveIcon aria-hidden="true" />
                      Pensiunkan
                    </Button>
                  )}
                </>
              )}
            />
          )}
          {retired.length > 0 && (
            <details className="rounded-lg border bg-muted/30 px-3">
              <summary className="cursor-pointer py-3 text-sm font-medium">Pertanyaan yang dipensiunkan ({retired.length})</summary>
              <ul className="grid gap-3 pb-3">
                {retired.map((question) => (
                  <li key={question.id} className="grid gap-1 rounded-lg border bg-card p-3">
                    <TracerQuestionSummary question={question} />
                    <p className="text-xs text-muted-foreground">Dipensiunkan {formatJakartaDateTime(question.retired_at!)}</p>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <TracerQuestionFormDialog {...dialogs.dialogProps("form")} question={dialogs.itemFor("form")} statusOptions={statusOptions} />
      <ConfirmDialog
        {...dialogs.dialogProps("delete")}
        title="Pensiunkan pertanyaan ini?"
        description={
          <>
            &ldquo;{retiring?.wording}&rdquo; tidak lagi ditanyakan kepada lulusan. {RETIRE_KEEPS_WORDING}
          </>
        }
        confirmLabel="Ya, Pensiunkan"
        pendingLabel="Memensiunkan..."
        pending={retire.isPending}
        onConfirm={async () => {
          if (!retiring) return;
          await runWithToast(() => retire.mutateAsync(retiring.id), {
            success: "Pertanyaan berhasil dipensiunkan.",
            failure: "Gagal memensiunkan pertanyaan.",
          });
          dialogs.close();
        }}
      />
    </div>
  );
}
