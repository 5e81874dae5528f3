-- A finished training (Selesai) is not withdrawn: the page offers no withdrawal then, and a raw call answered with the
-- panel's transition wording ("Status Selesai tidak dapat diubah menjadi Mengundurkan Diri (pendaftaran …)").
-- The applicant now gets their own answer, given only once code, birth date and the NIK's last 4 digits matched, so
-- it tells nothing to anyone without them. Erasure after completion stays an administrator's act on request
-- (erase_applicant_data); the certificate register is kept (docs/certificates.md, "Erasure and the register").
create or replace function private.withdraw_registration(p_code text, p_birth_date text, p_nik_last4 text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.registrations;
begin
  r := public.registration_lookup(p_code, p_birth_date, p_nik_last4, true);
  if r.id is null then
    return public.registration_lookup_refusal(true);
  end if;
  if r.status = 'mengundurkan_diri' then
    return public.registration_status_view(r.id);
  end if;
  if r.status = 'selesai' then
    return public.registration_refusal(409, 'training_completed',
      'Pelatihan Anda sudah selesai, sehingga pendaftaran tidak dapat dibatalkan lagi.', null,
      'Untuk meminta penghapusan data pribadi Anda, hubungi kontak pelindungan data di halaman Kebijakan Privasi.');
  end if;
  update public.registrations set status = 'mengundurkan_diri' where id = r.id;
  perform public.erase_registration(r.id, pg_catalog.now());
  return public.registration_status_view(r.id);
end;
$$;
