/**
 * `complaint-attachment-url` (Supabase Edge Function, docs/complaints.md "The attachment"): a link to a complaint's
 * attachment, valid for 2 minutes, for the panel's queue.
 *
 * Nobody reads the private bucket `complaint-attachments` through the Storage API (migration
 * 20261201000001_complaints.sql: a restrictive policy). public.open_complaint_attachment() decides, as the caller:
 * admins and super admins, at aal2 where two-factor is due. How the link is made: ../_shared/private-file-link.ts.
 * Deployed with `supabase functions deploy complaint-attachment-url`; the embedded backend runs this same file with Deno.
 *
 * POST { complaint_id } → 200 { signedURL, expiresIn }.
 */
import { privateFileLink } from "../_shared/private-file-link.ts";

Deno.serve(
  privateFileLink({
    bucket: "complaint-attachments",
    rpc: "open_complaint_attachment",
    noun: "lampiran",
    args: ({ complaint_id: id }) => (typeof id === "number" && Number.isSafeInteger(id) && id >= 1 ? { p_id: id } : null),
    badRequest: "Permintaan tidak valid: sebutkan pengaduannya.",
    passOn: [403, 404],
  }),
);
