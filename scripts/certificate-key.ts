/**
 * `npm run certificate-key`: a new Ed25519 signing key for certificates (docs/certificates.md, "The key"), printed
 * once as a private JWK for `supabase secrets set CERTIFICATE_SIGNING_JWK='…'`, with the key id it will publish.
 * Nothing is written to disk: keep the key only in the project's secrets.
 */
import { keyId, parseSigningKey } from "../supabase/functions/_shared/certificate-credential.ts";
import { newCertificateSigningKey } from "../supabase/local/certificate-key.ts";

const key = newCertificateSigningKey();
const kid = await keyId(parseSigningKey(key)!);
console.log(`kid ${kid}\n`);
console.log(`supabase secrets set CERTIFICATE_SIGNING_JWK='${key}'`);
