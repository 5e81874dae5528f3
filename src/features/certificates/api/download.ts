import { supabase } from "@/lib/supabase";
import type { PrintedCertificate } from "@/features/certificates/schemas/certificate-schema";

/** A certificate's printed fields as certificate_download answers them (docs/certificates.md, "The download"). */
type DownloadedCertificate = PrintedCertificate;

export type CertificateDownload =
  | { status: "belum_terbit" }
  | { status: "belum_ditandatangani"; number: string }
  | { status: "dicabut"; number: string; revoked_on: string; revoked_reason: string }
  | { status: "sah"; certificate: DownloadedCertificate; qr_token: string; credential: string };

const FAILURE = "Sertifikat belum dapat diambil. Periksa koneksi internet Anda lalu coba lagi.";

/**
 * The holder's certificate by the registration's code and birth date (POST; the database limits and counts misses
 * like the status check). A refusal (404, 429) carries the database's Indonesian message; anything else one of ours.
 */
export async function fetchCertificateDownload(code: string, birthDate: string): Promise<CertificateDownload> {
  let result;
  try {
    result = await supabase.rpc("certificate_download", { p_code: code, p_birth_date: birthDate });
  } catch {
    throw new Error(FAILURE);
  }
  if (result.error || !result.data) {
    const e = result.error;
    const refused = result.status >= 400 && result.status < 500 && /^[a-z][a-z_]*$/.test(e?.code ?? "") && !!e?.message;
    throw new Error(refused ? e!.message : FAILURE);
  }
  return result.data as unknown as CertificateDownload;
}

/** The PDF of a signed certificate (the PDF module is loaded now, never with the page). */
export async function saveCertificatePdf(answer: Extract<CertificateDownload, { status: "sah" }>): Promise<void> {
  const [{ buildCertificatesPdf }, { saveFile, certificateFileName }] = await Promise.all([
    import("@/features/certificates/pdf/certificate-pdf"),
    import("@/features/certificates/lib/download"),
  ]);
  const bytes = await buildCertificatesPdf([{ ...answer.certificate, qr_token: answer.qr_token }], window.location.origin);
  saveFile(new Blob([bytes as BlobPart], { type: "application/pdf" }), `${certificateFileName(answer.certificate.number)}.pdf`);
}

/** The Open Badges 3.0 credential as the VC-JWT file wallets import (media type of VC-JOSE-COSE). */
export async function saveCredential(answer: Extract<CertificateDownload, { status: "sah" }>): Promise<void> {
  const { saveFile, certificateFileName } = await import("@/features/certificates/lib/download");
  saveFile(new Blob([answer.credential], { type: "application/vc+jwt" }), `${certificateFileName(answer.certificate.number)}.jwt`);
}
