import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Loader2, RotateCw, WifiOff } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useCertificateKeys, useFreshCertificateKeys } from "@/features/certificates/api/certificate-keys";
import { certificateStatus, CertificateCheckError, NETWORK_FAILURE } from "@/features/certificates/api/certificate-verification";
import { CertificateVerdict } from "@/features/certificates/components/certificate-verdict";
import { detailsMatch, verifyCertificateToken, type CertificateFields, type VerifyResult } from "@/features/certificates/lib/verify";
import type { Verdict } from "@/features/certificates/lib/verdict";

/**
 * The status by public id, and whether the units and signatory it answers are the ones the token signed. Keyed by
 * the public id and the signed digest (what is sent is the public id alone), never by the token.
 */
function useStatus(fields: CertificateFields | null) {
  return useQuery({
    queryKey: ["certificate-status", fields?.publicId ?? null, fields?.detailsDigest ?? null],
    queryFn: async (): Promise<Verdict> => {
      const found = await certificateStatus(fields!.publicId);
      if (!found.found) return { status: "tidak_ditemukan", message: found.message, source: "qr" };
      if (!(await detailsMatch(fields!, found.answer))) return { status: "tidak_sah", reason: "details" };
      return { status: found.answer.status, answer: found.answer, fields: fields! };
    },
    enabled: fields !== null,
    // a failed check counts against the visitor's limit: only the retry button asks again
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * /verifikasi-sertifikat#<token>: the signature checked here against the published keys (nothing of the token is sent),
 * then the status by the public id it carries. One verdict, or a loading or network state with a retry.
 */
export default function TokenVerification({ token }: { token: string }) {
  const keys = useCertificateKeys();
  const freshKeys = useFreshCertificateKeys();
  const [signature, setSignature] = useState<{ token: string; result: VerifyResult } | null>(null);
  const [keysFailure, setKeysFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  // the token whose unknown key made the page ask for the key set again (once per token)
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!keys.data) return;
    let current = true;
    void (async () => {
      let result = await verifyCertificateToken(token, keys.data);
      if (result.status === "tidak_sah" && result.reason === "unknown_key" && refreshedFor.current !== token) {
        refreshedFor.current = token;
        try {
          result = await verifyCertificateToken(token, await freshKeys());
        } catch (error) {
          if (current) setKeysFailure(error as Error);
          return;
        }
      }
      if (current) setSignature({ token, result });
    })();
    return () => {
      current = false;
    };
  }, [token, keys.data, attempt, freshKeys]);

  const checked = signature?.token === token ? signature.result : null;
  const status = useStatus(checked?.status === "sah" ? checked.fields : null);

  let verdict: Verdict | null = null;
  if (checked?.status === "tidak_sah") verdict = { status: "tidak_sah", reason: checked.reason };
  else if (status.data) verdict = status.data;
  // while a retry is under way the page says it is checking again
  const failure = keys.isFetching || status.isFetching ? null : (keys.error ?? keysFailure ?? (checked?.status === "sah" ? status.error : null));

  // The verdict takes the focus once it is there, so a screen reader reads it (the page opened with the address).
  const region = useRef<HTMLElement>(null);
  const ids = { verdict: useId(), pending: useId() };
  useEffect(() => {
    if (verdict) region.current?.focus({ preventScroll: true });
  }, [verdict]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={verdict ? ids.verdict : ids.pending}
      aria-busy={!verdict && !failure}
      className="grid gap-5 outline-none"
      data-testid="certificate-verdict"
    >
      {verdict ? (
        <CertificateVerdict verdict={verdict} titleId={ids.verdict} />
      ) : failure ? (
        <div role="alert" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 sm:p-5">
          <h2 id={ids.pending} className="flex items-center gap-2 text-lg font-semibold text-destructive">
            <WifiOff className="size-5 shrink-0" aria-hidden="true" />
            Sertifikat belum dapat diperiksa
          </h2>
          <p className="text-sm">{failure instanceof CertificateCheckError ? failure.message : NETWORK_FAILURE}</p>
          {!(failure instanceof CertificateCheckError && failure.kind === "rate_limited") && (
            <Button
              type="button"
              variant="outline"
              className="w-fit rounded-full"
              onClick={() => {
                if (keysFailure) {
                  // ask for the key set again, past every cache, and check the token against it
                  refreshedFor.current = null;
                  setKeysFailure(null);
                  setAttempt((n) => n + 1);
                } else void (keys.error ? keys.refetch() : status.refetch());
              }}
            >
              <RotateCw aria-hidden="true" />
              Coba Lagi
            </Button>
          )}
        </div>
      ) : (
        <p id={ids.pending} role="status" className="flex items-center gap-2 rounded-lg border bg-muted/50 p-4 text-sm sm:p-5">
          <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden="true" />
          Memeriksa tanda tangan digital dan status sertifikat…
        </p>
      )}
    </section>
  );
}
