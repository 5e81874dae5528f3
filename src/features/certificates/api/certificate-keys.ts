/**
 * The centre's published key set for /verifikasi-sertifikat (docs/certificates.md, "The key"): GET, no token, no
 * input, cacheable. Loaded only with a QR code's address, together with the verifier.
 */
import { useCallback } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JSONWebKeySet } from "jose";

import { env } from "@/lib/env";
import { CertificateCheckError, NETWORK_FAILURE } from "@/features/certificates/api/certificate-verification";
import { CERTIFICATE_KEYS_PATH } from "@/features/certificates/lib/verify";

const KEYS_URL = `${env.supabaseUrl}${CERTIFICATE_KEYS_PATH}`;

/** The key set; `fresh` past the browser's HTTP cache (the function allows 5 minutes). */
export async function fetchCertificateKeys({ fresh = false } = {}): Promise<JSONWebKeySet> {
  let res: Response;
  try {
    res = await fetch(KEYS_URL, { headers: { Accept: "application/jwk-set+json, application/json" }, cache: fresh ? "no-cache" : "default" });
  } catch {
    throw new CertificateCheckError(NETWORK_FAILURE, "network");
  }
  if (!res.ok) throw new CertificateCheckError(NETWORK_FAILURE, "network");
  const set = (await res.json().catch(() => null)) as JSONWebKeySet | null;
  if (!set || !Array.isArray(set.keys)) throw new CertificateCheckError(NETWORK_FAILURE, "network");
  return set;
}

/** The centre's public keys; the function says `max-age=300`, so they count as fresh as long. No token, no input. */
export const certificateKeysQuery = () =>
  queryOptions({ queryKey: ["certificate-keys"], queryFn: () => fetchCertificateKeys(), staleTime: 5 * 60_000, retry: false });

export const useCertificateKeys = () => useQuery(certificateKeysQuery());

/**
 * The key set asked again past every cache, once a token names a key the cached set does not list: a key published
 * minutes ago (a rotation) must not make a genuine certificate "tidak sah" for the 5 minutes a set may be cached.
 */
export function useFreshCertificateKeys() {
  const client = useQueryClient();
  return useCallback(async (): Promise<JSONWebKeySet> => {
    const set = await fetchCertificateKeys({ fresh: true });
    client.setQueryData(certificateKeysQuery().queryKey, set);
    return set;
  }, [client]);
}
