/**
 * npm run load:registrations [-- --count 200] [-- --real-limits]
 *
 * The registration deadline rush on the embedded backend: `count` applicants (default 200) of one batch on the last
 * day of its registration period submit at the same moment (submit_registration, documents uploaded beforehand).
 *
 *   A. all at once: every answer, and the p50/p95/max time to an acknowledgement;
 *   B. all at once again (new applicants), the backend killed with SIGKILL once half of them are acknowledged, then
 *      restarted on the same data folder: every acknowledged registration must be stored exactly once; the
 *      applicants without an answer retry with the same idempotency key and each ends up stored exactly once.
 *
 * Every applicant comes from this one address. By default the per-address limits are lifted for the run (the
 * figures are then the backend's own speed); with --real-limits they stay as the database has them (a class
 * registering on one network, e.g. the centre's own Wi-Fi): A reports how many applicants were refused with 429
 * at each step (upload folder, document upload, submission), and B is skipped (its counts assume no refusals).
 *
 * Prints the figures (docs/registration.md, "Load"); exits 1 when a registration is lost or stored twice. Times
 * follow the machine: a figure, never a test. The limits themselves are tested in tests/integration/registrations.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBackendProcess, type BackendProcess } from "../tests/helpers/backend-process.ts";
import { demoDocumentPdf } from "../supabase/seed/registrations.ts";
import { PRIVACY_NOTICE_VERSION } from "../src/features/registrations/lib/privacy.ts";

const count = Number(process.argv[process.argv.indexOf("--count") + 1]) || 200;
const realLimits = process.argv.includes("--real-limits");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-registrations-"));

type Application = Record<string, unknown> & { idempotency_key: string; nik: string };
/** An applicant the backend refused before the submission (with --real-limits): the step and its answer. */
type Refused = { refused: "upload folder" | "document upload"; status: number };
type Answer = { status: number; code?: string; ms: number } | { status: "no answer"; ms: number };

