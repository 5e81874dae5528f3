/**
 * The environment the gateway gives a Deno process it starts for an Edge Function (functions.ts).
 *
 * Deno gets a short, hand-picked list instead of the whole environment, so the host's secrets (cloud keys, tokens)
 * never reach a function. But a first start downloads the function's `npm:` imports, so Deno must see how this
 * machine reaches the npm registry: behind a private certificate authority or a proxy (offices, campuses) it fails
 * with "invalid peer certificate: UnknownIssuer" or cannot connect at all without these (docs/local-backend.md).
 *
 * - Certificates: Deno does not read SSL_CERT_FILE/SSL_CERT_DIR itself; it trusts an extra CA from
 *   NODE_EXTRA_CA_CERTS or DENO_CERT (a PEM file), or the OS store with DENO_TLS_CA_STORE=system (which then reads
 *   SSL_CERT_FILE/SSL_CERT_DIR). When none of the first two is set, npm's own `cafile` (npm hands it to every
 *   `npm run` script as npm_config_cafile) becomes DENO_CERT: the machine's npm already reaches the registry with it.
 * - Proxies: HTTPS_PROXY, HTTP_PROXY, ALL_PROXY (either case), else npm's `https-proxy` / `proxy`. Deno sends even
 *   loopback requests through a proxy, so NO_PROXY always adds localhost, 127.0.0.1 and ::1: a function calls the
 *   gateway at SUPABASE_URL on loopback.
 * - Cache and registry: DENO_DIR (or where Deno puts its cache by default: XDG_CACHE_HOME, LOCALAPPDATA on
 *   Windows), so the gateway and `deno check` share one cache; NPM_CONFIG_REGISTRY, else npm's `registry`.
 */

/** Passed through as the host has them. */
const PASSED = [
  "PATH",
  "HOME",
  // Windows: the profile and cache folders, and SystemRoot, without which a process there cannot open sockets
  "USERPROFILE",
  "LOCALAPPDATA",
  "SystemRoot",
  "XDG_CACHE_HOME",
  "DENO_DIR",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "ALL_PROXY",
  "all_proxy",
  "NPM_CONFIG_REGISTRY",
] as const;

const LOOPBACK = ["localhost", "127.0.0.1", "::1"];

/** A setting of npm as npm hands it to scripts (npm_config_<name>) or as a user may export it (NPM_CONFIG_<NAME>). */
function npmConfig(host: NodeJS.ProcessEnv, name: string): string | undefined {
  return host[`npm_config_${name}`] || host[`NPM_CONFIG_${name.toUpperCase()}`] || undefined;
}

export function denoEnvironment(host: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED) {
    const value = host[name];
    if (value) env[name] = value;
  }
  env.PATH ??= "";
  env.HOME ??= "";

  const cafile = npmConfig(host, "cafile");
  if (!env.DENO_CERT && !env.NODE_EXTRA_CA_CERTS && cafile) env.DENO_CERT = cafile;

  const npmHttpsProxy = npmConfig(host, "https_proxy") ?? npmConfig(host, "proxy");
  if (!env.HTTPS_PROXY && !env.https_proxy && npmHttpsProxy) env.HTTPS_PROXY = npmHttpsProxy;
  const npmHttpProxy = npmConfig(host, "proxy");
  if (!env.HTTP_PROXY && !env.http_proxy && npmHttpProxy) env.HTTP_PROXY = npmHttpProxy;

  const noProxy = [host.NO_PROXY, host.no_proxy, npmConfig(host, "noproxy")]
    .flatMap((list) => (list ?? "").split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  env.NO_PROXY = [...new Set([...noProxy, ...LOOPBACK])].join(",");

  const registry = npmConfig(host, "registry");
  if (!env.NPM_CONFIG_REGISTRY && registry) env.NPM_CONFIG_REGISTRY = registry;

  env.NO_COLOR = "1";
  return env;
}
