import { useState } from "react";
import { Loader2, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * "Cetak Sertifikat (PDF)" for the panel's register of one batch: reads the batch's valid certificates from the
 * register, makes one A4 landscape PDF of them all (src/features/certificates/pdf, loaded only when pressed) and
 * downloads it. Props: `scheduleId`, the batch; `disabled` while the panel knows nothing is issued. A certificate that
 * is unsigned or misses a printed field stops the whole file with the reason, in Indonesian, under the button.
 */
export function PrintCertificatesButton({ scheduleId, disabled }: { scheduleId: number; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function print() {
    setBusy(true);
    setError(null);
    try {
      const [{ fetchPrintableCertificates }, pdf, { saveFile, certificateFileName }] = await Promise.all([
        import("@/features/certificates/api/print"),
        import("@/features/certificates/pdf/certificate-pdf"),
        import("@/features/certificates/lib/download"),
      ]);
      const list = await fetchPrintableCertificates(scheduleId);
      if (list.length === 0) throw new Error("Belum ada sertifikat yang berlaku di jadwal ini. Terbitkan sertifikat terlebih dahulu.");
      const bytes = await pdf.buildCertificatesPdf(list, window.location.origin);
      const name = list.length === 1 ? certificateFileName(list[0]!.number) : `sertifikat-${list[0]!.batch.replace(/[^A-Za-z0-9]+/g, "-")}-${list.length}`;
      saveFile(new Blob([bytes as BlobPart], { type: "application/pdf" }), `${name}.pdf`);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Sertifikat gagal dicetak. Coba lagi.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" onClick={() => void print()} disabled={busy || disabled}>
        {busy ? <Loader2 className="mr-2 h-4 w-4 animate-spin" aria-hidden /> : <Printer className="mr-2 h-4 w-4" aria-hidden />}
        {busy ? "Menyiapkan PDF…" : "Cetak Sertifikat (PDF)"}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
