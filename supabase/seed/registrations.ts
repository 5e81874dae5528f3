// Demo registrations (supabase/seed/data.ts, DEMO_REGISTRATIONS), submitted the way a visitor submits one:
// an upload folder from start_registration_upload(), the documents uploaded into it as the anonymous role,
// submit_registration(); then, with the service role, the administrators' status and message, or the
// applicant's own withdrawal (withdraw_registration()). Everything goes through the rules of
// supabase/migrations/20261125000001_registrations.sql, so the demo data is what a real submission stores.
// Called by supabase/seed/storage.ts after the images (plain fetch: no client state to set up).
import { createHash } from "node:crypto";
import { DEMO_REGISTRATIONS, type DemoRegistrationSeed } from "./data";

export interface SeedRegistrationsOptions {
  url: string;
  serviceRoleKey: string;
  anonKey: string;
  log?: (message: string) => void;
}

/** The privacy notice the demo applicants consent to: the database's current one. */
async function noticeVersion(base: string, key: string): Promise<string> {
  const res = await fetch(`${base}/rest/v1/registration_settings?select=privacy_notice_version&id=eq.1`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  const rows = (await res.json()) as { privacy_notice_version: string }[];
  if (!res.ok || !rows[0]) throw new Error(`seedRegistrations: cannot read registration_settings (${res.status})`);
  return rows[0].privacy_notice_version;
}

/** A one-page PDF saying what it stands for (a valid file: the offsets of its cross-reference table are exact). */
export function demoDocumentPdf(title: string, name: string): Uint8Array<ArrayBuffer> {
  const text = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 20 Tf 72 760 Td (${text(title)}) Tj 0 -32 Td /F1 14 Tf (${text(name)}) Tj 0 -24 Td (CONTOH - DATA FIKTIF) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const DOCUMENT_TITLES: Record<string, string> = { ktp: "KTP", ijazah: "Ijazah Terakhir", pas_foto: "Pas Foto", kk: "Kartu Keluarga" };

export async function seedRegistrations(opts: SeedRegistrationsOptions): Promise<void> {
  const base = opts.url.replace(/\/+$/, "");
  const asAnon = { apikey: opts.anonKey, authorization: `Bearer ${opts.anonKey}` };
  const asService = { apikey: opts.serviceRoleKey, authorization: `Bearer ${opts.serviceRoleKey}` };
  const rpc = async (fn: string, body: unknown, headers = asAnon) => {
    const res = await fetch(`${base}/rest/v1/rpc/${fn}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
    const out = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`seedRegistrations: ${fn} answered ${res.status}: ${String(out.message)}`);
    return out;
  };
  const version = await noticeVersion(base, opts.serviceRoleKey);
  const schedules = (await (
    await fetch(`${base}/rest/v1/schedules?select=id,program,batch,required_documents&online_registration=is.true`, { headers: asService })
  ).json()) as { id: number; program: string; batch: string; required_documents: string[] }[];

  // A seed run again (its first run died half-way: docs/local-backend.md) skips the applications already stored,
  // known by their idempotency key (one per demo application; a withdrawal erases the rest).
  const storedRes = await fetch(`${base}/rest/v1/registrations?select=idempotency_key`, { headers: asService });
  if (!storedRes.ok) throw new Error(`seedRegistrations: cannot read registrations (${storedRes.status})`);
  const stored = new Set(((await storedRes.json()) as { idempotency_key: string }[]).map((r) => r.idempotency_key));

  let seeded = 0;
  for (const demo of DEMO_REGISTRATIONS) {
    const schedule = schedules.find((s) => s.program === demo.schedule.program && s.batch === demo.schedule.batch);
    if (!schedule) throw new Error(`seedRegistrations: no online batch ${demo.schedule.program} ${demo.schedule.batch}`);
    const idempotencyKey = demoIdempotencyKey(demo);
    if (stored.has(idempotencyKey)) continue;
    const { folder } = (await rpc("start_registration_upload", { p_schedule_id: schedule.id })) as { folder: string };
    const documents = [];
    for (const [i, kind] of schedule.required_documents.entries()) {
      const name = `${folder}/${kind}-${Date.now()}${i}.pdf`;
      const res = await fetch(`${base}/storage/v1/object/registration-documents/${name}`, {
        method: "POST",
        headers: { ...asAnon, "content-type": "application/pdf" },
        body: new Blob([demoDocumentPdf(DOCUMENT_TITLES[kind] ?? kind, demo.applicant.full_name)], { type: "application/pdf" }),
      });
      if (!res.ok) throw new Error(`seedRegistrations: upload ${kind} answered ${res.status}: ${await res.text()}`);
      documents.push({ kind, name });
    }
    const receipt = await rpc("submit_registration", {
      p_application: {
        ...demo.applicant,
        schedule_id: schedule.id,
        idempotency_key: idempotencyKey,
        upload_folder: folder,
        documents,
        consent: true,
        guardian_consent: false,
        consent_version: version,
        website: "",
      },
    });
    await applyOutcome(base, asService, demo, receipt.code as string, rpc);
    seeded++;
  }
  // The demo submissions are not visitors: their rate-limit bookkeeping goes.
  await fetch(`${base}/rest/v1/registration_attempts?id=gt.0`, { method: "DELETE", headers: asService });
  opts.log?.(`seeded ${seeded} demo registration(s)`);
}

/** The same idempotency key for a demo application in every run (a UUID's form, from its NIK). */
function demoIdempotencyKey(demo: DemoRegistrationSeed): string {
  const h = createHash("sha256").update(`demo-registration:${demo.applicant.nik}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function applyOutcome(
  base: string,
  asService: Record<string, string>,
  demo: DemoRegistrationSeed,
  code: string,
  rpc: (fn: string, body: unknown) => Promise<Record<string, unknown>>,
): Promise<void> {
  if (demo.outcome === "mengundurkan_diri") {
    await rpc("withdraw_registration", { p_code: code, p_birth_date: demo.applicant.birth_date, p_nik_last4: demo.applicant.nik.slice(-4) });
    return;
  }
  if (demo.outcome === "diterima" && !demo.message) return;
  // Step by step along the pipeline the database enforces (migration 20261127000003): each step on the timeline.
  const steps = PIPELINE_PATH[demo.outcome] ?? [demo.outcome];
  for (const [i, status] of steps.entries()) {
    const last = i === steps.length - 1;
    const res = await fetch(`${base}/rest/v1/registrations?code=eq.${encodeURIComponent(code)}`, {
      method: "PATCH",
      headers: { ...asService, "content-type": "application/json", prefer: "return=minimal" },
      body: JSON.stringify({ status, applicant_message: last ? (demo.message ?? null) : null, updated_at: new Date().toISOString() }),
    });
    if (!res.ok) throw new Error(`seedRegistrations: status of ${code} answered ${res.status}: ${await res.text()}`);
  }
}

/** The statuses an application passes through from Baru to an outcome (private.registration_transition_allowed). */
const PIPELINE_PATH: Record<string, string[]> = {
  diterima: ["diterima"],
  diverifikasi: ["diverifikasi"],
  perlu_perbaikan: ["perlu_perbaikan"],
  lulus: ["diverifikasi", "lulus"],
  cadangan: ["diverifikasi", "cadangan"],
  tidak_lulus: ["diverifikasi", "tidak_lulus"],
  peserta: ["diverifikasi", "lulus", "peserta"],
  selesai: ["diverifikasi", "lulus", "peserta", "selesai"],
};
