/**
 * What every Edge Function of this project answers alike: CORS for the site's browser, JSON that no cache keeps,
 * refusals as { code, message } with an Indonesian message, the methods it takes (405 with Allow), and a request body
 * read to its end with a size limit. Plain Deno, no imports: nothing to download on a first start.
 */

/** The CORS headers of a function that takes `methods` (OPTIONS is added). */
export function cors(methods: readonly string[]): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
  };
}

/** A function's way of answering, for the methods it takes. */
export function responder(methods: readonly string[]) {
  const headers = cors(methods);
  const allow = headers["Access-Control-Allow-Methods"];
  // answers carry personal data or its keys (a link, an e-mail, a signed certificate): never kept by a cache
  const json = (status: number, body: unknown, extra: Record<string, string> = {}): Response =>
    new Response(JSON.stringify(body), { status, headers: { ...headers, "Content-Type": "application/json", "Cache-Control": "no-store", ...extra } });
  const refuse = (status: number, code: string, message: string, extra?: Record<string, string>) => json(status, { code, message }, extra);
  return {
    cors: headers,
    json,
    refuse,
    /**
     * The answer to a preflight or to a method the function does not take (its body is dropped unread), or null when
     * the request is one to handle.
     */
    screen(req: Request): Response | null {
      if (req.method === "OPTIONS") return new Response(null, { status: 204, headers });
      if (methods.includes(req.method)) return null;
      void req.body?.cancel();
      const verb = methods.filter((m) => m !== "HEAD").join(" atau ");
      return refuse(405, "method_not_allowed", `Gunakan ${verb}.`, { Allow: allow });
    },
    /**
     * The request's JSON body, read to its end keeping at most `maxBytes` (answering before the body is in would cut
     * a client off mid-send): 413 over the limit; `parsed: false` when it is not JSON.
     */
    async readJson(req: Request, maxBytes: number): Promise<Response | { parsed: boolean; value: unknown }> {
      const decoder = new TextDecoder();
      let text = "";
      let size = 0;
      for await (const chunk of req.body ?? []) {
        size += chunk.length;
        if (size <= maxBytes) text += decoder.decode(chunk, { stream: true });
      }
      if (size > maxBytes) return refuse(413, "payload_too_large", "Permintaan terlalu besar.");
      try {
        return { parsed: true, value: JSON.parse(text + decoder.decode()) };
      } catch {
        return { parsed: false, value: null };
      }
    },
  };
}

/** The object a JSON body holds, or an empty one (so every field reads as missing). */
export const fieldsOf = (value: unknown): Record<string, unknown> =>
  (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
