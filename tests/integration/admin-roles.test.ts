/**
 * The administrator team's roles (migration 20261126000005_admin_roles.sql, docs/admin-team.md) on the embedded
 * backend: the Custom Access Token hook of supabase/config.toml puts the role in every token the auth server
 * issues; operators edit content but never see applicants' data; a deactivated or demoted member loses the
 * rights with the token they already hold; the old `app_metadata.role = 'admin'` marker grants nothing.
 * (The full identity × table × bucket matrix runs on real PostgreSQL: npm run verify:postgres.)
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminClient,
  createMember,
  createNonAdminUser,
  anonClient,
  jwtPayload,
  serviceClient,
  signedInClient,
  sql,
  testEnv,
  type TestClient,
  type TestUser,
  uniqueEmail,
} from "../helpers/supabase";
import { enrolTotp, freshCode, signInAgain, totpOf } from "../helpers/two-factor";
import { EVENT_LABELS } from "@/features/team/lib/security-event-labels";

let documentName: string;
let document: { registration_id: number; kind: string };
let registrationCount: number;

async function tokenOf(client: TestClient): Promise<Record<string, unknown>> {
  const { data } = await client.auth.getSession();
  return jwtPayload(data.session!.access_token);
}

/** What a client sees of applicants' data: registrations, documents' rows, and a link to one document's file. */
async function personalData(client: TestClient) {
  const registrations = (await client.from("registrations").select("id")).data?.length ?? 0;
  const documents = (await client.from("registration_documents").select("object_name")).data?.length ?? 0;
  // the Edge Function document-url, the only way to a document (docs/selection.md); nobody downloads from the bucket
  const link = await client.functions.invoke<{ signedURL: string }>("document-url", { body: document });
  const direct = await client.storage.from("registration-documents").download(documentName);
  expect(direct.data).toBeNull();
  return { registrations, documents, file: typeof link.data?.signedURL === "string" };
}

beforeAll(async () => {
  const [doc] = await sql<{ object_name: string; registration_id: number; kind: string }>(
    "select object_name, registration_id, kind from public.registration_documents order by object_name limit 1",
  );
  documentName = doc.object_name;
  document = { registration_id: Number(doc.registration_id), kind: doc.kind };
  const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from public.registrations");
  registrationCount = n;
  expect(registrationCount).toBeGreaterThan(0);
});

describe("the access-token hook", () => {
  it("puts the member's role in the token on sign-in and refresh, and nothing for a non-member", async () => {
    expect((await tokenOf(await adminClient())).user_role).toBe("super_admin");
    const operator = await createMember("operator");
    expect((await tokenOf(operator.client)).user_role).toBe("operator");
    const refreshed = await operator.client.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).user_role).toBe("operator");
    const outsider = await createNonAdminUser();
    expect(await tokenOf(outsider.client)).not.toHaveProperty("user_role");
  });

  it("leaves every claim GoTrue requires in place", async () => {
    const claims = await tokenOf(await adminClient());
    for (const claim of ["iss", "aud", "exp", "iat", "sub", "role", "aal", "session_id", "email", "phone", "is_anonymous"]) {
      expect(claims, claim).toHaveProperty(claim);
    }
    expect(claims.role).toBe("authenticated");
  });
});

describe("what each role may do", () => {
  let operator: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [operator, admin] = await Promise.all([createMember("operator"), createMember("admin")]);
  });

  it("operators edit the public content and never reach applicants' data", async () => {
    const { data, error } = await operator.client.from("instructors").insert({ name: "Operator Uji", title: "Instruktur" }).select("id").single();
    expect(error).toBeNull();
    await operator.client.from("instructors").delete().eq("id", data!.id).throwOnError();
    expect(await personalData(operator.client)).toEqual({ registrations: 0, documents: 0, file: false });
    const signed = await operator.client.storage.from("registration-documents").createSignedUrl(documentName, 60);
    expect(signed.data).toBeNull();
    const retention = await operator.client.from("registration_settings").update({ retention_months: 6 }).eq("id", 1).select();
    expect(retention.data ?? []).toEqual([]);
  });

  it("admins and super admins read applicants' data", async () => {
    for (const client of [admin.client, await adminClient()]) {
      const seen = await personalData(client);
      expect(seen.registrations).toBe(registrationCount);
      expect(seen.documents).toBeGreaterThan(0);
      expect(seen.file).toBe(true);
    }
  });

  it("members read their own membership; only super admins read the team", async () => {
    const own = await operator.client.from("admin_members").select("user_id, role");
    expect(own.data).toEqual([{ user_id: operator.id, role: "operator" }]);
    const team = await (await adminClient()).from("admin_members").select("user_id");
    expect(team.data?.map((m) => m.user_id)).toEqual(expect.arrayContaining([operator.id, admin.id]));
    const outsider = await createNonAdminUser();
    expect((await outsider.client.from("admin_members").select("user_id")).data).toEqual([]);
  });

  it("nobody changes the team through the table API", async () => {
    const superAdmin = await adminClient();
    const promote = await superAdmin.from("admin_members").update({ role: "super_admin" }).eq("user_id", operator.id).select();
    expect(promote.data ?? []).toEqual([]);
    const join = await operator.client.from("admin_members").insert({ user_id: operator.id, role: "super_admin" });
    expect(join.error).not.toBeNull();
    const [row] = await sql<{ role: string }>("select role from public.admin_members where user_id = $1", [operator.id]);
    expect(row.role).toBe("operator");
  });
});

