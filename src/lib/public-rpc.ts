/**
 * The visitors' side of the database functions that refuse in Indonesian (registration, complaints): a refusal is a
 * 4xx whose `code` is one of the functions' own lower-case words (`invalid`, `rate_limited`, `not_found`…), with the
 * message to show verbatim and, for a form, the field it concerns in `details`. Anything else (no connection, a 5xx,
 * PostgREST's own errors) carries no message for a visitor and becomes NETWORK_FAILURE. Input always goes in the
 * POST body (supabase.rpc), never in a URL.
 */

/** The message for a failure that is not a refusal (no connection, the server down). */
export const NETWORK_FAILURE = "Gagal terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.";

/** A function's refusal: its Indonesian message, its code, the field it concerns (`details`) and a hint. */
export class RpcRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly field: string | null,
    readonly hint: string | null,
  ) {
    super(message);
    this.name = "RpcRefusal";
  }
}

type RpcAnswer<T> = {
  data: T | null;
  error: { message?: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
};

/** The function's answer, or its refusal as an RpcRefusal (`network` when it is not one). */
export async function rpcAnswer<T>(call: PromiseLike<RpcAnswer<unknown>>): Promise<T> {
  let result: RpcAnswer<unknown>;
  try {
    result = await call;
  } catch {
    throw new RpcRefusal(NETWORK_FAILURE, "network", null, null);
  }
  if (result.error || !result.data) {
    const e = result.error ?? {};
    const refused = result.status >= 400 && result.status < 500 && /^[a-z][a-z_]*$/.test(e.code ?? "") && !!e.message;
    throw new RpcRefusal(refused ? e.message! : NETWORK_FAILURE, e.code ?? null, e.details ?? null, e.hint ?? null);
  }
  return result.data as T;
}
