import type { LocalSupabase } from "./server.ts";
import { DEMO_ADMIN } from "./keys.ts";

/** What a developer needs to talk to the embedded backend: URLs, keys and the demo login. */
export function connectionBanner(sb: LocalSupabase): string {
  return `  API URL:          ${sb.url}
  REST:             ${sb.url}/rest/v1
  Auth:             ${sb.url}/auth/v1
  Storage:          ${sb.url}/storage/v1
  DB URL:           ${sb.dbUrl}
  anon key:         ${sb.anonKey}
  service_role key: ${sb.serviceRoleKey}
  JWT secret:       ${sb.jwtSecret}
  Demo login:       ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`;
}
