-- Two-factor sign-in for the administrator team (issue 24, docs/admin-team.md). Supabase Auth keeps the
-- factors (auth.mfa_factors) and puts the session's assurance level in the token (`aal`); the database
-- decides who must be at aal2, with restrictive policies in Supabase's documented pattern:
--   * a member who has a verified factor must have used it in this session ("members who enrolled");
--   * once a super admin requires two-factor for the team, every member must ("everyone").
-- It guards applicants' personal data (registrations, their documents and settings, their storage bucket),
-- the team and the security activity. Public content stays editable at aal1 until two-factor is required,
-- so the local demo's admin can look around without an authenticator app.

-- ---------------------------------------------------------------------------
-- 1. The team's security settings (one row)
-- ---------------------------------------------------------------------------
create table public.security_settings (
  id boolean primary key default true check (id),
  require_two_factor boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.security_settings is
  'The administrator team''s security settings (one row): whether every member must sign in with two-factor.';
insert into public.security_settings (id) values (true);

alter table public.security_settings enable row level security;
revoke all on public.security_settings from anon, authenticated;
grant select on public.security_settings to authenticated;
-- every member reads it (the panel sends members without a factor to enrol); changes go through
-- public.set_require_two_factor(), which records them
create policy "members read the security settings" on public.security_settings
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- 2. Whether the caller's session is strong enough
-- ---------------------------------------------------------------------------
-- SECURITY DEFINER: the policies run as the caller, who cannot read auth.mfa_factors.
create or replace function private.two_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or (
      not exists (
        select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
      and not coalesce((select s.require_two_factor from public.security_settings s), false)
    )
$$;
revoke execute on function private.two_factor_satisfied() from public;
grant execute on function private.two_factor_satisfied() to authenticated, service_role;
comment on function private.two_factor_satisfied() is
  'True when the session is at aal2, or when the caller has no verified factor and the team does not require two-factor.';

-- one restrictive policy per table, the same condition for every command
do $$
declare
  t text;
begin
  foreach t in array array['registrations', 'registration_documents', 'admin_members', 'security_events'] loop
    execute pg_catalog.format(
      'create policy "two-factor where it is due" on public.%I as restrictive for all to authenticated '
      'using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()))', t);
  end loop;
end;
$$;
create policy "two-factor where it is due" on public.registration_settings
  as restrictive for update to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));
-- reading only: a member at aal1 may still fill in the public registration form, which uploads as the caller
create policy "two-factor for applicants' documents" on storage.objects
  as restrictive for select to authenticated
  using (bucket_id <> 'registration-documents' or (select private.two_factor_satisfied()));

-- The team's functions: super admins, and at aal2 where it is due.
create or replace function private.require_super_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select public.is_super_admin()) then
    raise exception 'Hanya super admin yang dapat mengelola tim admin.' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'Masukkan kode verifikasi dua langkah terlebih dahulu.' using errcode = '42501',
      hint = 'Keluar, lalu masuk lagi dengan kata sandi dan kode dari aplikasi autentikator.';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. The security activity learns two-factor events and sign-ins
-- ---------------------------------------------------------------------------
alter table public.security_events drop constraint security_events_kind_check;
alter table public.security_events add constraint security_events_kind_check check (kind in (
  'member_added', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed',
  'signed_in', 'signed_in_with_code', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset',
  'two_factor_required', 'two_factor_not_required'
));

-- Supabase Auth writes its audit trail to auth.audit_log_entries (hosted and embedded alike); a trigger there is
-- one of the few Supabase allows in `auth`, and it sees sign-ins and factor changes as they are committed.
create or replace function private.record_auth_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  payload jsonb := new.payload::jsonb;
  action text := payload ->> 'action';
  actor uuid;
  factor_status text;
  kind text;
begin
  if payload ->> 'actor_id' is null or (payload ->> 'actor_id') !~* '^[0-9a-f-]{36}$' then
    return null;
  end if;
  actor := (payload ->> 'actor_id')::uuid;
  if action = 'login' then
    kind := 'signed_in';
  elsif action = 'verification_attempted' then
    -- Auth records the verification before it marks a new factor verified: an unverified factor here is an enrolment.
    select f.status::text into factor_status from auth.mfa_factors f where f.id::text = payload -> 'traits' ->> 'factor_id';
    kind := case when factor_status = 'unverified' then 'two_factor_enabled' else 'signed_in_with_code' end;
  elsif action = 'factor_unenrolled' and payload -> 'traits' ->> 'factor_status' = 'verified' then
    kind := 'two_factor_disabled';
  elsif action = 'factor_deleted' then
    kind := 'two_factor_reset';
  else
    return null;
  end if;
  insert into public.security_events (at, kind, actor_id, actor_email, subject_id, subject_email, details)
  values (coalesce(new.created_at, pg_catalog.now()), kind, actor, private.user_email(actor), actor, private.user_email(actor),
          case when new.ip_address <> '' then pg_catalog.jsonb_build_object('ip', new.ip_address) else '{}'::jsonb end);
  return null;
end;
$$;
revoke execute on function private.record_auth_event() from public;

create trigger record_auth_event
  after insert on auth.audit_log_entries
  for each row execute function private.record_auth_event();

