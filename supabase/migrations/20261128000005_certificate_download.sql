-- The trainee's certificate from Cek Pendaftaran (issue 33 §3, docs/certificates.md "The download").
--
-- public.certificate_download(p_code, p_birth_date) takes the same two secrets as check_registration and goes through
-- the same lookup (public.registration_lookup): POST only, the same limits and counters, one 404 for a wrong code and
-- a wrong birth date alike, only failures counted. It answers that registration's certificate and nothing else:
-- never by a number or a row id. The database decides what is handed out:
--   {status: "belum_terbit"}                                no certificate (yet) for this registration
--   {status: "belum_ditandatangani", number}               issued, not yet signed (the PDF needs the signed QR token)
--   {status: "dicabut", number, revoked_on, revoked_reason} revoked and not replaced: no fields, no token, no credential
--   {status: "sah", certificate: {every printed field}, qr_token, credential}
-- A reissued certificate's holder gets the valid new one (the old one is revoked and points to it).

create function private.certificate_download(p_code text, p_birth_date text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.registrations;
  c public.certificates;
begin
  r := public.registration_lookup(p_code, p_birth_date, null, false);
  if r.id is null then
    return public.registration_lookup_refusal(false);
  end if;
  -- the valid one if there is one, else the newest revoked
  select * into c from public.certificates x
   where x.registration_id = r.id
   order by (x.revoked_at is null) desc, x.issued_at desc, x.id desc
   limit 1;
  if c.id is null then
    return pg_catalog.jsonb_build_object('status', 'belum_terbit');
  end if;
  if c.revoked_at is not null then
    return pg_catalog.jsonb_build_object('status', 'dicabut', 'number', c.number,
      'revoked_on', (c.revoked_at at time zone 'Asia/Jakarta')::date, 'revoked_reason', c.revoked_reason);
  end if;
  if c.qr_token is null then
    return pg_catalog.jsonb_build_object('status', 'belum_ditandatangani', 'number', c.number);
  end if;
  return pg_catalog.jsonb_build_object(
    'status', 'sah',
    'certificate', pg_catalog.jsonb_build_object(
      'number', c.number, 'full_name', c.full_name, 'birth_place', c.birth_place, 'birth_date', c.birth_date,
      'program', c.program, 'batch', c.batch, 'jp', c.jp, 'units', c.units,
      'period_start', c.period_start, 'period_end', c.period_end, 'result', c.result,
      'issued_place', c.issued_place, 'issued_on', c.issued_on,
      'signatory_name', c.signatory_name, 'signatory_position', c.signatory_position, 'signatory_nip', c.signatory_nip),
    'qr_token', c.qr_token,
    'credential', c.credential);
end;
$$;

create function public.certificate_download(p_code text, p_birth_date text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.certificate_download(p_code, p_birth_date) $$;

do $$
declare
  fn regprocedure;
begin
  foreach fn in array array['private.certificate_download(text,text)', 'public.certificate_download(text,text)']::regprocedure[] loop
    execute format('revoke execute on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
end;
$$;
