-- Withheld images (issue 24, "Findings", privacy): an image is reachable by a public URL exactly while a
-- visitor can read a row that shows it. Before, the image of a deleted row (and its WebP variants) stayed
-- downloadable at its public URL, and its metadata at /object/info, for the 30 days it is kept for restoring;
-- the image of an announcement was public before its publish date, under a guessable timestamp name; the
-- same held for a replaced image and for a hero banner before its period.
--
-- Such files now live in the private bucket `withheld-images`, named `<content bucket>/<name>`:
-- * public.image_moves() (service role only) lists the files to move: out of a content bucket when no row a
--   visitor can read shows them, back when one does again (a restore, a publish date reached, a banner's
--   period begun). Variants follow their main file. A fresh upload no row mentions yet is left alone for an
--   hour (the row is written right after the upload); so is a file under the old ".rsp" marker until its
--   rename (20261124000001) gives it its new name.
-- * A worker performs the moves through the Storage API (POST /object/move with destinationBucket, the only
--   way hosted Supabase moves bytes): the embedded backend right after every write through the API and every
--   10 seconds (supabase/local/retention.ts), hosted projects every 10 seconds with pg_cron + pg_net
--   (supabase/hosted/file-cleanup.sql).
-- * Administrators read withheld files (the panel's previews of scheduled announcements and banners) and
--   delete them (the image an edit replaced, as in the content buckets); only the service role moves them.
-- * public.expired_files() and public.restore_deleted() look for a file in both places.
-- See docs/change-history.md ("Withheld images"). Plain PostgreSQL 15.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('withheld-images', 'withheld-images', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "admins read withheld images" on storage.objects
  for select to authenticated
  using (bucket_id = 'withheld-images' and (select public.is_admin()));
-- As in the content buckets: the panel removes the image it replaced, wherever the backend has put it.
create policy "admins delete withheld images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'withheld-images' and (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- Which files to move
-- ---------------------------------------------------------------------------
create or replace function public.image_moves(p_now timestamptz default now())
returns table (bucket_id text, name text, destination_bucket text, destination_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  with shown as (
    -- The images a visitor can see: the rows each table's SELECT policy gives `anon` (migrations
    -- 20261121000002, 20261123000001, 20261123000002), and only those.
    select 'programs' as bucket_id, p.file_path as path from public.programs p where p.file_path is not null
    union all select 'facilities', f.file_path from public.facilities f where f.file_path is not null
    union all select 'gallery', g."filePath" from public.gallery g where g."filePath" is not null
    union all select 'hero_banners', b.file_path from public.hero_banners b
      where b.file_path is not null and b.start_date <= p_now::date + 1 and b.end_date >= p_now::date - 1
    union all select 'announcements', a.file_path from public.announcements a
      where a.file_path is not null and a.published_at <= p_now
  ),
  mentioned as (
    -- Any row, and the history of the last hour (a row deleted right after its upload).
    select 'programs' as bucket_id, p.file_path as path from public.programs p
    union all select 'facilities', f.file_path from public.facilities f
    union all select 'gallery', g."filePath" from public.gallery g
    union all select 'hero_banners', b.file_path from public.hero_banners b
    union all select 'announcements', a.file_path from public.announcements a
    union all
    select c.bucket_id, m.path
    from public.change_history h
    join public.content_file_columns() c on c.table_name = h.table_name
    cross join lateral (values (h.old_data ->> c.path_column), (h.new_data ->> c.path_column)) as m(path)
    where h.changed_at >= p_now - interval '1 hour'
  ),
  objects as (
    -- Every image with the name it has in its content bucket, wherever it is now.
    select o.bucket_id as stored_bucket, o.name as stored_name, o.created_at,
           case when o.bucket_id = 'withheld-images' then split_part(o.name, '/', 1) else o.bucket_id end as bucket_id,
           case when o.bucket_id = 'withheld-images' then substr(o.name, strpos(o.name, '/') + 1) else o.name end as name
    from storage.objects o
    where o.bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements')
       or (o.bucket_id = 'withheld-images' and strpos(o.name, '/') > 0)
  ),
  classified as (
    select o.*,
      exists (select 1 from shown s where s.bucket_id = o.bucket_id and public.belongs_to_image(o.name, s.path)) as is_shown,
      exists (select 1 from mentioned m where m.bucket_id = o.bucket_id and public.belongs_to_image(o.name, m.path)) as is_mentioned
    from objects o
  )
  select c.stored_bucket::text, c.stored_name::text,
         case when c.stored_bucket = 'withheld-images' then c.bucket_id else 'withheld-images' end,
         case when c.stored_bucket = 'withheld-images' then c.name else c.bucket_id || '/' || c.name end
  from classified c
  where (c.stored_bucket <> 'withheld-images' and not c.is_shown
         and (c.is_mentioned or c.created_at < p_now - interval '1 hour')
         -- files under the old ".rsp" marker wait for their rename (migration 20261124000001), which
         -- looks for them in their content bucket
         and c.name !~ '\.rsp\.'

         and not exists (select 1 from storage.objects d
                         where d.bucket_id = 'withheld-images' and d.name = c.bucket_id || '/' || c.name))
     or (c.stored_bucket = 'withheld-images' and c.is_shown
         and c.bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements')
         and not exists (select 1 from storage.objects d where d.bucket_id = c.bucket_id and d.name = c.name))
  order by 1, 2
$$;

comment on function public.image_moves(timestamptz) is
  'The image files to move through the Storage API so that a public URL reaches exactly the images a visitor can see: into withheld-images (as <bucket>/<name>) and back. Service role only.';

revoke execute on function public.image_moves(timestamptz) from public, anon, authenticated;
grant execute on function public.image_moves(timestamptz) to service_role;

-- ---------------------------------------------------------------------------
-- The clean-up of expired files also looks in withheld-images
-- ---------------------------------------------------------------------------
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
      with objects as (
        select o.bucket_id, o.name as stored_name, o.created_at,
               -- the name in its content bucket (a withheld file is `<bucket>/<name>`)
               case when o.bucket_id = 'withheld-images' then substr(o.name, length($1) + 2) else o.name end as name
        from storage.objects o
        where o.bucket_id = $1 or (o.bucket_id = 'withheld-images' and left(o.name, length($1) + 1) = $1 || '/')
      )
      select o.bucket_id::text, o.stored_name::text
      from objects o
      where o.created_at < $2 - public.file_retention()
        and not exists (select 1 from public.%1$I t where public.belongs_to_image(o.name, t.%2$I))
        and not exists (
          select 1 from public.change_history h
          cross join lateral (values (h.old_data ->> %2$L), (h.new_data ->> %2$L)) as mentioned(path)
          where h.table_name = %1$L
            and h.changed_at >= $2 - public.file_retention()
            and public.belongs_to_image(o.name, mentioned.path)
        )
      order by 1, 2
      $q$, c.table_name, c.path_column)
      using c.bucket_id, p_now;
  end loop;
end;
$$;

revoke execute on function public.expired_files(timestamptz) from public, anon, authenticated;
grant execute on function public.expired_files(timestamptz) to service_role;

-- ---------------------------------------------------------------------------
-- Restoring a deleted row: its image may be withheld (the worker moves it back once the row is shown).
-- Unchanged otherwise (migration 20261126000002).
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
    raise exception 'Entri riwayat % tidak ditemukan.', p_history_id using errcode = 'PT404';
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
      select 1 from storage.objects o
      where (o.bucket_id = file.bucket_id and o.name = file_path)
         or (o.bucket_id = 'withheld-images' and o.name = file.bucket_id || '/' || file_path)
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
