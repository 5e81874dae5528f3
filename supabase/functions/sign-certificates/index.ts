/**
 * `sign-certificates` (Supabase Edge Function, docs/certificates.md): signs a batch's issued certificates with the
 * centre's Ed25519 key and stores both signed forms (the QR token and the Open Badges 3.0 VC-JWT).
 *
 * The database decides who and what: the caller's own token asks public.certificates_to_sign() (admins and super
 * admins, at aal2 where two-factor is due), which answers the batch's valid certificates that have no credential
 * yet, every printed field as issued. Only then does this function sign, and the service role stores the result
 * (public.store_certificate_credentials(), which also publishes the public key). The private key is only in this
 * function's secret CERTIFICATE_SIGNING_JWK (hosted: `supabase secrets set`; locally: made once in the backend's data
 * folder and given to the functions by the gateway). Signing twice changes nothing: a certificate keeps its first
 * signature.
 * Deployed with `supabase functions deploy sign-certificates`; the embedded backend runs this same file with Deno.
 *
 * POST { schedule_id } → 200 { signed, kid }. Errors: { code, message } with a 4xx/5xx and an Indonesian message.
 */
import { CompactSign, SignJWT, importJWK } from "jose";
import {
  ISSUER_NAME,
  keyId,
  openBadgeCredential,
  parseSigningKey,
  publicJwk,
  qrPayload,
  type CertificateContent,
} from "../_shared/certificate-credential.ts";
import { fieldsOf, responder } from "../_shared/http.ts";

/** The request is `{ "schedule_id": n }`: anything much longer is not one. */
const MAX_BODY = 4096;

const { json, refuse, screen, readJson } = responder(["POST"]);

Deno.serve(async (req) => {
  const screened = screen(req);
  if (screened) return screened;
  const body = await readJson(req, MAX_BODY);
  if (body instanceof Response) return body;
  const { schedule_id: scheduleId } = fieldsOf(body.value);
  if (typeof scheduleId !== "number" || !Number.isSafeInteger(scheduleId) || scheduleId < 1) {
    return refuse(400, "bad_request", "Permintaan tidak valid: sebutkan jadwal (schedule_id).");
  }

  const url = Deno.env.get("SUPABASE_URL")?.replace(/\/+$/, "");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  const signing = parseSigningKey(Deno.env.get("CERTIFICATE_SIGNING_JWK"));
  if (!url || !anonKey || !serviceKey || !signing) {
    return refuse(500, "misconfigured", "Kunci penandatanganan sertifikat belum dikonfigurasi.");
  }
  const authorization = req.headers.get("Authorization") ?? "";
  if (!/^Bearer\s+\S+$/i.test(authorization)) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");

  // Who asks, and what to sign: the database, as the caller.
  const asked = await fetch(`${url}/rest/v1/rpc/certificates_to_sign`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ p_schedule_id: scheduleId }),
  }).catch(() => null);
  if (!asked) return refuse(502, "database_error", "Sertifikat tidak dapat ditandatangani. Coba lagi.");
  const answer = (await asked.json().catch(() => null)) as { actor?: unknown; certificates?: unknown; code?: unknown; message?: unknown } | null;
  if (!asked.ok) {
    // a visitor's token may not even call the function: PostgREST answers 401
    if (asked.status === 401) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");
    if ([403, 404].includes(asked.status) && typeof answer?.code === "string" && typeof answer.message === "string") {
      return refuse(asked.status, answer.code, answer.message);
    }
    return refuse(502, "database_error", "Sertifikat tidak dapat ditandatangani. Coba lagi.");
  }
  const list = Array.isArray(answer?.certificates) ? (answer.certificates as CertificateContent[]) : null;
  if (!list) return refuse(502, "database_error", "Sertifikat tidak dapat ditandatangani. Coba lagi.");

  const kid = await keyId(signing);
  if (list.length === 0) return json(200, { signed: 0, kid });

  const key = await importJWK(signing, "EdDSA");
  const issuer = { url: Deno.env.get("SITE_URL") || url, name: ISSUER_NAME };
  const encoder = new TextEncoder();
  const items = await Promise.all(
    list.map(async (c) => ({
      id: c.id,
      qr_token: await new CompactSign(encoder.encode(JSON.stringify(await qrPayload(c)))).setProtectedHeader({ alg: "EdDSA", kid }).sign(key),
      credential: await new SignJWT(openBadgeCredential(c, issuer))
        .setProtectedHeader({ alg: "EdDSA", typ: "JWT", kid })
        .setIssuer(issuer.url.replace(/\/+$/, ""))
        .setJti(`urn:uuid:${c.public_id}`)
        .setNotBefore(Math.floor(Date.parse(`${c.issued_on}T00:00:00+07:00`) / 1000))
        .sign(key),
    })),
  );

  const stored = await fetch(`${url}/rest/v1/rpc/store_certificate_credentials`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_kid: kid, p_jwk: await publicJwk(signing), p_actor: answer?.actor ?? null, p_items: items }),
  }).catch(() => null);
  const signed = stored?.ok ? ((await stored.json().catch(() => null)) as unknown) : null;
  if (stored && !stored.ok) await stored.body?.cancel();
  if (typeof signed !== "number") return refuse(502, "database_error", "Sertifikat tidak dapat disimpan. Coba lagi.");
  return json(200, { signed, kid });
});

