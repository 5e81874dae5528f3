-- The administrator team (issue 24, docs/admin-team.md): who is a member, with which role, and whether the
-- membership is active, in a table the database enforces; the role reaches the JWT through Supabase's
-- Custom Access Token Hook (supabase/config.toml, `[auth.hook.custom_access_token]`); every policy asks
-- public.member_role(), which trusts the token's claim only while the table still says the same.
--
-- Roles:
--   super_admin  everything, including the team;
--   admin        all content, and applicants' personal data (registrations, their documents, the retention);
--   operator     all public content; no applicants' personal data, no team.
-- Until now an administrator was `app_metadata.role = 'admin'`; those users become super admins here, and
-- the old marker is removed so there is one source of truth.

create table public.admin_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('super_admin', 'admin', 'operator')),
  active boolean not null default true,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.admin_members is
  'Members of the administrator team and their role (super_admin, admin, operator). Read by the access-token hook and by public.member_role().';

insert into public.admin_members (user_id, role)
select u.id, 'super_admin' from auth.users u where u.raw_app_meta_data ->> 'role' = 'admin'
on conflict (user_id) do nothing;
update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where raw_app_meta_data ? 'role';

-- The active role of a user, read past row-level security (the policies below run as the caller, who may not
-- read other members). In `private`: not callable through the API.
create or replace function private.active_member_role(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.admin_members m where m.user_id = p_user_id and m.active
$$;
revoke execute on function private.active_member_role(uuid) from public;
grant execute on function private.active_member_role(uuid) to anon, authenticated, service_role;

-- The caller's role: the token's `user_role` claim, if the table still gives that user that role, active. A
-- deactivated or demoted member loses the rights at once, not when the token expires.
create or replace function public.member_role()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when (select auth.jwt() ->> 'user_role') is null then null
    when (select auth.jwt() ->> 'user_role') = private.active_member_role((select auth.uid()))
    then (select auth.jwt() ->> 'user_role')
  end
$$;

-- Every member edits the public content (what every content policy since the first migration asks).
create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.member_role() in ('super_admin', 'admin', 'operator'), false)
$$;
comment on function public.is_admin() is
  'True for an active member of the administrator team (any role): the public content. See public.can_read_personal_data() for applicants'' data.';

-- Applicants' personal data (registrations, their documents, the retention setting): admins and super admins.
create or replace function public.can_read_personal_data()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.member_role() in ('super_admin', 'admin'), false)
$$;

create or replace function public.is_super_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.member_role() = 'super_admin', false)
$$;

-- The content policies ask is_admin() for visitors too (e.g. announcements before their date): anon gets null.
grant execute on function public.member_role(), public.is_admin(), public.can_read_personal_data(), public.is_super_admin()
  to anon, authenticated, service_role;

-- Members read their own membership; super admins read the team. Changes go through the team's functions
-- (a later migration), never the table API.
alter table public.admin_members enable row level security;
revoke all on public.admin_members from anon, authenticated;
grant select on public.admin_members to authenticated;
create policy "members read their membership, super admins the team" on public.admin_members
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_super_admin()));

-- Applicants' personal data: no longer every member.
drop policy "admins update the registration settings" on public.registration_settings;
drop policy "admins read registrations" on public.registrations;
drop policy "admins read registration documents" on public.registration_documents;
create policy "admins update the registration settings" on public.registration_settings
  for update to authenticated using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "admins read registrations" on public.registrations
  for select to authenticated using ((select public.can_read_personal_data()));
create policy "admins read registration documents" on public.registration_documents
  for select to authenticated using ((select public.can_read_personal_data()));

drop policy "admins read their images" on storage.objects;
create policy "admins read their images" on storage.objects
  for select to authenticated
  using (
    ((select public.is_admin()) and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)))
    or (bucket_id = 'registration-documents' and (select public.can_read_personal_data()))
  );

-- ---------------------------------------------------------------------------
-- The Custom Access Token Hook (Supabase Auth calls it as supabase_auth_admin whenever it issues a token;
-- the embedded backend does the same, supabase/local/auth.ts). It adds `user_role` for an active member and
-- removes any `user_role` otherwise; every other claim is left as Auth made it.
-- ---------------------------------------------------------------------------
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  member_role text;
begin
  select m.role into member_role
  from public.admin_members m
  where m.user_id = (event ->> 'user_id')::uuid and m.active;
  if member_role is null then
    claims := claims - 'user_role';
  else
    claims := pg_catalog.jsonb_set(claims, '{user_role}', pg_catalog.to_jsonb(member_role));
  end if;
  return pg_catalog.jsonb_build_object('claims', claims);
end;
$$;

grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;
grant select on public.admin_members to supabase_auth_admin;
create policy "the auth server reads memberships" on public.admin_members
  as permissive for select to supabase_auth_admin using (true);
