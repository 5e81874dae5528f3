-- Standar Pelayanan and Maklumat Pelayanan (issue 35 §3; docs/service-standard.md).
--
-- - public.service_standard_sections: one row per component of the service standard, with the component list of
--   UU 25/2009 Art. 21 and PermenPANRB No. 15 Tahun 2014 (Pedoman Standar Pelayanan): six components of service
--   delivery (group 'penyampaian') and eight of management inside the organisation ('pengelolaan'). The key, group,
--   title and position are fixed here; only the body is edited. Nobody adds or deletes a section through the API
--   (no INSERT/DELETE privilege): the regulation fixes the components.
-- - public.service_pledge (one row): the Maklumat Pelayanan, its signer, place and date.
-- Everyone reads both (public content, prerendered); admins and super admins edit (an official document: operators
-- read only), at aal2 where two-factor is due, like the registration settings. Both are in the change history.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. Tables
-- ---------------------------------------------------------------------------
create table public.service_standard_sections (
  -- the change history names a row by its id (public.record_change): the id is the position, fixed like the key
  id integer primary key,
  key text not null unique constraint service_standard_sections_key_check check (key in (
    'persyaratan', 'prosedur', 'jangka_waktu', 'biaya', 'produk', 'pengaduan',
    'dasar_hukum', 'sarana', 'kompetensi', 'pengawasan', 'jumlah_pelaksana', 'jaminan_pelayanan',
    'jaminan_keamanan', 'evaluasi_kinerja')),
  component_group text not null constraint service_standard_sections_group_check
    check (component_group in ('penyampaian', 'pengelolaan')),
  title text not null constraint service_standard_sections_title_text check (public.is_valid_text(title, 120)),
  position integer not null unique constraint service_standard_sections_position_range check (position between 1 and 99),
  -- plain text; each line is one item (the page shows two or more lines as a numbered list)
  body text not null constraint service_standard_sections_body_text check (public.is_valid_text(body, 3000)),
  updated_at timestamptz not null default now()
);
comment on table public.service_standard_sections is
  'The Standar Pelayanan, one row per component (UU 25/2009 Art. 21, PermenPANRB 15/2014). Key, group, title and position are fixed by the migration; admins and super admins edit the body. Everyone reads.';

create table public.service_pledge (
  id integer primary key default 1 constraint service_pledge_single check (id = 1),
  statement text not null constraint service_pledge_statement_text check (public.is_valid_text(statement, 1000)),
  signer_name text not null constraint service_pledge_signer_name_text check (public.is_valid_text(signer_name, 120)),
  signer_position text not null constraint service_pledge_signer_position_text check (public.is_valid_text(signer_position, 120)),
  place text not null constraint service_pledge_place_text check (public.is_valid_text(place, 120)),
  signed_on date not null constraint service_pledge_signed_on_range check (public.is_sane_date(signed_on)),
  updated_at timestamptz not null default now()
);
comment on table public.service_pledge is
  'The Maklumat Pelayanan (one row): the pledge, its signer, place and date. Admins and super admins edit; everyone reads.';

