/**
 * GET and HEAD on the API's functions (migration 20261128000001_registration_keys.sql, docs/registration.md "The
 * functions visitors call"). PostgREST runs `GET /rest/v1/rpc/f?…` for any function in a read-only transaction, so a
 * function that records a failure before answering would fail on a wrong secret and answer on the right one with
 * nothing recorded, and its input would be in a URL. Every function of `public` the API roles may execute is taken
 * from the catalogue and must be classified in scripts/pg-verify/expectations.ts (FUNCTIONS[…].get): `refused` ones
 * answer 405 with `Allow: POST` over GET and HEAD for every caller before anything else happens, and keep working
 * over POST; `allowed` ones are reads that take nothing secret. A function added later without a class fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNCTIONS } from "../../scripts/pg-verify/expectations";
import { createMember, createNonAdminUser, sql, testEnv } from "../helpers/supabase";

type Arg = { name: string; type: string };
type Fn = { sig: string; name: string; args: Arg[] };

const ZERO_UUID = "00000000-0000-0000-0000-000000000000";
/** A harmless value of each argument type (ids that exist nowhere), as the query string and as JSON. */
const SAMPLE: Record<string, { query: string; json: unknown }> = {
  bigint: { query: "0", json: 0 },
  integer: { query: "0", json: 0 },
  numeric: { query: "0", json: 0 },
  text: { query: "x", json: "x" },
  jsonb: { query: "{}", json: {} },
  "bigint[]": { query: "{}", json: [] },
  "text[]": { query: "{}", json: [] },
  uuid: { query: ZERO_UUID, json: ZERO_UUID },
  boolean: { query: "false", json: false },
  date: { query: "2026-01-01", json: "2026-01-01" },
  anyarray: { query: "{1}", json: [1] },
};

let functions: Fn[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  functions = await sql<Fn>(`
    select regexp_replace(p.oid::regprocedure::text, '^public\\.', '') as sig, p.proname as name,
           coalesce((select json_agg(json_build_object('name', a.n, 'type', format_type(a.t, null)) order by a.i)
                       from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality as a (n, t, i)), '[]') as args
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
     order by 1`);
  const token = async (c: { auth: { getSession(): Promise<{ data: { session: { access_token: string } | null } }> } }) =>
    (await c.auth.getSession()).data.session!.access_token;
  tokens.anon = testEnv().anonKey;
  tokens.user = await token((await createNonAdminUser()).client);
  tokens.operator = await token((await createMember("operator")).client);
  tokens.admin = await token((await createMember("admin")).client);
});

afterAll(async () => {
  // the POST calls counted failures for this address: leave no trace for the next file
  await sql("delete from public.registration_attempts");
});

function call(fn: Fn, method: "GET" | "HEAD" | "POST", token: string) {
  const { url, anonKey } = testEnv();
  const headers: Record<string, string> = { apikey: anonKey, authorization: `Bearer ${token}` };
  for (const a of fn.args) if (!SAMPLE[a.type]) throw new Error(`${fn.sig}: no sample value for an argument of type ${a.type}`);
  if (method === "POST") {
    const body = Object.fromEntries(fn.args.map((a) => [a.name, SAMPLE[a.type].json]));
    return fetch(`${url}/rest/v1/rpc/${fn.name}`, { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  }
  const query = new URLSearchParams(fn.args.map((a) => [a.name, SAMPLE[a.type].query]));
  return fetch(`${url}/rest/v1/rpc/${fn.name}?${query}`, { method, headers });
}

/** Rows that any of the functions would write. */
const written = async () =>
  (
    await sql<{ n: string }>(`select (select count(*) from public.registration_attempts) + (select count(*) from public.registration_uploads)
      + (select count(*) from public.security_events) + (select count(*) from public.registration_events) as n`)
  )[0].n;

describe("GET and HEAD on the API's functions", () => {
  it("every function the API roles may execute is classified (scripts/pg-verify/expectations.ts)", () => {
    expect(functions.length).toBeGreaterThan(30);
    const unclassified = functions.filter((f) => !FUNCTIONS[f.sig] || !["refused", "allowed"].includes(FUNCTIONS[f.sig].get)).map((f) => f.sig);
    expect(unclassified, "executable by anon or authenticated but not classified for GET").toEqual([]);
    // and every function that counts attempts, writes or takes a secret is among the refused ones
    const refused = functions.filter((f) => FUNCTIONS[f.sig]?.get === "refused").map((f) => f.name);
    expect(refused).toEqual(
      expect.arrayContaining([
        "check_registration", "withdraw_registration", "submit_registration", "start_registration_upload", "search_registrations",
        "reveal_registration_nik", "export_registrations", "applicant_data", "erase_applicant_data", "set_registration_status",
        "review_registration_document", "record_message_sent", "publish_selection_results", "withdraw_selection_results",
        "team_members", "update_team_member", "remove_team_member", "reset_member_two_factor", "set_require_two_factor",
        "authorize_team_change", "restore_deleted", "replace_syllabus_items", "reorder_faq",
        "mark_attendance", "set_training_day", "set_min_attendance", "set_assessment", "complete_participants",
        "certificate_download",
      ]),
    );
  });

  it("refuses GET and HEAD with 405 and Allow: POST for every caller, before anything is done; POST still runs them", async () => {
    const before = await written();
    const problems: string[] = [];
    for (const fn of functions.filter((f) => FUNCTIONS[f.sig]?.get === "refused")) {
      for (const [who, token] of Object.entries(tokens)) {
        for (const method of ["GET", "HEAD"] as const) {
          const res = await call(fn, method, token);
          const text = await res.text();
          // anon may lack EXECUTE on a member's function: PostgREST answers 401 before running anything
          if (res.status === 401 && who === "anon") continue;
          if (res.status !== 405 || res.headers.get("allow") !== "POST") problems.push(`${fn.sig} ${method} as ${who}: ${res.status} ${text}`);
          else if (method === "GET" && JSON.parse(text).code !== "PT405") problems.push(`${fn.sig} GET as ${who}: ${text}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await written(), "a refused GET wrote something").toBe(before);

    for (const fn of functions.filter((f) => FUNCTIONS[f.sig]?.get === "refused")) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await call(fn, "POST", token);
        const text = await res.text();
        if (res.status === 405) problems.push(`${fn.sig} POST as ${who}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lets GET read what takes nothing secret", async () => {
    const problems: string[] = [];
    for (const fn of functions.filter((f) => FUNCTIONS[f.sig]?.get === "allowed")) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await call(fn, "GET", token);
        const text = await res.text();
        if (res.status === 405 || text.includes("PT405")) problems.push(`${fn.sig} GET as ${who}: ${res.status} ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
