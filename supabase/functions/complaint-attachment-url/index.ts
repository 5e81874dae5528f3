/**
 * `complaint-attachment-url` (Supabase Edge Function, docs/complaints.md "The attachment"): a link to a complaint's
 * attachment, valid for 2 minutes, for the panel's queue.
 *
 * Nobody reads the private bucket `complaint-attachments` through the Storage API (migration
 * 20261201000001_complaints.sql: a restrictive policy): storage-api would sign for whatever lifetime the client asks.
 * So this function decides the lifetime, and the database decides who: the caller's own token asks
 * public.open_complaint_attachment() (admins and super admins, at aal2 where two-factor is due), which answers the
 * object's name; only then the service role signs that object for LINK_SECONDS. The same shape as document-url.
 * Deployed with `supabase functions deploy complaint-attachment-url`; the embedded backend runs this same file with Deno.
 *
 * POST { complaint_id } → 200 { signedURL, expiresIn } (signedURL relative to the project's /storage/v1). Errors:
 * { code, message } with a 4xx/5xx and an Indonesian message.
 */
import { fieldsOf, responder } from "../_shared/http.ts";

/** How long a link works: long enough to open the file, too short to pass around. */
const LINK_SECONDS = 120;
const BUCKET = "complaint-attachments";

/** The request is `{ "complaint_id": n }`: anything much longer is not one. */
const MAX_BODY = 4096;

const { json, refuse, screen, readJson } = responder(["POST"]);

Deno.serve(async (req) => {
  const screened = screen(req);
  if (screened) return screened;
  const body = await readJson(req, MAX_BODY);
  if (body instanceof Response) return body;
  const { complaint_id: id } = fieldsOf(body.value);
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) {
    return refuse(400, "bad_request", "Permintaan tidak valid: sebutkan pengaduannya.");
  }

  const url = Deno.env.get("SUPABASE_URL")?.replace(/\/+$/, "");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!url || !anonKey || !serviceKey) return refuse(500, "misconfigured", "Fungsi lampiran belum dikonfigurasi.");
  const authorization = req.headers.get("Authorization") ?? "";
  if (!/^Bearer\s+\S+$/i.test(authorization)) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");

  // Who asks, and for which object: the database, as the caller.
  const asked = await fetch(`${url}/rest/v1/rpc/open_complaint_attachment`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ p_id: id }),
  }).catch(() => null);
  if (!asked) return refuse(502, "database_error", "Lampiran tidak dapat dibuka. Coba lagi.");
  const answer = (await asked.json().catch(() => null)) as unknown;
  if (!asked.ok) {
    const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
    // a visitor's token may not even call the function: PostgREST answers 401
    if (asked.status === 401) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");
    if ([403, 404].includes(asked.status) && typeof code === "string" && typeof message === "string") return refuse(asked.status, code, message);
    return refuse(502, "database_error", "Lampiran tidak dapat dibuka. Coba lagi.");
  }
  if (typeof answer !== "string") return refuse(502, "database_error", "Lampiran tidak dapat dibuka. Coba lagi.");

  const path = answer.split("/").map(encodeURIComponent).join("/");
  const signed = await fetch(`${url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ expiresIn: LINK_SECONDS }),
  }).catch(() => null);
  if (signed && !signed.ok) await signed.body?.cancel();
  const link = signed?.ok ? ((await signed.json().catch(() => null)) as { signedURL?: unknown } | null) : null;
  if (typeof link?.signedURL !== "string") return refuse(404, "file_not_found", "Berkas lampiran tidak ditemukan. Muat ulang halaman.");
  return json(200, { signedURL: link.signedURL, expiresIn: LINK_SECONDS });
});
