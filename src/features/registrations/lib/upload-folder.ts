/**
 * The one upload folder of an application (docs/registration.md, "Documents"). Every document goes into the folder
 * start_registration_upload() handed out for this application, and the database accepts a submission only when all
 * of its documents are in that one folder. Documents chosen quickly start their uploads together while no folder
 * exists yet: they share the one request under way instead of asking for a folder each (each would get its own, and
 * the submission would be refused although every document shows "terunggah").
 */
export interface UploadFolder {
  /** The folder, once handed out (or restored from the draft). */
  current(): string | null;
  /** When the folder was handed out (ISO time), for the draft: the bucket accepts files in it for 24 hours. */
  startedAt(): string | null;
  /** The folder, asking the server for one only when none exists and no request is under way. */
  ensure(): Promise<string>;
  /** Replaces the folder (a restored draft) or forgets it (null: 'Hapus data di perangkat ini'). */
  reset(folder: string | null, startedAt?: string | null): void;
}

export function createUploadFolder(start: () => Promise<string>, now: () => number = Date.now): UploadFolder {
  let folder: string | null = null;
  let at: string | null = null;
  let pending: Promise<string> | null = null;
  // A request answered after a reset belongs to the application before it: its folder is not used.
  let generation = 0;

  const keeper: UploadFolder = {
    current: () => folder,
    startedAt: () => at,
    ensure() {
      if (folder) return Promise.resolve(folder);
      if (!pending) {
        const asked = generation;
        pending = start().then(
          (given) => {
            if (asked !== generation) return keeper.ensure();
            pending = null;
            folder = given;
            at = new Date(now()).toISOString();
            return given;
          },
          (error: unknown) => {
            // a failed request is asked again by the next upload
            if (asked === generation) pending = null;
            throw error;
          },
        );
      }
      return pending;
    },
    reset(next, startedAt = null) {
      generation++;
      pending = null;
      folder = next;
      at = next ? (startedAt ?? new Date(now()).toISOString()) : null;
    },
  };
  return keeper;
}
