-- Answers, not server errors: an unknown id given to replace_syllabus_items() or restore_deleted() was raised
-- as P0002 (no_data_found), which PostgREST answers with HTTP 500. They now raise PostgREST's own `PT404`
-- (HTTP 404) with an Indonesian message; the functions are otherwise unchanged (issue 24, "Findings").

create or replace function public.replace_syllabus_items(p_program_id bigint, p_items jsonb)
returns setof public.syllabus_items
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.programs where id = p_program_id) then
    raise exception 'Program pelatihan tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.' using errcode = 'PT404';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' then
    raise exception 'Daftar silabus tidak valid.' using errcode = '22023';
  end if;
  delete from public.syllabus_items where program_id = p_program_id;
  return query
    insert into public.syllabus_items (program_id, item_order, title, duration_jp, kode_unit)
    select p_program_id,
           t.ord::integer,
           t.item ->> 'title',
           (t.item ->> 'duration_jp')::integer,
           nullif(btrim(coalesce(t.item ->> 'kode_unit', '')), '')
    from jsonb_array_elements(p_items) with ordinality as t (item, ord)
    order by t.ord
    returning *;
end;
$$;

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
      select 1 from storage.objects o where o.bucket_id = file.bucket_id and o.name = file_path
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
