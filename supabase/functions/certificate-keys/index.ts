/**
 * `certificate-keys` (Supabase Edge Function, docs/certificates.md): the public keys that verify the centre's
 * certificates, as a JWK set (RFC 7517) at a stable public address, GET /functions/v1/certificate-keys. No token
 * needed (`verify_jwt = false` in supabase/config.toml; the embedded gateway reads the same setting), cacheable.
 *
 * The set is every key in public.certificate_keys (a key is put there when it first signs and stays after a
 * rotation, so certificates signed with an older key still verify) plus the current signing key's public half,
 * derived from the secret CERTIFICATE_SIGNING_JWK, so a new key is published before it signs anything.
 * Plain fetch, no npm imports: nothing to download on a first start.
 */
import { parseSigningKey, publicJwk } from "../_shared/certificate-credential.ts";
import { responder } from "../_shared/http.ts";

/** Verifiers may keep the set this long; a rotated-in key is published before it signs, so nothing waits on it. */
const MAX_AGE_S = 300;

const { cors, refuse, screen } = responder(["GET", "HEAD"]);

Deno.serve(async (req) => {
  const screened = screen(req);
  if (screened) return screened;
  const url = Deno.env.get("SUPABASE_URL")?.replace(/\/+$/, "");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const unavailable = () => refuse(503, "unavailable", "Kunci publik sertifikat tidak dapat dimuat. Coba lagi.");
  if (!url || !anonKey) return unavailable();

  const res = await fetch(`${url}/rest/v1/certificate_keys?select=jwk&order=created_at.asc`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  }).catch(() => null);
  const rows = res?.ok ? ((await res.json().catch(() => null)) as { jwk: { kid: string } }[] | null) : null;
  if (res && !res.ok) await res.body?.cancel();
  if (!Array.isArray(rows)) return unavailable();

  const keys: { kid: string }[] = rows.map((r) => r.jwk);
  const signing = parseSigningKey(Deno.env.get("CERTIFICATE_SIGNING_JWK"));
  if (signing) {
    const current = await publicJwk(signing);
    if (!keys.some((k) => k.kid === current.kid)) keys.push(current);
  }
  const body = JSON.stringify({ keys });
  return new Response(req.method === "HEAD" ? null : body, {
    status: 200,
    headers: { ...cors, "Content-Type": "application/jwk-set+json", "Cache-Control": `public, max-age=${MAX_AGE_S}` },
  });
});
