-- Responsive images: an uploaded photo of a content bucket may have WebP variants stored next to it
-- (src/lib/image-variants.ts):
--   main file  1717000000000.rsp.jpg
--   variants   1717000000000.rsp.w480.webp, 1717000000000.rsp.w960.webp, 1717000000000.rsp.w1600.webp
-- Rows store the main file only. The clean-up of expired files (public.expired_files, migration
-- 20261123000003) must treat a variant as used whenever its main file is used by a row or mentioned by
-- a history entry of the retention period; otherwise it would remove the variants of live photos.
-- Same signature, security and grants as before; only the "is this object used" test changes.

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
        select o.bucket_id, o.name, o.created_at,
               -- the main file's name without its extension, for a variant; null otherwise
               case when o.name ~ '\.rsp\.w[0-9]+\.webp$'
                    then regexp_replace(o.name, '\.w[0-9]+\.webp$', '') end as variant_of
        from storage.objects o
        where o.bucket_id = $1
      )
      select o.bucket_id::text, o.name::text
      from objects o
      where o.created_at < $2 - public.file_retention()
        and not exists (
          select 1 from public.%1$I t
          where t.%2$I = o.name
             or (o.variant_of is not null and regexp_replace(t.%2$I, '\.[A-Za-z0-9]+$', '') = o.variant_of)
        )
        and not exists (
          select 1 from public.change_history h
          cross join lateral (values (h.old_data ->> %4$L), (h.new_data ->> %4$L)) as mentioned(path)
          where h.table_name = %3$L
            and h.changed_at >= $2 - public.file_retention()
            and (mentioned.path = o.name
                 or (o.variant_of is not null and regexp_replace(mentioned.path, '\.[A-Za-z0-9]+$', '') = o.variant_of))
        )
      order by o.name
      $q$, c.table_name, c.path_column, c.table_name, c.path_column)
      using c.bucket_id, p_now;
  end loop;
end;
$$;

revoke execute on function public.expired_files(timestamptz) from public, anon, authenticated;
grant execute on function public.expired_files(timestamptz) to service_role;
