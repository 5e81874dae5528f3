/**
 * Two-factor sign-in (issue 24, migration 20261126000007_two_factor.sql, docs/admin-team.md) on the embedded
 * backend: GoTrue's MFA endpoints as supabase-js calls them, tokens carrying `aal` and `amr` as GoTrue's do,
 * the restrictive policies that keep applicants' data and the team behind the code, the security activity,
 * the super admins' reset and requirement, malformed requests, and the brute-force limit.
 * Each test uses its own fresh members: the seeded admin never gets a factor (other files sign it in).
 */
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  createNonAdminUser,
  jwtPayload,
  sql,
  testEnv,
  type TestClient,
  type TestUser,
} from "../helpers/supabase";
import { claimsOf, enrolTotp, freshCode, signInAgain, totpOf } from "../helpers/two-factor";

async function personalRows(client: TestClient): Promise<number> {
  return (await client.from("registrations").select("id")).data?.length ?? 0;
}

/**
 * A raw call to the auth server (for the status codes supabase-js hides). `from`: the client address to connect from.
 * GoTrue's MFA limit is per address, and every supabase-js client of the suite's files, running side by side, shares
 * 127.0.0.1's bucket; so raw calls come from this file's own address (127.0.0.3), and the brute-force test from
 * another one still (127.0.0.2), so that none of them depends on how many codes the other files sent that minute.
 */
const RAW_CALLS_FROM = "127.0.0.3";

function authFetch(path: string, init: { method?: string; token?: string; body?: unknown; rawBody?: string; from?: string } = {}) {
  const { url, anonKey } = testEnv();
  const headers: Record<string, string> = { apikey: anonKey, "content-type": "application/json" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new Promise<{ status: number; json: Record<string, unknown>; retryAfter: number }>((resolve, reject) => {
    const req = http.request(
      `${url}/auth/v1${path}`,
      { method: init.method ?? "POST", headers, localAddress: init.from ?? RAW_CALLS_FROM, agent: false },
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
          resolve({ status: res.statusCode ?? 0, json, retryAfter: Number(res.headers["retry-after"] ?? 0) });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function tokenOf(client: TestClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

let registrationCount = 0;
beforeAll(async () => {
  const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from public.registrations");
  registrationCount = n;
  expect(registrationCount).toBeGreaterThan(0);
});

describe("enrolling an authenticator app", () => {
  it("answers GoTrue's shape: an SVG QR code, the key as text and an otpauth URI with the issuer", async () => {
    const member = await createMember("admin");
    const { data, error } = await member.client.auth.mfa.enroll({ factorType: "totp", issuer: "Kejuruan TIK" });
    expect(error).toBeNull();
    expect(data!.type).toBe("totp");
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.qr_code).not.toContain("#"); // it goes into a data URI unencoded (supabase-js)
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Kejuruan TIK");
    expect(uri.searchParams.get("secret")).toBe(data!.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(member.email);

    // unverified: listed among all factors, not yet a TOTP factor, and the session stays aal1
    const listed = await member.client.auth.mfa.listFactors();
    expect(listed.data!.all.map((f) => [f.id, f.status])).toEqual([[data!.id, "unverified"]]);
    expect(listed.data!.totp).toEqual([]);
    const level = await member.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("verifies with a code from the key: a new session at aal2 with amr totp then password", async () => {
    const member = await createMember("admin");
    const { data } = await member.client.auth.mfa.enroll({ factorType: "totp" });
    const challenge = await member.client.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.data!.type).toBe("totp");
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);

    const current = totpOf(data!.totp.secret).generate();
    const wrongCode = String((Number(current) + 500_000) % 1_000_000).padStart(6, "0");
    const wrong = await member.client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: wrongCode });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });

    const right = await member.client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: await freshCode(data!.totp.secret) });
    expect(right.error).toBeNull();
    const claims = await claimsOf(member.client);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["totp", "password"]);
    expect(claims.user_role).toBe("admin");
    const listed = await member.client.auth.mfa.listFactors();
    expect(listed.data!.totp.map((f) => f.status)).toEqual(["verified"]);

    // a spent challenge cannot be used again, even with a fresh code
    const again = await member.client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: await freshCode(data!.totp.secret) });
    expect(again.error).toMatchObject({ status: 422 });

    // a refresh keeps the level
    const refreshed = await member.client.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).aal).toBe("aal2");
  });
});

