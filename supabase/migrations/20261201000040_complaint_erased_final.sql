-- An erased complaint is closed for good (docs/complaints.md "Retention"): once complaint_cleanup() has erased its
-- message, contact and attachment, nobody can reopen it, move its status or rewrite its answer. Reopened, it would sit
-- in the queue as work to do with nothing left to read, and the sender's code would show a status the centre can no
-- longer act on. The rule sits in the status trigger, so it holds on every path (the functions, the service role,
-- SQL); complaint_cleanup() itself only sets erased_at on a row that has none. Plain PostgreSQL 15.

create or replace function private.check_complaint_status()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if old.erased_at is not null
     and (new.status is distinct from old.status or new.answer is distinct from old.answer
          or new.erased_at is distinct from old.erased_at) then
    raise exception 'Pengaduan ini sudah dihapus setelah masa simpan berakhir dan tidak dapat diubah lagi.' using errcode = 'PT409';
  end if;
  if new.status is distinct from old.status then
    if not private.complaint_transition_allowed(old.status, new.status) then
      raise exception 'Status pengaduan tidak dapat diubah dari "%" ke "%".',
        private.complaint_status_name(old.status), private.complaint_status_name(new.status) using errcode = 'PT409';
    end if;
    if new.status = 'selesai' and new.answer is null then
      raise exception 'Tulis jawaban untuk pengirim sebelum menandai pengaduan Selesai.' using errcode = 'PT409';
    end if;
    new.status_changed_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
revoke execute on function private.check_complaint_status() from public;