-- ---------------------------------------------------------------------------
-- 4. Super admins: require two-factor for the team, reset a member's factors, see who has one
-- ---------------------------------------------------------------------------
create or replace function private.set_require_two_factor(p_required boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  was boolean;
begin
  perform private.require_super_admin();
  if p_required is null then
    raise exception 'Pilih apakah verifikasi dua langkah wajib.' using errcode = '22023';
  end if;
  -- whoever turns it on has already passed it, so the rule cannot lock its author out
  if p_required and coalesce((select auth.jwt() ->> 'aal'), '') <> 'aal2' then
    raise exception 'Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu (menu Profil).'
      using errcode = 'PT409';
  end if;
  select s.require_two_factor into was from public.security_settings s where s.id for update;
  if was is distinct from p_required then
    update public.security_settings set require_two_factor = p_required, updated_at = pg_catalog.now(), updated_by = actor
     where id;
    insert into public.security_events (kind, actor_id, actor_email)
    values (case when p_required then 'two_factor_required' else 'two_factor_not_required' end, actor, private.user_email(actor));
  end if;
  return p_required;
end;
$$;

-- For a member who lost their phone: their factors go, their sessions fall back to aal1 (Auth's own
-- DowngradeSessionsToAAL1), and the next sign-in asks them to enrol again if two-factor is required.
create or replace function private.reset_member_two_factor(p_user_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  removed integer;
begin
  perform private.require_super_admin();
  if not exists (select 1 from public.admin_members m where m.user_id = p_user_id) then
    raise exception 'Anggota tim tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  delete from auth.mfa_amr_claims c
   where c.authentication_method = 'totp'
     and c.session_id in (select s.id from auth.sessions s where s.user_id = p_user_id);
  update auth.sessions set aal = 'aal1', factor_id = null, updated_at = pg_catalog.now()
   where user_id = p_user_id and aal = 'aal2';
  delete from auth.mfa_factors f where f.user_id = p_user_id;
  get diagnostics removed = row_count;
  if removed > 0 then
    insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
    values ('two_factor_reset', actor, private.user_email(actor), p_user_id, private.user_email(p_user_id),
            pg_catalog.jsonb_build_object('factors', removed));
  end if;
  return removed;
end;
$$;

revoke execute on function private.set_require_two_factor(boolean), private.reset_member_two_factor(uuid) from public;
grant execute on function private.set_require_two_factor(boolean), private.reset_member_two_factor(uuid) to authenticated, service_role;

create or replace function public.set_require_two_factor(p_required boolean)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$ select private.set_require_two_factor(p_required) $$;

create or replace function public.reset_member_two_factor(p_user_id uuid)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$ select private.reset_member_two_factor(p_user_id) $$;

revoke execute on function public.set_require_two_factor(boolean), public.reset_member_two_factor(uuid) from public, anon;
grant execute on function public.set_require_two_factor(boolean), public.reset_member_two_factor(uuid) to authenticated, service_role;

-- The team list gains "two-factor on/off" (a verified factor).
drop function public.team_members();
drop function public.update_team_member(uuid, text, boolean);
drop function private.update_team_member(uuid, text, boolean);
drop function private.team_members();

create function private.team_members()
returns table (
  user_id uuid, email text, first_name text, last_name text, role text, active boolean,
  last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text, two_factor boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  return query
    select m.user_id, u.email::text, p.first_name, p.last_name, m.role, m.active, u.last_sign_in_at, m.created_at,
           i.email::text,
           exists (select 1 from auth.mfa_factors f where f.user_id = m.user_id and f.status = 'verified')
    from public.admin_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    left join auth.users i on i.id = m.invited_by
    order by (m.role = 'super_admin') desc, (m.role = 'admin') desc, lower(u.email::text);
end;
$$;

create function private.update_team_member(p_user_id uuid, p_role text default null, p_active boolean default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_super_admin();
  if p_role is not null and p_role not in ('super_admin', 'admin', 'operator') then
    raise exception 'Peran tidak dikenal. Pilih Super Admin, Admin, atau Operator.' using errcode = '22023';
  end if;
  update public.admin_members
     set role = coalesce(p_role, role), active = coalesce(p_active, active)
   where user_id = p_user_id;
  if not found then
    raise exception 'Anggota tim tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  select pg_catalog.to_jsonb(t) into result from private.team_members() t where t.user_id = p_user_id;
  return result;
end;
$$;

revoke execute on function private.team_members(), private.update_team_member(uuid, text, boolean) from public;
grant execute on function private.team_members(), private.update_team_member(uuid, text, boolean) to authenticated, service_role;

create function public.team_members()
returns table (
  user_id uuid, email text, first_name text, last_name text, role text, active boolean,
  last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text, two_factor boolean
)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.team_members() $$;

create function public.update_team_member(p_user_id uuid, p_role text default null, p_active boolean default null)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.update_team_member(p_user_id, p_role, p_active) $$;

revoke execute on function public.team_members(), public.update_team_member(uuid, text, boolean) from public, anon;
grant execute on function public.team_members(), public.update_team_member(uuid, text, boolean) to authenticated, service_role;
