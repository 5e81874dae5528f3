/**
 * A raw request to the embedded backend's gateway, with the status codes and headers supabase-js hides, from a client
 * address of the caller's choosing (each test file has its own, so its failure counts depend on no other file).
 */
import http from "node:http";
import { testEnv, type TestClient } from "./supabase";

export type Json = Record<string, unknown>;
export type GatewayAnswer = { status: number; body: Json; headers: http.IncomingHttpHeaders };
export type GatewayInit = {
  method?: string;
  /** the bearer token (default: the anon key; "" for none) */
  token?: string;
  body?: unknown;
  /** a body sent as it is (malformed JSON, say) */
  rawBody?: string;
  /** the client address (a 127.0.0.x) */
  from: string;
  /** false: no apikey header */
  apikey?: boolean;
};

export function gatewayRequest(path: string, init: GatewayInit): Promise<GatewayAnswer> {
  const { url, anonKey } = testEnv();
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.apikey !== false) headers.apikey = anonKey;
  if (init.token !== "") headers.authorization = `Bearer ${init.token ?? anonKey}`;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method: init.method ?? "POST", headers, localAddress: init.from, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        let parsed: Json = {};
        try {
          parsed = JSON.parse(text) as Json;
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

export const accessToken = async (client: TestClient) => (await client.auth.getSession()).data.session!.access_token;

/** A database function over the API, as `client` (null: anon), over POST or GET (its arguments then in the URL). */
export async function rpcRequest(from: string, client: TestClient | null, name: string, args: Json, method = "POST"): Promise<GatewayAnswer> {
  const path = method === "GET" ? `/rest/v1/rpc/${name}?${new URLSearchParams(args as Record<string, string>)}` : `/rest/v1/rpc/${name}`;
  return gatewayRequest(path, { from, method, token: client ? await accessToken(client) : undefined, body: method === "GET" ? undefined : args });
}
