/**
 * CORS of the gateway: open for /rest/v1, /auth/v1 and /storage/v1 (as hosted Supabase), but the
 * local-only admin routes (/pg/query, /pg/reload-schema, /) refuse cross-origin requests, so a
 * web page open in the developer's browser cannot read auth.users with the well-known service
 * key. Uses the shared integration backend. Loopback only.
 */
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
