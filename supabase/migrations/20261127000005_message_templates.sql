-- Selecting trainees (issue 23), contacting applicants without a paid gateway (docs/selection.md, "Kirim via
-- WhatsApp"):
-- - public.message_templates: one message per status the panel sets, with the placeholders {nama}, {program},
--   {batch}, {kode} and {tanggal}, edited in the panel by admins and super admins (at aal2 where due); its changes are
--   in the change history (a template holds no personal data).
-- - public.record_message_sent(): "Kirim via WhatsApp" opens the chat in the administrator's own WhatsApp and records
--   on the application's timeline that a message was sent, by whom and with which status's template. The message
--   itself (it names the applicant) is not stored.

create table public.message_templates (
  id bigint generated always as identity primary key,
  status text not null unique
    check (status in ('diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'peserta', 'selesai')),
  -- Visible text of at most 1 000 characters, and no placeholder but the five the panel fills.
  body text not null check (
    public.is_valid_text(body, 1000)
    and pg_catalog.regexp_replace(body, '\{(nama|program|batch|kode|tanggal)\}', '', 'g') !~ '\{[A-Za-z_]*\}'
  ),
  updated_at timestamptz not null default now()
);
comment on table public.message_templates is
  'The message of each status for "Kirim via WhatsApp" ({nama}, {program}, {batch}, {kode}, {tanggal}); admins and super admins read and edit it.';

insert into public.message_templates (status, body) values
  ('diterima', 'Halo {nama}, pendaftaran Anda untuk pelatihan {program} ({batch}) dengan kode {kode} sudah kami terima dan sedang diperiksa panitia. Terima kasih. - UPTD BLK Banda Aceh'),
  ('diverifikasi', 'Halo {nama}, data dan dokumen pendaftaran {kode} untuk pelatihan {program} ({batch}) sudah terverifikasi. Hasil seleksi kami kabarkan melalui WhatsApp dan halaman Cek Pendaftaran.'),
  ('perlu_perbaikan', 'Halo {nama}, ada data atau dokumen pendaftaran {kode} untuk pelatihan {program} ({batch}) yang perlu diperbaiki. Baca pesan panitia di halaman Cek Pendaftaran, lalu balas pesan ini.'),
  ('lulus', 'Selamat {nama}! Anda lulus seleksi pelatihan {program} ({batch}) yang dimulai {tanggal}. Mohon konfirmasi kehadiran Anda dengan membalas pesan ini. Kode pendaftaran: {kode}'),
  ('cadangan', 'Halo {nama}, Anda masuk daftar cadangan pelatihan {program} ({batch}). Kami menghubungi Anda bila ada kursi kosong sebelum pelatihan dimulai {tanggal}. Kode pendaftaran: {kode}'),
  ('tidak_lulus', 'Halo {nama}, terima kasih telah mendaftar pelatihan {program} ({batch}). Mohon maaf, Anda belum lulus seleksi kali ini. Silakan mendaftar kembali pada jadwal berikutnya.'),
  ('peserta', 'Halo {nama}, Anda terdaftar sebagai peserta pelatihan {program} ({batch}) mulai {tanggal}. Sampai jumpa di UPTD BLK Banda Aceh.'),
  ('selesai', 'Halo {nama}, terima kasih telah menyelesaikan pelatihan {program} ({batch}). Semoga ilmunya bermanfaat!');

alter table public.message_templates enable row level security;
revoke all on public.message_templates from anon, authenticated;
grant select on public.message_templates to authenticated;
grant update (body) on public.message_templates to authenticated;
grant all on public.message_templates to service_role;
create policy "personal-data readers read the templates" on public.message_templates
  for select to authenticated using ((select public.can_read_personal_data()));
create policy "personal-data readers edit the templates" on public.message_templates
  for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.message_templates
  as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- When a template last changed, set by the database (the API may only write `body`).
create or replace function private.touch_message_template()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.touch_message_template() from public;
create trigger touch_message_template before update on public.message_templates
  for each row execute function private.touch_message_template();

create trigger record_change after insert or update or delete on public.message_templates
  for each row execute function public.record_change();

-- The timeline learns "message sent".
alter table public.registration_events drop constraint registration_events_kind_check;
alter table public.registration_events add constraint registration_events_kind_check
  check (kind in ('submitted', 'status_changed', 'nik_revealed', 'document_reviewed', 'message_sent'));

create or replace function private.record_message_sent(p_registration_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  r record;
begin
  perform private.require_personal_data_reader();
  select id, status, whatsapp into r from public.registrations where id = p_registration_id;
  if not found then
    raise exception 'Pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if r.whatsapp is null then
    raise exception 'Nomor WhatsApp pendaftar ini tidak ada (data pribadinya sudah dihapus).' using errcode = 'PT410';
  end if;
  insert into public.registration_events (registration_id, kind, actor_id, actor_email, details)
  values (r.id, 'message_sent', actor, private.user_email(actor),
          pg_catalog.jsonb_build_object('channel', 'whatsapp', 'template', r.status));
  return pg_catalog.jsonb_build_object('registration_id', r.id, 'template', r.status);
end;
$$;
revoke execute on function private.record_message_sent(bigint) from public;
grant execute on function private.record_message_sent(bigint) to authenticated, service_role;

create or replace function public.record_message_sent(p_registration_id bigint)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.record_message_sent(p_registration_id) $$;
revoke execute on function public.record_message_sent(bigint) from public, anon;
grant execute on function public.record_message_sent(bigint) to authenticated, service_role;
