-- The Storage API address of one object, with every path segment percent-encoded (issue 24, "Findings"). The
-- hosted clean-up (supabase/hosted/file-cleanup.sql) built `.../object/{bucket}/{name}` from raw names, so an
-- expired object named `X?…` or `X#…` became a DELETE of the live `X` (the rest read as a query or a fragment).
-- Kept in a migration, not in the hosted-only file, so the embedded backend and real PostgreSQL test it.

-- RFC 3986: every byte of the UTF-8 text but the unreserved characters (A-Z a-z 0-9 - . _ ~) as %XX.
create or replace function public.url_encode_segment(p_segment text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.string_agg(
    case
      when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
        then pg_catalog.chr(b)
      else '%' || pg_catalog.upper(pg_catalog.lpad(pg_catalog.to_hex(b), 2, '0'))
    end, '' order by i), '')
  from (select pg_catalog.convert_to(p_segment, 'UTF8') as bytes) as t,
    pg_catalog.generate_series(0, pg_catalog.length(t.bytes) - 1) as i,
    lateral (select pg_catalog.get_byte(t.bytes, i) as b) as x
$$;

-- e.g. ('https://ref.supabase.co/', 'gallery', 'a b/X?.jpg') -> 'https://ref.supabase.co/storage/v1/object/gallery/a%20b/X%3F.jpg'
create or replace function public.storage_object_api_url(p_base text, p_bucket text, p_name text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.rtrim(p_base, '/') || '/storage/v1/object/' || public.url_encode_segment(p_bucket) || '/'
    || (select pg_catalog.string_agg(public.url_encode_segment(s.segment), '/' order by s.n)
        from pg_catalog.unnest(pg_catalog.string_to_array(p_name, '/')) with ordinality as s (segment, n))
$$;

revoke execute on function public.url_encode_segment(text) from public, anon, authenticated;
revoke execute on function public.storage_object_api_url(text, text, text) from public, anon, authenticated;
grant execute on function public.url_encode_segment(text) to service_role;
grant execute on function public.storage_object_api_url(text, text, text) to service_role;
