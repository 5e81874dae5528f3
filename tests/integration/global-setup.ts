/**
 * vitest globalSetup of the "integration" project: starts ONE embedded local Supabase in
 * memory (bootstrap + migrations + seed.sql + storage seed) on free loopback ports, shares
 * its URL and keys with the test files, and stops it at the end.
 *
 * Test files read them with `inject("supabaseUrl")` etc., or from process.env
 * (SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_SERVICE_ROLE_KEY,
 * SUPABASE_TEST_REST_URL, SUPABASE_TEST_DB_URL); tests/helpers/supabase.ts wraps both.
 */
import type { TestProject } from "vitest/node";
import { startLocalSupabase, type LocalSupabase } from "../../supabase/local/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    supabaseUrl: string;
    supabaseAnonKey: string;
    supabaseServiceRoleKey: string;
    /** PostgREST's internal URL (bypasses the gateway; security tests only). */
    supabaseRestUrl: string;
    supabaseDbUrl: string;
  }
}

let backend: LocalSupabase | null = null;

export default async function setup(project: TestProject) {
  // supabase-js 2.109 constructs its realtime client eagerly and needs a global WebSocket,
  // which Node 20 only has behind a flag. Test workers are forked after this point and
  // inherit NODE_OPTIONS.
  if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === "undefined") {
    const current = process.env.NODE_OPTIONS ?? "";
    if (!current.includes("--experimental-websocket")) {
      process.env.NODE_OPTIONS = `${current} --experimental-websocket`.trim();
    }
  }
  const started = Date.now();
  backend = await startLocalSupabase({ memory: true, port: 0, dbPort: 0, seed: true, quiet: true });
  for (const w of backend.seedWarnings) console.warn(`[integration] ${w}`);
  console.log(`[integration] embedded local Supabase on ${backend.url} (in memory, ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`);

  project.provide("supabaseUrl", backend.url);
  project.provide("supabaseAnonKey", backend.anonKey);
  project.provide("supabaseServiceRoleKey", backend.serviceRoleKey);
  project.provide("supabaseRestUrl", backend.restUrl);
  project.provide("supabaseDbUrl", backend.dbUrl ?? "");
  process.env.SUPABASE_TEST_URL = backend.url;
  process.env.SUPABASE_TEST_ANON_KEY = backend.anonKey;
  process.env.SUPABASE_TEST_SERVICE_ROLE_KEY = backend.serviceRoleKey;
  process.env.SUPABASE_TEST_REST_URL = backend.restUrl;
  process.env.SUPABASE_TEST_DB_URL = backend.dbUrl ?? "";

  return async () => {
    await backend?.stop();
    backend = null;
  };
}
