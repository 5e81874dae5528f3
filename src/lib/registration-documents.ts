/**
 * The documents a batch may ask applicants to upload (schedules.required_documents, checked by the database:
 * supabase/migrations/20261125000001_registrations.sql). The order is the order of the form's checkboxes and of
 * the applicant's upload step.
 */
export const DOCUMENT_KINDS = ["ktp", "ijazah", "pas_foto", "kk"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  ktp: "KTP",
  ijazah: "Ijazah Terakhir",
  pas_foto: "Pas Foto",
  kk: "Kartu Keluarga",
};

/** What a new batch asks for. */
export const DEFAULT_DOCUMENTS: DocumentKind[] = ["ktp", "ijazah"];

export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);

/** A document kind's name (an unknown kind as it is stored). */
export const documentLabel = (kind: string) => (isDocumentKind(kind) ? DOCUMENT_LABELS[kind] : kind);
