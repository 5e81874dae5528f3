import type { ComplaintStatus } from "@/lib/complaint-statuses";
import { dayInTimeZone } from "@/lib/today";

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long ago a complaint came in, in whole calendar days of Asia/Jakarta (the calendar of the due date):
 * "hari ini", "kemarin", "3 hari lalu". `today` is Jakarta's 'yyyy-MM-dd'.
 */
export function receivedAgo(receivedAt: string, today: string): string {
  const day = dayInTimeZone(receivedAt, "Asia/Jakarta");
  if (!day) return "";
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY);
  if (days <= 0) return "hari ini";
  if (days === 1) return "kemarin";
  return `${days} hari lalu`;
}

/** What the queue and the dialog say for a complaint whose message, contact and attachment were erased. */
export const ERASED_TEXT = "Dihapus setelah masa simpan berakhir.";
/** Why an erased complaint's dialog offers no answer and no status move (the database refuses both). */
export const ERASED_FINAL_TEXT = "Pengaduan ini sudah ditutup dan isinya dihapus: status dan tanggapannya tidak dapat diubah lagi.";

/** The first ~120 characters of a message for the queue, cut at a word where possible. */
export function messagePreview(message: string | null, max = 120): string {
  if (message === null) return ERASED_TEXT;
  const text = message.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The status badge's colour: a new complaint waits for someone, a closed one is done. */
export const COMPLAINT_STATUS_VARIANT: Record<ComplaintStatus, "secondary" | "warning" | "success"> = {
  diterima: "warning",
  diproses: "secondary",
  selesai: "success",
};
