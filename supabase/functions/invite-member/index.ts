/**
 * `invite-member` (Supabase Edge Function, docs/admin-team.md): a super admin invites a person to the administrator
 * team by e-mail with a role. Supabase Auth sends the invitation (its "Invite user" template); the link lands on the
 * site's /atur-kata-sandi, where the person sets a password and enters the panel.
 *
 * The caller's own token decides whether they may (public.authorize_team_change(): a super admin, at aal2 where
 * two-factor is due); the service role is used only for what Auth's admin API alone can do and for the membership.
 * Deployed with `supabase functions deploy invite-member`; the embedded backend runs this same file with Deno.
 *
 * POST { email, role, instructor_id? } → 200 { user_id, email, role, instructor_id, sent } (sent: false when the address
 * already had an account, which then simply joins the team). Role `instruktur` needs `instructor_id`, the row of
 * Instruktur the account is (docs/attendance.md); no other role takes one. Errors: { code, message } with a 4xx and an
 * Indonesian message; Auth's e-mail limit is a 429 with Retry-After.
 */
import { createClient } from "@supabase/supabase-js";
import { fieldsOf, responder } from "../_shared/http.ts";

const ROLES = ["super_admin", "admin", "operator", "instruktur"] as const;
const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The request is `{ email, role, instructor_id? }`: anything much longer is not one. */
const MAX_BODY = 4096;

const { json, refuse, screen, readJson } = responder(["POST"]);

/**
 * When Auth's e-mail limit allows again, if it does not say: hosted Auth counts the e-mails it sends per hour
 * (`rate_limit.email_sent`, a fixed window) and its 429 carries no Retry-After; the embedded backend's does.
 */
const EMAIL_LIMIT_RETRY_AFTER_S = 3600;

Deno.serve(async (req) => {
  const screened = screen(req);
  if (screened) return screened;
  const body = await readJson(req, MAX_BODY);
  if (body instanceof Response) return body;
  if (!body.parsed) return refuse(400, "bad_json", "Permintaan tidak dapat dibaca.");
  const { email: rawEmail, role, instructor_id: rawInstructor } = fieldsOf(body.value);
  const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
  if (!email) return refuse(400, "validation_failed", "Email harus diisi.");
  if (email.length > 255 || !EMAIL_RE.test(email)) return refuse(400, "validation_failed", "Format email tidak valid.");
  if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role)) {
    return refuse(400, "validation_failed", "Peran tidak dikenal. Pilih Super Admin, Admin, Operator, atau Instruktur.");
  }
  const instructorId = rawInstructor === undefined || rawInstructor === null ? null : rawInstructor;
  if (role === "instruktur") {
    if (instructorId === null) return refuse(400, "validation_failed", "Pilih instruktur untuk peran Instruktur.");
    if (typeof instructorId !== "number" || !Number.isSafeInteger(instructorId) || instructorId < 1) {
      return refuse(400, "validation_failed", "Instruktur tidak valid. Pilih dari daftar.");
    }
  } else if (instructorId !== null) {
    return refuse(400, "validation_failed", "Instruktur hanya dipilih untuk peran Instruktur.");
  }

  const url = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!url || !anonKey || !serviceKey) return refuse(500, "misconfigured", "Fungsi undangan belum dikonfigurasi.");
  const authorization = req.headers.get("Authorization") ?? "";
  if (!/^Bearer\s+\S+$/i.test(authorization)) return refuse(401, "no_authorization", "Silakan login kembali.");

  // Who asks: the database checks the caller's token like every change of the team.
  const caller = createClient(url, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const allowed = await caller.rpc("authorize_team_change");
  if (allowed.error || !allowed.data) {
    // a visitor's (anon) token may not even call the check
    if (!allowed.error || /^permission denied/i.test(allowed.error.message)) {
      return refuse(401, "not_signed_in", "Silakan login sebagai super admin.");
    }
    return refuse(403, allowed.error.code ?? "forbidden", allowed.error.message);
  }
  const inviter = allowed.data as string;

  // Auth's Retry-After, which supabase-js's errors do not carry
  let authRetryAfter: string | null = null;
  const admin = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        if (res.status === 429) authRetryAfter = res.headers.get("Retry-After");
        return res;
      },
    },
  });
  const target = await admin.rpc("team_invitation_target", { p_email: email });
  if (target.error) return refuse(502, "database_error", "Undangan gagal dibuat. Coba lagi.");
  const existing = (target.data as { user_id: string; is_member: boolean }[])[0];
  if (existing?.is_member) return refuse(409, "already_member", "Email ini sudah menjadi anggota tim.");
  if (instructorId !== null) {
    // before any e-mail goes out: the instructor exists, has no account yet and has a name of its own
    const linkable = await admin.rpc("team_invitation_instructor", { p_instructor_id: instructorId });
    if (linkable.error) return refuse(502, "database_error", "Undangan gagal dibuat. Coba lagi.");
    const refusal = linkable.data as { status: number; message: string } | null;
    if (refusal) return refuse(refusal.status, "instructor_unavailable", refusal.message);
  }

  let userId = existing?.user_id;
  const sent = !userId;
  if (!userId) {
    const site = Deno.env.get("SITE_URL") ?? req.headers.get("Origin") ?? "";
    const invited = await admin.auth.admin.inviteUserByEmail(email, {
      redirectTo: site ? `${site.replace(/\/+$/, "")}/atur-kata-sandi` : undefined,
    });
    if (invited.error || !invited.data.user) {
      if (invited.error?.status === 429) {
        const retryAfter = authRetryAfter && /^\d+$/.test(authRetryAfter) ? authRetryAfter : String(EMAIL_LIMIT_RETRY_AFTER_S);
        return refuse(429, invited.error.code ?? "over_email_send_rate_limit", "Terlalu banyak email terkirim. Coba lagi beberapa saat lagi.", {
          "Retry-After": retryAfter,
        });
      }
      return refuse(502, invited.error?.code ?? "invite_failed", "Email undangan tidak dapat dikirim. Coba lagi.");
    }
    userId = invited.data.user.id;
  }

  const added = await admin.rpc("add_invited_member", {
    p_user_id: userId,
    p_role: role,
    p_invited_by: inviter,
    p_sent: sent,
    p_instructor_id: instructorId ?? undefined,
  });
  if (added.error) {
    // nothing half-done: an account made for this invitation goes again
    if (sent) await admin.auth.admin.deleteUser(userId);
    // the database's own refusal (e.g. the instructor was linked meanwhile): its status and Indonesian message
    const own = /^PT(4\d\d)$/.exec(added.error.code ?? "");
    if (own) return refuse(Number(own[1]), "membership_failed", added.error.message);
    return refuse(added.error.code === "23505" ? 409 : 502, "membership_failed", added.error.code === "23505"
      ? "Email ini sudah menjadi anggota tim."
      : "Anggota tidak dapat ditambahkan. Coba lagi.");
  }
  return json(200, { user_id: userId, email, role, instructor_id: instructorId, sent });
});
