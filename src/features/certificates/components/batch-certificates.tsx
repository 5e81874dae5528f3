import { useState } from "react";
import { AwardIcon, PenLineIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useIssueCertificates, useSelesai, useSignCertificates } from "@/features/certificates/api/certificates";
import { PrintCertificatesButton } from "@/features/certificates/components/print-certificates-button";
import { certificateStatus, type IssueResult, type RegisterRow } from "@/features/certificates/schemas/certificate-schema";

/** What the last issue or signing did, shown until the batch changes. */
type Outcome = { issued?: IssueResult; signed?: number; signError?: string };

/**
 * A batch's certificates above its register: who is at Selesai without a certificate, "Terbitkan Sertifikat" for all
 * of them (asked first with the count), then signing through sign-certificates; certificates left unsigned (a failed
 * signing) are signed again with "Tandatangani"; "Cetak Sertifikat (PDF)" prints the batch's valid certificates as one
 * file once all of them are signed.
 */
export function BatchCertificates({
  scheduleId,
  batchLabel,
  rows,
}: {
  scheduleId: number;
  batchLabel: string;
  /** The batch's register (undefined while loading). */
  rows: RegisterRow[] | undefined;
}) {
  const selesai = useSelesai(scheduleId);
  const issue = useIssueCertificates();
  const sign = useSignCertificates();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome & { scheduleId: number }>({ scheduleId });
  const shown = outcome.scheduleId === scheduleId ? outcome : { scheduleId };

  if (selesai.isError) return null;
  if (!selesai.data || !rows) return <Skeleton className="h-28 w-full rounded-xl" aria-label="Memuat peserta" />;

  const certified = new Set(rows.map((r) => r.registration_id));
  const due = selesai.data.filter((p) => !p.erased && !certified.has(p.id)).length;
  const erased = selesai.data.filter((p) => p.erased && !certified.has(p.id)).length;
  const valid = rows.filter((r) => certificateStatus(r) === "berlaku");
  const unsigned = valid.filter((r) => r.signed_at === null).length;

  async function runSign(): Promise<void> {
    try {
      const result = await sign.mutateAsync(scheduleId);
      setOutcome((o) => ({ ...o, scheduleId, signed: result.signed, signError: undefined }));
    } catch (error) {
      setOutcome((o) => ({ ...o, scheduleId, signed: undefined, signError: error instanceof Error ? error.message : String(error) }));
    }
  }

  async function runIssue() {
    let issued: IssueResult;
    try {
      issued = await issue.mutateAsync(scheduleId);
    } catch (error) {
      setAsking(false);
      toast({ title: "Gagal menerbitkan sertifikat.", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
      return;
    }
    setAsking(false);
    setOutcome({ scheduleId, issued });
    await runSign();
  }

  const issuedNow = shown.issued?.issued ?? [];
  return (
    <Card role="region" aria-labelledby="batch-certificates-title">
      <CardContent className="grid gap-4 pt-6">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <div className="grid gap-1">
            <h2 id="batch-certificates-title" className="text-sm font-semibold">
              Sertifikat {batchLabel}
            </h2>
            <p className="text-sm">
              {due > 0 ? `${due} peserta berstatus Selesai belum memiliki sertifikat.` : "Semua peserta berstatus Selesai sudah memiliki sertifikat."}{" "}
              {rows.length} sertifikat tercatat untuk batch ini.
            </p>
            {erased > 0 && (
              <p className="text-sm text-muted-foreground">{erased} peserta Selesai tidak dapat diberi sertifikat karena data pribadinya sudah dihapus.</p>
            )}
            {unsigned > 0 && (
              <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                {unsigned} sertifikat berlaku belum ditandatangani: belum dapat dicetak atau diverifikasi.
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {unsigned > 0 && (
              <Button variant="outline" size="sm" onClick={() => void runSign()} disabled={sign.isPending}>
                <PenLineIcon aria-hidden="true" />
                {sign.isPending ? "Menandatangani..." : "Tandatangani"}
              </Button>
            )}
            <PrintCertificatesButton scheduleId={scheduleId} disabled={valid.length === 0 || unsigned > 0} />
            <Button size="sm" onClick={() => setAsking(true)} disabled={due === 0 || issue.isPending}>
              <AwardIcon aria-hidden="true" />
              Terbitkan Sertifikat
            </Button>
          </div>
        </div>
        {(shown.issued || shown.signed !== undefined || shown.signError) && (
          <div className="grid gap-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm" role="status">
            {shown.issued && (
              <p>
                {issuedNow.length > 0
                  ? `${issuedNow.length} sertifikat diterbitkan: ${issuedNow[0].number}${issuedNow.length > 1 ? ` s.d. ${issuedNow[issuedNow.length - 1].number}` : ""}.`
                  : "Tidak ada sertifikat baru: semua peserta Selesai sudah memilikinya."}
                {shown.issued.skipped.length > 0 &&
                  ` ${shown.issued.skipped.length} peserta dilewati karena data pribadinya sudah dihapus (${shown.issued.skipped.map((s) => s.code).join(", ")}).`}
              </p>
            )}
            {shown.signed !== undefined && <p>{shown.signed} sertifikat ditandatangani.</p>}
            {shown.signError && (
              <p role="alert" className="font-medium text-destructive">
                Penandatanganan gagal: {shown.signError} Sertifikat tetap terbit dan tercatat; tekan "Tandatangani" untuk mencoba lagi.
              </p>
            )}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Terbitkan Sertifikat"
        description={`${due} sertifikat akan diterbitkan untuk peserta ${batchLabel} yang berstatus Selesai, masing-masing dengan nomor berikutnya, lalu ditandatangani. Nomor yang sudah terbit tidak dapat dipakai ulang.`}
        confirmLabel={`Terbitkan ${due} Sertifikat`}
        pendingLabel="Menerbitkan..."
        confirmVariant="default"
        pending={issue.isPending}
        onConfirm={() => void runIssue()}
      />
    </Card>
  );
}
