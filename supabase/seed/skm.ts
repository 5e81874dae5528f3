// The satisfaction survey's demo content (docs/satisfaction-survey.md, docs/local-backend.md) as SQL for
// supabase/seed.sql: the half-year before this one, closed, with enough responses to reach its minimum and a
// follow-up on its lowest element, and this half-year, open, with fewer responses so far. Dates and names relative to
// the day the seed runs in Asia/Jakarta (`public.jakarta_today()`, the day the app opens and closes periods by: with the
// UTC `current_date`, a seed run on 1 January or 1 July before 07:00 WIB made last half-year the open one); the scores
// follow a fixed pattern (Sarana dan Prasarana lowest), the profiles vary. Pure: no Node imports.

/** [responses, population] of the previous half-year (closed) and of this one (open). */
const PREVIOUS = { responses: 42, population: 45 };
const CURRENT = { responses: 18, population: 60 };
const FOLLOW_UP =
  "Unsur terendah: Sarana dan Prasarana. Kami mengganti 12 komputer laboratorium, memasang pendingin ruangan baru di ruang kelas 2, dan menambah titik akses Wi-Fi di ruang praktik.";

export function skmSql(): string[] {
  const responses = (period: string, n: number, offset: number, shift: number, worse: boolean) => [
    "insert into public.skm_responses (period_id, source, idempotency_key, u1, u2, u3, u4, u5, u6, u7, u8, u9, age, gender, education, occupation, suggestion, answered_on)",
    `select p.id, 'publik', gen_random_uuid(),`,
    // mostly 4 with a few 3s, each element its own share; u8 (sarana) lowest with some 2s
    "       4 - ((i * 3 + 1) % 7 = 0)::int, 4 - ((i * 5 + 2) % 6 = 0)::int, 4 - ((i * 2 + 3) % 4 = 0)::int, 4,",
    "       4 - ((i * 7 + 1) % 5 = 0)::int, 4 - ((i + 2) % 8 = 0)::int, 4 - ((i * 3) % 9 = 0)::int,",
    `       4 - ((i % 2 = 0)::int) - ((i % 5 = 0)::int)${worse ? " - ((i % 3 = 0)::int)" : ""}, 4 - ((i * 11 + 4) % 6 = 0)::int,`,
    "       18 + (i * 7) % 23, case when i % 3 = 0 then 'P' else 'L' end,",
    "       (array['SMA/SMK', 'SMA/SMK', 'D1/D2/D3', 'D4/S1', 'SMP'])[1 + i % 5],",
    "       (array['Belum Bekerja', 'Pelajar/Mahasiswa', 'Pegawai Swasta', 'Wirausaha', 'Belum Bekerja', 'Lainnya'])[1 + i % 6],",
    "       case when i % 9 = 1 then 'Ruang praktik panas pada siang hari.' when i % 9 = 5 then 'Materi sangat membantu, semoga ada kelas lanjutan.' end,",
    `       least(p.starts_on + ((i * 4 + ${offset}) % greatest(1, least(p.ends_on, public.jakarta_today()) - p.starts_on + 1)), public.jakarta_today())`,
    `  from public.skm_periods p, generate_series(${1 + shift}, ${n + shift}) i where p.name = ${period};`,
  ];
  const half = "(case when extract(month from d) <= 6 then 'I' else 'II' end || ' ' || extract(year from d)::int)";
  const current = `(select 'Semester ' || ${half} from (select public.jakarta_today() as d) x)`;
  const previous = `(select 'Semester ' || ${half} from (select (date_trunc('month', public.jakarta_today()) - interval '6 months')::date as d) x)`;
  return [
    "-- The satisfaction survey (issue 35; docs/satisfaction-survey.md): last half-year closed with its follow-up, this",
    "-- half-year open. Responses from the public form; no person behind them.",
    "insert into public.skm_periods (name, starts_on, ends_on, population, closed_at, follow_up)",
    "select 'Semester ' || case when extract(month from s) <= 6 then 'I' else 'II' end || ' ' || extract(year from s)::int,",
    "       s, (s + interval '6 months' - interval '1 day')::date, n, c, f",
    "  from (values",
    `    ((date_trunc('month', public.jakarta_today()) - make_interval(months => (extract(month from public.jakarta_today())::int - 1) % 6 + 6))::date, ${PREVIOUS.population}, now(), '${FOLLOW_UP}'),`,
    `    ((date_trunc('month', public.jakarta_today()) - make_interval(months => (extract(month from public.jakarta_today())::int - 1) % 6))::date, ${CURRENT.population}, null::timestamptz, null)`,
    "  ) v(s, n, c, f);",
    // the previous half-year's pattern shifted and its facilities scored lower: its index is below this one's, the
    // story the follow-up tells
    ...responses(previous, PREVIOUS.responses, 0, 3, true),
    ...responses(current, CURRENT.responses, 3, 0, false),
    "",
  ];
}