insert into public.service_standard_sections (id, key, component_group, title, position, body) values
  (1, 'persyaratan', 'penyampaian', 'Persyaratan', 1,
   E'Warga negara Indonesia, berusia sesuai ketentuan jadwal pelatihan yang dipilih (bila ditetapkan)\n'
   'Mengisi formulir pendaftaran daring pada jadwal pelatihan yang dibuka: data diri, NIK, tanggal lahir, pendidikan terakhir, alamat dan nomor WhatsApp yang aktif\n'
   'Mengunggah dokumen yang diminta jadwal pelatihan: KTP dan Ijazah Terakhir (beberapa jadwal juga meminta Pas Foto atau Kartu Keluarga)\n'
   'Menyetujui pemberitahuan privasi dan pernyataan kebenaran data\n'
   'Tidak sedang mengikuti pelatihan lain di BLK pada waktu yang sama'),
  (2, 'prosedur', 'penyampaian', 'Sistem, Mekanisme, dan Prosedur', 2,
   E'Calon peserta memilih jadwal pelatihan yang sedang membuka pendaftaran di situs ini\n'
   'Calon peserta mengisi formulir pendaftaran dan mengunggah dokumen, lalu menerima kode pendaftaran\n'
   'Petugas memeriksa kelengkapan berkas; status dapat dipantau di halaman Cek Pendaftaran\n'
   'Seleksi administrasi dan wawancara sesuai jadwal; hasil seleksi diumumkan di situs dan melalui WhatsApp\n'
   'Peserta yang diterima melakukan daftar ulang dan mengikuti pelatihan sesuai jadwal\n'
   'Peserta yang memenuhi kehadiran dan dinyatakan kompeten menerima sertifikat pelatihan'),
  (3, 'jangka_waktu', 'penyampaian', 'Jangka Waktu Pelayanan', 3,
   E'Pemeriksaan kelengkapan berkas pendaftaran: paling lama 3 hari kerja setelah pendaftaran ditutup\n'
   'Pengumuman hasil seleksi: paling lama 7 hari kerja setelah seleksi\n'
   'Pelatihan: sesuai durasi program (jam pelajaran) yang tercantum pada jadwal\n'
   'Penerbitan sertifikat pelatihan: paling lama 14 hari kerja setelah pelatihan selesai'),
  (4, 'biaya', 'penyampaian', 'Biaya/Tarif', 4,
   E'Tidak dipungut biaya (gratis)\n'
   'Seluruh biaya pelatihan ditanggung anggaran pemerintah; peserta tidak dimintai pembayaran dalam bentuk apa pun'),
  (5, 'produk', 'penyampaian', 'Produk Pelayanan', 5,
   E'Pelatihan berbasis kompetensi di bidang teknologi informasi dan komunikasi\n'
   'Sertifikat pelatihan yang dapat diverifikasi keasliannya di situs ini'),
  (6, 'pengaduan', 'penyampaian', 'Penanganan Pengaduan, Saran dan Masukan', 6,
   E'Datang langsung ke kantor BLK pada jam kerja\n'
   'Melalui telepon, surel atau WhatsApp yang tercantum pada halaman Kontak situs ini\n'
   'Melalui SP4N-LAPOR! di https://www.lapor.go.id\n'
   'Setiap pengaduan ditanggapi paling lama 5 hari kerja sejak diterima'),
  (7, 'dasar_hukum', 'pengelolaan', 'Dasar Hukum', 7,
   E'Undang-Undang Nomor 25 Tahun 2009 tentang Pelayanan Publik\n'
   'Peraturan Pemerintah Nomor 31 Tahun 2006 tentang Sistem Pelatihan Kerja Nasional\n'
   'Peraturan Menteri Pendayagunaan Aparatur Negara dan Reformasi Birokrasi Nomor 15 Tahun 2014 tentang Pedoman Standar Pelayanan\n'
   'Peraturan Menteri Ketenagakerjaan tentang Standar Pelatihan Kerja'),
  (8, 'sarana', 'pengelolaan', 'Sarana dan Prasarana, dan/atau Fasilitas', 8,
   E'Ruang kelas teori dan laboratorium komputer\n'
   'Jaringan internet\n'
   'Ruang tunggu dan layanan informasi\n'
   'Toilet, musala dan area parkir'),
  (9, 'kompetensi', 'pengelolaan', 'Kompetensi Pelaksana', 9,
   E'Instruktur bersertifikat kompetensi teknis dan metodologi pelatihan di bidangnya\n'
   'Petugas pelayanan memahami prosedur pendaftaran dan mampu berkomunikasi dengan baik'),
  (10, 'pengawasan', 'pengelolaan', 'Pengawasan Internal', 10,
   E'Pengawasan oleh atasan langsung (Kepala Seksi dan Kepala UPTD)\n'
   'Pemeriksaan oleh aparat pengawas internal pemerintah'),
  (11, 'jumlah_pelaksana', 'pengelolaan', 'Jumlah Pelaksana', 11,
   E'Instruktur kejuruan TIK sesuai jumlah kelas yang berjalan\n'
   'Petugas pendaftaran dan administrasi pelatihan'),
  (12, 'jaminan_pelayanan', 'pengelolaan', 'Jaminan Pelayanan', 12,
   E'Pelayanan diberikan sesuai standar pelayanan ini dan dituangkan dalam Maklumat Pelayanan'),
  (13, 'jaminan_keamanan', 'pengelolaan', 'Jaminan Keamanan dan Keselamatan Pelayanan', 13,
   E'Data pribadi pendaftar dijaga kerahasiaannya dan hanya dipakai untuk keperluan pelatihan\n'
   'Peralatan pelatihan dirawat dan diperiksa secara berkala; tersedia alat pemadam api ringan dan kotak P3K'),
  (14, 'evaluasi_kinerja', 'pengelolaan', 'Evaluasi Kinerja Pelaksana', 14,
   E'Survei Kepuasan Masyarakat paling sedikit satu kali setahun\n'
   'Evaluasi penerapan standar pelayanan oleh pimpinan secara berkala, dan tindak lanjut atas hasilnya');

