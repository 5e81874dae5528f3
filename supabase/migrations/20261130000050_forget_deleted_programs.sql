-- A vacancy naming several programs that one statement deletes (a cascade, a clean-up by SQL) kept the ids of the
-- programs deleted after the first: the row trigger took out only its own program's id, and the vacancy's check then
-- refused the update ("Program pelatihan dengan ID … tidak ada."), so the whole delete failed. The after-delete
-- triggers of a statement run once every row is gone, so the first one can take out every id that no longer exists.
-- Found by the permission matrix once the demo content had vacancies with programs (npm run verify:postgres).
create or replace function private.forget_deleted_program()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.vacancies v
     set program_ids = array(select p from pg_catalog.unnest(v.program_ids) as p
                              where exists (select 1 from public.programs g where g.id = p) order by p)
   where v.program_ids @> array[old.id];
  return null;
end;
$$;
revoke execute on function private.forget_deleted_program() from public;
