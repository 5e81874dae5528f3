/**
 * What each identity may do, per table of `public` and per storage bucket: the ONE place the
 * database-level permission matrix of `npm run verify:postgres` (scripts/pg-verify.ts) reads.
 *
 * The matrix takes its tables and buckets from the catalog. A table or bucket listed here is
 * checked cell by cell; one that is not (added by a later migration) still gets the rules every
 * table and bucket must follow (anonymous visitors and signed-in non-admins write nothing, nobody
 * lists a bucket without an administrator's rights, no API role can TRUNCATE), and the run prints
 * a reminder to describe it here.
 *
 * Identities: `anon` (no token), `user` (signed in, not a member of the administrator team; `user_aal2` the same with
 * a session at aal2), the members `operator`, `admin` and `super_admin` (public.admin_members, their role in the
 * token's `user_role` claim as the access-token hook puts it; each has a verified two-factor factor and a session at
 * aal2), the same members at aal1 (`operator_aal1`, `admin_aal1`, `super_admin_aal1`: signed in with the password
 * alone, so applicants' data, the team and the security activity stay closed to them, migration
 * 20261126000007_two_factor.sql), `inactive` (a deactivated admin whose token still says `admin`: it must lose
 * the rights at once), and the instructors (role `instruktur`, migration 20261128000003_attendance.sql): `instruktur`
 * teaches the probes' batch "Kelas Verifikasi Presensi" (aal2, with a factor; `instruktur_aal1` the same person at
 * aal1), `instruktur_other` teaches another batch. Each probe runs as the role PostgREST / storage-api would use (`set role
 * anon|authenticated`) with `request.jwt.claims` set, inside a rolled-back subtransaction. Members without a factor,
 * and the team-wide requirement, are checked after the matrix (scripts/pg-verify.ts, "Two-factor requirement").
 */

import { GRADUATE_BATCH } from "../../supabase/seed/data";

export type Who =
  | "anon"
  | "user"
  | "user_aal2"
  | "operator"
  | "operator_aal1"
  | "admin"
  | "admin_aal1"
  | "super_admin"
  | "super_admin_aal1"
  | "inactive"
  | "instruktur"
  | "instruktur_aal1"
  | "instruktur_other";
export const IDENTITIES: Who[] = [
  "anon",
  "user",
  "user_aal2",
  "operator",
  "operator_aal1",
  "admin",
  "admin_aal1",
  "super_admin",
  "super_admin_aal1",
  "inactive",
  "instruktur",
  "instruktur_aal1",
  "instruktur_other",
];
/** The session's assurance level in each identity's token (anon has none). */
export const AAL: Record<Who, "aal1" | "aal2" | null> = {
  anon: null,
  user: "aal1",
  user_aal2: "aal2",
  operator: "aal2",
  operator_aal1: "aal1",
  admin: "aal2",
  admin_aal1: "aal1",
  super_admin: "aal2",
  super_admin_aal1: "aal1",
  inactive: "aal1",
  instruktur: "aal2",
  instruktur_aal1: "aal1",
  instruktur_other: "aal2",
};
/** The identity whose user (and role claim) an identity shares; the `_aal1` and `_aal2` ones are the same people. */
export const PERSON: Record<Who, Who> = {
  anon: "anon",
  user: "user",
  user_aal2: "user",
  operator: "operator",
  operator_aal1: "operator",
  admin: "admin",
  admin_aal1: "admin",
  super_admin: "super_admin",
  super_admin_aal1: "super_admin",
  inactive: "inactive",
  instruktur: "instruktur",
  instruktur_aal1: "instruktur",
  instruktur_other: "instruktur_other",
};
/** Who edits the public content: every active member (public.is_admin()), at aal1 too while two-factor is not required. */
export const CONTENT_EDITORS: Who[] = ["operator", "operator_aal1", "admin", "admin_aal1", "super_admin", "super_admin_aal1"];
/** Who reads applicants' personal data (public.can_read_personal_data(), and at aal2 once they have a factor). */
export const PERSONAL_DATA_READERS: Who[] = ["admin", "super_admin"];
/** Who keeps the probes' batch's attendance and assessments: the personal-data readers and its instructor (at aal2). */
export const CLASS_STAFF: Who[] = [...PERSONAL_DATA_READERS, "instruktur"];
/** Every active instructor identity (role `instruktur`; no public content, no applicants' data). */
export const INSTRUCTORS: Who[] = ["instruktur", "instruktur_aal1", "instruktur_other"];

/**
 * Rows a role may read: every row, none, or the rows matching a condition evaluated as superuser
 * (`:uid` is replaced by the identity's user id).
 */
export type ReadRule = "all" | "none" | { where: string };

export interface TableRule {
  select: Record<Who, ReadRule>;
  insert: Record<Who, boolean>;
  update: Record<Who, boolean>;
  delete: Record<Who, boolean>;
  /** A valid row (the column list and VALUES of an INSERT). */
  sample: string;
  /** The column the UPDATE probe sets to itself (default: the first column that is not an identity). */
  updateColumn?: string;
  /** What the SELECT probe reads (default `*`), for a table whose API roles may read only some columns. */
  selectColumns?: string;
  /**
   * The rows the DELETE probe aims at (default: all): the probes' own instructors and batch stay, since a linked
   * instructor is never deleted and a batch with registrations is restricted (both refuse on purpose).
   */
  deleteWhere?: string;
  /** Columns no API role may read at all (a column privilege): each gets a probe refused for everyone. */
  hiddenColumns?: string[];
}