describe("losing the rights", () => {
  it("a deactivated admin loses applicants' data and the content at once, with the token already held", async () => {
    const member = await createMember("admin");
    expect((await personalData(member.client)).registrations).toBe(registrationCount);
    await sql("update public.admin_members set active = false where user_id = $1", [member.id]);
    expect((await tokenOf(member.client)).user_role).toBe("admin"); // the old token still says admin
    expect(await personalData(member.client)).toEqual({ registrations: 0, documents: 0, file: false });
    const write = await member.client.from("instructors").insert({ name: "Tidak Boleh", title: "Instruktur" });
    expect(write.error?.code).toBe("42501");
    // the next token carries no role
    const again = await signedInClient(member.email, member.password);
    expect(await tokenOf(again)).not.toHaveProperty("user_role");
  });

  it("an admin demoted to operator loses applicants' data at once", async () => {
    const member = await createMember("admin");
    await sql("update public.admin_members set role = 'operator' where user_id = $1", [member.id]);
    expect((await personalData(member.client)).registrations).toBe(0);
  });

  it("app_metadata.role = 'admin' (the old marker) grants nothing", async () => {
    const user = await createNonAdminUser();
    await serviceClient().auth.admin.updateUserById(user.id, { app_metadata: { role: "admin" } });
    const client = await signedInClient(user.email, user.password);
    expect(await tokenOf(client)).not.toHaveProperty("user_role");
    const write = await client.from("instructors").insert({ name: "Tidak Boleh", title: "Instruktur" });
    expect(write.error?.code).toBe("42501");
    expect((await personalData(client)).registrations).toBe(0);
  });
});

