/**
 * Where the embedded auth server's e-mail links may lead (issue 32 §3, docs/local-backend.md "What the auth part
 * does"): `redirect_to` of POST /recover, POST /invite and GET /verify follows GoTrue's IsRedirectURLValid (the site
 * URL's scheme, host and port, any port on loopback; loopback IPs; `additional_redirect_urls` as globs), so
 * `http://localhost:5173@evil.example/` (a prefix of the site URL, but the host evil.example) and its variants lead
 * to the site URL instead, in the mailed link and when the link is opened, even with a link whose `redirect_to` was
 * edited. The rule itself is checked against the cases of GoTrue's own tests.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { RedirectRule, globToRegExp } from "../../supabase/local/redirect-urls.ts";
import { serviceClient, testEnv, uniqueEmail } from "../helpers/supabase";

const SITE = "http://localhost:5173"; // supabase/config.toml [auth] site_url

/** The attack of issue 32 and its variants: every one leads to the site URL. */
const ATTACKS = [
  "http://localhost:5173@evil.example/",
  "http://localhost:5173@evil.example:5173/atur-kata-sandi",
  "http://127.0.0.1:5173@evil.example/",
  "http://localhost:5173:x@evil.example/",
  "http://@evil.example/",
  "http://localhost:5173\\@evil.example/",
  "http:\\\\evil.example\\",
  "http://localhost:5173%40evil.example/",
  "http://localhost%40evil.example:5173/",
  "http://evil.example%2flocalhost:5173/",
  "http://localhost:5173.evil.example/",
  "http://evil.example/http://localhost:5173/",
  "http://evil.example:5173/",
  "https://localhost:5173/",
  "http://localhost.:5173/",
  "http://evil.example./",
  "http://127.0.0.1.:5173/",
  "http://2130706433:5173/",
  "http://local\thost:5173@evil.example/",
  "//evil.example/",
  "http:evil.example/",
  "javascript:alert(document.domain)//http://localhost:5173/",
  "https://phishing.example/ambil",
];

/** Still allowed: the site on another port (the e2e preview), the listed 127.0.0.1:5173, loopback addresses. */
const ALLOWED = ["http://localhost:5173/atur-kata-sandi", "http://localhost:4173/login", "http://127.0.0.1:5173/atur-kata-sandi", "http://[::1]:5173/"];

interface Mail {
  to: string;
  html: string;
}

/** A POST to /auth/v1 from a loopback address of its own (`from`), so the reset mails' per-client limit is its own. */
function authPost(path: string, opts: { body: unknown; from?: string; service?: boolean }): Promise<number> {
  const { url, anonKey, serviceRoleKey } = testEnv();
  const key = opts.service ? serviceRoleKey : anonKey;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/auth/v1${path}`,
      {
        method: "POST",
        headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
        localAddress: opts.from,
        agent: false,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(opts.body));
  });
}

async function linkTo(email: string): Promise<string> {
  const mails = (await (await fetch(`${testEnv().url}/mailbox/api/messages`)).json()) as Mail[];
  const mail = mails.find((m) => m.to === email);
  const href = mail && /href="([^"]+)"/.exec(mail.html)?.[1];
  if (!href) throw new Error(`no mail with a link to ${email}`);
  return href.replace(/&amp;/g, "&");
}

/** Where following the link sends the browser. */
async function follow(link: string): Promise<string> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

const q = (redirectTo: string) => `redirect_to=${encodeURIComponent(redirectTo)}`;

async function userWithoutSession(): Promise<string> {
  const email = uniqueEmail("tautan");
  const { error } = await serviceClient().auth.admin.createUser({ email, password: "kata-sandi-uji-123", email_confirm: true });
  expect(error).toBeNull();
  return email;
}

let clientNumber = 0;
/** A fresh loopback address per reset mail (127.0.2.x): the limit of 5 mails per client stays out of the way. */
const nextClient = () => `127.0.2.${++clientNumber}`;

describe("redirect_to of the e-mail links", () => {
  it.each(ATTACKS)("POST /recover?redirect_to=%s: the mail's link and the redirect go to the site URL", async (attack) => {
    const email = await userWithoutSession();
    expect(await authPost(`/recover?${q(attack)}`, { body: { email }, from: nextClient() })).toBe(200);
    const link = await linkTo(email);
    expect(new URL(link).searchParams.get("redirect_to")).toBe(SITE);
    const location = await follow(link);
    expect(location.startsWith(`${SITE}#access_token=`)).toBe(true);
    expect(new URL(location).origin).toBe(SITE);
  });

  it.each(ATTACKS)("POST /invite?redirect_to=%s (service role): the invitation leads to the site URL", async (attack) => {
    const email = uniqueEmail("undangan-tautan");
    expect(await authPost(`/invite?${q(attack)}`, { body: { email }, service: true })).toBe(200);
    const location = await follow(await linkTo(email));
    expect(new URL(location).origin).toBe(SITE);
    expect(location.startsWith(`${SITE}#access_token=`)).toBe(true);
  });

  it.each(ATTACKS)("GET /verify with the link's redirect_to changed to %s: the session goes to the site URL", async (attack) => {
    const email = uniqueEmail("undangan-diubah");
    expect(await authPost(`/invite?${q(`${SITE}/atur-kata-sandi`)}`, { body: { email }, service: true })).toBe(200);
    const link = new URL(await linkTo(email));
    link.searchParams.set("redirect_to", attack);
    const location = await follow(link.href);
    expect(location.startsWith(`${SITE}#access_token=`)).toBe(true);
  });

  it("a made-up link's error fragment goes to the site URL too", async () => {
    for (const attack of ATTACKS) {
      const location = await follow(`${testEnv().url}/auth/v1/verify?token=${"0".repeat(48)}&type=recovery&${q(attack)}`);
      expect(location.startsWith(`${SITE}#error=access_denied`)).toBe(true);
    }
  });

  it.each(ALLOWED)("an allowed target is kept: %s", async (target) => {
    const email = await userWithoutSession();
    expect(await authPost(`/recover?${q(target)}`, { body: { email }, from: nextClient() })).toBe(200);
    const link = await linkTo(email);
    expect(new URL(link).searchParams.get("redirect_to")).toBe(target);
    expect((await follow(link)).startsWith(`${target}#access_token=`)).toBe(true);
  });
});

