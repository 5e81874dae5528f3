/**
 * What a certificate's signatures cover (docs/certificates.md, "The signed forms"), shared by the Edge Functions
 * sign-certificates and certificate-keys. Plain Web APIs (crypto.subtle, TextEncoder) only: it runs in Deno, and the
 * unit tests run it in Node to check it against the browser's verifier (src/features/certificates/lib/verify.ts).
 *
 * Two signed forms of one certificate, both compact JWS with EdDSA (Ed25519) under the same key:
 * - the QR token: every printed field as a short JSON array (QrPayload), the units and the signatory as one digest;
 *   it goes in the fragment of /verifikasi-sertifikat#<token>;
 * - the credential: an Open Badges 3.0 OpenBadgeCredential (W3C VC 2.0) as a VC-JWT, for wallets and profiles.
 */

/** One unit of competence (or syllabus item) as printed: code (may be empty), title, hours (JP). */
export interface CertificateUnit {
  kode: string;
  judul: string;
  jp: number;
}

/** A certificate as public.certificates_to_sign() hands it over: every printed field, as issued. */
export interface CertificateContent {
  id: number;
  public_id: string;
  number: string;
  full_name: string;
  birth_place: string;
  birth_date: string;
  program: string;
  batch: string;
  jp: number;
  units: CertificateUnit[];
  period_start: string;
  period_end: string;
  result: string;
  issued_place: string;
  issued_on: string;
  signatory_name: string;
  signatory_position: string;
  signatory_nip: string;
}

/**
 * The QR token's payload: a JSON array, positions instead of names, because the whole token has to fit a QR code that
 * scans from paper (docs/certificates.md, "The QR code's size"). Every printed field is in it or in `details`, the
 * digest of the units of competence and the signatory, which the status check answers in full (they are the same on
 * many certificates and hold nothing of the holder).
 */
export type QrPayload = [
  version: 1,
  /** the public id as 22 base64url characters (uuidToBase64url): the status check's handle */
  id: string,
  number: string,
  fullName: string,
  birthPlace: string,
  /** YYYY-MM-DD */
  birthDate: string,
  program: string,
  batch: string,
  jp: number,
  periodStart: string,
  periodEnd: string,
  result: string,
  issuedPlace: string,
  issuedOn: string,
  /** detailsDigest(units, signatory) */
  details: string,
];

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** A UUID's 16 bytes as 22 base64url characters (14 fewer than its text). */
export function uuidToBase64url(uuid: string): string {
  const hex = uuid.replace(/-/g, "");
  return base64url(new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16))));
}

export interface Signatory {
  name: string;
  position: string;
  nip: string;
}

/**
 * The first 128 bits of SHA-256 (22 base64url characters) of `[[[kode, judul, jp], …], [name, position, nip]]` in
 * JSON: the units in their printed order and the signatory.
 */
export async function detailsDigest(units: CertificateUnit[], signatory: Signatory): Promise<string> {
  const text = JSON.stringify([units.map((u) => [u.kode, u.judul, u.jp]), [signatory.name, signatory.position, signatory.nip]]);
  return base64url((await sha256(text)).slice(0, 16));
}

export async function qrPayload(c: CertificateContent): Promise<QrPayload> {
  return [
    1,
    uuidToBase64url(c.public_id),
    c.number,
    c.full_name,
    c.birth_place,
    c.birth_date,
    c.program,
    c.batch,
    c.jp,
    c.period_start,
    c.period_end,
    c.result,
    c.issued_place,
    c.issued_on,
    await detailsDigest(c.units, { name: c.signatory_name, position: c.signatory_position, nip: c.signatory_nip }),
  ];
}

/** An Ed25519 key as a JWK (the private one has `d`). */
export interface Ed25519Jwk {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
  d?: string;
  kid?: string;
}

/** The private key from the function's secret (CERTIFICATE_SIGNING_JWK), or null when it is not one. */
export function parseSigningKey(text: string | undefined): (Ed25519Jwk & { d: string }) | null {
  if (!text) return null;
  try {
    const jwk = JSON.parse(text) as Record<string, unknown>;
    const b64 = /^[A-Za-z0-9_-]{43}$/;
    if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string" || !b64.test(jwk.x) || typeof jwk.d !== "string" || !b64.test(jwk.d)) {
      return null;
    }
    return { kty: "OKP", crv: "Ed25519", x: jwk.x, d: jwk.d };
  } catch {
    return null;
  }
}

/**
 * The key's id: the first 16 characters of its RFC 7638 thumbprint (96 bits; a handful of keys never collide), short
 * because it is in every QR code's header. Derived from the public key, so nobody has to keep it in step.
 */
export async function keyId(jwk: Ed25519Jwk): Promise<string> {
  return base64url(await sha256(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))).slice(0, 16);
}

/** The public half, as published in the key set. */
export async function publicJwk(jwk: Ed25519Jwk): Promise<Required<Omit<Ed25519Jwk, "d">> & { alg: "EdDSA"; use: "sig" }> {
  return { kty: "OKP", crv: "Ed25519", x: jwk.x, kid: await keyId(jwk), alg: "EdDSA", use: "sig" };
}

export interface Issuer {
  /** The site's address (SITE_URL): the issuer's id in the credential */
  url: string;
  name: string;
}

export const ISSUER_NAME = "UPTD BLK Banda Aceh - Kejuruan TIK";

const UNIT_LINE = (u: CertificateUnit) => `- ${u.kode ? `${u.kode} ` : ""}${u.judul} (${u.jp} JP)`;

/**
 * The Open Badges 3.0 credential (VC 2.0 data model), the payload of the VC-JWT. The place and date of birth are left
 * out on purpose: this form is meant to be shared on profiles; the printed paper and its QR token carry them.
 */
export function openBadgeCredential(c: CertificateContent, issuer: Issuer): Record<string, unknown> {
  const site = issuer.url.replace(/\/+$/, "");
  const validFrom = `${c.issued_on}T00:00:00+07:00`;
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
    id: `urn:uuid:${c.public_id}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `Sertifikat Pelatihan ${c.program}`,
    description:
      `Sertifikat nomor ${c.number}, diterbitkan di ${c.issued_place} pada ${c.issued_on}, ditandatangani oleh ` +
      `${c.signatory_name} (${c.signatory_position}, NIP ${c.signatory_nip}).`,
    issuer: { id: site, type: ["Profile"], name: issuer.name, url: site },
    validFrom,
    awardedDate: validFrom,
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [{ type: ["IdentityObject"], identityHash: c.full_name, identityType: "name", hashed: false }],
      activityStartDate: `${c.period_start}T00:00:00+07:00`,
      activityEndDate: `${c.period_end}T23:59:59+07:00`,
      creditsEarned: c.jp,
      result: [{ type: ["Result"], value: c.result }],
      achievement: {
        id: `${site}/program-pelatihan#${encodeURIComponent(c.program)}`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: c.program,
        description: `Pelatihan berbasis kompetensi ${c.program} (${c.batch}), ${c.jp} JP, ${c.period_start} s.d. ${c.period_end}.`,
        criteria: { narrative: `Dinyatakan ${c.result} pada unit kompetensi berikut:\n${c.units.map(UNIT_LINE).join("\n")}` },
        creditsAvailable: c.jp,
        inLanguage: "id",
      },
    },
  };
}
