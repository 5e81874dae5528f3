import { describe, expect, it } from "vitest";
import { checkEnv } from "@/lib/env";

describe("checkEnv", () => {
  it("accepts an http(s) URL and a key, trimmed", () => {
    const result = checkEnv({ VITE_SUPABASE_URL: " https://abc.supabase.co ", VITE_SUPABASE_ANON_KEY: " key " });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_ANON_KEY: "key" });
    expect(result.problems).toEqual([]);
  });

  it("names every missing variable in Indonesian", () => {
    const result = checkEnv({});
    expect(result.success).toBe(false);
    expect(result.problems).toEqual([
      { variable: "VITE_SUPABASE_URL", message: "VITE_SUPABASE_URL belum diatur." },
      { variable: "VITE_SUPABASE_ANON_KEY", message: "VITE_SUPABASE_ANON_KEY belum diatur." },
    ]);
  });

  it("refuses blank values and URLs that are not http(s)", () => {
    expect(checkEnv({ VITE_SUPABASE_URL: "  ", VITE_SUPABASE_ANON_KEY: "k" }).problems[0].message).toBe(
      "VITE_SUPABASE_URL belum diatur.",
    );
    expect(checkEnv({ VITE_SUPABASE_URL: "ftp://x", VITE_SUPABASE_ANON_KEY: "k" }).problems).toEqual([
      { variable: "VITE_SUPABASE_URL", message: "VITE_SUPABASE_URL harus berupa URL http(s) yang valid." },
    ]);
  });
});
