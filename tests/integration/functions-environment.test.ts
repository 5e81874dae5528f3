/**
 * An Edge Function started by the embedded backend on a machine behind a private certificate authority and a proxy
 * (issue 32 §5; supabase/local/deno-env.ts): the Deno process the gateway starts trusts the machine's extra CA and
 * uses its proxy, as its first start must to download `npm:` imports, reaches loopback (the gateway) directly, and
 * gets none of the host's other variables. No network: the "registry" is a loopback HTTPS server with a certificate
 * of tests/fixtures/private-ca, and the proxy a loopback HTTP server.
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FunctionsService } from "../../supabase/local/functions.ts";
import { ANON_KEY } from "../../supabase/local/keys.ts";

const CA_DIR = path.resolve(import.meta.dirname, "../fixtures/private-ca");
const CA = path.join(CA_DIR, "ca.pem");

// Fetches the three addresses it is given and says what it got, and which variables it sees.
const PROBE = `
Deno.serve(async (req) => {
  const { behindCa, outside, loopback } = await req.json();
  const get = (url) => fetch(url).then((r) => r.text(), (e) => "error: " + String(e?.cause ?? e?.message ?? e));
  return Response.json({
    env: Object.keys(Deno.env.toObject()).sort(),
    behindCa: await get(behindCa),
    outside: await get(outside),
    loopback: await get(loopback),
  });
});
`;

const servers: Array<http.Server | https.Server> = [];
async function listen<S extends http.Server | https.Server>(server: S): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let functionsDir: string;
let behindCa: string;
let proxy: string;
let loopback: string;

beforeAll(async () => {
  functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), "functions-env-"));
  fs.mkdirSync(path.join(functionsDir, "probe"));
  fs.writeFileSync(path.join(functionsDir, "probe", "index.ts"), PROBE);
  fs.mkdirSync(path.join(functionsDir, "npm-import"));
  fs.writeFileSync(path.join(functionsDir, "npm-import", "index.ts"), `import "npm:left-pad@1.3.0";\nDeno.serve(() => new Response("ok"));\n`);
  const tls = https.createServer(
    { cert: fs.readFileSync(path.join(CA_DIR, "server.pem")), key: fs.readFileSync(path.join(CA_DIR, "server-key.pem")) },
    (_req, res) => res.end("trusted"),
  );
  behindCa = `https://${await listen(tls)}/`;
  // a forward proxy receives the absolute URL in the request line
  proxy = `http://${await listen(http.createServer((req, res) => res.end(`via proxy ${req.url}`)))}`;
  loopback = `http://${await listen(http.createServer((_req, res) => res.end("direct")))}/`;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  fs.rmSync(functionsDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The host's settings for this test alone: whatever this machine has is cleared first. */
function hostSettings(settings: Record<string, string>) {
  for (const name of ["NODE_EXTRA_CA_CERTS", "DENO_CERT", "DENO_TLS_CA_STORE", "npm_config_cafile", "NPM_CONFIG_CAFILE"]) vi.stubEnv(name, "");
  for (const name of ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy", "NO_PROXY", "no_proxy"]) vi.stubEnv(name, "");
  for (const name of ["npm_config_proxy", "npm_config_https_proxy", "npm_config_noproxy", "NPM_CONFIG_REGISTRY"]) vi.stubEnv(name, "");
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
}

async function call(name: string, body: unknown) {
  const failures: string[] = [];
  const service = new FunctionsService({ dir: functionsDir, env: () => ({ SUPABASE_URL: loopback }), log: () => {}, warn: (m) => failures.push(m) });
  const gateway = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    void service.handle(req, res, url.pathname.slice("/functions/v1".length), url);
  });
  try {
    const res = await fetch(`http://${await listen(gateway)}/functions/v1/${name}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, failures };
  } finally {
    await service.close();
  }
}

async function probe(): Promise<{ env: string[]; behindCa: string; outside: string; loopback: string }> {
  const res = await call("probe", { behindCa, outside: "http://registry.example.test/npm/", loopback });
  expect(res.status, res.failures.join("\n")).toBe(200);
  return res.body as { env: string[]; behindCa: string; outside: string; loopback: string };
}

describe("a function's Deno on a machine behind a private CA and a proxy", () => {
  it("trusts NODE_EXTRA_CA_CERTS, goes out through HTTP_PROXY, reaches loopback directly and sees no host secret", async () => {
    hostSettings({ NODE_EXTRA_CA_CERTS: CA, HTTP_PROXY: proxy, NO_PROXY: "intranet.example", HOST_ONLY_SECRET: "not for functions" });
    const seen = await probe();
    expect(seen.behindCa).toBe("trusted");
    expect(seen.outside).toBe("via proxy http://registry.example.test/npm/");
    expect(seen.loopback).toBe("direct");
    expect(seen.env).toContain("NODE_EXTRA_CA_CERTS");
    expect(seen.env).toContain("SUPABASE_URL");
    expect(seen.env).not.toContain("HOST_ONLY_SECRET");
  });

  it("trusts DENO_CERT", async () => {
    hostSettings({ DENO_CERT: CA });
    expect((await probe()).behindCa).toBe("trusted");
  });

  it("trusts npm's own cafile when the machine sets no CA variable (npm hands it to scripts as npm_config_cafile)", async () => {
    hostSettings({ npm_config_cafile: CA, npm_config_proxy: proxy });
    const seen = await probe();
    expect(seen.behindCa).toBe("trusted");
    expect(seen.outside).toBe("via proxy http://registry.example.test/npm/");
    expect(seen.loopback).toBe("direct");
  });

  it("without any of them the CA is not trusted; a function whose npm: imports come through it answers 503 and the log says why", async () => {
    hostSettings({});
    expect((await probe()).behindCa).toMatch(/UnknownIssuer|certificate/i);

    const cache = fs.mkdtempSync(path.join(os.tmpdir(), "functions-env-deno-"));
    try {
      hostSettings({ DENO_DIR: cache, NPM_CONFIG_REGISTRY: behindCa });
      const res = await call("npm-import", {});
      expect(res).toMatchObject({ status: 503, body: { code: "BOOT_ERROR" } });
      expect(res.failures).toHaveLength(1);
      expect(res.failures[0]).toMatch(/^\[functions\] npm-import did not start: .*UnknownIssuer.*behind a private certificate authority\? Point NODE_EXTRA_CA_CERTS or DENO_CERT/);
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
