import type { RegistrationFormInput } from "@/features/registrations/schemas/registration-schema";

/**
 * A half-filled registration kept on this device (localStorage), per batch, so a dropped connection or a closed tab
 * loses nothing: every field except the documents (files cannot be kept; their upload folder can, for 24 hours, with
 * the names of the files already uploaded) and the consent boxes (asked again on purpose). Cleared after a
 * submission and by 'Hapus data di perangkat ini'. Never sent anywhere.
 */
export interface RegistrationDraft {
  values: Omit<RegistrationFormInput, "consent" | "guardian_consent">;
  /** The upload folder and the idempotency key of this application, reused on a retry after a timeout. */
  uploadFolder: string | null;
  /** When the folder was handed out: its age decides whether it is still usable, not the draft's last save. */
  uploadFolderAt?: string | null;
  idempotencyKey: string;
  savedAt: string;
}

const key = (scheduleId: number) => `pendaftaran-draf-${scheduleId}`;
/** A folder is usable for 24 hours (the bucket's rule); a little less, to be safe. */
const FOLDER_LIFETIME_MS = 23 * 60 * 60 * 1000;

export function loadDraft(scheduleId: number, now = Date.now()): RegistrationDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(scheduleId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as RegistrationDraft;
    if (typeof draft !== "object" || !draft || typeof draft.values !== "object" || typeof draft.idempotencyKey !== "string") return null;
    // an old folder is gone on the server: forget it and its files (a draft saved a minute ago may hold a folder
    // handed out yesterday; drafts from before uploadFolderAt count from their last save)
    const folderAge = now - Date.parse(draft.uploadFolderAt ?? draft.savedAt);
    if (!(folderAge <= FOLDER_LIFETIME_MS)) return { ...draft, uploadFolder: null, uploadFolderAt: null, values: { ...draft.values, documents: {} } };
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(scheduleId: number, draft: Omit<RegistrationDraft, "savedAt">, now = Date.now()): void {
  try {
    const { consent: _consent, guardian_consent: _guardian, ...values } = draft.values as RegistrationFormInput;
    globalThis.localStorage?.setItem(key(scheduleId), JSON.stringify({ ...draft, values, savedAt: new Date(now).toISOString() }));
  } catch {
    // storage full or disabled (private mode): the form still works, only without the draft
  }
}

export function clearDraft(scheduleId: number): void {
  try {
    globalThis.localStorage?.removeItem(key(scheduleId));
  } catch {
    // nothing to clear
  }
}
