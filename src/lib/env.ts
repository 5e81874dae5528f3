import * as z from "zod/mini";

/**
 * The only place that reads the build-time environment. `envResult` tells the
 * app shell whether it can start; `env` always has usable strings so that
 * importing modules never crashes before the error screen is shown.
 */
// zod/mini: the same validation with a fraction of the bundle cost on public pages.
const envSchema = z.object({
  VITE_SUPABASE_URL: z
    .string({ error: "VITE_SUPABASE_URL belum diatur." })
    .check(
      z.trim(),
      z.minLength(1, "VITE_SUPABASE_URL belum diatur."),
      z.regex(/^https?:\/\/\S+$/i, "VITE_SUPABASE_URL harus berupa URL http(s) yang valid."),
    ),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: "VITE_SUPABASE_ANON_KEY belum diatur." })
    .check(z.trim(), z.minLength(1, "VITE_SUPABASE_ANON_KEY belum diatur.")),
});

export type EnvProblem = { variable: string; message: string };

export function checkEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse({
    VITE_SUPABASE_URL: source.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: source.VITE_SUPABASE_ANON_KEY,
  });
  const problems: EnvProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ variable: String(issue.path[0]), message: issue.message }));
  return { success: result.success, problems, data: result.success ? result.data : null };
}

export const envResult = checkEnv(import.meta.env);

export const env = {
  supabaseUrl: envResult.data?.VITE_SUPABASE_URL.replace(/\/+$/, "") ?? "http://localhost.invalid",
  supabaseAnonKey: envResult.data?.VITE_SUPABASE_ANON_KEY ?? "missing-anon-key",
};
