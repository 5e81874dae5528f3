/**
 * The administrator team's roles (migration 20261126000005_admin_roles.sql, docs/admin-team.md) on the embedded
 * backend: the Custom Access Token hook of supabase/config.toml puts the role in every token the auth server
 * issues; operators edit content but never see applicants' data; a deactivated or demoted member loses the
 * rights with the token they already hold; the old `app_metadata.role = 'admin'` marker grants nothing.
 * (The full identity × table × bucket matrix runs on real PostgreSQL: npm run verify:postgres.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminClient,
  createMember,
  createNonAdminUser,
  jwtPayload,
  serviceClient,
  signedInClient,
  sql,
  type TestClient,
  type TestUser,
} from "../helpers/supabase";

let documentName: string;
let registrationCount: number;

async function tokenOf(client: TestClient): Promise<Record<string, unknown>> {
  const { data } = await client.auth.getSession();
  return jwtPayload(data.session!.access_token);
}

/** What a client sees of applicants' data: registrations, documents' rows, and one document file. */
async function personalData(client: TestClient) {
  const registrations = (await client.from("registrations").select("id")).data?.length ?? 0;
  const documents = (await client.from("registration_documents").select("object_name")).data?.length ?? 0;
  const file = await client.storage.from("registration-documents").download(documentName);
  return { registrations, documents, file: file.data !== null };
}

beforeAll(async () => {
  const [doc] = await sql<{ object_name: string }>("select object_name from public.registration_documents order by object_name limit 1");
  documentName = doc.object_name;
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
