import { useState } from "react";
import { CheckIcon, ExternalLinkIcon, EyeIcon, FileTextIcon, Loader2Icon, WrenchIcon } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { runWithToast } from "@/components/mutation-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { useOpenDocument, useReviewDocument, type ApplicationDocument } from "@/features/registrations/api/applications";
import { VERDICT_LABEL } from "@/features/registrations/lib/timeline";
import { documentFixDefaults, documentFixSchema, type DocumentFixFormValues } from "@/features/registrations/schemas/document-review-schema";
import { DOCUMENT_KINDS, documentLabel } from "@/lib/registration-documents";
import { formatJakartaDateTime } from "@/lib/dates";

/** Documents in the order the form asks for them (KTP, Ijazah, Pas Foto, KK). */
const documentOrder = (kind: string) => {
  const index = (DOCUMENT_KINDS as readonly string[]).indexOf(kind);
  return index === -1 ? DOCUMENT_KINDS.length : index;
};
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The documents of one application: each opened inside the panel through a 2-minute link from the function
 * document-url (the bucket is private; each opening is on the timeline), and marked Sesuai, or Perlu perbaikan with
 * the reason the applicant reads.
 */
export function ApplicationDocuments({ registrationId, applicant, documents }: { registrationId: number; applicant: string; documents: ApplicationDocument[] }) {
  const review = useReviewDocument();
  const openDocument = useOpenDocument();
  const [viewing, setViewing] = useState<{ document: ApplicationDocument; url: string } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [fixing, setFixing] = useState<ApplicationDocument | null>(null);
  const fixForm = useZodForm(documentFixSchema, documentFixDefaults());

  async function open(document: ApplicationDocument) {
    setOpening(document.kind);
    try {
      setViewing({ document, url: await openDocument.mutateAsync({ registrationId, kind: document.kind }) });
    } catch (error) {
      toast({ title: `Gagal membuka ${documentLabel(document.kind)}.`, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setOpening(null);
    }
  }

  if (documents.length === 0) return <p className="text-sm text-muted-foreground">Pendaftar ini tidak mengunggah dokumen.</p>;
  return (
    <>
      <ul className="grid gap-3">
        {[...documents].sort((a, b) => documentOrder(a.kind) - documentOrder(b.kind)).map((document) => {
          const label = documentLabel(document.kind);
          const verdict = document.review_status as keyof typeof VERDICT_LABEL | null;
          return (
            <li key={document.kind} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <FileTextIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {label}
                  <Badge variant={verdict === "sesuai" ? "success" : verdict === "perlu_perbaikan" ? "warning" : "outline"}>
                    {verdict ? VERDICT_LABEL[verdict] : "Belum diperiksa"}
                  </Badge>
                </p>
                <p className="text-xs text-muted-foreground">
                  {document.mime_type === "application/pdf" ? "PDF" : "Gambar"} · {sizeText(document.size_bytes)}
                  {document.reviewed_at && ` · diperiksa ${formatJakartaDateTime(document.reviewed_at)}`}
                </p>
                {verdict === "perlu_perbaikan" && document.review_reason && <p className="text-sm">Alasan: {document.review_reason}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => void open(document)} disabled={opening !== null} aria-label={`Lihat ${label}`}>
                  {opening === document.kind ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
                  Lihat
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={review.isPending || verdict === "sesuai"}
                  aria-label={`Tandai ${label} sesuai`}
                  onClick={() =>
                    void runWithToast(() => review.mutateAsync({ registrationId, kind: document.kind, verdict: "sesuai" }), {
                      success: `${label} ditandai Sesuai.`,
                      failure: `Gagal menandai ${label}.`,
                    })
                  }
                >
                  <CheckIcon aria-hidden="true" />
                  Sesuai
                </Button>
                <Button variant="outline" size="sm" disabled={review.isPending} aria-label={`Tandai ${label} perlu perbaikan`} onClick={() => setFixing(document)}>
                  <WrenchIcon aria-hidden="true" />
                  Perlu Perbaikan
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog open={viewing !== null} onOpenChange={(next) => (next ? undefined : setViewing(null))}>
        {/* The focus stays on the dialog, not in the PDF viewer, which would keep Escape from closing it. */}
        <DialogContent
          className="sm:max-w-4xl"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {viewing ? documentLabel(viewing.document.kind) : "Dokumen"} · {applicant}
            </DialogTitle>
            <DialogDescription>Tautan dokumen ini hanya berlaku 2 menit; jangan dibagikan. Setiap pembukaan dokumen tercatat di riwayat pendaftaran.</DialogDescription>
          </DialogHeader>
          {viewing &&
            (viewing.document.mime_type === "application/pdf" ? (
              <object
                data={viewing.url}
                type="application/pdf"
                aria-label={`${documentLabel(viewing.document.kind)} ${applicant}`}
                className="h-[70dvh] w-full rounded-md border"
              >
                {/* Browsers without a PDF viewer (most phones) show this instead. */}
                <p className="p-4 text-sm text-muted-foreground">Peramban ini tidak dapat menampilkan PDF di sini. Buka dokumen di tab baru.</p>
              </object>
            ) : (
              <img
                src={viewing.url}
                alt={`${documentLabel(viewing.document.kind)} ${applicant}`}
                className="max-h-[70dvh] w-full rounded-md border object-contain"
              />
            ))}
          {viewing && (
            <a href={viewing.url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
              <ExternalLinkIcon className="size-4" aria-hidden="true" />
              Buka di tab baru
            </a>
          )}
        </DialogContent>
      </Dialog>
      <FormDialog
        open={fixing !== null}
        onOpenChange={(next) => (next ? undefined : setFixing(null))}
        title={`${fixing ? documentLabel(fixing.kind) : "Dokumen"} Perlu Perbaikan`}
        description="Alasannya tercatat di riwayat pendaftaran. Sampaikan kepada pendaftar melalui pesan saat mengubah status menjadi Perlu Perbaikan."
        form={fixForm}
        values={documentFixDefaults()}
        submitLabels={{ idle: "Tandai Perlu Perbaikan", saving: "Menyimpan..." }}
        save={{
          texts: { success: `${fixing ? documentLabel(fixing.kind) : "Dokumen"} ditandai Perlu perbaikan.`, failure: "Gagal menandai dokumen." },
          write: (values: DocumentFixFormValues) =>
            review.mutateAsync({ registrationId, kind: fixing!.kind, verdict: "perlu_perbaikan", reason: values.reason }),
        }}
      >
        <TextareaField control={fixForm.control} name="reason" label="Apa yang perlu diperbaiki?" rows={3} maxLength={500} />
      </FormDialog>
    </>
  );
}
