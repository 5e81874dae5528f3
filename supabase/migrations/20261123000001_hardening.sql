-- Hardening: what Supabase's linter (splinter) and a hosted project's defaults found
-- after the first three migrations. Plain PostgreSQL 15 SQL using only objects every
-- Supabase project has; safe to `supabase db push` onto a project that already has data
-- (nothing is dropped, and new text rules never make the push fail: see section 6).
--
--   1. SECURITY DEFINER functions are never API endpoints unless meant to be.
--   2. One permissive policy per table, role and action (hero_banners had two SELECTs).
--   3. Storage: no broad SELECT on the public buckets (anyone could list every file,
--      including avatars/<user-id>/...); administrators keep exactly the SELECT rights
--      storage-api needs for an upsert (INSERT ... ON CONFLICT DO UPDATE ... RETURNING *)
--      and a removal (DELETE ... RETURNING *). Public URLs need no policy at all.
--   4. The API roles lose TRUNCATE, REFERENCES and TRIGGER on every table of `public`,
--      now and for tables created later (default privileges).
--   5. Every foreign key has an index.
--   6. Every text column has a maximum length and must contain a visible character
--      (blank after removing spaces and invisible characters such as zero-width spaces,
--      BOM, NBSP is refused), through one immutable helper, public.is_valid_text().

-- ---------------------------------------------------------------------------
-- 1. SECURITY DEFINER functions: revoke EXECUTE from the API roles on every one in
--    `public` (today: the handle_new_user() trigger function, which PostgREST exposed
--    as /rest/v1/rpc/handle_new_user). Triggers keep working: EXECUTE is checked when
--    the trigger is created, not when it fires. A SECURITY DEFINER function that IS
--    meant as an RPC must be granted explicitly in the migration that creates it.
-- ---------------------------------------------------------------------------
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosecdef
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------
-- 2. hero_banners: one SELECT policy instead of two permissive ones for `authenticated`
--    (visitors see banners around their active period; administrators see all).
-- ---------------------------------------------------------------------------
drop policy if exists "current banners are public" on public.hero_banners;
drop policy if exists "admins read all banners" on public.hero_banners;
create policy "current banners are public, admins read all" on public.hero_banners
  for select to anon, authenticated
  using (
    (start_date <= current_date + 1 and end_date >= current_date - 1)
    or (select public.is_admin())
  );

-- ---------------------------------------------------------------------------
-- 3. Storage policies: one per action, administrators only.
--    Content buckets: any administrator. Avatars: an administrator inside the folder
--    named after their own user id ("{auth.uid()}/1700000000000.jpg").
--    SELECT is kept for exactly those objects because storage-api reads them as the
--    caller when uploading with upsert and when removing; nobody else can list.
-- ---------------------------------------------------------------------------
drop policy if exists "content images are public" on storage.objects;
drop policy if exists "admins upload content images" on storage.objects;
drop policy if exists "admins update content images" on storage.objects;
drop policy if exists "admins delete content images" on storage.objects;
drop policy if exists "admins upload own avatar" on storage.objects;
drop policy if exists "admins update own avatar" on storage.objects;
drop policy if exists "admins delete own avatar" on storage.objects;

create policy "admins read their images" on storage.objects
  for select to authenticated
  using (
    (select public.is_admin())
    and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );
create policy "admins upload images" on storage.objects
  for insert to authenticated
  with check (
    (select public.is_admin())
    and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );
create policy "admins update images" on storage.objects
  for update to authenticated
  using (
    (select public.is_admin())
    and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  )
  with check (
    (select public.is_admin())
    and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );
create policy "admins delete images" on storage.objects
  for delete to authenticated
  using (
    (select public.is_admin())
    and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );

-- ---------------------------------------------------------------------------
-- 4. Table privileges of the API roles. Supabase's default privileges grant ALL
--    (including TRUNCATE, which row-level security does not restrict) on every new table
--    in `public` to anon and authenticated. Take back what no API call needs, on the
--    tables that exist and, through the default privileges of the role running the
--    migrations (postgres on hosted projects), on tables created later.
-- ---------------------------------------------------------------------------
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;

-- ---------------------------------------------------------------------------
-- 5. Foreign keys: every one in `public` gets an index on its columns (today
--    facilities.user_id, used by "on delete set null" when a user is deleted).
-- ---------------------------------------------------------------------------
create index if not exists facilities_user_id_idx on public.facilities (user_id);

do $$
declare
  fk record;
