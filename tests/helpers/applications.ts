/**
 * Batches and applications written in SQL for the integration tests of the selection (docs/selection.md), as
 * submit_registration() stores them (submitting through the API is registrations.test.ts's: its rate limits are per
 * address). Statuses are reached step by step along the pipeline the database enforces.
 */
import { sql } from "./supabase";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A fresh registration code in the database's format (TIK-XXXX-XXXX, no I, L, O or U). */
export const newCode = () =>
  `TIK-${Array.from({ length: 8 }, (_, i) => (i === 4 ? "-" : "") + ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join("")}`;

/** A batch of its own (a quota if given); its name is unique. */
export async function insertBatch({ program = "Seleksi Uji", quota = null }: { program?: string; quota?: number | null } = {}): Promise<{
  id: number;
  program: string;
  batch: string;
}> {
  const batch = `Batch ${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const [row] = await sql<{ id: number }>(
    `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status, quota)
     values ($1, 'PBK', array['Uji'], $2, current_date + 10, current_date + 40, 'Segera Dibuka', $3) returning id`,
    [program, batch, quota],
  );
  return { id: row.id, program, batch };
}

/** The statuses an application passes through from Baru to `status`. */
const PATH: Record<string, string[]> = {
  diterima: [],
  diverifikasi: ["diverifikasi"],
  perlu_perbaikan: ["perlu_perbaikan"],
  lulus: ["diverifikasi", "lulus"],
  cadangan: ["diverifikasi", "cadangan"],
  tidak_lulus: ["tidak_lulus"],
  peserta: ["diverifikasi", "lulus", "peserta"],
  selesai: ["diverifikasi", "lulus", "peserta", "selesai"],
};

let serial = 0;

export interface ApplicationValues {
  full_name?: string;
  /** 16 digits; unique per batch (default: one of its own). */
  nik?: string;
  birth_place?: string;
  birth_date?: string;
  address?: string;
  regency?: string;
  whatsapp?: string;
  email?: string | null;
  /** Where along the pipeline it ends (default Baru). */
  status?: string;
}

/** One complete application for the batch, as submit_registration() writes it. */
export async function insertApplication(scheduleId: number, values: ApplicationValues = {}): Promise<{ id: number; code: string; upload_folder: string }> {
  const [upload] = await sql<{ folder: string }>("insert into public.registration_uploads (schedule_id) values ($1) returning folder", [scheduleId]);
  const code = newCode();
  const birthDate = values.birth_date ?? "1999-01-01";
  const nik = values.nik ?? `9171010101${String(Date.now() % 1e5).padStart(5, "0")}${++serial % 10}`.slice(0, 16);
  const [row] = await sql<{ id: number }>(
    `insert into public.registrations (code, schedule_id, upload_folder, idempotency_key, full_name, nik, birth_place, birth_date,
       gender, address, regency, whatsapp, email, education, employment, lookup_hash, consent_version, consent_at)
     values ($1, $2, $3, gen_random_uuid(), $4, $5, $6, $7, 'P', $8, $9, $10, $11, 'SMA/SMK/Sederajat', 'Belum bekerja',
       public.registration_lookup_hash($1, $7), '2026-11-25', now())
     returning id`,
    [
      code,
      scheduleId,
      upload.folder,
      values.full_name ?? "Cut Nyak Uji",
      nik,
      values.birth_place ?? "Banda Aceh",
      birthDate,
      values.address ?? "Jl. Uji 1",
      values.regency ?? "Kota Banda Aceh",
      values.whatsapp ?? "6281234567890",
      values.email ?? null,
    ],
  );
  for (const step of PATH[values.status ?? "diterima"]) {
    if (step === "selesai") await meetCompletionRule(row.id);
    await sql("update public.registrations set status = $1 where id = $2", [step, row.id]);
  }
  return { id: row.id, code, upload_folder: upload.folder };
}

/**
 * What Selesai asks of a participant (docs/attendance.md): Hadir on every training day of the batch and the
 * assessment Kompeten, written in SQL (the marking function refuses days still to come).
 */
export async function meetCompletionRule(registrationId: number): Promise<void> {
  await sql(
    `insert into public.attendance (registration_id, day, status, marked_at)
     select r.id, d, 'hadir', now() from public.registrations r, private.training_days(r.schedule_id) d where r.id = $1
     on conflict (registration_id, day) do update set status = 'hadir', marked_at = excluded.marked_at`,
    [registrationId],
  );
  await sql(
    `insert into public.assessments (registration_id, result) values ($1, 'kompeten')
     on conflict (registration_id) do update set result = 'kompeten'`,
    [registrationId],
  );
}
