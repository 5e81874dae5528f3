/**
 * Every 429 of the auth server and of the Edge Functions carries Retry-After (issue 32 §1; docs/local-backend.md):
 * the sign-in limits (tests/integration/backend-auth-input.test.ts), the two-factor limits (challenge here, verify in
 * two-factor.test.ts), the reset mails' limit, and invite-member's answer to Auth's e-mail limit, which passes Auth's
 * Retry-After on, or an hour when Auth gives none (hosted GoTrue's 429s carry no Retry-After). The function runs
 * under Deno as in the backend, against a stand-in for Auth and the database that answers 429.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FunctionsService } from "../../supabase/local/functions.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";
import { createNonAdminUser, testEnv } from "../helpers/supabase";

interface Answer {
  status: number;
  retryAfter: string | undefined;
  json: Record<string, unknown>;
}

function request(base: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      { method: init.method ?? "POST", headers: { "content-type": "application/json", ...init.headers }, localAddress: init.from, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, json });
        });
      },
    );
    req.on("error", reject);
    req.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });
}

describe("the auth server's limits", () => {
  it("reset mails: the 6th for one address within 15 minutes is 429 over_email_send_rate_limit with Retry-After", async () => {
    const { url, anonKey } = testEnv();
    const user = await createNonAdminUser();
    const answers: Answer[] = [];
    // each from its own loopback address: only the per-address count of this e-mail is met
    for (let i = 1; i <= 6; i++) {
      answers.push(await request(url, "/auth/v1/recover", { headers: { apikey: anonKey }, body: { email: user.email }, from: `127.0.3.${i}` }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5].json).toEqual({ code: "over_email_send_rate_limit", message: "Email rate limit exceeded" });
    expect(Number(answers[5].retryAfter)).toBeGreaterThan(0);
    expect(Number(answers[5].retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it("two-factor challenges: over the burst of 30 from one address, 429 over_request_rate_limit with Retry-After", async () => {
    const { url, anonKey } = testEnv();
    const member = await createNonAdminUser();
    const { data } = await member.client.auth.mfa.enroll({ factorType: "totp" });
    const token = (await member.client.auth.getSession()).data.session!.access_token;
    const headers = { apikey: anonKey, authorization: `Bearer ${token}` };
    const from = "127.0.3.100";
    let limited: Answer | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const a = await request(url, `/auth/v1/factors/${data!.id}/challenge`, { headers, from });
      if (a.status === 429) limited = a;
      else expect(a.status).toBe(200);
    }
    expect(limited?.json).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(4);
  });
});

describe("invite-member when Auth's e-mail limit is reached", () => {
  /** What the stand-in's /auth/v1/invite sends with its 429 (null: no Retry-After, as hosted GoTrue). */
  let authRetryAfter: string | null = null;
  let stand: http.Server;
  let gateway: http.Server;
  let functions: FunctionsService;
  let base = "";

  beforeAll(async () => {
    // Auth and PostgREST as the function calls them: the caller may invite, the address is new, Auth refuses the mail
    stand = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { "content-type": "application/json", ...headers });
          res.end(JSON.stringify(body));
        };
        if (req.url?.startsWith("/rest/v1/rpc/authorize_team_change")) return send(200, "00000000-0000-4000-8000-000000000001");
        if (req.url?.startsWith("/rest/v1/rpc/team_invitation_target")) return send(200, []);
        if (req.url?.startsWith("/auth/v1/invite")) {
          return send(429, { code: "over_email_send_rate_limit", message: "Email rate limit exceeded" }, authRetryAfter ? { "Retry-After": authRetryAfter } : {});
        }
        send(404, { message: `unexpected ${req.method} ${req.url}` });
      });
    });
    await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", resolve));
    const standUrl = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
    functions = new FunctionsService({
      dir: fileURLToPath(new URL("../../supabase/functions", import.meta.url)),
      env: () => ({ SUPABASE_URL: standUrl, SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY, SITE_URL: "http://localhost:5173" }),
      log: () => {},
      warn: () => {},
    });
    gateway = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      void functions.handle(req, res, url.pathname.slice("/functions/v1".length), url);
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  }, 240_000);

  afterAll(async () => {
    await functions?.close();
    await new Promise((resolve) => gateway?.close(resolve));
    await new Promise((resolve) => stand?.close(resolve));
  });

  const invite = () =>
    request(base, "/functions/v1/invite-member", {
      headers: { authorization: `Bearer ${ANON_KEY}` },
      body: { email: "baru@example.com", role: "operator" },
    });

  it("passes Auth's Retry-After on with its 429 and an Indonesian message", async () => {
    authRetryAfter = "120";
    const answer = await invite();
    expect(answer).toEqual({
      status: 429,
      retryAfter: "120",
      json: { code: "over_email_send_rate_limit", message: "Terlalu banyak email terkirim. Coba lagi beberapa saat lagi." },
    });
  }, 240_000);

  it("says an hour when Auth's 429 has no Retry-After (hosted Auth counts e-mails per hour)", async () => {
    authRetryAfter = null;
    const answer = await invite();
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBe("3600");
  });
});
