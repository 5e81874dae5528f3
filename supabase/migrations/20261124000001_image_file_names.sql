-- The spec's file names, letter for letter: an uploaded file is stored as "<timestamp>.<ext>"
-- (1795618517109.png). Its responsive WebP variants are named after it (1795618517109.w480.webp,
-- src/lib/image-variants.ts), and which widths exist is recorded on the row, in
-- image_variant_widths ('{}' = none: an upload from before variants, or from a browser that
-- cannot encode WebP). Public pages build srcset from that column.
--
-- Until now a main file with variants carried a ".rsp" marker instead (1795618517109.rsp.png,
-- variants 1795618517109.rsp.w480.webp). This migration
--   1. adds image_variant_widths to every table with an image and fills it for marked files (the
--      old upload stored all three widths or none), without writing history entries;
--   2. makes the clean-up (expired_files) treat "X.w480.webp" as a variant of "X.<ext>";
--   3. adds the two service-role functions that rename the marked files: stored objects cannot be
--      renamed in SQL on hosted Supabase (they live in S3), so the Storage API copies each object to
--      its new name, rename_legacy_image() points the rows and the history at it, and the old
--      objects are removed (supabase/local/file-names.ts: the embedded backend runs it at start,
--      scripts/migrate-file-names.ts once against a hosted project after `supabase db push`).
-- Until then old names keep working: their variants are derived from the marked name.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- Where the image of each table lives, now with its public URL column
-- ---------------------------------------------------------------------------
drop function public.content_file_columns();

create function public.content_file_columns()
returns table (table_name text, bucket_id text, path_column text, url_column text)
language sql
immutable
set search_path = ''
as $$
  values
    ('programs', 'programs', 'file_path', 'image_url'),
    ('facilities', 'facilities', 'file_path', 'image_url'),
    ('gallery', 'gallery', 'filePath', 'src'),
    ('hero_banners', 'hero_banners', 'file_path', 'image_url'),
    ('announcements', 'announcements', 'file_path', 'image_url')
$$;

revoke execute on function public.content_file_columns() from public, anon;
grant execute on function public.content_file_columns() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 1. The widths of the WebP variants, on every table with an image
-- ---------------------------------------------------------------------------
-- At most 8 positive widths, no nulls ('{}' = no variants).
alter table public.programs add column image_variant_widths smallint[] not null default '{}' constraint programs_image_variant_widths_check check (cardinality(image_variant_widths) <= 8 and array_position(image_variant_widths, null) is null and 0 < all (image_variant_widths));
alter table public.facilities add column image_variant_widths smallint[] not null default '{}' constraint facilities_image_variant_widths_check check (cardinality(image_variant_widths) <= 8 and array_position(image_variant_widths, null) is null and 0 < all (image_variant_widths));
alter table public.gallery add column image_variant_widths smallint[] not null default '{}' constraint gallery_image_variant_widths_check check (cardinality(image_variant_widths) <= 8 and array_position(image_variant_widths, null) is null and 0 < all (image_variant_widths));
alter table public.hero_banners add column image_variant_widths smallint[] not null default '{}' constraint hero_banners_image_variant_widths_check check (cardinality(image_variant_widths) <= 8 and array_position(image_variant_widths, null) is null and 0 < all (image_variant_widths));
alter table public.announcements add column image_variant_widths smallint[] not null default '{}' constraint announcements_image_variant_widths_check check (cardinality(image_variant_widths) <= 8 and array_position(image_variant_widths, null) is null and 0 < all (image_variant_widths));

-- Marked files: the old upload stored all three widths or none. Filling in a derived column is not an
-- administrator's change, so it writes no history entries.
do $$
declare
  c record;
begin
  for c in select * from public.content_file_columns() loop
    execute format('alter table public.%I disable trigger record_change', c.table_name);
    execute format(
      'update public.%1$I set image_variant_widths = ''{480,960,1600}'' where %2$I ~ ''\.rsp\.[A-Za-z0-9]+$''',
      c.table_name, c.path_column);
    execute format('alter table public.%I enable trigger record_change', c.table_name);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 2. Clean-up: a variant "X.w480.webp" (or "X.rsp.w480.webp" until renamed) is kept while its
