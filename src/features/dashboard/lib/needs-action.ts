import { paths } from "@/config/paths";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { LIST_SEARCH_KEYS } from "@/lib/list-params";
import type { AdminOverview, OverviewBatch } from "@/features/dashboard/api/overview";

/** One line of "Perlu Tindakan": what needs doing, which batch or item, and the list where it is done. */
export interface ActionItem {
  key: string;
  kind: "new" | "fix" | "starting" | "complaint-overdue" | "complaint" | "tracer" | "closing" | "banner" | "announcement";
  title: string;
  detail: string;
  href: string;
}

/** Days from today in words: 'hari ini', 'besok', 'dalam 3 hari'. */
export const inDays = (days: number) => (days === 0 ? "hari ini" : days === 1 ? "besok" : `dalam ${days} hari`);

const batchName = (b: OverviewBatch) => `${b.program} (${b.batch})`;

/**
 * The overview's answer as the list the admin works through, most pressing first: applications waiting (a decision,
 * then a fix), batches about to start unfilled, complaints past their promised response time or unanswered, batches
 * about to close, then the site's content. The applications' lines exist
 * only when the database answered that part (admins and super admins).
 */
export function actionItems({ today, content, applications, tracer_due, complaints_due }: AdminOverview): ActionItem[] {
  const items: ActionItem[] = [];
  for (const b of applications?.new_by_batch ?? []) {
    items.push({
      key: `new-${b.schedule_id}`,
      kind: "new",
      title: `${b.count} pendaftar baru menunggu verifikasi`,
      detail: batchName(b),
      href: paths.admin.applications.getHref({ batch: b.schedule_id, status: "diterima" }),
    });
  }
  for (const b of applications?.fix_overdue ?? []) {
    items.push({
      key: `fix-${b.schedule_id}`,
      kind: "fix",
      title: `${b.count} pendaftar menunggu perbaikan lebih dari 3 hari`,
      detail: `${batchName(b)} · sejak ${formatDate(b.oldest_since)}`,
      href: paths.admin.applications.getHref({ batch: b.schedule_id, status: "perlu_perbaikan" }),
    });
  }
  for (const b of applications?.starting_unfilled ?? []) {
    items.push({
      key: `starting-${b.schedule_id}`,
      kind: "starting",
      title: `Pelatihan dimulai ${inDays(b.days_left)}, baru ${b.accepted} dari ${b.quota} kursi terisi`,
      detail: `${batchName(b)} · ${formatDate(b.start_date)}`,
      href: paths.admin.applications.getHref({ batch: b.schedule_id }),
    });
  }
  // complaint_due_summary's counts (null for those who may not read complaints): the queue lists overdue ones first
  if (complaints_due && complaints_due.overdue > 0) {
    items.push({
      key: "complaint-overdue",
      kind: "complaint-overdue",
      title: `${complaints_due.overdue} pengaduan melewati batas waktu tanggapan`,
      detail: "Pengirim menunggu lebih lama dari yang dijanjikan",
      href: paths.admin.complaints.getHref(),
    });
  }
  if (complaints_due && complaints_due.unanswered > 0) {
    items.push({
      key: "complaint-unanswered",
      kind: "complaint",
      title: `${complaints_due.unanswered} pengaduan belum ditanggapi`,
      detail: "Pengaduan dan saran dari pengunjung situs",
      href: paths.admin.complaints.getHref(),
    });
  }
  for (const b of tracer_due ?? []) {
    items.push({
      key: `tracer-${b.schedule_id}-${b.round_month}`,
      kind: "tracer",
      title: `${b.count} lulusan menunggu tautan survei alumni`,
      detail: `${batchName(b)} · survei ${b.round_month} bulan · ${b.opens_on > today ? `dibuka ${formatDate(b.opens_on)}` : "sudah dibuka"}`,
      href: paths.admin.tracer.getHref(),
    });
  }
  for (const b of content.registration_closing) {
    items.push({
      key: `closing-${b.schedule_id}`,
      kind: "closing",
      title: `Pendaftaran ditutup ${inDays(b.days_left)}`,
      detail: `${batchName(b)} · ${formatDate(b.registration_end)}`,
      // the schedules list searched for the program (its search covers program and batch; batch names repeat)
      href: `${paths.admin.schedules.getHref()}?${new URLSearchParams({ [LIST_SEARCH_KEYS.q]: b.program })}`,
    });
  }
  for (const banner of content.banners_ending) {
    items.push({
      key: `banner-${banner.id}`,
      kind: "banner",
      title: `Banner berakhir ${inDays(banner.days_left)}`,
      detail: `${banner.title} · ${formatDate(banner.end_date)}`,
      href: paths.admin.banners.getHref(),
    });
  }
  for (const announcement of content.announcements_scheduled) {
    items.push({
      key: `announcement-${announcement.id}`,
      kind: "announcement",
      title: `Pengumuman terjadwal terbit ${formatJakartaDateTime(announcement.published_at)}`,
      detail: announcement.title,
      href: paths.admin.announcements.getHref(),
    });
  }
  return items;
}
