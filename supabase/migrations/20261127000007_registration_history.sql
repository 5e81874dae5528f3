-- Selecting trainees (issue 23), history without leaking personal data (docs/selection.md, "In the change history"):
-- the change history records every change to an application (its status, the administrators' message, the erasure),
-- but never an applicant's personal values: a personal field that changed appears as "diubah" (before:
-- "(disembunyikan)"), one that did not change is left out, and a new or deleted application only says which personal
-- fields it held. Those entries are read only by who may read applicants' data (admins and super admins, at aal2
-- where due); operators keep reading the content's history.

create or replace function private.record_registration_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Every column that holds (or is derived from, or leads to) an applicant's personal data.
  personal constant text[] := array[
    'full_name', 'nik', 'nik_last4', 'birth_place', 'birth_date', 'gender', 'address', 'regency', 'whatsapp', 'email',
    'education', 'employment', 'motivation', 'source', 'lookup_hash', 'upload_folder', 'idempotency_key'];
  claims jsonb := auth.jwt();
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) end;
  col text;
begin
  foreach col in array personal loop
    if tg_op = 'UPDATE' then
      if (old_row -> col) is distinct from (new_row -> col) then
        old_row := pg_catalog.jsonb_set(old_row, array[col], '"(disembunyikan)"');
        new_row := pg_catalog.jsonb_set(new_row, array[col], '"diubah"');
      else
        old_row := old_row - col;
        new_row := new_row - col;
      end if;
    else
      -- a new or deleted application: only whether the field held something
      if old_row is not null then
        old_row := case when old_row ->> col is null then old_row - col else pg_catalog.jsonb_set(old_row, array[col], '"(disembunyikan)"') end;
      end if;
      if new_row is not null then
        new_row := case when new_row ->> col is null then new_row - col else pg_catalog.jsonb_set(new_row, array[col], '"(disembunyikan)"') end;
      end if;
    end if;
  end loop;
  if tg_op = 'UPDATE' and old_row = new_row then
    return null;
  end if;
  insert into public.change_history (actor_id, actor_email, actor_role, table_name, row_id, action, old_data, new_data)
  values (
    nullif(claims ->> 'sub', '')::uuid,
    nullif(claims ->> 'email', ''),
    coalesce(nullif(claims ->> 'role', ''), current_user),
    tg_table_name,
    coalesce(new_row ->> 'id', old_row ->> 'id'),
    tg_op,
    old_row,
    new_row
  );
  return null;
end;
$$;
revoke execute on function private.record_registration_change() from public, anon, authenticated;

create trigger record_change after insert or update or delete on public.registrations
  for each row execute function private.record_registration_change();

-- The applications' entries: for who may read applicants' data only (the content's stay for every member).
create policy "applications' history for personal-data readers" on public.change_history
  as restrictive for select to authenticated
  using (table_name <> 'registrations' or ((select public.can_read_personal_data()) and (select private.two_factor_satisfied())));
