import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Factor, Session } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { supabase } from "@/lib/supabase";
import { loadAuthClient } from "@/lib/auth-session";

/**
 * Two-factor sign-in with an authenticator app (TOTP, docs/admin-team.md): Supabase Auth's MFA API through
 * supabase-js; the database decides what needs the second step (migration 20261126000007_two_factor.sql).
 */

/** The name the authenticator app shows above the codes. */
export const TOTP_ISSUER = "Kejuruan TIK BPVP Banda Aceh";

export interface Assurance {
  /** What this session passed: `aal1` (password) or `aal2` (password and code). */
  current: "aal1" | "aal2" | null;
  /** Whether the account has a verified factor (then the panel asks for the code). */
  hasFactor: boolean;
}

/** From the session alone, as supabase-js's getAuthenticatorAssuranceLevel() does without a request. */
export function assuranceOf(session: Session | null): Assurance {
  if (!session) return { current: null, hasFactor: false };
  let current: Assurance["current"] = null;
  try {
    const aal = decodeJwt(session.access_token).aal;
    current = aal === "aal2" ? "aal2" : "aal1";
  } catch {
    current = null;
  }
  const hasFactor = (session.user?.factors ?? []).some((f) => f.status === "verified");
  return { current, hasFactor };
}

/** True when the account has a factor this session has not used yet: the panel asks for the code first. */
export function needsCode(session: Session | null): boolean {
  const a = assuranceOf(session);
  return a.hasFactor && a.current !== "aal2";
}

export const twoFactorKeys = {
  factors: ["two-factor", "factors"] as const,
  settings: ["two-factor", "settings"] as const,
};

/** Auth's error codes in plain Indonesian (the message a person can act on). */
export function twoFactorMessage(error: unknown): string {
  const e = error as { code?: string; status?: number; message?: string } | null;
  switch (e?.code) {
    case "mfa_verification_failed":
      return "Kode salah atau sudah kedaluwarsa. Masukkan kode yang sedang tampil di aplikasi autentikator; pastikan jam ponsel Anda tepat.";
    case "mfa_challenge_expired":
      return "Waktu verifikasi habis. Masukkan kode yang baru.";
    case "over_request_rate_limit":
      return "Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.";
    case "insufficient_aal":
      return "Masukkan kode verifikasi dua langkah terlebih dahulu.";
    case "too_many_enrolled_mfa_factors":
      return "Akun ini sudah memiliki terlalu banyak aplikasi autentikator. Hapus salah satu terlebih dahulu.";
    case "mfa_factor_not_found":
      return "Aplikasi autentikator tidak ditemukan. Muat ulang halaman.";
  }
  if (e?.status === 429) return "Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.";
  if (e?.message && /fetch|network/i.test(e.message)) return "Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.";
  return "Verifikasi dua langkah gagal. Coba lagi.";
}

class TwoFactorError extends Error {
  constructor(cause: unknown) {
    super(twoFactorMessage(cause));
    this.name = "TwoFactorError";
  }
}

/** The account's factors, verified or not (GET /user). */
export async function fetchFactors(): Promise<Factor[]> {
  const { data, error } = await (await loadAuthClient()).auth.mfa.listFactors();
  if (error) throw new TwoFactorError(error);
  return data.all.filter((f) => f.factor_type === "totp");
}

export const factorsQuery = () => queryOptions({ queryKey: twoFactorKeys.factors, queryFn: fetchFactors });
export const useFactors = () => useQuery(factorsQuery());

export interface Enrolment {
  factorId: string;
  /** An SVG data URI of the otpauth:// address. */
  qrCode: string;
  /** The key, for typing into the app by hand. */
  secret: string;
}

/** Starts an enrolment; a half-done one from before (never verified) is removed first. */
export async function startEnrolment(): Promise<Enrolment> {
  const auth = (await loadAuthClient()).auth;
  const listed = await auth.mfa.listFactors();
  for (const stale of listed.data?.all.filter((f) => f.status === "unverified") ?? []) {
    await auth.mfa.unenroll({ factorId: stale.id });
  }
  const { data, error } = await auth.mfa.enroll({ factorType: "totp", issuer: TOTP_ISSUER });
  if (error) throw new TwoFactorError(error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code for a factor: the session becomes aal2 (and a new factor becomes verified). */
export async function verifyCode({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  const { error } = await (await loadAuthClient()).auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw new TwoFactorError(error);
}

export async function removeFactor(factorId: string): Promise<void> {
  const auth = (await loadAuthClient()).auth;
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) throw new TwoFactorError(error);
  // the token still says aal2 and lists the factor: a fresh one says what the session is now
  await auth.refreshSession();
}

/** Enrolment, verification and removal refresh the factor list. */
function useFactorMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors }) });
}
export const useStartEnrolment = () => useFactorMutation(startEnrolment);
export const useVerifyCode = () => useFactorMutation(verifyCode);
export const useRemoveFactor = () => useFactorMutation(removeFactor);

/** Whether the team requires two-factor (public.security_settings, readable by every member). */
export async function fetchTwoFactorRequired(): Promise<boolean> {
  const { data } = await supabase.from("security_settings").select("require_two_factor").maybeSingle().throwOnError();
  return data?.require_two_factor ?? false;
}

export const twoFactorRequiredQuery = () =>
  queryOptions({ queryKey: twoFactorKeys.settings, queryFn: fetchTwoFactorRequired, staleTime: 60_000 });
/** `enabled`: false until someone is signed in (visitors cannot read it). */
export const useTwoFactorRequired = (enabled = true) => useQuery({ ...twoFactorRequiredQuery(), enabled });

/** Super admins: require two-factor for everyone (only after passing it themselves; the database checks). */
export async function setTwoFactorRequired(required: boolean): Promise<boolean> {
  const { data } = await supabase.rpc("set_require_two_factor", { p_required: required }).throwOnError();
  return data;
}

export function useSetTwoFactorRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorRequired,
    onSuccess: (required) => queryClient.setQueryData(twoFactorKeys.settings, required),
  });
}