const headers = (b: BackendProcess, key = b.anonKey) => ({ apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" });

async function sql<T = Record<string, unknown>>(b: BackendProcess, query: string, params: unknown[] = []): Promise<T[]> {
  const res = await fetch(`${b.url}/pg/query`, { method: "POST", headers: headers(b, b.serviceRoleKey), body: JSON.stringify({ query, params }) });
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`sql failed: ${JSON.stringify(body)}`);
  return body as T[];
}

async function rpc(b: BackendProcess, fn: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${b.url}/rest/v1/rpc/${fn}`, { method: "POST", headers: headers(b), body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** `n` complete applications for the batch, their documents uploaded (NIKs unique per `phase`), or the step refused. */
async function prepare(b: BackendProcess, scheduleId: number, phase: number, n: number): Promise<(Application | Refused)[]> {
  return pool(Array.from({ length: n }, (_, i) => i), 8, async (i): Promise<Application | Refused> => {
    const started = await rpc(b, "start_registration_upload", { p_schedule_id: scheduleId });
    if (started.status === 429 && realLimits) return { refused: "upload folder", status: 429 };
    if (started.status !== 200) throw new Error(`upload folder failed (${started.status}): ${JSON.stringify(started.body)}`);
    const folder = started.body.folder as string;
    const documents = [];
    for (const kind of ["ktp", "ijazah"]) {
      const name = `${folder}/${kind}-${Date.now() % 1e9}${String(i).padStart(4, "0")}.pdf`;
      const res = await fetch(`${b.url}/storage/v1/object/registration-documents/${name}`, {
        method: "POST",
        headers: { apikey: b.anonKey, authorization: `Bearer ${b.anonKey}`, "content-type": "application/pdf" },
        body: new Blob([demoDocumentPdf(kind.toUpperCase(), `Pendaftar ${phase}-${i}`)], { type: "application/pdf" }),
      });
      if (res.status === 429 && realLimits) return { refused: "document upload", status: 429 };
      if (!res.ok) throw new Error(`upload failed (${res.status}): ${await res.text()}`);
      documents.push({ kind, name });
    }
    return {
      schedule_id: scheduleId,
      idempotency_key: crypto.randomUUID(),
      upload_folder: folder,
      full_name: `Pendaftar Uji ${phase}-${i}`,
      nik: `11710101019${phase}${String(i).padStart(4, "0")}`,
      birth_place: "Banda Aceh",
      birth_date: "1999-01-01",
      gender: i % 2 ? "L" : "P",
      address: "Jl. Teuku Umar No. 1",
      regency: "Kota Banda Aceh",
      whatsapp: `628123${String(100000 + i)}`,
      education: "SMA/SMK/Sederajat",
      employment: "Belum bekerja",
      documents,
      consent: true,
      guardian_consent: false,
      consent_version: PRIVACY_NOTICE_VERSION,
      website: "",
    };
  });
}

/** Submits every application at once; `onAnswer` sees each acknowledgement as it arrives. */
function submitAll(b: BackendProcess, apps: Application[], onAnswer: (acknowledged: number) => void = () => {}): Promise<Answer[]> {
  let acknowledged = 0;
  return Promise.all(
    apps.map(async (app) => {
      const started = performance.now();
      try {
        const { status, body } = await rpc(b, "submit_registration", { p_application: app });
        if (status === 200) onAnswer(++acknowledged);
        return { status, code: body.code as string | undefined, ms: performance.now() - started };
      } catch {
        return { status: "no answer" as const, ms: performance.now() - started };
      }
    }),
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (v: number) => `${Math.round(v)} ms`;

async function start(): Promise<BackendProcess> {
  return startBackendProcess({ dataDir, seed: false, startTimeoutMs: 180_000 });
}

async function main() {
  let b = await start();
  const problems: string[] = [];
  try {
    if (realLimits) {
      const [limits] = await sql(b, `select * from public.registration_limits`);
      console.log(`[load] the database's per-address limits kept: ${JSON.stringify(limits)}`);
    } else {
      await sql(b, `update public.registration_limits set submit_per_client_per_hour = 1000000, folders_per_client_per_hour = 1000000`);
    }
    // the last day of the registration period (Asia/Jakarta)
    const [{ id }] = await sql<{ id: number }>(
      b,
      `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status,
         registration_start, registration_end, online_registration)
       values ('Uji Beban', 'PBK', array['Uji'], 'Batch 1', public.jakarta_today() + 3, public.jakarta_today() + 30, 'Segera Dibuka',
         public.jakarta_today() - 14, public.jakarta_today(), true)
       returning id`,
    );

    // A. all at once
    let t = performance.now();
    const preparedA = await prepare(b, id, 1, count);
    const appsA = preparedA.filter((x): x is Application => !("refused" in x));
    console.log(`[load] prepared ${appsA.length} applications with 2 documents each in ${ms(performance.now() - t)}`);
    for (const step of ["upload folder", "document upload"] as const) {
      const refused = preparedA.filter((x) => "refused" in x && x.refused === step).length;
      if (realLimits) console.log(`   ${step}: ${refused} of ${count} applicants refused with 429`);
    }
    t = performance.now();
    const a = await submitAll(b, appsA);
    const wall = performance.now() - t;
    const okA = a.filter((x) => x.status === 200);
    const tooMany = a.filter((x) => x.status === 429).length;
    const times = okA.map((x) => x.ms);
    console.log(`\nA. ${appsA.length} submissions at once: ${okA.length} acknowledged, ${tooMany} answered 429, ${appsA.length - okA.length - tooMany} other answers, all answered in ${ms(wall)}`);
    console.log(`   time to acknowledgement: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`);
    if (realLimits) {
      console.log(`   of ${count} applicants from one address, ${okA.length} registered and ${count - okA.length} were refused (429 at some step)`);
      const other = a.filter((x) => x.status !== 200 && x.status !== 429);
      if (other.length) problems.push(`A: ${other.length} submission(s) answered neither 200 nor 429: ${JSON.stringify(other.slice(0, 3))}`);
    } else if (okA.length !== count) {
      problems.push(`A: ${count - okA.length} submission(s) not acknowledged: ${JSON.stringify(a.filter((x) => x.status !== 200).slice(0, 3))}`);
    }
    const [{ n: storedA }] = await sql<{ n: string }>(b, `select count(*) as n from public.registrations where schedule_id = $1`, [id]);
    if (Number(storedA) !== okA.length) problems.push(`A: ${okA.length} acknowledged but ${storedA} stored`);
    // B. all at once, SIGKILL once half are acknowledged, restart (not with --real-limits: its counts assume that
    // nobody is refused)
    if (!realLimits) {
      const appsB = (await prepare(b, id, 2, count)) as Application[];
      const half = Math.floor(count / 2);
      let killed: Promise<void> | null = null;
      const backend = b;
      const answers = await submitAll(b, appsB, (acknowledged) => {
        if (acknowledged >= half && !killed) killed = backend.kill();
      });
      await killed;
      const acknowledged = appsB.map((app, i) => ({ app, answer: answers[i] })).filter((x) => x.answer.status === 200);
      const unanswered = appsB.filter((_, i) => answers[i].status !== 200);
      console.log(`\nB. ${count} submissions at once, SIGKILL after ${half} acknowledgements: ${acknowledged.length} acknowledged, ${unanswered.length} without an answer`);
      t = performance.now();
      b = await start();
      console.log(`   restarted on the same data folder in ${ms(performance.now() - t)}`);
      let lost = 0;
      let twice = 0;
      for (const { app, answer } of acknowledged) {
        const rows = await sql<{ code: string }>(b, `select code from public.registrations where idempotency_key = $1 or nik = $2`, [app.idempotency_key, app.nik]);
        if (rows.length === 0 || (answer.status === 200 && rows[0].code !== answer.code)) lost++;
        if (rows.length > 1) twice++;
      }
      console.log(`   acknowledged and stored exactly once: ${acknowledged.length - lost - twice} of ${acknowledged.length} (lost ${lost}, twice ${twice})`);
      if (lost || twice) problems.push(`B: ${lost} acknowledged registration(s) lost, ${twice} stored twice after SIGKILL`);
      // the applicants without an answer retry with the same key (what the form does after a timeout)
      const retried = await submitAll(b, unanswered);
      const retriedOk = retried.filter((x) => x.status === 200).length;
      const [{ n: total, distinct_nik }] = await sql<{ n: string; distinct_nik: string }>(
        b,
        `select count(*) as n, count(distinct nik) as distinct_nik from public.registrations where schedule_id = $1`,
        [id],
      );
      console.log(`   retries of the unanswered: ${retriedOk} of ${unanswered.length} acknowledged; batch now holds ${total} registrations of ${distinct_nik} NIKs (expected ${2 * count})`);
      if (Number(total) !== 2 * count || Number(distinct_nik) !== 2 * count) problems.push(`B: ${total} registrations of ${distinct_nik} NIKs after the retries, expected ${2 * count}`);
    }
  } finally {
    await b.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  finish(problems);
}

function finish(problems: string[]): void {
  console.log(`\n${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")}`);
  if (problems.length) {
    console.error(`\nFAILED:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("every acknowledged registration stored exactly once");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
