/**
 * Inviting members by e-mail (issue 24, docs/admin-team.md) on the embedded backend: the Edge Function
 * supabase/functions/invite-member run by Deno at /functions/v1, GoTrue's /invite and GET /verify, the local
 * mailbox, the membership and its record; who may invite; malformed requests (4xx, the server keeps serving);
 * password-reset mails. The function's first start fetches its npm imports (beforeAll waits for it).
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  adminClient,
  anonClient,
  createMember,
  createNonAdminUser,
  jwtPayload,
  signedInClient,
  sql,
  testEnv,
  uniqueEmail,
  type TestClient,
} from "../helpers/supabase";
import { paths } from "../../src/config/paths";

interface Mail {
  id: string;
  to: string;
  subject: string;
  html: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${testEnv().url}/mailbox/api/messages`);
  return ((await res.json()) as Mail[]).filter((m) => m.to === email);
}

function linkIn(mail: Mail): string {
  const href = /href="([^"]+)"/.exec(mail.html)?.[1];
  if (!href) throw new Error(`no link in ${mail.subject}`);
  return href.replace(/&amp;/g, "&");
}

/** Follows an e-mail link as a browser would, without going on to the site: the redirect's target. */
async function open(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!);
}

async function invite(client: TestClient, body: unknown) {
  const { url, anonKey } = testEnv();
  const { data } = await client.auth.getSession();
  const res = await fetch(`${url}/functions/v1/invite-member`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
      "content-type": "application/json",
      origin: "http://127.0.0.1:5173",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let superAdmin: TestClient;

beforeAll(async () => {
  superAdmin = await adminClient();
  // the first request starts the function (and fetches its npm imports once)
  const warm = await invite(superAdmin, {});
  expect(warm.status).toBe(400);
}, 240_000);

describe("invite-member (Edge Function)", () => {
  it("invites by e-mail: the mail, the link, a password, a member with the role, all on record", async () => {
    const email = uniqueEmail("undangan");
    const res = await invite(superAdmin, { email: email.toUpperCase(), role: "operator" });
    expect(res).toMatchObject({ status: 200, body: { email, role: "operator", sent: true } });
    const userId = res.body.user_id as string;

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Undangan ke Panel Admin Kejuruan TIK");
    expect(mail.html).toContain(`dengan email ${email}`);
    const target = await open(linkIn(mail));
    expect(`${target.origin}${target.pathname}`).toBe(`http://127.0.0.1:5173${paths.setPassword.getHref()}`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    const claims = jwtPayload(fragment.get("access_token")!);
    expect(claims).toMatchObject({ sub: userId, email, user_role: "operator", aal: "aal1" });

    // the person sets a password with the session from the link, then signs in with it
    const client = anonClient();
    await client.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect((await client.auth.updateUser({ password: "rahasia-baru-2026" })).error).toBeNull();
    const again = await signedInClient(email, "rahasia-baru-2026");
    expect(jwtPayload((await again.auth.getSession()).data.session!.access_token).user_role).toBe("operator");

    // the link works once
    const reused = await open(linkIn(mail));
    expect(new URLSearchParams(reused.hash.slice(1)).get("error_code")).toBe("otp_expired");

    const [member] = await sql<{ role: string; invited_by: string }>("select role, invited_by from public.admin_members where user_id = $1", [userId]);
    const [admin] = await sql<{ id: string }>("select id from auth.users where email = $1", [ADMIN_EMAIL]);
    expect(member).toEqual({ role: "operator", invited_by: admin.id });
    const events = await sql<{ kind: string; actor_email: string }>(
      "select kind, actor_email from public.security_events where subject_id = $1 and kind like 'member_%' order by id",
      [userId],
    );
    expect(events).toEqual([
      { kind: "member_added", actor_email: ADMIN_EMAIL },
      { kind: "member_invited", actor_email: ADMIN_EMAIL },
    ]);
    // following the link is Auth's `user_signedup` (as GoTrue's verify writes it): the invitation accepted, once
    const auth = await sql<{ action: string }>(
      "select payload ->> 'action' as action from auth.audit_log_entries where payload ->> 'actor_id' = $1 order by created_at",
      [userId],
    );
    expect(auth.map((a) => a.action)).toEqual(["user_signedup", "user_updated_password", "login"]);
    const own = await sql<{ kind: string; actor_email: string }>(
      "select kind, actor_email from public.security_events where subject_id = $1 and kind in ('invite_accepted', 'signed_in') order by id",
      [userId],
    );
    expect(own).toEqual([
      { kind: "invite_accepted", actor_email: email },
      { kind: "signed_in", actor_email: email },
    ]);
  });

  it("an address that already has an account joins without a mail; a member is refused", async () => {
    const existing = await createNonAdminUser();
    const res = await invite(superAdmin, { email: existing.email, role: "admin" });
    expect(res).toMatchObject({ status: 200, body: { user_id: existing.id, role: "admin", sent: false } });
    expect(await mailsTo(existing.email)).toEqual([]);
    const twice = await invite(superAdmin, { email: existing.email, role: "operator" });
    expect(twice).toEqual({ status: 409, body: { code: "already_member", message: "Email ini sudah menjadi anggota tim." } });
  });

  it("only super admins invite (the database decides, with the caller's token)", async () => {
    const admin = await createMember("admin");
    const email = uniqueEmail("ditolak");
    const refused = await invite(admin.client, { email, role: "operator" });
    expect(refused).toMatchObject({ status: 403, body: { message: "Hanya super admin yang dapat mengelola tim admin." } });
    expect(await invite(anonClient(), { email, role: "operator" })).toMatchObject({
      status: 401,
      body: { message: "Silakan login sebagai super admin." },
    });
    expect(await sql("select 1 from auth.users where email = $1", [email])).toEqual([]);
  });

  it.each([
    ["a body that is not JSON", "{nope", 400, "Permintaan tidak dapat dibaca."],
    ["no e-mail", { role: "operator" }, 400, "Email harus diisi."],
    ["a malformed e-mail", { email: "bukan-email", role: "operator" }, 400, "Format email tidak valid."],
    ["an unknown role", { email: "a@example.com", role: "owner" }, 400, "Peran tidak dikenal. Pilih Super Admin, Admin, Operator, atau Instruktur."],
    ["role instruktur without its instructor", { email: "a@example.com", role: "instruktur" }, 400, "Pilih instruktur untuk peran Instruktur."],
    ["an instructor that is not an id", { email: "a@example.com", role: "instruktur", instructor_id: "1" }, 400, "Instruktur tidak valid. Pilih dari daftar."],
    ["an instructor id below 1", { email: "a@example.com", role: "instruktur", instructor_id: 0 }, 400, "Instruktur tidak valid. Pilih dari daftar."],
    ["an instructor for another role", { email: "a@example.com", role: "operator", instructor_id: 1 }, 400, "Instruktur hanya dipilih untuk peran Instruktur."],
  ])("refuses %s with a 400 and an Indonesian message", async (_name, body, status, message) => {
    expect(await invite(superAdmin, body)).toMatchObject({ status, body: { message } });
  });

  it("the gateway refuses requests without a valid token, unknown functions, oversized bodies; the function keeps serving", async () => {
    const { url } = testEnv();
    const bare = await fetch(`${url}/functions/v1/invite-member`, { method: "POST", body: "{}" });
    expect(bare.status).toBe(401);
    const forged = await fetch(`${url}/functions/v1/invite-member`, { method: "POST", headers: { authorization: "Bearer x.y.z" }, body: "{}" });
    expect(forged.status).toBe(401);
    const { anonKey } = testEnv();
    const unknown = await fetch(`${url}/functions/v1/../../pg/query`, { method: "POST", headers: { authorization: `Bearer ${anonKey}` } });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    const missing = await fetch(`${url}/functions/v1/tidak-ada`, { method: "POST", headers: { authorization: `Bearer ${anonKey}` } });
    expect(missing.status).toBe(404);
    const big = await fetch(`${url}/functions/v1/invite-member`, {
      method: "POST",
      headers: { authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", role: "operator", pad: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const get = await fetch(`${url}/functions/v1/invite-member`, { headers: { authorization: `Bearer ${anonKey}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await get.json()).toEqual({ code: "method_not_allowed", message: "Gunakan POST." });
    // the function's own limit (4 KiB: an invitation is an e-mail, a role and an id), read to the end, then refused
    const overOwn = await invite(superAdmin, { email: "a@example.com", role: "operator", pad: "x".repeat(8 * 1024) });
    expect(overOwn).toMatchObject({ status: 413, body: { code: "payload_too_large", message: "Permintaan terlalu besar." } });
    expect(await invite(superAdmin, "{")).toMatchObject({ status: 400, body: { code: "bad_json", message: "Permintaan tidak dapat dibaca." } });
    expect((await invite(superAdmin, {})).status).toBe(400);
  });
});

describe("invite-member with role instruktur (docs/attendance.md)", () => {
  const newInstructor = async () =>
    (await sql<{ id: number; name: string }>("insert into public.instructors (name, title) values ($1, 'Instruktur') returning id, name", [`Undangan Uji ${uniqueEmail("i")}`]))[0];

  it("invites an instructor's account tied to its row of Instruktur: the membership, its record, the token's role", async () => {
    const instructor = await newInstructor();
    const email = uniqueEmail("instruktur");
    const res = await invite(superAdmin, { email, role: "instruktur", instructor_id: instructor.id });
    expect(res).toMatchObject({ status: 200, body: { email, role: "instruktur", instructor_id: instructor.id, sent: true } });
    const userId = res.body.user_id as string;
    expect(await sql("select role, instructor_id from public.admin_members where user_id = $1", [userId])).toEqual([{ role: "instruktur", instructor_id: instructor.id }]);
    const [event] = await sql<{ details: object }>("select details from public.security_events where subject_id = $1 and kind = 'member_invited'", [userId]);
    expect(event.details).toEqual({ role: "instruktur", instructor_id: instructor.id });
    expect(await mailsTo(email)).toHaveLength(1);

    // an account that already exists joins as the instructor at once; its next token says instruktur
    const existing = await createNonAdminUser();
    const other = await newInstructor();
    expect(await invite(superAdmin, { email: existing.email, role: "instruktur", instructor_id: other.id })).toMatchObject({ status: 200, body: { sent: false } });
    const client = await signedInClient(existing.email, existing.password);
    expect(jwtPayload((await client.auth.getSession()).data.session!.access_token).user_role).toBe("instruktur");
  });

  it("refuses an unknown instructor, one already tied to an account and a name two instructors share, before any e-mail", async () => {
    const taken = await newInstructor();
    expect((await invite(superAdmin, { email: uniqueEmail("a"), role: "instruktur", instructor_id: taken.id })).status).toBe(200);
    const [twin] = await sql<{ id: number }>("insert into public.instructors (name, title) values ('Nama Kembar Undangan', 'Instruktur'), ('Nama Kembar Undangan', 'Guru') returning id");
    const cases: [number, number, string][] = [
      [987654321, 404, "Instruktur tidak ditemukan. Muat ulang halaman."],
      [taken.id, 409, "Instruktur ini sudah terhubung dengan akun anggota tim lain."],
      [twin.id, 409, "Nama instruktur Nama Kembar Undangan dipakai lebih dari satu instruktur. Ubah nama salah satunya di menu Instruktur agar jadwal yang diajar jelas."],
    ];
    for (const [instructor_id, status, message] of cases) {
      const email = uniqueEmail("ditolak");
      // twice: the same answer, and still nothing made
      for (let i = 0; i < 2; i++) expect(await invite(superAdmin, { email, role: "instruktur", instructor_id })).toMatchObject({ status, body: { message } });
      expect(await mailsTo(email)).toEqual([]);
      expect(await sql("select 1 from auth.users where email = $1", [email])).toEqual([]);
    }
    // an admin may not invite an instructor either
    const admin = await createMember("admin");
    expect(await invite(admin.client, { email: uniqueEmail("b"), role: "instruktur", instructor_id: (await newInstructor()).id })).toMatchObject({ status: 403 });
  });
});

describe("password-reset mails (POST /recover)", () => {
  it("sends a one-time link to a known address and answers the same for an unknown one", async () => {
    const user = await createNonAdminUser();
    const client = anonClient();
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo: `http://127.0.0.1:5173${paths.login.getHref()}` })).error).toBeNull();
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe("Atur ulang kata sandi Panel Admin Kejuruan TIK");
    const target = await open(linkIn(mail));
    expect(target.pathname).toBe(paths.login.getHref());
    expect(new URLSearchParams(target.hash.slice(1)).get("type")).toBe("recovery");

    const nobody = uniqueEmail("tidak-ada");
    expect((await client.auth.resetPasswordForEmail(nobody)).error).toBeNull();
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("a link to somewhere else leads to the site instead; a made-up link gets GoTrue's error fragment", async () => {
    const user = await createNonAdminUser();
    await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: "https://phishing.example/ambil" });
    const [mail] = await mailsTo(user.email);
    expect((await open(linkIn(mail))).origin).toBe("http://localhost:5173");
    const fake = await open(`${testEnv().url}/auth/v1/verify?token=${"0".repeat(48)}&type=invite&redirect_to=http://127.0.0.1:5173/`);
    expect(new URLSearchParams(fake.hash.slice(1)).get("error_description")).toBe("Email link is invalid or has expired");
  });
});