begin
  for fk in
    select c.conrelid::regclass as tbl,
           cl.relname as table_name,
           string_agg(quote_ident(a.attname), ', ' order by k.ord) as cols,
           string_agg(a.attname, '_' order by k.ord) as col_names
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_class cl on cl.oid = c.conrelid
    join pg_catalog.pg_namespace n on n.oid = cl.relnamespace
    cross join lateral unnest(c.conkey) with ordinality as k (attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    where c.contype = 'f' and n.nspname = 'public'
      and not exists (
        select 1 from pg_catalog.pg_index i
        where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
      )
    group by c.oid, c.conrelid, cl.relname
  loop
    execute format('create index %I on %s (%s)', left(fk.table_name || '_' || fk.col_names, 59) || '_idx', fk.tbl, fk.cols);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------
-- 6. Text rules.
-- ---------------------------------------------------------------------------

-- True when `value` has at most `max_length` characters and still has a character left
-- after removing white space and invisible characters. STRICT: null in, null out, so a
-- check constraint built on it lets an optional column stay null (NOT NULL decides).
-- The character list matches INVISIBLE_CHARACTERS in src/lib/validators.ts (the forms'
-- rule); tests/integration/text-limits.test.ts checks each of them against this function.
create or replace function public.is_valid_text(value text, max_length integer)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.char_length(value) <= max_length
     and pg_catalog.regexp_replace(
           value,
           '[\u0009-\u000D\u0020\u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0]',
           '',
           'g'
         ) <> ''
$$;

comment on function public.is_valid_text(text, integer) is
  'Text rule of every text column: at most max_length characters and at least one visible character (white space, zero-width and other invisible characters do not count). Null for null.';

-- Every element of a text array follows the same rule (schedules."instructorName").
create or replace function public.is_valid_text_array(value text[], max_length integer)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(public.is_valid_text(coalesce(v, ''), max_length)), true)
  from pg_catalog.unnest(value) as t (v)
$$;

comment on function public.is_valid_text_array(text[], integer) is
  'public.is_valid_text() for every element of an array (a null element is refused).';

grant execute on function public.is_valid_text(text, integer), public.is_valid_text_array(text[], integer)
  to anon, authenticated, service_role;

-- The limits. Names, titles and short labels 120 (programs 120 as the forms say),
-- descriptions a few thousand characters, URLs 2048, storage paths 1024.
-- On a fresh database each constraint is validated at once. On a project whose existing
-- rows break a rule, the constraint stays NOT VALID (every new insert and update is
-- checked; existing rows are kept as they are until they are next edited) and a notice
-- names it, so `supabase db push` never fails on old data.
do $$
declare
  rule record;
  constraint_name text;
begin
  for rule in
    select *
    from (values
      ('programs', 'name', 120),
      ('programs', 'category', 60),
      ('programs', 'duration', 60),
      ('programs', 'description', 5000),
      ('programs', 'image_url', 2048),
      ('programs', 'file_path', 1024),
      ('syllabus_items', 'title', 200),
      ('syllabus_items', 'kode_unit', 60),
      ('instructors', 'name', 120),
      ('instructors', 'title', 120),
      ('schedules', 'program', 120),
      ('schedules', 'programCategory', 60),
      ('schedules', 'batch', 60),
      ('schedules', 'status', 60),
      ('facilities', 'name', 120),
      ('facilities', 'description', 2000),
      ('facilities', 'image_url', 2048),
      ('facilities', 'file_path', 1024),
      ('gallery', 'src', 2048),
      ('gallery', 'filePath', 1024),
      ('gallery', 'caption', 200),
      ('gallery', 'alt', 300),
      ('contact_info', 'address', 300),
      ('contact_info', 'phone', 40),
      ('contact_info', 'email', 254),
      ('contact_info', 'instagram_url', 2048),
      ('contact_info', 'map_embed_url', 2048),
      ('profiles', 'first_name', 60),
      ('profiles', 'last_name', 60),
      ('profiles', 'avatar_url', 2048),
      ('hero_banners', 'title', 120),
      ('hero_banners', 'subtitle', 300),
      ('hero_banners', 'image_url', 2048),
      ('hero_banners', 'file_path', 1024),
      ('hero_banners', 'image_position', 20),
      ('hero_banners', 'link_to', 2048)
    ) as r (table_name, column_name, max_length)
    union all
    select 'schedules', 'instructorName', 120
  loop
    constraint_name := left(rule.table_name || '_' || lower(rule.column_name), 57) || '_text';
    if exists (select 1 from pg_catalog.pg_constraint
               where conrelid = format('public.%I', rule.table_name)::regclass and conname = constraint_name) then
      continue;
    end if;
    execute format(
      'alter table public.%I add constraint %I check (public.%s(%I, %s)) not valid',
      rule.table_name, constraint_name,
      case when rule.column_name = 'instructorName' then 'is_valid_text_array' else 'is_valid_text' end,
      rule.column_name, rule.max_length);
    begin
      execute format('alter table public.%I validate constraint %I', rule.table_name, constraint_name);
    exception when check_violation then
      raise notice 'public.%.% has rows breaking % (kept; new writes are checked)',
        rule.table_name, rule.column_name, constraint_name;
    end;
  end loop;
end
$$;

-- At most 50 instructors on one schedule.
alter table public.schedules
  add constraint schedules_instructorname_count check (cardinality("instructorName") <= 50) not valid;
do $$
begin
  alter table public.schedules validate constraint schedules_instructorname_count;
exception when check_violation then
  raise notice 'public.schedules has rows with more than 50 instructors (kept; new writes are checked)';
end
$$;
