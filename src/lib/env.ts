/**
 * The only place that reads the build-time environment. `envResult` tells the
 * app shell whether it can start; `env` always has usable strings so that
 * importing modules never crashes before the error screen is shown.
 *
 * Two strings are checked by hand on purpose: this runs on every public page,
 * and even zod/mini would add ~10 KiB gzip to the first paint (see `npm run budget`).
 * The admin forms use zod.
 */
export type EnvProblem = { variable: string; message: string };

const URL_VAR = "VITE_SUPABASE_URL";
const KEY_VAR = "VITE_SUPABASE_ANON_KEY";

export function checkEnv(source: Record<string, unknown>) {
  const read = (name: string) => (typeof source[name] === "string" ? (source[name] as string).trim() : "");
  const url = read(URL_VAR);
  const key = read(KEY_VAR);
  const problems: EnvProblem[] = [];
  if (!url) problems.push({ variable: URL_VAR, message: `${URL_VAR} belum diatur.` });
  else if (!/^https?:\/\/\S+$/i.test(url)) {
    problems.push({ variable: URL_VAR, message: `${URL_VAR} harus berupa URL http(s) yang valid.` });
  }
  if (!key) problems.push({ variable: KEY_VAR, message: `${KEY_VAR} belum diatur.` });
  const success = problems.length === 0;
  return {
    success,
    problems,
    data: success ? { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key } : null,
  };
}

export const envResult = checkEnv(import.meta.env);

export const env = {
  supabaseUrl: envResult.data?.VITE_SUPABASE_URL.replace(/\/+$/, "") ?? "http://localhost.invalid",
  supabaseAnonKey: envResult.data?.VITE_SUPABASE_ANON_KEY ?? "missing-anon-key",
};
