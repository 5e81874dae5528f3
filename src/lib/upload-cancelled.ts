/** The upload (or the compression before it) was cancelled by the user: nothing was stored. */
export class UploadCancelledError extends Error {
  constructor() {
    super("Unggahan dibatalkan.");
    this.name = "AbortError";
  }
}

export function isUploadCancelled(error: unknown): boolean {
  return error instanceof UploadCancelledError;
}
