import { useState } from "react";
import { ArrowRightIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { SelectField, TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { OverQuota, useSetApplicationStatus } from "@/features/registrations/api/applications";
import { PANEL_STATUS_LABEL, PANEL_TARGET_STATUSES, planStatusChange, type Applicant, type PanelTargetStatus } from "@/features/registrations/lib/pipeline";
import { statusChangeDefaults, statusChangeSchema, type StatusChangeFormValues } from "@/features/registrations/schemas/status-change-schema";

const OPTIONS = PANEL_TARGET_STATUSES.map((status) => ({ value: status, label: PANEL_STATUS_LABEL[status] }));

const nameOf = (application: Applicant) => application.full_name ?? "(data pribadi dihapus)";

/**
 * 'Ubah Status' for one application or a selection: the new status, "Pesan untuk pendaftar", and before anything
 * applies a summary of what will change, what already has the status and what cannot move (the database refuses
 * those anyway). Accepting beyond a batch's quota asks first and says by how many (OverQuota).
 */
export function StatusChangeDialog({
  applications,
  onChanged,
  ...dialog
}: FormDialogOpenProps & { applications: readonly Applicant[]; onChanged?: (ids: number[]) => void }) {
  const change = useSetApplicationStatus();
  const form = useZodForm(statusChangeSchema, statusChangeDefaults());
  const target = form.watch("status");
  const plan = planStatusChange(applications, target);
  const [question, setQuestion] = useState<{ error: OverQuota; answer: (accept: boolean) => void } | null>(null);
  const ask = (error: OverQuota) => new Promise<boolean>((answer) => setQuestion({ error, answer }));
  const answer = (accept: boolean) => {
    question?.answer(accept);
    setQuestion(null);
  };

  async function write(values: StatusChangeFormValues) {
    const label = PANEL_STATUS_LABEL[values.status];
    if (plan.moves.length === 0) throw new Error(`Tidak ada pendaftar yang dapat diubah menjadi ${label}.`);
    const request = { ids: plan.moves.map((a) => a.id), status: values.status, message: values.message || undefined };
    try {
      await change.mutateAsync(request);
    } catch (error) {
      if (!(error instanceof OverQuota)) throw error;
      if (!(await ask(error))) throw new Error("Tidak ada status yang diubah.");
      await change.mutateAsync({ ...request, allowOverQuota: true });
    }
    onChanged?.(request.ids);
  }

  const single = applications.length === 1;
  return (
    <>
      <FormDialog
        {...dialog}
        title={single ? "Ubah Status Pendaftar" : `Ubah Status ${applications.length} Pendaftar`}
        description={
          single && applications[0]
            ? `${nameOf(applications[0])} (${applications[0].code}), saat ini ${PANEL_STATUS_LABEL[applications[0].status]}.`
            : "Periksa ringkasan di bawah sebelum menerapkan perubahan."
        }
        form={form}
        values={statusChangeDefaults()}
        ready={applications.length > 0}
        submitLabels={{ idle: "Terapkan", saving: "Menerapkan..." }}
        save={{
          texts: {
            success: target ? `Status ${plan.moves.length} pendaftar diubah menjadi ${PANEL_STATUS_LABEL[target]}.` : "Status diubah.",
            failure: "Gagal mengubah status pendaftar.",
          },
          write,
        }}
      >
        <SelectField control={form.control} name="status" label="Status baru" placeholder="Pilih status" options={OPTIONS} />
        <TextareaField
          control={form.control}
          name="message"
          label="Pesan untuk pendaftar (opsional)"
          description="Dibaca pendaftar di halaman Cek Pendaftaran. Tanpa pesan, pesan sebelumnya dihapus."
          rows={3}
          maxLength={1000}
        />
        {target && <ChangeSummary plan={plan} target={target} />}
      </FormDialog>
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => (open ? undefined : answer(false))}
        title="Melebihi kuota"
        description={
          question
            ? `Kuota batch ini ${question.error.quota} peserta. Dengan perubahan ini ${question.error.accepted} kursi terisi, ` +
              `${question.error.overQuota} melebihi kuota. Tetap terapkan?`
            : ""
        }
        confirmLabel="Tetap Terapkan"
        confirmVariant="default"
        onConfirm={() => answer(true)}
      />
    </>
  );
}

/** The summary before a change applies: each chosen application's move, or why it stays. */
function ChangeSummary({ plan, target }: { plan: ReturnType<typeof planStatusChange>; target: PanelTargetStatus }) {
  const label = PANEL_STATUS_LABEL[target];
  return (
    <section aria-label="Ringkasan perubahan" className="grid gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="font-medium" role="status">
        {plan.moves.length} pendaftar akan diubah menjadi {label}
        {plan.already.length > 0 && `, ${plan.already.length} sudah berstatus ${label}`}
        {plan.refused.length > 0 && `, ${plan.refused.length} tidak dapat diubah`}.
      </p>
      <ul className="grid max-h-48 gap-1.5 overflow-y-auto pr-1">
        {plan.moves.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-x-2">
            <span className="font-mono text-xs">{a.code}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{nameOf(a)}</span>
            <span className="flex items-center gap-1 text-muted-foreground">
              {PANEL_STATUS_LABEL[a.status]}
              <ArrowRightIcon className="size-3" aria-label="menjadi" />
              {label}
            </span>
          </li>
        ))}
        {plan.refused.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-x-2 text-destructive">
            <span className="font-mono text-xs">{a.code}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{nameOf(a)}</span>
            <span>
              Status {PANEL_STATUS_LABEL[a.status]} tidak dapat diubah menjadi {label}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
