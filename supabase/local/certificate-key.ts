/**
 * The certificates' signing key on the embedded backend (docs/certificates.md, "The key"): an Ed25519 private key as
 * a JWK, made once and kept in the data folder (`certificate-signing-key.json`, readable by its owner only), given to
 * the Edge Functions as CERTIFICATE_SIGNING_JWK as hosted Supabase gives a function its secrets. An in-memory backend
 * makes a fresh key per start. A reset of the data folder makes a new key, as it makes a new database.
 */
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const CERTIFICATE_KEY_FILE = "certificate-signing-key.json";

/** A new private key: { kty: "OKP", crv: "Ed25519", x, d }. */
export function newCertificateSigningKey(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  const { kty, crv, x, d } = privateKey.export({ format: "jwk" });
  return JSON.stringify({ kty, crv, x, d });
}

/** The data folder's key, made on first use; a fresh one without a folder. */
export function certificateSigningKey(dataDir: string | undefined): string {
  if (!dataDir) return newCertificateSigningKey();
  const file = path.join(dataDir, CERTIFICATE_KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const key = newCertificateSigningKey();
  // written whole or not at all: a half-written key would sign nothing
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${key}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
  return key;
}