describe("managing the team (super admins, through the database's functions)", () => {
  const ERROR_NOT_SUPER = "Hanya super admin yang dapat mengelola tim admin.";
  const LAST_SUPER = "Super admin aktif terakhir tidak dapat diturunkan, dinonaktifkan, atau dihapus dari tim.";
  let superAdmin: TestClient;
  let superAdminId: string;

  beforeAll(async () => {
    superAdmin = await adminClient();
    superAdminId = (await tokenOf(superAdmin)).sub as string;
  });

  it("lists the team with e-mail, name, role, state and last sign-in, for super admins only", async () => {
    const operator = await createMember("operator");
    const { data, error } = await superAdmin.rpc("team_members");
    expect(error).toBeNull();
    const row = data!.find((m) => m.user_id === operator.id)!;
    expect(row).toMatchObject({ email: operator.email, first_name: "Staf", last_name: "Biasa", role: "operator", active: true });
    expect(row.last_sign_in_at).not.toBeNull();
    expect(data![0].role).toBe("super_admin");
    for (const client of [operator.client, (await createMember("admin")).client]) {
      const refused = await client.rpc("team_members");
      expect([refused.status, refused.error?.message]).toEqual([403, ERROR_NOT_SUPER]);
      const change = await client.rpc("update_team_member", { p_user_id: operator.id, p_role: "admin" });
      expect(change.error?.message).toBe(ERROR_NOT_SUPER);
    }
  });

  it("changes a role, deactivates, reactivates and removes; each change is in the security activity", async () => {
    const member = await createMember("operator");
    const promoted = await superAdmin.rpc("update_team_member", { p_user_id: member.id, p_role: "admin" });
    expect(promoted.data).toMatchObject({ user_id: member.id, role: "admin", active: true });
    expect((await personalData(member.client)).registrations).toBe(0); // the token still says operator
    const again = await signedInClient(member.email, member.password);
    expect((await personalData(again)).registrations).toBe(registrationCount);

    expect((await superAdmin.rpc("update_team_member", { p_user_id: member.id, p_active: false })).data).toMatchObject({ active: false });
    expect((await personalData(again)).registrations).toBe(0);
    expect((await superAdmin.rpc("update_team_member", { p_user_id: member.id, p_active: true })).data).toMatchObject({ active: true });
    expect((await superAdmin.rpc("remove_team_member", { p_user_id: member.id })).error).toBeNull();
    expect(await tokenOf(await signedInClient(member.email, member.password))).not.toHaveProperty("user_role");

    const { data: events } = await superAdmin
      .from("security_events")
      .select("kind, actor_email, subject_email, details")
      .eq("subject_id", member.id)
      .neq("kind", "signed_in") // each sign-in above is in the activity too
      .order("id");
    expect(events).toEqual([
      { kind: "member_added", actor_email: null, subject_email: member.email, details: { role: "operator" } },
      { kind: "role_changed", actor_email: "admin@example.com", subject_email: member.email, details: { from: "operator", to: "admin" } },
      { kind: "member_deactivated", actor_email: "admin@example.com", subject_email: member.email, details: {} },
      { kind: "member_reactivated", actor_email: "admin@example.com", subject_email: member.email, details: {} },
      { kind: "member_removed", actor_email: "admin@example.com", subject_email: member.email, details: { role: "admin" } },
    ]);
    // only super admins read it, and nobody writes it through the API
    expect((await again.from("security_events").select("id")).data).toEqual([]);
    const forged = await superAdmin.from("security_events").insert({ kind: "member_added" });
    expect(forged.error).not.toBeNull();
    const erased = await superAdmin.from("security_events").delete().eq("subject_id", member.id).select();
    expect(erased.data ?? []).toEqual([]);
  });

  it("answers a bad role with 400 and an unknown member with 404, in Indonesian", async () => {
    const bad = await superAdmin.rpc("update_team_member", { p_user_id: superAdminId, p_role: "raja" });
    expect([bad.status, bad.error?.message]).toEqual([400, "Peran tidak dikenal. Pilih Super Admin, Admin, Operator, atau Instruktur."]);
    const unknown = await superAdmin.rpc("remove_team_member", { p_user_id: "00000000-0000-4000-8000-000000000000" });
    expect([unknown.status, unknown.error?.message]).toEqual([404, "Anggota tim tidak ditemukan. Muat ulang halaman."]);
  });

  it("never leaves the team without an active super admin, whatever the path", async () => {
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from public.admin_members where role = 'super_admin' and active");
    expect(n).toBe(1);
    for (const change of [{ p_role: "admin" }, { p_active: false }]) {
      const refused = await superAdmin.rpc("update_team_member", { p_user_id: superAdminId, ...change });
      expect([refused.status, refused.error?.message]).toEqual([409, LAST_SUPER]);
    }
    expect((await superAdmin.rpc("remove_team_member", { p_user_id: superAdminId })).status).toBe(409);
    // nor by SQL, nor by deleting the account
    await expect(sql("update public.admin_members set active = false where user_id = $1", [superAdminId])).rejects.toThrow(LAST_SUPER);
    expect((await serviceClient().auth.admin.deleteUser(superAdminId)).error).not.toBeNull();

    // with a second super admin, each may step down, but two at once leave one
    const second = await createMember("super_admin");
    const [a, b] = await Promise.all([
      superAdmin.rpc("update_team_member", { p_user_id: second.id, p_role: "admin" }),
      second.client.rpc("update_team_member", { p_user_id: superAdminId, p_role: "admin" }),
    ]);
    expect([a.error, b.error].filter(Boolean)).toHaveLength(1);
    const [{ left }] = await sql<{ left: number }>("select count(*)::int as left from public.admin_members where role = 'super_admin' and active");
    expect(left).toBe(1);
    // back to the seed's state: the demo administrator is the one super admin
    await sql("update public.admin_members set role = 'super_admin' where user_id = $1", [superAdminId]);
    await sql("delete from public.admin_members where user_id = $1", [second.id]);
  });
});

