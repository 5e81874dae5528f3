/**
 * /auth/v1 answers bad input like GoTrue: 400/422 with {code, message}, never 500; e-mails
 * are validated on update; passwords over 72 bytes are refused, not truncated; failed
 * sign-ins are limited per e-mail and per client (429 + Retry-After, even for the right
 * password); a wrong password costs the same whether or not the e-mail exists.
 * Runs its own backend process (the rate limit is per client address). Loopback only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackendProcess, timedFetch, type BackendProcess } from "../helpers/backend-process";

let b: BackendProcess;
const tag = Date.now().toString(36);
const users = ["a", "b", "c", "d"].map((n) => ({ email: `auth-${n}-${tag}@example.com`, password: `sandi-${n}-123456` }));
const tokens: string[] = [];

async function call(path: string, init: { method?: string; body?: string; token?: string; headers?: Record<string, string> } = {}) {
  const res = await timedFetch(
    `${b.url}/auth/v1${path}`,
    {
      method: init.method ?? "POST",
      headers: {
        apikey: b.anonKey,
        "content-type": "application/json",
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body,
    },
    10_000,
  );
  if (!res) throw new Error(`${path} did not answer`);
  return { status: res.status, json: JSON.parse(res.body || "{}") as Record<string, unknown>, headers: res.headers, ms: res.ms };
}
const signIn = (email: string, password: string) => call("/token?grant_type=password", { body: JSON.stringify({ email, password }) });

beforeAll(async () => {
  b = await startBackendProcess();
  for (const u of users) {
    const r = await call("/admin/users", { token: b.serviceRoleKey, body: JSON.stringify({ email: u.email, password: u.password, email_confirm: true }) });
    expect(r.status).toBe(200);
    const s = await signIn(u.email, u.password);
    expect(s.status).toBe(200);
    tokens.push(String(s.json.access_token));
  }
});

afterAll(async () => {
  await b?.kill();
});

describe("malformed bodies", () => {
  it("a JSON null body on /token answers 400 with {code, message}", async () => {
    const r = await call("/token?grant_type=password", { body: "null" });
    expect(r.status).toBe(400);
    expect(typeof r.json.code).toBe("string");
    expect(typeof r.json.message).toBe("string");
  });

  it("a JSON null (or array) body on PUT /user answers 400", async () => {
    for (const body of ["null", "[]", '"x"']) {
      const r = await call("/user", { method: "PUT", token: tokens[0], body });
      expect(r.status, body).toBe(400);
    }
  });

  it("a NUL byte in the e-mail answers 400 validation_failed", async () => {
    const r = await signIn(`adm\u0000in@example.com`, "whatever123");
    expect(r.status).toBe(400);
    expect(r.json.code).toBe("validation_failed");
  });
});

describe("PUT /user e-mail and password", () => {
  it("a blank e-mail changes nothing; the user can still sign in", async () => {
    const r = await call("/user", { method: "PUT", token: tokens[0], body: JSON.stringify({ email: "   " }) });
    expect(r.status).toBe(200);
    expect(r.json.email).toBe(users[0].email);
    expect((await signIn(users[0].email, users[0].password)).status).toBe(200);
  });

  it("a malformed e-mail answers 400 validation_failed and changes nothing", async () => {
    for (const email of ["bukan-email", "a@", "@b.com", "a b@c.com", "x\u0000@y.com"]) {
      const r = await call("/user", { method: "PUT", token: tokens[0], body: JSON.stringify({ email }) });
      expect(r.status, email).toBe(400);
      expect(r.json.code).toBe("validation_failed");
    }
    expect((await signIn(users[0].email, users[0].password)).status).toBe(200);
  });

  it("taking another user's e-mail answers 422 email_exists, not 500", async () => {
    const r = await call("/user", { method: "PUT", token: tokens[1], body: JSON.stringify({ email: users[0].email.toUpperCase() }) });
    expect(r.status).toBe(422);
    expect(r.json.code).toBe("email_exists");
  });

  it("a password over 72 bytes is refused (422), not truncated", async () => {
    const long = "k".repeat(73);
    const r = await call("/user", { method: "PUT", token: tokens[1], body: JSON.stringify({ password: long }) });
    expect(r.status).toBe(422);
    expect(String(r.json.message)).toMatch(/72/);
    // 36 two-byte characters + 1 = 74 bytes
    const r2 = await call("/user", { method: "PUT", token: tokens[1], body: JSON.stringify({ password: "é".repeat(37) }) });
    expect(r2.status).toBe(422);
    expect((await signIn(users[1].email, users[1].password)).status).toBe(200);
  });
});

describe("sign-in failures", () => {
  it("a wrong password costs about the same for a known and an unknown e-mail", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const k = await signIn(users[2].email, `salah-${i}-xxxxx`);
      expect(k.status).toBe(400);
      known.push(k.ms);
      const u = await signIn(`nobody-${i}-${tag}@example.com`, `salah-${i}-xxxxx`);
      expect(u.status).toBe(400);
      expect(u.json.code).toBe("invalid_credentials");
      unknown.push(u.ms);
    }
    // Load only ever adds time, so the fastest of the interleaved attempts is each path's own cost: compare those.
    // Without the equal-cost path the known e-mail took ~4x as long (9.4 ms vs 2.2 ms).
    const fastest = (xs: number[]) => Math.min(...xs);
    const ratio = fastest(known) / Math.max(1, fastest(unknown));
    expect(ratio, `fastest known ${fastest(known)} ms vs unknown ${fastest(unknown)} ms`).toBeLessThan(2.5);
    expect(ratio, `fastest known ${fastest(known)} ms vs unknown ${fastest(unknown)} ms`).toBeGreaterThan(0.4);
  });

  it("10 wrong passwords for one e-mail: then even the right one gets 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(users[3].email, `tebakan-${i}-xx`)).status).toBe(400);
    const r = await signIn(users[3].email, users[3].password);
    expect(r.status).toBe(429);
    expect(r.json.code).toBe("over_request_rate_limit");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // another e-mail is not affected by this e-mail's limit
    expect((await signIn(users[0].email, users[0].password)).status).toBe(200);
  });

  it("30 failures from one client across e-mails: that client gets 429 for any e-mail", async () => {
    // 7 + 7 + 10 failures so far from this client
    for (let i = 0; i < 6; i++) expect((await signIn(`spray-${i}-${tag}@example.com`, "salah-salah")).status).toBe(400);
    const r = await signIn(users[0].email, users[0].password);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
