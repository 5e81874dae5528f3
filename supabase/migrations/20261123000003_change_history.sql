-- Change history ("Riwayat Perubahan") and restore of deleted content.
--
-- * Every insert, update and delete on every content table is recorded by the
--   database itself (an AFTER ROW trigger), so no client can skip it: when, who
--   (user id, e-mail and role from the request's JWT), which table and row, the
--   action, and the row before and after (jsonb).
-- * Administrators read the history; nobody writes, updates or deletes it through
--   the API (privileges revoked, no write policies): only the trigger inserts.
-- * public.restore_deleted(history_id) puts a deleted program (with its syllabus),
--   schedule, instructor, facility, gallery photo, hero banner or announcement back
--   exactly as it was, in one transaction.
-- * Deleting a row no longer removes its image: the file stays where it is and is
--   removed for good only when no row uses it any more AND its last mention in the
--   history is older than public.file_retention() (30 days, the one setting). The
--   list of such files is public.expired_files(); a clean-up outside the database
--   removes them through the Storage API (hosted Supabase refuses direct deletes
--   from storage.objects): the embedded backend does it at start and every hour,
--   hosted projects with pg_cron + pg_net (supabase/hosted/file-cleanup.sql) or a
--   scheduled job (scripts/purge-deleted-files.ts). See docs/change-history.md.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- The one retention setting
-- ---------------------------------------------------------------------------
create or replace function public.file_retention()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;

comment on function public.file_retention() is
  'How long the image of a deleted row is kept (restorable) before the clean-up removes it for good.';

-- ---------------------------------------------------------------------------
-- The history table
-- ---------------------------------------------------------------------------
create table public.change_history (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text,
  table_name text not null,
  row_id text,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  old_data jsonb,
  new_data jsonb,
  -- Rows changed by one statement/transaction (a program and its cascaded
  -- syllabus) share it; restore uses it to find the syllabus of a program.
  transaction_id bigint not null default txid_current(),
  -- Set on the rows a restore wrote: the DELETE entry they came from.
  restored_from bigint references public.change_history (id) on delete restrict
);

create index change_history_changed_at_idx on public.change_history (changed_at desc, id desc);
create index change_history_table_idx on public.change_history (table_name, changed_at desc);
create index change_history_actor_idx on public.change_history (actor_id, changed_at desc);
create index change_history_row_idx on public.change_history (table_name, row_id);
create index change_history_transaction_idx on public.change_history (transaction_id);
create index change_history_restored_from_idx on public.change_history (restored_from);

comment on table public.change_history is
  'Append-only record of every change to content tables, written by public.record_change(). Admins read it; nobody writes it through the API.';

alter table public.change_history enable row level security;

-- Supabase's default privileges grant every API role everything on new tables:
-- take it all back, then give administrators (RLS below) read access only.
revoke all on public.change_history from public, anon, authenticated, service_role;
grant select on public.change_history to authenticated, service_role;

create policy "admins read change history" on public.change_history
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- The trigger: one generic function for every tracked table
-- ---------------------------------------------------------------------------
create or replace function public.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  restoring text := nullif(current_setting('app.restoring_history_id', true), '');
begin
  if tg_op = 'UPDATE' and old_row = new_row then
    return null; -- nothing changed: nothing to record
  end if;
  insert into public.change_history
    (actor_id, actor_email, actor_role, table_name, row_id, action, old_data, new_data, restored_from)
  values (
    nullif(claims ->> 'sub', '')::uuid,
    nullif(claims ->> 'email', ''),
    coalesce(nullif(claims ->> 'role', ''), current_user),
    tg_table_name,
    coalesce(new_row ->> 'id', old_row ->> 'id'),
    tg_op,
    old_row,
    new_row,
    case when tg_op = 'INSERT' then restoring::bigint end
  );
  return null;
end;
$$;

-- A trigger function, never an API endpoint.
revoke execute on function public.record_change() from public, anon, authenticated;

-- The tracked tables. Adding a table = adding its name to this list (tables
-- that do not exist yet are skipped, so the list may name tables of later
-- migrations; tests/integration/change-history.test.ts fails when a table of the
-- public schema is not tracked).
do $$
declare
  t text;
begin
  foreach t in array array[
    'programs', 'syllabus_items', 'instructors', 'schedules', 'facilities', 'gallery',
    'hero_banners', 'contact_info', 'profiles',
    'announcements', 'faq'
  ] loop
    if to_regclass(format('public.%I', t)) is not null then
      execute format('drop trigger if exists record_change on public.%I', t);
      execute format(
        'create trigger record_change after insert or update or delete on public.%I '
        'for each row execute function public.record_change()', t);
    end if;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- Where the image of each table lives (one line per table with an image)
-- ---------------------------------------------------------------------------
create or replace function public.content_file_columns()
returns table (table_name text, bucket_id text, path_column text)
language sql
immutable
set search_path = ''
as $$
  values
    ('programs', 'programs', 'file_path'),
    ('facilities', 'facilities', 'file_path'),
    ('gallery', 'gallery', 'filePath'),
    ('hero_banners', 'hero_banners', 'file_path'),
    ('announcements', 'announcements', 'file_path')
$$;

-- ---------------------------------------------------------------------------
-- Administrators who appear in the history (the screen's filter)
-- ---------------------------------------------------------------------------
create or replace function public.change_history_actors()
returns table (actor_id uuid, actor_email text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct on (h.actor_id) h.actor_id, h.actor_email
  from public.change_history h
  where h.actor_id is not null
  order by h.actor_id, h.id desc
$$;

revoke execute on function public.change_history_actors() from public, anon;
grant execute on function public.change_history_actors() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Restore a deleted row (security invoker: RLS and privileges apply, so only an
-- administrator can; one transaction: all or nothing)
-- ---------------------------------------------------------------------------
create or replace function public.restore_deleted(p_history_id bigint)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  entry public.change_history;
  label text;
  taken boolean;
  cols text;
  row_data jsonb;
  file record;
  file_path text;
  child record;
  children integer := 0;
begin
  if not (select public.is_admin()) then
    raise exception 'Hanya administrator yang dapat memulihkan data.' using errcode = '42501';
  end if;

  select * into entry from public.change_history where id = p_history_id;
  if not found then
    raise exception 'Entri riwayat % tidak ditemukan.', p_history_id using errcode = 'P0002';
  end if;

  label := case entry.table_name
    when 'programs' then 'program pelatihan'
    when 'schedules' then 'jadwal'
    when 'instructors' then 'instruktur'
    when 'facilities' then 'fasilitas'
    when 'gallery' then 'foto galeri'
    when 'hero_banners' then 'hero banner'
    when 'announcements' then 'pengumuman'
  end;
  if entry.action <> 'DELETE' or label is null or entry.old_data is null then
    raise exception 'Entri ini tidak dapat dipulihkan: hanya program, jadwal, instruktur, fasilitas, foto galeri, hero banner atau pengumuman yang dihapus yang dapat dipulihkan.'
      using errcode = '22023';
  end if;

  if exists (select 1 from public.change_history h where h.restored_from = entry.id) then
    raise exception 'Data ini sudah dipulihkan sebelumnya. Tidak ada yang diubah.' using errcode = '23505';
  end if;

  execute format('select exists (select 1 from public.%I where id = ($1 ->> ''id'')::bigint)', entry.table_name)
    into taken using entry.old_data;
  if taken then
    raise exception 'Data tidak dapat dipulihkan: ID % pada tabel % sudah dipakai oleh data lain. Tidak ada yang diubah.',
      entry.old_data ->> 'id', label using errcode = '23505';
  end if;

  -- The image must still be kept (not yet removed by the clean-up).
  select c.bucket_id, c.path_column into file
  from public.content_file_columns() c where c.table_name = entry.table_name;
  if found then
    file_path := entry.old_data ->> file.path_column;
    if file_path is not null and not exists (
      select 1 from storage.objects o where o.bucket_id = file.bucket_id and o.name = file_path
    ) then
      raise exception 'Data tidak dapat dipulihkan: file gambarnya sudah dihapus permanen (file data yang dihapus disimpan % hari). Tidak ada yang diubah.',
        extract(day from public.file_retention()) using errcode = '22023';
    end if;
  end if;

  -- Rows written from here on are marked as restored from this entry.
  perform set_config('app.restoring_history_id', entry.id::text, true);
  begin
    -- Only the columns the table still has (a column added since gets its default).
    select string_agg(format('%I', a.attname), ', ' order by a.attnum) into cols
    from pg_attribute a
    where a.attrelid = format('public.%I', entry.table_name)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and entry.old_data ? a.attname;
    row_data := entry.old_data;
    begin
      execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
        entry.table_name, cols) using row_data;
    exception
      when foreign_key_violation then
        -- A facility's creator whose account has since been removed: the row comes back
        -- without it, as "on delete set null" would have left it.
        if row_data ->> 'user_id' is null then
          raise;
        end if;
        row_data := row_data || jsonb_build_object('user_id', null);
        execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
          entry.table_name, cols) using row_data;
    end;

    -- A program comes back with the syllabus its deletion removed (same transaction).
    if entry.table_name = 'programs' then
      for child in
        select h.old_data from public.change_history h
        where h.transaction_id = entry.transaction_id and h.table_name = 'syllabus_items'
          and h.action = 'DELETE' and h.old_data ->> 'program_id' = entry.old_data ->> 'id'
        order by (h.old_data ->> 'item_order')::integer
      loop
        insert into public.syllabus_items
        select * from jsonb_populate_record(null::public.syllabus_items, child.old_data);
        children := children + 1;
      end loop;
    end if;
  exception
    when unique_violation then
      raise exception 'Data tidak dapat dipulihkan: sebagian datanya bentrok dengan data yang sudah ada (%). Tidak ada yang diubah.', sqlerrm
        using errcode = '23505';
    when foreign_key_violation then
      raise exception 'Data tidak dapat dipulihkan: data yang dirujuknya sudah tidak ada (%). Tidak ada yang diubah.', sqlerrm
        using errcode = '23503';
  end;
  perform set_config('app.restoring_history_id', '', true);

  return jsonb_build_object('table', entry.table_name, 'id', entry.old_data -> 'id', 'syllabus_items', children);
end;
$$;

revoke execute on function public.restore_deleted(bigint) from public, anon;
grant execute on function public.restore_deleted(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Files the clean-up may remove for good
-- ---------------------------------------------------------------------------
-- An object of a content bucket is expired when it is older than the retention
-- period, no row uses it, and no history entry of the retention period mentions
-- it (so the image of a row deleted 29 days ago is still restorable). Only the
-- service role may ask (the clean-up job); removal goes through the Storage API.
create or replace function public.expired_files(p_now timestamptz default now())
returns table (bucket_id text, name text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  c record;
begin
  for c in select * from public.content_file_columns() loop
    return query execute format(
      $q$
      select o.bucket_id::text, o.name::text
      from storage.objects o
      where o.bucket_id = $1
        and o.created_at < $2 - public.file_retention()
        and not exists (select 1 from public.%1$I t where t.%2$I = o.name)
        and not exists (
          select 1 from public.change_history h
          where h.table_name = %3$L
            and h.changed_at >= $2 - public.file_retention()
            and (h.old_data ->> %4$L = o.name or h.new_data ->> %4$L = o.name)
        )
      order by o.name
      $q$, c.table_name, c.path_column, c.table_name, c.path_column)
      using c.bucket_id, p_now;
  end loop;
end;
$$;

revoke execute on function public.expired_files(timestamptz) from public, anon, authenticated;
grant execute on function public.expired_files(timestamptz) to service_role;
revoke execute on function public.content_file_columns() from public, anon;
grant execute on function public.content_file_columns() to authenticated, service_role;
grant execute on function public.file_retention() to anon, authenticated, service_role;