describe("the rule (GoTrue's IsRedirectURLValid)", () => {
  // internal/utilities/request_test.go TestIsRedirectURLValidSameOrigin (supabase/auth 26adce2)
  it.each([
    ["https://example.com", "https://example.com/path", true],
    ["https://example.com", "http://example.com/path", false],
    ["http://example.com", "https://example.com/path", false],
    ["https://example.com", "https://example.com:8443/path", false],
    ["https://example.com:9000", "https://example.com:9000/path", true],
    ["https://example.com:9000", "https://example.com/path", false],
    ["https://example.com:9000", "https://example.com:9001/path", false],
    ["http://localhost:3000", "http://localhost:8080/callback", true],
    ["http://127.0.0.1:3000", "http://127.0.0.1:8080/callback", true],
    ["http://localhost:3000", "http://localhost/callback", true],
    ["https://localhost:3000", "http://localhost:8080/callback", false],
  ])("site %s, redirect %s → %s", (siteUrl, redirect, allowed) => {
    expect(new RedirectRule({ siteUrl, allowed: [] }).allows(redirect)).toBe(allowed);
  });

  // internal/utilities/request_test.go TestGetReferrer (supabase/auth 26adce2)
  const gotrue = new RedirectRule({
    siteUrl: "https://example.com",
    allowed: ["http://localhost:8000/*", "http://*.localhost:8000/*", "http://*:12345/*", "http://**:12345/*"],
  });
  it.each([
    ["http://localhost:8000/path", true],
    ["http://localhost:3000", false],
    ["http://localhost:8000", false],
    ["http://localhost:8000/path/to/page", false],
    ["http://localhost:8000/path?param=1", true],
    ["http://123?.localhost:8000/path", false],
    ["http://123.123.123.123?localhost:8000/path", false],
    ["http://[65e7:9410:d8b6:e227:58cd:e55b:8fc0:206d]?localhost:8000/path", false],
    ["http://65e7:9410:d8b6:e227:58cd:e55b:8fc0:206d?localhost:8000/path", false],
    ["http://127.0.0.1:12345/path", true],
    ["http://[0:0:0:0:0:0:0:1]:12345/path", true],
    ["https://example.com/dashboard", true],
    ["http://example.com/dashboard", false],
    ["https://example.com:8443/dashboard", false],
  ])("GoTrue's allow list, redirect %s → %s", (redirect, allowed) => {
    expect(gotrue.allows(redirect)).toBe(allowed);
  });

  it("a hosted site on its own port: another port, scheme or a look-alike host leads to the site URL", () => {
    const rule = new RedirectRule({ siteUrl: "https://pelatihan.example.go.id", allowed: ["https://pelatihan.example.go.id/atur-kata-sandi"] });
    expect(rule.target("https://pelatihan.example.go.id/atur-kata-sandi")).toBe("https://pelatihan.example.go.id/atur-kata-sandi");
    expect(rule.target("https://pelatihan.example.go.id/login#x")).toBe("https://pelatihan.example.go.id/login#x");
    for (const attack of [
      "https://pelatihan.example.go.id:8443/",
      "http://pelatihan.example.go.id/",
      "https://pelatihan.example.go.id.evil.example/",
      "https://pelatihan.example.go.id@evil.example/",
      "https://evil.example/?https://pelatihan.example.go.id/atur-kata-sandi",
      "https://pelatihan.example.go.id./",
    ]) {
      expect(rule.target(attack)).toBe("https://pelatihan.example.go.id");
    }
  });

  it("globs: * and ? stop at . and /, ** does not; classes, alternatives and escapes", () => {
    expect(globToRegExp("https://*.example.com/*").test("https://app.example.com/x")).toBe(true);
    expect(globToRegExp("https://*.example.com/*").test("https://a.b.example.com/x")).toBe(false);
    expect(globToRegExp("https://**.example.com/**").test("https://a.b.example.com/x/y")).toBe(true);
    expect(globToRegExp("https://app?.example.com").test("https://app1.example.com")).toBe(true);
    expect(globToRegExp("https://app?.example.com").test("https://app..example.com")).toBe(false);
    expect(globToRegExp("https://[ab].example.com").test("https://b.example.com")).toBe(true);
    expect(globToRegExp("https://[!ab].example.com").test("https://b.example.com")).toBe(false);
    expect(globToRegExp("https://{app,admin}.example.com").test("https://admin.example.com")).toBe(true);
    expect(globToRegExp("https://{app,admin}.example.com").test("https://evil.example.com")).toBe(false);
    expect(globToRegExp("https://example.com/\\*").test("https://example.com/*")).toBe(true);
    expect(globToRegExp("https://example.com/\\*").test("https://example.com/a")).toBe(false);
    // every other character is literal: the dot of a host is not "any character"
    expect(globToRegExp("https://example.com").test("https://exampleXcom")).toBe(false);
  });
});
