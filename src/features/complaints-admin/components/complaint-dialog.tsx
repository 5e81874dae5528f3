import { useState } from "react";
import { ExternalLinkIcon, PaperclipIcon } from "lucide-react";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxField, TextareaField } from "@/components/form-fields";
import { runWithToast } from "@/components/mutation-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { formatPhoneNumber, whatsAppChatUrl } from "@/lib/whatsapp";
import { COMPLAINT_CATEGORY_NAMES, COMPLAINT_STATUS_NAMES, NEXT_COMPLAINT_STATUSES, type ComplaintStatus } from "@/lib/complaint-statuses";
import {
  complaintAttachmentUrl,
  useAnswerComplaint,
  useTransitionComplaint,
  type ComplaintRow,
} from "@/features/complaints-admin/api/complaints";
import { COMPLAINT_STATUS_VARIANT, ERASED_FINAL_TEXT, ERASED_TEXT } from "@/features/complaints-admin/lib/complaint-queue";
import { COMPLAINT_ANSWER_MAX, complaintAnswerSchema } from "@/features/complaints-admin/schemas/complaint-answer-schema";

/** The buttons for the moves the status rule allows (src/lib/complaint-statuses.ts; the database decides). */
const MOVE_LABEL: Record<ComplaintStatus, (from: ComplaintStatus) => string> = {
  diterima: () => "Tandai Diterima",
  diproses: (from) => (from === "selesai" ? "Buka Kembali" : "Tandai Diproses"),
  selesai: () => "Tandai Selesai",
};

/**
 * "Buka" of a complaint: the whole message, the sender's contact, the attachment through a 2-minute link, the current
 * answer, the answer form (answer_complaint, optionally closing) and the status moves (complaint_transition). The
 * database's refusals stay in the dialog verbatim (keepRefusal) besides the toast.
 */
export function ComplaintDialog({ complaint, ...dialog }: FormDialogOpenProps & { complaint?: ComplaintRow }) {
  const answer = useAnswerComplaint();
  const transition = useTransitionComplaint();
  const values = { answer: complaint?.answer ?? "", close: false };
  const form = useZodForm(complaintAnswerSchema, values);
  const [opening, setOpening] = useState(false);

  async function openAttachment(id: number) {
    // The tab is opened within the click, so no pop-up blocker stops it; it gets the link once it is signed.
    const tab = window.open("", "_blank");
    setOpening(true);
    try {
      const url = await complaintAttachmentUrl(id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, "_blank", "noopener,noreferrer");
    } catch (error) {
      tab?.close();
      const message = error instanceof Error ? error.message : undefined;
      if (message) form.setError("root", { message });
      toast({ title: "Gagal membuka lampiran.", description: message, variant: "destructive" });
    } finally {
      setOpening(false);
    }
  }

  async function move(id: number, to: ComplaintStatus) {
    form.clearErrors("root");
    await runWithToast(
      async () => {
        try {
          await transition.mutateAsync({ id, to });
        } catch (error) {
          if (error instanceof Error) form.setError("root", { message: error.message });
          throw error;
        }
      },
      { success: `Status pengaduan menjadi ${COMPLAINT_STATUS_NAMES[to]}.`, failure: "Gagal mengubah status pengaduan." },
    );
  }

  // erased after the retention: the database refuses every change (migration 20261201000040), so nothing is offered
  const erased = complaint?.message === null;
  const phoneUrl = complaint?.contact_phone ? whatsAppChatUrl(complaint.contact_phone, "") : null;
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-2xl"
      title="Pengaduan"
      description={
        complaint && `${COMPLAINT_CATEGORY_NAMES[complaint.category]} · diterima ${formatJakartaDateTime(complaint.received_at)}`
      }
      form={form}
      values={values}
      keepRefusal
      readOnly={erased}
      submitLabels={{ idle: "Kirim Tanggapan", saving: "Mengirim..." }}
      save={{
        texts: { success: "Tanggapan berhasil disimpan.", failure: "Gagal menyimpan tanggapan." },
        write: (validated) => answer.mutateAsync({ id: complaint!.id, answer: validated.answer, close: validated.close }),
      }}
    >
      {complaint && (
        <div className="grid gap-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={COMPLAINT_STATUS_VARIANT[complaint.status]}>{COMPLAINT_STATUS_NAMES[complaint.status]}</Badge>
            <span>Batas tanggapan {formatDate(complaint.due_on)}</span>
            {complaint.overdue && <Badge variant="destructive">Terlambat</Badge>}
          </div>
          <section aria-labelledby="complaint-message" className="grid gap-1">
            <h3 id="complaint-message" className="font-semibold">
              Isi Pengaduan
            </h3>
            <p className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3">{complaint.message ?? ERASED_TEXT}</p>
          </section>
          <section aria-labelledby="complaint-sender" className="grid gap-1">
            <h3 id="complaint-sender" className="font-semibold">
              Pengirim
            </h3>
            {complaint.anonymous ? (
              <p className="text-muted-foreground">Anonim: pengirim tidak meninggalkan kontak.</p>
            ) : (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">Nama</dt>
                <dd>{complaint.contact_name}</dd>
                <dt className="text-muted-foreground">WhatsApp</dt>
                <dd>
                  {complaint.contact_phone && phoneUrl ? (
                    <a href={phoneUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                      {formatPhoneNumber(complaint.contact_phone)}
                      <span className="sr-only"> (WhatsApp, tab baru)</span>
                    </a>
                  ) : (
                    "–"
                  )}
                </dd>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="break-all">
                  {complaint.contact_email ? (
                    <a href={`mailto:${complaint.contact_email}`} className="text-primary underline underline-offset-4">
                      {complaint.contact_email}
                    </a>
                  ) : (
                    "–"
                  )}
                </dd>
              </dl>
            )}
          </section>
          {complaint.has_attachment && (
            <div>
              <Button type="button" variant="outline" disabled={opening} onClick={() => void openAttachment(complaint.id)}>
                <PaperclipIcon aria-hidden="true" />
                {opening ? "Membuka..." : "Lihat Lampiran"}
                <ExternalLinkIcon aria-hidden="true" />
              </Button>
            </div>
          )}
          <section aria-labelledby="complaint-answer" className="grid gap-1">
            <h3 id="complaint-answer" className="font-semibold">
              Tanggapan Saat Ini
            </h3>
            {complaint.answer && complaint.answered_at ? (
              <>
                <p className="whitespace-pre-wrap break-words rounded-md border p-3">{complaint.answer}</p>
                <p className="text-muted-foreground">
                  {formatJakartaDateTime(complaint.answered_at)}
                  {complaint.answered_by_email && ` oleh ${complaint.answered_by_email}`}
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">Belum ada tanggapan.</p>
            )}
          </section>
          {erased ? (
            <p className="rounded-md border bg-muted/40 p-3 text-muted-foreground">{ERASED_FINAL_TEXT}</p>
          ) : (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Ubah status">
              {NEXT_COMPLAINT_STATUSES[complaint.status].map((to) => (
                <Button key={to} type="button" variant="secondary" disabled={transition.isPending} onClick={() => void move(complaint.id, to)}>
                  {MOVE_LABEL[to](complaint.status)}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
      {!erased && (
        <>
          <TextareaField
            control={form.control}
            name="answer"
            label="Tanggapan"
            description="Dibaca pengirim di halaman Lacak Pengaduan. Paling banyak 2.000 karakter."
            rows={5}
            maxLength={COMPLAINT_ANSWER_MAX}
          />
          <CheckboxField control={form.control} name="close" label="Tandai Selesai" />
        </>
      )}
    </FormDialog>
  );
}