const only = (whos: Who[]): Record<Who, boolean> => Object.fromEntries(IDENTITIES.map((w) => [w, whos.includes(w)])) as Record<Who, boolean>;
/** `rule` for the given identities, `otherwise` for the rest. */
const reads = (whos: Who[], rule: ReadRule, otherwise: ReadRule = "none"): Record<Who, ReadRule> =>
  Object.fromEntries(IDENTITIES.map((w) => [w, whos.includes(w) ? rule : otherwise])) as Record<Who, ReadRule>;

const editorsOnly = only(CONTENT_EDITORS);
const personalData = only(PERSONAL_DATA_READERS);
const nobody = only([]);
const everyone = reads(IDENTITIES, "all");
const editorsRead = reads(CONTENT_EDITORS, "all");
const ownRow = (column: string): ReadRule => ({ where: `${column} = ':uid'` });
const currentBanners: ReadRule = { where: "start_date <= current_date + 1 and end_date >= current_date - 1" };

export const TABLES: Record<string, TableRule> = {
  programs: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(name, category, duration, description) values ('Uji Matriks', 'PBL', '10 JP', 'Uji')`,
  },
  syllabus_items: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(program_id, item_order, title, duration_jp, kode_unit)
             select id, 999, 'Uji Matriks', 2, 'J.620100.001.01' from public.programs order by id limit 1`,
  },
  instructors: {
    select: editorsRead,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(name, title) values ('Uji Matriks', 'Instruktur')`,
    deleteWhere: "name not in ('Instruktur Verifikasi', 'Instruktur Lain Verifikasi')",
  },
  schedules: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
             values ('Uji Matriks', 'PBL', array['Uji'], '1', current_date, current_date, 'Berlangsung')`,
    // batches with applications are restricted: the probes' own class and the demo content's graduates (named, not
    // looked up: an operator's probe cannot read registrations)
    deleteWhere: `program <> 'Kelas Verifikasi Presensi' and batch <> '${GRADUATE_BATCH.batch}'`,
  },
  facilities: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(name, description, image_url, file_path) values ('Uji Matriks', 'Uji', 'https://example.com/x.png', 'x.png')`,
  },
  gallery: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(src, "filePath", caption, alt) values ('https://example.com/x.png', 'x.png', 'Uji Matriks', 'Uji')`,
  },
  hero_banners: {
    select: reads(CONTENT_EDITORS, "all", currentBanners),
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(title, image_url, file_path, start_date, end_date)
             values ('Uji Matriks', 'https://example.com/b.png', 'b.png', current_date, current_date)`,
  },
  // A single row (id 1): administrators create it once and update it; nobody deletes it.
  contact_info: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: nobody,
    // the app saves it with an upsert (INSERT ... ON CONFLICT DO UPDATE) on the seeded row
    sample: `(id, address, phone, email) values (1, 'Jl. Uji', '0651', 'uji@example.com')
             on conflict (id) do update set address = excluded.address`,
  },
  // One per auth user (created by a trigger): a user reads their own; a member updates their own.
  profiles: {
    select: reads(IDENTITIES.filter((w) => w !== "anon"), ownRow("id")),
    insert: nobody,
    update: editorsOnly,
    delete: nobody,
    sample: `(id, first_name, last_name) values (gen_random_uuid(), 'Uji', 'Matriks')`,
  },
  // Announcements: visitors (and non-admins) read only published ones (published_at <= now()).
  announcements: {
    select: reads(CONTENT_EDITORS, "all", { where: "published_at <= now()" }),
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(title, body, published_at) values ('Uji Matriks', 'Uji', now() + interval '1 day')`,
  },
  faq: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(question, answer, position) values ('Uji Matriks?', 'Uji', 9999)`,
  },
  // Partners and vacancies (20261129000010_partners_vacancies.sql): public content edited by every member; visitors
  // read only published vacancies whose deadline (Asia/Jakarta) is today or later.
  partners: {
    select: everyone,
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(name, sector, cooperation) values ('Uji Matriks', 'Teknologi', array['magang'])`,
    // a partner a vacancy names is kept for everyone (keep_named_partner): the probe aims at the others
    deleteWhere: "not exists (select 1 from public.vacancies v where v.partner_id = partners.id)",
  },
  vacancies: {
    select: reads(CONTENT_EDITORS, "all", { where: "published and deadline >= (now() at time zone 'Asia/Jakarta')::date" }),
    insert: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    sample: `(position, company, location, requirements, deadline, apply_url, published)
             values ('Uji Matriks', 'PT Uji', 'Banda Aceh', 'Uji', current_date + 7, 'https://example.com/lamar', true)`,
  },
  // The change history: written only by the record_change() trigger; administrators read it, nobody
  // writes it through the API (supabase/migrations/20261123000003_change_history.sql).
  // Every member reads the content's history; applications' entries (without personal values,
  // 20261127000007_registration_history.sql) only the personal-data readers at aal2 where due.
  change_history: {
    select: { ...reads(CONTENT_EDITORS, { where: "table_name not in ('registrations', 'certificate_settings', 'tracer_settings')" }), admin: "all", super_admin: "all" },
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(table_name, action) values ('programs', 'INSERT')`,
  },
  // Online registration (20261125000001_registrations.sql): visitors act only through the registration
  // functions; admins and super admins (not operators) read registrations and their documents and set the
  // retention (20261126000005_admin_roles.sql); nobody writes them through the API.
  registration_settings: {
    select: everyone,
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(id) values (1) on conflict (id) do update set retention_months = excluded.retention_months`,
    updateColumn: "retention_months",
  },
  registration_limits: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(id) values (2)`,
  },
  registration_attempts: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(kind, key_hash) values ('submit-client', repeat('a', 64))`,
  },
  registration_uploads: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(schedule_id) select id from public.schedules order by id limit 1`,
  },
  registrations: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(code, schedule_id, upload_folder, idempotency_key, lookup_hash, consent_version, consent_at, erased_at)
             select 'TIK-0000-0000', s.id, u.folder, gen_random_uuid(), repeat('a', 64), 'v', now(), now()
             from public.schedules s join public.registration_uploads u on u.schedule_id = s.id limit 1`,
    // the NIK only through reveal_registration_nik(), which records it (20261127000004_application_review.sql)
    selectColumns: "id, code, status, full_name, nik_last4",
    hiddenColumns: ["nik", "lookup_hash"],
  },
  registration_documents: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(registration_id, kind, object_name, mime_type, size_bytes) select id, 'kk', 'x/kk-1.pdf', 'application/pdf', 1 from public.registrations limit 1`,
  },
  // The applications' timeline (20261127000003_selection_pipeline.sql): written only by the database's triggers.
  registration_events: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(registration_id, kind, to_status) select id, 'submitted', 'diterima' from public.registrations limit 1`,
  },
  // The message of each status for "Kirim via WhatsApp" (20261127000005_message_templates.sql): the personal-data
  // readers read and edit them (only `body`); nobody adds or removes one through the API.
  message_templates: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(status, body) values ('selesai', 'Uji') on conflict (status) do nothing`,
    updateColumn: "body",
  },
  // Published selection results (20261127000010_selection_results.sql): everyone learns that (and from when) a batch's
  // results are public, the members who read applicants' data see the scheduled ones too; written only through
  // publish_selection_results(). Visitors may read two columns (the batch and the day).
  selection_results: {
    select: { ...reads(IDENTITIES, { where: "published_at <= now()" }), admin: "all", admin_aal1: "all", super_admin: "all", super_admin_aal1: "all" },
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(schedule_id, published_at) select id, now() from public.schedules where id not in (select schedule_id from public.selection_results) order by id limit 1`,
    selectColumns: "schedule_id, published_at",
  },
  // The certificate register (20261128000004_certificates.sql): admins and super admins (at aal2 where due) read the
  // register and read and edit the settings; everything else goes through the certificate functions. Everyone reads
  // the public keys. The counters, limits and failed checks have no API access.
  certificate_settings: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(id) values (1) on conflict (id) do update set issue_place = excluded.issue_place`,
    updateColumn: "issue_place",
  },
  certificate_counters: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(year, last_number) values (2999, 0)`,
  },
  certificates: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(registration_id, schedule_id, number, year, seq, full_name, birth_place, birth_date, program, batch, jp, units,
              period_start, period_end, issued_place, issued_on, signatory_name, signatory_position, signatory_nip)
             select r.id, r.schedule_id, 'UJI/2999', 2999, 1, 'Uji', 'Uji', current_date, 'Uji', 'Uji', 1,
                    '[{"kode": "", "judul": "Uji", "jp": 1}]', current_date, current_date, 'Uji', current_date, 'Uji', 'Uji',
                    '197805122005011003'
             from public.registrations r limit 1`,
  },
  certificate_keys: {
    select: everyone,
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(kid, jwk) values ('pgverify1', '{"kty": "OKP", "crv": "Ed25519", "kid": "pgverify1", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}')`,
  },
  certificate_limits: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(id) values (2)`,
  },
  certificate_attempts: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(kind, key_hash) values ('status-client', repeat('a', 64))`,
  },
  // The Standar Pelayanan and Maklumat Pelayanan (20261130000030_service_standard.sql): public content everyone reads;
  // an official document, so only admins and super admins (at aal2 where due) edit the texts; the sections are fixed
  // by the migration (nobody inserts or deletes one) and the pledge is a single row.
  service_standard_sections: {
    select: everyone,
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(id, key, component_group, title, position, body) values (1, 'persyaratan', 'penyampaian', 'Persyaratan', 1, 'Uji')
             on conflict (id) do update set body = excluded.body`,
    updateColumn: "body",
  },
  service_pledge: {
    select: everyone,
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(id, statement, signer_name, signer_position, place, signed_on) values (1, 'Uji', 'Uji', 'Uji', 'Uji', current_date)
             on conflict (id) do update set statement = excluded.statement`,
    updateColumn: "statement",
  },
  // The tracer study (20261128000008_tracer_study.sql): admins and super admins (at aal2 where due) read and edit the
  // settings, read the questions, rounds (never the token column) and answers; everything else goes through the
  // tracer functions. The limits and failed attempts have no API access.
  tracer_settings: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(id) values (1) on conflict (id) do update set answer_days = excluded.answer_days`,
    updateColumn: "answer_days",
  },
  tracer_questions: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(key, kind, wording, position) values ('pgverify', 'text', 'Uji?', 999)`,
  },
  tracer_rounds: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(registration_id, round_month, opens_on, closes_on) select id, 24, current_date, current_date from public.registrations order by id limit 1`,
    selectColumns: "id, registration_id, round_month",
  },
  tracer_answers: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(round_id, question_id, wording, value) select t.id, q.id, 'Uji?', '"uji"' from public.tracer_rounds t, public.tracer_questions q order by t.id, q.id limit 1`,
  },
  tracer_limits: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(id) values (2)`,
  },
  tracer_attempts: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(key_hash) values (repeat('a', 64))`,
  },
  // The satisfaction survey (20261130000020_skm.sql): the regulation's questionnaire is public and fixed; periods are
  // kept by admins and super admins (at aal2 where due); responses only come through skm_submit() and are read by
  // the same admins; the limit and the attempts have no API access.
  skm_elements: {
    select: everyone,
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(key, position, name, question, options) values ('u0', 0, 'Uji', 'Uji?', '{a,b,c,d}')`,
  },
  skm_periods: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: personalData,
    update: personalData,
    delete: personalData,
    sample: `(name, starts_on, ends_on, population) values ('Periode Verifikasi', '2098-01-01', '2098-06-30', 100)`,
    updateColumn: "population",
    // an answered period is never deleted (its trigger refuses, for everyone): the probe aims at the unanswered one
    deleteWhere: "name = 'Periode Kosong'",
  },
  skm_responses: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(period_id, source, idempotency_key, u1, u2, u3, u4, u5, u6, u7, u8, u9, age, gender, education, occupation, answered_on)
             select id, 'publik', gen_random_uuid(), 4, 4, 4, 4, 4, 4, 4, 4, 4, 20, 'L', 'SD', 'Lainnya', starts_on from public.skm_periods order by id limit 1`,
  },
  // a participant's link per period (20261201000010_skm_participants.sql): the token's hash, whether answered; no API
  // access at all (Cek Pendaftaran, the panel and skm_submit go through their functions)
  skm_participant_links: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(period_id, registration_id, token_hash) select p.id, r.id, repeat('b', 64) from public.skm_periods p, public.registrations r order by p.id, r.id limit 1`,
  },
  skm_limits: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(id) values (2)`,
  },
  skm_attempts: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(key_hash) values (repeat('a', 64))`,
  },
  // Complaints (20261201000001_complaints.sql): written only through complaint_submit() and the panel's functions,
  // read by admins and super admins (at aal2 where due), never the tracking code's hash; the response time is public
  // and kept by the same admins; limits, attempts and upload folders have no API access.
  complaints: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(category, message, anonymous, code_hash, idempotency_key) values ('lainnya', 'Pengaduan verifikasi izin matriks.', true, repeat('a', 64), gen_random_uuid())`,
    updateColumn: "status",
    selectColumns: "id, category, status, contact_name",
    hiddenColumns: ["code_hash"],
  },
  complaint_settings: {
    select: everyone,
    insert: nobody,
    update: personalData,
    delete: nobody,
    sample: `(id) values (1)`,
    updateColumn: "response_working_days",
  },
  complaint_limits: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(id) values (2)`,
  },
  complaint_attempts: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(kind, key_hash) values ('lookup-client', repeat('a', 64))`,
  },
  complaint_uploads: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `default values`,
  },
  // Alumni stories (20261130000001_alumni_stories.sql): tied to a round, so no API access at all; admins go through
  // alumni_stories_admin/save/delete, visitors through public_alumni_stories (the shown ones, anonymous).
  alumni_stories: {
    select: reads([], "none"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(round_id, question_id, quote) select t.id, q.id, 'Kutipan verifikasi izin.' from public.tracer_rounds t, public.tracer_questions q where q.key = 'helped_most' order by t.id limit 1`,
  },
  // The administrator team (20261126000005_admin_roles.sql): a member reads their own membership, a super admin
  // the team; changes go through the team's functions, never the table API.
  admin_members: {
    // a member with a factor, at aal1, reads nothing of it (not even their own row)
    select: { ...reads(["user", "user_aal2", "operator", "admin", "inactive", "instruktur", "instruktur_other"], ownRow("user_id")), super_admin: "all" },
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(user_id, role) select id, 'operator' from auth.users order by id limit 1 on conflict do nothing`,
  },
  // The security activity (20261126000006_team_management.sql): written only by the database, read by super admins
  // (at aal2 once they have a factor).
  security_events: {
    select: reads(["super_admin"], "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(kind) values ('member_added')`,
  },
  // The team's security settings (20261126000007_two_factor.sql): every member (instructors too, 20261128000003) reads
  // whether two-factor is required; it changes only through public.set_require_two_factor().
  security_settings: {
    select: reads([...CONTENT_EDITORS, ...INSTRUCTORS], "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(id) values (true) on conflict (id) do update set require_two_factor = excluded.require_two_factor`,
    updateColumn: "require_two_factor",
  },
  // Attendance and completion (20261128000003_attendance.sql): admins and super admins read the tables (at aal2 where
  // due); instructors read nothing of them (class_list() and completion_overview() answer them names and attendance);
  // nobody writes them through the API (mark_attendance(), set_training_day(), set_min_attendance(), set_assessment()).
  training_day_changes: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(schedule_id, day, is_training_day) select id, "startDate", false from public.schedules order by id limit 1 on conflict do nothing`,
    updateColumn: "reason",
  },
  attendance: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(registration_id, day, status, marked_at) select id, current_date, 'hadir', now() from public.registrations order by id limit 1 on conflict do nothing`,
    updateColumn: "status",
  },
  schedule_completion: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(schedule_id) select id from public.schedules order by id limit 1 on conflict do nothing`,
    updateColumn: "min_attendance",
  },
  assessments: {
    select: reads(PERSONAL_DATA_READERS, "all"),
    insert: nobody,
    update: nobody,
    delete: nobody,
    sample: `(registration_id, result) select id, 'kompeten' from public.registrations order by id limit 1 on conflict do nothing`,
    updateColumn: "result",
  },
};

/**
 * Buckets: `content` = every content editor reads, writes and removes; `own-folder` = a content editor inside
 * `<their user id>/`; `applicant-documents` = private: anyone adds new files only inside a folder handed out by
 * start_registration_upload() (no upsert, listing or removal); nobody reads, lists, signs or removes through the API
 * (the Edge Function document-url signs with the service role, migration 20261128000002); `withheld` = private: content editors read and remove (the panel's previews, a replaced image),
 * nobody uploads, replaces or moves through the API (the service role's worker moves images there and back,
 * migration 20261127000001_withheld_images.sql); `complaint-attachments` = as `applicant-documents`, the folder
 * handed out by start_complaint_upload() and names `lampiran-<digits>.<ext>` (migration 20261201000001).
 */
export type BucketRule = "content" | "own-folder" | "applicant-documents" | "complaint-attachments" | "withheld";

export const BUCKETS: Record<string, BucketRule> = {
  programs: "content",
  facilities: "content",
  gallery: "content",
  hero_banners: "content",
  announcements: "content",
  partners: "content",
  avatars: "own-folder",
  "registration-documents": "applicant-documents",
  "complaint-attachments": "complaint-attachments",
  "withheld-images": "withheld",
};

/**
 * Functions of `public` the API roles may execute (POST /rest/v1/rpc/<name>), keyed by signature, with who may call
 * them and a call to probe: `anyone` (every identity: the visitors' registration functions and the pure helpers the
 * policies use), `authenticated` (signed in; anon has no EXECUTE), `editors` (CONTENT_EDITORS: `check` counts the
 * call's effect, 1 for an editor and 0 for anyone else), `personal` (PERSONAL_DATA_READERS: admins and super admins at
 * aal2; everyone else is refused with 42501), `team` (a super admin at aal2; everyone else is refused with
 * 42501), `class` (CLASS_STAFF: the personal-data readers and the instructor of the probes' batch, at aal2; an
 * instructor of another batch, at aal1, and everyone else is refused with 42501), `class_keepers` (the personal-data
 * readers and every instructor at aal2: the list of one's own batches). Every other function of `public` must not be executable by anon or authenticated (the service role's, the
 * Auth hooks', trigger functions); a new executable one without an entry here fails the run.
 * `personalPart`: for a function that answers every caller it allows but tells only PERSONAL_DATA_READERS about
 * applicants, a query whose row count is 1 when the answer holds that part, 0 when not (checked for every caller
 * the rule allows).
 */
export type FunctionRule = {
  callers: "anyone" | "authenticated" | "editors" | "personal" | "team" | "class" | "class_keepers";
  /**
   * Over GET or HEAD (PostgREST runs any function so, in a read-only transaction): `refused` for every function that
   * counts attempts, writes, or takes a secret or personal value (private.require_post() answers 405 before anything
   * else, migration 20261128000001); `allowed` for reads that take nothing secret. Checked here with
   * request.method = 'GET' in a read-only transaction, and over HTTP by tests/integration/api-methods.test.ts.
   */
  get: "refused" | "allowed";
  call: string;
  check?: string;
  personalPart?: string;
};

const NO_ONE = "00000000-0000-0000-0000-000000000000";
/** The probes' batch, taught by the identity `instruktur` (created by scripts/pg-verify.ts). */
const CLASS = "(select id from public.schedules where program = 'Kelas Verifikasi Presensi')";
/** Its one participant (a fixed id: no probing identity but the admins may read registrations to find it). */
export const PARTICIPANT_ID = 900001;
/** The FAQ by descending id (the seed's order is ascending, so applying it changes every position). */
const REVERSED_FAQ = "(select coalesce(array_agg(id order by id desc), '{}') from public.faq)";

export const FUNCTIONS: Record<string, FunctionRule> = {
  // the visitors' registration functions (migration 20261125000001): they answer everyone, with their own refusals
  "check_registration(text,text)": { get: "refused", callers: "anyone", call: "select public.check_registration('TIK-0000-XXXX', '0000')" },
  "start_registration_upload(bigint)": { get: "refused", callers: "anyone", call: "select public.start_registration_upload(0)" },
  "submit_registration(jsonb)": { get: "refused", callers: "anyone", call: "select public.submit_registration('{}'::jsonb)" },
  "withdraw_registration(text,text,text)": { get: "refused", callers: "anyone", call: "select public.withdraw_registration('TIK-0000-XXXX', '0000', '0000')" },
  // a certificate's public status, by its public id or by number + birth date (migration 20261128000004): failures counted
  "certificate_status(text)": { get: "refused", callers: "anyone", call: "select public.certificate_status('00000000-0000-4000-8000-000000000000')" },
  "check_certificate(text,text)": { get: "refused", callers: "anyone", call: "select public.check_certificate('001/TIK/BLK-BNA/2999', '2000-01-01')" },
  // the graduate's survey form by its token (migration 20261128000008): unknown and expired tokens counted
  "tracer_form(text)": { get: "refused", callers: "anyone", call: "select public.tracer_form('" + "A".repeat(43) + "')" },
  "tracer_submit(text,jsonb)": { get: "refused", callers: "anyone", call: "select public.tracer_submit('" + "A".repeat(43) + "', '{}'::jsonb)" },
  // the public placement figures (groups of at least 5 answers)
  "public_outcomes()": { get: "allowed", callers: "anyone", call: "select * from public.public_outcomes()" },
  // the satisfaction survey (migration 20261130000020): the questionnaire and the public figures (a floor of 5
  // respondents) for everyone over GET; the public form refuses GET and counts per client
  "skm_form()": { get: "allowed", callers: "anyone", call: "select public.skm_form()" },
  "public_skm()": { get: "allowed", callers: "anyone", call: "select public.public_skm()" },
  "skm_submit(jsonb)": { get: "refused", callers: "anyone", call: "select public.skm_submit('{}'::jsonb)" },
  "skm_minimum_sample(integer)": { get: "allowed", callers: "anyone", call: "select public.skm_minimum_sample(100)" },
  "skm_grade(numeric)": { get: "allowed", callers: "anyone", call: "select public.skm_grade(90)" },
  // complaints (migration 20261201000001): an upload folder, the submission and the lookup by code, all POST only
  // and limited per client
  "start_complaint_upload()": { get: "refused", callers: "anyone", call: "select public.start_complaint_upload()" },
  "complaint_submit(jsonb)": { get: "refused", callers: "anyone", call: "select public.complaint_submit('{}'::jsonb)" },
  "complaint_status(text)": { get: "refused", callers: "anyone", call: "select public.complaint_status('ADU-0000-0000-0000')" },
  // a participant's own SKM token by the registration's code + birth date, the status check's lookup and counters
  // (migration 20261201000010)
  "skm_participant_token(text,text)": { get: "refused", callers: "anyone", call: "select public.skm_participant_token('TIK-0000-XXXX', '0000')" },
  // the shown alumni stories, anonymous (migration 20261130000001)
  "public_alumni_stories(text)": { get: "allowed", callers: "anyone", call: "select * from public.public_alumni_stories()" },
  // the trainee's certificate by the registration's code + birth date, the status check's lookup (migration 20261128000005)
  "certificate_download(text,text)": { get: "refused", callers: "anyone", call: "select public.certificate_download('TIK-0000-XXXX', '0000')" },
  // a batch's published results, names masked inside (migration 20261127000010)
  "published_selection_results(bigint)": { get: "allowed", callers: "anyone", call: "select public.published_selection_results(0)" },
  // helpers the policies and the panel ask (about the caller only, or pure)
  "can_read_personal_data()": { get: "allowed", callers: "anyone", call: "select public.can_read_personal_data()" },
  "file_retention()": { get: "allowed", callers: "anyone", call: "select public.file_retention()" },
  "is_admin()": { get: "allowed", callers: "anyone", call: "select public.is_admin()" },
  "is_flat_array(anyarray)": { get: "allowed", callers: "anyone", call: "select public.is_flat_array(array[1, 2])" },
  "is_sane_date(date)": { get: "allowed", callers: "anyone", call: "select public.is_sane_date(current_date)" },
  "is_super_admin()": { get: "allowed", callers: "anyone", call: "select public.is_super_admin()" },
  "is_valid_text(text,integer)": { get: "allowed", callers: "anyone", call: "select public.is_valid_text('teks', 10)" },
  "is_valid_text_array(text[],integer)": { get: "allowed", callers: "anyone", call: "select public.is_valid_text_array(array['teks'], 10)" },
  "member_role()": { get: "allowed", callers: "anyone", call: "select public.member_role()" },
  // signed in: what they return comes through the tables' policies (change_history: editors only)
  "change_history_actors()": { get: "allowed", callers: "authenticated", call: "select * from public.change_history_actors()" },
  "content_file_columns()": { get: "allowed", callers: "authenticated", call: "select * from public.content_file_columns()" },
  // registrations' policies and column privileges decide its rows (admins and super admins at aal2; migration 20261127000009)
  "search_registrations(text)": { get: "refused", callers: "authenticated", call: "select * from public.search_registrations('a')" },
  // the content editors' functions
  "reorder_faq(bigint[])": {
    get: "refused",
    callers: "editors",
    call: `select * from public.reorder_faq(${REVERSED_FAQ})`,
    check: `select count(*) from (select bool_and(f.position = t.ord) as applied from public.faq f
              join unnest(${REVERSED_FAQ}) with ordinality as t (id, ord) on t.id = f.id) s where s.applied`,
  },
  "replace_syllabus_items(bigint,jsonb)": {
    get: "refused",
    callers: "editors",
    call: `select * from public.replace_syllabus_items((select min(id) from public.programs), '[{"title": "Materi pg-verify", "duration_jp": 8}]'::jsonb)`,
    check: "select count(*) from public.syllabus_items where title = 'Materi pg-verify'",
  },
  "restore_deleted(bigint)": { get: "refused", callers: "editors", call: "select public.restore_deleted(0)" },
  // the applicants' data (admins and super admins at aal2; migration 20261127000003)
  "set_registration_status(bigint[],text,text,boolean)": {
    get: "refused",
    callers: "personal",
    call: "select public.set_registration_status(array[0]::bigint[], 'diverifikasi')",
  },
  "reveal_registration_nik(bigint)": { get: "refused", callers: "personal", call: "select public.reveal_registration_nik(0)" },
  "review_registration_document(bigint,text,text,text)": {
    get: "refused",
    callers: "personal",
    call: "select public.review_registration_document(0, 'ktp', 'sesuai')",
  },
  "record_message_sent(bigint)": { get: "refused", callers: "personal", call: "select public.record_message_sent(0)" },
  "export_registrations(bigint,text[])": { get: "refused", callers: "personal", call: "select public.export_registrations(0, array['lulus'])" },
  "applicant_data(bigint)": { get: "refused", callers: "personal", call: "select public.applicant_data(0)" },
  // the object of one document, for the Edge Function document-url to sign (recorded; migration 20261128000002)
  "open_registration_document(bigint,text)": { get: "refused", callers: "personal", call: "select public.open_registration_document(0, 'ktp')" },
  "erase_applicant_data(bigint)": { get: "refused", callers: "personal", call: "select public.erase_applicant_data(0)" },
  "publish_selection_results(bigint,date,text,jsonb)": { get: "refused", callers: "personal", call: "select public.publish_selection_results(0, current_date)" },
  "withdraw_selection_results(bigint)": { get: "refused", callers: "personal", call: "select public.withdraw_selection_results(0)" },
  // the certificate register (admins and super admins at aal2; migration 20261128000004)
  "issue_certificates(bigint,date)": { get: "refused", callers: "personal", call: "select public.issue_certificates(0)" },
  "revoke_certificate(bigint,text)": { get: "refused", callers: "personal", call: "select public.revoke_certificate(0, 'alasan uji')" },
  "reissue_certificate(bigint,text)": { get: "refused", callers: "personal", call: "select public.reissue_certificate(0, 'alasan uji')" },
  "certificates_to_sign(bigint)": { get: "refused", callers: "personal", call: "select public.certificates_to_sign(0)" },
  "export_certificates(bigint)": { get: "refused", callers: "personal", call: "select public.export_certificates(0)" },
  // the tracer study (admins and super admins at aal2; migration 20261128000008; add/edit with required and shown_when: 20261128000012)
  "tracer_due()": { get: "refused", callers: "personal", call: "select public.tracer_due()" },
  "tracer_link(bigint)": { get: "refused", callers: "personal", call: "select public.tracer_link(0)" },
  "record_tracer_sent(bigint,text)": { get: "refused", callers: "personal", call: "select public.record_tracer_sent(0, 'whatsapp')" },
  // counts for "Perlu Tindakan" (migration 20261129000001): any member may ask, only the personal-data readers get them
  "tracer_due_summary()": {
    get: "allowed",
    callers: "editors",
    call: "select public.tracer_due_summary()",
    personalPart: "select 1 where public.tracer_due_summary() is not null",
  },
  "tracer_answers(bigint)": { get: "refused", callers: "personal", call: "select public.tracer_answers(0)" },
  "placement_figures(integer)": { get: "refused", callers: "personal", call: "select public.placement_figures(null)" },
  // per program and year for the overview's chart (migration 20261129000020)
  "placement_by_program(integer)": { get: "refused", callers: "personal", call: "select public.placement_by_program(null)" },
  "export_tracer(integer)": { get: "refused", callers: "personal", call: "select public.export_tracer(2999)" },
  "add_tracer_question(text,text,jsonb,boolean,jsonb)": { get: "refused", callers: "personal", call: "select public.add_tracer_question('text', 'Uji?')" },
  "edit_tracer_question(bigint,text,jsonb,boolean,jsonb)": { get: "refused", callers: "personal", call: "select public.edit_tracer_question(0, 'Uji?')" },
  "reorder_tracer_questions(bigint[])": { get: "refused", callers: "personal", call: "select public.reorder_tracer_questions('{}')" },
  "retire_tracer_question(bigint)": { get: "refused", callers: "personal", call: "select public.retire_tracer_question(0)" },
  // the satisfaction survey's figures for any period and the export of its responses (migration 20261130000020)
  "skm_period_result(bigint)": { get: "refused", callers: "personal", call: "select public.skm_period_result(0)" },
  "export_skm(bigint)": { get: "refused", callers: "personal", call: "select public.export_skm(0)" },
  // the complaints' queue, moves and answers (migration 20261201000001)
  "complaint_queue(text)": { get: "refused", callers: "personal", call: "select * from public.complaint_queue()" },
  "complaint_transition(bigint,text)": { get: "refused", callers: "personal", call: "select public.complaint_transition(0, 'diproses')" },
  "answer_complaint(bigint,text,boolean)": { get: "refused", callers: "personal", call: "select public.answer_complaint(0, 'Jawaban verifikasi.', false)" },
  // the object of an attachment, for the Edge Function complaint-attachment-url to sign (migration 20261201000002)
  "open_complaint_attachment(bigint)": { get: "refused", callers: "personal", call: "select public.open_complaint_attachment(0)" },
  // counts for "Perlu Tindakan": any member may ask, only the personal-data readers get them
  "complaint_due_summary()": {
    get: "allowed",
    callers: "editors",
    call: "select public.complaint_due_summary()",
    personalPart: "select 1 where public.complaint_due_summary() is not null",
  },
  // a participant's SKM link for the WhatsApp message (migration 20261201000010)
  "skm_participant_link(bigint)": { get: "refused", callers: "personal", call: "select public.skm_participant_link(0)" },
  // alumni stories (migration 20261130000001)
  "alumni_stories_admin()": { get: "refused", callers: "personal", call: "select public.alumni_stories_admin()" },
  "save_alumni_story(bigint,text,text,boolean)": { get: "refused", callers: "personal", call: "select public.save_alumni_story(0, 'helped_most', 'Kutipan verifikasi izin.')" },
  "delete_alumni_story(bigint)": { get: "refused", callers: "personal", call: "select public.delete_alumni_story(0)" },
  // the overview (migration 20261127000011): every member gets the content part, only the personal-data readers the
  // applications part (null for anyone else); visitors, non-members and deactivated members are refused
  "admin_overview()": {
    get: "allowed",
    callers: "editors",
    call: "select public.admin_overview()",
    personalPart: "select 1 from (select public.admin_overview() as a) o where o.a -> 'applications' <> 'null'::jsonb",
  },
  // the team (super admins at aal2; migrations 20261126000006 to 8)
  "authorize_team_change()": { get: "refused", callers: "team", call: "select public.authorize_team_change()" },
  "team_members()": { get: "refused", callers: "team", call: "select * from public.team_members()" },
  "update_team_member(uuid,text,boolean,bigint)": { get: "refused", callers: "team", call: `select public.update_team_member('${NO_ONE}', 'admin', true)` },
  "remove_team_member(uuid)": { get: "refused", callers: "team", call: `select public.remove_team_member('${NO_ONE}')` },
  "reset_member_two_factor(uuid)": { get: "refused", callers: "team", call: `select public.reset_member_two_factor('${NO_ONE}')` },
  "set_require_two_factor(boolean)": { get: "refused", callers: "team", call: "select public.set_require_two_factor(false)" },
  // attendance and completion (migration 20261128000003): reads take a batch's id only; every write refuses GET
  "class_schedules()": { get: "allowed", callers: "class_keepers", call: "select * from public.class_schedules()" },
  "schedule_days(bigint)": { get: "allowed", callers: "class", call: `select * from public.schedule_days(${CLASS})` },
  "class_list(bigint)": { get: "allowed", callers: "class", call: `select public.class_list(${CLASS})` },
  "completion_overview(bigint)": { get: "allowed", callers: "class", call: `select public.completion_overview(${CLASS})` },
  "mark_attendance(bigint,jsonb)": {
    get: "refused",
    callers: "class",
    call: `select public.mark_attendance(${CLASS}, jsonb_build_array(jsonb_build_object('registration_id',
             ${PARTICIPANT_ID}, 'day', current_date - 1, 'status', 'hadir',
             'marked_at', now())))`,
    check: `select count(*) from public.attendance a join public.registrations r on r.id = a.registration_id where r.schedule_id = ${CLASS}`,
  },
  "set_min_attendance(bigint,numeric)": {
    get: "refused",
    callers: "class",
    call: `select public.set_min_attendance(${CLASS}, 80)`,
    check: `select count(*) from public.schedule_completion where schedule_id = ${CLASS} and min_attendance = 80`,
  },
  "set_assessment(bigint,text,numeric,text)": {
    get: "refused",
    callers: "class",
    call: `select public.set_assessment(${PARTICIPANT_ID}, 'kompeten', 90)`,
    check: `select count(*) from public.assessments a join public.registrations r on r.id = a.registration_id where r.schedule_id = ${CLASS}`,
  },
  // only admins and super admins change a batch's days and make participants Selesai
  "set_training_day(bigint,date,boolean,text)": {
    get: "refused",
    callers: "personal",
    call: `select public.set_training_day(${CLASS}, (select "startDate" + 5 from public.schedules where id = ${CLASS}), true, 'Uji')`,
  },
  "complete_participants(bigint[],boolean,text)": {
    get: "refused",
    callers: "personal",
    call: `select public.complete_participants(array[${PARTICIPANT_ID}]::bigint[], true)`,
    check: `select count(*) from public.registrations where schedule_id = ${CLASS} and status = 'selesai'`,
  },
};

/**
 * SECURITY DEFINER functions in `public` that ARE meant to be called through /rest/v1/rpc (none: the registration
 * functions visitors call are SECURITY DEFINER in the unexposed schema `private`, behind SECURITY INVOKER
 * wrappers in `public`). Every other one must not be executable by anon or authenticated.
 */
export const SECURITY_DEFINER_RPCS: string[] = [];

/**
 * Linter findings accepted on purpose (splinter cache keys), with the reason. Empty: the run fails
 * on any ERROR or WARN.
 */
export const ACCEPTED_LINTS: Record<string, string> = {};