// Two-factor and the team (migration 20261126000007_two_factor.sql). Here, not in two-factor.test.ts: the test above
// counts the active super admins, so the extra ones these tests need must not exist while it runs (one file runs its
// tests one after another; files run in parallel).
describe("two-factor and the team (super admins)", () => {
  const created: string[] = [];
  const temporarySuperAdmin = async () => {
    const boss = await createMember("super_admin");
    created.push(boss.id);
    return boss;
  };
  afterEach(async () => {
    if (created.length) await sql("delete from public.admin_members where user_id = any($1::uuid[])", [created.splice(0)]);
  });

  it("a super admin at aal1 cannot open the team; at aal2 the team shows who has two-factor", async () => {
    const boss = await temporarySuperAdmin();
    const { secret, factorId } = await enrolTotp(boss.client);
    const client = await signInAgain(boss);
    const refused = await client.rpc("team_members");
    expect(refused.error).toMatchObject({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu." });
    expect((await client.from("security_events").select("id")).data).toEqual([]);

    await client.auth.mfa.challengeAndVerify({ factorId, code: await freshCode(secret) });
    const team = await client.rpc("team_members").throwOnError();
    expect(team.data!.find((m) => m.user_id === boss.id)?.two_factor).toBe(true);
    expect(team.data!.find((m) => m.email === "admin@example.com")?.two_factor).toBe(false);

    const events = await client.from("security_events").select("kind").eq("subject_id", boss.id).order("id");
    expect(events.data!.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["member_added", "signed_in", "two_factor_enabled", "signed_in_with_code"]),
    );
  });


  it("wrong passwords and wrong codes are in the security activity (Auth's verification hooks), and only there", async () => {
    const boss = await temporarySuperAdmin();
    const { secret, factorId } = await enrolTotp(boss.client);
    const member = await createMember("admin");
    const { secret: memberSecret, factorId: memberFactor } = await enrolTotp(member.client);

    const wrong = await anonClient().auth.signInWithPassword({ email: member.email, password: "bukan-kata-sandinya" });
    expect(wrong.error?.message).toBe("Invalid login credentials");
    const unknown = await anonClient().auth.signInWithPassword({ email: uniqueEmail("tidak-ada"), password: "bukan-kata-sandinya" });
    expect(unknown.error?.message).toBe("Invalid login credentials");
    const memberAgain = await signInAgain(member);
    const badCode = String((Number(totpOf(memberSecret).generate()) + 500_000) % 1_000_000).padStart(6, "0");
    const refused = await memberAgain.auth.mfa.challengeAndVerify({ factorId: memberFactor, code: badCode });
    expect(refused.error?.message).toBe("Invalid TOTP code entered");
    // the right code still passes: the hooks only record
    expect((await memberAgain.auth.mfa.challengeAndVerify({ factorId: memberFactor, code: await freshCode(memberSecret) })).error).toBeNull();

    const client = await signInAgain(boss);
    await client.auth.mfa.challengeAndVerify({ factorId, code: await freshCode(secret) });
    const { data: events } = await client
      .from("security_events")
      .select("kind, actor_id, subject_id, subject_email, details")
      .eq("subject_id", member.id)
      .in("kind", ["sign_in_failed", "two_factor_code_failed"])
      .order("id")
      .throwOnError();
    expect(events).toEqual([
      { kind: "sign_in_failed", actor_id: member.id, subject_id: member.id, subject_email: member.email, details: { ip: expect.any(String) } },
      { kind: "two_factor_code_failed", actor_id: member.id, subject_id: member.id, subject_email: member.email, details: { ip: expect.any(String), factor_type: "totp" } },
    ]);
    // an unknown e-mail has no account to record against (and nothing reveals whether it exists)
    expect(await sql("select 1 from public.security_events where subject_email is null and kind = 'sign_in_failed'")).toEqual([]);

    // the hooks are Auth's only: not callable through the API by anyone
    for (const caller of [anonClient(), member.client, client]) {
      const call = await caller.rpc("password_verification_attempt_hook", { event: { user_id: member.id, valid: false } });
      expect(call.error).not.toBeNull();
      const mfa = await caller.rpc("mfa_verification_attempt_hook", { event: { user_id: member.id, valid: false } });
      expect(mfa.error).not.toBeNull();
    }
    created.push(member.id);
  });

  // The Edge Function in the permission matrix (the database's functions and tables are in `npm run
  // verify:postgres`): every identity but a super admin at aal2 is refused, and nothing is created for them.
  it("invite-member answers only a super admin at aal2: anon, non-members and other members at aal1 or aal2, deactivated", async () => {
    const { url, anonKey } = testEnv();
    const invite = async (client: TestClient | null, email: string) => {
      const token = client ? (await client.auth.getSession()).data.session?.access_token : null;
      const res = await fetch(`${url}/functions/v1/invite-member`, {
        method: "POST",
        headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, "content-type": "application/json", origin: "http://127.0.0.1:5173" },
        body: JSON.stringify({ email, role: "operator" }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const atBothLevels = async (user: TestUser) => {
      const aal2 = user.client;
      await enrolTotp(aal2);
      return { aal1: await signInAgain(user), aal2 };
    };
    const user = await createNonAdminUser();
    const operator = await createMember("operator");
    const member = await createMember("admin");
    const boss = await temporarySuperAdmin();
    const inactive = await createMember("admin");
    created.push(operator.id, member.id, inactive.id);
    await sql("update public.admin_members set active = false where user_id = $1", [inactive.id]);
    const u = await atBothLevels(user);
    const o = await atBothLevels(operator);
    const a = await atBothLevels(member);
    const b = await atBothLevels(boss);
    const refused: [string, TestClient | null][] = [
      ["anon", null],
      ["user aal1", u.aal1],
      ["user aal2", u.aal2],
      ["operator aal1", o.aal1],
      ["operator aal2", o.aal2],
      ["admin aal1", a.aal1],
      ["admin aal2", a.aal2],
      ["super admin aal1", b.aal1],
      ["deactivated admin", inactive.client],
    ];
    for (const [who, client] of refused) {
      const email = uniqueEmail("matriks");
      expect({ who, status: await invite(client, email) }).toEqual({ who, status: expect.toBeOneOf([401, 403]) });
      expect(await sql("select 1 from auth.users where email = $1", [email])).toEqual([]);
    }
    const email = uniqueEmail("matriks-ok");
    expect(await invite(b.aal2, email)).toBe(200);
    const [invited] = await sql<{ id: string }>("select id from auth.users where email = $1", [email]);
    created.push(invited.id);
  }, 240_000);

  it("names every kind of security event the database allows in Indonesian", async () => {
    const [{ def }] = await sql<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'security_events_kind_check'",
    );
    const kinds = [...def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]).sort();
    expect(kinds.length).toBeGreaterThan(10);
    expect(Object.keys(EVENT_LABELS).sort()).toEqual(kinds);
  });

  it("reset a member's factors: the member signs in with the password alone again", async () => {
    const boss = await temporarySuperAdmin();
    const member = await createMember("admin");
    const { factorId } = await enrolTotp(member.client);
    await enrolTotp(boss.client); // the team's functions ask a super admin with a factor for aal2: enrolling gave it
    const reset = await boss.client.rpc("reset_member_two_factor", { p_user_id: member.id });
    expect(reset.error).toBeNull();
    expect(reset.data).toBe(1);
    expect(await sql("select 1 from auth.mfa_factors where id = $1", [factorId])).toEqual([]);
    const after = await signInAgain(member);
    expect((await after.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
    expect((await personalData(after)).registrations).toBe(registrationCount);

    const [event] = await sql<{ actor_id: string; details: { factors: number } }>(
      "select actor_id, details from public.security_events where kind = 'two_factor_reset' and subject_id = $1",
      [member.id],
    );
    expect(event).toMatchObject({ actor_id: boss.id, details: { factors: 1 } });

    const nobody = await boss.client.rpc("reset_member_two_factor", { p_user_id: crypto.randomUUID() });
    expect(nobody.error).toMatchObject({ code: "PT404" });
    const admin = await createMember("admin");
    expect((await admin.client.rpc("reset_member_two_factor", { p_user_id: member.id })).error).toMatchObject({ code: "42501" });
  });

  it("may require two-factor only after passing it themselves", async () => {
    const boss = await temporarySuperAdmin();
    const refused = await boss.client.rpc("set_require_two_factor", { p_required: true });
    expect(refused.error).toMatchObject({
      code: "PT409",
      message: "Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu (menu Profil).",
    });
    const [{ required }] = await sql<{ required: boolean }>("select require_two_factor as required from public.security_settings");
    expect(required).toBe(false);
    // turning it off while off changes nothing and records nothing
    expect((await boss.client.rpc("set_require_two_factor", { p_required: false })).data).toBe(false);
    expect(await sql("select 1 from public.security_events where actor_id = $1 and kind like 'two_factor_%required'", [boss.id])).toEqual([]);
  });
});
