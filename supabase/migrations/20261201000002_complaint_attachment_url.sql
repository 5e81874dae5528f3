-- Opening a complaint's attachment (issue 35 §2, docs/complaints.md "The attachment"): nobody reads the private bucket
-- complaint-attachments through the Storage API (migration 20261201000001); a link is made only by the Edge Function
-- `complaint-attachment-url` (supabase/functions/complaint-attachment-url), which asks open_complaint_attachment() AS
-- THE CALLER and then signs that one object with the service role for 120 seconds, as document-url does for the
-- applicants' documents.
-- Plain PostgreSQL 15.

-- The object name of a complaint's attachment: admins and super admins, at aal2 where due (42501 otherwise); PT404 for
-- an unknown complaint or one without an attachment. Not recorded: the attachment is the sender's own file about the
-- centre's service, and the complaint holds no one else's personal data.
create or replace function private.open_complaint_attachment(p_id bigint)
returns text language plpgsql stable security definer set search_path = ''
as $$
declare
  c public.complaints;
begin
  perform private.require_personal_data_reader();
  select * into c from public.complaints where id = p_id;
  if c.id is null then
    raise exception 'Pengaduan tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if c.attachment_name is null then
    raise exception 'Pengaduan ini tidak memiliki lampiran.' using errcode = 'PT404';
  end if;
  return c.attachment_name;
end;
$$;
revoke execute on function private.open_complaint_attachment(bigint) from public;
grant execute on function private.open_complaint_attachment(bigint) to authenticated, service_role;

-- POST only, as every function the Edge Functions call with the member's token.
create or replace function public.open_complaint_attachment(p_id bigint)
returns text language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.open_complaint_attachment(p_id) $$;
revoke execute on function public.open_complaint_attachment(bigint) from public, anon;
grant execute on function public.open_complaint_attachment(bigint) to authenticated, service_role;
