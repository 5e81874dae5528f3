/**
 * A class registering from one network (docs/registration.md, "Rate limits"): 40 applicants behind one address
 * (the centre's Wi-Fi, a carrier's shared address) start their upload folders, upload two documents each, submit,
 * check their status once with a mistyped birth date and once right, all within the hour, with the limits as
 * shipped (the column defaults of registration_limits): no 429. The abuse limits stay per code, per NIK and per
 * upload folder (tests/integration/registrations.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/features/registrations/lib/privacy";
import { anonClient, sql, testEnv } from "../helpers/supabase";

const CLASS = 40;

async function rpc(fn: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { url, anonKey } = testEnv();
  const res = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const shipped = () =>
  sql(`delete from public.registration_attempts;
       update public.registration_limits set submit_per_client_per_hour = default, submit_per_nik_per_day = default,
         folders_per_client_per_hour = default, lookup_failures_per_code = default, lookup_failures_per_client = default,
         lookup_failures_per_prefix = default, withdraw_failures_per_code = default, files_per_folder = default`);

let scheduleId: number;
beforeAll(async () => {
  await shipped();
  const [row] = await sql<{ id: number }>(`insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate",
      status, registration_start, registration_end, online_registration, required_documents)
    values ('Uji Satu Kelas', 'PBK', array['Uji'], 'Batch Kelas', current_date + 10, current_date + 40, 'Segera Dibuka',
      current_date - 1, current_date + 5, true, array['ktp', 'ijazah']) returning id`);
  scheduleId = row.id;
});
afterAll(() => sql("delete from public.registration_attempts"));

describe("a class of 40 on one address", () => {
  it("registers and checks every status without a 429 under the shipped limits", async () => {
    const refused: string[] = [];
    const bucket = anonClient().storage.from("registration-documents");
    for (let i = 0; i < CLASS; i++) {
      const folder = await rpc("start_registration_upload", { p_schedule_id: scheduleId });
      if (folder.status !== 200) {
        refused.push(`folder ${i}: ${folder.status} ${JSON.stringify(folder.body)}`);
        continue;
      }
      const documents = [];
      for (const kind of ["ktp", "ijazah"]) {
        const name = `${folder.body.folder}/${kind}-${Date.now()}${String(i).padStart(3, "0")}.pdf`;
        const { error } = await bucket.upload(name, new Blob(["%PDF-1.4\n"], { type: "application/pdf" }), { contentType: "application/pdf" });
        if (error) refused.push(`upload ${i} ${kind}: ${error.message}`);
        documents.push({ kind, name });
      }
      const nik = `11710101019${String(70000 + i).padStart(5, "0")}`;
      const submitted = await rpc("submit_registration", {
        p_application: {
          schedule_id: scheduleId, idempotency_key: crypto.randomUUID(), upload_folder: folder.body.folder,
          full_name: `Peserta Kelas ${i}`, nik, birth_place: "Banda Aceh", birth_date: "1999-01-01", gender: "L",
          address: "Jl. Teuku Umar No. 1", regency: "Kota Banda Aceh", whatsapp: "6281234567890",
          education: "SMA/SMK/Sederajat", employment: "Belum bekerja", documents, consent: true, guardian_consent: false,
          consent_version: PRIVACY_NOTICE_VERSION, website: "",
        },
      });
      if (submitted.status !== 200) {
        refused.push(`submit ${i}: ${submitted.status} ${JSON.stringify(submitted.body)}`);
        continue;
      }
      // a typo first, then the right birth date
      const typo = await rpc("check_registration", { p_code: submitted.body.code, p_birth_date: "1999-01-10" });
      if (typo.status !== 404) refused.push(`typo ${i}: ${typo.status}`);
      const status = await rpc("check_registration", { p_code: submitted.body.code, p_birth_date: "1999-01-01" });
      if (status.status !== 200) refused.push(`check ${i}: ${status.status} ${JSON.stringify(status.body)}`);
    }
    expect(refused).toEqual([]);
    const [{ n }] = await sql<{ n: string }>("select count(*) as n from public.registrations where schedule_id = $1", [scheduleId]);
    expect(Number(n)).toBe(CLASS);
  });
});
