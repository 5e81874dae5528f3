/**
 * `npm run verify:postgres`, certificates (migration 20261128000004_certificates.sql): issuing from sessions that
 * really run at the same time, on a real PostgreSQL (the embedded PGlite has one session, so its tests cannot show
 * it). Session A issues batch A and keeps its transaction open a moment; meanwhile B issues batch B and C issues
 * batch A again. Every session must succeed, no number may be given twice, the numbers must stay consecutive, and
 * batch A must get each participant's certificate once (C waits for A, then finds them issued).
 */
export interface Sql {
  /** Rows of the last statement, as superuser. */
  query: (sql: string) => string[][];
  /** A script in a session of its own, run asynchronously; rejects with psql's error. */
  session: (sql: string) => Promise<unknown>;
}

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A past batch of the program with `n` participants at Selesai (written with triggers off: only the rows matter here). */
function batch(sql: Sql, name: string, n: number): string {
  const [[id]] = sql.query(`insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
    values ('Uji Serentak', 'PBL', array['Uji'], ${lit(name)}, current_date - 30, current_date - 1, 'Ditutup') returning id`);
  sql.query(`
    set session_replication_role = replica;
    with folders as (
      insert into public.registration_uploads (schedule_id) select ${id} from generate_series(1, ${n}) returning folder
    )
    insert into public.registrations (code, schedule_id, upload_folder, idempotency_key, status, full_name, nik, birth_place, birth_date,
        gender, address, regency, whatsapp, education, employment, lookup_hash, consent_version, consent_at)
    -- hexadecimal digits are all in the codes' alphabet
    select 'TIK-' || upper(substr(md5(folder::text), 1, 4)) || '-' || upper(substr(md5(folder::text || 'x'), 1, 4)),
           ${id}, folder, gen_random_uuid(), 'selesai', 'Peserta ' || row_number() over (), '11710101019' || lpad((row_number() over ())::text, 5, '0'),
           'Banda Aceh', '2000-01-01', 'L', 'Jl. Uji 1', 'Kota Banda Aceh', '6281234567890', 'SMA/SMK/Sederajat', 'Belum bekerja',
           repeat('0', 64), '2026-11-25', now()
    from folders;
    set session_replication_role = origin;
    select 1`);
  return id;
}

export async function checkConcurrentIssuing(sql: Sql, adminClaims: string): Promise<string[]> {
  const failures: string[] = [];
  sql.query(`update public.certificate_settings set signatory_name = 'Uji', signatory_position = 'Kepala', signatory_nip = '197805122005011003';
    insert into public.programs (name, category, duration, description) values ('Uji Serentak', 'PBL', '8 JP', 'Uji');
    insert into public.syllabus_items (program_id, item_order, title, duration_jp)
      select id, 1, 'Materi Uji', 8 from public.programs where name = 'Uji Serentak';
    select 1`);
  let a: string, b: string;
  try {
    a = batch(sql, "Serentak A", 4);
    b = batch(sql, "Serentak B", 3);
  } catch (err) {
    return [`certificates: setting up the batches failed: ${(err as Error).message}`];
  }
  const as = (body: string) => `begin;
    set local role authenticated;
    select set_config('request.jwt.claims', ${lit(adminClaims)}, true);
    ${body}
    commit;`;
  const started = Date.now();
  const results = await Promise.allSettled([
    sql.session(as(`select public.issue_certificates(${a}); select pg_sleep(1.5);`)),
    sleep(400).then(() => sql.session(as(`select public.issue_certificates(${b});`))),
    sleep(600).then(() => sql.session(as(`select public.issue_certificates(${a});`))),
  ]);
  const took = Date.now() - started;
  results.forEach((r, i) => {
    if (r.status === "rejected") failures.push(`certificates: concurrent session ${"ABC"[i]} failed: ${String((r.reason as Error).message).trim()}`);
  });
  const rows = sql.query(`select schedule_id, seq, number from public.certificates where schedule_id in (${a}, ${b}) order by seq`);
  const perBatch = (id: string) => rows.filter((r) => r[0] === id).length;
  if (perBatch(a) !== 4 || perBatch(b) !== 3) failures.push(`certificates: batch A got ${perBatch(a)} (want 4), batch B ${perBatch(b)} (want 3)`);
  const seqs = rows.map((r) => Number(r[1]));
  if (new Set(rows.map((r) => r[2])).size !== rows.length) failures.push("certificates: a number was given twice");
  if (seqs.some((s, i) => i > 0 && s !== seqs[i - 1] + 1)) failures.push(`certificates: numbers not consecutive: ${seqs.join(", ")}`);
  if (took < 1500) failures.push(`certificates: the sessions did not overlap (${took} ms)`);
  return failures;
}
