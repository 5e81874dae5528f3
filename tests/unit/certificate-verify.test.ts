/**
 * The certificate's QR token, made as the Edge Function sign-certificates makes it (the shared claim builder and
 * jose), checked by the browser's verifier (src/features/certificates/lib/verify.ts): every printed field comes back
 * from a genuine token; one changed character, another key, an unknown key id, a cut token, garbage and an unsigned
 * token are "tidak sah", with WebCrypto (jose) and with the pure-JavaScript path older browsers take. Also the QR code's
 * size at the printed page's error correction (docs/certificates.md).
 */
import { CompactSign, importJWK, type JSONWebKeySet } from "jose";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import {
  detailsDigest as signedDetailsDigest,
  keyId,
  parseSigningKey,
  publicJwk,
  qrPayload,
  type CertificateContent,
} from "../../supabase/functions/_shared/certificate-credential";
import { newCertificateSigningKey } from "../../supabase/local/certificate-key";
import { detailsDigest, detailsMatch, tokenFrom, verificationUrl, verifyCertificateToken as verifyWith } from "../../src/features/certificates/lib/verify";
import { certificateContent } from "../fixtures/certificate-content";

const CERT = certificateContent({ jp: 240 });

const SIGNATORY = { name: CERT.signatory_name, position: CERT.signatory_position, nip: CERT.signatory_nip };

async function keyPair() {
  const jwk = parseSigningKey(newCertificateSigningKey())!;
  return { jwk, kid: await keyId(jwk), key: await importJWK(jwk, "EdDSA"), pub: await publicJwk(jwk) };
}

async function sign(cert: CertificateContent, key: CryptoKey | Uint8Array, kid: string, claims?: unknown): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify(claims ?? (await qrPayload(cert))));
  return new CompactSign(payload).setProtectedHeader({ alg: "EdDSA", kid }).sign(key);
}

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64url");
const unb64 = (s: string) => Buffer.from(s, "base64url").toString("utf8");

const k = await keyPair();
const keys: JSONWebKeySet = { keys: [k.pub] };
const token = await sign(CERT, k.key, k.kid);

