-- Failed sign-ins in the security activity (issue 24, "Security activity": sign-ins, success and failure).
-- Supabase Auth writes a successful sign-in and a verified code to auth.audit_log_entries (recorded by
-- private.record_auth_event, migration 20261126000007), but nothing for a wrong password or a wrong code. It
-- calls two hooks on every attempt instead, which this migration provides as Postgres functions:
-- * public.password_verification_attempt_hook(event): `{user_id, valid}` for each password tried against an
--   existing account ([auth.hook.password_verification_attempt] in supabase/config.toml);
-- * public.mfa_verification_attempt_hook(event): `{user_id, factor_id, factor_type, valid}` for each code
--   ([auth.hook.mfa_verification_attempt]).
-- Both record a failure (`sign_in_failed`, `two_factor_code_failed`, with the address Auth saw) and always
-- answer `{"decision": "continue"}`: Auth's own answer and rate limits stay as they are.
-- Also: an invited person following the link (Auth's `user_signedup` audit entry) becomes `invite_accepted`. Hosted Supabase offers
-- these two hooks on the Team and Enterprise plans (README, hosted set-up); the embedded backend calls them
-- whenever config.toml enables them (supabase/local/auth.ts). Plain PostgreSQL 15.

alter table public.security_events drop constraint security_events_kind_check;
alter table public.security_events add constraint security_events_kind_check check (kind in (
  'member_added', 'member_invited', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed',
  'signed_in', 'signed_in_with_code', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset',
  'two_factor_required', 'two_factor_not_required', 'sign_in_failed', 'two_factor_code_failed', 'invite_accepted'
));

-- SECURITY DEFINER: security_events has no write policy or privilege for anyone but this and the other recorders.
create or replace function private.record_failed_attempt(p_kind text, p_event jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject uuid;
  ip text := p_event -> 'metadata' ->> 'ip_address';
begin
  if p_kind not in ('sign_in_failed', 'two_factor_code_failed') then
    raise exception 'unknown attempt kind %', p_kind using errcode = '22023';
  end if;
  if (p_event ->> 'user_id') is null or (p_event ->> 'user_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return;
  end if;
  subject := (p_event ->> 'user_id')::uuid;
  insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
  values (p_kind, subject, private.user_email(subject), subject, private.user_email(subject),
          case when coalesce(ip, '') <> '' then pg_catalog.jsonb_build_object('ip', pg_catalog.left(ip, 64)) else '{}'::jsonb end
            || case when p_kind = 'two_factor_code_failed' and (p_event ->> 'factor_type') is not null
                    then pg_catalog.jsonb_build_object('factor_type', pg_catalog.left(p_event ->> 'factor_type', 16)) else '{}'::jsonb end);
end;
$$;
revoke execute on function private.record_failed_attempt(text, jsonb) from public;

create or replace function public.password_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  if (event ->> 'valid') is distinct from 'true' then
    perform private.record_failed_attempt('sign_in_failed', event);
  end if;
  return '{"decision": "continue"}'::jsonb;
end;
$$;

create or replace function public.mfa_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  if (event ->> 'valid') is distinct from 'true' then
    perform private.record_failed_attempt('two_factor_code_failed', event);
  end if;
  return '{"decision": "continue"}'::jsonb;
end;
$$;

comment on function public.password_verification_attempt_hook(jsonb) is
  'Supabase Auth''s Password Verification hook: records a wrong password in the security activity, then lets Auth answer as usual.';
comment on function public.mfa_verification_attempt_hook(jsonb) is
  'Supabase Auth''s MFA Verification hook: records a wrong two-factor code in the security activity, then lets Auth answer as usual.';

grant usage on schema private to supabase_auth_admin;
grant execute on function private.record_failed_attempt(text, jsonb) to supabase_auth_admin;
grant execute on function public.password_verification_attempt_hook(jsonb), public.mfa_verification_attempt_hook(jsonb)
  to supabase_auth_admin;
revoke execute on function public.password_verification_attempt_hook(jsonb), public.mfa_verification_attempt_hook(jsonb)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Auth's audit trail: as in 20261126000007, plus `user_signedup` (an invitation's link followed: the account is
-- confirmed) as `invite_accepted`.
-- ---------------------------------------------------------------------------
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
  elsif action = 'user_signedup' then
    kind := 'invite_accepted';
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
