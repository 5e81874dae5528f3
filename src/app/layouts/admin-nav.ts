// The panel's menu, apart from the public one (nav.ts): its icons stay out of the public pages' first load.
import {
  AwardIcon,
  BookOpenIcon,
  Building2Icon,
  CalendarDaysIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  ContactIcon,
  FileCheckIcon,
  GalleryHorizontalEndIcon,
  GraduationCapIcon,
  BriefcaseBusinessIcon,
  HandshakeIcon,
  HistoryIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  MegaphoneIcon,
  MessageCircleQuestionIcon,
  MessageSquareWarningIcon,
  PanelsTopLeftIcon,
  SendIcon,
  SmilePlusIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  UserCogIcon,
  UserRoundIcon,
  UsersRoundIcon,
  type LucideIcon,
} from "lucide-react";
import { matchPath } from "react-router-dom";

import { paths } from "@/config/paths";
import type { MemberRole } from "@/features/auth/api/member-role";

export type AdminNavLink = { to: string; label: string; icon: LucideIcon; end?: boolean; roles?: readonly MemberRole[] };

/** The roles of the site's content (every entry without `roles`); an instructor keeps only Kehadiran and Profil. */
const CONTENT_ROLES: readonly MemberRole[] = ["super_admin", "admin", "operator"];
const EVERY_ROLE: readonly MemberRole[] = [...CONTENT_ROLES, "instruktur"];
export type AdminNavGroup = { label: string; icon: LucideIcon; items: readonly AdminNavLink[] };
export type AdminNavEntry = AdminNavLink | AdminNavGroup;

/**
 * The panel's menu (docs/product.md, Login and admin), the one definition the desktop bar and the phone's sheet
 * render: Overview, three groups, Profil (an instructor: Kehadiran and Profil). A new area joins its group:
 * attendance, certificates, outcomes and the survey go under Pelatihan, a page of the public site under Konten Situs,
 * anything about members and access under Tim & Keamanan.
 */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { to: paths.admin.dashboard.getHref(), label: "Overview", icon: LayoutDashboardIcon, end: true },
  {
    label: "Pelatihan",
    icon: GraduationCapIcon,
    items: [
      { to: paths.admin.programs.getHref(), label: "Program Pelatihan", icon: BookOpenIcon },
      { to: paths.admin.instructors.getHref(), label: "Instruktur", icon: UsersRoundIcon },
      { to: paths.admin.schedules.getHref(), label: "Jadwal", icon: CalendarDaysIcon },
      { to: paths.admin.applications.getHref(), label: "Pendaftar", icon: ClipboardListIcon, roles: ["admin", "super_admin"] },
      { to: paths.admin.attendance.getHref(), label: "Kehadiran", icon: ClipboardCheckIcon, roles: ["admin", "super_admin", "instruktur"] },
      { to: paths.admin.certificates.getHref(), label: "Sertifikat", icon: AwardIcon, roles: ["admin", "super_admin"] },
      { to: paths.admin.tracer.getHref(), label: "Survei Alumni", icon: SendIcon, roles: ["admin", "super_admin"] },
      { to: paths.admin.skm.getHref(), label: "Survei Kepuasan", icon: SmilePlusIcon, roles: ["admin", "super_admin"] },
      { to: paths.admin.complaints.getHref(), label: "Pengaduan", icon: MessageSquareWarningIcon, roles: ["admin", "super_admin"] },
      { to: paths.admin.partners.getHref(), label: "Mitra Industri", icon: HandshakeIcon },
      { to: paths.admin.vacancies.getHref(), label: "Lowongan Kerja", icon: BriefcaseBusinessIcon },
    ],
  },
  {
    label: "Konten Situs",
    icon: PanelsTopLeftIcon,
    items: [
      { to: paths.admin.gallery.getHref(), label: "Galeri", icon: ImagesIcon },
      { to: paths.admin.facilities.getHref(), label: "Fasilitas", icon: Building2Icon },
      { to: paths.admin.banners.getHref(), label: "Hero Banner", icon: GalleryHorizontalEndIcon },
      { to: paths.admin.announcements.getHref(), label: "Pengumuman", icon: MegaphoneIcon },
      { to: paths.admin.faqs.getHref(), label: "FAQ", icon: MessageCircleQuestionIcon },
      { to: paths.admin.contact.getHref(), label: "Informasi Kontak", icon: ContactIcon },
      // every content member: operators read it (public content), only admins edit (the page and the database say so)
      { to: paths.admin.serviceStandard.getHref(), label: "Standar Pelayanan", icon: FileCheckIcon },
    ],
  },
  {
    label: "Tim & Keamanan",
    icon: ShieldCheckIcon,
    items: [
      { to: paths.admin.history.getHref(), label: "Riwayat Perubahan", icon: HistoryIcon },
      { to: paths.admin.team.getHref(), label: "Tim Admin", icon: UserCogIcon, roles: ["super_admin"] },
      { to: paths.admin.security.getHref(), label: "Aktivitas Keamanan", icon: ShieldAlertIcon, roles: ["super_admin"] },
    ],
  },
  { to: paths.admin.profile.getHref(), label: "Profil", icon: UserRoundIcon, roles: EVERY_ROLE },
];

export const isNavGroup = (entry: AdminNavEntry): entry is AdminNavGroup => "items" in entry;

/** No role known (yet): the least a content member sees, as an operator. */
const allowed = (link: AdminNavLink, role: MemberRole | null) => (link.roles ?? CONTENT_ROLES).includes(role ?? "operator");

/**
 * The menu a member sees: an entry with `roles` only for those roles, one without for the content's roles (not an
 * instructor: the database decides access anyway), a group only with something in it. An instructor's menu is
 * Kehadiran and Profil, side by side: a group of one link would be a tap for nothing on a phone.
 */
export function adminNavFor(role: MemberRole | null): AdminNavEntry[] {
  const entries = ADMIN_NAV.flatMap((entry): AdminNavEntry[] => {
    if (!isNavGroup(entry)) return allowed(entry, role) ? [entry] : [];
    const items = entry.items.filter((item) => allowed(item, role));
    return items.length ? [{ ...entry, items }] : [];
  });
  return role === "instruktur" ? entries.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])) : entries;
}

/** Whether a link leads to the page at `pathname` or one under it (as NavLink marks it). */
export const isCurrent = (link: AdminNavLink, pathname: string) => matchPath({ path: link.to, end: Boolean(link.end) }, pathname) !== null;

/** The group holding the page at `pathname`, marked in the bar while its panel is closed. */
export const holdsCurrent = (group: AdminNavGroup, pathname: string) => group.items.some((item) => isCurrent(item, pathname));
