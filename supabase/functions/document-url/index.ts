/**
 * `document-url` (Supabase Edge Function, docs/selection.md "Documents through the function document-url"): a link
 * to one document of an application, valid for 2 minutes, for the panel's document viewer.
 *
 * Nobody may sign in the private bucket `registration-documents` through the Storage API (migration
 * 20261128000002_document_erasure.sql): storage-api signs for whatever lifetime the client asks, and a policy never
 * sees it. So this function decides the lifetime. The database decides who and what: the caller's own token asks
 * public.open_registration_document() (admins and super admins, at aal2 where two-factor is due; the document row
 * must still exist, so nothing of an erased application; the view is recorded on the timeline), which answers the
 * object's name; only then the service role signs that object for LINK_SECONDS.
 * Deployed with `supabase functions deploy document-url`; the embedded backend runs this same file with Deno.
 * Plain fetch, no npm imports: nothing to download on a first start.
 *
 * POST { registration_id, kind } → 200 { signedURL, expiresIn } (signedURL relative to the project's /storage/v1, as
 * storage-api answers it). Errors: { code, message } with a 4xx/5xx and an Indonesian message.
 */
import { fieldsOf, responder } from "../_shared/http.ts";

/** How long a link works: long enough to open the document, too short to pass around. */
const LINK_SECONDS = 120;
const BUCKET = "registration-documents";
const KINDS = ["ktp", "ijazah", "pas_foto", "kk"];

/** The request is `{ "registration_id": n, "kind": "ktp" }`: anything much longer is not one. */
const MAX_BODY = 4096;

const { json, refuse, screen, readJson } = responder(["POST"]);

Deno.serve(async (req) => {
  const screened = screen(req);
  if (screened) return screened;
  const body = await readJson(req, MAX_BODY);
  if (body instanceof Response) return body;
  const { registration_id: id, kind } = fieldsOf(body.value);
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || typeof kind !== "string" || !KINDS.includes(kind)) {
    return refuse(400, "bad_request", "Permintaan tidak valid: sebutkan pendaftar dan jenis dokumen.");
  }

  const url = Deno.env.get("SUPABASE_URL")?.replace(/\/+$/, "");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!url || !anonKey || !serviceKey) return refuse(500, "misconfigured", "Fungsi dokumen belum dikonfigurasi.");
  const authorization = req.headers.get("Authorization") ?? "";
  if (!/^Bearer\s+\S+$/i.test(authorization)) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");

  // Who asks, and for which object: the database, as the caller (POST: the call records the view).
  const asked = await fetch(`${url}/rest/v1/rpc/open_registration_document`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ p_registration_id: id, p_kind: kind }),
  }).catch(() => null);
  if (!asked) return refuse(502, "database_error", "Dokumen tidak dapat dibuka. Coba lagi.");
  const answer = (await asked.json().catch(() => null)) as unknown;
  if (!asked.ok) {
    const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
    // a visitor's token may not even call the function: PostgREST answers 401
    if (asked.status === 401) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");
    if ([403, 404, 410].includes(asked.status) && typeof code === "string" && typeof message === "string") return refuse(asked.status, code, message);
    return refuse(502, "database_error", "Dokumen tidak dapat dibuka. Coba lagi.");
  }
  if (typeof answer !== "string") return refuse(502, "database_error", "Dokumen tidak dapat dibuka. Coba lagi.");

  const path = answer.split("/").map(encodeURIComponent).join("/");
  const signed = await fetch(`${url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ expiresIn: LINK_SECONDS }),
  }).catch(() => null);
  if (signed && !signed.ok) await signed.body?.cancel();
  const link = signed?.ok ? ((await signed.json().catch(() => null)) as { signedURL?: unknown } | null) : null;
  if (typeof link?.signedURL !== "string") return refuse(404, "file_not_found", "Berkas dokumen tidak ditemukan. Muat ulang halaman.");
  return json(200, { signedURL: link.signedURL, expiresIn: LINK_SECONDS });
});
