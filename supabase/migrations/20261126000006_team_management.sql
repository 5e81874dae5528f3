-- Managing the administrator team in the database (issue 24, docs/admin-team.md): super admins list the team,
-- change a role, deactivate, reactivate and remove a member through functions that check who calls; the
-- database keeps at least one active super admin whatever the path (a trigger, so SQL and cascades obey it too);
-- every change to the team is written to the security activity, which nobody changes through the API.

-- ---------------------------------------------------------------------------
-- 1. The security activity (team changes now; sign-ins, two-factor and exports join it later)
-- ---------------------------------------------------------------------------
create table public.security_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  kind text not null check (kind in ('member_added', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed')),
  -- who did it (null: SQL or the service role) and whom it concerns; e-mails are kept as they were, for reading
  actor_id uuid,
  actor_email text check (public.is_valid_text(actor_email, 320)),
  subject_id uuid,
  subject_email text check (public.is_valid_text(subject_email, 320)),
  details jsonb not null default '{}'::jsonb check (pg_catalog.jsonb_typeof(details) = 'object')
);
create index security_events_at_idx on public.security_events (at desc);
comment on table public.security_events is
  'Security activity of the administrator team: written only by the database, read by super admins.';

alter table public.security_events enable row level security;
revoke all on public.security_events from anon, authenticated;
grant select on public.security_events to authenticated;
create policy "super admins read the security activity" on public.security_events
  for select to authenticated using ((select public.is_super_admin()));

create or replace function private.user_email(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select u.email::text from auth.users u where u.id = p_user_id $$;
revoke execute on function private.user_email(uuid) from public;

-- Writes one event per change of admin_members (SECURITY DEFINER: the table has no write policy for anyone).
create or replace function private.record_team_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
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
revoke execute on function private.record_team_change() from public;

create trigger record_team_change
  after insert or update or delete on public.admin_members
  for each row execute function private.record_team_change();

-- ---------------------------------------------------------------------------
-- 2. At least one active super admin, always
-- ---------------------------------------------------------------------------
create or replace function private.keep_a_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'super_admin' and old.active
     and (tg_op = 'DELETE' or new.role <> 'super_admin' or not new.active) then
    -- lock the other active super admins: two super admins demoting each other at once cannot both succeed
    perform 1 from public.admin_members m
    where m.role = 'super_admin' and m.active and m.user_id <> old.user_id
    for update;
    if not found then
      raise exception 'Super admin aktif terakhir tidak dapat diturunkan, dinonaktifkan, atau dihapus dari tim.'
        using errcode = 'PT409', hint = 'Jadikan anggota lain super admin terlebih dahulu.';
    end if;
  end if;
  return coalesce(new, old);
end;
$$;
revoke execute on function private.keep_a_super_admin() from public;

create trigger keep_a_super_admin
  before update or delete on public.admin_members
  for each row execute function private.keep_a_super_admin();

-- updated_at follows every change
create or replace function private.touch_admin_member()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.touch_admin_member() from public;
create trigger touch_admin_member before update on public.admin_members
  for each row execute function private.touch_admin_member();

-- ---------------------------------------------------------------------------
-- 3. The super admins' functions (SECURITY DEFINER in `private`, invoker wrappers in `public`)
-- ---------------------------------------------------------------------------
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
end;
$$;
revoke execute on function private.require_super_admin() from public;
grant execute on function private.require_super_admin() to authenticated, service_role;

-- The team with what the screen shows: e-mail, name, role, active, last sign-in, since when, invited by.
create or replace function private.team_members()
returns table (
  user_id uuid, email text, first_name text, last_name text, role text, active boolean,
  last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text
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
           i.email::text
    from public.admin_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    left join auth.users i on i.id = m.invited_by
    order by (m.role = 'super_admin') desc, (m.role = 'admin') desc, lower(u.email::text);
end;
$$;

-- Changes a member's role and/or whether they are active (null: unchanged); answers the member as team_members().
create or replace function private.update_team_member(p_user_id uuid, p_role text default null, p_active boolean default null)
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

-- Removes a member from the team (their account stays; they become a signed-in non-member).
create or replace function private.remove_team_member(p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  delete from public.admin_members where user_id = p_user_id;
  if not found then
    raise exception 'Anggota tim tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
end;
$$;

revoke execute on function private.team_members(), private.update_team_member(uuid, text, boolean), private.remove_team_member(uuid) from public;
grant execute on function private.team_members(), private.update_team_member(uuid, text, boolean), private.remove_team_member(uuid)
  to authenticated, service_role;

create or replace function public.team_members()
returns table (
  user_id uuid, email text, first_name text, last_name text, role text, active boolean,
  last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text
)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.team_members() $$;

create or replace function public.update_team_member(p_user_id uuid, p_role text default null, p_active boolean default null)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.update_team_member(p_user_id, p_role, p_active) $$;

create or replace function public.remove_team_member(p_user_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$ select private.remove_team_member(p_user_id) $$;

revoke execute on function public.team_members(), public.update_team_member(uuid, text, boolean), public.remove_team_member(uuid) from public, anon;
grant execute on function public.team_members(), public.update_team_member(uuid, text, boolean), public.remove_team_member(uuid)
  to authenticated, service_role;
