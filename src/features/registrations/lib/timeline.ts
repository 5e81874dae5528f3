import type { ApplicationEvent } from "@/features/registrations/api/applications";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "@/features/registrations/api/registrations";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { documentLabel } from "@/lib/registration-documents";

const statusLabel = (status: string | null) =>
  status && (REGISTRATION_STATUSES as readonly string[]).includes(status) ? PANEL_STATUS_LABEL[status as RegistrationStatus] : (status ?? "-");

export const VERDICT_LABEL = { sesuai: "Sesuai", perlu_perbaikan: "Perlu perbaikan" } as const;

/** One entry of an application's timeline in words: what happened, by whom, and its message or reason. */
export function describeEvent(event: ApplicationEvent): { title: string; actor: string; note: string | null } {
  const details = (event.details ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof details[key] === "string" ? (details[key] as string) : null);
  const actor = event.actor_email ?? (event.kind === "status_changed" && event.to_status === "mengundurkan_diri" ? "Pendaftar" : event.kind === "submitted" ? "Pendaftar" : "Sistem");
  switch (event.kind) {
    case "submitted":
      return { title: "Pendaftaran dikirim", actor, note: null };
    case "status_changed":
      return { title: `Status ${statusLabel(event.from_status)} → ${statusLabel(event.to_status)}`, actor, note: text("message") && `Pesan: ${text("message")}` };
    case "message_sent": {
      const template = text("template");
      return { title: `Pesan WhatsApp dikirim${template ? ` (template ${statusLabel(template)})` : ""}`, actor, note: null };
    }
    case "exported": {
      const rows = typeof details.rows === "number" ? details.rows : null;
      return { title: `Termasuk dalam ekspor data${rows !== null ? ` (${rows} baris)` : ""}`, actor, note: null };
    }
    case "data_downloaded":
      return { title: "Seluruh data pendaftar diunduh (hak pendaftar)", actor, note: null };
    case "data_erased":
      return { title: "Data pribadi dan dokumen dihapus (hak pendaftar)", actor, note: null };
    case "nik_revealed":
      return { title: "NIK ditampilkan", actor, note: null };
    case "document_viewed":
      return { title: `Dokumen ${documentLabel(text("document") ?? "")} dibuka`, actor, note: null };
    case "document_reviewed": {
      const kind = text("document") ?? "";
      const verdict = text("verdict");
      const document = documentLabel(kind);
      const verdictText = verdict === "sesuai" || verdict === "perlu_perbaikan" ? VERDICT_LABEL[verdict] : (verdict ?? "");
      return { title: `Dokumen ${document} ditandai ${verdictText}`, actor, note: text("reason") && `Alasan: ${text("reason")}` };
    }
    case "tracer_sent": {
      // the tracer study's survey link sent to a graduate (docs/outcomes.md): the round and the channel, nothing personal
      const channel = text("channel") === "email" ? "email" : "WhatsApp";
      return { title: `Tautan survei alumni (${String(details.round_month ?? "")} bulan) dikirim via ${channel}`, actor, note: null };
    }
    default:
      return { title: event.kind, actor, note: null };
  }
}
