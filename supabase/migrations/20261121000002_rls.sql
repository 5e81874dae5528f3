-- Row-level security: anonymous visitors read what the public pages show;
-- only administrators (public.is_admin()) write. Being signed in is not enough.

alter table public.programs       enable row level security;
alter table public.syllabus_items enable row level security;
alter table public.instructors    enable row level security;
alter table public.schedules      enable row level security;
alter table public.facilities     enable row level security;
alter table public.gallery        enable row level security;
alter table public.contact_info   enable row level security;
alter table public.profiles       enable row level security;
alter table public.hero_banners   enable row level security;

-- Table privileges (RLS decides which rows). anon never writes.
grant usage on schema public to anon, authenticated, service_role;
grant select on
  public.programs, public.syllabus_items, public.schedules, public.facilities,
  public.gallery, public.contact_info, public.hero_banners
  to anon, authenticated;
grant select on public.instructors, public.profiles to authenticated;
revoke insert, update, delete, truncate on all tables in schema public from anon;
revoke select on public.instructors, public.profiles from anon;
-- The keep-alive query (SPEC §4: one id from profiles at start and every 5
-- minutes) runs for visitors too: anon may name the id column, and RLS (no
-- policy for anon) returns no rows.
grant select (id) on public.profiles to anon;
grant insert, update, delete on
  public.programs, public.syllabus_items, public.instructors, public.schedules,
  public.facilities, public.gallery, public.hero_banners
  to authenticated;
grant insert, update on public.contact_info to authenticated;
grant update on public.profiles to authenticated;
grant all on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to authenticated, service_role;
revoke execute on function public.replace_syllabus_items(bigint, jsonb) from public, anon;
grant execute on function public.replace_syllabus_items(bigint, jsonb) to authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Public content: everyone reads, administrators write.
create policy "programs are public" on public.programs
  for select to anon, authenticated using (true);
create policy "admins insert programs" on public.programs
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update programs" on public.programs
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete programs" on public.programs
  for delete to authenticated using ((select public.is_admin()));

create policy "syllabus is public" on public.syllabus_items
  for select to anon, authenticated using (true);
create policy "admins insert syllabus" on public.syllabus_items
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update syllabus" on public.syllabus_items
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete syllabus" on public.syllabus_items
  for delete to authenticated using ((select public.is_admin()));

create policy "schedules are public" on public.schedules
  for select to anon, authenticated using (true);
create policy "admins insert schedules" on public.schedules
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update schedules" on public.schedules
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete schedules" on public.schedules
  for delete to authenticated using ((select public.is_admin()));

create policy "facilities are public" on public.facilities
  for select to anon, authenticated using (true);
create policy "admins insert facilities" on public.facilities
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update facilities" on public.facilities
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete facilities" on public.facilities
  for delete to authenticated using ((select public.is_admin()));

create policy "gallery is public" on public.gallery
  for select to anon, authenticated using (true);
create policy "admins insert gallery" on public.gallery
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update gallery" on public.gallery
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete gallery" on public.gallery
  for delete to authenticated using ((select public.is_admin()));

-- contact_info: a single row (id 1, enforced by a check) that administrators
-- create once and then update; it is never deleted.
create policy "contact info is public" on public.contact_info
  for select to anon, authenticated using (true);
create policy "admins insert contact info" on public.contact_info
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update contact info" on public.contact_info
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- Instructors are only shown in the admin panel (schedules carry the names).
create policy "admins read instructors" on public.instructors
  for select to authenticated using ((select public.is_admin()));
create policy "admins insert instructors" on public.instructors
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update instructors" on public.instructors
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete instructors" on public.instructors
  for delete to authenticated using ((select public.is_admin()));

-- Hero banners: visitors only see banners around their active period (one day
-- of slack either side for visitors' time zones; the app filters by the
-- visitor's own calendar date). Scheduled and expired banners stay private.
create policy "current banners are public" on public.hero_banners
  for select to anon, authenticated
  using (start_date <= current_date + 1 and end_date >= current_date - 1);
create policy "admins read all banners" on public.hero_banners
  for select to authenticated using ((select public.is_admin()));
create policy "admins insert banners" on public.hero_banners
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update banners" on public.hero_banners
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete banners" on public.hero_banners
  for delete to authenticated using ((select public.is_admin()));

-- Profiles: a user reads only their own; only an administrator updates it
-- (their own). Rows are created by the on_auth_user_created trigger.
create policy "users read own profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);
create policy "admins update own profile" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id and (select public.is_admin()))
  with check ((select auth.uid()) = id and (select public.is_admin()));
