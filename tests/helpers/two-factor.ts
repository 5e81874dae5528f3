/** Two-factor steps for the integration tests: codes computed from a factor's key, as an authenticator app would. */
import * as OTPAuth from "otpauth";
import { expect } from "vitest";
import { jwtPayload, signedInClient, type TestClient, type TestUser } from "./supabase";

export function totpOf(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

const STEP_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * A code the auth server has not accepted yet for this key, as a person would wait for the app's next code: a code
 * passes once (RFC 6238 §5.2, docs/admin-team.md), so each call takes a later time step than the last one (the
 * current step, else the next one, which the server still accepts), and waits for the next step when both are spent.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    const step = Math.max(current, (lastStep.get(secret) ?? -1) + 1);
    if (step <= current + 1) {
      lastStep.set(secret, step);
      return totpOf(secret).generate({ timestamp: step * STEP_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - now + 50));
  }
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
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: await freshCode(secret) });
  expect(verified.error).toBeNull();
  return { factorId: data!.id, secret };
}

/** A second device: the same member signed in with the password alone (aal1). */
export function signInAgain(user: TestUser): Promise<TestClient> {
  return signedInClient(user.email, user.password);
}
