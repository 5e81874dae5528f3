import { supabase } from "@/lib/supabase";
import { z } from "zod";
import { UNREADABLE_CERTIFICATE, printedCertificateSchema } from "@/features/certificates/schemas/certificate-schema";

/** certificate_download's answer (docs/certificates.md, "The download"): the printed fields when signed. */
const downloadSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("belum_terbit") }),
  z.object({ status: z.literal("belum_ditandatangani"), number: z.string() }),
  z.object({ status: z.literal("dicabut"), number: z.string(), revoked_on: z.string(), revoked_reason: z.string() }),
  z.object({ status: z.literal("sah"), certificate: printedCertificateSchema, qr_token: z.string().min(1), credential: z.string().min(1) }),
]);
export type CertificateDownload = z.infer<typeof downloadSchema>;

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
  const parsed = downloadSchema.safeParse(result.data);
  if (!parsed.success) throw new Error(UNREADABLE_CERTIFICATE);
  return parsed.data;
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
