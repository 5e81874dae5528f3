-- Selecting trainees (issue 23): searching applications without putting the search text in a URL
-- (docs/selection.md, "Searching"). An administrator searches Pendaftar by a name, a code or the NIK's last 4
-- digits; as a GET filter (or=(full_name.ilike.*…*)) that text would sit in the request line, which the API's
-- access logs keep. public.search_registrations() takes it in a POST body instead; filters, order and range still
-- come from the query string (PostgREST applies them to a function's rows as to a table's).
--
-- Security invoker: the caller's row policies and column privileges decide, as for the table itself (operators and
-- anon get no rows, nobody gets the NIK). Only the list's columns are returned.

create or replace function public.search_registrations(p_query text default '')
returns table (
  id bigint,
  code text,
  schedule_id bigint,
  status text,
  full_name text,
  nik_last4 text,
  whatsapp text,
  submitted_at timestamptz,
  erased_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  -- The text is matched anywhere, case-insensitively; LIKE's own characters (\ % _) match themselves.
  with term as (
    select pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
             pg_catalog.left(pg_catalog.btrim(coalesce(p_query, '')), 100), '\', '\\'), '%', '\%'), '_', '\_') as t
  )
  select r.id, r.code, r.schedule_id, r.status, r.full_name, r.nik_last4, r.whatsapp, r.submitted_at, r.erased_at
    from public.registrations r, term
   where term.t = ''
      or r.full_name ilike '%' || term.t || '%'
      or r.code ilike '%' || term.t || '%'
      or r.nik_last4 ilike '%' || term.t || '%'
$$;

comment on function public.search_registrations(text) is
  'Pendaftar''s list: applications whose name, code or NIK''s last 4 digits contain the text (from a POST body, never a URL).';

revoke execute on function public.search_registrations(text) from public, anon;
grant execute on function public.search_registrations(text) to authenticated, service_role;