describe("signing in with a factor", () => {
  it("a password alone gives aal1: applicants' data stays closed until the code is entered", async () => {
    const member = await createMember("admin");
    expect(await personalRows(member.client)).toBe(registrationCount); // no factor yet: aal1 is enough
    const { secret } = await enrolTotp(member.client);

    const client = await signInAgain(member);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    expect(await personalRows(client)).toBe(0);
    const [doc] = await sql<{ registration_id: number; kind: string }>("select registration_id, kind from public.registration_documents limit 1");
    // a document's link (the Edge Function document-url, docs/selection.md)
    const link = () => client.functions.invoke<{ signedURL: string }>("document-url", { body: { registration_id: Number(doc.registration_id), kind: doc.kind } });
    expect((await link()).data).toBeNull();
    // public content is still theirs to edit
    const edit = await client.from("instructors").insert({ name: "Uji Dua Langkah", title: "Instruktur" }).select("id").single();
    expect(edit.error).toBeNull();
    await client.from("instructors").delete().eq("id", edit.data!.id).throwOnError();

    const factors = await client.auth.mfa.listFactors();
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factors.data!.totp[0].id, code: await freshCode(secret) });
    expect(verified.error).toBeNull();
    expect(await personalRows(client)).toBe(registrationCount);
    expect((await link()).data?.signedURL).toMatch(/^\/object\/sign\/registration-documents\//);
  });

  it("removing a verified factor needs aal2, and the account's sessions fall back to aal1", async () => {
    const member = await createMember("admin");
    const { secret, factorId } = await enrolTotp(member.client);
    const weak = await signInAgain(member);
    const refused = await weak.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: "insufficient_aal" });

    await weak.auth.mfa.challengeAndVerify({ factorId, code: await freshCode(secret) });
    const removed = await weak.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    const refreshed = await weak.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).aal).toBe("aal1");
    expect(await personalRows(weak)).toBe(registrationCount);
    const [{ kinds }] = await sql<{ kinds: string[] }>(
      "select array_agg(kind order by id) as kinds from public.security_events where subject_id = $1",
      [member.id],
    );
    expect(kinds).toContain("two_factor_disabled");
  });
});

