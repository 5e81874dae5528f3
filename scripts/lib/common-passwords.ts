/**
 * `virtual:common-passwords`: the common passwords of @zxcvbn-ts/language-common (zxcvbn's list, 49 k entries, a
 * well-kept source) that a new password could still be, i.e. those of at least 10 characters (shorter ones are
 * refused by the length rule first). Filtered when the app is built, so the set-password page loads about 1 500
 * entries instead of the whole compressed dictionary (≈ 200 KiB gzip).
 */
import type { Plugin } from "vite";

export const COMMON_PASSWORDS_ID = "virtual:common-passwords";
export const MIN_PASSWORD_LENGTH = 10;

export async function commonPasswords(minLength = MIN_PASSWORD_LENGTH): Promise<string[]> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  const list = dictionary["passwords-common"] as string[];
  return [...new Set(list.filter((p) => [...p].length >= minLength).map((p) => p.toLowerCase()))];
}

export function commonPasswordsPlugin(): Plugin {
  const resolved = `\0${COMMON_PASSWORDS_ID}`;
  return {
    name: "common-passwords",
    resolveId: (id) => (id === COMMON_PASSWORDS_ID ? resolved : undefined),
    load: async (id) => (id === resolved ? `export default ${JSON.stringify(await commonPasswords())};` : undefined),
  };
}
