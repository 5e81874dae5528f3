-- Inviting members by e-mail (issue 24, docs/admin-team.md). Sending the invitation needs Supabase Auth's admin API,
-- so it runs in the Edge Function `invite-member` (supabase/functions/invite-member) with the service role; what the
-- database can decide, it decides here: who may invite (the caller's own token, checked like every team change),
-- whether the address is already a member, and the membership with its record in the security activity.

-- The caller may change the team (a super admin, at aal2 where two-factor is due): answers their user id, or
-- refuses with the team functions' Indonesian message. The Edge Function calls it with the caller's token.
create or replace function private.authorize_team_change()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  return (select auth.uid());
end;
$$;
revoke execute on function private.authorize_team_change() from public;
grant execute on function private.authorize_team_change() to authenticated;

create or replace function public.authorize_team_change()
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$ select private.authorize_team_change() $$;
revoke execute on function public.authorize_team_change() from public, anon;
grant execute on function public.authorize_team_change() to authenticated;

-- Who an address belongs to (service role only: the Edge Function, before inviting; SECURITY DEFINER because the
-- service role does not read auth.users in SQL).
create or replace function public.team_invitation_target(p_email text)
returns table (user_id uuid, is_member boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, exists (select 1 from public.admin_members m where m.user_id = u.id)
  from auth.users u
  where lower(u.email) = lower(pg_catalog.btrim(p_email)) and u.deleted_at is null
  limit 1
$$;
revoke execute on function public.team_invitation_target(text) from public, anon, authenticated;
grant execute on function public.team_invitation_target(text) to service_role;

-- Adds the membership of an invited (or already registered) person, recorded as done by the inviter.
create or replace function public.add_invited_member(p_user_id uuid, p_role text, p_invited_by uuid, p_sent boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('super_admin', 'admin', 'operator') then
    raise exception 'Peran tidak dikenal. Pilih Super Admin, Admin, atau Operator.' using errcode = '22023';
  end if;
  insert into public.admin_members (user_id, role, invited_by) values (p_user_id, p_role, p_invited_by);
  if p_sent then
    insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
    values ('member_invited', p_invited_by, private.user_email(p_invited_by), p_user_id, private.user_email(p_user_id),
            pg_catalog.jsonb_build_object('role', p_role));
  end if;
end;
$$;
revoke execute on function public.add_invited_member(uuid, text, uuid, boolean) from public, anon, authenticated;
grant execute on function public.add_invited_member(uuid, text, uuid, boolean) to service_role;

alter table public.security_events drop constraint security_events_kind_check;
alter table public.security_events add constraint security_events_kind_check check (kind in (
  'member_added', 'member_invited', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed',
  'signed_in', 'signed_in_with_code', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset',
  'two_factor_required', 'two_factor_not_required'
));

-- A membership added by the service role on someone's behalf names them (invited_by) as who did it.
create or replace function private.record_team_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), case when tg_op = 'INSERT' then new.invited_by end);
  subject uuid := coalesce(new.user_id, old.user_id);
  kind text;
  details jsonb := '{}'::jsonb;
begin
  if tg_op = 'INSERT' then
    kind := 'member_added';
    details := pg_catalog.jsonb_build_object('role', new.role);
  elsif tg_op = 'DELETE' then
    kind := 'member_removed';
    details := pg_catalog.jsonb_build_object('role', old.role);
  elsif new.active is distinct from old.active then
    kind := case when new.active then 'member_reactivated' else 'member_deactivated' end;
  elsif new.role is distinct from old.role then
    kind := 'role_changed';
    details := pg_catalog.jsonb_build_object('from', old.role, 'to', new.role);
  else
    return null;
  end if;
  insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
  values (kind, actor, private.user_email(actor), subject, private.user_email(subject), details);
  -- a role change together with a (de)activation is two events
  if tg_op = 'UPDATE' and new.active is distinct from old.active and new.role is distinct from old.role then
    insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
    values ('role_changed', actor, private.user_email(actor), subject, private.user_email(subject),
            pg_catalog.jsonb_build_object('from', old.role, 'to', new.role));
  end if;
  return null;
end;
$$;
