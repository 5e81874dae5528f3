/** A PostgREST-style failure and a PostgREST-style answer (shared by postgrest.ts, history.ts and handlers.ts). */
import type { DbError } from "./rls";

export class PgError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public details: string | null = null,
    public hint: string | null = null,
  ) {
    super(message);
  }
  static from(e: DbError): PgError {
    return new PgError(e.status, e.code, e.message, e.details, e.hint);
  }
  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export interface RestResult {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}
