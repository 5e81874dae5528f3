import { z } from "zod";

/** The rules for a new password (docs/admin-team.md, Passwords), with their Indonesian messages. */
export const PASSWORD_MESSAGES = {
  required: "Kata sandi harus diisi.",
  short: "Kata sandi minimal 10 karakter.",
  long: "Kata sandi terlalu panjang (maksimal 72 byte).",
  email: "Kata sandi tidak boleh sama dengan alamat email.",
  common: "Kata sandi ini terlalu umum dan mudah ditebak. Pilih yang lain.",
  mismatch: "Kata sandi tidak sama.",
} as const;

/** supabase/config.toml's minimum_password_length; bcrypt reads at most 72 bytes (Auth refuses longer). */
export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_BYTES = 72;

/** Common passwords of 10+ characters, loaded with the form (scripts/lib/common-passwords.ts). */
let common: Promise<Set<string>> | null = null;
export function commonPasswords(): Promise<Set<string>> {
  common ??= import("virtual:common-passwords").then((m) => new Set(m.default));
  return common;
}

/** A new password for the account `email`, typed twice. Validation is asynchronous (the common list). */
export function newPasswordSchema(email: string) {
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0];
  return z
    .object({
      password: z
        .string()
        .min(1, PASSWORD_MESSAGES.required)
        .refine((v) => [...v].length >= MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.short)
        .refine((v) => new TextEncoder().encode(v).length <= MAX_PASSWORD_BYTES, PASSWORD_MESSAGES.long)
        .refine((v) => {
          const lower = v.trim().toLowerCase();
          return lower !== address && lower !== localPart;
        }, PASSWORD_MESSAGES.email)
        .refine(async (v) => !(await commonPasswords()).has(v.toLowerCase()), PASSWORD_MESSAGES.common),
      confirm: z.string().min(1, "Ulangi kata sandi."),
    })
    .refine((v) => v.password === v.confirm, { message: PASSWORD_MESSAGES.mismatch, path: ["confirm"] });
}
