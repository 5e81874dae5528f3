/**
 * Verifying a certificate's QR code in the browser (docs/certificates.md, "Verifying"): the fragment of
 * /verifikasi-sertifikat#<token> is a compact JWS (EdDSA, Ed25519) over every printed field. It is checked here
 * against the centre's published key set (GET /functions/v1/certificate-keys); nothing of it is sent to a server.
 * The status (sah / dicabut / diganti) is the database's, asked by the certificate's public id only
 * (public.certificate_status); the units of competence and the signatory it answers are checked against the digest
 * the token signs.
 *
 * jose verifies with the browser's WebCrypto, which has Ed25519 only since Chrome 137, Safari 17 and Firefox 129; on an
 * older phone a genuine certificate must not read "tidak sah", so there the same checks run with @noble/ed25519
 * (audited, pure JavaScript, RFC 8032 rules).
 */
import { verifyAsync } from "@noble/ed25519";
import { base64url, compactVerify, createLocalJWKSet, type JSONWebKeySet } from "jose";

import { paths } from "@/config/paths";

/** Where the QR code leads, on the site's own origin: the public page (src/config/paths.ts). */
export const VERIFICATION_PATH = paths.certificateVerification.path;
/** The public key set, under the project's Supabase URL. */
export const CERTIFICATE_KEYS_PATH = "/functions/v1/certificate-keys";
/** Far longer than any token the signing function makes (about 450 characters): refused unread. */
const MAX_TOKEN_LENGTH = 4000;

export interface CertificateUnit {
  kode: string;
  judul: string;
  jp: number;
}

export interface Signatory {
  name: string;
  position: string;
  nip: string;
}

/** Every printed field the token carries; the units and the signatory come from the status check (detailsMatch). */
export interface CertificateFields {
  publicId: string;
  number: string;
  fullName: string;
  birthPlace: string;
  birthDate: string;
  program: string;
  batch: string;
  jp: number;
  periodStart: string;
  periodEnd: string;
  result: string;
  issuedPlace: string;
  issuedOn: string;
  /** first 128 bits of SHA-256 (base64url) of the units and the signatory (detailsDigest) */
  detailsDigest: string;
}

export type VerifyResult =
  | { status: "sah"; fields: CertificateFields; kid: string }
  /** `reason` is for logs and tests; the page says "Tidak sah" for each */
  | { status: "tidak_sah"; reason: "format" | "unknown_key" | "signature" };

/** The address the QR code holds. */
export function verificationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${VERIFICATION_PATH}#${token}`;
}

