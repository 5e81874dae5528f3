import type { ApplicationEvent } from "@/features/registrations/api/applications";
import type { RegistrationStatus } from "@/features/registrations/api/registrations";
import { APPLICANT_FIELDS, consentText, fieldText } from "@/features/registrations/lib/applicant-fields";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { describeEvent, VERDICT_LABEL } from "@/features/registrations/lib/timeline";
import { documentLabel } from "@/lib/registration-documents";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";

/** What applicant_data() answers: everything held about one applicant. */
export interface ApplicantData {
  generated_at: string;
  application: Record<string, unknown> & { code: string; status: RegistrationStatus; submitted_at: string; consent_version: string; consent_at: string; erased_at: string | null };
  schedule: { program: string; batch: string; start_date: string; end_date: string } | null;
  documents: { kind: string; mime_type: string; size_bytes: number; review_status: string | null; review_reason: string | null; reviewed_at: string | null }[];
  timeline: Pick<ApplicationEvent, "at" | "kind" | "actor_email" | "from_status" | "to_status" | "details">[];
}

/**
 * The applicant's data as a plain, readable text file (Indonesian headings, one fact per line): what an
 * administrator hands over when an applicant asks what is held about them (UU PDP; docs/selection.md).
 */
export function applicantDataText(data: ApplicantData): string {
  const a = data.application;
  const lines = [
    "DATA PRIBADI PENDAFTAR",
    "UPTD BLK Banda Aceh, Kejuruan TIK",
    `Dibuat: ${formatJakartaDateTime(data.generated_at)}`,
    "",
    "PENDAFTARAN",
    `Kode Pendaftaran: ${a.code}`,
    ...(data.schedule
      ? [`Pelatihan: ${data.schedule.program} (${data.schedule.batch}), ${formatDate(data.schedule.start_date)} s.d. ${formatDate(data.schedule.end_date)}`]
      : []),
    `Status: ${PANEL_STATUS_LABEL[a.status] ?? a.status}`,
    `Didaftarkan: ${formatJakartaDateTime(a.submitted_at)}`,
    `Persetujuan Data Pribadi: ${consentText(a.consent_version, a.consent_at)}`,
    `Persetujuan Orang Tua/Wali: ${a.guardian_consent ? "Ya" : "Tidak diperlukan"}`,
    ...(a.applicant_message ? [`Pesan untuk Pendaftar: ${String(a.applicant_message)}`] : []),
    "",
    "DATA DIRI",
    ...(a.erased_at
      ? [`Data pribadi sudah dihapus pada ${formatJakartaDateTime(a.erased_at)}.`]
      : APPLICANT_FIELDS.map((field) => `${field.label}: ${fieldText(field, a[field.key])}`)),
    "",
    "DOKUMEN",
    ...(data.documents.length === 0
      ? ["Tidak ada dokumen tersimpan."]
      : data.documents.map((d) => {
          const verdict = d.review_status === "sesuai" || d.review_status === "perlu_perbaikan" ? VERDICT_LABEL[d.review_status] : "Belum diperiksa";
          const reason = d.review_reason ? ` (${d.review_reason})` : "";
          return `- ${documentLabel(d.kind)}, ${d.mime_type === "application/pdf" ? "PDF" : "gambar"}, ${Math.max(1, Math.round(d.size_bytes / 1024))} KB: ${verdict}${reason}`;
        })),
    "",
    "RIWAYAT",
    ...data.timeline.map((event) => {
      const { title, actor, note } = describeEvent({ id: 0, registration_id: 0, actor_id: null, ...event });
      return `- ${formatJakartaDateTime(event.at)}: ${title} (${actor})${note ? `. ${note}` : ""}`;
    }),
    "",
  ];
  return lines.join("\r\n");
}
