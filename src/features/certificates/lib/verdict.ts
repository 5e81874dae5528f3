/**
 * The page's verdicts (docs/certificates.md, "The public page"): exactly one of sah, dicabut, diganti, tidak sah,
 * tidak ditemukan, from the verified QR token and the database's status, or from the paper check's answer alone.
 */
import type { CertificateStatusAnswer } from "@/features/certificates/api/certificate-verification";
import type { CertificateFields, VerifyResult } from "@/features/certificates/lib/verify";

/** Why a certificate is "tidak sah": the token's own reasons, or units / signatory that do not match its digest. */
export type InvalidReason = Extract<VerifyResult, { status: "tidak_sah" }>["reason"] | "details";

export type Verdict =
  /** `fields`: from the QR token (every printed field, signature checked); absent for the paper check. */
  | { status: "sah" | "dicabut" | "diganti"; answer: CertificateStatusAnswer; fields?: CertificateFields }
  | { status: "tidak_sah"; reason: InvalidReason }
  /** `source`: the QR code's public id, or the paper check's number and birth date (the advice differs). */
  | { status: "tidak_ditemukan"; message: string; source: "qr" | "paper" };

const MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

/** 'yyyy-mm-dd' as printed on the certificate, e.g. '17 April 2001' (the date as written, no time zone). */
export function printedDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return MONTHS[m - 1] && d ? `${d} ${MONTHS[m - 1]} ${y}` : iso;
}