/** The token from what a page or a scanner gives: the whole address, the fragment with its '#', or the token. */
export function tokenFrom(input: string): string {
  const text = input.trim();
  const hash = text.indexOf("#");
  return hash >= 0 ? text.slice(hash + 1) : text;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const str = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 500;
const date = (v: unknown): v is string => typeof v === "string" && DATE.test(v);

/** 22 base64url characters (16 bytes) back to the UUID's text. */
function uuidFrom(id: string): string | null {
  let bytes: Uint8Array;
  try {
    bytes = base64url.decode(id);
  } catch {
    return null;
  }
  if (bytes.length !== 16) return null;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The payload's shape (supabase/functions/_shared/certificate-credential.ts, QrPayload), or null. */
function fieldsOf(payload: Uint8Array): CertificateFields | null {
  let p: unknown;
  try {
    p = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(payload));
  } catch {
    return null;
  }
  if (!Array.isArray(p) || p.length !== 15 || p[0] !== 1) return null;
  const [, id, number, fullName, birthPlace, birthDate, program, batch, jp, periodStart, periodEnd, result, issuedPlace, issuedOn, details] = p as unknown[];
  const publicId = typeof id === "string" && /^[A-Za-z0-9_-]{22}$/.test(id) ? uuidFrom(id) : null;
  if (
    !publicId || !str(number) || !str(fullName) || !str(birthPlace) || !date(birthDate) || !str(program) || !str(batch) ||
    typeof jp !== "number" || !Number.isInteger(jp) || jp < 1 || !date(periodStart) || !date(periodEnd) || !str(result) ||
    !str(issuedPlace) || !date(issuedOn) || typeof details !== "string" || !/^[A-Za-z0-9_-]{22}$/.test(details)
  ) {
    return null;
  }
  return { publicId, number, fullName, birthPlace, birthDate, program, batch, jp, periodStart, periodEnd, result, issuedPlace, issuedOn, detailsDigest: details };
}

type Checked = { payload: Uint8Array; kid: string } | { reason: "format" | "unknown_key" | "signature" };
const ALGORITHMS = ["EdDSA", "Ed25519"];

/** jose over WebCrypto. */
async function checkWithWebCrypto(token: string, keys: JSONWebKeySet): Promise<Checked> {
  try {
    // only EdDSA: a token naming another algorithm (or "none") is refused before any key is used
    const verified = await compactVerify(token, createLocalJWKSet(keys), { algorithms: ALGORITHMS });
    const kid = verified.protectedHeader.kid;
    return typeof kid === "string" ? { payload: verified.payload, kid } : { reason: "format" };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ERR_JWKS_NO_MATCHING_KEY" || code === "ERR_JWKS_MULTIPLE_MATCHING_KEYS") return { reason: "unknown_key" };
    if (code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED") return { reason: "signature" };
    return { reason: "format" };
  }
}

/** The same checks with @noble/ed25519, for browsers whose WebCrypto has no Ed25519. */
async function checkPortably(token: string, keys: JSONWebKeySet): Promise<Checked> {
  const [h, p, s] = token.split(".");
  let header: Record<string, unknown>;
  let payload: Uint8Array;
  let signature: Uint8Array;
  try {
    header = JSON.parse(new TextDecoder().decode(base64url.decode(h))) as Record<string, unknown>;
    payload = base64url.decode(p);
    signature = base64url.decode(s);
  } catch {
    return { reason: "format" };
  }
  if (!header || typeof header !== "object" || !ALGORITHMS.includes(header.alg as string) || "crit" in header || typeof header.kid !== "string") {
    return { reason: "format" };
  }
  const kid = header.kid;
  const candidates = keys.keys.filter((k) => k.kid === kid && k.kty === "OKP" && k.crv === "Ed25519" && typeof k.x === "string" && (!k.alg || ALGORITHMS.includes(k.alg)));
  if (candidates.length !== 1) return { reason: "unknown_key" };
  let publicKey: Uint8Array;
  try {
    publicKey = base64url.decode(candidates[0].x as string);
  } catch {
    return { reason: "unknown_key" };
  }
  if (publicKey.length !== 32 || signature.length !== 64) return { reason: signature.length !== 64 ? "signature" : "unknown_key" };
  const signed = new TextEncoder().encode(`${h}.${p}`);
  const ok = await verifyAsync(signature, signed, publicKey, { zip215: false }).catch(() => false);
  return ok ? { payload, kid } : { reason: "signature" };
}

let webCryptoEd25519: Promise<boolean> | undefined;
/** Whether this browser's WebCrypto verifies Ed25519 (asked once). */
function hasWebCryptoEd25519(): Promise<boolean> {
  webCryptoEd25519 ??= crypto.subtle
    .importKey("jwk", { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" }, { name: "Ed25519" }, false, ["verify"])
    .then(
      () => true,
      () => false,
    );
  return webCryptoEd25519;
}

/**
 * Checks a QR token (or the address holding it) against the key set: the printed fields, or "tidak sah".
 * `portable` forces the @noble/ed25519 path (tests; browsers without WebCrypto's Ed25519 take it by themselves).
 */
export async function verifyCertificateToken(input: string, keys: JSONWebKeySet, options: { portable?: boolean } = {}): Promise<VerifyResult> {
  const token = tokenFrom(input);
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) {
    return { status: "tidak_sah", reason: "format" };
  }
  const portable = options.portable ?? !(await hasWebCryptoEd25519());
  const checked = await (portable ? checkPortably(token, keys) : checkWithWebCrypto(token, keys));
  if ("reason" in checked) return { status: "tidak_sah", reason: checked.reason };
  const fields = fieldsOf(checked.payload);
  if (!fields) return { status: "tidak_sah", reason: "format" };
  return { status: "sah", fields, kid: checked.kid };
}

/** First 128 bits of SHA-256 (base64url) of `[[[kode, judul, jp], …], [name, position, nip]]` in JSON: the token's digest. */
export async function detailsDigest(units: CertificateUnit[], signatory: Signatory): Promise<string> {
  const text = JSON.stringify([units.map((u) => [u.kode, u.judul, u.jp]), [signatory.name, signatory.position, signatory.nip]]);
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).slice(0, 16);
  return base64url.encode(bytes);
}

/** Whether the units and signatory the status check answered are the ones the certificate signed. */
export async function detailsMatch(fields: CertificateFields, details: { units: CertificateUnit[]; signatory: Signatory }): Promise<boolean> {
  return (await detailsDigest(details.units, details.signatory)) === fields.detailsDigest;
}
