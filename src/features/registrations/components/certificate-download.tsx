import { useEffect, useState } from "react";
import { Award, Download, FileKey, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { fetchCertificateDownload, saveCertificatePdf, saveCredential, type CertificateDownload } from "@/features/certificates/api/download";

type Signed = Extract<CertificateDownload, { status: "sah" }>;

/**
 * The certificate of a completed participant in Cek Pendaftaran (docs/certificates.md, "The download"): asked from the
 * database with the same code and birth date as the status (certificate_download), so nobody gets it by a number. A
 * signed certificate gives the PDF (made in the browser) and the Open Badges 3.0 credential file; a revoked one says
 * so and gives neither.
 */
export function CertificateDownloadPanel({ code, birthDate }: { code: string; birthDate: string }) {
  const [answer, setAnswer] = useState<CertificateDownload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<"pdf" | "jwt" | null>(null);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setFailure(null);
    fetchCertificateDownload(code, birthDate).then(
      (a) => live && setAnswer(a),
      (e: Error) => live && setFailure(e.message),
    );
    return () => {
      live = false;
    };
  }, [code, birthDate, attempt]);

  async function save(kind: "pdf" | "jwt", signed: Signed) {
    setBusy(kind);
    setSaveFailure(null);
    try {
      await (kind === "pdf" ? saveCertificatePdf(signed) : saveCredential(signed));
    } catch (e) {
      setSaveFailure(e instanceof Error ? e.message : "Berkas gagal dibuat. Coba lagi.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border p-4" aria-live="polite" aria-busy={!answer && !failure}>
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Award className="h-4 w-4" aria-hidden="true" />
        Sertifikat Pelatihan
      </h3>
      {failure ? (
        <div className="grid gap-2">
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
          <Button type="button" variant="outline" size="sm" className="w-fit rounded-full" onClick={() => setAttempt((n) => n + 1)}>
            Coba Lagi
          </Button>
        </div>
      ) : !answer ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          Memeriksa sertifikat...
        </p>
      ) : answer.status === "sah" ? (
        <div className="grid gap-3">
          <p className="text-sm">
            Nomor <span className="font-mono">{answer.certificate.number}</span>, terbit {formatDate(answer.certificate.issued_on)}. Kode QR pada
            sertifikat dapat dipindai siapa saja untuk memeriksa keasliannya.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" className="rounded-full" disabled={busy !== null} onClick={() => void save("pdf", answer)}>
              {busy === "pdf" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
              Unduh Sertifikat (PDF)
            </Button>
            <Button type="button" variant="outline" className="rounded-full" disabled={busy !== null} onClick={() => void save("jwt", answer)}>
              {busy === "jwt" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileKey aria-hidden="true" />}
              Unduh Kredensial Digital (.jwt)
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Kredensial digital adalah sertifikat yang sama dalam format Open Badges 3.0 bertanda tangan elektronik, untuk disimpan di
            dompet digital atau profil profesional. Isinya tanpa tempat dan tanggal lahir.
          </p>
          {saveFailure && (
            <p role="alert" className="text-sm text-destructive">
              {saveFailure}
            </p>
          )}
        </div>
      ) : answer.status === "dicabut" ? (
        <p className="text-sm">
          Sertifikat nomor <span className="font-mono">{answer.number}</span> telah <strong>dicabut</strong> pada {formatDate(answer.revoked_on)} dengan
          alasan: {answer.revoked_reason}. Sertifikat ini tidak dapat diunduh. Hubungi narahubung untuk keterangan lebih lanjut.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Sertifikat Anda sedang disiapkan oleh panitia. Periksa kembali halaman ini dalam beberapa hari.
        </p>
      )}
    </div>
  );
}