--    main file "X.<ext>" is used by a row or mentioned by a history entry of the retention
--    period. Same signature, security and grants as before.
-- ---------------------------------------------------------------------------

-- Whether a stored object is the image p_main itself or one of its WebP variants.
create or replace function public.belongs_to_image(p_object text, p_main text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_object = p_main
      or (p_object ~ '\.w[0-9]+\.webp$'
          and regexp_replace(p_object, '\.w[0-9]+\.webp$', '') = regexp_replace(p_main, '\.[A-Za-z0-9]+$', ''))
$$;

revoke execute on function public.belongs_to_image(text, text) from public, anon, authenticated;
grant execute on function public.belongs_to_image(text, text) to service_role;

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
        and not exists (select 1 from public.%1$I t where public.belongs_to_image(o.name, t.%2$I))
        and not exists (
          select 1 from public.change_history h
          cross join lateral (values (h.old_data ->> %2$L), (h.new_data ->> %2$L)) as mentioned(path)
          where h.table_name = %1$L
            and h.changed_at >= $2 - public.file_retention()
            and public.belongs_to_image(o.name, mentioned.path)
        )
      order by o.name
      $q$, c.table_name, c.path_column)
      using c.bucket_id, p_now;
  end loop;
end;
$$;

revoke execute on function public.expired_files(timestamptz) from public, anon, authenticated;
grant execute on function public.expired_files(timestamptz) to service_role;

-- ---------------------------------------------------------------------------
-- 3. Renaming the marked files (service role only)
-- ---------------------------------------------------------------------------

