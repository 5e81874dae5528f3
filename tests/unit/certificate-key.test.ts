/**
 * The embedded backend's certificate signing key (supabase/local/certificate-key.ts, docs/certificates.md "The key"):
 * made once in the data folder, readable by its owner only, the same key on every later start; a fresh one without a
 * folder. The function's parser takes it and refuses what is not a private Ed25519 JWK.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CERTIFICATE_KEY_FILE, certificateSigningKey } from "../../supabase/local/certificate-key";
import { keyId, parseSigningKey, publicJwk } from "../../supabase/functions/_shared/certificate-credential";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("certificateSigningKey", () => {
  it("is made once in the data folder (mode 600) and read back on every later start", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-key-"));
    dirs.push(dir);
    const first = certificateSigningKey(dir);
    const file = path.join(dir, CERTIFICATE_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(certificateSigningKey(dir)).toBe(first);
    const jwk = parseSigningKey(first)!;
    expect(jwk).toMatchObject({ kty: "OKP", crv: "Ed25519" });
    expect(await keyId(jwk)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await publicJwk(jwk)).not.toHaveProperty("d");
  });

  it("is a fresh key without a data folder (an in-memory backend)", () => {
    expect(certificateSigningKey(undefined)).not.toBe(certificateSigningKey(undefined));
  });

  it.each([
    ["nothing", undefined],
    ["not JSON", "{kunci"],
    ["a public key only", JSON.stringify({ kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" })],
    ["another curve", JSON.stringify({ kty: "OKP", crv: "X25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", d: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" })],
  ])("the function refuses %s as its key", (_name, text) => {
    expect(parseSigningKey(text)).toBeNull();
  });
});