insert into public.service_pledge (id, statement, signer_name, signer_position, place, signed_on) values
  (1, 'Dengan ini, kami menyatakan sanggup menyelenggarakan pelayanan sesuai standar pelayanan yang telah ditetapkan dan apabila tidak menepati janji ini, kami siap menerima sanksi sesuai peraturan perundang-undangan yang berlaku.',
   'Nama Kepala UPTD', 'Kepala UPTD Balai Latihan Kerja Banda Aceh', 'Banda Aceh', date '2026-01-02');

-- ---------------------------------------------------------------------------
-- 2. Indonesian messages for what the form also checks (the constraints above stay the rule), updated_at
-- ---------------------------------------------------------------------------
create or replace function private.check_service_standard_section()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not coalesce(public.is_valid_text(new.body, 3000), false) then
    raise exception 'Isi komponen "%" harus diisi, paling banyak 3000 karakter.', new.title using errcode = '23514';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.check_service_standard_section() from public;
create trigger check_service_standard_section before update on public.service_standard_sections
  for each row execute function private.check_service_standard_section();

create or replace function private.check_service_pledge()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not coalesce(public.is_valid_text(new.statement, 1000), false) then
    raise exception 'Isi maklumat harus diisi, paling banyak 1000 karakter.' using errcode = '23514';
  end if;
  if not coalesce(public.is_valid_text(new.signer_name, 120), false) then
    raise exception 'Nama penanda tangan harus diisi, paling banyak 120 karakter.' using errcode = '23514';
  end if;
  if not coalesce(public.is_valid_text(new.signer_position, 120), false) then
    raise exception 'Jabatan penanda tangan harus diisi, paling banyak 120 karakter.' using errcode = '23514';
  end if;
  if not coalesce(public.is_valid_text(new.place, 120), false) then
    raise exception 'Tempat penetapan harus diisi, paling banyak 120 karakter.' using errcode = '23514';
  end if;
  if new.signed_on is null or not public.is_sane_date(new.signed_on) then
    raise exception 'Tanggal penetapan harus tanggal antara tahun 2000 dan 2099.' using errcode = '23514';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.check_service_pledge() from public;
create trigger check_service_pledge before update on public.service_pledge
  for each row execute function private.check_service_pledge();

create trigger record_change after insert or update or delete on public.service_standard_sections
  for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.service_pledge
  for each row execute function public.record_change();

-- ---------------------------------------------------------------------------
-- 3. Who may do what
-- ---------------------------------------------------------------------------
alter table public.service_standard_sections enable row level security;
alter table public.service_pledge enable row level security;
-- Supabase's default privileges grant everything (TRUNCATE included): start from nothing, grant what is used.
revoke all on public.service_standard_sections, public.service_pledge from anon, authenticated;
grant all on public.service_standard_sections, public.service_pledge to service_role;
grant select on public.service_standard_sections, public.service_pledge to anon, authenticated;
-- only the texts: the key, group, title and position are the regulation's, and no section is added or deleted
grant update (body) on public.service_standard_sections to authenticated;
grant update (statement, signer_name, signer_position, place, signed_on) on public.service_pledge to authenticated;

create policy "everyone reads the service standard" on public.service_standard_sections for select
  to anon, authenticated using (true);
create policy "admins edit the service standard" on public.service_standard_sections for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.service_standard_sections as restrictive for update to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

create policy "everyone reads the service pledge" on public.service_pledge for select
  to anon, authenticated using (true);
create policy "admins edit the service pledge" on public.service_pledge for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.service_pledge as restrictive for update to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));