-- Every marked main file still stored, with its variants and what renaming it involves:
--   objects      [{from, to, exists}] main file first, then its variants ("exists": the new name is taken)
--   old_needed   a row uses the old name, or a deleted row that can be restored mentions it
--   new_needed   the same for the new name (true with old_needed false: renamed, old objects left over)
create or replace function public.legacy_image_renames()
returns table (
  bucket_id text,
  old_name text,
  new_name text,
  variant_widths smallint[],
  objects jsonb,
  old_needed boolean,
  new_needed boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  row_paths text;
begin
  -- The image paths the rows of every table with an image use, as (bucket_id, path).
  select string_agg(format('select %L::text, %I::text from public.%I', c.bucket_id, c.path_column, c.table_name), ' union all ')
    into row_paths
  from public.content_file_columns() c;

  return query execute format(
    $q$
    with needed (bucket_id, path) as (
      %s
      union all
      select c.bucket_id, h.old_data ->> c.path_column
      from public.change_history h
      join public.content_file_columns() c on c.table_name = h.table_name
      where h.action = 'DELETE'
    ),
    mains as (
      select o.bucket_id::text as bucket_id, o.name::text as old_name,
             regexp_replace(o.name, '\.rsp(\.[A-Za-z0-9]+)$', '\1') as new_name
      from storage.objects o
      join public.content_file_columns() c on c.bucket_id = o.bucket_id
      where o.name ~ '\.rsp\.[A-Za-z0-9]+$'
    ),
    renames as (
      select m.*, null::smallint as width, m.old_name as object_from, m.new_name as object_to
      from mains m
      union all
      select m.*, substring(o.name from '\.w([0-9]{1,4})\.webp$')::smallint, o.name::text,
             regexp_replace(m.new_name, '\.[A-Za-z0-9]+$', '') || substring(o.name from '(\.w[0-9]{1,4}\.webp)$')
      from mains m
      join storage.objects o on o.bucket_id = m.bucket_id
        and o.name ~ '\.rsp\.w[0-9]{1,4}\.webp$'
        and public.belongs_to_image(o.name, m.old_name)
    )
    select r.bucket_id, r.old_name, r.new_name,
           coalesce(array_agg(r.width order by r.width) filter (where r.width is not null), '{}')::smallint[],
           jsonb_agg(jsonb_build_object(
             'from', r.object_from,
             'to', r.object_to,
             'exists', exists (select 1 from storage.objects t where t.bucket_id = r.bucket_id and t.name = r.object_to)
           ) order by r.width nulls first),
           exists (select 1 from needed n where n.bucket_id = r.bucket_id and n.path = r.old_name),
           exists (select 1 from needed n where n.bucket_id = r.bucket_id and n.path = r.new_name)
    from renames r
    group by r.bucket_id, r.old_name, r.new_name
    order by r.bucket_id, r.old_name
    $q$, row_paths);
end;
$$;

revoke execute on function public.legacy_image_renames() from public, anon, authenticated;
grant execute on function public.legacy_image_renames() to service_role;

-- A public URL of a renamed object: the last path segment replaced; any other URL is kept.
create or replace function public.renamed_file_url(p_url text, p_from text, p_to text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when right(p_url, length(p_from) + 1) = '/' || p_from
              then left(p_url, length(p_url) - length(p_from)) || p_to
              else p_url end
$$;

revoke execute on function public.renamed_file_url(text, text, text) from public, anon, authenticated;
grant execute on function public.renamed_file_url(text, text, text) to service_role;

-- Points every row and history entry of the bucket's table that uses the marked file p_name at its
-- new name (the marker removed) and records the variant widths stored for it. The object must already
-- be stored under the new name, so no row ever points at a missing file. SECURITY DEFINER: the history
-- is written by nobody else (its copies of the name must follow, or a restore would look for the
-- old file); EXECUTE for the service role only. The rows' own update is recorded as usual.
create or replace function public.rename_legacy_image(p_bucket text, p_name text, p_variant_widths smallint[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c record;
  v_new text;
  changed integer;
begin
  select * into c from public.content_file_columns() f where f.bucket_id = p_bucket;
  if not found then
    raise exception 'Bucket % tidak berisi gambar konten.', p_bucket using errcode = '22023';
  end if;
  if p_name is null or p_name !~ '\.rsp\.[A-Za-z0-9]+$' then
    raise exception 'Nama file % tidak memakai penanda lama ".rsp".', p_name using errcode = '22023';
  end if;
  v_new := regexp_replace(p_name, '\.rsp(\.[A-Za-z0-9]+)$', '\1');
  if not exists (select 1 from storage.objects o where o.bucket_id = p_bucket and o.name = v_new) then
    raise exception 'File %/% belum ada: salin dulu % ke nama barunya.', p_bucket, v_new, p_name using errcode = 'P0002';
  end if;

  update public.change_history h
     set old_data = case when h.old_data ->> c.path_column = p_name
                         then h.old_data || jsonb_build_object(
                           c.path_column, v_new,
                           c.url_column, public.renamed_file_url(h.old_data ->> c.url_column, p_name, v_new),
                           'image_variant_widths', to_jsonb(coalesce(p_variant_widths, '{}')))
                         else h.old_data end,
         new_data = case when h.new_data ->> c.path_column = p_name
                         then h.new_data || jsonb_build_object(
                           c.path_column, v_new,
                           c.url_column, public.renamed_file_url(h.new_data ->> c.url_column, p_name, v_new),
                           'image_variant_widths', to_jsonb(coalesce(p_variant_widths, '{}')))
                         else h.new_data end
   where h.table_name = c.table_name
     and (h.old_data ->> c.path_column = p_name or h.new_data ->> c.path_column = p_name);

  execute format(
    'update public.%1$I set %2$I = $2, %3$I = public.renamed_file_url(%3$I, $1, $2), image_variant_widths = $3 where %2$I = $1',
    c.table_name, c.path_column, c.url_column)
    using p_name, v_new, coalesce(p_variant_widths, '{}');
  get diagnostics changed = row_count;
  return changed;
end;
$$;

revoke execute on function public.rename_legacy_image(text, text, smallint[]) from public, anon, authenticated;
grant execute on function public.rename_legacy_image(text, text, smallint[]) to service_role;