describe.each([
  ["WebCrypto (jose)", false],
  ["@noble/ed25519, for browsers without WebCrypto's Ed25519", true],
])("verifyCertificateToken with %s", (_engine, portable) => {
  const verifyCertificateToken = (input: string, set: JSONWebKeySet) => verifyWith(input, set, { portable });

  it("a genuine token gives back every printed field", async () => {
    const result = await verifyCertificateToken(token, keys);
    expect(result).toEqual({
      status: "sah",
      kid: k.kid,
      fields: {
        publicId: CERT.public_id,
        number: CERT.number,
        fullName: CERT.full_name,
        birthPlace: CERT.birth_place,
        birthDate: CERT.birth_date,
        program: CERT.program,
        batch: CERT.batch,
        jp: CERT.jp,
        periodStart: CERT.period_start,
        periodEnd: CERT.period_end,
        result: CERT.result,
        issuedPlace: CERT.issued_place,
        issuedOn: CERT.issued_on,
        detailsDigest: await signedDetailsDigest(CERT.units, SIGNATORY),
      },
    });
  });

  it("reads the token from the whole address, the fragment or the token alone", async () => {
    const url = verificationUrl("https://tik.example.id/", token);
    expect(url).toBe(`https://tik.example.id/verifikasi-sertifikat#${token}`);
    expect(tokenFrom(url)).toBe(token);
    expect(tokenFrom(`#${token}`)).toBe(token);
    expect((await verifyCertificateToken(`  ${url}\n`, keys)).status).toBe("sah");
  });

  it("one changed character in the name is tidak sah", async () => {
    const [header, payload, signature] = token.split(".");
    const edited = unb64(payload).replace("Rizki", "Rizky");
    expect(edited).not.toBe(unb64(payload));
    const result = await verifyCertificateToken([header, b64(edited), signature].join("."), keys);
    expect(result).toEqual({ status: "tidak_sah", reason: "signature" });
  });

  it("every field is covered: changing any one of them breaks the signature", async () => {
    const [header, payload, signature] = token.split(".");
    const fields = JSON.parse(unb64(payload)) as unknown[];
    expect(fields).toHaveLength(15);
    for (const [i, value] of fields.entries()) {
      const changed = [...fields];
      changed[i] = typeof value === "number" ? value + 1 : `${String(value).slice(0, -1)}${String(value).endsWith("A") ? "B" : "A"}`;
      const result = await verifyCertificateToken([header, b64(JSON.stringify(changed)), signature].join("."), keys);
      expect(result, `position ${i}`).toEqual({ status: "tidak_sah", reason: "signature" });
    }
  });

  it("a token signed with another key under the published kid is tidak sah", async () => {
    const other = await keyPair();
    const forged = await sign({ ...CERT, full_name: "Orang Lain" }, other.key, k.kid);
    expect(await verifyCertificateToken(forged, keys)).toEqual({ status: "tidak_sah", reason: "signature" });
  });

  it("a key the set does not list is tidak sah; an old key still listed after a rotation still verifies", async () => {
    const other = await keyPair();
    const unknown = await sign(CERT, other.key, other.kid);
    expect(await verifyCertificateToken(unknown, keys)).toEqual({ status: "tidak_sah", reason: "unknown_key" });
    const rotated: JSONWebKeySet = { keys: [k.pub, other.pub] };
    expect((await verifyCertificateToken(token, rotated)).status).toBe("sah");
    expect((await verifyCertificateToken(unknown, rotated)).status).toBe("sah");
  });

  it.each([
    ["cut in the signature", (t: string) => t.slice(0, -10)],
    ["cut in the payload", (t: string) => t.slice(0, t.indexOf(".") + 20)],
    ["without its signature", (t: string) => t.slice(0, t.lastIndexOf(".") + 1)],
    ["empty", () => ""],
    ["garbage", () => "%%%bukan-token%%%"],
    ["three parts of garbage", () => "abc.def.ghi"],
    ["far too long", (t: string) => `${t}${"A".repeat(5000)}`],
  ])("a token %s is tidak sah", async (_name, change) => {
    expect((await verifyCertificateToken(change(token), keys)).status).toBe("tidak_sah");
  });

  it("an unsigned token (alg none) or one of another shape is tidak sah", async () => {
    const payload = token.split(".")[1];
    const none = `${b64(JSON.stringify({ alg: "none", kid: k.kid }))}.${payload}.`;
    expect((await verifyCertificateToken(none, keys)).status).toBe("tidak_sah");
    const odd = await sign(CERT, k.key, k.kid, { v: 1, hello: "world" });
    expect(await verifyCertificateToken(odd, keys)).toEqual({ status: "tidak_sah", reason: "format" });
    const short = await sign(CERT, k.key, k.kid, (await qrPayload(CERT)).slice(0, 14));
    expect(await verifyCertificateToken(short, keys)).toEqual({ status: "tidak_sah", reason: "format" });
  });

  it("the units and signatory the status check answers are matched against the signed digest", async () => {
    const result = await verifyCertificateToken(token, keys);
    if (result.status !== "sah") throw new Error("expected sah");
    expect(await detailsDigest(CERT.units, SIGNATORY)).toBe(await signedDetailsDigest(CERT.units, SIGNATORY));
    expect(await detailsMatch(result.fields, { units: CERT.units, signatory: SIGNATORY })).toBe(true);
    expect(await detailsMatch(result.fields, { units: [{ ...CERT.units[0], jp: 25 }, ...CERT.units.slice(1)], signatory: SIGNATORY })).toBe(false);
    expect(await detailsMatch(result.fields, { units: CERT.units.slice(1), signatory: SIGNATORY })).toBe(false);
    expect(await detailsMatch(result.fields, { units: CERT.units, signatory: { ...SIGNATORY, nip: "197805122005011004" } })).toBe(false);
  });
});

describe("the QR code's size", () => {
  const origin = "https://tik.blkbandaaceh.id";
  // long but real values: a four-word name, the longest seeded program, a two-word place
  const long: CertificateContent = {
    ...CERT,
    number: "123/TIK/BLK-BNA/2026",
    full_name: "Cut Nurul Aulia Rahmadhani Putri",
    birth_place: "Kabupaten Aceh Besar",
    program: "Operator Komputer Perkantoran",
    batch: "Batch 12 (Angkatan Khusus)",
    signatory_position: "Kepala UPTD Balai Latihan Kerja Banda Aceh Dinas Tenaga Kerja dan Mobilitas Penduduk Aceh",
  };

  it.each([
    ["typical", CERT],
    ["long", long],
  ])("%s: fits a QR code of version 18 or lower at error correction M", async (_name, cert) => {
    const url = verificationUrl(origin, await sign(cert, k.key, k.kid));
    const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
    expect(qr.version).toBeLessThanOrEqual(18);
    console.log(`[qr] ${_name}: ${url.length} characters, version ${qr.version} (${qr.modules.size} modules)`);
  });
});
