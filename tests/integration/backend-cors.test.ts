/**
 * CORS of the gateway: open for /rest/v1, /auth/v1 and /storage/v1 (as hosted Supabase), but the
 * local-only admin routes (/pg/query, /pg/reload-schema, /) refuse cross-origin requests, so a
 * web page open in the developer's browser cannot read auth.users with the well-known service
 * key; and they answer only requests that name the gateway by a loopback name (DNS rebinding: a page of
 * rebind.evil.example whose name now resolves to 127.0.0.1 is the gateway's own origin, so only its Host gives it
 * away). Uses the shared integration backend. Loopback only.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { testEnv } from "../helpers/supabase";
import { timedFetch } from "../helpers/backend-process";

const EVIL = "http://evil.example";

describe("public APIs keep CORS open", () => {
  for (const p of ["/rest/v1/programs?select=id&limit=1", "/auth/v1/settings", "/storage/v1/bucket/gallery"]) {
    it(`${p} reflects any Origin`, async () => {
      const { url, anonKey } = testEnv();
      const r = await timedFetch(`${url}${p}`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, origin: EVIL } });
      expect(r?.headers.get("access-control-allow-origin")).toBe(EVIL);
      const pre = await timedFetch(`${url}${p}`, {
        method: "OPTIONS",
        headers: { origin: EVIL, "access-control-request-method": "GET", "access-control-request-headers": "apikey, authorization" },
      });
      expect(pre?.status).toBe(204);
      expect(pre?.headers.get("access-control-allow-origin")).toBe(EVIL);
    });
  }
});

describe("local-only routes refuse other origins", () => {
  it("POST /pg/query with the service key from another origin: 403, no CORS headers, no rows", async () => {
    const { url, serviceRoleKey } = testEnv();
    const r = await timedFetch(`${url}/pg/query`, {
      method: "POST",
      headers: { origin: EVIL, apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "select email from auth.users" }),
    });
    expect(r?.status).toBe(403);
    expect(r?.headers.get("access-control-allow-origin")).toBeNull();
    expect(r?.body).not.toContain("admin@example.com");
  });

  it("the preflight for /pg/query from another origin grants nothing", async () => {
    const { url } = testEnv();
    const r = await timedFetch(`${url}/pg/query`, {
      method: "OPTIONS",
      headers: { origin: EVIL, "access-control-request-method": "POST", "access-control-request-headers": "apikey, content-type" },
    });
    expect(r?.status).toBe(403);
    expect(r?.headers.get("access-control-allow-origin")).toBeNull();
    expect(r?.headers.get("access-control-allow-headers")).toBeNull();
  });

  it("a simple cross-site POST (Sec-Fetch-Site: cross-site, no Origin) is refused too", async () => {
    const { url, serviceRoleKey } = testEnv();
    const r = await timedFetch(`${url}/pg/reload-schema`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(r?.status).toBe(403);
  });

  it("tools without an Origin (curl, Node, tests) still use /pg/query", async () => {
    const { url, serviceRoleKey } = testEnv();
    const r = await timedFetch(`${url}/pg/query`, {
      method: "POST",
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "select 1 as one" }),
    });
    expect(r?.status).toBe(200);
    expect(JSON.parse(r!.body)).toEqual([{ one: 1 }]);
  });
});

/** A request with a Host header of its own choosing (fetch cannot set Host), as a rebound browser page sends it. */
function withHost(path: string, host: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { url } = testEnv();
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method: init.method ?? "GET", headers: { ...init.headers, host }, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("local-only routes answer loopback host names only (DNS-rebinding defence)", () => {
  const port = () => new URL(testEnv().url).port;
  const foreign = () => ["rebind.evil.example", `rebind.evil.example:${port()}`, `localhost.evil.example:${port()}`, `127.0.0.1.evil.example:${port()}`, `127.0.0.1.nip.io:${port()}`, "localhost:x", "evil.example:54321@127.0.0.1"];

  it("the mailbox's messages (reset links) are not listed to a rebound host: a clear 403, no mail", async () => {
    const { anonKey } = testEnv();
    // a reset mail, so there is something a rebinding page would want
    await fetch(`${testEnv().url}/auth/v1/recover`, {
      method: "POST",
      headers: { apikey: anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com" }),
    });
    const own = await withHost("/mailbox/api/messages", `127.0.0.1:${port()}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain("/auth/v1/verify?token=");
    for (const host of foreign()) {
      for (const path of ["/mailbox/api/messages", "/mailbox", "/mailbox/"]) {
        const r = await withHost(path, host);
        expect({ host, path, status: r.status }).toEqual({ host, path, status: 403 });
        expect(JSON.parse(r.body).message).toMatch(/loopback host name/);
        expect(r.body).not.toContain("token=");
      }
    }
  });

  it("/pg/query with the well-known service key is refused to a rebound host (no Origin check can see it)", async () => {
    const { serviceRoleKey } = testEnv();
    for (const host of foreign()) {
      const r = await withHost("/pg/query", host, {
        method: "POST",
        headers: { origin: `http://${host}`, apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" },
        body: JSON.stringify({ query: "select email from auth.users" }),
      });
      expect({ host, status: r.status }).toEqual({ host, status: 403 });
      expect(r.body).not.toContain("admin@example.com");
    }
    for (const path of ["/", "/health", "/pg/reload-schema"]) expect((await withHost(path, "rebind.evil.example")).status).toBe(403);
  });

  it("loopback names pass, with or without the port, in any case; the public APIs answer any host as hosted Supabase", async () => {
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`, "localhost", "127.0.0.1", `LocalHost:${port()}`]) {
      expect({ host, status: (await withHost("/mailbox/api/messages", host)).status }).toEqual({ host, status: 200 });
    }
    expect((await withHost("/auth/v1/health", "rebind.evil.example")).status).toBe(200);
  });
});