describe("a code passes once (RFC 6238 §5.2)", () => {
  const STEP_MS = 30_000;
  /** Enrols with the code of the current step; answers the factor, its key and the code that passed. */
  async function enrolled(member: TestUser) {
    const { data } = await member.client.auth.mfa.enroll({ factorType: "totp" });
    const secret = data!.totp.secret;
    const code = await freshCode(secret);
    expect((await member.client.auth.mfa.challengeAndVerify({ factorId: data!.id, code })).error).toBeNull();
    return { factorId: data!.id, secret, code };
  }
  async function verifyWith(client: TestClient, factorId: string, code: string) {
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
  }

  it("the same code with a new challenge is refused, in this session and in another; a later code passes", async () => {
    const member = await createMember("admin");
    const { factorId, secret, code } = await enrolled(member);

    // the code that just passed, twice in a row with two challenges: GoTrue's answer for a wrong code
    const same = await verifyWith(member.client, factorId, code);
    expect(same.error).toMatchObject({ status: 422, code: "mfa_verification_failed", message: "Invalid TOTP code entered" });
    const otherDevice = await signInAgain(member);
    const replayed = await verifyWith(otherDevice, factorId, code);
    expect(replayed.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    expect((await claimsOf(otherDevice)).aal).toBe("aal1");
    expect(await personalRows(otherDevice)).toBe(0);

    // the app's next code passes; after it, a code of an earlier step no longer does (it is still within the window)
    const [{ step }] = await sql<{ step: string }>("select last_totp_step::text as step from auth.mfa_factors where id = $1", [factorId]);
    const next = totpOf(secret).generate({ timestamp: (Number(step) + 1) * STEP_MS });
    expect((await verifyWith(otherDevice, factorId, next)).error).toBeNull();
    expect((await claimsOf(otherDevice)).aal).toBe("aal2");
    const earlier = totpOf(secret).generate({ timestamp: Number(step) * STEP_MS });
    expect((await verifyWith(await signInAgain(member), factorId, earlier)).error).toMatchObject({ status: 422, code: "mfa_verification_failed" });

    // each replay is a failed code in the security activity (the MFA Verification hook was told: not valid)
    const events = await sql<{ kind: string }>(
      "select kind from public.security_events where subject_id = $1 and kind in ('two_factor_code_failed', 'signed_in_with_code') order by id",
      [member.id],
    );
    expect(events.map((e) => e.kind)).toEqual(["two_factor_code_failed", "two_factor_code_failed", "signed_in_with_code", "two_factor_code_failed"]);
  });

  it("the step stays spent across the factor's other sessions and is kept in the database", async () => {
    const member = await createMember("admin");
    const { factorId, code } = await enrolled(member);
    const [{ step }] = await sql<{ step: string }>("select last_totp_step::text as step from auth.mfa_factors where id = $1", [factorId]);
    // the step of the code that passed (the current one, or the one before if the step changed meanwhile)
    expect(Math.floor(Date.now() / STEP_MS) - Number(step)).toBeLessThanOrEqual(1);
    expect((await verifyWith(await signInAgain(member), factorId, code)).error).toMatchObject({ status: 422 });
  });

  it("three verifications of one code at the same moment, each with its own challenge: exactly one passes", async () => {
    const member = await createMember("admin");
    const { factorId, secret } = await enrolled(member);
    // one session (the others would end when one passes, as GoTrue ends a member's aal1 sessions), raw requests
    // sent together so that they race in the server
    const device = await signInAgain(member);
    const token = await tokenOf(device);
    const challenges = await Promise.all([1, 2, 3].map(() => authFetch(`/factors/${factorId}/challenge`, { token })));
    const code = await freshCode(secret); // a step after the enrolment's
    const results = await Promise.all(
      challenges.map((c) => authFetch(`/factors/${factorId}/verify`, { token, body: { challenge_id: c.json.id, code } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(results.filter((r) => r.status === 422).map((r) => r.json.code)).toEqual(["mfa_verification_failed", "mfa_verification_failed"]);
  });
});

describe("the team's requirement", () => {
  it("once two-factor is required, a member without a factor reaches no applicant's data (read in one transaction that is undone)", async () => {
    // Turning the requirement on for real would close the data to every other test file running at the same
    // time; so the database's answer is read inside one transaction that raises its finding and rolls back.
    const member = await createMember("admin");
    const claims = JSON.stringify(await claimsOf(member.client)).replace(/'/g, "''");
    const seen = async (required: boolean) => {
      const message = await sql(
        `do $$ declare n int; begin
           update public.security_settings set require_two_factor = ${required};
           perform set_config('request.jwt.claims', '${claims}', true);
           set local role authenticated;
           select count(*) into n from public.registrations;
           raise exception 'seen=%', n;
         end $$`,
      ).then(
        () => "no answer",
        (e: Error) => e.message,
      );
      return Number(/seen=(\d+)/.exec(message)?.[1] ?? NaN);
    };
    expect(await seen(false)).toBe(registrationCount);
    expect(await seen(true)).toBe(0);
    const [{ required }] = await sql<{ required: boolean }>("select require_two_factor as required from public.security_settings");
    expect(required).toBe(false);
  });
});

describe("malformed requests get a 4xx and the server keeps serving", () => {
  let member: TestUser;
  let token: string;
  let factorId: string;

  beforeAll(async () => {
    member = await createNonAdminUser();
    token = await tokenOf(member.client);
    const { data } = await member.client.auth.mfa.enroll({ factorType: "totp" });
    factorId = data!.id;
  });

  it.each([
    ["no token", "/factors", { body: { factor_type: "totp" } }, 401],
    ["an unknown factor type", "/factors", { body: { factor_type: "sms" } }, 400],
    ["phone factors (disabled)", "/factors", { body: { factor_type: "phone", phone: "+628123" } }, 422],
    ["a body that is not JSON", "/factors", { rawBody: "{not json" }, 400],
    ["a factor id that is not a UUID", "/factors/not-a-uuid/challenge", {}, 404],
    ["an unknown action", "/factors/00000000-0000-0000-0000-000000000000/steal", {}, 404],
  ])("%s", async (_name, path, init, status) => {
    const withToken = _name === "no token" ? init : { ...init, token };
    const res = await authFetch(path, withToken as Parameters<typeof authFetch>[1]);
    expect(res.status).toBe(status);
    expect(res.json.code).toEqual(expect.any(String));
  });

  it("verify without a code, with a bad challenge id, or on someone else's factor", async () => {
    const noCode = await authFetch(`/factors/${factorId}/verify`, { token, body: { challenge_id: crypto.randomUUID() } });
    expect(noCode.status).toBe(400);
    const badChallenge = await authFetch(`/factors/${factorId}/verify`, { token, body: { challenge_id: "x", code: "123456" } });
    expect(badChallenge.status).toBe(400);
    const unknownChallenge = await authFetch(`/factors/${factorId}/verify`, { token, body: { challenge_id: crypto.randomUUID(), code: "123456" } });
    expect(unknownChallenge.status).toBe(422);
    const other = await createNonAdminUser();
    const foreign = await authFetch(`/factors/${factorId}/challenge`, { token: await tokenOf(other.client) });
    expect(foreign.status).toBe(404);
    const health = await authFetch("/health", { method: "GET" });
    expect(health.status).toBe(200);
  });
});

describe("brute force", () => {
  it("1 000 wrong codes for one factor are refused and rate-limited without a 5xx; a correct code works once the limit allows", async () => {
    const member = await createNonAdminUser();
    const { data } = await member.client.auth.mfa.enroll({ factorType: "totp" });
    const totp = totpOf(data!.totp.secret);
    const token = await tokenOf(member.client);
    const from = "127.0.0.2"; // its own client address: the limit is per address (see authFetch)
    const challenge = await authFetch(`/factors/${data!.id}/challenge`, { token, from });
    expect(challenge.status).toBe(200);
    const challengeId = challenge.json.id as string;

    const valid = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })));
    const statuses = new Map<number, number>();
    let retryAfter = 0;
    for (let i = 0, sent = 0; sent < 1000; i++) {
      const code = String((i * 7919 + 12345) % 1_000_000).padStart(6, "0");
      if (valid.has(code)) continue;
      sent++;
      const res = await authFetch(`/factors/${data!.id}/verify`, { token, body: { challenge_id: challengeId, code }, from });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 429) retryAfter = Math.max(retryAfter, res.retryAfter);
    }
    const summary = Object.fromEntries(statuses);
    console.log(`[brute force] 1000 wrong codes: ${JSON.stringify(summary)}, Retry-After ≤ ${retryAfter} s`);
    expect(Object.keys(summary).sort()).toEqual(["422", "429"]);
    expect(summary["422"]).toBeGreaterThanOrEqual(30); // a fresh bucket: the burst of 30, plus what refilled meanwhile
    expect(summary["422"]).toBeLessThanOrEqual(35);
    expect(summary["429"]).toBeGreaterThanOrEqual(965);
    // the limit is the address's: from an address no test uses, the same endpoint still answers (422: no such challenge)
    const elsewhere = await authFetch(`/factors/${data!.id}/verify`, { token, body: { challenge_id: crypto.randomUUID(), code: "000000" }, from: "127.0.0.4" });
    expect(elsewhere.status).toBe(422);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(4);

    // the factor is still usable: wait what the limiter asked, then the right code passes
    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 100));
    const right = await authFetch(`/factors/${data!.id}/verify`, { token, body: { challenge_id: challengeId, code: totp.generate() }, from });
    expect(right.status).toBe(200);
    expect(jwtPayload(right.json.access_token as string).aal).toBe("aal2");
  }, 60_000);
});
