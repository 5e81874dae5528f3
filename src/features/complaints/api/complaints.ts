import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { rpcAnswer } from "@/lib/public-rpc";
import type { ComplaintCategory, ComplaintStatus } from "@/lib/complaint-statuses";
import type { Json } from "@/types/database.types";

/*
 * The visitors' side of complaints (docs/complaints.md, "The API"; the settings: ./complaint-settings.ts): an upload
 * folder and the attachment (private bucket complaint-attachments), the submission and
 * the lookup by tracking code. Every function but the settings is POST only; the code goes in the body, never in a URL.
 */

/** A fresh folder of the private bucket for this complaint's attachment (open 24 hours, for one complaint). */
async function startComplaintUpload(): Promise<string> {
  const { folder } = await rpcAnswer<{ folder: string }>(supabase.rpc("start_complaint_upload"));
  return folder;
}

/**
 * Uploads the attachment as `<folder>/lampiran-<timestamp>.<ext>` (what the bucket's policy accepts), resumable and
 * as the anonymous visitor; a folder per attempt. The upload code is loaded on first use.
 */
export async function uploadComplaintAttachment(file: File, onProgress: (progress: { loaded: number; total: number }) => void): Promise<string> {
  const folder = await startComplaintUpload();
  const ext = file.type === "application/pdf" ? "pdf" : file.type === "image/png" ? "png" : file.type === "image/webp" ? "webp" : "jpg";
  const { uploadFile } = await import("@/lib/storage-upload");
  const uploaded = await uploadFile("complaint-attachments", file, folder, { onProgress, objectName: `${folder}/lampiran-${Date.now()}.${ext}`, anonymous: true });
  return uploaded.path;
}

/** What complaint_submit stores: the database checks every field again. */
export type ComplaintSubmission = {
  category: ComplaintCategory;
  message: string;
  anonymous: boolean;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  attachment: string | null;
  idempotency_key: string;
  website: string;
};

/** Sends the complaint; its tracking code comes back (the same code for a retry with the same key). */
export const submitComplaint = (complaint: ComplaintSubmission) =>
  rpcAnswer<{ code: string }>(supabase.rpc("complaint_submit", { p: complaint as unknown as Json }));

/** What complaint_status answers: never the message, the contact or the attachment. */
export type ComplaintStatusView = {
  category: ComplaintCategory;
  status: ComplaintStatus;
  received_at: string;
  status_changed_at: string;
  due_on: string;
  answer: string | null;
  answered_at: string | null;
};

/** A mutation, not a query: each failed lookup counts against the client's limit and must not be retried or cached. */
export const useComplaintLookup = () =>
  useMutation({ mutationFn: (code: string) => rpcAnswer<ComplaintStatusView>(supabase.rpc("complaint_status", { p_code: code })) });
