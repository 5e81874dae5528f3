import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import type { DueRound } from "@/features/tracer-study/api/tracer-sending";
import { roundLabel } from "@/features/tracer-study/lib/survey-message";

/** A round's row in "Perlu Dikirim" keyed by its round (AdminTable keys rows by `id`). */
export type DueRoundRow = DueRound & { id: number };

/** When the round can be answered: from its opening day (it may be sent a few days before) to its closing day. */
export function roundWindow(round: Pick<DueRound, "opens_on" | "closes_on">, today: string): string {
  return round.opens_on > today ? `Dibuka ${formatDate(round.opens_on)}` : `Terbuka sampai ${formatDate(round.closes_on)}`;
}

export function contactText(round: Pick<DueRound, "has_whatsapp" | "has_email">): string {
  const channels = [round.has_whatsapp && "WhatsApp", round.has_email && "E-mail"].filter(Boolean);
  return channels.length > 0 ? channels.join(", ") : "Tidak ada kontak";
}

/** The due list's columns: who, which training, which survey and until when, what was sent, how to reach them. */
export const dueRoundColumns = (today: string): readonly EntityColumn<DueRoundRow>[] => [
  { key: "name", header: "Lulusan", className: "min-w-40 font-medium", cell: (r) => r.full_name },
  { key: "training", header: "Pelatihan", className: "min-w-48", cell: (r) => `${r.program} (${r.batch})` },
  {
    key: "round",
    header: "Survei",
    className: "min-w-40",
    cell: (r) => roundLabel(r.round_month),
    notes: (r) => [roundWindow(r, today)],
  },
  {
    key: "sent",
    header: "Terkirim",
    className: "min-w-36",
    cell: (r) => (r.sends === 0 ? <Badge variant="outline">Belum dikirim</Badge> : `${r.sends}×`),
    notes: (r) => [r.last_sent_at && `terakhir ${formatJakartaDateTime(r.last_sent_at)}`],
  },
  { key: "contact", header: "Kontak", className: "min-w-28", cell: contactText },
];
