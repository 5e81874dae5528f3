/** Two-factor steps for the integration tests: codes computed from a factor's key, as an authenticator app would. */
import * as OTPAuth from "otpauth";
import { expect } from "vitest";
import { jwtPayload, signedInClient, type TestClient, type TestUser } from "./supabase";

export function totpOf(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

export async function claimsOf(client: TestClient): Promise<Record<string, unknown>> {
  const { data } = await client.auth.getSession();
  return jwtPayload(data.session!.access_token);
}

/** Enrols and verifies a TOTP factor (the session becomes aal2); answers the factor id and its key. */
export async function enrolTotp(client: TestClient, friendlyName?: string): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
  expect(error).toBeNull();
  const secret = data!.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpOf(secret).generate() });
  expect(verified.error).toBeNull();
  return { factorId: data!.id, secret };
}

/** A second device: the same member signed in with the password alone (aal1). */
export function signInAgain(user: TestUser): Promise<TestClient> {
  return signedInClient(user.email, user.password);
}
