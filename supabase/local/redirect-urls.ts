/**
 * Where an e-mail link may lead (`redirect_to` of POST /invite, POST /recover and GET /verify), by GoTrue's rule
 * (supabase/auth `internal/utilities/request.go` IsRedirectURLValid, as of its commit 26adce2, June 2026):
 *  1. the site URL's scheme, host name and port; any port when the host is a loopback name (RFC 8252 §7.3);
 *  2. else an IP address only when it is a loopback one, and a host name of unusual characters never;
 *  3. else a match of one of `additional_redirect_urls`, each a glob over the whole URL without its fragment
 *     (gobwas/glob with the separators `.` and `/`: `*` and `?` stop at them, `**` does not; `[…]`, `[!…]`,
 *     `{a,b}` and `\` escapes).
 * Anything else leads to the site URL. The URL is parsed as the browser that follows the redirect parses it (WHATWG),
 * and what a browser would read differently from a careful reader is refused outright: user info
 * (`http://localhost:5173@evil.example/` is evil.example), backslashes, white space and control characters, and a
 * host written other than as the browser reads it (`127.0.0.1.`, `2130706433`, percent-escapes). Only http(s) URLs
 * pass rules 1 and 2 (GoTrue lets an IP rule pass any scheme).
 */

export interface RedirectSettings {
  siteUrl: string;
  /** `additional_redirect_urls`: globs. */
  allowed: string[];
}

/** GoTrue's isLocalhost (internal/utilities/url_validator.go). */
function isLoopbackName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return ["localhost", "127.0.0.1", "::1", "0.0.0.0", "::"].includes(h) || h.endsWith(".localhost");
}

/** A loopback IP address (127.0.0.0/8, ::1, or IPv4-mapped 127.x), as Go's net.IP.IsLoopback; null: not an IP. */
function ipIsLoopback(hostname: string): boolean | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return hostname.startsWith("127.");
  const v6 = /^\[(.*)\]$/.exec(hostname)?.[1];
  if (v6 === undefined) return null;
  return v6 === "::1" || /^::ffff:(127\.|7f[0-9a-f]{2}:)/i.test(v6);
}

const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

const escapeRe = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A gobwas/glob pattern with the separators `.` and `/` as a regular expression over the whole string. */
export function globToRegExp(pattern: string): RegExp {
  let i = 0;
  const sequence = (inBraces: boolean): string => {
    let out = "";
    const branches: string[] = [];
    while (i < pattern.length) {
      const c = pattern[i++];
      if (inBraces && (c === "," || c === "}")) {
        branches.push(out);
        out = "";
        if (c === "}") return `(?:${branches.join("|")})`;
      } else if (c === "\\" && i < pattern.length) out += escapeRe(pattern[i++]);
      else if (c === "*") {
        if (pattern[i] === "*") {
          i++;
          out += ".*";
        } else out += "[^./]*";
      } else if (c === "?") out += "[^./]";
      else if (c === "{") out += sequence(true);
      else if (c === "[") {
        const end = pattern.indexOf("]", i);
        if (end < 0) throw new Error(`redirect URL pattern ${pattern}: unclosed [`);
        let body = pattern.slice(i, end);
        i = end + 1;
        const negated = body.startsWith("!");
        if (negated) body = body.slice(1);
        out += `[${negated ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      } else out += escapeRe(c);
    }
    if (inBraces) throw new Error(`redirect URL pattern ${pattern}: unclosed {`);
    return out;
  };
  return new RegExp(`^${sequence(false)}$`, "s");
}

export class RedirectRule {
  private site: URL;
  private siteUrl: string;
  private patterns: RegExp[];

  constructor(settings: RedirectSettings) {
    this.siteUrl = settings.siteUrl;
    this.site = new URL(settings.siteUrl);
    this.patterns = settings.allowed.map(globToRegExp);
  }

  /** Whether a link may lead to `raw` (GoTrue's IsRedirectURLValid, stricter where a browser could be misled). */
  allows(raw: string): boolean {
    if (!raw || raw.includes("\\") || [...raw].some((c) => c <= " " || c === "\u007f")) return false;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    const http = url.protocol === "http:" || url.protocol === "https:";
    if (http) {
      // The host as written must be the host the browser goes to: no user info (even empty: `http://@host`), no
      // forms the parser rewrites (numeric or hex IPv4, `127.0.0.1.`, %-escapes, other IPv6 spellings).
      const authority = /^https?:\/\/([^/?#]*)/i.exec(raw)?.[1];
      if (authority === undefined || authority.includes("@")) return false;
      const written = authority.replace(/:\d*$/, "").toLowerCase();
      const ipv6 = written.startsWith("[") && url.hostname.startsWith("[");
      if (written !== url.hostname && !ipv6) return false;
      if (
        url.protocol === this.site.protocol &&
        url.hostname === this.site.hostname &&
        (url.port === this.site.port || isLoopbackName(url.hostname))
      ) {
        return true;
      }
      const loopbackIp = ipIsLoopback(url.hostname);
      if (loopbackIp !== null) return loopbackIp;
      if (!REGULAR_HOSTNAME.test(url.hostname)) return false;
    }
    const withoutFragment = raw.split("#")[0];
    return this.patterns.some((p) => p.test(withoutFragment));
  }

  /** `raw` when a link may lead there, else the site URL (GoTrue's GetReferrer, without its Referer fallback). */
  target(raw: string | null): string {
    return raw && this.allows(raw) ? raw : this.siteUrl;
  }
}
