/**
 * What document-url and complaint-attachment-url both do (docs/selection.md "Documents through the function
 * document-url", docs/complaints.md "The attachment"): a link to one object of a private bucket, valid for
 * LINK_SECONDS, for the panel.
 *
 * Nobody signs in those buckets through the Storage API: storage-api signs for whatever lifetime the client asks, and
 * a policy never sees it. So the function decides the lifetime, and the database decides who and what: the caller's
 * own token asks the bucket's `open_…` function (admins and super admins, at aal2 where two-factor is due), which
 * answers the object's name; only then the service role signs that object. Plain fetch, no npm imports: nothing to
 * download on a first start.
 *
 * POST { …the function's fields } → 200 { signedURL, expiresIn } (signedURL relative to the project's /storage/v1, as
 * storage-api answers it). Errors: { code, message } with a 4xx/5xx and an Indonesian message.
 */
import { fieldsOf, responder } from "./http.ts";

/** How long a link works: long enough to open the file, too short to pass around. */
export const LINK_SECONDS = 120;

/** The request names one record: anything much longer than its few fields is not one. */
const MAX_BODY = 4096;

export type PrivateFileLink = {
  bucket: string;
  /** The database function that decides (called as the caller, POST: it may record the view). */
  rpc: string;
  /** The file in the messages, lower case: "dokumen", "lampiran". */
  noun: string;
  /** The database's arguments from the request's fields, or null when the request does not name a file. */
  args: (fields: Record<string, unknown>) => Record<string, unknown> | null;
  /** The 400's message when `args` answers null. */
  badRequest: string;
  /** The database's refusals passed on as they are (their Indonesian message); any other failure is a 502. */
  passOn: readonly number[];
};

/** The request handler of such a function: `Deno.serve(privateFileLink({ … }))`. */
export function privateFileLink({ bucket, rpc, noun, args, badRequest, passOn }: PrivateFileLink) {
  const { json, refuse, screen, readJson } = responder(["POST"]);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const cannotOpen = () => refuse(502, "database_error", `${Noun} tidak dapat dibuka. Coba lagi.`);

  return async (req: Request): Promise<Response> => {
    const screened = screen(req);
    if (screened) return screened;
    const body = await readJson(req, MAX_BODY);
    if (body instanceof Response) return body;
    const rpcArgs = args(fieldsOf(body.value));
    if (!rpcArgs) return refuse(400, "bad_request", badRequest);

    const url = Deno.env.get("SUPABASE_URL")?.replace(/\/+$/, "");
    const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
    const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
    if (!url || !anonKey || !serviceKey) return refuse(500, "misconfigured", `Fungsi ${noun} belum dikonfigurasi.`);
    const authorization = req.headers.get("Authorization") ?? "";
    if (!/^Bearer\s+\S+$/i.test(authorization)) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");

    // Who asks, and for which object: the database, as the caller.
    const asked = await fetch(`${url}/rest/v1/rpc/${rpc}`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
      body: JSON.stringify(rpcArgs),
    }).catch(() => null);
    if (!asked) return cannotOpen();
    const answer = (await asked.json().catch(() => null)) as unknown;
    if (!asked.ok) {
      const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
      // a visitor's token may not even call the function: PostgREST answers 401
      if (asked.status === 401) return refuse(401, "not_signed_in", "Silakan masuk sebagai admin.");
      if (passOn.includes(asked.status) && typeof code === "string" && typeof message === "string") return refuse(asked.status, code, message);
      return cannotOpen();
    }
    if (typeof answer !== "string") return cannotOpen();

    const path = answer.split("/").map(encodeURIComponent).join("/");
    const signed = await fetch(`${url}/storage/v1/object/sign/${bucket}/${path}`, {
      method: "POST",
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ expiresIn: LINK_SECONDS }),
    }).catch(() => null);
    if (signed && !signed.ok) await signed.body?.cancel();
    const link = signed?.ok ? ((await signed.json().catch(() => null)) as { signedURL?: unknown } | null) : null;
    if (typeof link?.signedURL !== "string") return refuse(404, "file_not_found", `Berkas ${noun} tidak ditemukan. Muat ulang halaman.`);
    return json(200, { signedURL: link.signedURL, expiresIn: LINK_SECONDS });
  };
}
