/**
 * `document-url` (Supabase Edge Function, docs/selection.md "Documents through the function document-url"): a link
 * to one document of an application, valid for 2 minutes, for the panel's document viewer.
 *
 * The bucket `registration-documents` is signed in by nobody through the Storage API (migration
 * 20261128000002_document_erasure.sql). public.open_registration_document() decides, as the caller: admins and super
 * admins, at aal2 where two-factor is due; the document row must still exist, so nothing of an erased application
 * (410); the view is recorded on the timeline. How the link is made: ../_shared/private-file-link.ts.
 * Deployed with `supabase functions deploy document-url`; the embedded backend runs this same file with Deno.
 *
 * POST { registration_id, kind } → 200 { signedURL, expiresIn }.
 */
import { privateFileLink } from "../_shared/private-file-link.ts";

const KINDS = ["ktp", "ijazah", "pas_foto", "kk"];

Deno.serve(
  privateFileLink({
    bucket: "registration-documents",
    rpc: "open_registration_document",
    noun: "dokumen",
    args: ({ registration_id: id, kind }) =>
      typeof id === "number" && Number.isSafeInteger(id) && id >= 1 && typeof kind === "string" && KINDS.includes(kind)
        ? { p_registration_id: id, p_kind: kind }
        : null,
    badRequest: "Permintaan tidak valid: sebutkan pendaftar dan jenis dokumen.",
    passOn: [403, 404, 410],
  }),
);
