/**
 * What the public page /verifikasi-sertifikat asks the database (docs/certificates.md, "The public page"): the
 * certificate's status, by its public id or, for paper without a readable QR code, by number + the holder's birth
 * date. Both functions are POST only; their input goes in the body. The QR token itself never leaves the browser: only
 * the public id it carries is sent. The key set: ./certificate-keys.ts.
 */
import { PostgrestClient } from "@supabase/postgrest-js";
import { useMutation } from "@tanstack/react-query";

import { env } from "@/lib/env";
import type { CertificateUnit, Signatory } from "@/features/certificates/lib/verify";
import type { Database } from "@/types/database.types";

/** What certificate_status() and check_certificate() answer: the certificate's state, nothing of its holder. */
export interface CertificateStatusAnswer {
  status: "sah" | "dicabut" | "diganti";
  number: string;
  issued_on: string;
  revoked_on: string | null;
  revoked_reason: string | null;
  replaced_by: string | null;
  units: CertificateUnit[];
  signatory: Signatory;
}

/** The message for a failure that is not an answer (no connection, the server down). */
export const NETWORK_FAILURE = "Gagal terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.";

/** A failed check: the server's Indonesian message, and for 429 the seconds to wait when the browser may read them. */
export class CertificateCheckError extends Error {
  constructor(
    message: string,
    readonly kind: "network" | "rate_limited" | "refused",
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "CertificateCheckError";
  }
}

/** "Tidak ditemukan": a 404 is an answer, not a failure (an unknown id, or a number and birth date that do not match). */
export type CertificateLookup = { found: true; answer: CertificateStatusAnswer } | { found: false; message: string };

/** Whole seconds from a Retry-After header (seconds or an HTTP date), or null. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

type Rpc = "certificate_status" | "check_certificate";

/**
 * Calls a status function as `supabase.rpc` does (POST, the input in the body), with the anon key whoever is signed
 * in (the check is anyone's and names nobody), on a client of its own so the answer's Retry-After can be read: the
 * shared client (src/lib/supabase.ts) gives status and body only. A browser reads that header only where the API
 * lists it in Access-Control-Expose-Headers; where it does not, the server's own message says how long to wait.
 */
async function lookup(fn: Rpc, args: Database["public"]["Functions"][Rpc]["Args"]): Promise<CertificateLookup> {
  let retryAfter: string | null = null;
  const client = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      retryAfter = res.headers.get("Retry-After");
      return res;
    },
  });
  let result: { data: unknown; error: { message?: string; code?: string } | null; status: number };
  try {
    result = await client.rpc(fn, args as never);
  } catch {
    throw new CertificateCheckError(NETWORK_FAILURE, "network");
  }
  const { data, error, status } = result;
  if (!error && data && typeof data === "object" && "status" in data) return { found: true, answer: data as CertificateStatusAnswer };
  if (status === 404 && error?.code === "not_found" && error.message) return { found: false, message: error.message };
  if (status === 429 && error?.message) {
    const seconds = retryAfterSeconds(retryAfter);
    throw new CertificateCheckError(seconds ? waitMessage(seconds) : error.message, "rate_limited", seconds);
  }
  // a failed fetch (status 0), a 5xx or PostgREST's own errors carry no message for a visitor
  throw new CertificateCheckError(NETWORK_FAILURE, "network");
}

/** "Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 3 menit." (whole minutes, rounded up; seconds under one). */
export function waitMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
  return `Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam ${wait}.`;
}

/** The status by the public id the verified QR token carries (the UUID). */
export const certificateStatus = (publicId: string) => lookup("certificate_status", { p_id: publicId });

/** For paper without a readable QR code: the number as printed and the holder's birth date (yyyy-mm-dd). */
export const checkCertificate = (number: string, birthDate: string) => lookup("check_certificate", { p_number: number, p_birth_date: birthDate });

/** A mutation, not a query: every failed check is counted by the server's limits, so it is never retried or cached. */
export const useCheckCertificate = () =>
  useMutation({ mutationFn: ({ number, birthDate }: { number: string; birthDate: string }) => checkCertificate(number, birthDate) });
