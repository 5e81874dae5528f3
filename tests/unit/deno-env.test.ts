/**
 * The environment of the Deno process that runs an Edge Function in the embedded backend (supabase/local/deno-env.ts):
 * the machine's certificate, proxy, cache and registry settings reach it (a first start downloads `npm:` imports),
 * loopback never goes through a proxy, and nothing else of the host does. The same settings against a real Deno with
 * a private CA and a proxy: tests/integration/functions-environment.test.ts.
 */
import { describe, expect, it } from "vitest";
import { denoEnvironment } from "../../supabase/local/deno-env";

const LOOPBACK = "localhost,127.0.0.1,::1";

describe("denoEnvironment", () => {
  it("passes the certificate, proxy, cache and registry settings and nothing else of the host", () => {
    const env = denoEnvironment({
      PATH: "/usr/bin",
      HOME: "/home/dev",
      DENO_DIR: "/cache/deno",
      XDG_CACHE_HOME: "/cache",
      NODE_EXTRA_CA_CERTS: "/etc/ssl/office-ca.pem",
      DENO_CERT: "/etc/ssl/deno-ca.pem",
      DENO_TLS_CA_STORE: "system,mozilla",
      SSL_CERT_FILE: "/etc/ssl/certs/ca-certificates.crt",
      SSL_CERT_DIR: "/etc/ssl/certs",
      HTTPS_PROXY: "http://proxy.office:3128",
      http_proxy: "http://proxy.office:3128",
      NO_PROXY: "intranet.office, .local",
      NPM_CONFIG_REGISTRY: "https://npm.mirror.office/",
      AWS_SECRET_ACCESS_KEY: "host secret",
      GITHUB_TOKEN: "host token",
      SUPABASE_SERVICE_ROLE_KEY: "the host's, not the project's",
      DATABASE_URL: "postgres://user:pass@db/prod",
    });
    expect(env).toEqual({
      PATH: "/usr/bin",
      HOME: "/home/dev",
      DENO_DIR: "/cache/deno",
      XDG_CACHE_HOME: "/cache",
      NODE_EXTRA_CA_CERTS: "/etc/ssl/office-ca.pem",
      DENO_CERT: "/etc/ssl/deno-ca.pem",
      DENO_TLS_CA_STORE: "system,mozilla",
      SSL_CERT_FILE: "/etc/ssl/certs/ca-certificates.crt",
      SSL_CERT_DIR: "/etc/ssl/certs",
      HTTPS_PROXY: "http://proxy.office:3128",
      http_proxy: "http://proxy.office:3128",
      NO_PROXY: `intranet.office,.local,${LOOPBACK}`,
      NPM_CONFIG_REGISTRY: "https://npm.mirror.office/",
      NO_COLOR: "1",
    });
  });

  it("takes npm's own cafile, proxies and registry (as `npm run` hands them to scripts) when Deno's are not set", () => {
    const env = denoEnvironment({
      PATH: "/usr/bin",
      HOME: "/home/dev",
      npm_config_cafile: "/etc/ssl/office-ca.pem",
      npm_config_proxy: "http://proxy.office:8080",
      npm_config_https_proxy: "http://proxy.office:3128",
      npm_config_noproxy: "intranet.office",
      npm_config_registry: "https://npm.mirror.office/",
      npm_config_cache: "/home/dev/.npm",
    });
    expect(env).toMatchObject({
      DENO_CERT: "/etc/ssl/office-ca.pem",
      HTTPS_PROXY: "http://proxy.office:3128",
      HTTP_PROXY: "http://proxy.office:8080",
      NO_PROXY: `intranet.office,${LOOPBACK}`,
      NPM_CONFIG_REGISTRY: "https://npm.mirror.office/",
    });
    expect(Object.keys(env).filter((k) => k.toLowerCase().startsWith("npm_config_"))).toEqual(["NPM_CONFIG_REGISTRY"]);
    // npm's `proxy` alone serves https too, as npm itself uses it
    expect(denoEnvironment({ npm_config_proxy: "http://proxy.office:8080" })).toMatchObject({
      HTTPS_PROXY: "http://proxy.office:8080",
      HTTP_PROXY: "http://proxy.office:8080",
    });
  });

  it("keeps the machine's own settings over npm's", () => {
    const env = denoEnvironment({
      NODE_EXTRA_CA_CERTS: "/etc/ssl/office-ca.pem",
      https_proxy: "http://proxy.office:3128",
      npm_config_cafile: "/elsewhere.pem",
      npm_config_https_proxy: "http://elsewhere:1",
      npm_config_proxy: "http://elsewhere:2",
    });
    expect(env.DENO_CERT).toBeUndefined();
    expect(env.https_proxy).toBe("http://proxy.office:3128");
    expect(env.HTTPS_PROXY).toBeUndefined();
    expect(env.HTTP_PROXY).toBe("http://elsewhere:2");
  });

  it("always keeps loopback off any proxy: a function calls the gateway on 127.0.0.1", () => {
    expect(denoEnvironment({}).NO_PROXY).toBe(LOOPBACK);
    expect(denoEnvironment({ no_proxy: "localhost,.office" }).NO_PROXY).toBe(`localhost,.office,127.0.0.1,::1`);
    expect(denoEnvironment({}).no_proxy).toBeUndefined();
  });

  it("leaves out what the host has not set, and empty values", () => {
    expect(denoEnvironment({ PATH: "/bin", DENO_DIR: "", NODE_EXTRA_CA_CERTS: "" })).toEqual({
      PATH: "/bin",
      HOME: "",
      NO_PROXY: LOOPBACK,
      NO_COLOR: "1",
    });
  });
});
